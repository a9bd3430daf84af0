// Tablero's service worker: the whole built site, offline after one visit.
//
// Registered by the page as sw.js?v=<build version> (the version read from precache.json), so
// every new build is a new worker. Install caches every file of precache.json ({version, files:
// {path: sha256}}) into the cache "tablero-<version>": a file whose hash is unchanged is copied
// from the previous cache (never fetched twice), the others are fetched and their sha256 checked
// (a half-deployed site fails the install and the old build stays). The new worker then waits:
// the page activates it at its next start (js/ui/update.js), before loading anything else, so a
// page never mixes files of two builds. Saved games live in localStorage and are never touched.

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

async function fetchChecked(path, digest) {
  const res = await fetch(new URL(path, SCOPE).href, { cache: "no-store" });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const body = await res.arrayBuffer();
  if ((await sha256(body)) !== digest) throw new Error(`${path}: content differs from precache.json`);
  const headers = { "Content-Type": res.headers.get("Content-Type") || "application/octet-stream" };
  return new Response(body, { status: 200, headers });
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
    const name = await currentCacheName();
    const cache = name ? await caches.open(name) : null;
    const hit = cache ? await cache.match(new URL(path, SCOPE).href) : null;
    return hit || fetch(request);
  })());
});
