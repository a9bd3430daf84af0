// Boot and lobby. The page never holds rules: the table (table.js) runs the turn loop with the
// engine in a worker, saving.js keeps every action saved (a reload resumes the game on the
// table), sharing.js and replayscreen.js take records in and out and replay them. The page's
// phase lives in pagestate.js. This module starts the engine and the service worker, fills the
// lobby, and puts the chosen match on the table; on a phone the table takes the layout of
// phonetable.js (status line, board, bottom bar, sheets). Games with friends far away travel by
// link (friends/: a seat of kind "friend" is played on another device).

import { boardHeight } from "./games/renderer.js";
import { hasGame, loadRenderer, loadStrings } from "./games/registry.js";
import {
  gameName, getLang, initialLang, LANG_NAMES, LANGS, onLangChange, setLang, t, translateDom,
} from "./i18n/index.js";
import { createFriends } from "./friends/index.js";
import { allowed, createPageState } from "./pagestate.js";
import { createPhoneTable } from "./phonetable.js";
import { createReplayScreen, engineRefusal } from "./replayscreen.js";
import { createSaving } from "./saving.js";
import { createSharing } from "./sharing.js";
import { checked, createTable } from "./table.js";
import { createBar } from "./ui/bar.js";
import { showEnd } from "./ui/endscreen.js";
import { createInstall } from "./ui/install.js";
import { createLobby, lobbyMessage } from "./ui/lobby.js";
import { createLookBar } from "./ui/lookbar.js";
import { createNotice } from "./ui/notice.js";
import { createPanel } from "./ui/panel.js";
import { isPhone } from "./ui/phonemedia.js";
import {
  curtain, lobbyLoading, showProgress, showProvisional, showScreen, showSince,
} from "./ui/screens.js";
import {
  clearSave, currentSave, listSaves, newSaveId, readSave, setCurrentSave,
} from "./store.js";
import { createStatusLine } from "./ui/statusline.js";
import { createTooltip } from "./ui/tooltip.js";
import { followBuildSwitches, justUpdated, registerServiceWorker } from "./ui/update.js";

const params = new URLSearchParams(location.search);
const TEST = params.get("test") === "1";
// ?speed=<step|normal|fast|instant> sets the bots' pace for this page (tests: ?delay=0 too);
// otherwise the table's remembered setting.
const SPEED = params.get("speed") || (params.get("delay") === "0" ? "instant" : null);

const $ = (id) => document.getElementById(id);
let tablero = null; // the engine client, started by boot()
let engine = null; // its module (the games answer written by the build)

/** The shell's own fields (the table's are read from the table, the phase from `page`). */
const app = {
  mode: "play", // play | replay
  games: [], // the engine's games that have a table here
  game: null, // the engine's entry of the game on the table
  saveId: null,
  saveError: null,
  error: null, // why the engine did not start
  lastLink: null, // the last share link made (tests)
};
const page = createPageState("loading");

let lobby = null;
const notice = createNotice($("notice"));
const tooltip = createTooltip(document.body);
const statusLine = createStatusLine();
const bar = createBar({
  list: $("bar-actions"), onMore: (button) => phone.openChoices(button),
  active: () => isPhone() && !$("table").hidden,
});
const panel = createPanel({
  prompt: $("prompt"), actions: $("actions"), log: $("log"), status: $("status"),
  mirrors: [statusLine, bar],
});
const call = async (request) => checked(await tablero.call(request));
/** A request that answers with a view, in the page's language. */
const viewCall = (request) => call({ ...request, lang: getLang() });

const table = createTable({
  board: $("board"), panel, tooltip, call, lang: getLang, page, curtain, finish,
  save: (view) => saving.save(view), guard: (run, move) => saving.guard(run, move),
  friend: (seat, view) => friends.onFriendTurn(seat, view), speed: SPEED,
  controls: { speed: $("table-speed"), skip: $("table-skip"), next: $("table-next") },
});
table.on("since", ({ entries }) => {
  showSince(entries);
  statusLine.setSince(entries);
});
createLookBar({ table, statusLine });
table.on("view", ({ view, interactive }) => {
  $("table-undo").hidden = !(interactive && view.can_undo);
});
$("table-undo").addEventListener("click", () => table.undo());
const phone = createPhoneTable({ table, page, statusLine, bar, rulesHref: () => rulesHref() });
const install = createInstall({ button: $("table-install"), hint: $("table-install-hint"), notice });
const saving = createSaving({
  shell: app, table, panel, call, lang: getLang, notice,
  onLost: (id, message) => showLost(id, message), extraMeta: () => friends.meta(),
});
const friends = createFriends({
  shell: app, table, call, lang: getLang, notice, panel, page, saving,
  shellOps: { openLobby, openTable, continueMatch },
});
const replay = createReplayScreen({
  shell: app, page, table, panel, call, lang: getLang, notice, saving,
  shellOps: { openLobby, prepareTable, continueMatch },
});
const sharing = createSharing({
  shell: app, table, call, lang: getLang, notice, saving, replay, openLobby, test: TEST,
});
if (TEST) window.__app = testHooks();

