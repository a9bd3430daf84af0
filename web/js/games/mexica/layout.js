// Where everything sits on the Mexica table: the areas for a canvas size (wide: board left,
// side column right; narrow: bands stacked) and the geometry of the grid. No drawing, no rules.

import { NARROW, STRIP, WIDE } from "./theme.js";

/** Height a narrow (portrait) table wants at width w for `players` seats. */
export function narrowHeight(w, players, rows = 16, cols = 23) {
  const n = NARROW;
  const playerRows = Math.ceil(players / 2);
  const band = coordBand(w / cols);
  const board = band + (w - band) * (rows / cols);
  return Math.round(board + headerHeight(w)
    + w * (n.bar + playerRows * n.players + displayShare(w)));
}

/** The narrow header's height: its two lines, the turn and the score strip (on a phone, which
 * starts zoomed in at the top left, the seat rows are a pan away; the strip is not). */
function headerHeight(w) {
  return 2 * Math.max(NARROW.infoMin, w * NARROW.info);
}

/** The width of the coordinate band along the board's top and left edges for cells of u px
 * (the row and column numbers that cell names such as "r5c8" use). */
export function coordBand(u) {
  return Math.round(Math.max(14, Math.min(22, u * 0.62)));
}

/** The display band's share of the width on a narrow table: a phone's single column (tokens,
 * reserve, supplies and scorings under each other) needs more than a tablet's two columns. */
function displayShare(w) {
  return w > 520 ? NARROW.display : NARROW.displayPhone;
}

/** The table's areas: {mode, info, board, bar, players, display} (each {x, y, w, h}). */
export function tableLayout(w, h, players, rows = 16, cols = 23) {
  if (w >= h * STRIP.from) return stripLayout(w, h, rows, cols);
  return w >= h * 1.05 ? wideLayout(w, h, rows, cols) : narrowLayout(w, h, players, rows, cols);
}

/** A phone on its side: the island as tall as the board allows, the rest in two columns. */
function stripLayout(w, h, rows, cols) {
  const g = STRIP.gap;
  const room = h - STRIP.info - 1.5 * g;
  const band = coordBand(room / rows);
  const u = Math.max(4, (room - band) / rows);
  const boardW = band + u * cols;
  const info = { x: g, y: g / 2, w: boardW, h: STRIP.info };
  const board = { x: g + band, y: info.y + info.h + g / 2 + band, w: u * cols, h: u * rows, u,
    band };
  const left = g + boardW + g;
  const middle = (w - left) * STRIP.middle;
  const bar = { x: left, y: g / 2, w: middle - g, h: (h - g) * STRIP.bar };
  const players = { x: left, y: bar.y + bar.h + g, w: middle - g, h: h - bar.h - 2 * g,
    columns: 2 };
  const display = { x: left + middle, y: g / 2, w: w - left - middle - g, h: h - g };
  return { mode: "strip", info, board, bar, players, display };
}

function wideLayout(w, h, rows, cols) {
  const g = WIDE.gap;
  const side = Math.max(WIDE.sideMin, Math.min(WIDE.sideMax, w * WIDE.side));
  const left = w - side;
  const info = { x: g, y: g / 2, w: left - 2 * g, h: WIDE.info };
  const room = { w: left - 2 * g, h: h - WIDE.info - WIDE.bar - WIDE.players - 4 * g };
  const band = coordBand(Math.min(room.w / cols, room.h / rows));
  const u = Math.max(4, Math.min((room.w - band) / cols, (room.h - band) / rows));
  const board = {
    x: g + band + (room.w - band - u * cols) / 2, y: info.y + info.h + g / 2 + band,
    w: u * cols, h: u * rows, u, band,
  };
  const bar = { x: g, y: board.y + board.h + g, w: left - 2 * g, h: WIDE.bar };
  const players = { x: g, y: bar.y + bar.h + g, w: left - 2 * g, h: WIDE.players, columns: 4 };
  const display = { x: left, y: g / 2, w: side - g, h: h - g };
  return { mode: "wide", info, board, bar, players, display };
}

