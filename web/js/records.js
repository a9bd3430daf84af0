// Records in the app: the save after every action (ui/save.js), files, share links (ui/share.js)
// and the replay screen (ui/replay.js): step through a record, look from any seat once the game
// is over, link to a step, play on from it. A record the engine refuses changes nothing.

import { seatName, t } from "./i18n/index.js";
import { lobbyMessage } from "./ui/lobby.js";
import { createReplay } from "./ui/replay.js";
import { newSaveId, setCurrentSave, writeSave } from "./ui/save.js";
import {
  decodeRecord, downloadRecord, parseFragment, readRecordFile, shareLink,
} from "./ui/share.js";

const $ = (id) => document.getElementById(id);

/** Log keys that open a round (Troyes, Pyramids: "round"; Mexica: a period) and a turn (Pax
 * Pamir); a game without turn entries is jumped through by the change of acting seat. */
const ROUND_KEYS = new Set(["round", "period_start"]);
const TURN_KEYS = new Set(["turn"]);

/**
 * Where a replay can jump: the steps that start a round and a turn, and the step of any log
 * entry. timeline: the engine's {entries, marks} of the whole record (seat null); actions:
 * the record's [[seat, action], ...].
 */
export function replayMarks(timeline, actions) {
  const marks = timeline?.marks || [];
  const entries = timeline?.entries || [];
  const stepsOf = (keys) => [...new Set(entries.filter((e) => keys.has(e.msg)).map((e) => e.step))];
  let turns = stepsOf(TURN_KEYS);
  if (!turns.length) {
    turns = actions.map(([seat], k) => (k > 0 && seat !== actions[k - 1][0] ? k : -1))
      .filter((k) => k > 0);
  }
  const stepOf = (n) => {
    let step = 0;
    while (step < marks.length && marks[step] <= n) step += 1;
    return step;
  };
  const ascending = (a, b) => a - b;
  return { rounds: stepsOf(ROUND_KEYS).sort(ascending), turns: turns.sort(ascending), stepOf };
}

/**
 * app: the page's state (window.__app); table: the turn loop (table.js); panel: the side's
 * prompt, status and log (ui/panel.js); call/lang as for the table; notice: the shell's notice
 * line; shell: {openLobby(message), prepareTable(game, seats, view), continueMatch(saved)};
 * test: expose the replay state and the last link on `app`.
 * Returns {save, exportRecord, openFragment, importFile, updateReplayControls}.
 */
export function createRecords({ app, table, panel, call, lang, notice, shell, test = false }) {
  const replay = createReplay({ call, lang });
  if (test) app.replay = replay.state;
  let jumps = replayMarks(null, []);

  /** The whole record's log and action marks (a separate match, closed again). */
  async function timelineOf(record) {
    const loaded = await call({ cmd: "load", record, seat: null, lang: lang() });
    try {
      return await call({ cmd: "timeline", match: loaded.match, seat: null, lang: lang() });
    } finally {
      call({ cmd: "close", match: loaded.match }).catch(() => {});
    }
  }

  async function exportRecord() {
    const { record } = await call({ cmd: "export", match: app.match });
    return { ...record, seats: app.seats.length ? app.seats : record.seats };
  }

  /** Save the match on the table (play mode only); a full storage does not stop play. */
  async function save() {
    if (app.mode !== "play" || !app.saveId) return;
    writeSave(app.saveId, await exportRecord(), { turn: app.view?.active || [] });
  }

  /** Open a record in replay after the engine accepted it; a refusal changes nothing. */
  async function openReplay(record, step = null, refusedKey = "import.refused") {
    if (!record.game || !app.games.some((g) => g.id === record.game)) {
      const message = t("link.unknownGame", { game: JSON.stringify(record.game ?? null) });
      shell.openLobby(t(refusedKey, { message }));
      return false;
    }
    const flow = table.stop();
    app.phase = "busy";
    let view;
    try {
      view = await replay.open(record, step, null);
      jumps = replayMarks(await timelineOf(replay.state.record), replay.state.record.actions);
    } catch (err) {
      shell.openLobby(t(refusedKey, { message: err.message }));
      return false;
    }
    if (flow !== app.flow) return false;
    app.mode = "replay";
    setCurrentSave(null);
    $("end").hidden = true;
    $("curtain").hidden = true;
    $("table-replay").hidden = true;
    await shell.prepareTable(record.game, record.seats, view);
    app.match = replay.state.match;
    app.shownSeat = null;
    app.phase = "replay";
    fillReplaySeats();
    $("replay").hidden = false;
    table.setView(view, false);
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
      shell.openLobby(t("link.refused", { message: t("link.corrupt") }));
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
    $("replay-prev-turn").disabled = !jumps.turns.some((s) => s < step) && step <= 0;
    $("replay-next-turn").disabled = step >= total;
    $("replay-prev-round").disabled = !jumps.rounds.some((s) => s < step);
    $("replay-next-round").disabled = !jumps.rounds.some((s) => s > step);
  }

  /** Go to the next (dir 1) or previous (-1) of `starts` (steps), else to the end or start. */
  function jump(starts, dir) {
    const { step, total } = replay.state;
    const target = dir > 0 ? starts.find((s) => s > step) : starts.findLast((s) => s < step);
    replayTo(target ?? (dir > 0 ? total : 0));
  }

  async function replayTo(step, seat = replay.state.seat) {
    if (app.mode !== "replay" || app.phase === "busy") return;
    app.phase = "busy";
    try {
      const view = await replay.show(step, seat);
      app.match = replay.state.match;
      app.shownSeat = replay.state.seat;
      panel.clearLog();
      table.setView(view, false);
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
    await shell.continueMatch({ id: newSaveId(record.game), record: cut });
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
    if (test) app.lastLink = link;
  }

  $("table-share").addEventListener("click", () => share());
  $("table-export").addEventListener("click", async () => {
    downloadRecord(app.mode === "replay" ? replay.state.record : await exportRecord());
  });
  $("end-replay").addEventListener("click", () => replayFinished());
  $("table-replay").addEventListener("click", () => replayFinished());
  $("replay-prev-turn").addEventListener("click", () => jump(jumps.turns, -1));
  $("replay-next-turn").addEventListener("click", () => jump(jumps.turns, 1));
  $("replay-prev-round").addEventListener("click", () => jump(jumps.rounds, -1));
  $("replay-next-round").addEventListener("click", () => jump(jumps.rounds, 1));
  // A log entry goes to the step that wrote it.
  $("log").addEventListener("click", (event) => {
    const li = event.target.closest?.("li[data-n]");
    if (app.mode !== "replay" || !li) return;
    replayTo(jumps.stepOf(Number(li.dataset.n)));
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
    if (app.mode !== "replay" || app.phase !== "replay") return;
    if (event.target.matches?.("input, select, textarea")) return;
    if (event.key === "ArrowLeft") replayTo(replay.state.step - 1);
    if (event.key === "ArrowRight") replayTo(replay.state.step + 1);
  });

  return { save, exportRecord, openFragment, importFile, updateReplayControls };
}