/** window.__app with ?test=1: what the browser tests read of the page (read-only). */
function testHooks() {
  const read = {
    phase: () => page.phase, settled: () => table.settled, view: () => table.view,
    hitRegions: () => table.hitRegions, seats: () => table.seats, speed: () => table.speed,
    botSteps: () => table.botSteps, match: () => table.match, drawnView: () => table.drawnView,
    hidden: () => table.hidden, error: () => app.error ?? table.error,
    games: () => app.games, game: () => app.game, saveError: () => app.saveError,
    lastLink: () => app.lastLink, replay: () => replay.state,
    zoom: () => table.zoom.transform,
  };
  return Object.defineProperties({}, Object.fromEntries(Object.entries(read).map(([name, get]) =>
    [name, { get, enumerable: true }])));
}

const stacked = window.matchMedia("(max-width: 900px)");

/** On a portrait (stacked) page, give the board the height its renderer asks for; else (wide
 * pages, phones) the page's layout sizes it: on a phone, what the status line and the bar leave. */
function fitBoard() {
  const wrap = document.querySelector(".board-wrap");
  if (isPhone()) {
    wrap.style.height = "";
    phone.refit();
    return;
  }
  const players = table.view?.players || table.seats.length;
  const height = table.renderer && players
    ? boardHeight(table.renderer, wrap.clientWidth, players, { narrow: stacked.matches }) : null;
  wrap.style.height = height ? `${height}px` : "";
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
  if (!table.match || !page.is("human", "bot", "friend", "over", "replay")) return;
  // The log, labels and prompt come from the engine: fetch the shown view again.
  showGameName();
  tableProvisional();
  await table.refresh();
});

// ---- boot and lobby -------------------------------------------------------------------------

/** The games of an answer that have a table here, with their words loaded (the lobby names
 * their options); kept in the same array (the lobby holds it). */
async function takeGames(games) {
  const drawable = games.filter((g) => hasGame(g.id));
  await Promise.all(drawable.map((g) => loadStrings(g.id)));
  app.games.splice(0, app.games.length, ...drawable);
}

async function boot() {
  followBuildSwitches(); // a new build taking over this tab reloads it, even while it starts
  engine = await import("./engine-client.js");
  ({ tablero } = engine);
  setLang(initialLang(), { remember: false });
  fillLangSelects();
  translateDom();
  const updated = justUpdated();
  tablero.onProgress(showProgress);
  const early = await engine.builtGames();
  if (early?.length && tablero.status !== "failed") {
    await takeGames(early);
    await openLobby("", { keepCurrent: true }); // a reload still resumes the game on the table
    page.go("loading"); // the lobby can be filled in; Start waits for the engine
    lobbyLoading(true);
  } else {
    showScreen("loading");
  }
  if (!(await engineGames())) return;
  lobbyLoading(false);
  tablero.onRestart(({ stage }) => {
    if (stage === "begin") notice.show(t("engine.restarting"));
    if (stage === "done") (app.mode === "replay" ? replay : saving).resume();
    if (stage === "failed") saving.engineFailed();
  });
  // Said once the app is usable (a slow start must not hide the notice before anyone sees it).
  if (updated) notice.show(t("update.done"));
  registerServiceWorker({
    onReady: (restart) => notice.show(t("update.ready"), { label: t("update.now"), onClick: restart }),
    onOffline: () => app.saveError || notice.show(t("update.offline")), // a warning stays
  });
  window.addEventListener("hashchange", async () => {
    if (!(await friends.openFragment())) await sharing.openFragment();
  });
  await firstScreen(early);
  install.start();
}

/** Wait for the engine and take its games answer (the truth); false when it failed (said). */
async function engineGames() {
  try {
    await tablero.ready;
    showProgress({ stage: "ready", fraction: 1 });
    await takeGames((await call({ cmd: "games" })).games);
    return true;
  } catch (err) {
    page.go("error");
    app.error = String(err.message || err);
    const missing = tablero.failure?.missing;
    $("loading-error").textContent = missing
      ? t("loading.missing", { file: missing }) : t("loading.failed", { message: app.error });
    $("loading-error").hidden = false;
    $("loading-retry").hidden = false;
    $("loading-retry").onclick = () => location.reload();
    showScreen("loading");
    return false;
  }
}

/** Once the engine is ready: a share link in the address, else the game saved on the table,
 * else the lobby. */
async function firstScreen(early) {
  if (await friends.openFragment() || await sharing.openFragment()) return;
  const resume = await readSave(currentSave());
  if (resume) {
    await openLobby("", { keepCurrent: true });
    await continueMatch(resume);
    return;
  }
  if (early?.length && page.is("loading")) {
    page.go("lobby");
    lobby.retranslate(); // seats and levels from the engine's own answer
  } else {
    await openLobby();
  }
}

