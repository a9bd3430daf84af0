// The table's phone layout (css/phone.css; when: ui/phonemedia.js): the status line on top, the
// board filling the middle, and the bottom bar with the decision under way (ui/bar.js: its
// choices, filled by the panel's mirrors), Undo, and the buttons that open the sheets: the hand
// and the players (an area of the board drawn large, where the game's renderer names one), the
// log, the rules and the game menu (ui/phonesheets.js). The wide layouts show the same side
// panel beside or under the board; nothing here runs a turn: the table does (table.js).

import { seatName, t } from "./i18n/index.js";
import { createAreaSheet } from "./ui/areasheet.js";
import { phoneMedia } from "./ui/phonemedia.js";
import { createSheets } from "./ui/phonesheets.js";

const $ = (id) => document.getElementById(id);
const AREAS = { hand: "sheet.hand", players: "sheet.players" };

/**
 * table: the table (table.js); page: the page state; statusLine, bar: ui/statusline.js, ui/bar.js
 * (the panel tells them the prompt and choices); rulesHref() -> the rules page of the game on
 * the table. Returns {openChoices(opener), close(), refit()}.
 */
export function createPhoneTable({ table, page, statusLine, bar, rulesHref }) {
  const root = $("table");
  const parts = { menu: "part-menu", choices: "part-choices", log: "part-log",
    rules: "part-rules", area: "part-area" };
  const sheets = createSheets({
    root, backdrop: $("sheet-backdrop"),
    parts: Object.fromEntries(Object.entries(parts).map(([name, id]) => [name, $(id)])),
    onChange: (name) => {
      if (name !== "area") area.hide();
    },
  });
  const area = createAreaSheet({
    canvas: $("area-board"), facts: $("area-facts"), confirm: $("area-confirm"),
    source: () => ({ renderer: table.renderer, view: table.view, names: table.names() }),
    act: (action) => table.act(action), mayAct: () => page.is("human"), done: sheets.close,
    maxHeight: () => window.innerHeight * 0.55,
  });
  const c = { table, page, statusLine, sheets, area, rulesHref, step: null };
  wireTools(c);
  table.on("view", (detail) => viewShown(c, detail));
  page.onChange((phase) => {
    root.dataset.phase = phase;
  });
  phoneMedia.addEventListener("change", () => {
    sheets.close();
    statusLine.close();
    bar.refit();
  });
  window.addEventListener("resize", () => {
    bar.refit();
    if (sheets.current() === "area") area.redraw();
  });
  return {
    openChoices: (opener) => sheets.open("choices", opener),
    close() {
      sheets.close();
      statusLine.close();
    },
    refit: () => bar.refit(),
  };
}

/** The bar's own buttons: Undo, and each sheet's opener; links of the rules page that leave
 * the rules (back to Tablero: the app itself) close the sheet instead. */
function wireTools({ table, sheets, area, rulesHref }) {
  $("bar-undo").addEventListener("click", () => table.undo());
  $("rules-frame").addEventListener("load", (loaded) => {
    loaded.target.contentDocument?.addEventListener("click", (event) => {
      const link = event.target.closest?.("a[href]");
      if (!link || link.target === "_blank" || link.pathname.includes("/rules/")) return;
      event.preventDefault();
      sheets.close();
    });
  });
  for (const button of document.querySelectorAll(".bar-tools [data-sheet]")) {
    button.setAttribute("aria-haspopup", "dialog");
    button.setAttribute("aria-expanded", "false");
    button.addEventListener("click", () => {
      const name = button.dataset.sheet;
      if (sheets.current() === name && name !== "area") {
        sheets.close();
        return;
      }
      if (name === "rules") openRules(rulesHref());
      if (name === "area") {
        $("part-area-title").textContent = t(AREAS[button.dataset.area]);
        sheets.open("area", button);
        area.show(button.dataset.area);
        return;
      }
      sheets.open(name, button);
    });
  }
}

/** The rules page of the game in the rules sheet (loaded on the first opening only). */
function openRules(href) {
  const frame = $("rules-frame");
  $("rules-tab").href = href;
  if (frame.dataset.href !== href) {
    frame.dataset.href = href;
    frame.src = href;
  }
}

/** A view on the table: whose turn, Undo, the area buttons; a new step closes the list of
 * choices (its choice was made) and redraws an open area. */
function viewShown(c, { view, interactive }) {
  const { table, statusLine, sheets, area } = c;
  const names = table.names();
  // The one human at the table knows the prompt is theirs: the line keeps its room for it.
  const alone = interactive && table.seats.filter((kind) => kind === "human").length < 2;
  const who = view.result || alone ? []
    : (view.active || []).map((seat) => names[seat] || seatName(seat));
  statusLine.setWho(who.join(", "));
  $("bar-undo").hidden = !(interactive && view.can_undo);
  const areas = table.renderer ? table.renderer.areas(view) : {};
  $("bar-hand").hidden = !areas.hand;
  $("bar-players").hidden = !areas.players;
  if (view.step !== c.step && sheets.current() === "choices") sheets.close();
  c.step = view.step;
  if (sheets.current() === "area" && !area.redraw()) sheets.close();
}
