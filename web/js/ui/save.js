// The saved match: its record (seed + every action + seat kinds) in localStorage, written after
// every action, so a reload or a crash loses nothing. A later issue deepens saves and offline use.

const KEY = "tablero.save.v1";

/** The saved unfinished game {record, saved_at}, or null (also when the stored text is broken). */
export function readSave() {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw);
    return saved && typeof saved.record === "object" && saved.record ? saved : null;
  } catch {
    return null;
  }
}

export function writeSave(record) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ record, saved_at: new Date().toISOString() }));
  } catch {
    // Storage full or disabled (private mode): play goes on without a save.
  }
}

export function clearSave() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
