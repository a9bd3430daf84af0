// The details sheet of touch play: a tap on the board shows the facts of what it touched (the
// renderer's tooltip facts) here, with a confirm button when the place carries one of
// view.actions. A bottom sheet on narrow screens, a card in the board's corner on wide ones
// (app.css, embed.css). The sheet knows no game: the table gives it facts and the action's label.

import { t } from "../i18n/index.js";
import { isPhone } from "./phonemedia.js";

let made = 0; // sheets on the page (ids for aria-labelledby)

export function createSheet(root) {
  const el = document.createElement("div");
  el.className = "sheet";
  el.setAttribute("role", "dialog");
  el.setAttribute("aria-modal", "false");
  el.hidden = true;
  const title = document.createElement("h2");
  title.className = "sheet-title";
  made += 1;
  title.id = `sheet-title-${made}`;
  el.setAttribute("aria-labelledby", title.id);
  const body = document.createElement("div");
  body.className = "sheet-body";
  const choice = document.createElement("p");
  choice.className = "sheet-choice";
  const buttons = document.createElement("div");
  buttons.className = "sheet-buttons";
  const confirm = document.createElement("button");
  confirm.type = "button";
  confirm.className = "primary sheet-confirm";
  const close = document.createElement("button");
  close.type = "button";
  close.className = "sheet-close";
  buttons.append(confirm, close);
  el.append(title, body, choice, buttons);
  root.appendChild(el);

  let onConfirm = null;
  let onClose = null;
  confirm.addEventListener("click", () => {
    const run = onConfirm;
    hide();
    run?.();
  });
  close.addEventListener("click", () => {
    hide();
    onClose?.();
  });
  el.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    hide();
    onClose?.();
  });

  /**
   * Show facts {title, lines}. choice: {label, onConfirm} when the place carries an action
   * (the confirm button acts), else null. closed() runs when the reader closes the sheet.
   * clientY: where the finger was; a bottom sheet that would cover it scrolls the page up so
   * that the place stays in sight (and a second tap can reach it); on a phone's table, whose
   * page does not scroll, the sheet goes to the top of the screen instead.
   */
  function show(facts, choiceOf = null, closed = null, clientY = null) {
    title.textContent = facts?.title || choiceOf?.label || "";
    body.replaceChildren(...(facts?.lines || []).map((line) => {
      const row = document.createElement("p");
      row.textContent = line;
      return row;
    }));
    choice.hidden = !choiceOf;
    confirm.hidden = !choiceOf;
    choice.textContent = choiceOf ? t("sheet.choice", { label: choiceOf.label }) : "";
    confirm.textContent = t("sheet.confirm");
    close.textContent = t("sheet.close");
    onConfirm = choiceOf?.onConfirm || null;
    onClose = closed;
    el.hidden = false;
    clearOfFinger(el, clientY);
  }

  function hide() {
    el.hidden = true;
    onConfirm = null;
  }

  return { show, hide, element: el, shown: () => !el.hidden };
}

/** A bottom sheet that covers the finger at clientY: the page scrolls up to show the place, or
 * on a phone's table (no page scroll) the sheet goes to the top of the screen. */
function clearOfFinger(el, clientY) {
  delete el.dataset.at;
  if (clientY === null || getComputedStyle(el).position !== "fixed") return;
  const top = el.getBoundingClientRect().top;
  if (clientY <= top - 24) return;
  if (isPhone()) el.dataset.at = "top";
  else window.scrollBy(0, clientY - top + 48);
}
