// One tab per save (Web Locks API): the tab that plays a saved game holds the lock
// "tablero.save.<id>" until it leaves the game. A second tab that opens the same save finds the
// lock taken and asks the player; taking over steals the lock, and the first tab is told at
// once (its lock request rejects) so that it stops. The store's compare-and-set (store.js:
// claimSave, writeSave with `owner`) makes sure no write of either tab is lost in between.
//
// A second lock, "tablero.write.<id>", makes the hand-over atomic: a tab holds it for a whole
// move (its ownership checked, the engine's answer, the write), and the tab taking over holds it
// while it claims the save. So a move is either written before the claim (and the new tab loads
// it) or refused before the engine makes it (and the old tab says so); never shown and lost.
// Without navigator.locks (an old browser) every tab may open a save; the store still refuses
// the writes of a tab whose game was claimed by another.

/** This page's writer id (store.js `owner`). */
export const TAB_ID = typeof crypto.randomUUID === "function"
  ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Hold the lock of save `id`. Resolves with a holder {id, lost, release()} or null when another
 * tab holds it (with steal: take it from that tab). onLost() runs if another tab takes it over.
 */
export function holdSave(id, { steal = false, onLost = () => {} } = {}) {
  if (!navigator.locks) return Promise.resolve({ id, lost: false, release() {} });
  return new Promise((resolve) => {
    let holder = null;
    const options = steal ? { steal: true } : { ifAvailable: true };
    navigator.locks.request(`tablero.save.${id}`, options, (lock) => {
      if (!lock) {
        resolve(null);
        return undefined;
      }
      let release;
      const released = new Promise((done) => { release = done; });
      holder = { id, lost: false, release };
      resolve(holder);
      return released;
    }).catch(() => {
      // Another tab stole the lock (AbortError): this tab must stop writing.
      if (!holder || holder.lost) return;
      holder.lost = true;
      onLost();
    });
  });
}

/** Run `work()` holding the write lock of save `id` (waiting for the tab that has it); resolves
 * or rejects as work does. */
export function withWriteLock(id, work) {
  if (!navigator.locks) return work();
  return navigator.locks.request(`tablero.write.${id}`, () => work());
}
