// Where everything sits on the Pax Pamir table: the stylised map as data (vertices shared by
// neighbouring regions, so the nine borders are exactly the shared edges) and the table's
// areas for wide and narrow screens. No drawing and no rules here.

/** Map vertices in map units (100 x 64). */
const P = {
  A: [0, 3], B: [23, 0], C: [25, 21], D: [19, 41], E: [27, 64], F: [0, 64],
  G: [52, 2], H: [83, 0], I: [77, 16], J: [48, 23], K: [45, 42], L: [50, 64],
  N: [87, 21], O: [100, 24], Pp: [100, 64], Q: [77, 64], S: [71, 43],
};

export const MAP_W = 100;
/** The drawing stretches the 64 units of height above to 80 (a squarer map fills its area). */
const STRETCH = 1.25;
export const MAP_H = 64 * STRETCH;

/** Regions: polygon (vertex names), label centre and piece area centre, in map units.
 * Persia west, Transcaspia north, Herat, Kabul, Kandahar south, Punjab east. */
export const REGIONS = {
  201: { poly: ["B", "G", "H", "I", "J", "C"], label: [50, 7], pieces: [50, 14] },
  202: { poly: ["A", "B", "C", "D", "E", "F"], label: [13, 22], pieces: [11, 40] },
  203: { poly: ["C", "J", "K", "L", "E", "D"], label: [34, 30], pieces: [35, 47] },
  204: { poly: ["J", "I", "N", "S", "K"], label: [62, 25], pieces: [62, 34] },
  205: { poly: ["K", "S", "Q", "L"], label: [61, 49], pieces: [61, 57] },
  206: { poly: ["N", "O", "Pp", "Q", "S"], label: [90, 40], pieces: [88, 50] },
};

/** Borders (ids of the engine, data.py): the shared edge as a vertex path. */
export const BORDERS = {
  301: ["J", "K"], // Herat - Kabul
  302: ["K", "L"], // Herat - Kandahar
  303: ["C", "D", "E"], // Herat - Persia
  304: ["C", "J"], // Herat - Transcaspia
  305: ["K", "S"], // Kabul - Kandahar
  306: ["N", "S"], // Kabul - Punjab
  307: ["J", "I"], // Kabul - Transcaspia
  308: ["S", "Q"], // Kandahar - Punjab
  309: ["B", "C"], // Persia - Transcaspia
};

export const REGION_IDS = [201, 202, 203, 204, 205, 206];
export const BORDER_IDS = [301, 302, 303, 304, 305, 306, 307, 308, 309];

for (const v of Object.values(P)) v[1] *= STRETCH;
for (const r of Object.values(REGIONS)) {
  r.label[1] *= STRETCH;
  r.pieces[1] *= STRETCH;
}

/** A vertex in map units. */
export function vertex(name) {
  return P[name];
}

