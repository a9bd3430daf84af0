// What changed on the table between two views (so a person can follow the bots): court cards
// that arrived, cards whose spies changed, regions and borders whose pieces changed. Keys are
// card ids (numbers) and "r<region>" / "b<border>" strings; the renderer outlines them.

import { BORDER_IDS } from "./layout.js";

/** Set of changed things from view `prev` to view `next` (empty when not comparable). */
export function changes(prev, next) {
  const out = new Set();
  if (!prev || !next || prev.game !== next.game || !prev.seats || !next.seats) return out;
  const before = new Set(prev.seats.flatMap((s) => s.court));
  for (const s of next.seats) for (const id of s.court) if (!before.has(id)) out.add(id);
  next.seats.forEach((s, i) => {
    const old = prev.seats[i]?.spies || {};
    for (const card of new Set([...Object.keys(old), ...Object.keys(s.spies || {})])) {
      if ((old[card] || 0) !== (s.spies?.[card] || 0)) out.add(Number(card));
    }
  });
  const pieces = (view, kind, loc) => JSON.stringify(Object.values(view.map[kind])
    .map((where) => where[loc] || 0));
  for (const loc of Object.keys(next.map.tribes)) {
    const tribes = JSON.stringify(prev.map.tribes[loc]) !== JSON.stringify(next.map.tribes[loc]);
    if (tribes || pieces(prev, "armies", loc) !== pieces(next, "armies", loc)) out.add(`r${loc}`);
  }
  for (const b of BORDER_IDS) {
    if (pieces(prev, "roads", String(b)) !== pieces(next, "roads", String(b))) out.add(`b${b}`);
  }
  return out;
}
