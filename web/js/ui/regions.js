// Hit regions and the drawing context the game renderers share: the legal-action map, hover,
// seat names, and offer/isHot/info to glow and register clickable or hoverable regions.

import { seatName } from "../i18n/index.js";
import { actionKey } from "./input.js";

const inRect = (r, x, y) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;

/** The topmost (last pushed) region of `list` containing (x, y), or null. */
export function findRegion(list, x, y, contains = inRect) {
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const r = list[i];
    if (contains(r, x, y)) return r;
  }
  return null;
}

/** What a renderer answers about its regions: the action at a point, the facts at a point, and
 * every clickable region (for tests and the DOM list). `contains(r, x, y)` tests a region;
 * `visible(hits, hit)` gives the part of a hit that really receives clicks. */
export function regionQueries(hits, infos, { contains = inRect,
  visible = (list, { x, y, w, h }) => ({ x, y, w, h }), places = [] } = {}) {
  return {
    hitTest: (x, y) => findRegion(hits, x, y, contains)?.action ?? null,
    /** The place under a point (the position editor's picking): {kind, ...ids} or null. */
    placeAt: (x, y) => findRegion(places, x, y, contains)?.place ?? null,
    /** Every place drawn, with its box (for tests). */
    places: () => places.map(({ place, x, y, w, h }) => ({ place, x, y, w, h })),
    infoAt: (x, y) => findRegion(infos, x, y, contains)?.facts ?? null,
    regions: () => hits.map((hit) => ({ action: hit.action, ...visible(hits, hit) })),
  };
}

/** The parts of a renderer's context every game shares. `glow(ctx, rect, hot)` draws the
 * legal-choice outline; `extra(opts)` adds fields to a hit; `onOffer(key)` sees each offer;
 * `places` collects the places drawn (`place(id, rect)`: geometry for the position editor's
 * picking, never an action). */
export function makeBaseContext(ctx, view, ui, hits, infos, { glow, extra, onOffer,
  places = [] } = {}) {
  const legal = new Map((view.actions || []).map((a) => [actionKey(a), a]));
  const hover = ui.hover ? actionKey(ui.hover) : null;
  const names = ui.names || [];
  return {
    ctx, view, ui, legal, hover, names,
    name: (seat) => names[seat] || seatName(seat),
    /** Highlight and register `action` at `rect` if it is legal now; true when it is. */
    offer(action, rect, opts = {}) {
      const key = actionKey(action);
      if (!legal.has(key)) return false;
      if (!opts.noGlow) glow(ctx, rect, key === hover);
      hits.push(extra ? { action: legal.get(key), ...rect, ...extra(opts) }
        : { action: legal.get(key), ...rect });
      if (onOffer) onOffer(key);
      return true;
    },
    isHot: (action) => hover === actionKey(action),
    info(facts, rect) {
      infos.push({ facts, ...rect });
    },
    place(id, rect) {
      places.push({ place: id, ...rect });
    },
  };
}
