// Where everything sits on the Troyes table: fractional areas per screen shape (data tables)
// and the geometry inside each area. No drawing and no rules here.

const GAP = 8; // px between areas

/** Wide screens: [x, y, w, h] fractions of the canvas. */
export const WIDE = {
  info: [0, 0, 1, 0.045],
  bar: [0, 0.045, 1, 0.095],
  board: [0, 0.14, 0.57, 0.62],
  cathedral: [0.57, 0.14, 0.43, 0.17],
  events: [0.57, 0.31, 0.43, 0.21],
  square: [0.57, 0.52, 0.43, 0.24],
  seats: [0, 0.76, 1, 0.24],
};

/** Narrow screens: band heights as fractions of the width, top to bottom. */
export const NARROW = {
  info: 0.05, bar: 0.18, barMax: 96, board: 0.74, middle: 0.27, cathedralShare: 0.42,
  square: 0.3, seatRow: 0.22,
};

/** The bar's share of the width: two lines of text over the buttons on a phone, no more
 * than barMax px on a tablet. */
function barShare(w) {
  return Math.min(NARROW.bar, NARROW.barMax / w);
}

/** Building picture vs. its three activity cards, as shares of a board column's height. */
export const COLUMN_SPLIT = { building: 0.34, card: 0.22 };

function area(frac, w, h) {
  const [fx, fy, fw, fh] = frac;
  return { x: fx * w + GAP / 2, y: fy * h + GAP / 2, w: fw * w - GAP, h: fh * h - GAP };
}

/** Height a narrow (portrait) table wants at width w. */
export function narrowHeight(w, players) {
  const n = NARROW;
  const rows = Math.ceil(players / 2);
  return Math.round(w * (n.info + barShare(w) + n.board + n.middle + n.square
    + rows * n.seatRow));
}

/** The table's areas for a canvas of w x h. */
export function tableLayout(w, h, players) {
  const out = w >= h * 1.05 ? wideLayout(w, h, players) : narrowLayout(w, h, players);
  out.columns = boardColumns(out.board);
  return out;
}

function wideLayout(w, h, players) {
  const out = { mode: "wide" };
  for (const key of ["info", "bar", "board", "cathedral", "events", "square"]) {
    out[key] = area(WIDE[key], w, h);
  }
  out.seats = rowOf(area(WIDE.seats, w, h), players, players);
  return out;
}

function narrowLayout(w, h, players) {
  const scale = Math.min(1, h / narrowHeight(w, players));
  let y = 0;
  const take = (f) => {
    const r = { x: GAP / 2, y: y + GAP / 2, w: w - GAP, h: f * w * scale - GAP };
    y += f * w * scale;
    return r;
  };
  const n = NARROW;
  const out = { mode: "narrow", info: take(n.info), bar: take(barShare(w)), board: take(n.board) };
  const middle = take(n.middle);
  const cw = middle.w * n.cathedralShare;
  out.cathedral = { ...middle, w: cw - GAP / 2 };
  out.events = { ...middle, x: middle.x + cw + GAP / 2, w: middle.w - cw - GAP / 2 };
  out.square = take(n.square);
  out.seats = rowOf(take(n.seatRow * Math.ceil(players / 2)), players, 2);
  return out;
}

/** `count` boxes in rows of `perRow` filling rect. */
export function rowOf(rect, count, perRow) {
  const cols = Math.max(1, Math.min(perRow, count));
  const rows = Math.max(1, Math.ceil(count / cols));
  const cw = (rect.w - (cols - 1) * GAP) / cols;
  const ch = (rect.h - (rows - 1) * GAP) / rows;
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const c = i % cols;
    const r = Math.floor(i / cols);
    out.push({ x: rect.x + c * (cw + GAP), y: rect.y + r * (ch + GAP), w: cw, h: ch });
  }
  return out;
}

/** Three columns (Palace, Bishopric, City Hall): the building on top, its 3 cards below. */
function boardColumns(rect) {
  const cw = (rect.w - 2 * GAP) / 3;
  const bh = rect.h * COLUMN_SPLIT.building;
  const ch = (rect.h - bh - 3 * GAP * 0.75) / 3;
  return [0, 1, 2].map((i) => {
    const x = rect.x + i * (cw + GAP);
    const cards = [0, 1, 2].map((k) => ({
      x, y: rect.y + bh + GAP * 0.75 + k * (ch + GAP * 0.75), w: cw, h: ch,
    }));
    return { building: { x, y: rect.y, w: cw, h: bh }, cards };
  });
}

