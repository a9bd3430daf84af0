// The table: one turn loop for the app and for the <tablero-game> embeds. It asks the engine for
// the view of the seat to show, draws it with the game's renderer, and sends back one of
// view.actions. Bots play inside the worker ("bot_play": a step or a whole turn within the
// level's turn time), and only the watched seat's view comes back: no bot action reaches the page. The
// player paces them (speed: step by step, normal, fast, instant; "skip to my turn"). The last
// step's log entries are highlighted; when a human's turn comes, a summary lists what the
// others did since. A curtain (given by the host) hides private views between human seats,
// only in games with hidden information; undo; pointer and keyboard input go to the renderer
// and the action list. The board zooms and pans (ui/zoom.js); a touch tap shows the facts of
// what it touched in a details sheet (ui/sheet.js) and only a second tap or confirm acts.
// The host passes its DOM (canvas, panel, tooltip), a saving hook and what happens at the end.
// Nothing here knows a game: the renderer draws, and only shared view keys are read (actions,
// labels, prompt, log, active, seat, step, players, can_undo, result).

import { seatName, t } from "./i18n/index.js";
import { createAnimator } from "./ui/anim.js";
import { createCanvas } from "./ui/canvas.js";
import { actionKey, attachInput, findAction } from "./ui/input.js";
import { createSheet } from "./ui/sheet.js";
import { createZoom } from "./ui/zoom.js";

export const SPEEDS = ["step", "normal", "fast", "instant"];
/** How long a bot's step (normal) or whole turn (fast) stays on the table before the next. */
const SHOW_MS = { normal: 650, fast: 250, instant: 0 };
const SPEED_KEY = "tablero.speed";

/** The remembered bot speed (a setting of this browser), "normal" by default. */
export function savedSpeed() {
  try {
    const speed = window.localStorage.getItem(SPEED_KEY);
    return SPEEDS.includes(speed) ? speed : "normal";
  } catch {
    return "normal";
  }
}

function rememberSpeed(speed) {
  try {
    window.localStorage.setItem(SPEED_KEY, speed);
  } catch {
    // private mode: the setting lasts for this page only
  }
}

/** The response of an engine request, or an Error (with the engine's code) when it refused. */
export function checked(response) {
  if (!response.ok) {
    const err = new Error(response.error?.message || "unknown error");
    err.code = response.error?.code;
    throw err;
  }
  return response;
}

/** Seat kinds for a view without any: every seat a human (replays, positions). */
export function humanSeats(view) {
  return Array.from({ length: view?.players || 0 }, () => "human");
}

/**
 * board: the <canvas>; panel: {setPrompt, setStatus, setActions, addLog, clearLog, pointerUsed?,
 * markLog?}; tooltip: {show, showBeside, hide}; call(request) -> response (throws on refusal);
 * lang() -> the views' language. Hooks: curtain(seat) -> Promise (none: no curtain), save()
 * after every change, finish(view) once the game is over (default: the spectator's view),
 * summary(lines, seat) when a human's turn comes after others moved (lines: log texts; [] to
 * hide), undoButton; pacing: speed (one of SPEEDS; default the remembered one), controls
 * {speed: <select>, skip: <button>, next: <button>} (optional). state: the object that holds
 * the table's fields (the app's window.__app). sheet: false turns touch taps off (no facts
 * sheet, no selection, no action: the position editor picks places on its preview instead).
 */
