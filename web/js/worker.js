// The engine's home: a module worker that starts Pyodide, installs the engine wheel and answers
// bridge calls (DESIGN.md, "Bridge"; STYLE.md, "JSON bridge"). Only strings cross the boundary.
//
// Messages in:  {id, request: "<JSON>"}  -> tablero.bridge.handle(request)
//               {id, install: "<url>"}   -> micropip.install(url) (more pure-Python packages)
//               {id, install: "<url>", game_package: "<name>"}  -> the same, then the game of
//                                           package <name> registered (tablero.games.add_package)
//               {id, memory: true}       -> {ok, wasm_bytes, py_objects} (bench)
//               {type: "hold", lock}     -> hold that Web Lock for the worker's life (the
//                                           client learns of the worker's death when it frees)
// Messages out: {id, response: "<JSON>"}
//               {type: "progress", stage, fraction (0..1), estimated?}   during start-up
//               {type: "ready", timings: {...}}                           once, at the end
//               {type: "held"}                                            the lock is held
//               {type: "fatal", message, missing?}    start-up failed (missing: a file that
//                                                     could not be fetched) or Pyodide crashed
//
// Before Pyodide loads, its files are checked (in the offline cache, else a HEAD request):
// offline with a file missing from the cache, loadPyodide would wait forever; this fails in a
// moment and names the file.
//
// Installing the engine wheel (measured by bench/browser.py, see BENCHMARKS.md): by default
// ("unpack") the worker fetches the wheel while Pyodide starts, then pyodide.unpackArchive puts
// it into site-packages: it is our own pure wheel (no native code, no scripts, no data), so that
// is all a wheel install does. Measured alternatives, chosen with `worker.js?install=NAME`
// (`?engine_install=NAME` on the page): "loadPackage" (pyodide.loadPackage(url), ~0.2 s more)
// and "micropip" (micropip.install(url), ~0.7 s more). micropip stays available for further
// pure-Python packages by URL: {id, install: url}.
//
// Warm start (issue 30): the first start takes a Pyodide memory snapshot once every engine
// module is imported and keeps it in Cache Storage (cache SNAPSHOT_CACHE, one entry keyed by the
// sha256 of pyodide.asm.wasm, pyodide.asm.mjs and the engine wheel, from precache.json). A later
// start restores it (loadPyodide's private `_loadSnapshot`: ~1 s instead of ~4 s) and reseeds
// `random`; the file system is not in the snapshot, but nothing needs it then (see restore). A snapshot that is
// missing, stale (another key) or refused (Pyodide checks its build id; a corrupt one fails to
// restore or to answer) means the normal start; a refused one is deleted first. The snapshot
// fixes the string hash seed: the engine never depends on it (DESIGN.md, determinism).

const SITE = new URL("../", import.meta.url);
const INDEX_URL = new URL("pyodide/", SITE).href;
const PARAMS = new URL(import.meta.url).searchParams; // worker.js?install=...
const INSTALL_METHODS = ["unpack", "loadPackage", "micropip"];
const INSTALL_METHOD = INSTALL_METHODS.includes(PARAMS.get("install"))
  ? PARAMS.get("install")
  : "unpack";
const WHEEL_PATTERN = /^wheels\/tablero-[^/]+-(py3|cp3\d+)-none-any\.whl$/;
/** The files loadPyodide fetches (pyodide.mjs is imported first, and fails on its own). */
const PYODIDE_FILES = ["pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
  "pyodide-lock.json"];

let pyodide = null;
let handle = null;
let micropip = null;
const marks = { pyodide: 0 }; // start-up times (performance.now())
let crashed = null; // set when Pyodide itself failed (not a Python exception)
let queue = Promise.resolve();

function post(message) {
  self.postMessage(message);
}

function progress(stage, fraction, estimated = false) {
  post({ type: "progress", stage, fraction: Math.round(fraction * 1000) / 1000, estimated });
}

function errorResponse(code, message) {
  return JSON.stringify({ ok: false, error: { code, message } });
}

function describe(err) {
  return err && err.message ? err.message : String(err);
}

/** A file that could not be fetched: start() reports it by name. */
class MissingFile extends Error {
  constructor(file, why) {
    super(`${file} could not be fetched (${why})`);
    this.file = file;
  }
}

