// Boot and lobby. The page never holds rules: the table (table.js) runs the turn loop with the
// engine in a worker, records.js keeps every action saved (a reload resumes the game on the
// table) and opens records from files and share links in replay. This module starts the engine
// and the service worker, fills the lobby, and puts the chosen match on the table.

import { hasRenderer, loadRenderer } from "./games/registry.js";
import {
  getLang, initialLang, LANG_NAMES, LANGS, loadGameStrings, onLangChange, setLang, t,
  translateDom,
} from "./i18n/index.js";
import { createRecords } from "./records.js";
import { checked, createTable } from "./table.js";
import { genericRows, showEnd } from "./ui/endscreen.js";
import { createLobby, lobbyMessage } from "./ui/lobby.js";
import { createNotice } from "./ui/notice.js";
import { createPanel } from "./ui/panel.js";
import {
  builtGames, curtain, lobbyLoading, showProgress, showProvisional, showScreen, showSince,
} from "./ui/screens.js";
import {
  clearSave, currentSave, listSaves, newSaveId, readSave, setCurrentSave,
} from "./store.js";
import { createTooltip } from "./ui/tooltip.js";
import { followBuildSwitches, justUpdated, registerServiceWorker } from "./ui/update.js";

const params = new URLSearchParams(location.search);
const TEST = params.get("test") === "1";
// ?speed=<step|normal|fast|instant> sets the bots' pace for this page (tests: ?delay=0 too);
// otherwise the table's remembered setting.
const SPEED = params.get("speed") || (params.get("delay") === "0" ? "instant" : null);

const $ = (id) => document.getElementById(id);
let tablero = null; // the engine client, started by boot()

/** Everything the page knows about the match on the table (window.__app with ?test=1). */
const app = {
  phase: "loading", // loading | lobby | human | bot | curtain | busy | over | replay | error
  mode: "play", // play | replay
  games: [],
  game: null,
  saveId: null,
};
if (TEST) window.__app = app;

let lobby = null;
const notice = createNotice($("notice"));
const tooltip = createTooltip(document.body);
const panel = createPanel({
  prompt: $("prompt"), actions: $("actions"), log: $("log"), status: $("status"),
});
const call = async (request) => checked(await tablero.call(request));
/** A request that answers with a view, in the page's language. */
const viewCall = (request) => call({ ...request, lang: getLang() });

const table = createTable({
  board: $("board"), panel, tooltip, call, lang: getLang, state: app, curtain, finish,
  save: () => records.save(), undoButton: $("table-undo"), summary: showSince, speed: SPEED,
  controls: { speed: $("table-speed"), skip: $("table-skip"), next: $("table-next") },
});
const records = createRecords({
  app, table, panel, call, lang: getLang, notice, test: TEST,
  shell: { openLobby, prepareTable, continueMatch },
});

const stacked = window.matchMedia("(max-width: 900px)");

/** On a portrait (stacked) page, give the board the height its renderer asks for. */
function fitBoard() {
  const wrap = document.querySelector(".board-wrap");
  const players = app.view?.players || app.seats.length;
  const renderer = table.renderer();
  if (!stacked.matches || !renderer?.preferredHeight || !players) {
    wrap.style.height = "";
    return;
  }
  wrap.style.height = `${renderer.preferredHeight(wrap.clientWidth, players)}px`;
}
window.addEventListener("resize", fitBoard);

// ---- languages ------------------------------------------------------------------------------

function fillLangSelects() {
  for (const sel of [$("lobby-lang"), $("table-lang")]) {
    sel.replaceChildren(...LANGS.map((l) => new Option(LANG_NAMES[l], l)));
    sel.value = getLang();
    sel.onchange = () => setLang(sel.value);
  }
}

/** The rules page in the app's language: rules/<game>.html in English, rules/<lang>/ else. */
function rulesHref(lang = getLang()) {
  const game = app.game?.id ? `${app.game.id}.html` : "index.html";
  return `rules/${lang === "en" ? "" : `${lang}/`}${game}?lang=${lang}`;
}

onLangChange(async () => {
  translateDom();
  for (const sel of [$("lobby-lang"), $("table-lang")]) sel.value = getLang();
  $("lobby-rules").href = rulesHref();
  $("table-rules").href = rulesHref();
  lobby?.retranslate();
  if (!app.match || !["human", "bot", "over", "replay"].includes(app.phase)) return;
  // The log, labels and prompt come from the engine: fetch the shown view again.
  tableProvisional();
  await table.refresh();
  if (app.mode === "replay") records.updateReplayControls();
});

// ---- boot and lobby -------------------------------------------------------------------------