function narrowLayout(w, h, players, rows, cols) {
  const g = NARROW.gap;
  const scale = Math.min(1, h / narrowHeight(w, players, rows, cols));
  let y = 0;
  const take = (f, px = f * w) => {
    const r = { x: g, y: y + g / 2, w: w - 2 * g, h: px * scale - g };
    y += px * scale;
    return r;
  };
  const header = take(0, headerHeight(w));
  // The turn line on top, every seat's score under it (bar.js drawInfo).
  const info = { ...header, h: header.h / 2,
    scores: { ...header, y: header.y + header.h / 2, h: header.h / 2 } };
  const edge = coordBand((w / cols) * scale);
  const u = (w - 2 * g - edge) * scale / cols;
  const board = {
    x: edge + (w - edge - u * cols) / 2, y: y + g / 2 + edge, w: u * cols, h: u * rows, u,
    band: edge,
  };
  y += edge + u * rows + g;
  const bar = take(NARROW.bar);
  const playersRect = { ...take(NARROW.players * Math.ceil(players / 2)), columns: 2 };
  const display = take(displayShare(w));
  return { mode: "narrow", info, board, bar, players: playersRect, display };
}

/** The players' panels in `r` (one per seat, in play order), in its columns. */
export function playerBoxes(r, n) {
  const cols = Math.min(n, r.columns || 1);
  const rowsN = Math.ceil(n / cols);
  const gap = 6;
  const h = Math.min(78, (r.h - gap * (rowsN - 1)) / rowsN);
  const w = (r.w - gap * (cols - 1)) / cols;
  return Array.from({ length: n }, (_, i) => ({
    x: r.x + (i % cols) * (w + gap), y: r.y + Math.floor(i / cols) * (h + gap), w, h,
  }));
}

/** The rect the players' panels fill (the players' sheet shows it). */
export function playersArea(r, n) {
  const boxes = playerBoxes(r, n);
  const last = boxes[boxes.length - 1];
  return { x: r.x, y: r.y, w: r.w, h: last ? last.y + last.h - r.y : r.h };
}

/** Pixel rect of a cell on the board area. */
export function cellRect(board, cols, cell) {
  const row = Math.floor(cell / cols);
  const col = cell % cols;
  return { x: board.x + col * board.u, y: board.y + row * board.u, w: board.u, h: board.u };
}

/** The cell under (x, y), or -1. */
export function cellAt(board, rows, cols, x, y) {
  const col = Math.floor((x - board.x) / board.u);
  const row = Math.floor((y - board.y) / board.u);
  if (col < 0 || row < 0 || col >= cols || row >= rows) return -1;
  return row * cols + col;
}

/** Buttons laid out in one row (two rows when they do not fit) inside `rect`. */
export function buttonRow(rect, count, { minW = 84, maxW = 150, gap = 6 } = {}) {
  if (!count) return [];
  let perRow = count;
  let bw = (rect.w - gap * (perRow - 1)) / perRow;
  if (bw < minW && count > 1) {
    perRow = Math.ceil(count / 2);
    bw = (rect.w - gap * (perRow - 1)) / perRow;
  }
  bw = Math.min(maxW, bw);
  const lines = Math.ceil(count / perRow);
  const bh = Math.min(44, (rect.h - gap * (lines - 1)) / lines);
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const line = Math.floor(i / perRow);
    const inLine = Math.min(perRow, count - line * perRow);
    const rowW = inLine * bw + (inLine - 1) * gap;
    const x0 = rect.x + (rect.w - rowW) / 2;
    out.push({
      x: x0 + (i % perRow) * (bw + gap),
      y: rect.y + (rect.h - (lines * bh + (lines - 1) * gap)) / 2 + line * (bh + gap),
      w: bw, h: bh,
    });
  }
  return out;
}
