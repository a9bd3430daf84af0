// Run tests/pyodide/parity_cases.py inside Pyodide (node, from node_modules/pyodide) with the
// engine wheel installed, and print the results as one JSON line on stdout.
//
//   node tests/pyodide/run_engine.mjs <engine.whl> '<cases JSON>' [script.py]
//        [--game <package>=<package.whl> ...]
//
// Cases JSON: a list of {game, seed, players} or {"seeds": [...]} (every game x seed).
// Each --game wheel is loaded too and its package's game registered
// (tablero.games.add_package), as the fixture games are (tests/fixtures/games/wheels.py).
// Pyodide's own messages go to stderr so that stdout carries only the JSON.
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const here = dirname(fileURLToPath(import.meta.url));

async function main() {
  const args = process.argv.slice(2);
  const games = args.filter((a, i) => args[i - 1] === "--game").map((a) => a.split("="));
  const plain = args.filter((a, i) => a !== "--game" && args[i - 1] !== "--game");
  const [wheel, casesJson, script = join(here, "parity_cases.py")] = plain;
  if (!wheel || !casesJson || games.some((g) => g.length !== 2)) {
    throw new Error("usage: node run_engine.mjs <engine.whl> '<cases JSON>' [script.py] " +
      "[--game <package>=<package.whl> ...]");
  }
  const toStderr = (line) => process.stderr.write(line + "\n");
  const t0 = performance.now();
  const pyodide = await loadPyodide({ stdout: toStderr, stderr: toStderr });
  const t1 = performance.now();
  await pyodide.loadPackage(resolve(wheel), { messageCallback: toStderr });
  for (const [name, path] of games) {
    await pyodide.loadPackage(resolve(path), { messageCallback: toStderr });
    pyodide.pyimport("tablero.games").add_package(name);
  }
  const source = await readFile(script, "utf8");
  const ns = pyodide.globals.get("dict")();
  pyodide.runPython(source, { globals: ns, filename: script });
  const t2 = performance.now();
  const out = ns.get("run_cases")(casesJson);
  const t3 = performance.now();
  ns.destroy();
  process.stderr.write(
    `pyodide ${pyodide.version}: load ${(t1 - t0).toFixed(0)} ms, engine ` +
      `${(t2 - t1).toFixed(0)} ms, cases ${(t3 - t2).toFixed(0)} ms\n`,
  );
  process.stdout.write(out + "\n");
}

main().catch((err) => {
  process.stderr.write(`run_engine.mjs: ${err && err.stack ? err.stack : err}\n`);
  process.exit(1);
});
