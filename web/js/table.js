// The table: one turn loop for the app and for the <tablero-game> embeds. It asks the engine for
// the view of the seat to show, draws it with the game's renderer, and sends back one of
// view.actions. Its jobs, one module each under table/: the board (canvas, zoom, animation,
// touch sheet), putting a view on it (views.js), the turn loop with bots, curtain, undo and the
// end (turns.js), the bots' pace (pacing.js), pointer and touch input (touch.js), the rules'
// words (help.js) and a look back at the board as it was after a move (lookback.js). The host passes its DOM (canvas, panel, tooltip, pace controls), hooks the
// table awaits (curtain, save, finish) and a page state (pagestate.js) that owns the phase;
// it reads the table through its getters and follows its events ("view", "since", "look").
// Nothing here knows a game: the renderer draws (games/renderer.js), and only shared view keys
// are read (actions, labels, prompt, log, active, seat, step, players, can_undo, result).

import { seatName, t } from "./i18n/index.js";
import { createPageState } from "./pagestate.js";
import { createBoard } from "./table/board.js";
import { createHelp } from "./table/help.js";
import { createLookback } from "./table/lookback.js";
import { createPacing } from "./table/pacing.js";
import { createTouch } from "./table/touch.js";
import { createTurns } from "./table/turns.js";
import { createViews } from "./table/views.js";

export { SPEEDS, savedSpeed } from "./table/pacing.js";

/** The response of an engine request, or an Error (with the engine's code) when it refused. */
export function checked(response) {
  if (!response.ok) {
    const { code, field, step, message } = response.error || {};
    throw Object.assign(new Error(message || "unknown error"), { code, field, step });
  }
  return response;
}

/** Seat kinds for a view without any: every seat a human (replays, positions). */
export function humanSeats(view) {
  return Array.from({ length: view?.players || 0 }, () => "human");
}

/** What a panel may leave out (the embeds' has no keyboard focus to keep, no marked log). */
const PANEL = { pointerUsed() {}, markLog() {} };

/**
 * board: the <canvas>; panel: {setPrompt, setStatus, setActions, addLog, clearLog, pointerUsed?,
 * markLog?}; tooltip: {show, showBeside, hide}; call(request) -> response (throws on refusal);
 * lang() -> the views' language; page: the page state (default: one of the table's own).
 * Hooks: curtain(seat) -> Promise (none: no curtain), save(view) after every change (view: the
 * match's latest when the table does not show it yet), finish(view) once the game is over
 * (default: the spectator's view), guard(run, move?) around a human's move or undo (run: the
 * request, its view and its save; move {seat, action}; the host may refuse it by rejecting
 * before it runs; default: run it), friend(seat, view) when the next decision is a seat
 * played on another device (a game with friends by link: the loop stops there). Pacing: speed (one of SPEEDS; default
 * the remembered one), controls {speed: <select>, skip: <button>, next: <button>} (optional).
 * sheet: false turns touch taps off (no facts sheet, no selection, no action: the position
 * editor picks places on its preview instead). Events (on): "view" {view, interactive} after
 * each view is put on the table; "since" {entries, seat}: what the others did since the seat
 * now to act last acted (entries [{n, text, seat, colour}]: log entries in the table's
 * language, with the seat's colour on the board; none: hide the summary); "look": see
 * table/lookback.js (lookBack(n) shows the board as it was after entry n, lookBackEnd() goes
 * back to the decision).
 */
export function createTable({ board: canvasEl, panel: given, tooltip, call, lang, page = null,
  curtain = null, save = async () => {}, guard = (run) => run(), finish = null, friend = null,
  speed = null,
  controls = {}, sheet: taps = true }) {
  const s = tableFields();
  const panel = { ...PANEL, ...given };
  const phase = page || createPageState("idle");
  const events = new EventTarget();
  const emit = (type, detail) => events.dispatchEvent(new CustomEvent(type, { detail }));
  const viewCall = (request) => call({ ...request, lang: lang() });
  const board = createBoard(canvasEl, s);
  const help = createHelp(call, board.invalidate);
  const pace = createPacing({ speed, controls });
  const parts = {};
  const act = (action) => parts.turns.act(action);
  const touch = createTouch(canvasEl, { s, board, panel, tooltip, act, taps,
    mayAct: () => phase.is("human") });
  const views = createViews({ s, board, panel, tooltip, call: viewCall, help, lang, act,
    focus: touch.focus, forget: touch.forget, emit });
  const hooks = { curtain, save, guard, finish: finish || (() => views.showSeat(null, false)),
    friend: friend || (async () => {}) };
  parts.turns = createTurns({ s, page: phase, board, views, pace, panel, call: viewCall,
    focus: touch.focus, hooks, emit });
  const look = createLookback({ s, page: phase, views, board, panel, call: viewCall, lang, emit,
    fail: (err) => panel.setStatus(t("table.error", { message: err.message }), "error"),
    retell: parts.turns.retell });
  const names = () => s.seats.map((kind, seat) => (kind === "human" ? seatName(seat)
    : `${seatName(seat)} (${t(kind === "friend" ? "seat.friend" : "seat.bot")})`));
  const open = openMatch({ s, board, panel, help, lang, names, reset: parts.turns.reset });
  return tableApi({ s, phase, board, views, pace, turns: parts.turns, look, open, events,
    names });
}

