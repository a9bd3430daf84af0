// The position editor (editor.html, issue 31): pick a game, start from an example position or
// one exported from a table (the embed dialog links here with #game=...&position=...), edit the
// description with the table redrawn beside it, and copy the embed code. The engine is the only
// judge: a refused description shows the engine's message naming the bad field; "Rewrite as the
// engine describes it" replaces the text with the engine's own description (describe_position)
// of what it built. The preview is the <tablero-game> element itself, with the snippet's
// attributes: what the editor shows is what the post will show. Under it, each game's direct
// edits; a click on the preview picks the place under the pointer for them.

import { builtGames, tablero } from "./engine-client.js";
import "./embed.js";
import { hasGame, loadEdits, loadStrings } from "./games/registry.js";
import { LANGS, gameName, initialLang, setLang, t, translateDom } from "./i18n/index.js";
import { copyFrom, debounce, elementCode, embedAttrs, iframeCode } from "./ui/embed-code.js";

const $ = (id) => document.getElementById(id);
const lang = initialLang();
setLang(lang, { remember: false });
document.documentElement.lang = lang;
translateDom();

/** The page's fields (window.__editor: read by tests). games: the engine's games that have a
 * table here, each with its name and example position (docs/positions-<game>.md). */
const state = { game: null, games: [], spec: null, error: null, embed: null, picked: null };
window.__editor = state;

const params = new URLSearchParams(location.hash.slice(1));
const gameSel = $("editor-game");
const example = () => JSON.stringify(state.games.find((g) => g.id === state.game).example);

async function engineGames() {
  await tablero.ready;
  return (await tablero.call({ cmd: "games" })).games;
}

/** The games to choose from (the build's copy of the engine's answer, else the engine's). */
async function fillGames() {
  const games = (await builtGames()) || (await engineGames());
  state.games = games.filter((g) => hasGame(g.id));
  gameSel.append(...state.games.map((g) => Object.assign(document.createElement("option"),
    { value: g.id, textContent: gameName(g) })));
  const asked = params.get("game");
  state.game = state.games.some((g) => g.id === asked) ? asked : state.games[0].id;
  gameSel.value = state.game;
  $("editor-spec").value = params.get("position") || example();
}

function status(text, kind = "") {
  $("editor-status").textContent = text;
  $("editor-status").dataset.kind = kind;
}

