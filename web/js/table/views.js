// Putting a view on a table: the board (outlines of what changed, the redraw), the side panel
// (prompt, choices, log) and the event that tells the host ("view": the host shows its undo
// button, the replay screen its step). The views come from the engine, for the seat shown. A view
// a human may act on is a decision (its match, seat and step): the board follows it.

/**
 * s: the table's fields; board: table/board.js; panel, tooltip: the host's; call(request) ->
 * response in the table's language; help: table/help.js; lang(); act, focus: a choice picked
 * or focused in the list; forget(): the touch selection goes; emit(type, detail).
 * Returns {setView(view, interactive, {still}), showSeat(seat, interactive), refresh(),
 * present()}.
 */
export function createViews({ s, board, panel, tooltip, call, help, lang, act, focus, forget,
  emit }) {
  /** Put `view` on the table; `still`: no outline or easing in of what changed from the view
   * shown before (a look back at an earlier step and back again: table/lookback.js). */
  function setView(view, interactive, { still = false } = {}) {
    if (!still) board.arrive(s.view, view);
    s.view = view;
    const decides = interactive && view.actions?.length > 0;
    board.decide(decides ? `${s.match}:${s.shownSeat}:${view.step}` : null);
    help.ask(s.renderer, view, lang());
    board.ui.hover = null;
    forget();
    board.sheet.hide();
    tooltip.hide();
    panel.setPrompt(view.prompt);
    panel.setActions(view.actions, view.labels,
      { enabled: interactive, onPick: act, onFocus: focus, groups: view.groups });
    panel.addLog(view.log);
    panel.markLog(view.last_step || []);
    board.invalidate();
    emit("view", { view, interactive });
  }

  /** Fetch and draw the view of `seat`; a change of seat clears the log (private entries). */
  async function showSeat(seat, interactive) {
    const { view } = await call({ cmd: "view", match: s.match, seat });
    if (seat !== s.shownSeat) panel.clearLog();
    s.shownSeat = seat;
    setView(view, interactive);
  }

  return {
    setView,
    showSeat,
    /** Fetch the shown view again (in a new language: log, labels, prompt come from the
     * engine); `interactive` when a human may act on it. */
    async refresh(interactive) {
      const res = await call({ cmd: "view", match: s.match, seat: s.shownSeat ?? null });
      panel.clearLog();
      setView(res.view, interactive);
    },
    /** Show a view the host fetched (a replay's step): of `match`, seen by `seat`. */
    present(view, { match = s.match, seat = null } = {}) {
      s.match = match;
      s.shownSeat = seat;
      panel.clearLog();
      setView(view, false);
    },
  };
}
