// Drawing primitives of the Troyes table: dice, citizens (standing or lying), cubes, buttons,
// card frames and small icons. Rounded rectangles, text and the legal-choice glow are the
// shared canvas helpers of ui/draw.js.

import { drawHighlight, roundRect, text, wrapLines } from "../../ui/draw.js";
import { DIE, INK, NEUTRAL, SEAT } from "./theme.js";

export { drawHighlight, roundRect, text };

/** `str` cut with "…" so that it fits `max` px in the context's current font. */
export function fitText(ctx, str, max) {
  if (ctx.measureText(str).width <= max) return str;
  let lo = 0;
  let hi = str.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(`${str.slice(0, mid)}…`).width <= max) lo = mid;
    else hi = mid - 1;
  }
  return `${str.slice(0, lo)}…`;
}

/** `str` broken at spaces into lines of at most `max` px in the context's current font; past
 * `maxLines` the last line is cut with "…" (a word longer than a line is cut too). */
export function wrapText(ctx, str, max, maxLines = Infinity) {
  const lines = wrapLines(ctx, str, max);
  if (lines.length <= maxLines) return lines.map((l) => fitText(ctx, l, max));
  const kept = lines.slice(0, Math.max(1, maxLines));
  kept[kept.length - 1] = fitText(ctx, `${kept[kept.length - 1]} ${lines[kept.length]}…`, max);
  return kept.map((l) => fitText(ctx, l, max));
}

/** The outline of a thing the last steps touched (white, dashed, with a glow). */
export function drawFresh(ctx, r) {
  ctx.save();
  ctx.strokeStyle = "#ffffff";
  ctx.shadowColor = "#ffffff";
  ctx.shadowBlur = 6;
  ctx.lineWidth = 2;
  ctx.setLineDash([4, 3]);
  ctx.strokeRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4);
  ctx.restore();
}

/** Colour of a seat (-1 or null: the neutral grey). */
export function seatColor(seat) {
  return seat === null || seat === undefined || seat < 0 ? NEUTRAL : SEAT[seat % SEAT.length];
}

const PIPS = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};

/** A die of `color` showing `value`; `ring` (a seat colour) marks its owner. */
export function drawDie(ctx, color, value, r, { ring = null, dim = false } = {}) {
  const face = DIE[color] || DIE.white;
  ctx.save();
  if (dim) ctx.globalAlpha = 0.35;
  if (ring) {
    roundRect(ctx, r.x - 2.5, r.y - 2.5, r.w + 5, r.h + 5, r.w * 0.24);
    ctx.fillStyle = ring;
    ctx.fill();
  }
  roundRect(ctx, r.x, r.y, r.w, r.h, r.w * 0.2);
  ctx.fillStyle = face.fill;
  ctx.fill();
  ctx.strokeStyle = face.edge;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.fillStyle = face.pip;
  const pr = Math.max(1.2, r.w * 0.085);
  for (const [px, py] of PIPS[value] || []) {
    ctx.beginPath();
    ctx.arc(r.x + px * r.w, r.y + py * r.h, pr, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** A citizen pawn in a box; lying citizens are drawn on their side. */
export function drawCitizen(ctx, seat, r, { lying = false } = {}) {
  const color = seatColor(seat);
  ctx.save();
  ctx.translate(r.x + r.w / 2, r.y + r.h / 2);
  if (lying) ctx.rotate(-Math.PI / 2);
  const s = Math.min(r.w, r.h) / 2;
  ctx.fillStyle = color;
  ctx.strokeStyle = "rgba(0, 0, 0, 0.55)";
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.arc(0, -s * 0.48, s * 0.32, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-s * 0.55, s * 0.85);
  ctx.quadraticCurveTo(-s * 0.5, -s * 0.2, 0, -s * 0.18);
  ctx.quadraticCurveTo(s * 0.5, -s * 0.2, s * 0.55, s * 0.85);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** A small cube in a seat's colour. */
export function drawCube(ctx, seat, x, y, size) {
  ctx.fillStyle = seatColor(seat);
  ctx.fillRect(x, y, size, size);
  ctx.strokeStyle = "rgba(0, 0, 0, 0.6)";
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, size - 1, size - 1);
  ctx.fillStyle = "rgba(255, 255, 255, 0.25)";
  ctx.fillRect(x + 1, y + 1, size - 2, size * 0.3);
}

/** A card frame: parchment face, coloured top band; `dim` for face-down or used cards. */
export function drawCardFrame(ctx, r, band, { faceDown = false } = {}) {
  roundRect(ctx, r.x, r.y, r.w, r.h, 6);
  ctx.fillStyle = faceDown ? INK.back : INK.card;
  ctx.fill();
  ctx.strokeStyle = faceDown ? INK.backLine : INK.cardEdge;
  ctx.lineWidth = 1;
  ctx.stroke();
  if (faceDown || !band) return;
  ctx.save();
  roundRect(ctx, r.x, r.y, r.w, r.h, 6);
  ctx.clip();
  ctx.fillStyle = (DIE[band] || DIE.white).fill;
  ctx.fillRect(r.x, r.y, r.w, Math.max(4, r.h * 0.08));
  ctx.restore();
}

/** The provisional mark: a small amber triangle with "!" at a card's corner. */
export function drawProvisionalMark(ctx, x, y, size) {
  ctx.fillStyle = INK.warn;
  ctx.beginPath();
  ctx.moveTo(x, y + size);
  ctx.lineTo(x + size / 2, y);
  ctx.lineTo(x + size, y + size);
  ctx.closePath();
  ctx.fill();
  text(ctx, "!", x + size / 2, y + size * 0.62,
    { size: size * 0.75, color: INK.buttonInk, align: "center", base: "middle", weight: "700" });
}

/** A rounded button; returns its rect. */
export function drawButton(ctx, r, label, { hot = false } = {}) {
  roundRect(ctx, r.x, r.y, r.w, r.h, Math.min(r.h / 2, 14));
  ctx.fillStyle = hot ? INK.buttonHot : INK.button;
  ctx.fill();
  text(ctx, label, r.x + r.w / 2, r.y + r.h / 2,
    { size: Math.min(15, r.h * 0.46), color: INK.buttonInk, align: "center", base: "middle",
      weight: "700", max: r.w - 8 });
  return r;
}

/** Icons of the player's resources: coin (deniers), flame-ish drop (influence), laurel (VP). */
export function drawIcon(ctx, kind, cx, cy, size) {
  const s = size / 2;
  ctx.save();
  if (kind === "deniers") {
    ctx.fillStyle = "#d9a93a";
    ctx.beginPath();
    ctx.arc(cx, cy, s, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = "#8a6516";
    ctx.stroke();
  } else if (kind === "influence") {
    ctx.fillStyle = "#8fb6e8";
    ctx.beginPath();
    ctx.moveTo(cx, cy - s);
    ctx.quadraticCurveTo(cx + s, cy + s * 0.1, cx, cy + s);
    ctx.quadraticCurveTo(cx - s, cy + s * 0.1, cx, cy - s);
    ctx.fill();
  } else {
    ctx.fillStyle = "#e6c35c";
    ctx.beginPath();
    for (let i = 0; i < 10; i += 1) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? s * 0.45 : s;
      ctx.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
    }
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}
