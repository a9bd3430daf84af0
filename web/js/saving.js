// Saving the game on the table: the save after every action (store.js), one tab per save
// (savelock.js: another tab may take the game over, and this one then stops), the record for
// files and links, and the game put back after an engine restart. A save that fails is said at
// once, with what to do (save to a file, delete old saves), and the warning stays until a save
// succeeds; play goes on.
//
// The page keeps the latest record of the game on the table in memory (`latest`: every move,
// saved or not), so that an engine restart puts back the table as it was, not its last save;
// the Save-to-file button of the warning offers that record too. A human's move is made inside
// guard(): under the save's write lock, with this tab's ownership checked first, so that a
// take-over by another tab either comes after the move is written or refuses the move before
// the engine makes it (savelock.js).
//
// A save keeps beside its record the position of its latest step (`position`): a record that
// no longer replays after an update goes on from there, or from its last move that replays;
// the record as it was is then kept in the save (`earlier`) and offered as a file.

import { gameName, t } from "./i18n/index.js";
import { holdSave, TAB_ID, withWriteLock } from "./savelock.js";
import { claimSave, readSave, saveOwner, writeSave } from "./store.js";
import { downloadRecord } from "./ui/share.js";

/**
 * shell: the app's fields {mode, saveId, saveError}; table: the turn loop (table.js);
 * call/lang as for the table; notice: the shell's notice line; panel: its status line;
 * onLost(id, message): another tab took game `id` (the shell offers to play it here);
 * extraMeta(): more fields for the save beside the record (a game with friends: friends/).
 * Returns {save, guard, claim, release, resume, open, engineFailed, exportRecord}.
 */
export function createSaving(deps) {
  const { shell, table, call } = deps;
  const c = {
    ...deps,
    holder: null, // this tab's lock on the save on the table (savelock.js)
    owner: TAB_ID, // the writer id of this tab's writes (null: claiming failed, no check)
    saveFailed: false,
    earlier: [], // [{record, continued}]: the save's records that no longer replayed
    latest: null, // {id, record}: the game on the table as the page last had it, saved or not
    moving: 0, // guarded moves under way (a take-over waits for them)
    move: null, // {seat, action}: the human move of the guarded move under way
    lostLater: false, // the game was taken over during a guarded move: stop once it is written
    /** The record of the match on the table, with the seat kinds the table plays. */
    async exportRecord() {
      const { record } = await call({ cmd: "export", match: table.match });
      return { ...record, seats: table.seats.length ? table.seats : record.seats };
    },
    /** Let go of the save on the table (back to the lobby, a replay, the game over). */
    release() {
      c.holder?.release();
      c.holder = null;
      c.latest = null;
    },
    /** Another tab took the game over (refused: this tab's move was refused for it): this
     * one stops and says so; during a guarded move, once that move is written. */
    takenOver(refused = false) {
      if (c.holder) c.holder.lost = true;
      if (c.moving) {
        c.lostLater = true;
        return;
      }
      c.lostLater = false;
      if (shell.mode !== "play" || !shell.saveId) return;
      const id = shell.saveId;
      table.stop();
      shell.saveId = null;
      c.release();
      if (c.saveFailed) deps.notice.clear(); // this tab's warning: the game goes on in the other
      c.saveFailed = false;
      shell.saveError = null;
      deps.onLost(id, t(refused ? "lock.lostMove" : "lock.lost"));
    },
  };
  return {
    save: (view) => save(c, view),
    guard: (run, move) => guard(c, run, move),
    claim: (id, steal = false) => claim(c, id, steal),
    release: c.release,
    resume: () => resume(c),
    open: (saved) => open(c, saved),
    engineFailed: () => engineFailed(c),
    exportRecord: c.exportRecord,
  };
}

/**
 * Save the match on the table (play mode only). A failed write does not stop play: it is
 * shown at once, with a button that saves the record to a file; the next write retries.
 * `view`: the match's latest view when the table does not show it yet (Wakhan's turn).
 */
