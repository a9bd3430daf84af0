// Drawing primitives of the Mexica table: temples, Pilli, calpulli tokens, bridges, canal
// tiles, action markers. Drawn from the view's data alone (levels, colours, numbers).

import { roundRect, text } from "../../ui/draw.js";
import { INK, PIECE } from "./theme.js";

/** Piece colours of a colour name (falls back to grey). */
export function pieceColour(name) {
  return PIECE[name] || PIECE.grey;
}

/** A stepped temple seen from above: one contour line per tier, the level in the middle. */
export function drawTemple(ctx, x, y, u, level, colour, { ghost = false } = {}) {
  const p = pieceColour(colour);
  const outer = u * 0.84;
  const ox = x + (u - outer) / 2;
  const oy = y + (u - outer) / 2;
  ctx.save();
  if (ghost) ctx.globalAlpha = 0.6;
  ctx.shadowColor = "rgba(0, 0, 0, 0.35)";
  ctx.shadowBlur = u * 0.08;
  ctx.shadowOffsetY = u * 0.03;
  ctx.fillStyle = p.fill;
  ctx.fillRect(ox, oy, outer, outer);
  ctx.shadowColor = "transparent";
  ctx.strokeStyle = p.edge;
  ctx.lineWidth = Math.max(1, u * 0.045);
  ctx.strokeRect(ox, oy, outer, outer);
  ctx.lineWidth = Math.max(0.8, u * 0.025);
  ctx.globalAlpha *= 0.7;
  for (let tier = 1; tier < level; tier += 1) {
    const inset = tier * u * 0.075;
    ctx.strokeRect(ox + inset, oy + inset, outer - 2 * inset, outer - 2 * inset);
  }
  ctx.globalAlpha = ghost ? 0.6 : 1;
  ctx.fillStyle = p.fill;
  ctx.beginPath();
  ctx.arc(x + u / 2, y + u / 2, u * 0.2, 0, Math.PI * 2);
  ctx.fill();
  text(ctx, String(level), x + u / 2, y + u / 2 + u * 0.02,
    { size: u * 0.42, color: p.text, align: "center", base: "middle",
      weight: "800" });
  ctx.restore();
}

/** A Pilli figure: a round-headed pawn in the seat's colour, ringed when `ring`. */
export function drawPilli(ctx, x, y, u, colour, { ring = false, ghost = false } = {}) {
  const p = pieceColour(colour);
  const cx = x + u / 2;
  ctx.save();
  if (ghost) ctx.globalAlpha = 0.55;
  if (ring) {
    ctx.beginPath();
    ctx.arc(cx, y + u / 2, u * 0.47, 0, Math.PI * 2);
    ctx.fillStyle = "rgba(255, 224, 102, 0.45)";
    ctx.fill();
  }
  ctx.shadowColor = "rgba(0, 0, 0, 0.45)";
  ctx.shadowBlur = u * 0.15;
  ctx.shadowOffsetY = u * 0.05;
  ctx.beginPath();
  ctx.moveTo(cx - u * 0.3, y + u * 0.86);
  ctx.quadraticCurveTo(cx - u * 0.26, y + u * 0.42, cx, y + u * 0.42);
  ctx.quadraticCurveTo(cx + u * 0.26, y + u * 0.42, cx + u * 0.3, y + u * 0.86);
  ctx.closePath();
  ctx.fillStyle = p.fill;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(cx, y + u * 0.3, u * 0.17, 0, Math.PI * 2);
  ctx.fill();
  ctx.shadowColor = "transparent";
  ctx.strokeStyle = p.edge;
  ctx.lineWidth = Math.max(1, u * 0.05);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx - u * 0.3, y + u * 0.86);
  ctx.quadraticCurveTo(cx - u * 0.26, y + u * 0.42, cx, y + u * 0.42);
  ctx.quadraticCurveTo(cx + u * 0.26, y + u * 0.42, cx + u * 0.3, y + u * 0.86);
  ctx.closePath();
  ctx.stroke();
  ctx.restore();
}

