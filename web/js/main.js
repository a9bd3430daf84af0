// Boot, lobby, seats and turn flow. The page never holds rules: it asks the engine (in a worker)
// for the view of the seat to show, draws it, and sends back one of view.actions. Bots take their
// turns by themselves after a short delay; a curtain hides private views between human seats.
// Every action is saved at once (ui/save.js); a reload resumes the game on the table; records
// travel as files and share links (ui/share.js) and open in replay (ui/replay.js).

import { hasRenderer, loadRenderer } from "./games/registry.js";
import {
  getLang, initialLang, LANG_NAMES, LANGS, loadGameStrings, onLangChange, seatName, setLang, t,
  translateDom,
} from "./i18n/index.js";
import { createAnimator } from "./ui/anim.js";
import { createCanvas } from "./ui/canvas.js";
import { genericRows, showEnd } from "./ui/endscreen.js";
import { attachInput, findAction } from "./ui/input.js";
import { createLobby, lobbyMessage } from "./ui/lobby.js";
import { createNotice } from "./ui/notice.js";
import { createPanel } from "./ui/panel.js";
import { createReplay } from "./ui/replay.js";
import {
  clearSave, currentSave, listSaves, newSaveId, readSave, setCurrentSave, writeSave,
} from "./ui/save.js";
import {
  decodeRecord, downloadRecord, parseFragment, readRecordFile, shareLink,
} from "./ui/share.js";
import { createTooltip } from "./ui/tooltip.js";
import { followBuildSwitches, justUpdated, registerServiceWorker } from "./ui/update.js";

const params = new URLSearchParams(location.search);
const TEST = params.get("test") === "1";
const BOT_DELAY = params.has("delay") ? Math.max(0, Number(params.get("delay")) || 0) : 700;

const $ = (id) => document.getElementById(id);
let tablero = null; // the engine client, started by boot()