/** Middle point of a border's path (map units). */
export function borderMid(id) {
  const path = BORDERS[id].map((n) => P[n]);
  if (path.length % 2 === 1) return path[(path.length - 1) / 2];
  const a = path[path.length / 2 - 1];
  const b = path[path.length / 2];
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

const GAP = 8;

/** Wide screens: fractions of the canvas. Top: map | market; bottom: side column | courts. */
export const WIDE = { info: 26, choices: 36, split: 0.41, top: 0.47, sideSplit: 0.56 };

/** Narrow screens: band heights as fractions of the width, top to bottom. */
export const NARROW = { info: 0.06, choices: 0.065, map: 0.68, market: 0.56, side: 0.3, hand: 0.22,
  courtRow: 0.16 };

/** Height a narrow (portrait) table wants at width w. */
export function narrowHeight(w, players) {
  const n = NARROW;
  return Math.round(w * (n.info + n.choices + n.map + n.market + n.side + n.hand
    + players * n.courtRow));
}

/** The table's areas for a canvas of w x h. */
export function tableLayout(w, h, players) {
  return w >= h * 1.05 ? wideLayout(w, h) : narrowLayout(w, h, players);
}

function box(x, y, w, h) {
  return { x: x + GAP / 2, y: y + GAP / 2, w: Math.max(0, w - GAP), h: Math.max(0, h - GAP) };
}

function wideLayout(w, h) {
  const out = { mode: "wide" };
  out.info = box(0, 0, w, WIDE.info);
  out.choices = box(0, WIDE.info, w, WIDE.choices);
  const top = WIDE.info + WIDE.choices;
  const topH = (h - top) * WIDE.top;
  const left = w * WIDE.split;
  out.map = box(0, top, left, topH);
  out.market = box(left, top, w - left, topH);
  const y = top + topH;
  const rest = h - y;
  out.side = box(0, y, left, rest * WIDE.sideSplit);
  out.hand = box(0, y + rest * WIDE.sideSplit, left, rest * (1 - WIDE.sideSplit));
  out.courts = box(left, y, w - left, rest);
  return out;
}

function narrowLayout(w, h, players) {
  const scale = Math.min(1, h / narrowHeight(w, players));
  let y = 0;
  const take = (f) => {
    const r = box(0, y, w, f * w * scale);
    y += f * w * scale;
    return r;
  };
  const n = NARROW;
  const out = { mode: "narrow" };
  out.info = take(n.info);
  out.choices = take(n.choices);
  out.map = take(n.map);
  out.market = take(n.market);
  out.side = take(n.side);
  out.hand = take(n.hand);
  out.courts = take(n.courtRow * players);
  return out;
}

/** Fit a map of MAP_W x MAP_H units in rect: {s (px per unit), ox, oy}. */
export function mapFit(rect) {
  const s = Math.min(rect.w / MAP_W, rect.h / MAP_H);
  return { s, ox: rect.x + (rect.w - MAP_W * s) / 2, oy: rect.y + (rect.h - MAP_H * s) / 2 };
}

/** Market: 2 rows x 6 columns of cards with a cost line above each row and a header. */
export function marketBoxes(rect) {
  const header = Math.min(20, rect.h * 0.09);
  const cost = Math.min(16, rect.h * 0.07);
  const gap = 6;
  const cw = Math.min((rect.w - 5 * gap) / 6, (rect.h - header - 2 * cost - gap) / 2 / 1.4);
  const ch = cw * 1.4;
  const x0 = rect.x + (rect.w - (6 * cw + 5 * gap)) / 2;
  const slots = [];
  for (let row = 0; row < 2; row += 1) {
    const y = rect.y + header + cost + row * (ch + cost + gap);
    for (let col = 0; col < 6; col += 1) {
      slots.push({ row, col, x: x0 + col * (cw + gap), y, w: cw, h: ch, costY: y - cost / 2 });
    }
  }
  return { header: { ...rect, h: header }, slots, cw, ch, cost };
}

/** Courts: one row per seat, in seat order (the circle spies travel), each a header strip
 * over a row of cards. Side slots (left/right ends) are reserved when a card is being played. */
export function courtRows(rect, players) {
  const rowH = rect.h / Math.max(1, players);
  const rows = [];
  for (let s = 0; s < players; s += 1) {
    const y = rect.y + s * rowH;
    const head = Math.min(22, Math.max(14, rowH * 0.26));
    rows.push({
      seat: s, rect: { x: rect.x, y, w: rect.w, h: rowH - 4 },
      head: { x: rect.x + 4, y: y + 2, w: rect.w - 8, h: head },
      cards: { x: rect.x + 4, y: y + head + 4, w: rect.w - 8, h: rowH - head - 10 },
    });
  }
  return rows;
}

/** n court cards in a row area (plus `ends` extra slots for left/right placement). */
export function courtCards(area, n, ends) {
  const slots = n + ends;
  const gap = 4;
  const hh = area.h;
  let cw = Math.min(hh * 1.6, 130, (area.w - (slots - 1) * gap) / Math.max(1, slots));
  cw = Math.max(18, cw);
  const out = [];
  for (let i = 0; i < slots; i += 1) {
    out.push({ x: area.x + i * (cw + gap), y: area.y, w: cw, h: hh });
  }
  return out;
}
