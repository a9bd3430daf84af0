// The bottom bar's choices (phone layout, css/phone.css): the decision under way as buttons, in
// the order of view.actions, as many as the bar's rows hold. An action without arguments (End
// turn, Confirm, Pass, Undo a selection...) names no place of the board, so only its button can
// choose it: such actions always get a button (the bar grows for them if it must). The others are
// places the board shows as well; they fill the room left, and "More… (n)" opens the full list.
// The bar shows what the view offers; which action is which is the engine's business.

import { t } from "../i18n/index.js";
import { actionButton, labelOf } from "./panel.js";

/** True for an action that carries nothing but its type (it names no place). */
const bare = (action) => Object.keys(action || {}).length === 1;

/**
 * list: the bar's <ul>; onMore(): open the full list; active(): whether the bar is on screen now
 * (it is measured, so it renders only then). Returns {setActions(list, labels, options),
 * refit()}: setActions takes what panel.setActions takes; refit() after the bar's size changed.
 */
export function createBar({ list, onMore, active }) {
  let shown = { actions: [], labels: [], options: { enabled: false } };
  const fits = () => list.scrollHeight <= list.clientHeight + 1;

  /** The bar with every bare action and the first `keep` others (in the actions' order). */
  function fill(keep) {
    const { actions, labels } = shown;
    const options = { ...shown.options, enabled: shown.options.enabled !== false };
    const places = actions.map((a, i) => (bare(a) ? -1 : i)).filter((i) => i >= 0);
    const kept = new Set(places.slice(0, keep));
    const items = [];
    actions.forEach((action, index) => {
      if (!bare(action) && !kept.has(index)) return;
      const button = actionButton(action, labelOf(labels, index, action), options);
      button.dataset.index = String(index);
      items.push(item(button));
    });
    const left = actions.length - items.length;
    if (left > 0) items.push(item(moreButton(left, onMore)));
    list.replaceChildren(...items);
    return places.length;
  }

  function render() {
    delete list.dataset.tall;
    if (!active() || !shown.actions.length) {
      list.replaceChildren();
      return;
    }
    let high = fill(Infinity);
    if (fits()) return;
    fill(0);
    if (!fits()) {
      list.dataset.tall = ""; // the bare actions take more rows; the places wait behind "More"
      return;
    }
    let low = 0; // fits; `high` does not: the most places that fit lie in between
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      fill(mid);
      if (fits()) low = mid;
      else high = mid;
    }
    fill(low);
  }

  return {
    setActions(actions, labels, options) {
      shown = { actions: actions || [], labels, options };
      render();
    },
    refit: render,
  };
}

function item(button) {
  const li = document.createElement("li");
  li.appendChild(button);
  return li;
}

function moreButton(left, onMore) {
  const button = document.createElement("button");
  button.type = "button";
  button.id = "bar-more";
  button.className = "more";
  button.textContent = t("bar.more", { n: left });
  button.setAttribute("aria-haspopup", "dialog");
  button.addEventListener("click", () => onMore(button));
  return button;
}