function seat() {
  const n = Number.parseInt($("editor-seat").value, 10);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** Snippets for the description in the text area (as the engine accepted it). */
function snippets() {
  const attrs = state.spec ? embedAttrs({ game: state.game, mode: $("editor-mode").value,
    seat: seat(), lang: LANGS.includes(lang) ? lang : "en", position: state.spec }) : null;
  $("editor-element").value = attrs ? elementCode(attrs) : "";
  $("editor-iframe").value = attrs ? iframeCode(attrs) : "";
}

/** Redraw the table from the text: a new <tablero-game>, whose events say accepted/refused. */
function redraw() {
  let spec;
  try {
    spec = JSON.parse($("editor-spec").value);
  } catch (err) {
    state.spec = null;
    state.error = err.message;
    status(t("editor.refused", { message: err.message }), "error");
    snippets();
    return;
  }
  const el = document.createElement("tablero-game");
  el.id = "editor-table";
  el.setAttribute("game", state.game);
  el.setAttribute("mode", $("editor-mode").value);
  el.setAttribute("position", JSON.stringify(spec));
  el.setAttribute("sheet", "off"); // a tap on the preview picks (no facts sheet over it)
  if (seat() !== null) el.setAttribute("seat", String(seat()));
  el.addEventListener("tablero-ready", async () => {
    if (!el.isConnected) return; // a newer table replaced it
    state.embed = el;
    // The edit panel shows the new description before the verdict is given (tests wait for it).
    const fresh = direct && (await described() || spec);
    if (!el.isConnected) return;
    if (direct) direct.refresh(fresh);
    Object.assign(state, { spec, error: null });
    status(t("editor.ok"), "ok");
    snippets();
    followZoom(); // the picked place, on the table drawn anew
  });
  el.addEventListener("tablero-error", (event) => {
    Object.assign(state, { spec: null, error: event.detail.message, embed: null });
    status(t("editor.refused", { message: event.detail.message }), "error");
    snippets();
  });
  $("editor-preview").replaceChildren(el);
  el.start();
}

/** A description one field a line (the engine's descriptions are long). */
function pretty(spec) {
  return `{\n${Object.entries(spec).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(",\n")}\n}`;
}

/** The engine's own description of the position on the table (null: none, said why). */
async function described() {
  const match = state.embed?.match;
  if (!match) return null;
  const res = await tablero.call({ cmd: "describe_position", match, hidden: "keep" });
  if (!res.ok) status(t("editor.refused", { message: res.error.message }), "error");
  return res.ok ? res.spec : null;
}

/** The description in the text area, or null when it is not JSON. */
function textSpec() {
  try {
    return JSON.parse($("editor-spec").value);
  } catch {
    return null;
  }
}

/** Write a description into the text area and redraw the table from it. */
function apply(spec) {
  $("editor-spec").value = pretty(spec);
  redraw();
}

/** Replace the text with the engine's own description of the position on the table. */
async function rewrite() {
  const spec = await described();
  if (spec) apply(spec);
}

/** Each game's direct edits (games/<game>/edits.js): a panel under the preview that rewrites
 * the description, never by rules in JS. Loaded with the game and its words. */
let direct = null;
async function directEdits() {
  direct = null;
  $("editor-direct").replaceChildren();
  const game = state.game;
  await loadStrings(game);
  const create = await loadEdits(game);
  if (game !== state.game) return; // another game was chosen meanwhile
  // After a refusal there is no table to describe: the edits apply to the text as it is.
  const current = async () => (await described()) || textSpec();
  direct = create({ describe: current, apply, view: () => state.embed?.view });
  $("editor-direct").append(direct.panel);
  if (state.spec) direct.refresh(await described() || state.spec);
}

/** The place under a point of the preview's canvas (its renderer's place regions), or null. */
function placeAt(clientX, clientY) {
  const table = state.embed?.table;
  const renderer = state.embed?.renderer;
  const canvas = state.embed?.shadowRoot?.querySelector("canvas");
  if (!table || !renderer || !canvas) return null;
  const box = canvas.getBoundingClientRect();
  const at = table.zoom.toBoard(clientX - box.left, clientY - box.top);
  return renderer.placeAt(at.x, at.y);
}

/** Outline the picked place over the preview, where the table draws it now (clipped to the
 * canvas; none when the place is zoomed or panned out of sight, or no longer drawn). */
function outline(place) {
  const drawn = place && state.places().find((p) => JSON.stringify(p.place)
    === JSON.stringify(place));
  const canvas = state.embed?.shadowRoot?.querySelector("canvas")?.getBoundingClientRect();
  const left = drawn && Math.max(drawn.x, canvas.left);
  const top = drawn && Math.max(drawn.y, canvas.top);
  const right = drawn && Math.min(drawn.x + drawn.w, canvas.right);
  const bottom = drawn && Math.min(drawn.y + drawn.h, canvas.bottom);
  if (!drawn || right - left < 4 || bottom - top < 4) {
    document.getElementById("editor-outline")?.remove();
    return;
  }
  const box = $("editor-preview").getBoundingClientRect();
  let mark = document.getElementById("editor-outline");
  if (!mark) {
    mark = Object.assign(document.createElement("div"),
      { id: "editor-outline", className: "editor-outline" });
    $("editor-preview").append(mark);
  }
  Object.assign(mark.style, { left: `${left - box.left}px`, top: `${top - box.top}px`,
    width: `${right - left}px`, height: `${bottom - top}px` });
}

/** Zoom and pan (pinch, drag, ctrl+wheel, the +/−/fit buttons, keys) move the table under the
 * outline: after any of those inputs on the preview, it is drawn again from the place. */
let outlineFrame = 0;
function followZoom() {
  if (!state.picked || outlineFrame) return;
  outlineFrame = requestAnimationFrame(() => {
    outlineFrame = 0;
    outline(state.picked);
  });
}
for (const type of ["wheel", "pointermove", "pointerup", "click", "keydown"]) {
  $("editor-preview").addEventListener(type, followZoom, { passive: true });
}
new ResizeObserver(followZoom).observe($("editor-preview"));

/** Picking on the preview: a click (or tap) on a place fills the matching edit. A click on the
 * preview's buttons (zoom) or at the end of a drag (a pan) picks nothing. */
let pressedAt = null;
$("editor-preview").addEventListener("pointerdown", (event) => {
  pressedAt = { x: event.clientX, y: event.clientY };
});
$("editor-preview").addEventListener("click", (event) => {
  if (event.composedPath()[0]?.tagName !== "CANVAS") return;
  if (pressedAt && Math.hypot(event.clientX - pressedAt.x, event.clientY - pressedAt.y) > 8) return;
  const place = placeAt(event.clientX, event.clientY);
  state.picked = place;
  outline(place);
  if (place && direct?.pick) direct.pick(place);
});

/** Where each place is drawn on the page (client px): for tests. */
state.places = () => {
  const canvas = state.embed?.shadowRoot?.querySelector("canvas");
  const table = state.embed?.table;
  if (!canvas || !table || !state.embed.renderer) return [];
  const box = canvas.getBoundingClientRect();
  return state.embed.renderer.places().map((p) => {
    const r = table.zoom.toScreen(p);
    return { place: p.place, x: box.left + r.x, y: box.top + r.y, w: r.w, h: r.h };
  });
};

$("editor-spec").addEventListener("input", debounce(redraw, 500));
gameSel.addEventListener("change", () => {
  state.game = gameSel.value;
  $("editor-spec").value = example();
  directEdits();
  redraw();
});
$("editor-setup").addEventListener("click", () => {
  $("editor-spec").value = example();
  redraw();
});
$("editor-export").addEventListener("click", () => rewrite());
$("editor-mode").addEventListener("change", redraw);
$("editor-seat").addEventListener("change", redraw);
$("editor-copy-element").addEventListener("click", () => copyFrom($("editor-element")));
$("editor-copy-iframe").addEventListener("click", () => copyFrom($("editor-iframe")));
await fillGames();
directEdits();
redraw();