async function save(c, view = c.table.view) {
  const { shell } = c;
  const id = shell.saveId;
  if (shell.mode !== "play" || !id || (c.holder?.lost && !c.moving)) return;
  let record;
  try {
    record = await c.exportRecord();
  } catch (err) {
    keepMove(c, id);
    throw err;
  }
  c.latest = { id, record };
  const meta = { ...c.extraMeta?.(), turn: view?.active || [], position: await positionOf(c) };
  if (c.earlier.length) meta.earlier = c.earlier;
  if (shell.saveId !== id && !c.moving) return; // taken over meanwhile: the other tab has it
  await write(c, id, record, meta);
}

/** The engine did not export after the human move of the guarded move (it died): that move
 * joins the record kept in memory, which stood just before it. */
function keepMove(c, id) {
  if (!c.move || c.latest?.id !== id) return;
  const { record } = c.latest;
  const actions = [...record.actions, [c.move.seat, c.move.action]];
  c.latest = { id, record: { ...record, actions } };
  c.move = null;
}

/** Write `record` as save `id` with `meta` (store.js); a failure is warned of until a write
 * succeeds. */
async function write(c, id, record, meta) {
  const { shell, notice } = c;
  try {
    await writeSave(id, record, c.owner, meta);
  } catch (err) {
    if (err.code === "taken") {
      c.takenOver();
      return;
    }
    c.saveFailed = true;
    shell.saveError = err.code || "storage";
    const key = err.code === "quota" ? "save.full" : "save.failed";
    notice.warn(t(key, { message: err.message }), {
      label: t("table.export"), onClick: () => downloadRecord(c.latest?.record || record),
    });
    return;
  }
  shell.saveError = null;
  if (c.saveFailed) {
    c.saveFailed = false;
    notice.clear();
    notice.show(t("save.again"));
  }
}

/** True when this tab may still write save `id` (checked under its write lock). */
async function ownsSave(c, id) {
  if (c.holder?.lost) return false;
  if (!c.owner) return true; // claiming failed (storage full): the lock alone keeps others out
  try {
    const owner = await saveOwner(id);
    return !owner || owner === c.owner;
  } catch {
    return true; // the storage cannot be read: the lock alone
  }
}

/**
 * Run a move of the table, `run()` (the engine's answer, its view, its save), under the write
 * lock of the save on the table; move {seat, action}: the human move it makes, if any. When
 * another tab has taken the game over, the move is refused before it is made: rejects with code
 * "taken" and this tab says so.
 */
function guard(c, run, move = null) {
  const id = c.shell.saveId;
  if (c.shell.mode !== "play" || !id) return run();
  return withWriteLock(id, async () => {
    if (!(await ownsSave(c, id))) {
      c.takenOver(true);
      throw Object.assign(new Error(t("lock.lostMove")), { code: "taken" });
    }
    c.moving += 1;
    c.move = move;
    try {
      return await run();
    } finally {
      c.moving -= 1;
      c.move = null;
      if (c.lostLater && !c.moving) c.takenOver();
    }
  });
}

/**
 * Hold save `id` for this tab (steal: take it from the tab that has it). Resolves with
 * {saved} (the save as it now stands, null if there is none yet) or null when another tab
 * has it. The claim waits for a move the other tab is making: that move comes along.
 */
async function claim(c, id, steal) {
  c.release();
  c.earlier = [];
  const held = await holdSave(id, { steal, onLost: () => c.takenOver() });
  if (!held) return null;
  c.holder = held;
  c.owner = TAB_ID;
  c.lostLater = false;
  return withWriteLock(id, async () => {
    try {
      return { saved: await claimSave(id, TAB_ID) };
    } catch {
      c.owner = null; // storage full or gone: the lock alone keeps other tabs out
      return { saved: await readSave(id) };
    }
  });
}

