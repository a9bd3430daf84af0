// Where everything sits on the Pyramids table: fractional areas per screen shape (data tables)
// and the geometry of each area in card units. No drawing and no rules here.

import { CARD } from "./theme.js";

const GAP = 8; // px between areas

/** Wide screens: areas as [x, y, w, h] fractions of the canvas (opponents: the most it gets;
 * the own necropolis and the hand share what the opponents leave, split at `split`). */
export const WIDE = {
  info: [0, 0, 1, 0.05],
  quarry: [0, 0.05, 0.6, 0.22],
  gods: [0.6, 0.05, 0.4, 0.22],
  opponents: [0, 0.27, 1, 0.32],
  split: 0.64,
};

/** Narrow screens: band heights as fractions of the width, stacked top to bottom. */
export const NARROW = {
  info: 0.045, quarry: 0.2, gods: 0.17, own: 0.34, ownSplit: 0.64, opponentRow: 0.24,
};

/** A necropolis in card units: header, pyramid area (5 cards wide), obelisk column, tomb band. */
export const NECRO = { w: 40, h: 17.2, pad: 0.8, header: 2.6, pyramidW: 30, gap: 1.6, tombH: 3.4 };

function area(frac, w, h) {
  const [fx, fy, fw, fh] = frac;
  return { x: fx * w + GAP / 2, y: fy * h + GAP / 2, w: fw * w - GAP, h: fh * h - GAP };
}

/** Height a narrow (portrait) table wants at width w, so nothing is squeezed. */
export function narrowHeight(w, players) {
  const rows = Math.ceil((players - 1) / 2);
  const n = NARROW;
  return Math.round(w * (n.info + n.quarry + n.gods + n.own + rows * n.opponentRow));
}

/** The table's areas for a canvas of w x h, with `focus` the seat drawn large. */
export function tableLayout(w, h, players, focus) {
  const others = [];
  for (let i = 1; i < players; i += 1) others.push((focus + i) % players);
  return w >= h * 1.05 ? wideLayout(w, h, others) : narrowLayout(w, h, players, others);
}

function wideLayout(w, h, others) {
  const out = { mode: "wide" };
  for (const key of ["info", "quarry", "gods"]) out[key] = area(WIDE[key], w, h);
  const [, fy, , fh] = WIDE.opponents;
  const grid = bestGrid(w, fh * h, others.length);
  const band = Math.min(fh * h, grid.rows * grid.u * NECRO.h + GAP * grid.rows);
  const top = fy * h;
  const opponents = { x: GAP / 2, y: top + GAP / 2, w: w - GAP, h: band - GAP };
  out.opponents = gridOf(opponents, others, grid.cols);
  const y = top + band;
  const split = WIDE.split * w;
  out.own = { x: GAP / 2, y: y + GAP / 2, w: split - GAP, h: h - y - GAP };
  out.hand = { x: split + GAP / 2, y: y + GAP / 2, w: w - split - GAP, h: h - y - GAP };
  return out;
}

/** One row of opponents, or two rows when that draws them larger. */
function bestGrid(w, h, n) {
  let best = { cols: Math.max(1, n), rows: 1, u: 0 };
  for (const cols of [n, Math.ceil(n / 2)]) {
    if (cols < 1) continue;
    const rows = Math.ceil(n / cols);
    const u = Math.min(w / cols / NECRO.w, h / rows / NECRO.h);
    if (u > best.u * 1.05) best = { cols, rows, u };
  }
  return best;
}

function narrowLayout(w, h, players, others) {
  const scale = Math.min(1, h / narrowHeight(w, players));
  const band = (f) => f * w * scale;
  let y = 0;
  const take = (f) => {
    const r = { x: GAP / 2, y: y + GAP / 2, w: w - GAP, h: band(f) - GAP };
    y += band(f);
    return r;
  };
  const out = { mode: "narrow" };
  for (const key of ["info", "quarry", "gods"]) out[key] = take(NARROW[key]);
  const row = take(NARROW.own);
  const split = row.w * NARROW.ownSplit;
  out.own = { ...row, w: split - GAP / 2 };
  out.hand = { ...row, x: row.x + split + GAP / 2, w: row.w - split - GAP / 2 };
  const rows = Math.ceil(others.length / 2);
  out.opponents = gridOf(take(NARROW.opponentRow * rows), others, 2);
  return out;
}

