// The controls every game's direct edits are made of (games/<game>/edits.js): labelled rows of
// selects, number fields and buttons, and the one way an edit is applied: the engine's full
// description of the table, changed by the edit, written back to the text area. No rule here.

import { seatName, t } from "../i18n/index.js";

export function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Fill `sel` with [value, text] pairs, keeping its value when it is still offered. */
export function options(sel, list) {
  const before = sel.value;
  sel.replaceChildren(...list.map(([value, text]) => el("option", { value, textContent: text })));
  if (list.some(([value]) => value === before)) sel.value = before;
}

export const button = (id, key, onclick) => el("button",
  { type: "button", id, textContent: t(key), onclick });

export const numberField = (id, value = 0, min = 0) =>
  el("input", { id, type: "number", min, value, inputMode: "numeric" });

/** A row of controls with words between them (strings are shown as they are). */
export const row = (...parts) => el("p", {}, ...parts.flatMap((p) => [p, " "]).slice(0, -1));

/** [value, name] of every seat of a description. */
export const seatChoices = (spec) =>
  Array.from({ length: spec?.players || 0 }, (_, s) => [String(s), seatName(s)]);

export const int = (input, min = 0) => Math.max(min, Number.parseInt(input.value, 10) || 0);

/**
 * The frame of a game's edit panel: `legend` (its title), the rows, and `edit(change)`:
 * describe() gives the engine's description of the table shown (or the text as typed), the
 * change rewrites it, apply() writes and redraws. A change on a description lacking the zone
 * it edits (a typed one) throws: nothing is written then, and `said` tells why.
 */
export function editPanel(id, { describe, apply }) {
  const said = el("p", { className: "editor-picked", id: `${id}-said` });
  said.setAttribute("aria-live", "polite");
  const fieldset = el("fieldset", { className: "editor-direct", id },
    el("legend", { textContent: t("editor.edits") }),
    el("p", { className: "editor-hint", textContent: t("editor.pickHint") }));
  return {
    fieldset,
    said,
    add(...rows) {
      fieldset.append(...rows, said);
    },
    async edit(change) {
      const fresh = await describe();
      if (!fresh) return;
      let next;
      try {
        next = change(fresh);
      } catch {
        said.textContent = t("editor.cannot");
        return;
      }
      said.textContent = "";
      apply(next);
    },
    /** Say what was picked on the table and bring `control` into view. */
    picked(text, control) {
      said.textContent = t("editor.picked", { place: text });
      control?.focus({ preventScroll: true });
      control?.scrollIntoView?.({ block: "nearest" });
    },
  };
}