/** A calpulli token: the size (yellow, large) over its blue and white numbers. */
export function drawToken(ctx, x, y, s, token, { ghost = false, dim = false } = {}) {
  ctx.save();
  if (ghost || dim) ctx.globalAlpha = ghost ? 0.6 : 0.4;
  roundRect(ctx, x, y, s, s, s * 0.18);
  ctx.fillStyle = INK.token;
  ctx.fill();
  ctx.strokeStyle = INK.tokenEdge;
  ctx.lineWidth = Math.max(1, s * 0.05);
  ctx.stroke();
  text(ctx, String(token.size), x + s / 2, y + s * 0.4,
    { size: s * 0.5, color: INK.yellow, align: "center", base: "middle", weight: "800" });
  const small = s * 0.27;
  const by = y + s * 0.8;
  ctx.fillStyle = INK.blue;
  ctx.beginPath();
  ctx.arc(x + s * 0.3, by, small * 0.62, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#fdfdfd";
  ctx.beginPath();
  ctx.arc(x + s * 0.7, by, small * 0.62, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = "rgba(0, 0, 0, 0.35)";
  ctx.lineWidth = 1;
  ctx.stroke();
  text(ctx, String(token.blue), x + s * 0.3, by + 0.5,
    { size: small * 0.95, color: "#ffffff", align: "center", base: "middle", weight: "700" });
  text(ctx, String(token.white), x + s * 0.7, by + 0.5,
    { size: small * 0.95, color: "#222222", align: "center", base: "middle", weight: "700" });
  ctx.restore();
}

/** A face-down calpulli token (period-2 reserve). */
export function drawTokenBack(ctx, x, y, s) {
  roundRect(ctx, x, y, s, s, s * 0.18);
  ctx.fillStyle = "#7a5b2c";
  ctx.fill();
  ctx.strokeStyle = "#c9a55a";
  ctx.lineWidth = 1;
  ctx.stroke();
}

/** A bridge over the canal cell at (x, y): planks along `axis` ("ns" or "ew"). */
export function drawBridge(ctx, x, y, u, axis, { ghost = false } = {}) {
  ctx.save();
  if (ghost) ctx.globalAlpha = 0.6;
  const long = u * 1.36;
  const wide = u * 0.5;
  const ns = axis === "ns";
  const bw = ns ? wide : long;
  const bh = ns ? long : wide;
  const bx = x + (u - bw) / 2;
  const by = y + (u - bh) / 2;
  ctx.shadowColor = "rgba(0, 0, 0, 0.4)";
  ctx.shadowBlur = u * 0.12;
  roundRect(ctx, bx, by, bw, bh, u * 0.06);
  ctx.fillStyle = INK.bridge;
  ctx.fill();
  ctx.shadowColor = "transparent";
  ctx.strokeStyle = INK.bridgeLight;
  ctx.lineWidth = Math.max(1, u * 0.035);
  const planks = 6;
  ctx.beginPath();
  for (let i = 1; i < planks; i += 1) {
    if (ns) {
      ctx.moveTo(bx + 1, by + (bh * i) / planks);
      ctx.lineTo(bx + bw - 1, by + (bh * i) / planks);
    } else {
      ctx.moveTo(bx + (bw * i) / planks, by + 1);
      ctx.lineTo(bx + (bw * i) / planks, by + bh - 1);
    }
  }
  ctx.stroke();
  ctx.strokeStyle = "#3e2610";
  ctx.lineWidth = Math.max(1, u * 0.05);
  roundRect(ctx, bx, by, bw, bh, u * 0.06);
  ctx.stroke();
  ctx.restore();
}

/** A canal tile covering `rects` (one cell, or two adjacent cells). */
export function drawCanalTile(ctx, rects, { ghost = false, colour = INK.canal } = {}) {
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  const x1 = Math.max(...rects.map((r) => r.x + r.w));
  const y1 = Math.max(...rects.map((r) => r.y + r.h));
  const u = rects[0].w;
  ctx.save();
  if (ghost) ctx.globalAlpha = 0.7;
  ctx.fillStyle = colour;
  ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.22)";
  ctx.lineWidth = Math.max(1, u * 0.04);
  ctx.beginPath();
  for (const r of rects) {
    ctx.moveTo(r.x + u * 0.2, r.y + u * 0.38);
    ctx.quadraticCurveTo(r.x + u * 0.5, r.y + u * 0.22, r.x + u * 0.8, r.y + u * 0.38);
    ctx.moveTo(r.x + u * 0.2, r.y + u * 0.68);
    ctx.quadraticCurveTo(r.x + u * 0.5, r.y + u * 0.52, r.x + u * 0.8, r.y + u * 0.68);
  }
  ctx.stroke();
  ctx.strokeStyle = INK.canalEdge;
  ctx.lineWidth = Math.max(1, u * 0.06);
  ctx.strokeRect(x0 + 1, y0 + 1, x1 - x0 - 2, y1 - y0 - 2);
  ctx.restore();
}

/** An action marker chip (a small disc). */
export function drawMarker(ctx, cx, cy, r) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = "#e8c15a";
  ctx.fill();
  ctx.strokeStyle = "#6d5427";
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.45, 0, Math.PI * 2);
  ctx.strokeStyle = "rgba(109, 84, 39, 0.6)";
  ctx.stroke();
  ctx.restore();
}
