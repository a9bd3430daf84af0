// Saved games: each unfinished match's record (seed + every action + seat kinds) under its own
// localStorage key "tablero.save.<id>", written after every action, so a reload or a crash loses
// nothing and one game's save never touches another's. "tablero.save.v1" (the single save of
// the first version) is listed like any other. "tablero.current" names the game on the table,
// so a reload resumes it.

const PREFIX = "tablero.save.";
const CURRENT = "tablero.current";

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function parse(raw) {
  try {
    const saved = JSON.parse(raw);
    const ok = saved && typeof saved.record === "object" && saved.record && !Array.isArray(saved.record);
    return ok ? saved : null;
  } catch {
    return null;
  }
}

/** Every saved unfinished game, newest first: [{id, record, saved_at}]. */
export function listSaves() {
  const store = storage();
  if (!store) return [];
  const out = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key || !key.startsWith(PREFIX)) continue;
    const saved = parse(store.getItem(key));
    if (saved) out.push({ id: key.slice(PREFIX.length), ...saved });
  }
  return out.sort((a, b) => String(b.saved_at || "").localeCompare(String(a.saved_at || "")));
}

/** One saved game {id, record, saved_at}, or null. */
export function readSave(id) {
  const store = storage();
  const saved = store && id ? parse(store.getItem(PREFIX + id)) : null;
  return saved ? { id, ...saved } : null;
}

/** A fresh id for a new save (never one in use). */
export function newSaveId(game) {
  const base = `${String(game).replace(/[^a-z0-9_]/g, "")}-${Date.now().toString(36)}`;
  let id = base;
  for (let n = 2; readSave(id); n += 1) id = `${base}-${n}`;
  return id;
}

/**
 * Write one game's record; false when storage is full or disabled (play goes on). meta: what
 * the lobby's label shows without the engine ({turn: seats to act}), kept beside the record.
 */
export function writeSave(id, record, meta = {}) {
  const store = storage();
  if (!store || !id) return false;
  try {
    const saved = { ...meta, record, saved_at: new Date().toISOString() };
    store.setItem(PREFIX + id, JSON.stringify(saved));
    return true;
  } catch {
    return false;
  }
}

export function clearSave(id) {
  try {
    storage()?.removeItem(PREFIX + id);
  } catch {
    // nothing to clear
  }
}

/** The id of the game on the table (resumed after a reload), or null. */
export function currentSave() {
  try {
    return storage()?.getItem(CURRENT) || null;
  } catch {
    return null;
  }
}

export function setCurrentSave(id) {
  try {
    if (id) storage()?.setItem(CURRENT, id);
    else storage()?.removeItem(CURRENT);
  } catch {
    // a reload then opens the lobby instead
  }
}
