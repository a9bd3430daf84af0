// A look back at a move of "Since your last turn": the board as it was just after that move,
// then back to the decision under way, exactly as it was. The earlier board comes from the
// replay's jump (ui/replay.js) on a copy of the match's record in the engine, seen by the seat
// whose decision is on the table, so it shows no more than that seat saw then (never a
// spectator's or another seat's view). A move the engine's own seat made inside one action
// (Pax Pamir's Wakhan) is shown at its step of her turn. While the player looks, the page is in
// the "look" phase: nothing can be chosen, undone or saved; the turn loop is untouched.

import { t } from "../i18n/index.js";
import { createReplay, stepOfEntry } from "../ui/replay.js";

/**
 * s: the table's fields; page: the page state; views, board: table/views.js, board.js; panel:
 * the host's (its prompt says what the board shows); call(request) in the table's language;
 * lang(); fail(err): say that a look failed; retell(): "since" again in the words of the view
 * shown (the language changed during the look); emit(type, detail): "look" {n, step, text} once
 * the board shows the step of entry n (text: the entry's), step null while it is being found,
 * null when the look ends. Returns {show(n), back()}.
 */
export function createLookback(deps) {
  const { page, emit } = deps;
  const c = { ...deps, kept: null, asked: 0 };
  page.onChange((phase, before) => {
    // Left otherwise than by back() (the lobby, another tab, an engine restart): the live
    // view comes from whatever moved the page.
    if (before === "look" && phase !== "look" && c.kept) {
      c.kept = null;
      emit("look", null);
    }
  });
  return { show: (n) => show(c, n), back: () => back(c) };
}

/** Show the board as it was after log entry `n`, from the seat whose decision is on the table
 * (another entry while looking: that one instead). */
async function show(c, n) {
  const { s, page } = c;
  if (!Number.isInteger(n) || !s.view || !page.is("human", "look")) return;
  if (!c.kept) {
    c.kept = { view: s.view, seat: s.shownSeat, fresh: new Set(c.board.ui.fresh) };
    page.go("look");
  }
  c.asked += 1;
  const asked = c.asked;
  const text = (c.kept.view.log || []).find((e) => e.n === n)?.text || "";
  c.emit("look", { n, step: null, text });
  let past;
  try {
    past = await pastView(c, n, c.kept.seat);
  } catch (err) {
    if (asked === c.asked) await back(c, err);
    return;
  }
  if (asked !== c.asked || !page.is("look")) return; // another entry, back, or left meanwhile
  c.board.ui.fresh.clear();
  c.board.ui.arrived = new Set();
  // Nothing to choose in it, even where that seat had a decision then.
  const view = { ...past.view, actions: [], labels: [], groups: undefined };
  c.views.setView(view, false, { still: true });
  c.panel.setPrompt(t("look.shown", { entry: text, step: past.step }));
  c.emit("look", { n, step: past.step, text });
}

/** The view `seat` had just after log entry `n` was written: {view, step}. */
async function pastView(c, n, seat) {
  const { s } = c;
  const { record } = await c.call({ cmd: "export", match: s.match });
  const { marks } = await c.call({ cmd: "timeline", match: s.match, seat });
  const step = stepOfEntry(marks, n);
  const replay = createReplay({ call: c.call, lang: c.lang, anySeat: true });
  try {
    const upTo = { ...record, actions: record.actions.slice(0, step) };
    if (step === 0) return { view: await replay.open(upTo, 0, seat), step };
    await replay.open(upTo, step - 1, seat);
    const res = await replay.forward(seat);
    const inside = (res.robot?.views || []).find((view) => view.log_total > n);
    return { view: inside || res.view, step };
  } finally {
    replay.close();
  }
}

/** Back to the decision under way: its view as it was (asked again only in a new language),
 * its outlines of the recent moves, its choices. `err`: the look failed (said in the status). */
async function back(c, err = null) {
  const { s, page } = c;
  const kept = c.kept;
  if (!kept || !page.is("look")) return;
  c.asked += 1;
  let live = kept.view;
  if (live.lang && live.lang !== c.lang()) {
    live = await c.call({ cmd: "view", match: s.match, seat: kept.seat })
      .then((res) => res.view, () => kept.view);
    if (c.kept !== kept || !page.is("look")) return;
  }
  c.kept = null;
  c.board.ui.fresh.clear();
  for (const id of kept.fresh) c.board.ui.fresh.add(id);
  c.board.ui.arrived = new Set();
  c.views.setView(live, true, { still: true });
  c.emit("look", null);
  page.go("human");
  if (live !== kept.view) c.retell();
  if (err) c.fail(err);
}
