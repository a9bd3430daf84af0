// The "as it was" bar over the board: while the player looks back at a move of "Since your
// last turn" (table/lookback.js) it says which move the board shows, with "Back to the game"
// (Escape too). A tap on an entry of either since list starts the look; the phone's status
// line closes first so the board shows.

import { t } from "../i18n/index.js";

const $ = (id) => document.getElementById(id);

/** table: the table (lookBack, lookBackEnd, "look" events, phase); statusLine:
 * ui/statusline.js. */
export function createLookBar({ table, statusLine }) {
  const c = { table, opener: null };
  for (const list of [$("since-list"), $("status-since")]) {
    list.addEventListener("click", (event) => {
      const entry = event.target.closest?.("button.since-entry");
      if (!entry) return;
      c.opener = entry;
      statusLine.close();
      table.lookBack(Number(entry.dataset.n));
    });
  }
  $("look-back").addEventListener("click", () => table.lookBackEnd());
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && table.phase === "look") table.lookBackEnd();
  });
  table.on("look", (look) => showLook(c, look));
}

/** The bar as the look stands: {n, step, text} (step null: being found), null: ended. */
function showLook(c, look) {
  const bar = $("look");
  if (!look) {
    for (const entry of document.querySelectorAll("button.since-entry[aria-current]")) {
      entry.removeAttribute("aria-current");
    }
    const focused = bar.contains(document.activeElement);
    bar.hidden = true;
    // Focus goes back to the entry that opened the look, where it is still on screen.
    if (focused && c.opener?.isConnected && c.opener.offsetParent) {
      c.opener.focus({ preventScroll: true });
    }
    return;
  }
  for (const entry of document.querySelectorAll("button.since-entry")) {
    entry.setAttribute("aria-current", String(Number(entry.dataset.n) === look.n));
  }
  const first = bar.hidden;
  $("look-text").textContent = look.step === null ? t("look.finding")
    : t("look.shown", { entry: look.text, step: look.step });
  bar.hidden = false;
  if (first) $("look-back").focus({ preventScroll: true });
}
