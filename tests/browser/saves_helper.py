"""Saved games as the page stores them (IndexedDB "tablero", store "saves"; js/store.js)."""

from __future__ import annotations

SAVES_JS = """async () => {
  const db = await new Promise((resolve, reject) => {
    const req = indexedDB.open('tablero');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  if (!db.objectStoreNames.contains('saves')) { db.close(); return {}; }
  const all = await new Promise((resolve) => {
    const req = db.transaction('saves').objectStore('saves').getAll();
    req.onsuccess = () => resolve(req.result);
  });
  db.close();
  return Object.fromEntries(all.map((s) => [s.id, s.record]));
}"""


def idb_saves(page) -> dict:
    """Every saved game's record, by save id."""
    return page.evaluate(SAVES_JS)