export function createTable({
  board, panel, tooltip, call, lang, state = {}, curtain = null, save = async () => {},
  finish = null, undoButton = null, summary = null, speed = null, controls = {}, sheet: taps = true,
}) {
  Object.assign(state, {
    phase: state.phase ?? "idle", // idle | human | bot | curtain | busy | over | error (+ host's)
    match: null,
    seats: [], // "human" | "bot:<level>" per seat
    view: null,
    shownSeat: null, // the seat whose view is on the table (null: spectator)
    hitRegions: [],
    error: null,
    flow: 0, // bumped to stop a turn loop (back to the lobby, new match)
    drawnView: null, // the view the canvas last drew (hitRegions belong to it)
    lastActor: null, // "human" | "bot": who acted last (for the outline of recent moves)
    hidden: true, // the game hides something from some seat (else no curtain is needed)
    speed: speed || savedSpeed(),
    skipping: false, // "skip to my turn": bots play whole turns without pauses until then
    botSteps: 0, // bot steps played on this table (tests, pacing)
  });
  if (!Object.getOwnPropertyDescriptor(state, "settled")) {
    Object.defineProperty(state, "settled", {
      /** True when a human may act and the canvas shows the current view (tests wait for this). */
      get() {
        return this.phase === "human" && this.view !== null && this.drawnView === this.view;
      },
    });
  }
  const ui = { hover: null, names: [], fresh: new Set(), arrived: new Set() };
  const since = { marks: new Map(), others: false }; // seat -> log total after its last act
  let wakeUp = null; // resolves the pause between bot steps (next, skip, speed change)
  let renderer = null;
  let touchSelected = null; // touch: actionKey of the place tapped once (a second tap acts)
  const viewCall = (request) => call({ ...request, lang: lang() });
  const anim = createAnimator(() => canvas.invalidate());
  ui.progress = () => anim.progress();
  const zoom = createZoom(board, { onChange: () => canvas.invalidate() });
  zoom.controls(board.parentElement);
  const sheet = createSheet(board.parentElement);
  const canvas = createCanvas(board, {
    draw(ctx) {
      if (!renderer || !state.view) return;
      renderer.draw(ctx, state.view, ui);
      // Where the clickable places are on the canvas now (CSS px, after the zoom).
      state.hitRegions = renderer.regions ? renderer.regions().map(zoom.toScreen) : [];
      state.drawnView = state.view;
    },
    onResize(w, h) {
      zoom.setSize(w, h);
      if (renderer) renderer.layout(w, h);
    },
    transform: zoom.transform,
  });
  state.zoom = zoom.transform;

  const humans = () => state.seats.map((k, s) => (k === "human" ? s : -1)).filter((s) => s >= 0);
  const isHuman = (seat) => state.seats[seat] === "human";

  function seatNames() {
    return state.seats.map((kind, seat) =>
      kind === "human" ? seatName(seat) : `${seatName(seat)} (${t("seat.bot")})`);
  }

  // The rules' own words (what an action or a card does) come from the engine's help table
  // once per game and language, for a renderer that shows them (renderer.setHelp).
  const helpAsked = new Set();
  function askHelp(view) {
    const target = renderer;
    const game = view?.game;
    const language = view?.lang || lang();
    if (!target?.setHelp || !game || helpAsked.has(`${game}:${language}`)) return;
    helpAsked.add(`${game}:${language}`);
    Promise.resolve(call({ cmd: "texts", game, lang: language })).then((res) => {
      target.setHelp(res.help || {}, language);
      canvas.invalidate();
    }).catch(() => helpAsked.delete(`${game}:${language}`));
  }

  /** Put a match on the table: its renderer, seat kinds and first view (not drawn yet). */
  function open({ renderer: next, seats, view, match, hidden = true }) {
    renderer = next;
    state.hidden = hidden !== false;
    since.marks.clear();
    since.others = false;
    summary?.([], null);
    state.seats = seats || humanSeats(view);
    if (match !== undefined) state.match = match;
    state.shownSeat = undefined;
    ui.names = seatNames();
    panel.clearLog();
    panel.setStatus("");
    ui.fresh.clear();
    state.view = view;
    zoom.setGame(view?.game);
    helpAsked.clear(); // a new renderer has no help yet
    askHelp(view);
    layout(); // a canvas measured before this renderer came gets no resize to tell it
  }

  /** Lay the board out now (after the host sized it). */
  function layout() {
    const { w, h } = canvas.size();
    if (renderer && w > 1) renderer.layout(w, h);
  }

  function setView(view, interactive) {
    if (renderer?.changes && state.view && view.step !== state.view.step) {
      // Accumulate the cards placed since the bots began (cleared when the bots start again).
      ui.arrived = renderer.changes(state.view, view);
      for (const id of ui.arrived) ui.fresh.add(id);
      if (ui.arrived.size) anim.play(320);
    }
    state.view = view;
    askHelp(view);
    ui.hover = null;
    touchSelected = null;
    sheet.hide();
    tooltip.hide();
    panel.setPrompt(view.prompt);
    panel.setActions(view.actions, view.labels,
      { enabled: interactive, onPick: act, onFocus: focusAction, groups: view.groups });
    panel.addLog(view.log);
    panel.markLog?.(view.last_step || []);
    if (undoButton) undoButton.hidden = !(interactive && view.can_undo);
    canvas.invalidate();
  }

  /** Fetch and draw the view of `seat`; a change of seat clears the log (private entries). */
  async function showSeat(seat, interactive) {
    const { view } = await viewCall({ cmd: "view", match: state.match, seat });
    if (seat !== state.shownSeat) panel.clearLog();
    state.shownSeat = seat;
    setView(view, interactive);
  }

  /** Fetch the shown view again (in a new language: log, labels, prompt come from the engine). */
  async function refresh() {
    ui.names = seatNames();
    const interactive = state.phase === "human";
    const res = await viewCall({ cmd: "view", match: state.match, seat: state.shownSeat ?? null });
    panel.clearLog();
    setView(res.view, interactive);
  }

  /** The seat to show while bots play: the only human, else a spectator's view. */
  function watchSeat() {
    const list = humans();
    return list.length === 1 ? list[0] : null;
  }

  /** Stop any running turn loop; the new flow number. */
  function stop() {
    state.flow += 1;
    wake();
    showControls(false);
    return state.flow;
  }

  /** Run bots and hand over to humans until a human must decide or the game is over. */
  async function advance() {
    const flow = stop();
    try {
      while (flow === state.flow) {
        const { view } = await viewCall({ cmd: "view", match: state.match, seat: null });
        if (flow !== state.flow) return;
        if (view.result) return end(view);
        const bots = view.active.filter((s) => !isHuman(s));
        if (bots.length) {
          await botTurn(bots[0], flow);
          continue;
        }
        const waiting = view.active.filter(isHuman);
        const seat = waiting.includes(state.shownSeat) ? state.shownSeat : waiting[0];
        await humanTurn(seat, flow);
        return;
      }
    } catch (err) {
      if (flow !== state.flow) return;
      state.phase = "error";
      state.error = err.message;
      panel.setStatus(t("table.error", { message: err.message }), "error");
    }
  }

  async function botTurn(seat, flow) {
    state.phase = "bot";
    // Outline the moves made since the human's turn.
    if (state.lastActor !== "bot") ui.fresh.clear();
    state.lastActor = "bot";
    const watch = watchSeat();
    if (state.shownSeat !== watch) await showSeat(watch, false);
    if (flow !== state.flow) return;
    showControls(true);
    panel.setStatus(t("table.thinking", { name: seatName(seat) }));
    const stepwise = !state.skipping && (state.speed === "step" || state.speed === "normal");
    // The bot plays in the worker; the watched seat's view comes back, never its action.
    const res = await viewCall({
      cmd: "bot_play", match: state.match, seat, level: botLevel(seat),
      until: stepwise ? "step" : "turn", view: watch,
    });
    if (flow !== state.flow) return;
    state.botSteps += res.played;
    since.others = true;
    setView(res.view, false);
    panel.setStatus("");
    await save();
    if (!res.view.result) await pause(stepwise);
  }

  /** The time a bot's step (or turn) stays on the table: by speed, or until "next". */
  async function pause(stepwise) {
    if (state.skipping || state.speed === "instant") return;
    if (state.speed === "step" && controls.next) { // (a table without the button: normal)
      controls.next.hidden = false;
      await new Promise((resolve) => { wakeUp = resolve; });
      controls.next.hidden = true;
      return;
    }
    const ms = stepwise ? SHOW_MS.normal : SHOW_MS[state.speed] ?? 0;
    await new Promise((resolve) => {
      wakeUp = resolve;
      setTimeout(resolve, ms);
    });
    wakeUp = null;
  }

  function wake() {
    const resolve = wakeUp;
    wakeUp = null;
    resolve?.();
  }

  /** Set the bot speed (remembered); a pause under way ends. */
  function setSpeed(next) {
    if (!SPEEDS.includes(next)) return;
    state.speed = next;
    rememberSpeed(next);
    if (controls.speed) controls.speed.value = next;
    if (next !== "step" && controls.next) controls.next.hidden = true;
    wake();
  }

  /** Let the bots play on without pauses until a human must decide. */
  function skip() {
    state.skipping = true;
    wake();
  }

  /** The skip button shows while bots play (the speed setting always). */
  function showControls(botsPlaying) {
    if (controls.skip) controls.skip.hidden = !botsPlaying;
    if (!botsPlaying && controls.next) controls.next.hidden = true;
  }

  /** What the others did since this seat last acted (log texts, in the view's language). */
  function sinceLast(seat, view) {
    if (!summary) return;
    const mark = since.marks.get(seat) ?? -1;
    const lines = since.others
      ? (view.log || []).filter((e) => e.n >= mark && e.seat !== seat).map((e) => e.text)
      : [];
    since.others = false;
    summary(lines, seat);
  }

  function botLevel(seat) {
    const kind = state.seats[seat] || "bot:random";
    return kind.startsWith("bot:") ? kind.slice(4) : "random";
  }

  async function humanTurn(seat, flow) {
    if (curtain && state.hidden && humans().length > 1 && state.shownSeat !== seat) {
      await closeCurtain(seat);
      if (flow !== state.flow) return;
    }
    await showSeat(seat, true);
    state.phase = "human";
    state.skipping = false;
    showControls(false);
    sinceLast(seat, state.view);
    panel.setStatus(humans().length > 1 ? t("table.yourTurn", { name: seatName(seat) }) : "");
  }

  /** Hide the table behind the host's curtain until the named player is ready. */
  async function closeCurtain(seat) {
    state.phase = "curtain";
    state.view = null;
    panel.setActions([], [], { enabled: false, onPick: act, onFocus: focusAction });
    panel.clearLog();
    canvas.invalidate();
    await curtain(seat);
    state.phase = "busy";
  }

  async function end(view) {
    state.phase = "over";
    showControls(false);
    summary?.([], null);
    if (finish) await finish(view);
    else await showSeat(null, false);
  }

  /** A human's choice (canvas click or list button): sent only if it is one of view.actions. */
  async function act(candidate) {
    if (state.phase !== "human" || !state.view) return;
    const action = findAction(state.view.actions, candidate);
    if (!action) return;
    state.phase = "busy";
    state.lastActor = "human";
    try {
      const res = await viewCall({ cmd: "act", match: state.match, seat: state.shownSeat, action });
      since.marks.set(state.shownSeat, res.view.log_total);
      summary?.([], null);
      setView(res.view, false);
      await save();
    } catch (err) {
      state.phase = "human";
      panel.setStatus(t("table.error", { message: err.message }), "error");
      return;
    }
    advance();
  }

  async function undo() {
    if (state.phase !== "human") return;
    try {
      const res = await viewCall({ cmd: "undo", match: state.match, seat: state.shownSeat });
      await save();
      setView(res.view, true);
    } catch (err) {
      panel.setStatus(t("table.error", { message: err.message }), "error");
    }
  }

  function focusAction(action, element) {
    ui.hover = action;
    canvas.invalidate();
    const facts = action && renderer?.facts ? renderer.facts(state.view, action) : null;
    if (facts && element) {
      tooltip.showBeside(facts, element.getBoundingClientRect());
    } else {
      tooltip.hide();
    }
  }

  // Touch: the first tap selects (outline and facts in the sheet), the second acts.
  function touched(action, info, long, clientY) {
    if (!taps) return;
    const legal = state.phase === "human" && state.view
      ? findAction(state.view.actions, action) : null;
    if (legal && !long && touchSelected === actionKey(legal)) {
      act(legal);
      return;
    }
    tooltip.hide();
    const facts = info || (legal && renderer?.facts ? renderer.facts(state.view, legal) : null);
    if (!legal && !facts) {
      touchSelected = null;
      ui.hover = null;
      sheet.hide();
      canvas.invalidate();
      return;
    }
    touchSelected = legal ? actionKey(legal) : null;
    ui.hover = legal;
    canvas.invalidate();
    const index = legal ? state.view.actions.indexOf(legal) : -1;
    const label = index >= 0 ? state.view.labels?.[index] || legal.type : "";
    sheet.show(facts, legal ? { label, onConfirm: () => act(legal) } : null, () => {
      touchSelected = null;
      ui.hover = null;
      canvas.invalidate();
    }, clientY);
  }

  attachInput(board, {
    hitTest: (x, y) => (renderer && state.view ? renderer.hitTest(x, y) : null),
    infoAt: (x, y) => (renderer && state.view ? renderer.infoAt?.(x, y) ?? null : null),
    toBoard: zoom.toBoard,
    onTouch: touched,
    onAction: (action) => act(action),
    onHover(action, info, x, y, clientX, clientY) {
      const before = ui.hover;
      ui.hover = state.phase === "human" ? action : null;
      if (before !== ui.hover) canvas.invalidate();
      if (info) tooltip.show(info, clientX, clientY);
      else tooltip.hide();
    },
  });
  board.addEventListener("pointerdown", () => panel.pointerUsed?.());
  undoButton?.addEventListener("click", () => undo());
  if (controls.speed) {
    controls.speed.value = state.speed;
    controls.speed.addEventListener("change", () => setSpeed(controls.speed.value));
  }
  controls.skip?.addEventListener("click", () => skip());
  controls.next?.addEventListener("click", () => wake());

  return {
    state, open, layout, setView, showSeat, refresh, advance, stop, act, undo, setSpeed, skip,
    renderer: () => renderer,
    /** Every seat's name; a game may seat an automated opponent the lobby does not list
     * (renderer.seatName names it, e.g. Pax Pamir's Wakhan). */
    names: () => Array.from({ length: Math.max(state.seats.length, state.view?.players || 0) },
      (_, s) => renderer?.seatName?.(state.view, s) || ui.names[s] || seatName(s)),
    invalidate: () => canvas.invalidate(),
    zoom,
    destroy: () => canvas.destroy(),
  };
}