/** Everything the page knows about the match on the table (window.__app with ?test=1). */
const app = {
  phase: "loading", // loading | lobby | human | bot | curtain | busy | over | replay | error
  mode: "play", // play | replay
  games: [],
  game: null,
  match: null,
  saveId: null,
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
const notice = createNotice($("notice"));
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

async function call(request) {
  const response = await tablero.call(request);
  if (!response.ok) {
    const err = new Error(response.error?.message || "unknown error");
    err.code = response.error?.code;
    throw err;
  }
  return response;
}

/** A request that answers with a view, in the page's language. */
const viewCall = (request) => call({ ...request, lang: getLang() });

// ---- languages ------------------------------------------------------------------------------

function fillLangSelects() {
  for (const sel of [$("lobby-lang"), $("table-lang")]) {
    sel.replaceChildren(...LANGS.map((l) => new Option(LANG_NAMES[l], l)));
    sel.value = getLang();
    sel.onchange = () => setLang(sel.value);
  }
}

function rulesHref() {
  const game = app.game?.id ? `${app.game.id}.html` : "index.html";
  return `rules/${game}?lang=${getLang()}`;
}

onLangChange(async () => {
  translateDom();
  for (const sel of [$("lobby-lang"), $("table-lang")]) sel.value = getLang();
  $("lobby-rules").href = rulesHref();
  $("table-rules").href = rulesHref();
  lobby?.retranslate();
  if (app.match && ["human", "bot", "over", "replay"].includes(app.phase)) await refreshTexts();
});

/** Fetch the shown view again in the new language (log, labels, prompt come from the engine). */
async function refreshTexts() {
  ui.names = seatNames();
  showProvisional();
  const interactive = app.phase === "human";
  const res = await viewCall({ cmd: "view", match: app.match, seat: app.shownSeat ?? null });
  panel.clearLog();
  setView(res.view, interactive);
  if (app.mode === "replay") updateReplayControls();
}

function seatNames() {
  return app.seats.map((kind, seat) =>
    kind === "human" ? seatName(seat) : `${seatName(seat)} (${t("seat.bot")})`);
}

// ---- boot and lobby -------------------------------------------------------------------------

async function boot() {
  followBuildSwitches(); // a new build taking over this tab reloads it, even while it starts
  ({ tablero } = await import("./engine-client.js"));
  setLang(initialLang(), { remember: false });
  fillLangSelects();
  translateDom();
  showScreen("loading");
  const updated = justUpdated();
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
  // Said once the app is usable (a slow start must not hide the notice before anyone sees it).
  if (updated) notice.show(t("update.done"));
  registerServiceWorker({
    onReady: (restart) => notice.show(t("update.ready"), { label: t("update.now"), onClick: restart }),
    onOffline: () => notice.show(t("update.offline")),
  });
  window.addEventListener("hashchange", () => openFragment());
  if (await openFragment()) return;
  const resume = readSave(currentSave());
  if (resume) {
    openLobby("", { keepCurrent: true });
    await continueMatch(resume);
    return;
  }
  openLobby();
}

function openLobby(message = "", { keepCurrent = false } = {}) {
  app.flow += 1;
  app.phase = "lobby";
  app.mode = "play";
  if (!keepCurrent) setCurrentSave(null);
  $("curtain").hidden = true;
  $("end").hidden = true;
  $("replay").hidden = true;
  tooltip.hide();
  showScreen("lobby");
  app.game = null;
  $("lobby-rules").href = rulesHref();
  if (!lobby) {
    lobby = createLobby($("lobby"), {
      games: app.games,
      saves: listSaves(),
      onStart: (choice) => startMatch(choice),
      onContinue: (saved) => continueMatch(saved),
      onDiscard: (saved) => {
        clearSave(saved.id);
        openLobby();
      },
      onImport: (file) => importFile(file),
    });
  } else {
    lobby.refresh(listSaves());
  }
  lobbyMessage($("lobby"), message);
}

async function startMatch({ game, players, seed, options, seats }) {
  if (app.phase !== "lobby") return; // a double click starts one match
  app.phase = "busy";
  try {
    const res = await viewCall({ cmd: "new", game, players, seed, options, seats, seat: null });
    app.saveId = newSaveId(game);
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
    const res = await viewCall({ cmd: "load", record: saved.record, seat: null });
    app.saveId = saved.id;
    await openTable(saved.record.game, res.match, saved.record.seats, res.view);
  } catch (err) {
    app.phase = "lobby";
    setCurrentSave(null);
    lobbyMessage($("lobby"), t("save.refused", { message: err.message }));
  }
}

/** Renderer and strings of a game, then the table screen with `view` on it. */
async function prepareTable(game, seats, view) {
  await loadGameStrings(game);
  renderer = await loadRenderer(game);
  app.game = app.games.find((g) => g.id === game) || { id: game, name: game };
  app.seats = seats || view.necropolis?.map(() => "human") || [];
  app.shownSeat = undefined;
  ui.names = seatNames();
  panel.clearLog();
  panel.setStatus("");
  ui.fresh.clear();
  $("table-game").textContent = app.game.name;
  $("table-rules").href = rulesHref();
  $("table-share-out").hidden = true;
  showProvisional(view);
  showScreen("table");
  app.view = view;
  fitBoard();
  const { w, h } = canvas.size();
  if (w > 1) renderer.layout(w, h);
}

/** The warning line for stand-in data (e.g. the Pyramids deck), in the current language. */
function showProvisional(view = app.view) {
  const provisional = view?.provisional || app.game?.provisional || [];
  $("table-provisional").hidden = !provisional.length;
  const gameId = app.game?.id || view?.game;
  const items = provisional.map((item) => {
    const key = `prov.${gameId}.${item}`; // each game's strings.js words its own data sets
    return t(key) !== key ? t(key) : item;
  });
  $("table-provisional").textContent = t("table.provisional", { items: items.join(t("list.sep")) });
}

async function openTable(game, match, seats, view) {
  app.mode = "play";
  $("replay").hidden = true;
  await prepareTable(game, seats, view);
  app.match = match;
  setCurrentSave(app.saveId);
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
      const { view } = await viewCall({ cmd: "view", match: app.match, seat: null });
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
  // Ask for the watched seat's view back, never the bot's own (its hand stays in the worker).
  await call({ cmd: "act", match: app.match, seat, action, view: watchSeat() });
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
  const { view } = await viewCall({ cmd: "view", match: app.match, seat });
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
    const res = await viewCall({ cmd: "act", match: app.match, seat: app.shownSeat, action });
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
    const res = await viewCall({ cmd: "undo", match: app.match, seat: app.shownSeat });
    await save();
    setView(res.view, true);
  } catch (err) {
    panel.setStatus(t("table.error", { message: err.message }), "error");
  }
}

async function exportRecord() {
  const { record } = await call({ cmd: "export", match: app.match });
  return { ...record, seats: app.seats.length ? app.seats : record.seats };
}

async function save() {
  if (app.mode !== "play" || !app.saveId) return;
  writeSave(app.saveId, await exportRecord());
}

async function finish(view) {
  app.phase = "over";
  clearSave(app.saveId);
  setCurrentSave(null);
  await showSeat(null, false);
  const rows = renderer.scoreRows ? renderer.scoreRows(view.result) : genericRows(view.result);
  const names = app.seats.map((_, s) => ui.names[s] || seatName(s));
  showEnd($("end"), { result: view.result, rows, names });
}

// ---- records: files, links, replay ----------------------------------------------------------

const replay = createReplay({ call, lang: getLang });
if (TEST) app.replay = replay.state;

