// Input at a table: pointer and keyboard go to the renderer's places and the list of choices.
// A mouse click acts at once (if the place carries one of view.actions); a touch tap selects
// (the place outlined, its facts in the sheet) and a second tap or the sheet's confirm acts;
// a long press only shows the facts; a double tap zooms the board in or out around it and
// selects nothing (its first tap's selection goes, so a second double tap there never acts).
// Hovering a place or focusing a choice shows its facts.

import { actionKey, attachInput, findAction } from "../ui/input.js";

/**
 * s: the table's fields; board: table/board.js; panel, tooltip: the host's; act(action): send a
 * choice; mayAct(): whether a human may act now; taps: false turns touch taps off (no facts
 * sheet, no selection, no action: the position editor picks places on its preview instead).
 * Returns {focus(action, element), forget()}: forget() drops the selection (a new view).
 */
export function createTouch(canvasEl, { s, board, panel, tooltip, act, mayAct, taps }) {
  const { ui, sheet } = board;
  let selected = null; // actionKey of the place tapped once (a second tap acts)

  function unselect() {
    selected = null;
    ui.hover = null;
    board.invalidate();
  }

  function touched(action, info, long, clientY) {
    if (!taps) return;
    const legal = mayAct() && s.view ? findAction(s.view.actions, action) : null;
    if (legal && !long && selected === actionKey(legal)) {
      act(legal);
      return;
    }
    tooltip.hide();
    const facts = info || (legal ? s.renderer.facts(s.view, legal) : null);
    if (!legal && !facts) {
      unselect();
      sheet.hide();
      return;
    }
    selected = legal ? actionKey(legal) : null;
    ui.hover = legal;
    board.invalidate();
    const index = legal ? s.view.actions.indexOf(legal) : -1;
    const label = index >= 0 ? s.view.labels?.[index] || legal.type : "";
    sheet.show(facts, legal ? { label, onConfirm: () => act(legal) } : null, unselect, clientY);
  }

  const drawn = () => Boolean(s.renderer && s.view);
  const input = attachInput(canvasEl, {
    hitTest: (x, y) => (drawn() ? s.renderer.hitTest(x, y) : null),
    infoAt: (x, y) => (drawn() ? s.renderer.infoAt(x, y) : null),
    toBoard: board.zoom.toBoard,
    onTouch: touched,
    onDoubleTap(x, y) {
      unselect();
      sheet.hide();
      board.zoom.toggleAt(x, y);
    },
    onAction: (action) => act(action),
    onHover(action, info, x, y, clientX, clientY) {
      const before = ui.hover;
      ui.hover = mayAct() ? action : null;
      if (before !== ui.hover) board.invalidate();
      if (info) tooltip.show(info, clientX, clientY);
      else tooltip.hide();
    },
  });
  canvasEl.addEventListener("pointerdown", () => panel.pointerUsed());

  return {
    /** A choice of the list got focus (or the pointer): its place glows, its facts show. */
    focus(action, element) {
      ui.hover = action;
      board.invalidate();
      const facts = action && s.renderer ? s.renderer.facts(s.view, action) : null;
      if (facts && element) tooltip.showBeside(facts, element.getBoundingClientRect());
      else tooltip.hide();
    },
    forget() {
      selected = null;
      input.forgetTap();
    },
  };
}
