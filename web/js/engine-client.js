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

const WORKER_URL = new URL("./worker.js", import.meta.url);

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

/** Start one engine worker and return its client. */
export function createEngine(url = workerUrl()) {
  const worker = startWorker(new URL(url, self.location.href));
  const pending = new Map();
  const listeners = new Set();
  let nextId = 1;
  let lastProgress = null;
  let failure = null;
  let settleReady;
  const ready = new Promise((resolve, reject) => {
    settleReady = { resolve, reject };
  });
  ready.catch(() => {}); // a failure is reported once below; awaiting callers still see it

  function fail(message, quiet = false) {
    if (failure) return;
    failure = new Error(message);
    client.status = quiet ? "stopped" : "failed";
    if (!quiet) console.error(message);
    settleReady.reject(failure);
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  }

  function onMessage(event) {
    const msg = event.data || {};
    if (msg.id !== undefined) {
      const entry = pending.get(msg.id);
      if (!entry) return;
      pending.delete(msg.id);
      try {
        entry.resolve(JSON.parse(msg.response));
      } catch (err) {
        entry.resolve(localError("bad_response", `unreadable engine answer: ${err.message}`));
      }
    } else if (msg.type === "progress") {
      lastProgress = { stage: msg.stage, fraction: msg.fraction, estimated: !!msg.estimated };
      for (const cb of listeners) cb(lastProgress);
    } else if (msg.type === "ready") {
      client.status = "ready";
      client.timings = msg.timings;
      settleReady.resolve(msg.timings);
    } else if (msg.type === "fatal") {
      fail(msg.message);
    }
  }

  function send(fields) {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...fields });
    });
  }

  worker.addEventListener("message", onMessage);
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    fail(`Tablero engine worker crashed: ${event.message || "the worker script failed to load"}`);
  });
  worker.addEventListener("messageerror", () => fail("Tablero engine sent an unreadable message"));

  const client = {
    status: "starting",
    timings: null,
    ready,
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
      return send({ request: text });
    },
    /** Install one more pure-Python wheel by URL with micropip (e.g. another game package). */
    install(wheelUrl) {
      return send({ install: String(new URL(wheelUrl, self.location.href)) });
    },
    /** Call cb({stage, fraction, estimated}) on each start-up step; returns an unsubscribe. */
    onProgress(cb) {
      listeners.add(cb);
      if (lastProgress) cb(lastProgress);
      return () => listeners.delete(cb);
    },
    /** Stop the worker; pending and later calls reject. */
    terminate() {
      worker.terminate();
      fail("Tablero engine was stopped", true);
    },
  };
  return client;
}

export const tablero = createEngine();
self.tablero = tablero;
export default tablero;
