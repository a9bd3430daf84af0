// The page side of the service worker (web/sw.js): register it for the build on the server, find
// new builds, and say when one took over.
//
// - A new build found on the server (at start-up, when the tab becomes visible again, when the
//   network comes back, and every half hour) is installed in the background, whole and
//   hash-checked, and waits; the page says so (onReady, with a "restart now" button).
// - The waiting build takes over at the next load of a page of the site: the old worker answers
//   that navigation with a tiny page that waits for the switch and loads the address again
//   (sw.js). "Restart now" does the same at once. (Activating it from the page at start-up
//   proved unreliable in Chromium: the waiting worker stayed waiting while the page's own
//   requests queued behind it; a navigation answered by the worker itself has none in flight.)
// - When another tab switched builds, this tab reloads too (saves are in localStorage, written
//   after every action, so it resumes where it was), so a page never mixes two builds' files.
//   Every tab that switched shows the "updated" notice once (justUpdated).

const FLAG = "tablero.updated";
const CHECK_EVERY_MS = 30 * 60 * 1000;
/** The worker that served this page's files (read when the page's modules load). */
const START_CONTROLLER = globalThis.navigator?.serviceWorker?.controller?.scriptURL || null;

function siteUrl(path) {
  return new URL(`../../${path}`, import.meta.url);
}

/** The build version on the server (null offline). */
async function serverVersion() {
  try {
    const url = siteUrl(`precache.json?fresh=${Date.now()}`);
    const res = await fetch(url, { cache: "no-store" });
    return res.ok ? (await res.json()).version || null : null;
  } catch {
    return null;
  }
}

function versionOf(worker) {
  return worker ? new URL(worker.scriptURL).searchParams.get("v") : null;
}

function waitInstalled(worker) {
  return new Promise((resolve) => {
    if (worker.state === "installed" || worker.state === "activated") resolve(worker.state);
    worker.addEventListener("statechange", () => {
      if (["installed", "activated", "redundant"].includes(worker.state)) resolve(worker.state);
    });
  });
}

let reloading = false;

function reloadUpdated() {
  reloading = true;
  try {
    sessionStorage.setItem(FLAG, "1");
  } catch {
    // the "updated" notice is then skipped
  }
  location.reload();
}

/** True once, after the reload that switched builds (for an "updated" notice). */
export function justUpdated() {
  if (reloading) return false; // the flag is for the page after the reload
  try {
    const flag = sessionStorage.getItem(FLAG);
    sessionStorage.removeItem(FLAG);
    return flag === "1";
  } catch {
    return false;
  }
}

/** Install the server's build if it is newer than every worker of `reg` (null: nothing to do). */
async function installNewest(reg) {
  const version = await serverVersion();
  const known = [reg.installing, reg.waiting, reg.active].map(versionOf);
  if (!version || known.includes(version)) return null;
  return navigator.serviceWorker.register(siteUrl(`sw.js?v=${version}`).href,
    { scope: siteUrl("").href });
}

/** Look for a new build again whenever the player may have been away for a while. */
function watchForBuilds(reg) {
  let busy = false;
  const check = async () => {
    if (busy) return;
    busy = true;
    try {
      await installNewest(reg);
    } catch (err) {
      console.warn(`Tablero: update check failed (${err.message})`);
    }
    busy = false;
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
  window.addEventListener("online", check);
  setInterval(check, CHECK_EVERY_MS);
}

let following = false;

/**
 * From now on, reload whenever a new build takes over this page (its files are of the old build
 * then), and show the "updated" notice after that reload. Call it early: a switch while the page
 * starts counts too. Safe to call more than once.
 */
export function followBuildSwitches() {
  const sw = globalThis.navigator?.serviceWorker;
  if (!sw || following) return;
  following = true;
  if (START_CONTROLLER && sw.controller?.scriptURL !== START_CONTROLLER) {
    reloadUpdated(); // a switch happened while this page was starting
    return;
  }
  let controlled = Boolean(START_CONTROLLER);
  sw.addEventListener("controllerchange", () => {
    // (The first install of all claims the page: nothing to reload then.)
    if (!controlled) {
      controlled = true;
      return;
    }
    reloadUpdated();
  });
}

/**
 * Register sw.js for the server's build. onReady(restart) when a new build is downloaded and
 * waits (it takes over at the next load; restart() switches now); onOffline() when the first
 * install completed.
 */
export async function registerServiceWorker({ onReady = () => {}, onOffline = () => {} } = {}) {
  if (!("serviceWorker" in navigator)) return null;
  const sw = navigator.serviceWorker;
  followBuildSwitches();
  const version = await serverVersion();
  let reg;
  try {
    reg = version
      ? await sw.register(siteUrl(`sw.js?v=${version}`).href, { scope: siteUrl("").href })
      : await sw.getRegistration(siteUrl("").href);
  } catch (err) {
    console.warn(`Tablero: no offline support here (${err.message})`);
    return null;
  }
  if (!reg) return null;
  const watch = async (worker) => {
    if (!worker) return;
    const update = Boolean(reg.active) && reg.active !== worker;
    const state = await waitInstalled(worker);
    if (state === "redundant") return;
    if (update && reg.waiting === worker) onReady(() => worker.postMessage("skipWaiting"));
    else if (!update) onOffline();
  };
  if (reg.installing) watch(reg.installing);
  else if (reg.waiting) watch(reg.waiting);
  reg.addEventListener("updatefound", () => watch(reg.installing));
  watchForBuilds(reg);
  return reg;
}
