// Promise client of the engine worker (DESIGN.md, "Bridge"): the page's only way to the rules.
//
//   import { tablero } from "./engine-client.js";     // also window.tablero
//   tablero.onProgress(({stage, fraction}) => ...);  // start-up progress, for a loading screen
//   const timings = await tablero.ready;             // the engine answers
//   const res = await tablero.call({cmd: "games"});  // {ok: true, ...} or {ok: false, error}
//
// A refused request resolves with {ok: false, error: {code, message}}: only a crashed or
// unstartable worker rejects, with a message that says so. Requests are objects (stringified
// here), responses are parsed objects. `?engine_install=micropip` in the page URL makes the
// worker install the engine with micropip (for bench/browser.py).
//
// Supervision: the worker is watched, and a dead one is replaced. Dead means: it reported a
// fatal failure after start-up (Pyodide "fatally failed"), it errored, it vanished (terminated,
// killed for memory: the worker holds a Web Lock for its life, and the client's request for the
// same lock is granted the moment it dies), or a request went unanswered for REQUEST_TIMEOUT_MS
// (a Python loop that never ends; bot decisions take ~3 s at most). Then the pending requests
// reject (code "engine_restarted"), a new worker starts (status "restarting"), and once it is
// ready the onRestart listeners run: the page reloads its matches from their saves (the old
// match ids are gone). A worker that never started is not restarted (status "failed"; the page
// offers a retry). `tablero.status`: starting | ready | restarting | failed | stopped.

const WORKER_URL = new URL("./worker.js", import.meta.url);
/** A request unanswered this long means a hung worker (bot decisions take ~3 s at most). */
const REQUEST_TIMEOUT_MS = 20_000;
/** Restarts in a row without one answered request before the client gives up. */
const MAX_RESTARTS = 3;

function localError(code, message) {
  return { ok: false, error: { code, message } };
}

function workerUrl() {
  const url = new URL(WORKER_URL);
  const method = new URL(self.location.href).searchParams.get("engine_install");
  if (method) url.searchParams.set("install", method);
  return url;
}

// A page may load this client from another origin (a blog embedding the app). Workers must be
// same-origin, so then a tiny same-origin module (a blob) imports the real worker script.
function startWorker(url) {
  if (url.origin === self.location.origin || url.protocol === "blob:") {
    return new Worker(url, { type: "module" });
  }
  const source = `import ${JSON.stringify(url.href)};`;
  const blob = new Blob([source], { type: "text/javascript" });
  return new Worker(URL.createObjectURL(blob), { type: "module" });
}