/** fetch(url), or MissingFile naming the file when the network or the cache fails it. */
async function fetchNamed(url, options = {}) {
  const file = new URL(url).pathname.split("/").pop();
  let res;
  try {
    res = await fetch(url, options);
  } catch (err) {
    throw new MissingFile(file, describe(err));
  }
  if (!res.ok) throw new MissingFile(file, `HTTP ${res.status}`);
  return res;
}

// loadPyodide gives no progress of its own: ease an estimate towards 0.7 while it runs.
function estimateWhile(promise, stage, from, to, halfLifeMs) {
  const t0 = performance.now();
  const timer = setInterval(() => {
    const share = 1 - Math.pow(0.5, (performance.now() - t0) / halfLifeMs);
    progress(stage, from + (to - from) * share, true);
  }, 150);
  return promise.finally(() => clearInterval(timer));
}

/**
 * {wheelUrl, snapshotKey}: the engine wheel of this build, and the key a memory snapshot of it
 * must carry (null: no snapshot, e.g. a `?wheel=` override has no digest to tie it to).
 */
async function engineFiles() {
  const override = PARAMS.get("wheel");
  if (override) return { wheelUrl: new URL(override, SITE).href, snapshotKey: null };
  const res = await fetchNamed(new URL("precache.json", SITE).href);
  const files = (await res.json()).files || {};
  const wheel = Object.keys(files).find((path) => WHEEL_PATTERN.test(path));
  if (!wheel) throw new Error("precache.json lists no wheels/tablero-*.whl: rebuild dist/");
  const parts = [files["pyodide/pyodide.asm.wasm"], files["pyodide/pyodide.asm.mjs"], files[wheel]];
  const snapshotKey = parts.every(Boolean) && PARAMS.get("snapshot") !== "off"
    ? parts.map((digest) => digest.slice(0, 16)).join("-")
    : null;
  return { wheelUrl: new URL(wheel, SITE).href, snapshotKey };
}

// ---- the memory snapshot (see the header) ----------------------------------------------------

const SNAPSHOT_CACHE = "tablero.snapshot"; // not "tablero-...": sw.js deletes those on update
/** The engine's modules, all imported before a snapshot (the restored heap has no files). */
const IMPORT_ALL = `
import importlib, pkgutil, tablero
for _m in pkgutil.walk_packages(tablero.__path__, "tablero."):
    if not _m.name.endswith("__main__"):
        importlib.import_module(_m.name)
`;

function snapshotUrl(key) {
  return new URL(`__snapshot__/${key}`, SITE).href;
}

async function snapshotCache() {
  try {
    return self.caches ? await self.caches.open(SNAPSHOT_CACHE) : null;
  } catch {
    return null; // no Cache Storage here (an opaque origin, a private mode): no snapshot
  }
}

/** The stored snapshot for `key` (ArrayBuffer), or null; snapshots of other keys are stale. */
async function readSnapshot(key) {
  const cache = key && (await snapshotCache());
  if (!cache) return null;
  try {
    const res = await cache.match(snapshotUrl(key));
    return res ? await res.arrayBuffer() : null;
  } catch {
    return null;
  }
}

/** Keep `bytes` as the only snapshot (older keys deleted); true once stored. */
async function storeSnapshot(key, bytes) {
  const cache = await snapshotCache();
  if (!cache) return false;
  try {
    for (const req of await cache.keys()) {
      if (req.url !== snapshotUrl(key)) await cache.delete(req);
    }
    const headers = { "Content-Type": "application/octet-stream" };
    await cache.put(snapshotUrl(key), new Response(bytes, { headers }));
    return true;
  } catch (err) {
    console.warn(`Tablero: the start-up snapshot was not stored (${describe(err)})`);
    return false;
  }
}

async function deleteSnapshot(key) {
  const cache = await snapshotCache();
  await cache?.delete(snapshotUrl(key)).catch(() => false);
}

// pyodide.loadPackage reports failures through errorCallback rather than by throwing.
async function loadPackageChecked(what) {
  const errors = [];
  await pyodide.loadPackage(what, {
    messageCallback: () => {},
    errorCallback: (msg) => errors.push(msg),
  });
  if (errors.length) throw new Error(`loading ${what}: ${errors.join("; ")}`);
}