async function openLobby(message = "", { keepCurrent = false } = {}) {
  const match = table.leave();
  saving.release();
  friends.leave();
  page.go("busy");
  app.mode = "play";
  if (match) tablero.call({ cmd: "close", match }).catch(() => {});
  if (!keepCurrent) setCurrentSave(null);
  const saves = await listSaves();
  for (const id of ["curtain", "end", "replay", "table-replay"]) $(id).hidden = true;
  showSince([]);
  phone.close();
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
      onImport: async (file) => (await friends.importFile(file)) || sharing.importFile(file),
    });
  } else {
    lobby.refresh(saves);
  }
  lobbyMessage($("lobby"), message);
  page.go("lobby");
}

/** Another tab took game `id` over: this tab says so and offers "play it here", nothing else
 * (neither the table, whose moves would not be saved, nor the lobby). */
function showLost(id, message) {
  if (!allowed(page.phase, "lost")) return;
  const match = table.leave();
  if (match) tablero.call({ cmd: "close", match }).catch(() => {});
  for (const hide of ["curtain", "end", "replay", "table-replay"]) $(hide).hidden = true;
  showSince([]);
  phone.close();
  tooltip.hide();
  page.go("lost");
  $("lost-message").textContent = message;
  $("lost-play").onclick = () => continueMatch({ id }, true);
  showScreen("lost");
}

async function startMatch({ game, players, seed, options, seats }) {
  if (!page.is("lobby")) return; // a double click starts one match
  page.go("busy");
  try {
    const res = await viewCall({ cmd: "new", game, players, seed, options, seats, seat: null });
    app.saveId = seats.includes("friend") ? friends.newGame() : newSaveId(game);
    await saving.claim(app.saveId);
    await openTable(game, res.match, seats, res.view);
  } catch (err) {
    page.go("lobby");
    lobbyMessage($("lobby"), t("table.error", { message: err.message }));
  }
}

/**
 * Continue a saved game, if no other tab has it (else ask; steal: take it from that tab), from
 * the lobby or from "play it here" (saved: {id} only; the save as the other tab left it).
 */
async function continueMatch(saved, steal = false) {
  if (!page.is("lobby", "lost")) return;
  const lost = page.is("lost");
  page.go("busy");
  const held = await saving.claim(saved.id, steal);
  if (!held) {
    page.go("lobby");
    lobbyMessage($("lobby"), t("lock.busy"));
    const take = () => continueMatch(saved, true);
    notice.show(t("lock.busy"), { label: t("lock.take"), onClick: take });
    return;
  }
  const latest = held.saved || (lost ? null : saved); // every move the other tab saved
  try {
    if (!latest) throw new Error(t("lock.gone"));
    // A record of older rules goes on from its position or last good move, said on screen.
    const res = await saving.open(latest);
    app.saveId = saved.id;
    friends.adoptSave(latest, saved.id);
    await openTable(latest.record.game, res.match, latest.record.seats, res.view);
  } catch (err) {
    saving.release();
    setCurrentSave(null);
    const message = latest ? t("save.refused", { message: engineRefusal(err) }) : err.message;
    if (lost) {
      await openLobby(message);
      return;
    }
    page.go("lobby");
    lobbyMessage($("lobby"), message);
  }
}

/** Renderer and words of a game, then the table screen with match `match` and `view` on it. */
async function prepareTable(game, seats, view, match) {
  await loadStrings(game);
  const renderer = await loadRenderer(game);
  app.game = app.games.find((g) => g.id === game) || { id: game, name: game };
  table.open({ renderer, seats, view, match, hidden: app.game.hidden });
  $("table-replay").hidden = true;
  showGameName();
  $("table-rules").href = rulesHref();
  $("table-share-out").hidden = true;
  tableProvisional(view);
  showScreen("table");
  fitBoard();
  table.layout();
}

/** The table's title and the phone's status line: the game's name in the page's language. */
function showGameName() {
  $("table-game").textContent = gameName(app.game);
  statusLine.setGame(gameName(app.game));
}

const tableProvisional = (view = table.view) =>
  showProvisional(view?.provisional || app.game?.provisional || [], app.game?.id || view?.game);

/** ready(): called once the table holds the match, before its turn loop starts. */
async function openTable(game, match, seats, view, ready = null) {
  app.mode = "play";
  $("replay").hidden = true;
  await prepareTable(game, seats, view, match);
  setCurrentSave(app.saveId);
  table.setView(view, false);
  await saving.save();
  ready?.();
  table.advance();
}

/** The table's end hook: the save goes, the end screen comes (curtain: ui/screens.js). */
async function finish(view) {
  saving.release();
  clearSave(app.saveId);
  setCurrentSave(null);
  await table.showSeat(null, false);
  $("table-replay").hidden = false;
  const rows = table.renderer.scoreRows(view.result);
  showEnd($("end"), { result: view.result, rows, names: table.names() });
  friends.onOver(view);
}

$("table-lobby").addEventListener("click", () => openLobby());
$("end-again").addEventListener("click", () => openLobby());
$("end-view").addEventListener("click", () => { $("end").hidden = true; });
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") tooltip.hide();
});

boot();