/** Open a record in replay after the engine accepted it; a refusal changes nothing. */
async function openReplay(record, step = null, refusedKey = "import.refused") {
  if (!record.game || !app.games.some((g) => g.id === record.game)) {
    const message = t("link.unknownGame", { game: JSON.stringify(record.game ?? null) });
    openLobby(t(refusedKey, { message }));
    return false;
  }
  const flow = ++app.flow;
  app.phase = "busy";
  let view;
  try {
    view = await replay.open(record, step, null);
  } catch (err) {
    openLobby(t(refusedKey, { message: err.message }));
    return false;
  }
  if (flow !== app.flow) return false;
  app.mode = "replay";
  setCurrentSave(null);
  $("end").hidden = true;
  $("curtain").hidden = true;
  await prepareTable(record.game, record.seats, view);
  app.match = replay.state.match;
  app.shownSeat = null;
  app.phase = "replay";
  fillReplaySeats();
  $("replay").hidden = false;
  setView(view, false);
  updateReplayControls();
  return true;
}

/** A share link in the address (#r=...): open it in replay; true when there was one. */
async function openFragment() {
  const fragment = parseFragment();
  if (!fragment) return false;
  history.replaceState(null, "", location.pathname + location.search);
  let record;
  try {
    record = await decodeRecord(fragment.data);
  } catch {
    openLobby(t("link.refused", { message: t("link.corrupt") }));
    return true;
  }
  await openReplay(record, fragment.step, "link.refused");
  return true;
}

async function importFile(file) {
  let record;
  try {
    record = await readRecordFile(file);
  } catch (err) {
    const why = err.code === "too_big" ? t("import.tooBig") : t("import.notJson", { message: err.message });
    lobbyMessage($("lobby"), t("import.refused", { message: why }));
    return;
  }
  if (await openReplay(record, null, "import.refused")) notice.show(t("import.opened"));
}

function fillReplaySeats() {
  const sel = $("replay-seat");
  const n = replay.state.record.players || app.seats.length;
  sel.replaceChildren(new Option(t("replay.spectator"), ""));
  for (let s = 0; s < n; s += 1) sel.appendChild(new Option(seatName(s), String(s)));
  sel.value = "";
}

function updateReplayControls() {
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
}

async function replayTo(step, seat = replay.state.seat) {
  if (app.mode !== "replay" || app.phase === "busy") return;
  app.phase = "busy";
  try {
    const view = await replay.show(step, seat);
    app.match = replay.state.match;
    app.shownSeat = replay.state.seat;
    panel.clearLog();
    setView(view, false);
  } catch (err) {
    panel.setStatus(t("table.error", { message: err.message }), "error");
  }
  app.phase = "replay";
  updateReplayControls();
}

async function playFromHere() {
  const { record, step } = replay.state;
  const cut = { ...record, actions: record.actions.slice(0, step) };
  app.phase = "lobby";
  await continueMatch({ id: newSaveId(record.game), record: cut });
}

async function replayFinished() {
  const record = await exportRecord();
  await openReplay(record, record.actions.length);
}

async function share(step = null) {
  const record = app.mode === "replay" ? replay.state.record : await exportRecord();
  const link = await shareLink(record, step, new URL("index.html", location.href).href);
  const out = $("table-share-out");
  out.hidden = false;
  out.replaceChildren(document.createTextNode(`${t("table.linkShown")} `));
  const a = document.createElement("a");
  a.href = link;
  a.id = "table-share-link";
  a.textContent = link.length > 80 ? `${link.slice(0, 77)}…` : link;
  out.appendChild(a);
  try {
    await navigator.clipboard.writeText(link);
    notice.show(t("table.linkCopied"));
  } catch {
    // no clipboard permission: the link is shown beside the button
  }
  if (TEST) app.lastLink = link;
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
$("table-share").addEventListener("click", () => share());
$("table-export").addEventListener("click", async () => {
  downloadRecord(app.mode === "replay" ? replay.state.record : await exportRecord());
});
$("end-again").addEventListener("click", () => openLobby());
$("end-replay").addEventListener("click", () => replayFinished());
$("end-view").addEventListener("click", () => {
  $("end").hidden = true;
});
$("replay-first").addEventListener("click", () => replayTo(0));
$("replay-prev").addEventListener("click", () => replayTo(replay.state.step - 1));
$("replay-next").addEventListener("click", () => replayTo(replay.state.step + 1));
$("replay-last").addEventListener("click", () => replayTo(replay.state.total));
$("replay-slider").addEventListener("change", (e) => replayTo(Number(e.target.value)));
$("replay-seat").addEventListener("change", (e) =>
  replayTo(replay.state.step, e.target.value === "" ? null : Number(e.target.value)));
$("replay-link").addEventListener("click", () => share(replay.state.step));
$("replay-play").addEventListener("click", () => playFromHere());
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") tooltip.hide();
  if (app.mode !== "replay" || app.phase !== "replay") return;
  if (event.target.matches?.("input, select, textarea")) return;
  if (event.key === "ArrowLeft") replayTo(replay.state.step - 1);
  if (event.key === "ArrowRight") replayTo(replay.state.step + 1);
});

boot();
