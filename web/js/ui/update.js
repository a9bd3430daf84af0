// The page side of the service worker (web/sw.js): register it for the build on the server, and
// switch builds only at a clean moment.
//
// - While the app runs, a new build found on the server is installed in the background (whole,
//   hash-checked) and waits; the page says so (onReady) at every load until the switch.
// - The switch happens when the player presses "restart now" (the page reloads into the new
//   build), or by itself when no page of the app is open any more. (Activating it at start-up
//   from the page proved unreliable in Chromium: the waiting worker stayed waiting while the
//   page's own requests queued behind it.)
// - When another tab switched builds, this tab reloads too (saves are in localStorage, written
//   after every action, so it resumes where it was), so a page never mixes two builds' files.

const FLAG = "tablero.updated";

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

function waitInstalled(worker) {
  return new Promise((resolve) => {
    if (worker.state === "installed" || worker.state === "activated") resolve(worker.state);
    worker.addEventListener("statechange", () => {
      if (["installed", "activated", "redundant"].includes(worker.state)) resolve(worker.state);
    });
  });
}

function activateAndReload(worker) {
  try {
    sessionStorage.setItem(FLAG, "1");
  } catch {
    // the "updated" notice is then skipped
  }
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
  worker.postMessage("skipWaiting");
}

/** True once, after the reload that switched builds (for an "updated" notice). */
export function justUpdated() {
  try {
    const flag = sessionStorage.getItem(FLAG);
    sessionStorage.removeItem(FLAG);
    return flag === "1";
  } catch {
    return false;
  }
}

/**
 * Register sw.js for the server's build. onReady(restart) when a new build is downloaded and
 * waits (restart() switches now); onOffline() when the first install completed.
 */
export async function registerServiceWorker({ onReady = () => {}, onOffline = () => {} } = {}) {
  if (!("serviceWorker" in navigator)) return null;
  const sw = navigator.serviceWorker;
  const hadController = Boolean(sw.controller);
  sw.addEventListener("controllerchange", () => {
    // Another tab (or this one) switched builds: reload so that no file of two builds mix.
    if (hadController) location.reload();
  });
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
    const state = await waitInstalled(worker);
    if (state === "redundant") return;
    if (hadController && reg.waiting) onReady(() => activateAndReload(reg.waiting));
    else if (!hadController) onOffline();
  };
  if (reg.installing) watch(reg.installing);
  else if (reg.waiting && hadController) watch(reg.waiting);
  reg.addEventListener("updatefound", () => watch(reg.installing));
  return reg;
}