/** Start one engine worker and return its client (see Supervision above). */
export function createEngine(url = workerUrl(), { timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
  const e = {
    url,
    progressListeners: new Set(),
    restartListeners: new Set(),
    nextId: 1,
    lastProgress: null,
    gen: null, // the current worker: {worker, pending, failure, ready, settle, started, ...}
    restarts: 0,
    stopped: false,
    client: null,
  };
  // The liveness check: a started worker with a request pending must answer within timeoutMs.
  e.watchdog = setInterval(() => {
    const g = e.gen;
    if (g?.started && g.pending.size && performance.now() - g.heard > timeoutMs) {
      die(e, g, `Tablero engine did not answer in ${Math.round(timeoutMs / 1000)} s`);
    }
  }, 1000);
  e.client = clientOf(e);
  launch(e);
  return e.client;
}

/** The client's face: status, ready, call, install, memory, the listeners, terminate. */
function clientOf(e) {
  const client = {
    status: "starting",
    timings: null,
    failure: null,
    ready: null,
    /** Send one bridge request object; resolves with the parsed response object. */
    call(request) {
      let text;
      try {
        text = JSON.stringify(request);
      } catch (err) {
        return Promise.resolve(localError("bad_request", `request is not JSON: ${err.message}`));
      }
      if (typeof text !== "string" || !request || typeof request !== "object") {
        return Promise.resolve(localError("bad_request", "a request is an object {cmd, ...}"));
      }
      return send(e, { request: text });
    },
    /**
     * Install one more pure-Python wheel by URL with micropip; with `gamePackage`, the game of
     * that package is registered too (the answer's `game`: its id; tests/fixtures/games/).
     */
    install(wheelUrl, gamePackage) {
      const install = String(new URL(wheelUrl, self.location.href));
      return send(e, gamePackage ? { install, game_package: gamePackage } : { install });
    },
    /** The worker's memory {wasm_bytes, py_objects} (bench/worker_memory.py). */
    memory: () => send(e, { memory: true }),
    /** Call cb({stage, fraction, estimated}) on each start-up step; returns an unsubscribe. */
    onProgress(cb) {
      e.progressListeners.add(cb);
      if (e.lastProgress) cb(e.lastProgress);
      return () => e.progressListeners.delete(cb);
    },
    /**
     * Call cb({stage: "begin" | "done" | "failed", reason}) when a dead worker is replaced:
     * "done" once the new one is ready (every match id of the old one is gone).
     */
    onRestart(cb) {
      e.restartListeners.add(cb);
      return () => e.restartListeners.delete(cb);
    },
    /** Stop the worker; pending and later calls reject. */
    terminate() {
      e.stopped = true;
      clearInterval(e.watchdog);
      e.gen.worker.terminate();
      const error = new Error("Tablero engine was stopped");
      reject(e.gen, error);
      e.gen.settle.reject(error);
      client.status = "stopped";
    },
    /** Tests: kill the worker as the browser would (out of memory); the client must notice. */
    killWorker() {
      e.gen.worker.terminate();
    },
  };
  return client;
}

function emitRestart(e, event) {
  for (const cb of e.restartListeners) {
    try {
      cb(event);
    } catch (err) {
      console.error(err);
    }
  }
}

function launch(e) {
  const worker = startWorker(new URL(e.url, self.location.href));
  const g = { worker, pending: new Map(), failure: null, started: false, heard: 0, lock: null };
  g.ready = new Promise((resolve, rej) => {
    g.settle = { resolve, reject: rej };
  });
  g.ready.catch(() => {}); // a failure is reported once below; awaiting callers still see it
  worker.addEventListener("message", (event) => onMessage(e, g, event));
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    const why = event.message || "the worker script failed to load";
    die(e, g, `Tablero engine worker crashed: ${why}`);
  });
  worker.addEventListener("messageerror",
    () => die(e, g, "Tablero engine sent an unreadable message"));
  if (navigator.locks) {
    g.lock = `tablero.engine.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;
    worker.postMessage({ type: "hold", lock: g.lock });
  }
  e.gen = g;
  e.client.ready = g.ready;
  return g;
}

/** Reject everything pending on `g` and stop listening to it. */
function reject(g, error) {
  g.failure = error;
  for (const { reject: rej } of g.pending.values()) rej(error);
  g.pending.clear();
}

/** Worker `g` is dead or hung: restart it if it had started, else the engine failed. */
function die(e, g, message) {
  if (g !== e.gen || g.failure || e.stopped) return;
  const canRestart = g.started && e.restarts < MAX_RESTARTS;
  const error = Object.assign(new Error(message), {
    code: canRestart ? "engine_restarted" : "engine_failed",
  });
  g.worker.terminate();
  reject(g, error);
  g.settle.reject(error);
  if (!canRestart) {
    e.client.status = "failed";
    console.error(message);
    return;
  }
  e.restarts += 1;
  console.warn(`${message}: restarting the engine`);
  e.client.status = "restarting";
  emitRestart(e, { stage: "begin", reason: message });
  const next = launch(e);
  next.ready.then(
    () => emitRestart(e, { stage: "done", reason: message }),
    () => emitRestart(e, { stage: "failed", reason: message }),
  );
}

function onMessage(e, g, event) {
  if (g !== e.gen) return;
  g.heard = performance.now();
  const msg = event.data || {};
  const { client } = e;
  if (msg.id !== undefined) {
    answered(e, g, msg);
  } else if (msg.type === "progress") {
    e.lastProgress = { stage: msg.stage, fraction: msg.fraction, estimated: !!msg.estimated };
    for (const cb of e.progressListeners) cb(e.lastProgress);
  } else if (msg.type === "held" && g.lock) {
    // Granted only once the worker is gone (terminated, crashed, killed for memory).
    navigator.locks.request(g.lock, () => die(e, g, "Tablero engine worker stopped"))
      .catch(() => {});
  } else if (msg.type === "ready") {
    g.started = true;
    client.status = "ready";
    client.timings = msg.timings;
    g.settle.resolve(msg.timings);
  } else if (msg.type === "fatal") {
    if (!g.started) {
      client.status = "failed";
      client.failure = { message: msg.message, missing: msg.missing || null };
      console.error(msg.message);
      reject(g, new Error(msg.message));
      g.settle.reject(g.failure);
    } else {
      die(e, g, msg.message);
    }
  }
}

/** The answer to request `msg.id`. */
function answered(e, g, msg) {
  const entry = g.pending.get(msg.id);
  if (!entry) return;
  g.pending.delete(msg.id);
  e.restarts = 0;
  try {
    entry.resolve(JSON.parse(msg.response));
  } catch (err) {
    entry.resolve(localError("bad_response", `unreadable engine answer: ${err.message}`));
  }
}

function send(e, fields) {
  const g = e.gen;
  if (e.stopped) return Promise.reject(new Error("Tablero engine was stopped"));
  if (g.failure) return Promise.reject(g.failure);
  const id = e.nextId++;
  if (!g.pending.size) g.heard = performance.now();
  return new Promise((resolve, rej) => {
    g.pending.set(id, { resolve, reject: rej });
    g.worker.postMessage({ id, ...fields });
  });
}

/** The engine's games answer written by the build (dist/games.json), so that the lobby can be
 * filled in while the engine starts; null when absent (the lobby then waits for the engine).
 * Every game listed, drawable here or not: the caller keeps those it has a table for. */
export async function builtGames() {
  try {
    const res = await fetch(new URL("../games.json", import.meta.url));
    const games = res.ok ? await res.json() : null;
    return Array.isArray(games) ? games : null;
  } catch {
    return null;
  }
}

export const tablero = createEngine();
self.tablero = tablero;
export default tablero;
