// Saving the game on the table: the save after every action (store.js), one tab per save
// (savelock.js: another tab may take the game over, and this one then stops), the record for
// files and links, and the game put back from its save after an engine restart. A save that
// fails is said at once, with what to do (save to a file, delete old saves); play goes on.

import { t } from "./i18n/index.js";
import { holdSave, TAB_ID } from "./savelock.js";
import { claimSave, readSave, writeSave } from "./store.js";
import { downloadRecord } from "./ui/share.js";

/**
 * shell: the app's fields {mode, saveId, saveError}; table: the turn loop (table.js);
 * call/lang as for the table; notice: the shell's notice line; panel: its status line;
 * onLost(message): another tab took the game (the shell goes back to the lobby).
 * Returns {save, claim, release, resume, exportRecord}.
 */
export function createSaving(deps) {
  const { shell, table, call } = deps;
  const c = {
    ...deps,
    holder: null, // this tab's lock on the save on the table (savelock.js)
    owner: TAB_ID, // the writer id of this tab's writes (null: claiming failed, no check)
    saveFailed: false,
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
    exportRecord: c.exportRecord,
  };
}

/**
 * Save the match on the table (play mode only). A failed write does not stop play: it is
 * shown at once, with a button that saves the record to a file; the next write retries.
 * `view`: the match's latest view when the table does not show it yet (Wakhan's turn).
 */
async function save(c, view = c.table.view) {
  const { shell, table, notice } = c;
  if (shell.mode !== "play" || !shell.saveId || c.holder?.lost) return;
  const record = await c.exportRecord();
  try {
    await writeSave(shell.saveId, record, c.owner, { turn: view?.active || [] });
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
