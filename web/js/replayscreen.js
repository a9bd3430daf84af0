// The app's replay screen: a record on the table in replay (ui/replay.js steps through it),
// the step buttons, slider and jumps by round and turn (the log keys the game's renderer names,
// renderer.replayJumps), a click on a log entry going to the step that wrote it, the viewpoint
// of any seat once the game is over, and "play on from here". A record the engine refuses
// changes nothing; the shell goes back to the lobby with the reason. A record that stops
// replaying at a move (made by a build of other rules) is shown up to that move, said so, and
// offered as it was as a file.

import { known, seatName, t } from "./i18n/index.js";
import { continuedText } from "./saving.js";
import { createReplay, stepOfEntry } from "./ui/replay.js";
import { newSaveId, setCurrentSave } from "./store.js";
import { checkRecord, downloadRecord } from "./ui/share.js";

const $ = (id) => document.getElementById(id);

/**
 * Where a replay can jump: the steps that start a round and a turn, and the step of any log
 * entry. timeline: the engine's {entries, marks} of the whole record (seat null); actions:
 * the record's [[seat, action], ...]; keys: the game's {rounds, turns} log keys (without turn
 * keys, a turn starts where another seat acts).
 */
export function replayMarks(timeline, actions, keys = { rounds: [], turns: [] }) {
  const marks = timeline?.marks || [];
  const entries = timeline?.entries || [];
  const stepsOf = (list) => [...new Set(entries.filter((e) => list.includes(e.msg))
    .map((e) => e.step))];
  let turns = stepsOf(keys.turns);
  if (!turns.length) {
    turns = actions.map(([seat], k) => (k > 0 && seat !== actions[k - 1][0] ? k : -1))
      .filter((k) => k > 0);
  }
  const stepOf = (n) => stepOfEntry(marks, n);
  const ascending = (a, b) => a - b;
  return { rounds: stepsOf(keys.rounds).sort(ascending), turns: turns.sort(ascending), stepOf };
}

/**
 * shell: the app's fields {mode, games}; page: the page state; table: the turn loop;
 * call/lang as for the table; notice, panel: the shell's; saving: saving.js (released when a
 * replay opens); shellOps: {openLobby(message), prepareTable(game, seats, view, match),
 * continueMatch(saved)}. Returns {open(record, step, refusedKey), replayTo(step, seat),
 * resume(), update(), state}.
 */
export function createReplayScreen(deps) {
  const replay = createReplay({ call: deps.call, lang: deps.lang });
  const c = { ...deps, replay, jumps: replayMarks(null, []), cut: null };
  const screen = {
    state: replay.state,
    /** The record shown was cut where it stops replaying: {record, continued}, else null. */
    get cut() { return c.cut; },
    jumps: () => c.jumps,
    open: (record, step = null, refusedKey = "import.refused") =>
      openRecord(c, record, step, refusedKey),
    replayTo: (step, seat = replay.state.seat) => replayTo(c, step, seat),
    update: () => update(c),
    /** After an engine restart: the same step again, and said so. */
    async resume() {
      if (!replay.state.record) return;
      replay.state.match = null;
      await replayTo(c, replay.state.step, replay.state.seat);
      deps.notice.show(t("engine.restarted"));
    },
    /** Play on from the step shown: a new game from the record cut there. */
    async playFromHere() {
      const { record, step } = replay.state;
      const cut = { ...record, actions: record.actions.slice(0, step) };
      deps.page.go("lobby");
      await deps.shellOps.continueMatch({ id: newSaveId(record.game), record: cut });
    },
  };
  deps.table.on("view", () => {
    if (deps.shell.mode === "replay") update(c);
  });
  // The game on the table (over, or still in play) from its first step.
  const replayFinished = async () => {
    const record = await deps.saving.exportRecord();
    await screen.open(record, record.actions.length);
  };
  $("end-replay").addEventListener("click", replayFinished);
  $("table-replay").addEventListener("click", replayFinished);
  wireControls(screen, deps.page, deps.shell);
  return screen;
}

