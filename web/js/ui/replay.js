// Replay: step back and forward through a record, jump to any step, and (once the game is over)
// look from any seat. A step is shown by replaying the record's first actions in the engine: a
// step forward is one "act" on the replay match, a step back loads the shorter record again.

/**
 * call(request) -> response (throws on refusal); lang() -> current language; anySeat: allow
 * a seat's view before the end (embeds chosen by a post's author).
 * Returns {open(record, step, seat), show(step, seat), state}.
 */
export function createReplay({ call, lang, anySeat = false }) {
  const state = { record: null, total: 0, step: 0, seat: null, finished: false, match: null,
    matchStep: -1, view: null };

  /** Close the replay's match in the engine (it keeps a bounded number of matches). */
  function leave() {
    if (state.match !== null) call({ cmd: "close", match: state.match }).catch(() => {});
  }

  async function loadAt(step) {
    const record = { ...state.record, actions: state.record.actions.slice(0, step) };
    const res = await call({ cmd: "load", record, seat: null, lang: lang() });
    leave();
    state.match = res.match;
    state.matchStep = step;
  }

  async function moveTo(step) {
    if (state.match === null || step < state.matchStep || step - state.matchStep > 40) {
      await loadAt(step);
      return;
    }
    while (state.matchStep < step) {
      const [seat, action] = state.record.actions[state.matchStep];
      await call({ cmd: "act", match: state.match, seat, action, view: null, lang: lang() });
      state.matchStep += 1;
    }
  }

  /** Show `step` (clamped) from `seat` (null: spectator; seats only in a finished game). */
  async function show(step, seat = state.seat) {
    const target = Math.max(0, Math.min(state.total, Number.isInteger(step) ? step : state.total));
    await moveTo(target);
    state.step = target;
    state.seat = (state.finished || anySeat) && Number.isInteger(seat) ? seat : null;
    const res = await call({ cmd: "view", match: state.match, seat: state.seat, lang: lang() });
    state.view = res.view;
    return res.view;
  }

  /** Start replaying a record (the engine checks it whole first: a bad record throws). */
  async function open(record, step = null, seat = null) {
    if ("actions" in record && !Array.isArray(record.actions)) {
      throw new Error("record.actions: must be a list");
    }
    state.record = { ...record, actions: record.actions || [] };
    state.total = state.record.actions.length;
    const res = await call({ cmd: "load", record: state.record, seat: null, lang: lang() });
    leave();
    state.match = res.match;
    state.matchStep = state.total;
    state.finished = Boolean(res.view.result);
    state.seat = null;
    return show(step === null ? state.total : step, seat);
  }

  return { open, show, state };
}