/** The table's own fields (read by the host through the table's getters). */
function tableFields() {
  return {
    renderer: null,
    match: null,
    seats: [], // "human" | "bot:<level>" per seat
    view: null,
    shownSeat: null, // the seat whose view is on the table (null: spectator)
    hitRegions: [],
    error: null,
    flow: 0, // bumped to stop a turn loop (back to the lobby, new match)
    drawnView: null, // the view the canvas last drew (hitRegions belong to it)
    lastActor: null, // "human" | "bot": who acted last (for the outline of recent moves)
    lastBot: null, // the seat of the bot that played last (its turn's holds: pacing.js)
    ahead: null, // {seat, answer}: the next bot step, asked while this one shows (turns.js)
    hidden: true, // the game hides something from some seat (else no curtain is needed)
    botSteps: 0, // bot steps played on this table (tests, pacing)
  };
}

/** open(): put a match on the table: its renderer, seat kinds, match id and first view (not
 * drawn yet). */
function openMatch({ s, board, panel, help, lang, names, reset }) {
  return ({ renderer, seats, view, match, hidden = true }) => {
    s.renderer = renderer;
    s.hidden = hidden !== false;
    reset();
    s.seats = seats || humanSeats(view);
    if (match !== undefined) s.match = match;
    s.shownSeat = undefined;
    board.ui.names = names();
    panel.clearLog();
    panel.setStatus("");
    board.ui.fresh.clear();
    s.view = view;
    board.open();
    help.forget(); // a new renderer has no help yet
    help.ask(renderer, view, lang());
    board.layout(); // a canvas measured before this renderer came gets no resize to tell it
  };
}

/** What the host may do with a table, and what it may read of it. */
function tableApi({ s, phase, board, views, pace, turns, look, open, events, names }) {
  const api = {
    open,
    layout: board.layout,
    setView: views.setView,
    showSeat: views.showSeat,
    present: views.present,
    /** Fetch the shown view again (a new language), and "since" in its words. */
    async refresh() {
      board.ui.names = names();
      await views.refresh(phase.is("human"));
      turns.retell();
    },
    /** The same match under a new id (the engine restarted): its view, and play on. */
    resume(match, view) {
      s.match = match;
      views.setView(view, false);
      return turns.advance();
    },
    advance: turns.advance,
    sinceFrom: turns.since,
    stop: turns.stop,
    /** Stop, and forget the match (back to the lobby); the match id it had. */
    leave() {
      turns.stop();
      const match = s.match;
      s.match = null;
      return match;
    },
    /** True while no stop() came after the one that returned `flow`. */
    current: (flow) => flow === s.flow,
    act: turns.act,
    undo: turns.undo,
    lookBack: look.show,
    lookBackEnd: look.back,
    setSpeed: pace.setSpeed,
    skip: pace.skip,
    on: (type, cb) => events.addEventListener(type, (event) => cb(event.detail)),
    /** Every seat's name: the renderer names a seat the lobby does not list. */
    names: () => Array.from({ length: Math.max(s.seats.length, s.view?.players || 0) },
      (_, seat) => s.renderer.seatName(s.view, seat) || board.ui.names[seat] || seatName(seat)),
    invalidate: board.invalidate,
    zoom: board.zoom,
    destroy: board.destroy,
    get renderer() { return s.renderer; },
    get phase() { return phase.phase; },
    /** True when a human may act and the canvas shows the current view where it stays (the
    * board followed the decision; tests wait for it). */
    get settled() {
      return phase.is("human") && s.view !== null && s.drawnView === s.view && board.current();
    },
    get speed() { return pace.speed; },
  };
  // The fields the host reads, never writes.
  const fields = ["match", "seats", "view", "shownSeat", "hitRegions", "drawnView", "hidden",
    "error", "botSteps"];
  return Object.defineProperties(api, Object.fromEntries(fields.map((name) =>
    [name, { get: () => s[name], enumerable: true }])));
}
