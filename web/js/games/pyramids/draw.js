// Drawing primitives of the Pyramids table: stones, cards, card backs, glyph icons, highlights.
// Everything is drawn from card data (colours and spans on the 6-unit strip); no images.

import { drawColorMark } from "../../ui/patterns.js";
import { drawHighlight, roundRect, text as plainText } from "../../ui/draw.js";
import { CARD, FONT, INK, MIN_TEXT, STONE } from "./theme.js";

export { drawHighlight, roundRect };

/** ui/draw.js's text, never smaller than MIN_TEXT px (theme.js: 11 CSS px at a zoom of 1.5). */
export function text(ctx, str, x, y, opts = {}) {
  plainText(ctx, str, x, y, { ...opts, size: Math.max(MIN_TEXT, opts.size ?? 12) });
}

/** One stone: a bevelled block in its colour. */
export function drawStone(ctx, color, x, y, w, h) {
  const c = STONE[color] || { fill: "#888", light: "#aaa", dark: "#555" };
  const grad = ctx.createLinearGradient(0, y, 0, y + h);
  grad.addColorStop(0, c.light);
  grad.addColorStop(0.35, c.fill);
  grad.addColorStop(1, c.dark);
  ctx.fillStyle = grad;
  ctx.fillRect(x, y, w, h);
  drawColorMark(ctx, color, x, y, w, h); // colour-blind safe: a pattern per colour
  ctx.strokeStyle = "rgba(20, 12, 5, 0.55)";
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, Math.max(0, w - 1), Math.max(0, h - 1));
}

/** A card's stone strip (6 units wide, `h` high) with its glyph engraved on it. */
export function drawStrip(ctx, card, x, y, u, h = CARD.strip * u) {
  ctx.fillStyle = "#3b2f22";
  ctx.fillRect(x, y, CARD.w * u, h);
  for (const stone of card.stones || []) {
    drawStone(ctx, stone.color, x + stone.from * u, y, (stone.to - stone.from) * u, h);
  }
  if (card.glyph) {
    const size = Math.min(h * 0.78, 1.7 * u);
    const cx = x + CARD.w * u - size * 0.62;
    const cy = y + h / 2;
    ctx.fillStyle = "rgba(255, 250, 235, 0.88)";
    ctx.beginPath();
    ctx.arc(cx, cy, size * 0.56, 0, Math.PI * 2);
    ctx.fill();
    drawGlyph(ctx, card.glyph, cx, cy, size * 0.82, INK.papyrusInk);
  }
}

/** A whole face-up card: papyrus top half (glyph, id) over the stone strip. */
export function drawCard(ctx, card, x, y, u, { dim = false } = {}) {
  const w = CARD.w * u;
  const h = CARD.h * u;
  ctx.save();
  if (dim) ctx.globalAlpha = 0.45;
  roundRect(ctx, x, y, w, h, u * 0.45);
  ctx.fillStyle = INK.papyrus;
  ctx.fill();
  ctx.save();
  ctx.clip();
  drawTopDecor(ctx, x, y, w, CARD.top * u, u);
  drawStrip(ctx, { ...card, glyph: null }, x, y + CARD.top * u, u);
  ctx.restore();
  roundRect(ctx, x, y, w, h, u * 0.45);
  ctx.strokeStyle = INK.papyrusEdge;
  ctx.lineWidth = 1;
  ctx.stroke();
  if (card.glyph) {
    drawGlyph(ctx, card.glyph, x + w / 2, y + CARD.top * u * 0.5, 2.2 * u, INK.papyrusInk);
  }
  if (u >= 9 && card.id) {
    ctx.fillStyle = "rgba(90, 67, 39, 0.75)";
    ctx.font = `${Math.round(Math.max(MIN_TEXT, u * 0.72))}px ${FONT}`;
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.fillText(card.id, x + u * 0.35, y + u * 0.25);
  }
  ctx.restore();
}

