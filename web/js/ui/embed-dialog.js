// "Embed" beside "Share link" (issue 31): the embed code of this game at this step, for a post.
// The author chooses the form (the match's record at a step: any step, exactly; or a position
// description the engine writes from that step: editable, where a position can start), the
// mode, whose view or seat, the language and the step; the dialog shows both snippets, a live
// preview of exactly what they show (the iframe form, same attributes) and copy buttons.
// Loaded on first use (records.js imports it dynamically): the table pays nothing for it.

import { LANGS, LANG_NAMES, seatName, t } from "../i18n/index.js";
import {
  copyFrom, debounce, elementCode, embedAttrs, frameUrl, iframeCode, siteBase,
} from "./embed-code.js";
import { encodeRecord } from "./share.js";

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

/** The position description of `record` at `step` (the engine's describe_position), or why
 * none is shown: {spec} or {error, code} (code not_a_position: no description reaches that
 * step). With hidden "deal" the engine writes only what a spectator sees (its
 * tests/engine/test_position_export.py checks that), so nothing hidden reaches the page. */
async function describeAt(call, record, step, hidden) {
  const cut = { ...record, actions: record.actions.slice(0, step) };
  let loaded = null;
  try {
    loaded = await call({ cmd: "load", record: cut, seat: null });
    const res = await call({ cmd: "describe_position", match: loaded.match, hidden });
    return { spec: res.spec };
  } catch (err) {
    return { error: err.message || String(err), code: err.code ?? null };
  } finally {
    if (loaded) call({ cmd: "close", match: loaded.match }).catch(() => {});
  }
}

/**
 * Open the dialog for `record` (a match record) at `step`. call: the engine (checked
 * responses: throws on a refusal); lang: the page's language; seat: the table's seat (null:
 * a spectator); finished: the game is over. A description that keeps the hidden cards (the
 * deck's order) is offered once the game is over, as replays show every seat only then; while
 * the game is on, the engine is asked for one that leaves them to it to deal (hidden "deal"),
 * and where it refuses (a decision under way) the dialog says so and shows the record form,
 * which is always there. Resolves once it is shown;
 * `window.__embedDialog` holds its state in tests.
 */
export async function openEmbedDialog({ record, step, call, lang, seat = null, finished = false }) {
  if (!document.querySelector(`link[href="${CSS}"]`)) {
    document.head.append(el("link", { rel: "stylesheet", href: CSS }));
  }
  dialog?.remove();
  const total = record.actions.length;
  const data = await encodeRecord(record);
  // Another seat's view shows its hidden cards: offered once the game is over (as replays).
  const seats = [["", t("embed.spectator")],
    ...Array.from({ length: record.players }, (_, s) => [String(s), seatName(s)])
      .filter(([s]) => finished || Number(s) === seat)];
  const form = select("embed-form", [["record", t("embed.form.record")],
    ["position", t(finished ? "embed.form.position" : "embed.form.dealt")]], "record");
  const modes = ["view", "replay", "play"].map((m) => [m, t(`embed.mode.${m}`)]);
  const mode = select("embed-mode", modes, "view");
  const seatSel = select("embed-seat", seats, seat === null ? "" : String(seat));
  const langSel = select("embed-lang", LANGS.map((l) => [l, LANG_NAMES[l]]), lang);
  const stepIn = el("input", { id: "embed-step", type: "number", min: 0, max: total,
    value: step });
  // While the game is on, hidden cards are never written: the engine deals them anew.
  const hidden = select("embed-hidden", [["keep", t("embed.hidden.keep")],
    ["deal", t("embed.hidden.deal")]], finished ? "keep" : "deal");
  hidden.querySelector("option[value=keep]").disabled = !finished;
  const note = el("p", { id: "embed-note", className: "embed-note" });
  note.setAttribute("aria-live", "polite");
  const elementOut = el("textarea", { id: "embed-element", readOnly: true, rows: 4 });
  const iframeOut = el("textarea", { id: "embed-iframe", readOnly: true, rows: 3 });
  const editor = el("a", { id: "embed-editor", textContent: t("embed.editor"), target: "_blank" });
  const preview = el("div", { className: "embed-preview" });
  const copy = (area) => el("button", { type: "button", className: "embed-copy",
    textContent: t("embed.copy"),
    onclick: async () => {
      note.textContent = t(await copyFrom(area) ? "embed.copied" : "embed.select");
    },
  });
  const close = el("button", { type: "button", id: "embed-close", textContent: t("embed.close"),
    onclick: () => dialog.close() });
  const state = { attrs: null, spec: null, error: null, refused: null };
  window.__embedDialog = state;

  let showing = 0;
  async function update() {
    const ticket = ++showing;
    const at = Math.max(0, Math.min(total, Number.parseInt(stepIn.value, 10) || 0));
    const usePosition = form.value === "position";
    hidden.disabled = !usePosition || !finished;
    stepIn.disabled = false;
    if (usePosition && mode.value === "replay") mode.value = "view";
    mode.querySelector("option[value=replay]").disabled = usePosition;
    // Asked only for the position form: nothing hidden reaches the page otherwise.
    const described = usePosition ? await describeAt(call, record, at, hidden.value) : {};
    if (ticket !== showing) return;
    Object.assign(state, described.spec ? { spec: described.spec, error: null }
      : { spec: null, error: described.error ?? null });
    editor.hidden = !state.spec;
    if (state.spec) {
      editor.href = `${siteBase()}editor.html#${new URLSearchParams({
        game: record.game, position: JSON.stringify(state.spec) })}`;
    }
    const refused = usePosition && !state.spec;
    // Refused: said plainly, and the record at this step is shown instead (it always works).
    note.textContent = !refused ? "" : t(REFUSALS[described.code] || "embed.noPosition",
      { message: state.error });
    state.refused = refused ? described.code || "other" : null;
    if (refused && mode.value === "replay") mode.value = "view";
    state.attrs = embedAttrs({
      game: record.game, mode: mode.value, seat: seatSel.value === "" ? null : seatSel.value,
      lang: langSel.value, ...(state.spec ? { position: state.spec } : { record: data, step: at }),
    });
    elementOut.value = elementCode(state.attrs);
    iframeOut.value = iframeCode(state.attrs);
    // The preview is the iframe form itself: exactly what a post shows.
    preview.replaceChildren(el("iframe", { src: frameUrl(state.attrs), title: t("embed.preview"),
      className: "embed-frame" }));
  }
  const later = debounce(update, 300);
  for (const control of [form, mode, seatSel, langSel, hidden]) {
    control.addEventListener("change", update);
  }
  stepIn.addEventListener("input", later);

  dialog = el("dialog", { id: "embed-dialog", className: "embed-dialog" },
    el("h2", { textContent: t("embed.title") }),
    el("div", { className: "embed-grid" },
      el("div", { className: "embed-choices" },
        row("embed.form", form), row("embed.mode", mode), row("embed.seat", seatSel),
        row("embed.lang", langSel), row("embed.stepLabel", stepIn), row("embed.hidden", hidden),
        note,
        el("h3", { textContent: t("embed.element") }), elementOut, copy(elementOut),
        el("h3", { textContent: t("embed.iframe") }), iframeOut, copy(iframeOut),
        el("p", {}, editor)),
      preview),
    el("p", { className: "embed-foot" }, close));
  document.body.append(dialog);
  dialog.addEventListener("close", () => preview.replaceChildren());
  dialog.showModal();
  await update();
}
