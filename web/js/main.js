// Boot, lobby, seats and turn flow. The page never holds rules: it asks the engine (in a worker)
// for the view of the seat to show, draws it, and sends back one of view.actions. Bots take their
// turns by themselves after a short delay; a curtain hides private views between human seats.

import { tablero } from "./engine-client.js";
import { loadRenderer, hasRenderer } from "./games/registry.js";
import { seatName, t } from "./i18n/en.js";
import { createAnimator } from "./ui/anim.js";
import { createCanvas } from "./ui/canvas.js";
import { genericRows, showEnd } from "./ui/endscreen.js";
import { attachInput, findAction } from "./ui/input.js";
import { createLobby, lobbyMessage } from "./ui/lobby.js";
import { createPanel } from "./ui/panel.js";
import { clearSave, readSave, writeSave } from "./ui/save.js";
import { createTooltip } from "./ui/tooltip.js";

const params = new URLSearchParams(location.search);
const TEST = params.get("test") === "1";
const BOT_DELAY = params.has("delay") ? Math.max(0, Number(params.get("delay")) || 0) : 700;

const $ = (id) => document.getElementById(id);

/** Everything the page knows about the match on the table (window.__app with ?test=1). */
const app = {
  phase: "loading", // loading | lobby | human | bot | curtain | busy | over | error
  games: [],
  game: null,
  match: null,
  seats: [], // "human" | "bot:<level>" per seat
  view: null,
  shownSeat: null, // the seat whose view is on the table (null: spectator)
  hitRegions: [],
  error: null,
  flow: 0, // bumped to stop a turn loop (back to the lobby, new match)
  drawnView: null, // the view the canvas last drew (hitRegions belong to it)
  lastActor: null, // "human" | "bot": who acted last (for the outline of recent moves)
  /** True when a human may act and the canvas shows the current view (tests wait for this). */
  get settled() {
    return this.phase === "human" && this.view !== null && this.drawnView === this.view;
  },
};
if (TEST) window.__app = app;

const ui = { hover: null, names: [], fresh: new Set(), arrived: new Set() };
let renderer = null;
let lobby = null;
const tooltip = createTooltip(document.body);
const anim = createAnimator(() => canvas.invalidate());
ui.progress = () => anim.progress();
const panel = createPanel({
  prompt: $("prompt"), actions: $("actions"), log: $("log"), status: $("status"),
});
const canvas = createCanvas($("board"), {
  draw(ctx) {
    if (!renderer || !app.view) return;
    renderer.draw(ctx, app.view, ui);
    app.hitRegions = renderer.regions();
    app.drawnView = app.view;
  },
  onResize(w, h) {
    if (renderer) renderer.layout(w, h);
  },
});

const stacked = window.matchMedia("(max-width: 900px)");

/** On a portrait (stacked) page, give the board the height its renderer asks for. */
function fitBoard() {
  const wrap = document.querySelector(".board-wrap");
  const players = app.view?.players || app.seats.length;
  if (!stacked.matches || !renderer?.preferredHeight || !players) {
    wrap.style.height = "";
    return;
  }
  wrap.style.height = `${renderer.preferredHeight(wrap.clientWidth, players)}px`;
}
window.addEventListener("resize", fitBoard);

function showScreen(id) {
  for (const s of ["loading", "lobby", "table"]) $(s).hidden = s !== id;
}

function translatePage() {
  document.querySelectorAll("[data-i18n]").forEach((el) => {
    el.textContent = t(el.dataset.i18n);
  });
}

async function call(request) {
  const response = await tablero.call(request);
  if (!response.ok) {
    const err = new Error(response.error?.message || "unknown error");
    err.code = response.error?.code;
    throw err;
  }
  return response;
}

// ---- boot and lobby -------------------------------------------------------------------------

async function boot() {
  translatePage();
  showScreen("loading");
  tablero.onProgress(({ stage, fraction }) => {
    $("loading-bar").value = Math.max(0, Math.min(1, fraction || 0));
    const key = `loading.stage.${stage}`;
    const known = t(key) !== key;
    $("loading-stage").textContent = known ? t(key) : t("loading.stage", { stage: stage || "" });
  });
  try {
    await tablero.ready;
    $("loading-bar").value = 1;
    const res = await call({ cmd: "games" });
    app.games = res.games.filter((g) => hasRenderer(g.id));
  } catch (err) {
    app.phase = "error";
    app.error = String(err.message || err);
    $("loading-error").textContent = t("loading.failed", { message: app.error });
    $("loading-error").hidden = false;
    return;
  }
  openLobby();
}