async function boot() {
  followBuildSwitches(); // a new build taking over this tab reloads it, even while it starts
  ({ tablero } = await import("./engine-client.js"));
  setLang(initialLang(), { remember: false });
  fillLangSelects();
  translateDom();
  const updated = justUpdated();
  tablero.onProgress(showProgress);
  const early = await builtGames();
  if (early?.length && tablero.status !== "failed") {
    app.games = early;
    await openLobby("", { keepCurrent: true }); // a reload still resumes the game on the table
    app.phase = "loading"; // the lobby can be filled in; Start waits for the engine
    lobbyLoading(true);
  } else {
    showScreen("loading");
  }
  try {
    await tablero.ready;
    showProgress({ stage: "ready", fraction: 1 });
    const res = await call({ cmd: "games" });
    // The engine's answer is the truth (the lobby keeps the same array: refill it in place).
    app.games.splice(0, app.games.length, ...res.games.filter((g) => hasRenderer(g.id)));
  } catch (err) {
    app.phase = "error";
    app.error = String(err.message || err);
    const missing = tablero.failure?.missing;
    $("loading-error").textContent = missing
      ? t("loading.missing", { file: missing }) : t("loading.failed", { message: app.error });
    $("loading-error").hidden = false;
    $("loading-retry").hidden = false;
    $("loading-retry").onclick = () => location.reload();
    showScreen("loading");
    return;
  }
  lobbyLoading(false);
  tablero.onRestart(({ stage }) => {
    if (stage === "begin") notice.show(t("engine.restarting"));
    if (stage === "done") records.resume();
  });
  // Said once the app is usable (a slow start must not hide the notice before anyone sees it).
  if (updated) notice.show(t("update.done"));
  registerServiceWorker({
    onReady: (restart) => notice.show(t("update.ready"), { label: t("update.now"), onClick: restart }),
    onOffline: () => app.saveError || notice.show(t("update.offline")), // a warning stays
  });
  window.addEventListener("hashchange", () => records.openFragment());
  if (await records.openFragment()) return;
  const resume = await readSave(currentSave());
  if (resume) {
    await openLobby("", { keepCurrent: true });
    await continueMatch(resume);
    return;
  }
  if (early?.length && app.phase === "loading") {
    app.phase = "lobby";
    lobby.retranslate(); // seats and levels from the engine's own answer
  } else {
    await openLobby();
  }
}

async function openLobby(message = "", { keepCurrent = false } = {}) {
  table.stop();
  records.release();
  app.phase = "busy";
  app.mode = "play";
  if (app.match) tablero.call({ cmd: "close", match: app.match }).catch(() => {});
  app.match = null;
  if (!keepCurrent) setCurrentSave(null);
  const saves = await listSaves();
  $("curtain").hidden = true;
  $("end").hidden = true;
  $("replay").hidden = true;
  $("table-replay").hidden = true;
  showSince([]);
  tooltip.hide();
  showScreen("lobby");
  app.game = null;
  $("lobby-rules").href = rulesHref();
  if (!lobby) {
    lobby = createLobby($("lobby"), {
      games: app.games,
      saves,
      onStart: (choice) => startMatch(choice),
      onContinue: (saved) => continueMatch(saved),
      onDiscard: async (saved) => {
        await clearSave(saved.id);
        openLobby();
      },
      onImport: (file) => records.importFile(file),
    });
  } else {
    lobby.refresh(saves);
  }
  lobbyMessage($("lobby"), message);
  app.phase = "lobby";
}

async function startMatch({ game, players, seed, options, seats }) {
  if (app.phase !== "lobby") return; // a double click starts one match
  app.phase = "busy";
  try {
    const res = await viewCall({ cmd: "new", game, players, seed, options, seats, seat: null });
    app.saveId = newSaveId(game);
    await records.claim(app.saveId);
    await openTable(game, res.match, seats, res.view);
  } catch (err) {
    app.phase = "lobby";
    lobbyMessage($("lobby"), t("table.error", { message: err.message }));
  }
}

/** Continue a saved game, if no other tab has it (else ask; steal: take it from that tab). */
async function continueMatch(saved, steal = false) {
  if (app.phase !== "lobby") return;
  app.phase = "busy";
  const held = await records.claim(saved.id, steal);
  if (!held) {
    app.phase = "lobby";
    lobbyMessage($("lobby"), t("lock.busy"));
    const take = () => continueMatch(saved, true);
    notice.show(t("lock.busy"), { label: t("lock.take"), onClick: take });
    return;
  }
  const latest = held.saved || saved; // every move the other tab saved
  try {
    const res = await viewCall({ cmd: "load", record: latest.record, seat: null });
    app.saveId = saved.id;
    await openTable(latest.record.game, res.match, latest.record.seats, res.view);
  } catch (err) {
    app.phase = "lobby";
    records.release();
    setCurrentSave(null);
    lobbyMessage($("lobby"), t("save.refused", { message: err.message }));
  }
}

/** Renderer and strings of a game, then the table screen with `view` on it. */
async function prepareTable(game, seats, view) {
  await loadGameStrings(game);
  const renderer = await loadRenderer(game);
  app.game = app.games.find((g) => g.id === game) || { id: game, name: game };
  table.open({ renderer, seats, view, hidden: app.game.hidden });
  $("table-replay").hidden = true;
  $("table-game").textContent = app.game.name;
  $("table-rules").href = rulesHref();
  $("table-share-out").hidden = true;
  tableProvisional(view);
  showScreen("table");
  fitBoard();
  table.layout();
}

const tableProvisional = (view = app.view) =>
  showProvisional(view?.provisional || app.game?.provisional || [], app.game?.id || view?.game);

async function openTable(game, match, seats, view) {
  app.mode = "play";
  $("replay").hidden = true;
  await prepareTable(game, seats, view);
  app.match = match;
  setCurrentSave(app.saveId);
  table.setView(view, false);
  await records.save();
  table.advance();
}

/** The table's end hook: the save goes, the end screen comes (curtain: ui/screens.js). */
async function finish(view) {
  records.release();
  clearSave(app.saveId);
  setCurrentSave(null);
  await table.showSeat(null, false);
  $("table-replay").hidden = false;
  const renderer = table.renderer();
  const rows = renderer.scoreRows ? renderer.scoreRows(view.result) : genericRows(view.result);
  showEnd($("end"), { result: view.result, rows, names: table.names() });
}

$("table-lobby").addEventListener("click", () => openLobby());
$("end-again").addEventListener("click", () => openLobby());
$("end-view").addEventListener("click", () => { $("end").hidden = true; });
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") tooltip.hide();
});

boot();