/** The whole record's log and action marks (a separate match, closed again). */
async function timelineOf({ call, lang }, record) {
  const loaded = await call({ cmd: "load", record, seat: null, lang: lang() });
  try {
    return await call({ cmd: "timeline", match: loaded.match, seat: null, lang: lang() });
  } finally {
    call({ cmd: "close", match: loaded.match }).catch(() => {});
  }
}

/** Open a record in replay after the engine accepted it; a refusal changes nothing. */
async function openRecord(c, record, step, refusedKey) {
  const { page, table, replay, shellOps } = c;
  const refused = refusal(record, c.shell.games);
  if (refused) {
    shellOps.openLobby(t(refusedKey, { message: refused }));
    return false;
  }
  const flow = table.stop();
  page.go("busy");
  let view;
  let timeline;
  try {
    view = await openReplayable(c, record, step);
    timeline = await timelineOf(c, replay.state.record);
  } catch (err) {
    shellOps.openLobby(t(refusedKey, { message: engineRefusal(err) }));
    return false;
  }
  if (!table.current(flow)) return false;
  c.shell.mode = "replay";
  c.saving.release();
  setCurrentSave(null);
  for (const id of ["end", "curtain", "table-replay"]) $(id).hidden = true;
  await shellOps.prepareTable(record.game, record.seats, view, replay.state.match);
  c.jumps = replayMarks(timeline, replay.state.record.actions, table.renderer.replayJumps);
  page.go("replay");
  fillSeats(replay.state.record.players || table.seats.length);
  $("replay").hidden = false;
  table.present(view, { match: replay.state.match, seat: null });
  if (c.cut) {
    const game = c.shell.games.find((g) => g.id === record.game) || { id: record.game };
    c.notice.show(continuedText(c.cut.continued, game, "record"), {
      label: t("save.original"), onClick: () => downloadRecord(record),
    });
  }
  return true;
}

/** Open `record` in replay (resolves with the view); one that stops replaying after some
 * moves is opened up to there instead, and `c.cut` says so (one whose first move does not
 * replay shows nothing of itself: refused, as the engine's other refusals). */
async function openReplayable(c, record, step) {
  c.cut = null;
  try {
    return await c.replay.open(record, step, null);
  } catch (err) {
    if (err.code !== "bad_record" || err.field !== "move" || !(err.step >= 1)) throw err;
    const kept = err.step;
    const cut = { ...record, actions: record.actions.slice(0, kept) };
    const view = await c.replay.open(cut, step === null ? null : Math.min(step, kept), null);
    const made = {
      engine: typeof record.engine === "string" ? record.engine : null,
      rules: Number.isInteger(record.rules) ? record.rules : null,
    };
    const continued = { from: "move", kept, moves: record.actions.length, made_by: made };
    c.cut = { record, continued };
    return view;
  }
}

/** The viewpoints: a spectator and each of `n` seats. */
function fillSeats(n) {
  const sel = $("replay-seat");
  sel.replaceChildren(new Option(t("replay.spectator"), ""));
  for (let s = 0; s < n; s += 1) sel.appendChild(new Option(seatName(s), String(s)));
  sel.value = "";
}

/** The step buttons, slider, jumps and viewpoint as the replay now stands. */
function update({ replay, jumps }) {
  const { step, total, finished, seat } = replay.state;
  $("replay-step").textContent = t("replay.step", { step, total });
  $("replay-slider").max = String(total);
  $("replay-slider").value = String(step);
  $("replay-first").disabled = $("replay-prev").disabled = step <= 0;
  $("replay-last").disabled = $("replay-next").disabled = step >= total;
  $("replay-seat").disabled = !finished;
  $("replay-seat").value = seat === null ? "" : String(seat);
  $("replay-hidden").hidden = finished;
  $("replay-play").hidden = finished && step >= total;
  $("replay-prev-turn").disabled = !jumps.turns.some((s) => s < step) && step <= 0;
  $("replay-next-turn").disabled = step >= total;
  $("replay-prev-round").disabled = !jumps.rounds.some((s) => s < step);
  $("replay-next-round").disabled = !jumps.rounds.some((s) => s > step);
}

