// Saving the game on the table: the save after every action (store.js), one tab per save
// (savelock.js: another tab may take the game over, and this one then stops), the record for
// files and links, and the game put back from its save after an engine restart. A save that
// fails is said at once, with what to do (save to a file, delete old saves); play goes on.
// A save keeps beside its record the position of its latest step (`position`): a record that
// no longer replays after an update goes on from there, or from its last move that replays;
// the record as it was is then kept in the save (`earlier`) and offered as a file.

import { gameName, t } from "./i18n/index.js";
import { holdSave, TAB_ID } from "./savelock.js";
import { claimSave, readSave, writeSave } from "./store.js";
import { downloadRecord } from "./ui/share.js";

/**
 * shell: the app's fields {mode, saveId, saveError}; table: the turn loop (table.js);
 * call/lang as for the table; notice: the shell's notice line; panel: its status line;
 * onLost(message): another tab took the game (the shell goes back to the lobby).
 * Returns {save, claim, release, resume, open, exportRecord}.
 */
export function createSaving(deps) {
  const { shell, table, call } = deps;
  const c = {
    ...deps,
    holder: null, // this tab's lock on the save on the table (savelock.js)
    owner: TAB_ID, // the writer id of this tab's writes (null: claiming failed, no check)
    saveFailed: false,
    earlier: [], // [{record, continued}]: the save's records that no longer replayed
    /** The record of the match on the table, with the seat kinds the table plays. */
    async exportRecord() {
      const { record } = await call({ cmd: "export", match: table.match });
      return { ...record, seats: table.seats.length ? table.seats : record.seats };
    },
    /** Let go of the save on the table (back to the lobby, a replay, the game over). */
    release() {
      c.holder?.release();
      c.holder = null;
    },
    /** Another tab took the game over: this one stops and says so. */
    takenOver() {
      if (c.holder) c.holder.lost = true;
      if (shell.mode !== "play" || !shell.saveId) return;
      table.stop();
      shell.saveId = null;
      if (c.saveFailed) deps.notice.hide(); // this tab's warning: the game goes on in the other
      c.saveFailed = false;
      shell.saveError = null;
      deps.onLost(t("lock.lost"));
    },
  };
  return {
    save: (view) => save(c, view),
    claim: (id, steal = false) => claim(c, id, steal),
    release: c.release,
    resume: () => resume(c),
    open: (saved) => open(c, saved),
    exportRecord: c.exportRecord,
  };
}

/**
 * Save the match on the table (play mode only). A failed write does not stop play: it is
 * shown at once, with a button that saves the record to a file; the next write retries.
 * `view`: the match's latest view when the table does not show it yet (Wakhan's turn).
 */
async function save(c, view = c.table.view) {
  const { shell, notice } = c;
  if (shell.mode !== "play" || !shell.saveId || c.holder?.lost) return;
  const record = await c.exportRecord();
  const meta = { turn: view?.active || [], position: await positionOf(c) };
  if (c.earlier.length) meta.earlier = c.earlier;
  try {
    await writeSave(shell.saveId, record, c.owner, meta);
  } catch (err) {
    if (err.code === "taken") {
      c.takenOver();
      return;
    }
    c.saveFailed = true;
    shell.saveError = err.code || "storage";
    const key = err.code === "quota" ? "save.full" : "save.failed";
    notice.show(t(key, { message: err.message }), {
      label: t("table.export"), onClick: () => downloadRecord(record),
    });
    return;
  }
  shell.saveError = null;
  if (c.saveFailed) {
    c.saveFailed = false;
    notice.show(t("save.again"));
  }
}

/**
 * Hold save `id` for this tab (steal: take it from the tab that has it). Resolves with
 * {saved} (the save as it now stands, null if there is none yet) or null when another tab
 * has it.
 */
async function claim(c, id, steal) {
  c.release();
  c.earlier = [];
  const held = await holdSave(id, { steal, onLost: c.takenOver });
  if (!held) return null;
  c.holder = held;
  c.owner = TAB_ID;
  try {
    return { saved: await claimSave(id, TAB_ID) };
  } catch {
    c.owner = null; // storage full or gone: the lock alone keeps other tabs out
    return { saved: await readSave(id) };
  }
}

/** After an engine restart (every match id is gone): the game on the table again from its
 * save, at the same step, and said so. */
async function resume(c) {
  const { shell, table } = c;
  if (shell.mode !== "play" || !shell.saveId || !table.match) return;
  const flow = table.stop();
  const saved = await readSave(shell.saveId);
  if (!saved || !table.current(flow)) return;
  try {
    const res = await c.call({ cmd: "load", record: saved.record, seat: null, lang: c.lang() });
    if (!table.current(flow)) return;
    c.notice.show(t("engine.restarted"));
    table.resume(res.match, res.view);
  } catch (err) {
    c.panel.setStatus(t("table.error", { message: err.message }), "error");
  }
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
