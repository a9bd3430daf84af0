// Tablero's service worker: the whole built site, offline after one visit.
//
// Registered by the page as sw.js?v=<build version> (the version read from precache.json), so
// every new build is a new worker. Install caches every file of precache.json ({version, files:
// {path: sha256}}) into the cache "tablero-<version>": a file whose hash is unchanged is copied
// from the previous cache (never fetched twice), the others are fetched and their sha256 checked
// (a half-deployed site fails the install and the old build stays). The new worker then waits
// for a clean moment to take over, so that a page never mixes files of two builds:
// - the next load of a page of the site (a reload, a link, the site opened in another tab): the
//   active worker answers that navigation with a tiny page that waits for the new worker to take
//   over and loads the address again, from the new build (switchPage below);
// - or the player's "Restart now" (js/ui/update.js).
// Other open tabs of the old build reload when the new worker claims them (js/ui/update.js).
// Saved games live in IndexedDB (js/store.js) and are never touched.

const PREFIX = "tablero-";
const SCOPE = new URL("./", self.location.href);

async function sha256(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function previousCache() {
  const names = (await caches.keys()).filter((n) => n.startsWith(PREFIX));
  for (const name of names.reverse()) {
    const cache = await caches.open(name);
    const res = await cache.match(new URL("precache.json", SCOPE).href);
    if (res) return { cache, files: (await res.json()).files || {} };
  }
  return null;
}

/**
 * The file as precache.json lists it. One download (issue 30): the page registers this worker
 * once its engine is ready, so Pyodide and the wheel are in the HTTP cache by then; the first try
 * takes them from there ("force-cache": any stored copy, no request). A copy of another build
 * fails the sha256 check and the file is fetched afresh ("no-store").
 */
async function fetchChecked(path, digest) {
  for (const mode of ["force-cache", "no-store"]) {
    const res = await fetch(new URL(path, SCOPE).href, { cache: mode });
    if (!res.ok) {
      if (mode === "no-store") throw new Error(`${path}: HTTP ${res.status}`);
      continue;
    }
    const body = await res.arrayBuffer();
    if ((await sha256(body)) === digest) {
      const type = res.headers.get("Content-Type") || "application/octet-stream";
      return new Response(body, { status: 200, headers: { "Content-Type": type } });
    }
  }
  throw new Error(`${path}: content differs from precache.json`);
}

async function precache() {
  const res = await fetch(new URL("precache.json", SCOPE).href, { cache: "no-store" });
  if (!res.ok) throw new Error(`precache.json: HTTP ${res.status}`);
  const text = await res.text();
  const manifest = JSON.parse(text);
  const name = PREFIX + manifest.version;
  const old = await previousCache();
  const cache = await caches.open(name);
  const entries = Object.entries(manifest.files || {});
  let next = 0;
  async function lane() {
    while (next < entries.length) {
      const [path, digest] = entries[next++];
      const url = new URL(path, SCOPE).href;
      let response = null;
      if (old && old.files[path] === digest) response = await old.cache.match(url);
      await cache.put(url, response || (await fetchChecked(path, digest)));
    }
  }
  try {
    await Promise.all([lane(), lane(), lane(), lane()]);
    const headers = { "Content-Type": "application/json" };
    await cache.put(new URL("precache.json", SCOPE).href, new Response(text, { headers }));
  } catch (err) {
    await caches.delete(name);
    throw err;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const keep = await currentCacheName();
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== keep) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

/** The cache of this worker's build: the newest complete one. */
let ownCache = null;
async function currentCacheName() {
  if (ownCache) return ownCache;
  const version = new URL(self.location.href).searchParams.get("v");
  const names = (await caches.keys()).filter((n) => n.startsWith(PREFIX));
  ownCache = version && names.includes(PREFIX + version) ? PREFIX + version : names[names.length - 1];
  return ownCache;
}

self.addEventListener("message", (event) => {
  if (event.data === "skipWaiting") self.skipWaiting();
});

// ---- the switch at the next load --------------------------------------------------------------
//
// A reload alone never activates a waiting worker: the page being reloaded stays a client of the
// old worker until the new page's response arrives. So the old worker answers a top-level
// navigation itself while a new build waits: it asks the waiting worker to skipWaiting (it
// activates as soon as this tiny response is delivered and the old worker has no request in
// flight) and the tiny page loads the same address again once the new worker controls it.
// Iframes (destination "iframe") never switch: their parent page would keep the old build.

/** How long a waiting worker may take to activate before this build serves the pages again. */
const SWITCH_TIMEOUT_MS = 10_000;
const asked = { url: "", at: 0 };

function switchPage(target) {
  // No file of either build: the page is complete in itself. The "updated" flag is set only once
  // the new build controls this page (js/ui/update.js shows the notice after the reload).
  const script = `(() => {
  const target = ${JSON.stringify(target)};
  const sw = navigator.serviceWorker;
  let done = false;
  const load = (updated) => {
    if (done) return;
    done = true;
    try { if (updated) sessionStorage.setItem("tablero.updated", "1"); } catch (e) {}
    location.reload();
  };
  const check = async () => {
    const reg = await sw.getRegistration();
    const active = reg && reg.active;
    if ((sw.controller && sw.controller.scriptURL === target)
        || (active && active.scriptURL === target && active.state === "activated")) load(true);
  };
  sw.addEventListener("controllerchange", check);
  setInterval(check, 100);
  setTimeout(() => load(false), ${SWITCH_TIMEOUT_MS / 2});
  check();
})();`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Tablero</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="background:#f4efe6"><script>${script}</script></body></html>`;
}

function switchResponse(request) {
  const waiting = self.registration.waiting;
  if (!waiting || request.mode !== "navigate" || request.destination !== "document") return null;
  const now = Date.now();
  if (asked.url !== waiting.scriptURL) Object.assign(asked, { url: waiting.scriptURL, at: now });
  // A waiting worker that never took over (it should not happen) must not trap the site in a
  // loop of reloads: past the timeout this build serves the pages again.
  if (now - asked.at > SWITCH_TIMEOUT_MS) return null;
  waiting.postMessage("skipWaiting");
  const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
  return new Response(switchPage(waiting.scriptURL), { headers });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  // precache.json?fresh=... asks the network for the newest build (the update check).
  if (url.searchParams.has("fresh")) return;
  let path = url.pathname.slice(SCOPE.pathname.length);
  if (path === "" || path.endsWith("/")) path += "index.html";
  event.respondWith((async () => {
    const switching = switchResponse(request);
    if (switching) return switching;
    const name = await currentCacheName();
    const cache = name ? await caches.open(name) : null;
    const hit = cache ? await cache.match(new URL(path, SCOPE).href) : null;
    return hit || fetch(request);
  })());
});