async function replayTo(c, step, seat) {
  const { page, replay } = c;
  if (c.shell.mode !== "replay" || page.is("busy")) return;
  page.go("busy");
  try {
    const view = await replay.show(step, seat);
    c.table.present(view, { match: replay.state.match, seat: replay.state.seat });
  } catch (err) {
    c.panel.setStatus(t("table.error", { message: err.message }), "error");
  }
  if (c.shell.mode !== "replay") return; // the lobby was opened meanwhile
  page.go("replay");
  update(c);
}

/** Why a record cannot be replayed here (null: it may be sent to the engine). */
function refusal(record, games) {
  try {
    checkRecord(record);
  } catch (err) {
    return recordRefusal(err);
  }
  if (!record.game || !games.some((g) => g.id === record.game)) {
    return t("link.unknownGame", { game: JSON.stringify(record.game ?? null) });
  }
  return null;
}

/** A refused record's reason, in the page's language (the limits are named; the engine's
 * refusal by the part of the record it names, never by its own English message). */
export function recordRefusal(err) {
  if (err.code === "too_big") return t("record.tooBig", { limit: err.limit });
  if (err.code === "too_deep") return t("record.tooDeep", { limit: err.limit });
  if (err.code === "no_actions") return t("record.bad.actions");
  if (err.code === "not_json") return t("import.notJson");
  if (err.code === "bad_record") {
    const key = `record.bad.${err.field}`;
    return known(key) ? t(key, { step: (err.step ?? 0) + 1 }) : t("record.bad");
  }
  return t("link.corrupt");
}

/** Why the engine refused a record or a save: a record's fault in the page's words (above),
 * anything else (the engine stopped, a bug) as the engine said it. */
export function engineRefusal(err) {
  return err.code === "bad_record" ? recordRefusal(err) : err.message;
}

/** The replay screen's buttons, slider, viewpoint, log entries and arrow keys. */
function wireControls(screen, page, shell) {
  const { state, replayTo } = screen;
  const jump = (which, dir) => {
    const starts = screen.jumps()[which];
    const target = dir > 0 ? starts.find((s) => s > state.step)
      : starts.findLast((s) => s < state.step);
    replayTo(target ?? (dir > 0 ? state.total : 0));
  };
  $("replay-prev-turn").addEventListener("click", () => jump("turns", -1));
  $("replay-next-turn").addEventListener("click", () => jump("turns", 1));
  $("replay-prev-round").addEventListener("click", () => jump("rounds", -1));
  $("replay-next-round").addEventListener("click", () => jump("rounds", 1));
  $("log").addEventListener("click", (event) => { // a log entry: the step that wrote it
    const li = event.target.closest?.("li[data-n]");
    if (shell.mode === "replay" && li) replayTo(screen.jumps().stepOf(Number(li.dataset.n)));
  });
  $("replay-first").addEventListener("click", () => replayTo(0));
  $("replay-prev").addEventListener("click", () => replayTo(state.step - 1));
  $("replay-next").addEventListener("click", () => replayTo(state.step + 1));
  $("replay-last").addEventListener("click", () => replayTo(state.total));
  $("replay-slider").addEventListener("change", (e) => replayTo(Number(e.target.value)));
  $("replay-seat").addEventListener("change", (e) =>
    replayTo(state.step, e.target.value === "" ? null : Number(e.target.value)));
  $("replay-play").addEventListener("click", () => screen.playFromHere());
  document.addEventListener("keydown", (event) => {
    if (shell.mode !== "replay" || !page.is("replay")) return;
    if (event.target.matches?.("input, select, textarea")) return;
    if (event.key === "ArrowLeft") replayTo(state.step - 1);
    if (event.key === "ArrowRight") replayTo(state.step + 1);
  });
}