async function loadMicropip() {
  if (!micropip) {
    await loadPackageChecked("micropip");
    micropip = pyodide.pyimport("micropip");
  }
  return micropip;
}

async function fetchBytes(url) {
  return (await fetchNamed(url)).arrayBuffer();
}

async function installEngine(url, prefetched) {
  if (INSTALL_METHOD === "micropip") {
    await (await loadMicropip()).install(url);
    return;
  }
  if (INSTALL_METHOD === "unpack") {
    const site = pyodide.runPython("import site; site.getsitepackages()[0]");
    pyodide.unpackArchive(await prefetched, "wheel", { extractDir: site });
    pyodide.runPython("import importlib; importlib.invalidate_caches()");
    return;
  }
  await loadPackageChecked(url);
}

/** The file is in the offline cache, or the network has it (asked with HEAD: no body). */
async function checkFile(url) {
  if (self.caches && (await self.caches.match(url).catch(() => null))) return;
  await fetchNamed(url, { method: "HEAD" });
}

async function importPyodide() {
  try {
    return await import(INDEX_URL + "pyodide.mjs");
  } catch (err) {
    throw new MissingFile("pyodide.mjs", describe(err));
  }
}

function pyodideOptions(extra) {
  return {
    indexURL: INDEX_URL,
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
    ...extra,
  };
}

/** Start from the snapshot: the Pyodide API, or null when it was refused (then deleted). */
async function restore(loadPyodide, key, bytes) {
  try {
    const loading = loadPyodide(pyodideOptions({ _loadSnapshot: bytes }));
    pyodide = await estimateWhile(loading, "runtime", 0.05, 0.7, 300);
    marks.pyodide = performance.now();
    // Every engine module is in memory (IMPORT_ALL; the engine imports nothing later and reads
    // no files: tests/engine/test_imports.py), so the wheel need not be unpacked again.
    pyodide.runPython("import random, sys; random.seed(); sys.modules['tablero.bridge']");
    return pyodide;
  } catch (err) {
    if (err instanceof MissingFile) throw err;
    console.warn(`Tablero: start-up snapshot refused, starting normally (${describe(err)})`);
    await deleteSnapshot(key);
    pyodide = null;
    return null;
  }
}

/** The normal start; with a key, a snapshot is taken once the engine is imported. */
async function coldStart(loadPyodide, key, wheelUrl, prefetched) {
  const loading = loadPyodide(pyodideOptions(key ? { _makeSnapshot: true } : {}));
  pyodide = await estimateWhile(loading, "runtime", 0.05, 0.7, 1200);
  marks.pyodide = performance.now();
  progress("engine", 0.75);
  await installEngine(wheelUrl, prefetched);
  // Only the unpack install leaves no JavaScript references in Python (loadPackage and
  // micropip do, and a snapshot refuses them); a snapshot that fails never fails the start.
  if (!key || INSTALL_METHOD !== "unpack") return null;
  try {
    pyodide.runPython(IMPORT_ALL);
    return pyodide.makeMemorySnapshot();
  } catch (err) {
    console.warn(`Tablero: no start-up snapshot this time (${describe(err)})`);
    return null;
  }
}

