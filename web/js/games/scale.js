// A table drawn smaller than the size it is laid out for: a board box smaller than what a
// game's areas need (a phone's board box, a narrow blog column) gets the table laid out at a
// larger size in board units and drawn scaled down, so that nothing squeezes a fixed-px title
// into a band too thin for it (texts stay apart at every size; the view's zoom enlarges them).
// The renderer's queries answer in CSS px of the canvas, as the interface says.

/**
 * The scale (CSS px per layout px, at most 1) for a canvas of w x h: the layout is at least
 * `min.narrow` px wide on a portrait canvas and at least `min.w` x `min.h` on a landscape one.
 */
export function layoutScale(w, h, min) {
  if (w < h * 1.05) return Math.min(1, w / min.narrow);
  return Math.min(1, w / min.w, h / min.h);
}

/** A rect in layout px as CSS px at scale k. */
export function scaledRect(r, k) {
  return { ...r, x: r.x * k, y: r.y * k, w: r.w * k, h: r.h * k };
}

/** regionQueries' members (ui/regions.js) for a layout drawn at `scale()` CSS px a unit. */
export function scaledQueries(queries, scale) {
  const at = (fn) => (x, y) => fn(x / scale(), y / scale());
  return {
    hitTest: at(queries.hitTest),
    placeAt: at(queries.placeAt),
    infoAt: at(queries.infoAt),
    places: () => queries.places().map((p) => scaledRect(p, scale())),
    regions: () => queries.regions().map((r) => scaledRect(r, scale())),
  };
}

/** The smallest rect holding all of `rects` (null for none): an area made of several boxes. */
export function boundsOf(rects) {
  if (!rects.length) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return { x, y, w: Math.max(...rects.map((r) => r.x + r.w)) - x,
    h: Math.max(...rects.map((r) => r.y + r.h)) - y };
}
