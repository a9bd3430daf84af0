// Installing Tablero on a device. Where the browser offers it (the beforeinstallprompt event of
// Chromium browsers), an Install button; where it does not but a person can (iOS: Share, then
// Add to Home Screen), a short hint. Either is said once in a notice (remembered by this
// browser), and stays in the game menu after that. An installed app shows neither.

import { t } from "../i18n/index.js";

const SEEN_KEY = "tablero.install.seen";

function remembered() {
  try {
    return window.localStorage.getItem(SEEN_KEY) === "1";
  } catch {
    return false;
  }
}

function remember() {
  try {
    window.localStorage.setItem(SEEN_KEY, "1");
  } catch {
    // private mode: said again next time
  }
}

/** Running as an installed app (no browser around the page). */
const standalone = () => window.matchMedia("(display-mode: standalone)").matches
  || window.navigator.standalone === true;

/** iOS (an iPad says it is a Mac with a touch screen): installed only by the Share menu. */
function onIos() {
  const nav = window.navigator;
  return /iPhone|iPad|iPod/.test(nav.userAgent)
    || (nav.platform === "MacIntel" && nav.maxTouchPoints > 1);
}

/**
 * button: the game menu's Install button; hint: its "Add to Home Screen" line; notice: the
 * shell's (ui/notice.js). Returns {start()}: call it once the app is usable; the notice waits
 * for it (an offer that came while the engine started is said then).
 */
export function createInstall({ button, hint, notice }) {
  let offer = null; // the browser's deferred install prompt
  let started = false;
  let pending = null; // what to say once started: "offer" | "ios"

  function say(kind) {
    if (!started) {
      pending = kind;
      return;
    }
    if (remembered()) return;
    remember();
    if (kind === "offer") notice.show(t("install.offer"), { label: t("install.button"), onClick: install });
    else notice.show(t("install.ios"));
  }

  async function install() {
    const asked = offer;
    if (!asked) return;
    offer = null;
    button.hidden = true;
    try {
      await asked.prompt();
      await asked.userChoice;
    } catch {
      // the browser refused to ask now: it offers again later (a new event)
    }
  }

  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // no mini-infobar: the menu's button asks
    offer = event;
    button.hidden = false;
    say("offer");
  });
  window.addEventListener("appinstalled", () => {
    offer = null;
    button.hidden = true;
  });
  button.addEventListener("click", install);
  if (onIos() && !standalone()) {
    hint.hidden = false;
    say("ios");
  }
  return {
    start() {
      started = true;
      if (pending) say(pending);
      pending = null;
    },
  };
}