async function start() {
  const t0 = performance.now();
  progress("runtime", 0.02);
  const [{ loadPyodide }, { wheelUrl, snapshotKey }] = await Promise.all([
    importPyodide(),
    engineFiles(),
    ...PYODIDE_FILES.map((file) => checkFile(INDEX_URL + file)),
  ]);
  const prefetched = INSTALL_METHOD === "unpack" ? fetchBytes(wheelUrl) : null;
  prefetched?.catch(() => {}); // reported when awaited
  const stored = INSTALL_METHOD === "unpack" ? await readSnapshot(snapshotKey) : null;
  let snapshot = stored ? "loaded" : "none";
  let made = null;
  if (!stored || !(await restore(loadPyodide, snapshotKey, stored))) {
    if (stored) snapshot = "refused";
    made = await coldStart(loadPyodide, snapshotKey, wheelUrl, prefetched);
  }
  const t1 = performance.now(); // the engine is installed (and snapshot taken, if any)
  progress("import", 0.9);
  handle = pyodide.pyimport("tablero.bridge").handle;
  const t2 = performance.now();
  const games = JSON.parse(handle(JSON.stringify({ cmd: "games" })));
  if (!games.ok) throw new Error(`the engine's first answer was an error: ${games.error.message}`);
  const t3 = performance.now();
  if (made) {
    // Stored after the answer: storing it never delays this start.
    storeSnapshot(snapshotKey, made); // never rejects
    if (snapshot === "none") snapshot = "made"; // "refused" stays: a new one replaces it
  }
  progress("ready", 1);
  return {
    pyodide_version: pyodide.version,
    install_method: INSTALL_METHOD,
    snapshot,
    snapshot_bytes: (stored || made)?.byteLength ?? 0,
    pyodide_ms: Math.round(marks.pyodide - t0),
    install_ms: Math.round(t1 - marks.pyodide),
    import_ms: Math.round(t2 - t1),
    first_call_ms: Math.round(t3 - t2),
    engine_ms: Math.round(t3 - marks.pyodide),
    total_ms: Math.round(t3 - t0),
  };
}

function callBridge(request) {
  try {
    return handle(request);
  } catch (err) {
    if (err instanceof pyodide.ffi.PythonError) {
      // The bridge never raises by contract; if it does, answer like it instead of crashing.
      return errorResponse("internal_error", `the engine raised: ${describe(err)}`);
    }
    // A WebAssembly trap or a Pyodide fatal error: this worker cannot answer any more.
    crashed = `Tablero engine crashed: ${describe(err)}`;
    post({ type: "fatal", message: crashed });
    return errorResponse("engine_crashed", crashed);
  }
}

async function install(url, gamePackage) {
  try {
    await (await loadMicropip()).install(url);
  } catch (err) {
    return errorResponse("install_failed", `micropip could not install ${url}: ${describe(err)}`);
  }
  if (typeof gamePackage !== "string") return JSON.stringify({ ok: true, installed: url });
  const games = pyodide.pyimport("tablero.games");
  try {
    return JSON.stringify({ ok: true, installed: url, game: games.add_package(gamePackage) });
  } catch (err) {
    return errorResponse("install_failed",
      `the game of ${gamePackage} could not be registered: ${describe(err)}`);
  } finally {
    games.destroy();
  }
}

/** The worker's memory: the WebAssembly heap (it only grows) and Python's live objects. */
function memory() {
  const wasm = pyodide._module?.HEAP8?.buffer?.byteLength ?? null;
  const objects = pyodide.runPython("import gc; gc.collect(); len(gc.get_objects())");
  return JSON.stringify({ ok: true, wasm_bytes: wasm, py_objects: objects });
}

async function answer(msg) {
  try {
    await started;
  } catch (err) {
    return errorResponse("engine_unavailable", `the engine failed to start: ${describe(err)}`);
  }
  if (crashed) return errorResponse("engine_crashed", crashed);
  if (typeof msg.request === "string") return callBridge(msg.request);
  if (typeof msg.install === "string") return install(msg.install, msg.game_package);
  if (msg.memory === true) return memory();
  return errorResponse("bad_request", "a worker message is {id, request: <JSON string>}");
}

const started = start();
started.then(
  (timings) => post({ type: "ready", timings }),
  (err) => post({
    type: "fatal",
    message: `Tablero engine failed to start: ${describe(err)}`,
    missing: err instanceof MissingFile ? err.file : null,
  }),
);

/** Hold `name` until this worker ends (never released by the worker itself). */
function holdLock(name) {
  if (typeof name !== "string" || !self.navigator?.locks) return;
  self.navigator.locks.request(name, () => {
    post({ type: "held" });
    return new Promise(() => {});
  }).catch(() => {});
}

self.onmessage = (event) => {
  const msg = event.data;
  if (msg && msg.type === "hold") {
    holdLock(msg.lock);
    return;
  }
  if (!msg || typeof msg !== "object" || msg.id === undefined) return;
  // One queue: answers come in the order the requests were sent, installs included.
  queue = queue
    .then(async () => post({ id: msg.id, response: await answer(msg) }))
    .catch((err) => post({ type: "fatal", message: `Tablero engine worker: ${describe(err)}` }));
};