function drawTopDecor(ctx, x, y, w, h, u) {
  ctx.fillStyle = "rgba(156, 132, 85, 0.28)";
  const band = y + h - 0.55 * u;
  ctx.fillRect(x, band, w, 0.3 * u);
  ctx.beginPath();
  for (let i = 0; i < 6; i += 1) {
    const bx = x + (i + 0.5) * u;
    ctx.moveTo(bx - 0.28 * u, band);
    ctx.lineTo(bx, band - 0.34 * u);
    ctx.lineTo(bx + 0.28 * u, band);
  }
  ctx.fill();
}

/** A face-down card (the deck, tombs, hidden hands). */
export function drawCardBack(ctx, x, y, w, h) {
  roundRect(ctx, x, y, w, h, Math.min(w, h) * 0.12);
  ctx.fillStyle = INK.back;
  ctx.fill();
  ctx.strokeStyle = INK.backLine;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.save();
  ctx.globalAlpha = 0.5;
  drawGlyph(ctx, "pyramid", x + w / 2, y + h / 2, Math.min(w, h) * 0.6, INK.backLine);
  ctx.restore();
}

/** Glyph icon centred at (cx, cy) in a box of `size`: pyramid, obelisk or tomb. */
export function drawGlyph(ctx, kind, cx, cy, size, color) {
  if (!(size > 0)) return;
  ctx.save();
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(1, size * 0.07);
  const s = size / 2;
  if (kind === "pyramid") glyphPyramid(ctx, cx, cy, s);
  else if (kind === "obelisk") glyphObelisk(ctx, cx, cy, s);
  else if (kind === "tomb") glyphTomb(ctx, cx, cy, s);
  ctx.restore();
}

function glyphPyramid(ctx, cx, cy, s) {
  ctx.beginPath();
  ctx.moveTo(cx - s, cy + s * 0.75);
  ctx.lineTo(cx, cy - s * 0.85);
  ctx.lineTo(cx + s, cy + s * 0.75);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = "rgba(255, 248, 230, 0.7)";
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.52, cy - s * 0.05);
  ctx.lineTo(cx + s * 0.52, cy - s * 0.05);
  ctx.moveTo(cx - s * 0.76, cy + s * 0.36);
  ctx.lineTo(cx + s * 0.76, cy + s * 0.36);
  ctx.stroke();
}

function glyphObelisk(ctx, cx, cy, s) {
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.3, cy + s * 0.9);
  ctx.lineTo(cx - s * 0.2, cy - s * 0.55);
  ctx.lineTo(cx, cy - s * 0.95);
  ctx.lineTo(cx + s * 0.2, cy - s * 0.55);
  ctx.lineTo(cx + s * 0.3, cy + s * 0.9);
  ctx.closePath();
  ctx.fill();
  ctx.fillRect(cx - s * 0.5, cy + s * 0.78, s, s * 0.17);
}

function glyphTomb(ctx, cx, cy, s) {
  const w = s * 1.2;
  const top = cy - s * 0.85;
  const bottom = cy + s * 0.9;
  ctx.beginPath();
  ctx.moveTo(cx - w / 2, bottom);
  ctx.lineTo(cx - w / 2, top + w / 2);
  ctx.arc(cx, top + w / 2, w / 2, Math.PI, 0);
  ctx.lineTo(cx + w / 2, bottom);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = "rgba(255, 248, 230, 0.75)";
  ctx.beginPath();
  ctx.arc(cx, top + w * 0.48, w * 0.16, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(cx - w * 0.05, top + w * 0.6, w * 0.1, s * 0.75);
  ctx.fillRect(cx - w * 0.24, top + w * 0.78, w * 0.48, s * 0.09);
}

/** Dashed empty slot (where a card may go). */
export function drawGhost(ctx, x, y, w, h, hot) {
  ctx.save();
  ctx.fillStyle = hot ? INK.highlightSoft : INK.ghost;
  ctx.fillRect(x, y, w, h);
  ctx.setLineDash([5, 4]);
  ctx.strokeStyle = INK.highlight;
  ctx.lineWidth = hot ? 2.5 : 1.5;
  ctx.strokeRect(x + 1, y + 1, w - 2, h - 2);
  ctx.restore();
}
