// The shell's plain screens and boxes: which screen shows, the engine's start-up progress, the
// pass-and-play curtain, the "since your last turn" box and the provisional-data line. DOM
// only: no state of the app, no game's fields.

import { seatName, t } from "../i18n/index.js";
import { fillSince } from "./sincelist.js";

const $ = (id) => document.getElementById(id);

export function showScreen(id) {
  for (const s of ["loading", "lobby", "table", "lost"]) $(s).hidden = s !== id;
}

/** The engine's start-up progress, on the loading screen and in the lobby. */
export function showProgress({ stage, fraction }) {
  const value = Math.max(0, Math.min(1, fraction || 0));
  const key = `loading.stage.${stage}`;
  const text = t(key) !== key ? t(key) : t("loading.stage", { stage: stage || "" });
  $("loading-bar").value = value;
  $("lobby-progress").value = value;
  $("loading-stage").textContent = text;
  $("lobby-stage").textContent = text;
}

/** While the engine starts, the lobby shows its progress and Start waits for it. */
export function lobbyLoading(loading) {
  $("lobby-loading").hidden = !loading;
  $("lobby-start").disabled = loading;
}

/** Show the pass-and-play curtain and wait until the named player is ready. */
export function curtain(seat) {
  const name = seatName(seat);
  $("curtain-title").textContent = t("curtain.title", { name });
  $("curtain-body").textContent = t("curtain.body", { name });
  $("curtain-ready").textContent = t("curtain.ready", { name });
  $("curtain").hidden = false;
  $("curtain-ready").focus();
  return new Promise((resolve) => {
    $("curtain-ready").onclick = () => {
      $("curtain").hidden = true;
      resolve();
    };
  });
}

/** The "since your last turn" box: what the other seats did (the table's "since" entries,
 * ui/sincelist.js); [] hides it. */
export function showSince(entries) {
  fillSince($("since-list"), entries);
  $("since").hidden = !entries.length;
}
$("since-close").addEventListener("click", () => showSince([]));

/** The warning line for stand-in data (e.g. a deck that is not the printed one), in the current
 * language. */
export function showProvisional(provisional, gameId) {
  $("table-provisional").hidden = !provisional.length;
  const items = provisional.map((item) => {
    const key = `prov.${gameId}.${item}`; // each game's strings.js words its own data sets
    return t(key) !== key ? t(key) : item;
  });
  // Each game's mark says what kind of stand-in it is (i18n: table.provisional.<game>).
  const own = `table.provisional.${gameId}`;
  const key = t(own) !== own ? own : "table.provisional";
  $("table-provisional").textContent = t(key, { items: items.join(t("list.sep")) });
}
