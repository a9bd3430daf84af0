// An area of the board drawn large in a phone sheet: the player's hand, the other players
// (renderer.areas(view), in board units). The renderer draws the view into the sheet's canvas
// with a transform that fits the area to the sheet, so the cards read at a size a finger can
// pick; a tap there hit-tests like one on the board: the first shows the facts of the place (and
// selects it when it is offered), a second tap on it, or Confirm, chooses it.

import { t } from "../i18n/index.js";
import { actionKey, findAction } from "./input.js";

/**
 * canvas: the sheet's <canvas>; facts: the element for the facts of a tapped place; confirm: its
 * button. source() -> {renderer, view, names} of the table now; act(action): choose (the sheet
 * is closed by then: done()); mayAct(): whether a human may act now; maxHeight() -> CSS px the
 * canvas may take. Returns {show(kind), redraw(), hide()}; redraw() -> false when the view has no
 * such area (any more).
 */
export function createAreaSheet({ canvas, facts, confirm, source, act, mayAct, done, maxHeight }) {
  const at = { kind: null, area: null, scale: 1, ox: 0, selected: null };

  function redraw() {
    const { renderer, view, names } = source();
    const area = at.kind && renderer && view ? renderer.areas(view)[at.kind] : null;
    if (!area || area.w <= 0 || area.h <= 0) return false;
    if (at.selected && !findAction(view.actions, at.selected)) at.selected = null;
    const ctx = fitCanvas(canvas, area, maxHeight(), at);
    renderer.draw(ctx, view, { hover: at.selected, names, fresh: new Set(), arrived: new Set(),
      progress: () => 1 });
    ctx.restore();
    return true;
  }

  function showFacts(info, legal, label) {
    const rows = info ? [info.title, ...(info.lines || [])] : [];
    if (legal) rows.push(t("sheet.choice", { label }));
    facts.replaceChildren(...rows.map((line, i) => {
      const p = document.createElement("p");
      p.textContent = line;
      if (i === 0 && info) p.className = "area-title";
      return p;
    }));
    confirm.hidden = !legal;
    confirm.textContent = t("sheet.confirm");
  }

  function choose(action) {
    done();
    act(action);
  }

  function tapped(event) {
    const { renderer, view } = source();
    if (!at.area || !renderer || !view) return;
    const rect = canvas.getBoundingClientRect();
    const x = at.area.x + (event.clientX - rect.left - at.ox) / at.scale;
    const y = at.area.y + (event.clientY - rect.top) / at.scale;
    const legal = mayAct() ? findAction(view.actions, renderer.hitTest(x, y)) : null;
    if (legal && at.selected && actionKey(at.selected) === actionKey(legal)) {
      choose(legal);
      return;
    }
    const index = legal ? view.actions.indexOf(legal) : -1;
    const label = index >= 0 ? view.labels?.[index] || legal.type : "";
    at.selected = legal;
    showFacts(renderer.infoAt(x, y) || (legal ? renderer.facts(view, legal) : null), legal, label);
    redraw();
  }

  canvas.addEventListener("click", tapped);
  confirm.addEventListener("click", () => {
    if (at.selected && mayAct()) choose(at.selected);
  });

  return {
    show(kind) {
      Object.assign(at, { kind, selected: null });
      showFacts(null, null, "");
      return redraw();
    },
    redraw,
    hide() {
      Object.assign(at, { kind: null, area: null, selected: null });
    },
  };
}

/** Size the canvas to the area at the largest scale that fits its width and `maxHeight`, and
 * return its context set to draw board units there, clipped to the area (restore() after).
 * The scale and the horizontal offset go into `at` (taps go back to board units with them). */
function fitCanvas(canvas, area, maxHeight, at) {
  const width = canvas.clientWidth || canvas.parentElement.clientWidth;
  const scale = Math.min(width / area.w, maxHeight / area.h);
  const height = Math.round(area.h * scale);
  canvas.style.height = `${height}px`;
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  Object.assign(at, { area, scale, ox: (width - area.w * scale) / 2 });
  canvas.dataset.fit = JSON.stringify({ x: area.x, y: area.y, scale, ox: at.ox }); // tests
  const ctx = canvas.getContext("2d");
  ctx.setTransform(dpr * scale, 0, 0, dpr * scale, dpr * (at.ox - area.x * scale),
    dpr * -area.y * scale);
  ctx.save();
  ctx.beginPath();
  ctx.rect(area.x, area.y, area.w, area.h);
  ctx.clip();
  return ctx;
}