/** Inside a building: a title band, rows of spaces (left to right), a band for lying citizens. */
export function buildingBoxes(rect, rows) {
  const title = { x: rect.x, y: rect.y, w: rect.w, h: Math.min(24, rect.h * 0.18) };
  const lying = { x: rect.x + 6, y: rect.y + rect.h - rect.h * 0.16, w: rect.w - 12,
    h: rect.h * 0.14 };
  const top = title.y + title.h + 2;
  const rowH = (lying.y - top - 4) / rows.length;
  const label = Math.min(rect.w * 0.2, 42);
  const most = Math.max(...rows.map((r) => r.length));
  const size = Math.min(rowH - 4, (rect.w - label - 12) / most - 4);
  const spaces = {};
  const labels = [];
  rows.forEach((row, r) => {
    const y = top + r * rowH + (rowH - size) / 2;
    labels.push({ x: rect.x + 4, y, w: label - 4, h: size });
    row.forEach((index, k) => {
      spaces[index] = { x: rect.x + label + k * (size + 4), y, w: size, h: size };
    });
  });
  return { title, spaces, labels, lying, size };
}

/** The Palace's six spaces in one row of two lines (values 1-3, then 4-6). */
export function palaceRows(rows) {
  const flat = rows.map((r) => r[0]);
  return [flat.slice(0, 3), flat.slice(3)];
}

/** An activity card: title line, then its tradesman spaces (as many as the view's card has)
    and the illustration, which takes the width left, then cubes. */
export function cardBoxes(rect, spaces = 2) {
  const pad = Math.max(3, rect.w * 0.03);
  const title = { x: rect.x + pad, y: rect.y + pad * 0.6, w: rect.w - 2 * pad, h: rect.h * 0.26 };
  const slotY = title.y + title.h + rect.h * 0.04;
  const slotH = rect.h * 0.36;
  const slotW = (rect.w - 2 * pad - 3 * 4) / 4;
  const slots = Array.from({ length: spaces + 1 }, (_, i) => ({
    x: rect.x + pad + i * (slotW + 4), y: slotY, h: slotH,
    w: i < spaces ? slotW : rect.w - 2 * pad - spaces * (slotW + 4) }));
  const cubes = { x: rect.x + pad, y: slotY + slotH + 3, w: rect.w - 2 * pad,
    h: rect.y + rect.h - (slotY + slotH + 3) - pad * 0.6 };
  return { title, slots, cubes };
}

/** Cathedral: 3 levels (level 1 at the bottom) x 6 columns (die values 1-6). */
export function cathedralBoxes(rect) {
  const title = { x: rect.x, y: rect.y, w: rect.w, h: Math.min(22, rect.h * 0.2) };
  const label = Math.min(54, rect.w * 0.14);
  const top = title.y + title.h + 2;
  const cell = Math.min((rect.w - label - 8) / 6, (rect.y + rect.h - top - 14) / 3);
  const x0 = rect.x + label + (rect.w - label - 6 * cell) / 2;
  const cells = [0, 1, 2].map((level) => [0, 1, 2, 3, 4, 5].map((v) => ({
    x: x0 + v * cell + 1, y: top + (2 - level) * cell + 1, w: cell - 2, h: cell - 2,
  })));
  const labels = [0, 1, 2].map((level) => ({ x: rect.x + 4, y: top + (2 - level) * cell,
    w: label - 6, h: cell }));
  const values = [0, 1, 2, 3, 4, 5].map((v) => ({ x: x0 + v * cell, y: top + 3 * cell,
    w: cell, h: 14 }));
  return { title, cells, labels, values, cell };
}

/** The event row: cards in one or two lines; a tray for the black dice in front when rolled. */
export function eventBoxes(rect, count, blackCount) {
  const title = { x: rect.x, y: rect.y, w: rect.w, h: Math.min(22, rect.h * 0.16) };
  const body = { x: rect.x, y: title.y + title.h, w: rect.w, h: rect.h - title.h };
  let tray = null;
  if (blackCount) {
    const tw = Math.min(body.w * 0.22, body.h * 0.9);
    tray = { x: body.x, y: body.y, w: tw, h: body.h };
    body.x += tw + GAP;
    body.w -= tw + GAP;
  }
  const lines = count > 6 ? 2 : 1;
  const perLine = Math.ceil(count / lines) || 1;
  const cw = Math.min((body.w - (perLine - 1) * 5) / perLine, body.h / lines * 0.9);
  const ch = (body.h - (lines - 1) * 5) / lines;
  const cards = [];
  for (let i = 0; i < count; i += 1) {
    const line = Math.floor(i / perLine);
    cards.push({ x: body.x + (i % perLine) * (cw + 5), y: body.y + line * (ch + 5), w: cw, h: ch });
  }
  return { title, cards, tray };
}

/** Dice laid out in a box: the largest size that fits n dice in rows. */
export function diceGrid(rect, n, maxSize = 40) {
  if (!n) return { size: 0, spots: [] };
  let best = { size: 0, cols: n };
  for (let cols = 1; cols <= n; cols += 1) {
    const rows = Math.ceil(n / cols);
    const size = Math.min(maxSize, rect.w / cols * 0.82, rect.h / rows * 0.82);
    if (size > best.size) best = { size, cols };
  }
  const { size, cols } = best;
  const step = size * 1.18;
  const spots = [];
  for (let i = 0; i < n; i += 1) {
    spots.push({ x: rect.x + (i % cols) * step + size * 0.09,
      y: rect.y + Math.floor(i / cols) * step + size * 0.09, w: size, h: size });
  }
  return { size, spots };
}