function openLobby(message = "") {
  app.flow += 1;
  app.phase = "lobby";
  $("curtain").hidden = true;
  $("end").hidden = true;
  tooltip.hide();
  showScreen("lobby");
  if (!lobby) {
    lobby = createLobby($("lobby"), {
      games: app.games,
      saved: readSave(),
      onStart: (choice) => startMatch(choice),
      onContinue: (saved) => continueMatch(saved),
      onDiscard: () => {
        clearSave();
        openLobby();
      },
    });
  } else {
    lobby.refresh(readSave());
  }
  lobbyMessage($("lobby"), message);
}

async function startMatch({ game, players, seed, options, seats }) {
  if (app.phase !== "lobby") return; // a double click starts one match
  app.phase = "busy";
  try {
    const res = await call({ cmd: "new", game, players, seed, options, seats, seat: null });
    await openTable(game, res.match, seats, res.view);
  } catch (err) {
    app.phase = "lobby";
    lobbyMessage($("lobby"), t("table.error", { message: err.message }));
  }
}

async function continueMatch(saved) {
  if (app.phase !== "lobby") return;
  app.phase = "busy";
  try {
    const res = await call({ cmd: "load", record: saved.record, seat: null });
    await openTable(saved.record.game, res.match, saved.record.seats, res.view);
  } catch (err) {
    app.phase = "lobby";
    lobbyMessage($("lobby"), t("save.refused", { message: err.message }));
  }
}

async function openTable(game, match, seats, view) {
  renderer = await loadRenderer(game);
  app.game = app.games.find((g) => g.id === game) || { id: game, name: game };
  app.match = match;
  app.seats = seats || view.necropolis?.map(() => "human") || [];
  app.shownSeat = undefined;
  ui.names = app.seats.map((kind, seat) =>
    kind === "human" ? seatName(seat) : `${seatName(seat)} (${t("seat.bot")})`);
  panel.clearLog();
  panel.setStatus("");
  ui.fresh.clear();
  $("table-game").textContent = app.game.name;
  const provisional = view.provisional || app.game.provisional || [];
  $("table-provisional").hidden = !provisional.length;
  $("table-provisional").textContent = t("table.provisional", { items: provisional.join(", ") });
  showScreen("table");
  app.view = view;
  fitBoard();
  const { w, h } = canvas.size();
  if (w > 1) renderer.layout(w, h);
  setView(view, false);
  await save();
  advance();
}

// ---- turn flow ------------------------------------------------------------------------------

const humans = () => app.seats.map((k, s) => (k === "human" ? s : -1)).filter((s) => s >= 0);
const isHuman = (seat) => app.seats[seat] === "human";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The seat to show while bots play: the only human, else a spectator's view. */
function watchSeat() {
  const list = humans();
  return list.length === 1 ? list[0] : null;
}

/** Run bots and hand over to humans until a human must decide or the game is over. */
async function advance() {
  const flow = ++app.flow;
  try {
    while (flow === app.flow) {
      const { view } = await call({ cmd: "view", match: app.match, seat: null });
      if (flow !== app.flow) return;
      if (view.result) return finish(view);
      const bots = view.active.filter((s) => !isHuman(s));
      if (bots.length) {
        await botTurn(bots[0], flow);
        continue;
      }
      const waiting = view.active.filter(isHuman);
      const seat = waiting.includes(app.shownSeat) ? app.shownSeat : waiting[0];
      await humanTurn(seat, flow);
      return;
    }
  } catch (err) {
    if (flow !== app.flow) return;
    app.phase = "error";
    app.error = err.message;
    panel.setStatus(t("table.error", { message: err.message }), "error");
  }
}

async function botTurn(seat, flow) {
  app.phase = "bot";
  if (app.lastActor !== "bot") ui.fresh.clear(); // outline the moves made since the human's turn
  app.lastActor = "bot";
  await showSeat(watchSeat(), false);
  panel.setStatus(t("table.thinking", { name: seatName(seat) }));
  await sleep(BOT_DELAY);
  if (flow !== app.flow) return;
  const { action } = await call({ cmd: "bot", match: app.match, seat, level: botLevel(seat) });
  if (flow !== app.flow) return;
  await call({ cmd: "act", match: app.match, seat, action });
  panel.setStatus("");
  await save();
}

function botLevel(seat) {
  const kind = app.seats[seat] || "bot:random";
  return kind.startsWith("bot:") ? kind.slice(4) : "random";
}

async function humanTurn(seat, flow) {
  if (humans().length > 1 && app.shownSeat !== seat) {
    await curtain(seat);
    if (flow !== app.flow) return;
  }
  await showSeat(seat, true);
  app.phase = "human";
  panel.setStatus(humans().length > 1 ? t("table.yourTurn", { name: seatName(seat) }) : "");
}

