// Records in the app: the save after every action (store.js, one tab per save: savelock.js),
// files, share links (ui/share.js) and the replay screen (ui/replay.js): step through a record,
// look from any seat once the game is over, link to a step, play on from it. A record the engine
// refuses changes nothing; a record past the engine's limits is refused before it is sent.
// A save that fails is said at once, with what to do (save to a file, delete old saves).

import { seatName, t } from "./i18n/index.js";
import { lobbyMessage } from "./ui/lobby.js";
import { createReplay } from "./ui/replay.js";
import { holdSave, TAB_ID } from "./savelock.js";
import { claimSave, newSaveId, readSave, setCurrentSave, writeSave } from "./store.js";
import {
  checkRecord, decodeRecord, downloadRecord, parseFragment, readRecordFile, shareLink,
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
 * Returns {save, claim, release, resume, exportRecord, openFragment, importFile,
 * updateReplayControls}.
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
  let holder = null; // this tab's lock on the save on the table (savelock.js)
  let owner = TAB_ID; // the writer id of this tab's writes (null: claiming failed, no check)
  let saveFailed = false;

  /** A refused record's reason, in the page's language (the limits are named). */
  function why(err) {
    if (err.code === "too_big") return t("record.tooBig", { limit: err.limit });
    if (err.code === "too_deep") return t("record.tooDeep", { limit: err.limit });
    if (err.code === "no_actions") return t("record.noActions");
    if (err.code === "not_json") return t("import.notJson", { message: err.message });
    return t("link.corrupt");
  }

  async function exportRecord() {
    const { record } = await call({ cmd: "export", match: app.match });
    return { ...record, seats: app.seats.length ? app.seats : record.seats };
  }

  /**
   * Save the match on the table (play mode only). A failed write does not stop play: it is
   * shown at once, with a button that saves the record to a file; the next write retries.
   */
  async function save() {
    if (app.mode !== "play" || !app.saveId || holder?.lost) return;
    const record = await exportRecord();
    try {
      await writeSave(app.saveId, record, owner, { turn: app.view?.active || [] });
    } catch (err) {
      if (err.code === "taken") {
        takenOver();
        return;
      }
      saveFailed = true;
      app.saveError = err.code || "storage";
      const key = err.code === "quota" ? "save.full" : "save.failed";
      notice.show(t(key, { message: err.message }), {
        label: t("table.export"), onClick: () => downloadRecord(record),
      });
      return;
    }
    app.saveError = null;
    if (saveFailed) {
      saveFailed = false;
      notice.show(t("save.again"));
    }
  }

  /** Another tab took the game over: this one stops and says so. */
  function takenOver() {
    if (holder) holder.lost = true;
    if (app.mode !== "play" || !app.saveId) return;
    table.stop();
    app.saveId = null;
    if (saveFailed) notice.hide(); // this tab's save warning: the game goes on in the other
    saveFailed = false;
    app.saveError = null;
    shell.openLobby(t("lock.lost"));
  }

  /**
   * Hold save `id` for this tab (steal: take it from the tab that has it). Resolves with
   * {saved} (the save as it now stands, null if there is none yet) or null when another tab
   * has it.
   */
  async function claim(id, steal = false) {
    release();
    const held = await holdSave(id, { steal, onLost: takenOver });
    if (!held) return null;
    holder = held;
    owner = TAB_ID;
    try {
      return { saved: await claimSave(id, TAB_ID) };
    } catch {
      owner = null; // storage full or gone: the lock alone keeps other tabs out
      return { saved: await readSave(id) };
    }
  }

  /** Let go of the save on the table (back to the lobby, a replay, the game over). */
  function release() {
    holder?.release();
    holder = null;
  }

  /**
   * After an engine restart (every match id is gone): put the match back on the table from
   * its save (play) or its record (replay), at the same step, and say so.
   */
  async function resume() {
    if (app.mode === "replay" && replay.state.record) {
      const { step, seat } = replay.state;
      replay.state.match = null;
      await replayTo(step, seat);
      notice.show(t("engine.restarted"));
      return;
    }
    if (app.mode !== "play" || !app.saveId || !app.match) return;
    const flow = table.stop();
    const saved = await readSave(app.saveId);
    if (!saved || flow !== app.flow) return;
    try {
      const res = await call({ cmd: "load", record: saved.record, seat: null, lang: lang() });
      if (flow !== app.flow) return;
      app.match = res.match;
      table.setView(res.view, false);
      notice.show(t("engine.restarted"));
      table.advance();
    } catch (err) {
      panel.setStatus(t("table.error", { message: err.message }), "error");
    }
  }

  /** Open a record in replay after the engine accepted it; a refusal changes nothing. */
  async function openReplay(record, step = null, refusedKey = "import.refused") {
    try {
      checkRecord(record);
    } catch (err) {
      shell.openLobby(t(refusedKey, { message: why(err) }));
      return false;
    }
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
    release();
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
    } catch (err) {
      shell.openLobby(t("link.refused", { message: why(err) }));
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
      lobbyMessage($("lobby"), t("import.refused", { message: why(err) }));
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
  // "Embed" beside "Share link" (issue 31): the embed code of this game at this step.
  const embed = Object.assign(document.createElement("button"), {
    type: "button", id: "table-embed", textContent: t("table.embed"),
  });
  embed.dataset.i18n = "table.embed";
  $("table-share").after(embed);
  embed.addEventListener("click", async () => {
    const inReplay = app.mode === "replay";
    const record = inReplay ? replay.state.record : await exportRecord();
    const { openEmbedDialog } = await import("./ui/embed-dialog.js");
    await openEmbedDialog({
      record, call, lang: lang(), step: inReplay ? replay.state.step : record.actions.length,
      seat: (inReplay ? replay.state.seat : table.state.shownSeat) ?? null,
      finished: inReplay ? replay.state.finished : Boolean(app.view?.result),
    });
  });
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

  return {
    save, claim, release, resume, exportRecord, openFragment, importFile, updateReplayControls,
  };
}