/** A record loaded into the engine: {match, view}, or null when it is refused. */
async function loadRecord(c, record) {
  try {
    return await c.call({ cmd: "load", record, seat: null, lang: c.lang() });
  } catch {
    return null;
  }
}

/**
 * After an engine restart (every match id is gone): the game on the table again, at the same
 * step, from the record kept in memory (every move, saved or not); failing that from its save,
 * saying how many moves could not be put back and offering them in a file.
 */
async function resume(c) {
  const { shell, table } = c;
  const id = shell.saveId;
  if (shell.mode !== "play" || !id || !table.match) return;
  const flow = table.stop();
  const kept = c.latest?.id === id ? c.latest.record : null;
  let res = kept && await loadRecord(c, kept);
  let lost = 0;
  if (!res) {
    const saved = await readSave(id);
    res = saved && await loadRecord(c, saved.record);
    lost = kept ? kept.actions.length - (saved?.record.actions?.length || 0) : 0;
  }
  if (!table.current(flow)) return;
  if (lost > 0) {
    c.notice.warn(t("engine.lostMoves", { count: lost }), {
      label: t("table.export"), onClick: () => downloadRecord(kept),
    });
  }
  if (!res) {
    c.panel.setStatus(t("table.error", { message: t("engine.notResumed") }), "error");
    return;
  }
  if (!lost) c.notice.show(t("engine.resumed"));
  table.resume(res.match, res.view);
}

/** The engine could not be restarted: the game on the table is only in this page now; its
 * record (every move, saved or not) is offered in a file. */
function engineFailed(c) {
  const kept = c.latest?.id === c.shell.saveId ? c.latest.record : null;
  if (c.shell.mode !== "play" || !kept) return;
  c.notice.warn(t("engine.failedKept"), {
    label: t("table.export"), onClick: () => downloadRecord(kept),
  });
}

/** The position of the match's latest step, for the save (null where the engine has none). */
async function positionOf(c) {
  try {
    return (await c.call({ cmd: "describe_position", match: c.table.match })).spec;
  } catch {
    return null;
  }
}

const isObject = (value) => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/**
 * Load save `saved` into the engine (resolves with the engine's answer; a refusal rejects).
 * A record that no longer replays under this build's rules goes on from the save's position,
 * or else from its last move that replays; the record as it was joins the save's `earlier`
 * (written with the next save, never dropped) and the notice says what happened, with the
 * original as a file.
 */
async function open(c, saved) {
  const request = { cmd: "load", record: saved.record, partial: true, seat: null, lang: c.lang() };
  if (isObject(saved.position)) request.position = saved.position;
  const res = await c.call(request);
  c.earlier = Array.isArray(saved.earlier) ? saved.earlier.filter(isObject) : [];
  if (res.continued) {
    c.earlier = [...c.earlier, { record: saved.record, continued: res.continued }];
    const game = c.shell.games.find((g) => g.id === saved.record.game) || { id: saved.record.game };
    c.notice.show(continuedText(res.continued, game, "save"), {
      label: t("save.original"), onClick: () => downloadRecord(saved.record),
    });
  }
  return res;
}

/**
 * What the player is told of a record that went on after it stopped replaying (the engine's
 * `continued`): from the save's position, that the rules were corrected; from its last move
 * that replays, which build made it and how many moves could not be kept. kind: "save" (a
 * game going on) or "record" (a link or file in replay).
 */
export function continuedText(continued, game, kind) {
  const name = gameName(game, game.id);
  if (continued.from === "position") return t("save.rulesChanged", { game: name });
  const made = continued.made_by || {};
  const version = made.rules == null
    ? t("save.madeByOld", { engine: made.engine ?? "?", game: name })
    : t("save.madeBy", { engine: made.engine ?? "?", game: name, rules: made.rules });
  return t(kind === "save" ? "save.cut" : "record.cut", {
    version, move: continued.kept + 1, lost: continued.moves - continued.kept,
    moves: continued.moves, kept: continued.kept,
  });
}
