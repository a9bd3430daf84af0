// "Embed" beside "Share link" (issue 31): the embed code of this game at this step, for a post.
// The author chooses the form (the match's record at a step: any step, exactly; or a position
// description the engine writes from that step: editable, where a position can start; while a
// game that hides cards is on, only the position with its hidden cards dealt anew, issue 38), the
// mode, whose view or seat, the language and the step; the dialog shows both snippets, a live
// preview of exactly what they show (the iframe form, same attributes) and copy buttons.
// Loaded on first use (sharing.js imports it dynamically): the table pays nothing for it.

import { LANGS, LANG_NAMES, seatName, t } from "../i18n/index.js";
import {
  copyFrom, debounce, elementCode, embedAttrs, frameUrl, iframeCode, siteBase,
} from "./embed-code.js";
import { describeStep, encodeRecord } from "./share.js";

/** The dialog's words for the engine's refusals (by code); others quote the engine. */
const REFUSALS = { not_a_position: "embed.midDecision" };
const CSS = new URL("../../css/embed-dialog.css", import.meta.url).href;
let dialog = null;

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function select(id, options, value) {
  const s = el("select", { id });
  s.append(...options.map(([v, text]) => el("option", { value: v, textContent: text })));
  s.value = value;
  return s;
}

function row(labelKey, control) {
  return el("label", { className: "embed-row" }, el("span", { textContent: t(labelKey) }), control);
}

/**
 * Open the dialog for `record` (a match record) at `step`. call: the engine (checked
 * responses: throws on a refusal); lang: the page's language; seat: the table's seat (null:
 * a spectator); finished: the game is over; hides: the game hides cards from some seat. A
 * description that keeps the hidden cards (the deck's order) is offered once the game is over,
 * as replays show every seat only then; while the game is on, the engine is asked for one that
 * leaves them to it to deal (hidden "deal"). The record form (it holds the seed, so every hidden
 * card) is offered for a finished game and a game that hides nothing; where no position
 * starts at the step chosen (a decision under way) the dialog says so, and gives the record
 * form instead only where it may. Resolves once it is shown;
 * `window.__embedDialog` holds its state in tests.
 */
export async function openEmbedDialog({ record, step, call, lang, seat = null, finished = false,
  hides = true }) {
  if (!document.querySelector(`link[href="${CSS}"]`)) {
    document.head.append(el("link", { rel: "stylesheet", href: CSS }));
  }
  dialog?.remove();
  const recordForm = finished || !hides;
  const c = controls(record, { step, lang, seat, finished, recordForm });
  const state = { attrs: null, spec: null, error: null, refused: null };
  window.__embedDialog = state;
  const job = { record, call, finished, recordForm, state, showing: 0,
    data: recordForm ? await encodeRecord(record) : null };
  const update = () => showChoice(c, job);
  for (const control of [c.form, c.mode, c.seatSel, c.langSel, c.hidden]) {
    control.addEventListener("change", update);
  }
  c.stepIn.addEventListener("input", debounce(update, 300));
  dialog = dialogOf(c);
  document.body.append(dialog);
  dialog.addEventListener("close", () => c.preview.replaceChildren());
  dialog.showModal();
  await update();
}

/** The dialog's choices and outputs. */
function controls(record, { step, lang, seat, finished, recordForm }) {
  const total = record.actions.length;
  // Another seat's view shows its hidden cards: offered once the game is over (as replays).
  const seats = [["", t("embed.spectator")],
    ...Array.from({ length: record.players }, (_, s) => [String(s), seatName(s)])
      .filter(([s]) => finished || Number(s) === seat)];
  const modes = ["view", "replay", "play"].map((m) => [m, t(`embed.mode.${m}`)]);
  const c = {
    total,
    form: select("embed-form", [
      ...(recordForm ? [["record", t("embed.form.record")]] : []),
      ["position", t(finished ? "embed.form.position" : "embed.form.dealt")],
    ], recordForm ? "record" : "position"),
    mode: select("embed-mode", modes, "view"),
    seatSel: select("embed-seat", seats, seat === null ? "" : String(seat)),
    langSel: select("embed-lang", LANGS.map((l) => [l, LANG_NAMES[l]]), lang),
    stepIn: el("input", { id: "embed-step", type: "number", min: 0, max: total, value: step }),
    // While the game is on, hidden cards are never written: the engine deals them anew.
    hidden: select("embed-hidden", [["keep", t("embed.hidden.keep")],
      ["deal", t("embed.hidden.deal")]], finished ? "keep" : "deal"),
    note: el("p", { id: "embed-note", className: "embed-note" }),
    elementOut: el("textarea", { id: "embed-element", readOnly: true, rows: 4 }),
    iframeOut: el("textarea", { id: "embed-iframe", readOnly: true, rows: 3 }),
    editor: el("a", { id: "embed-editor", textContent: t("embed.editor"), target: "_blank" }),
    preview: el("div", { className: "embed-preview" }),
  };
  c.hidden.querySelector("option[value=keep]").disabled = !finished;
  c.note.setAttribute("aria-live", "polite");
  return c;
}

