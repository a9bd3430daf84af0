// Saved games in IndexedDB: each unfinished match's record (seed + every action + seat kinds),
// written after every action, so a reload or a crash loses nothing. IndexedDB, not
// localStorage: a far larger quota, transactions, and every write's success is known (a failed
// write rejects, with code "quota" when the storage is full; the caller shows it at once).
//
// Database "tablero", store "saves": {id, record, saved_at, owner}. `owner` is the tab that
// holds the game (savelock.js): a write from any other tab is refused inside the same
// transaction that would write it (compare and set), so two tabs never overwrite each other's
// moves. Store "meta": {key, value}; "migrated" is set once the saves of the localStorage
// version ("tablero.save.<id>") are copied in, in the same transaction; the old keys are left
// as they were (an older build still reads them). The database is opened with a check that
// both stores exist with their key paths; one made by some other script (an empty "tablero")
// is repaired by an upgrade to the next version. "tablero.current" (localStorage: small and
// read at start) names the game on the table, so a reload resumes it.

const DB_NAME = "tablero";
const OLD_PREFIX = "tablero.save.";
const CURRENT = "tablero.current";
let dbPromise = null;

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function failure(code, message) {
  return Object.assign(new Error(message), { code });
}

/** An IndexedDB error as an Error with code "quota" (storage full) or "storage". */
function storageError(err) {
  const name = err?.name || "";
  const code = name === "QuotaExceededError" ? "quota" : "storage";
  return failure(code, `${name || "Error"}: ${err?.message || "the browser refused to store"}`);
}

function validSave(saved) {
  return saved && typeof saved.record === "object" && saved.record && !Array.isArray(saved.record)
    ? saved : null;
}

/** The localStorage saves of the first versions: [{id, record, saved_at}]. */
function oldSaves() {
  const store = storage();
  const out = [];
  if (!store) return out;
  try {
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (!key || !key.startsWith(OLD_PREFIX)) continue;
      const saved = validSave(JSON.parse(store.getItem(key)));
      if (saved) out.push({ id: key.slice(OLD_PREFIX.length), ...saved });
    }
  } catch {
    // an unreadable entry: the others are migrated
  }
  return out;
}

/** Copy the old saves in once (an id already in the database is kept as it is). */
function migrate(db) {
  return new Promise((resolve) => {
    const tx = db.transaction(["saves", "meta"], "readwrite");
    const meta = tx.objectStore("meta");
    const abort = () => {
      try { tx.abort(); } catch { /* already finished */ }
    };
    meta.get("migrated").onsuccess = (event) => {
      if (event.target.result) return;
      const saves = tx.objectStore("saves");
      try {
        for (const saved of oldSaves()) {
          saves.get(saved.id).onsuccess = (got) => {
            try {
              if (!got.target.result) saves.put({ ...saved, owner: null });
            } catch {
              abort();
            }
          };
        }
        meta.put({ key: "migrated", value: new Date().toISOString() });
      } catch {
        abort(); // storage full: the old saves stay readable, and are copied another time
      }
    };
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => resolve(); // tried again at the next start
  });
}

/** The stores of the database: name -> key path. */
const STORES = { saves: "id", meta: "key" };

/** The stores `db` lacks, or has with another key path (made by some other same-origin
 * script: an empty "tablero" database would otherwise disable saving for good). */
function missingStores(db) {
  const names = Object.keys(STORES);
  const present = names.filter((name) => db.objectStoreNames.contains(name));
  if (!present.length) return names;
  const tx = db.transaction(present, "readonly");
  const wrong = present.filter((name) => tx.objectStore(name).keyPath !== STORES[name]);
  return names.filter((name) => !present.includes(name) || wrong.includes(name));
}

/** In an upgrade (transaction `tx`): (re)make every store the database lacks or has wrong. */
function makeStores(db, tx) {
  for (const [name, keyPath] of Object.entries(STORES)) {
    if (db.objectStoreNames.contains(name)) {
      if (tx.objectStore(name).keyPath === keyPath) continue;
      db.deleteObjectStore(name);
    }
    db.createObjectStore(name, { keyPath });
  }
}

/**
 * Open "tablero" at `version` (undefined: as it is), making its stores in an upgrade.
 * Resolves with the connection; a connection that opens after a refusal is closed.
 */
function openDatabase(version) {
  return new Promise((resolve, reject) => {
    let settled = false;
    let req;
    try {
      req = version ? indexedDB.open(DB_NAME, version) : indexedDB.open(DB_NAME);
    } catch (err) {
      reject(storageError(err));
      return;
    }
    req.onupgradeneeded = () => makeStores(req.result, req.transaction);
    req.onsuccess = () => {
      if (settled) req.result.close();
      else resolve(req.result);
      settled = true;
    };
    req.onerror = () => {
      settled = true;
      reject(storageError(req.error));
    };
    req.onblocked = () => {
      settled = true; // another tab holds the old version open: saving is tried again later
      reject(failure("storage", "the saved games are being upgraded"));
    };
  });
}

