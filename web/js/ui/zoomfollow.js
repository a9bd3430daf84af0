// Where the board goes when a decision starts: the zoom and pan that put the most offered places
// on screen at a size a finger can hit. Pure geometry on the renderer's regions (board units,
// CSS px at zoom 1); ui/zoom.js applies the answer. Nothing here knows a game.
//
// Each place has a goal size: `minPx` on its smaller side, or the most the largest zoom gives
// it (a place too small to reach minPx even at `max` is shown as big as it can be). A zoom
// counts the places that reach their goal and lie whole on the canvas; the answer is the
// zoom that counts the most (the least zoom of those that tie: more of the board in view),
// placed over the densest cluster of such places (the one nearest the current view when
// clusters tie) and centred on that cluster. With every place big enough at the whole board,
// that is the whole board.

const EPS = 0.5; // board units a place may overhang the window by (rounding)
const CANDIDATES = 64; // most window edges tried per axis (evenly sampled beyond)
/** A view that already shows as many places at their goal stays, up to this many times the
 * zoom the answer would take (a player who zoomed in to read keeps it while the decision's
 * places are in view; a view far too close goes back out). */
const STAY = 2;

const side = (r) => Math.min(r.w, r.h);
const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

/**
 * The transform to follow a decision, or null to stay (no place offered, or the current view
 * already shows as many places at their goal, zoomed in no more than STAY times the answer).
 * regions: the offered places' rectangles in board units; w, h: the canvas's CSS size (the
 * board's box the page gives, all of it in view); now: {scale, x, y} the current transform;
 * minPx: the least side a place should get on screen; min, max: the zoom's bounds.
 * @returns {{scale: number, x: number, y: number} | null}
 */
export function followView(regions, { w, h, now, minPx, min = 1, max }) {
  // need: the zoom at which a place reaches its goal (to a thousandth, rounded up).
  const places = regions.filter((r) => side(r) >= 1).map((r) => ({ ...r,
    need: Math.ceil(clamp(Math.min(minPx, side(r) * max) / side(r), min, max) * 1000) / 1000 }));
  if (!places.length || w < 2 || h < 2) return null;
  const geometry = { w, h, now };
  let best = null;
  for (const scale of [...new Set(places.map((p) => p.need))].sort((a, b) => a - b)) {
    const found = bestWindow(places.filter((p) => p.need <= scale), scale, geometry);
    if (found && (!best || found.count > best.count)) best = found;
  }
  if (!best) return null;
  const current = countAt(places, now, geometry);
  const near = now.scale >= 0.95 * best.scale && now.scale <= STAY * best.scale;
  if (near && current >= best.count) return null;
  return centred(best, geometry);
}

/** The board window (left, top in board units) seen on the canvas at `scale` with the offset
 * (x, y), and its size. */
function windowOf({ scale, x, y }, { w, h }) {
  return { left: -x / scale, top: -y / scale, ww: w / scale, wh: h / scale };
}

/** The range of the window's left and top at `scale` (the board must cover the canvas). */
function ranges(scale, { w, h }) {
  return { left: [0, w - w / scale], top: [0, h - h / scale] };
}

const inside = (p, left, top, ww, wh) => p.x >= left - EPS && p.y >= top - EPS
  && p.x + p.w <= left + ww + EPS && p.y + p.h <= top + wh + EPS;

/** How many places reach their goal and lie whole in the view of transform `t`. */
function countAt(places, t, geometry) {
  const { left, top, ww, wh } = windowOf(t, geometry);
  return places.filter((p) => p.need <= t.scale + 1e-3 && inside(p, left, top, ww, wh)).length;
}

/** Edges worth trying: a place at the window's left (or top) edge, within the range; some
 * optimal window always has one (slide it until its first place meets the edge). */
function edges(values, [lo, hi]) {
  const all = [...new Set(values.map((v) => Math.round(clamp(v, lo, hi) * 2) / 2))];
  if (all.length <= CANDIDATES) return all;
  all.sort((a, b) => a - b);
  return Array.from({ length: CANDIDATES }, (_, i) =>
    all[Math.round((i * (all.length - 1)) / (CANDIDATES - 1))]);
}

/** The window at `scale` holding the most `places` whole (ties: nearest the current view's
 * centre): {scale, count, members}, or null when no place fits whole. */
function bestWindow(places, scale, geometry) {
  const range = ranges(scale, geometry);
  const { ww, wh } = windowOf({ scale, x: 0, y: 0 }, geometry);
  const here = windowOf(geometry.now, geometry);
  const hx = here.left + here.ww / 2;
  const hy = here.top + here.wh / 2;
  let best = null;
  for (const left of edges(places.map((p) => p.x), range.left)) {
    for (const top of edges(places.map((p) => p.y), range.top)) {
      const members = places.filter((p) => inside(p, left, top, ww, wh));
      if (!members.length || (best && members.length < best.count)) continue;
      const far = Math.hypot(left + ww / 2 - hx, top + wh / 2 - hy);
      if (!best || members.length > best.count || far < best.far) {
        best = { scale, count: members.length, members, far };
      }
    }
  }
  return best;
}

/** The transform showing `members` centred on the canvas at `scale` (kept on the board). */
function centred({ scale, members }, geometry) {
  const { w, h } = geometry;
  const range = ranges(scale, geometry);
  const x0 = Math.min(...members.map((p) => p.x));
  const y0 = Math.min(...members.map((p) => p.y));
  const x1 = Math.max(...members.map((p) => p.x + p.w));
  const y1 = Math.max(...members.map((p) => p.y + p.h));
  const left = clamp((x0 + x1) / 2 - w / scale / 2, ...range.left);
  const top = clamp((y0 + y1) / 2 - h / scale / 2, ...range.top);
  return { scale, x: -left * scale, y: -top * scale };
}
