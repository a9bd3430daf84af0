// Random playouts per second per game inside Pyodide under node (bench/speed_core.py).
//
//   node bench/pyodide_speed.mjs [--seeds 20] [--repeats 5] [--wheel dist/wheels/tablero-*.whl]
//
// Prints JSON: {pyodide, load_ms, results: {game: [per-repeat results]}}.
// Without --wheel it uses the wheel in dist/ (run `python3 build.py build` first).
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadPyodide } from "pyodide";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");

async function defaultWheel() {
  const dir = join(root, "dist", "wheels");
  const names = (await readdir(dir)).filter((n) => /^tablero-.*\.whl$/.test(n));
  if (names.length !== 1) throw new Error(`expected one engine wheel in ${dir}`);
  return join(dir, names[0]);
}

async function main() {
  const { values } = parseArgs({
    options: {
      seeds: { type: "string", default: "20" },
      repeats: { type: "string", default: "5" },
      wheel: { type: "string" },
      game: { type: "string", multiple: true },
    },
  });
  const quiet = (line) => process.stderr.write(line + "\n");
  const t0 = performance.now();
  const pyodide = await loadPyodide({ stdout: quiet, stderr: quiet });
  const loadMs = performance.now() - t0;
  await pyodide.loadPackage(values.wheel ? resolve(values.wheel) : await defaultWheel(), {
    messageCallback: () => {},
  });
  const script = join(here, "speed_core.py");
  const ns = pyodide.globals.get("dict")();
  pyodide.runPython(await readFile(script, "utf8"), { globals: ns, filename: script });
  const n = Number(values.seeds);
  const spec = {
    games: values.game || null,
    seeds: Array.from({ length: n }, (_, i) => i + 1),
    repeats: Number(values.repeats),
  };
  const results = JSON.parse(ns.get("measure")(JSON.stringify(spec)));
  ns.destroy();
  const out = { pyodide: pyodide.version, load_ms: Math.round(loadMs), results };
  process.stdout.write(JSON.stringify(out) + "\n");
}

main().catch((err) => {
  process.stderr.write(`pyodide_speed.mjs: ${err && err.stack ? err.stack : err}\n`);
  process.exit(1);
});
