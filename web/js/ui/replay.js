// Replay: step back and forward through a record, jump to any step, and (once the game is over)
// look from any seat. A step is shown by replaying the record's first actions in the engine: a
// step forward is one "act" on the replay match, a step back loads the shorter record again.
// The table's look back at a move (table/lookback.js) goes to its step the same way.

/** The step that wrote log entry `n`: the number of actions taken once it was written (0: the
 * setup). marks: the log's length before each action (the engine's timeline). */
export function stepOfEntry(marks, n) {
  let step = 0;
  while (step < marks.length && marks[step] <= n) step += 1;
  return step;
}

/** The seat a replay's view may be of (null: spectator; seats only in a finished game, unless
 * any seat is allowed). */
function viewer(state, anySeat, seat) {
  return (state.finished || anySeat) && Number.isInteger(seat) ? seat : null;
}

/**
 * call(request) -> response (throws on refusal); lang() -> current language; anySeat: allow
 * a seat's view before the end (embeds chosen by a post's author).
 * Returns {open(record, step, seat), show(step, seat), forward(seat), close(), state}.
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

  /** Show `step` (clamped) from `seat` (see viewer). */
  async function show(step, seat = state.seat) {
    const target = Math.max(0, Math.min(state.total, Number.isInteger(step) ? step : state.total));
    await moveTo(target);
    state.step = target;
    state.seat = viewer(state, anySeat, seat);
    const res = await call({ cmd: "view", match: state.match, seat: state.seat, lang: lang() });
    state.view = res.view;
    return res.view;
  }

  /** One step on from the step shown, seen by `seat`: the engine's answer to its action, the
   * view after it and, where the engine's own seat played inside it (Pax Pamir's Wakhan),
   * "robot": the views of her turn, step by step (none after the last step). */
  async function forward(seat = state.seat) {
    await moveTo(state.step);
    const [actor, action] = state.record.actions[state.step];
    state.seat = viewer(state, anySeat, seat);
    const res = await call({ cmd: "act", match: state.match, seat: actor, action,
      view: state.seat, lang: lang() });
    state.matchStep += 1;
    state.step += 1;
    state.view = res.view;
    return res;
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

  /** close(): the replay is done with (its match closed). */
  const close = () => {
    leave();
    state.match = null;
  };
  return { open, show, forward, close, state };
}