/** The open database with its stores, repaired by an upgrade when they are missing. */
async function checkedDatabase() {
  let db = await openDatabase();
  if (missingStores(db).length) {
    const version = db.version + 1;
    db.close();
    db = await openDatabase(version);
  }
  db.onversionchange = () => {
    db.close(); // let another tab repair or upgrade it; the next call opens it again
    dbPromise = null;
  };
  return db;
}

/** The open database (checked, migrated); rejects with code "storage" when IndexedDB is
 * unavailable. */
function database() {
  if (!dbPromise) {
    dbPromise = checkedDatabase().then(async (db) => {
      await migrate(db);
      return db;
    });
    dbPromise.catch(() => {
      dbPromise = null; // tried again at the next call
    });
  }
  return dbPromise;
}

/**
 * Run `body(store, tx)` in one transaction on "saves"; resolves with what body's last
 * `result(value)` set once the transaction commits, rejects (code quota | storage | taken)
 * if it aborts. Synchronous throws (a put the browser refuses at once) abort it too.
 */
async function transaction(mode, body) {
  const db = await database();
  return new Promise((resolve, reject) => {
    let value;
    let refused = null;
    let tx;
    try {
      tx = db.transaction("saves", mode);
    } catch (err) {
      reject(storageError(err));
      return;
    }
    const ctl = {
      result: (v) => { value = v; },
      refuse: (err) => { refused = err; tx.abort(); },
    };
    tx.oncomplete = () => resolve(value);
    tx.onabort = () => reject(refused || storageError(tx.error));
    try {
      body(tx.objectStore("saves"), ctl);
    } catch (err) {
      refused = storageError(err);
      try { tx.abort(); } catch { /* already finished */ }
    }
  });
}

/** Every saved unfinished game, newest first: [{id, record, saved_at}] ([] without storage). */
export async function listSaves() {
  try {
    const all = await transaction("readonly", (store, ctl) => {
      store.getAll().onsuccess = (event) => ctl.result(event.target.result);
    });
    return (all || []).filter(validSave)
      .sort((a, b) => String(b.saved_at || "").localeCompare(String(a.saved_at || "")));
  } catch {
    return oldSaves();
  }
}

/** One saved game {id, record, saved_at}, or null. */
export async function readSave(id) {
  if (!id) return null;
  try {
    const saved = await transaction("readonly", (store, ctl) => {
      store.get(id).onsuccess = (event) => ctl.result(event.target.result);
    });
    return validSave(saved) || null;
  } catch {
    return oldSaves().find((s) => s.id === id) || null;
  }
}

/** The tab that holds save `id` (store.js `owner`; null: none, or no such save); rejects
 * (code storage) when the storage cannot be read. */
export async function saveOwner(id) {
  const saved = await transaction("readonly", (store, ctl) => {
    store.get(id).onsuccess = (event) => ctl.result(event.target.result);
  });
  return validSave(saved)?.owner || null;
}

/** A fresh id for a new save. */
export function newSaveId(game) {
  const random = Math.floor(Math.random() * 36 ** 4).toString(36);
  return `${String(game).replace(/[^a-z0-9_]/g, "")}-${Date.now().toString(36)}-${random}`;
}

/**
 * Make tab `owner` the only writer of save `id` (a take-over); resolves with the save as it
 * stands (null when there is none yet): every write of the previous owner that committed is in
 * it, and its later writes are refused.
 */
export function claimSave(id, owner) {
  return transaction("readwrite", (store, ctl) => {
    store.get(id).onsuccess = (event) => {
      const saved = validSave(event.target.result);
      try {
        if (saved) store.put({ ...saved, owner });
        ctl.result(saved || null);
      } catch (err) {
        ctl.refuse(storageError(err));
      }
    };
  });
}

/**
 * Write one game's record as tab `owner`; resolves once it is stored. Rejects with code
 * "quota" (storage full), "storage" (no storage) or "taken" (another tab took the game over).
 */
export function writeSave(id, record, owner = null, meta = {}) {
  if (!id) return Promise.reject(failure("storage", "no save id"));
  return transaction("readwrite", (store, ctl) => {
    store.get(id).onsuccess = (event) => {
      const before = event.target.result;
      if (before && owner && before.owner && before.owner !== owner) {
        ctl.refuse(failure("taken", "another tab took this game over"));
        return;
      }
      try {
        store.put({ ...meta, id, record, saved_at: new Date().toISOString(), owner });
      } catch (err) {
        ctl.refuse(storageError(err));
      }
    };
  });
}

/** Delete one save; resolves once it is gone (nothing to delete is fine). */
export async function clearSave(id) {
  if (!id) return;
  try {
    await transaction("readwrite", (store) => {
      store.delete(id);
    });
  } catch {
    // the save stays listed; deleting it again is possible
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
