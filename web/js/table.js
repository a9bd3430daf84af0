// The table: one turn loop for the app and for the <tablero-game> embeds. It asks the engine for
// the view of the seat to show, draws it with the game's renderer, and sends back one of
// view.actions. Bots play their steps inside the worker ("bot" then "act", asking back the
// watched seat's view, never the bot's own); a curtain (given by the host) hides private views
// between human seats; undo; pointer and keyboard input go to the renderer and the action list.
// The host passes its DOM (canvas, panel, tooltip), a saving hook and what happens at the end.
// Nothing here knows a game: the renderer draws, and only shared view keys are read (actions,
// labels, prompt, log, active, seat, step, players, can_undo, result).

import { seatName, t } from "./i18n/index.js";
import { createAnimator } from "./ui/anim.js";
import { createCanvas } from "./ui/canvas.js";
import { attachInput, findAction } from "./ui/input.js";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
 * board: the <canvas>; panel: {setPrompt, setStatus, setActions, addLog, clearLog, pointerUsed?};
 * tooltip: {show, showBeside, hide}; call(request) -> response (throws on refusal); lang() ->
 * the views' language. Hooks: curtain(seat) -> Promise (none: no curtain), save() after every
 * change, finish(view) once the game is over (default: the spectator's view), undoButton,
 * botDelay (ms). state: the object that holds the table's fields (the app's window.__app).
 */
export function createTable({
  board, panel, tooltip, call, lang, state = {}, curtain = null, save = async () => {},
  finish = null, undoButton = null, botDelay = 0,
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
  let renderer = null;
  const viewCall = (request) => call({ ...request, lang: lang() });
  const anim = createAnimator(() => canvas.invalidate());
  ui.progress = () => anim.progress();
  const canvas = createCanvas(board, {
    draw(ctx) {
      if (!renderer || !state.view) return;
      renderer.draw(ctx, state.view, ui);
      state.hitRegions = renderer.regions ? renderer.regions() : [];
      state.drawnView = state.view;
    },
    onResize(w, h) {
      if (renderer) renderer.layout(w, h);
    },
  });

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
  function open({ renderer: next, seats, view, match }) {
    renderer = next;
    state.seats = seats || humanSeats(view);
    if (match !== undefined) state.match = match;
    state.shownSeat = undefined;
    ui.names = seatNames();
    panel.clearLog();
    panel.setStatus("");
    ui.fresh.clear();
    state.view = view;
    helpAsked.clear(); // a new renderer has no help yet
    askHelp(view);
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
    tooltip.hide();
    panel.setPrompt(view.prompt);
    panel.setActions(view.actions, view.labels,
      { enabled: interactive, onPick: act, onFocus: focusAction });
    panel.addLog(view.log);
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
    await showSeat(watchSeat(), false);
    panel.setStatus(t("table.thinking", { name: seatName(seat) }));
    await sleep(botDelay);
    if (flow !== state.flow) return;
    const { action } = await call({ cmd: "bot", match: state.match, seat, level: botLevel(seat) });
    if (flow !== state.flow) return;
    // Ask for the watched seat's view back, never the bot's own (its hand stays in the worker).
    await call({ cmd: "act", match: state.match, seat, action, view: watchSeat() });
    panel.setStatus("");
    await save();
  }

  function botLevel(seat) {
    const kind = state.seats[seat] || "bot:random";
    return kind.startsWith("bot:") ? kind.slice(4) : "random";
  }

  async function humanTurn(seat, flow) {
    if (curtain && humans().length > 1 && state.shownSeat !== seat) {
      await closeCurtain(seat);
      if (flow !== state.flow) return;
    }
    await showSeat(seat, true);
    state.phase = "human";
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

  attachInput(board, {
    hitTest: (x, y) => (renderer && state.view ? renderer.hitTest(x, y) : null),
    infoAt: (x, y) => (renderer && state.view ? renderer.infoAt?.(x, y) ?? null : null),
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

  return {
    state, open, layout, setView, showSeat, refresh, advance, stop, act, undo,
    renderer: () => renderer,
    names: () => state.seats.map((_, s) => ui.names[s] || seatName(s)),
    invalidate: () => canvas.invalidate(),
    destroy: () => canvas.destroy(),
  };
}
