// Where everything sits on the Pyramids table: fractional areas per screen shape (data tables)
// and the geometry of each area in card units. No drawing and no rules here.

import { boundsOf } from "../scale.js";
import { CARD } from "./theme.js";

const GAP = 8; // px between areas

/** Wide screens: the info line and the prompt (px), then [x, w] fractions of the width for
 * the quarry and the gods over `top` of the height left, the opponents' band (the most it
 * gets) and the own necropolis beside the hand (split at `split`). */
export const WIDE = {
  info: 26, prompt: 32, quarry: [0, 0.6], gods: [0.6, 0.4], top: 0.24, opponents: 0.34,
  split: 0.64,
};

/** Short landscape boards (a phone on its side: w >= `from` x h): three columns, the quarry
 * over the gods | the own necropolis over the opponents | the hand (fractions of the width). */
export const STRIP = { from: 2.2, info: 22, prompt: 26, columns: [0.29, 0.46, 0.25], own: 0.62,
  quarry: 0.55 };

/** Narrow screens: band heights as fractions of the width, stacked top to bottom (the prompt
 * at most promptMax px). */
export const NARROW = {
  info: 0.045, prompt: 0.07, promptMax: 36, quarry: 0.2, gods: 0.17, own: 0.34, ownSplit: 0.64,
  opponentRow: 0.24,
};

/** A necropolis in card units: header, pyramid area (5 cards wide), obelisk column, tomb band. */
export const NECRO = { w: 40, h: 17.2, pad: 0.8, header: 2.6, pyramidW: 30, gap: 1.6, tombH: 3.4 };

function inset(x, y, w, h) {
  return { x: x + GAP / 2, y: y + GAP / 2, w: Math.max(0, w - GAP), h: Math.max(0, h - GAP) };
}

function promptBand(w) {
  return Math.min(NARROW.promptMax, NARROW.prompt * w);
}

/** Height a narrow (portrait) table wants at width w, so nothing is squeezed. */
export function narrowHeight(w, players) {
  const rows = Math.ceil((players - 1) / 2);
  const n = NARROW;
  return Math.round(promptBand(w) + w * (n.info + n.quarry + n.gods + n.own
    + rows * n.opponentRow));
}

/** The table's areas for a canvas of w x h, with `focus` the seat drawn large. */
export function tableLayout(w, h, players, focus) {
  const others = [];
  for (let i = 1; i < players; i += 1) others.push((focus + i) % players);
  if (w >= h * STRIP.from) return stripLayout(w, h, others);
  return w >= h * 1.05 ? wideLayout(w, h, others) : narrowLayout(w, h, players, others);
}

/** The info line and the prompt across the top: the areas so far, and where the rest starts. */
function headed(mode, w, h, { info, prompt }) {
  const out = { mode, info: inset(0, 0, w, info), prompt: inset(0, info, w, prompt) };
  return { out, top: info + prompt, rest: h - info - prompt };
}

function wideLayout(w, h, others) {
  const { out, top, rest } = headed("wide", w, h, WIDE);
  const upper = rest * WIDE.top;
  for (const key of ["quarry", "gods"]) {
    const [fx, fw] = WIDE[key];
    out[key] = inset(fx * w, top, fw * w, upper);
  }
  const grid = bestGrid(w, WIDE.opponents * rest, others.length);
  const band = Math.min(WIDE.opponents * rest, grid.rows * grid.u * NECRO.h + GAP * grid.rows);
  const y0 = top + upper;
  out.opponents = gridOf(inset(0, y0, w, band), others, grid.cols);
  const y = y0 + band;
  const split = WIDE.split * w;
  out.own = inset(0, y, split, h - y);
  out.hand = inset(split, y, w - split, h - y);
  return out;
}

function stripLayout(w, h, others) {
  const { out, top, rest } = headed("strip", w, h, STRIP);
  const [a, b] = STRIP.columns.map((f) => f * w);
  out.quarry = inset(0, top, a, rest * STRIP.quarry);
  out.gods = inset(0, top + rest * STRIP.quarry, a, rest * (1 - STRIP.quarry));
  out.own = inset(a, top, b, rest * STRIP.own);
  const cols = Math.max(1, others.length);
  out.opponents = gridOf(inset(a, top + rest * STRIP.own, b, rest * (1 - STRIP.own)), others,
    cols);
  out.hand = inset(a + b, top, w - a - b, rest);
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
  let y = 0;
  const take = (px) => {
    const r = inset(0, y, w, px * scale);
    y += px * scale;
    return r;
  };
  const out = { mode: "narrow" };
  out.info = take(NARROW.info * w);
  out.prompt = take(promptBand(w));
  for (const key of ["quarry", "gods"]) out[key] = take(NARROW[key] * w);
  const row = take(NARROW.own * w);
  const split = row.w * NARROW.ownSplit;
  out.own = { ...row, w: split - GAP / 2 };
  out.hand = { ...row, x: row.x + split + GAP / 2, w: row.w - split - GAP / 2 };
  const rows = Math.ceil(others.length / 2);
  out.opponents = gridOf(take(NARROW.opponentRow * rows * w), others, 2);
  return out;
}

/** Where the opponents' necropolises are drawn (the players' sheet shows this rect). */
export function opponentsArea(L) {
  return boundsOf(L.opponents.map((o) => o.rect));
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
  const label = Math.max(10, Math.min(22, rect.h * 0.16));
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
  const labelH = Math.max(10, Math.min(22, rect.h * 0.14));
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