function gridOf(rect, seats, columns) {
  const cols = Math.max(1, Math.min(columns, seats.length));
  const rows = Math.max(1, Math.ceil(seats.length / cols));
  const cw = rect.w / cols;
  const ch = rect.h / rows;
  return seats.map((seat, i) => ({
    seat,
    rect: {
      x: rect.x + (i % cols) * cw + (i % cols ? GAP / 2 : 0),
      y: rect.y + Math.floor(i / cols) * ch + (i >= cols ? GAP / 2 : 0),
      w: cw - (cols > 1 ? GAP / 2 : 0),
      h: ch - (rows > 1 ? GAP / 2 : 0),
    },
  }));
}

/** Geometry of one necropolis drawn in `rect`: unit size and sub-areas in px. */
export function necropolisBox(full) {
  const u = Math.min(full.w / NECRO.w, full.h / NECRO.h);
  const rect = { ...full, h: Math.min(full.h, NECRO.h * u) };
  const x0 = rect.x + (rect.w - NECRO.w * u) / 2;
  const y0 = rect.y;
  const pad = NECRO.pad * u;
  const header = { x: rect.x + pad, y: y0 + pad * 0.5, w: rect.w - 2 * pad, h: NECRO.header * u };
  const top = header.y + header.h + 0.6 * u;
  const baseY = rect.y + rect.h - pad - NECRO.tombH * u;
  const pyramid = { x: x0 + pad, y: top, w: NECRO.pyramidW * u, h: baseY - top, baseY };
  pyramid.centerX = pyramid.x + pyramid.w / 2;
  const obelisk = {
    x: pyramid.x + pyramid.w + NECRO.gap * u, y: top, w: CARD.w * u, h: baseY - top, baseY,
  };
  const tomb = {
    x: pyramid.x, y: baseY + 0.5 * u, w: pyramid.w + NECRO.gap * u + obelisk.w,
    h: (NECRO.tombH - 0.6) * u,
  };
  return { u, rect, header, pyramid, obelisk, tomb };
}

/** Start of level/slot in strip units: the view's `level_shift` per level (half a card),
 * its `strip` per slot. */
function slotUnits(view, level, slot) {
  return view.level_shift * level + view.strip * slot;
}

/** Pixel rect of pyramid level/slot, given the unit offset that centres the pyramid. A strip is
 * CARD.strip units high. */
export function pyramidSlotRect(box, view, level, slot, shift) {
  const { u, pyramid } = box;
  const xu = slotUnits(view, level, slot) - shift;
  return {
    x: pyramid.centerX + xu * u,
    y: pyramid.baseY - (level + 1) * CARD.strip * u,
    w: CARD.w * u,
    h: CARD.strip * u,
  };
}

/** Centre (in strip units) of the placed base cards, or of the offered slots before any. */
export function pyramidShift(view, cards, slots) {
  const spans = (cards.length ? cards : slots).map((c) => slotUnits(view, c.level, c.slot));
  if (!spans.length) return CARD.w / 2;
  const lo = Math.min(...spans);
  const hi = Math.max(...spans) + CARD.w;
  return (lo + hi) / 2;
}

/** Obelisk stage i (0 = bottom) of n, plus the offered next stage when `extra`. */
export function obeliskStageRect(box, i, n, extra) {
  const { u, obelisk } = box;
  const stages = n + (extra ? 1 : 0);
  const pitch = Math.min(CARD.strip * u, (obelisk.h - 1.2 * u) / Math.max(1, stages));
  const y = obelisk.baseY - i * pitch - CARD.strip * u;
  return { x: obelisk.x, y, w: obelisk.w, h: CARD.strip * u, pitch };
}