/** The code and preview for the choices made (a newer choice wins over a slower answer). */
async function showChoice(c, job) {
  const { record, call, finished, recordForm, state } = job;
  const ticket = ++job.showing;
  const at = Math.max(0, Math.min(c.total, Number.parseInt(c.stepIn.value, 10) || 0));
  const usePosition = c.form.value === "position";
  c.hidden.disabled = !usePosition || !finished;
  c.stepIn.disabled = false;
  if (usePosition && c.mode.value === "replay") c.mode.value = "view";
  c.mode.querySelector("option[value=replay]").disabled = usePosition;
  // Asked only for the position form: nothing hidden reaches the page otherwise.
  const described = usePosition ? await describeStep(call, record, at, c.hidden.value) : {};
  if (ticket !== job.showing) return;
  Object.assign(state, described.spec ? { spec: described.spec, error: null }
    : { spec: null, error: described.error ?? null });
  c.editor.hidden = !state.spec;
  if (state.spec) {
    c.editor.href = `${siteBase()}editor.html#${new URLSearchParams({
      game: record.game, position: JSON.stringify(state.spec) })}`;
  }
  const refused = usePosition && !state.spec;
  // Refused: said plainly, and the record at this step is shown instead where it may be (it
  // always works); while a game that hides cards is on, no code at all.
  const key = !recordForm ? "embed.secretNoPosition"
    : REFUSALS[described.code] || "embed.noPosition";
  c.note.textContent = !refused ? "" : t(key, { message: state.error });
  state.refused = refused ? described.code || "other" : null;
  if (refused && c.mode.value === "replay") c.mode.value = "view";
  writeCode(c, job, refused && !recordForm ? null : at);
}

/** The element and iframe code and the preview at step `at` (null: none may be shown). */
function writeCode(c, job, at) {
  const { record, state } = job;
  state.attrs = at === null ? null : embedAttrs({
    game: record.game, mode: c.mode.value, seat: c.seatSel.value === "" ? null : c.seatSel.value,
    lang: c.langSel.value,
    ...(state.spec ? { position: state.spec } : { record: job.data, step: at }),
  });
  c.elementOut.value = state.attrs ? elementCode(state.attrs) : "";
  c.iframeOut.value = state.attrs ? iframeCode(state.attrs) : "";
  // The preview is the iframe form itself: exactly what a post shows.
  c.preview.replaceChildren(...(state.attrs ? [el("iframe", { src: frameUrl(state.attrs),
    title: t("embed.preview"), className: "embed-frame" })] : []));
}

/** The <dialog> with the choices, the code to copy and the preview. */
function dialogOf(c) {
  const copy = (area) => el("button", { type: "button", className: "embed-copy",
    textContent: t("embed.copy"),
    onclick: async () => {
      c.note.textContent = t(await copyFrom(area) ? "embed.copied" : "embed.select");
    },
  });
  const close = el("button", { type: "button", id: "embed-close", textContent: t("embed.close"),
    onclick: () => dialog.close() });
  return el("dialog", { id: "embed-dialog", className: "embed-dialog" },
    el("h2", { textContent: t("embed.title") }),
    el("div", { className: "embed-grid" },
      el("div", { className: "embed-choices" },
        row("embed.form", c.form), row("embed.mode", c.mode), row("embed.seat", c.seatSel),
        row("embed.lang", c.langSel), row("embed.stepLabel", c.stepIn),
        row("embed.hidden", c.hidden), c.note,
        el("h3", { textContent: t("embed.element") }), c.elementOut, copy(c.elementOut),
        el("h3", { textContent: t("embed.iframe") }), c.iframeOut, copy(c.iframeOut),
        el("p", {}, c.editor)),
      c.preview),
    el("p", { className: "embed-foot" }, close));
}