/** Fetch and draw the view of `seat`; a change of seat clears the log (private entries). */
async function showSeat(seat, interactive) {
  const { view } = await call({ cmd: "view", match: app.match, seat });
  if (seat !== app.shownSeat) panel.clearLog();
  app.shownSeat = seat;
  setView(view, interactive);
}

function setView(view, interactive) {
  if (renderer?.changes && app.view && view.step !== app.view.step) {
    // Accumulate the cards placed since the bots began (cleared when the bots start again).
    ui.arrived = renderer.changes(app.view, view);
    for (const id of ui.arrived) ui.fresh.add(id);
    if (ui.arrived.size) anim.play(320);
  }
  app.view = view;
  ui.hover = null;
  tooltip.hide();
  panel.setPrompt(view.prompt);
  panel.setActions(view.actions, view.labels,
    { enabled: interactive, onPick: act, onFocus: focusAction });
  panel.addLog(view.log);
  $("table-undo").hidden = !(interactive && view.can_undo);
  canvas.invalidate();
}

/** Show the pass-and-play curtain and wait until the named player is ready. */
function curtain(seat) {
  app.phase = "curtain";
  app.view = null;
  panel.setActions([], [], { enabled: false, onPick: act, onFocus: focusAction });
  panel.clearLog();
  canvas.invalidate();
  const name = seatName(seat);
  $("curtain-title").textContent = t("curtain.title", { name });
  $("curtain-body").textContent = t("curtain.body", { name });
  $("curtain-ready").textContent = t("curtain.ready", { name });
  $("curtain").hidden = false;
  $("curtain-ready").focus();
  return new Promise((resolve) => {
    $("curtain-ready").onclick = () => {
      $("curtain").hidden = true;
      app.phase = "busy";
      resolve();
    };
  });
}

/** A human's choice (canvas click or list button): sent only if it is one of view.actions. */
async function act(candidate) {
  if (app.phase !== "human" || !app.view) return;
  const action = findAction(app.view.actions, candidate);
  if (!action) return;
  app.phase = "busy";
  app.lastActor = "human";
  try {
    const res = await call({ cmd: "act", match: app.match, seat: app.shownSeat, action });
    setView(res.view, false);
    await save();
  } catch (err) {
    app.phase = "human";
    panel.setStatus(t("table.error", { message: err.message }), "error");
    return;
  }
  advance();
}

async function undo() {
  if (app.phase !== "human") return;
  try {
    const res = await call({ cmd: "undo", match: app.match, seat: app.shownSeat });
    await save();
    setView(res.view, true);
  } catch (err) {
    panel.setStatus(t("table.error", { message: err.message }), "error");
  }
}

async function save() {
  const { record } = await call({ cmd: "export", match: app.match });
  writeSave({ ...record, seats: app.seats });
}

async function finish(view) {
  app.phase = "over";
  clearSave();
  await showSeat(null, false);
  const rows = renderer.scoreRows ? renderer.scoreRows(view.result) : genericRows(view.result);
  const names = app.seats.map((_, s) => ui.names[s] || seatName(s));
  showEnd($("end"), { result: view.result, rows, names });
}

// ---- pointer, keyboard focus, tooltips ------------------------------------------------------

function focusAction(action, element) {
  ui.hover = action;
  canvas.invalidate();
  const facts = action && renderer?.facts ? renderer.facts(app.view, action) : null;
  if (facts && element) {
    tooltip.showBeside(facts, element.getBoundingClientRect());
  } else {
    tooltip.hide();
  }
}

attachInput($("board"), {
  hitTest: (x, y) => (renderer && app.view ? renderer.hitTest(x, y) : null),
  infoAt: (x, y) => (renderer && app.view ? renderer.infoAt(x, y) : null),
  onAction: (action) => act(action),
  onHover(action, info, x, y, clientX, clientY) {
    const before = ui.hover;
    ui.hover = app.phase === "human" ? action : null;
    if (before !== ui.hover) canvas.invalidate();
    if (info) tooltip.show(info, clientX, clientY);
    else tooltip.hide();
  },
});

$("board").addEventListener("pointerdown", () => panel.pointerUsed());
$("table-lobby").addEventListener("click", () => openLobby());
$("table-undo").addEventListener("click", () => undo());
$("end-again").addEventListener("click", () => openLobby());
$("end-view").addEventListener("click", () => {
  $("end").hidden = true;
});
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") tooltip.hide();
});

boot();