/** The quarry: one frame per pair, two face-up cards in each, in one row or two. */
export function quarryBoxes(rect, pairs) {
  const label = Math.min(22, rect.h * 0.16);
  const pairW = 2 * CARD.w + 1.6;
  const pairH = CARD.h + 1.2;
  let best = null;
  for (const rows of pairs > 3 ? [1, 2] : [1]) {
    const cols = Math.ceil(pairs / rows);
    const u = Math.min((rect.w - 10) / (cols * pairW + (cols - 1) * 1.2),
      (rect.h - rows * label - 4) / (rows * pairH));
    if (!best || u > best.u * 1.1) best = { rows, cols, u };
  }
  const { rows, cols, u } = best;
  const y0 = rect.y + (rect.h - rows * (label + pairH * u)) / 2;
  const out = [];
  for (let i = 0; i < pairs; i += 1) {
    const row = Math.floor(i / cols);
    const inRow = row < rows - 1 ? cols : pairs - cols * (rows - 1);
    const rowW = inRow * pairW * u + (inRow - 1) * 1.2 * u;
    const x = rect.x + (rect.w - rowW) / 2 + (i % cols) * (pairW + 1.2) * u;
    const y = y0 + row * (label + pairH * u) + label;
    const frame = { x, y, w: pairW * u, h: pairH * u };
    const c0 = { x: x + 0.6 * u, y: y + 0.6 * u, w: CARD.w * u, h: CARD.h * u };
    const c1 = { ...c0, x: c0.x + (CARD.w + 0.4) * u };
    out.push({ frame, cards: [c0, c1], u, label, labelY: y - 4 });
  }
  return out;
}

/** God tiles side by side, each taller than wide, plus a band for the turn order below. */
export function godBoxes(rect, count) {
  const orderH = Math.min(26, rect.h * 0.16);
  const labelH = Math.min(22, rect.h * 0.14);
  const avail = { w: rect.w, h: rect.h - orderH - labelH };
  const th = Math.min(avail.h, (avail.w / (count * 1.12)) * 1.3);
  const tw = Math.min(avail.w / (count * 1.12), th * 1.35);
  const total = count * tw + (count - 1) * tw * 0.12;
  const x0 = rect.x + (rect.w - total) / 2;
  const tiles = [];
  for (let i = 0; i < count; i += 1) {
    tiles.push({ x: x0 + i * tw * 1.12, y: rect.y + labelH, w: tw, h: th });
  }
  return { tiles, label: { x: rect.x, y: rect.y, w: rect.w, h: labelH },
    order: { x: rect.x, y: rect.y + labelH + th + 4, w: rect.w, h: orderH } };
}

/** The shown seat's hand: cards in a row (room for 3), the Done button below. */
export function handBoxes(rect, count) {
  const titleH = Math.min(24, rect.h * 0.12);
  const buttonH = Math.min(40, rect.h * 0.17);
  const n = Math.max(3, count);
  const u = Math.min(rect.w / (n * CARD.w + (n + 1) * 0.8),
    (rect.h - titleH - buttonH - 16) / (CARD.h + 1));
  const total = count * CARD.w * u + Math.max(0, count - 1) * 0.8 * u;
  const x0 = rect.x + (rect.w - total) / 2;
  const y = rect.y + titleH + 0.9 * u;
  const cards = [];
  for (let i = 0; i < count; i += 1) {
    cards.push({ x: x0 + i * (CARD.w + 0.8) * u, y, w: CARD.w * u, h: CARD.h * u });
  }
  const bw = Math.min(rect.w * 0.7, 200);
  const below = y + CARD.h * u + 1.4 * u;
  const button = {
    x: rect.x + (rect.w - bw) / 2, y: Math.min(below, rect.y + rect.h - buttonH - 6),
    w: bw, h: buttonH,
  };
  const turnY = button.y + buttonH + 0.8 * u;
  const turn = { x: rect.x + 10, y: turnY, w: rect.w - 20, h: rect.y + rect.h - turnY - 6 };
  return { u, cards, button, turn, title: { x: rect.x, y: rect.y, w: rect.w, h: titleH } };
}
