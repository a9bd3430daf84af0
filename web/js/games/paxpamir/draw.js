// Drawing primitives of the Pax Pamir table: text, panels, coins, pieces (army block, road,
// tribe cylinder, spy), impact and action icons, highlights. Everything is drawn from data.

import { roundRect } from "../../ui/draw.js";
import { COALITION, FONT, INK, NEUTRAL, SEAT, SUIT } from "./theme.js";
import { known, t } from "../../i18n/index.js";

export { roundRect };

/** Text in px size, with alignment and an optional maximum width. */
export function text(ctx, str, x, y, { size = 12, color = INK.text, align = "left",
  base = "alphabetic", weight = "normal", max } = {}) {
  ctx.fillStyle = color;
  ctx.font = `${weight} ${Math.max(6, Math.round(size))}px ${FONT}`;
  ctx.textAlign = align;
  ctx.textBaseline = base;
  if (max && max > 4) ctx.fillText(str, x, y, max);
  else ctx.fillText(str, x, y);
}

/** Width of a string at a size and weight. */
export function measure(ctx, str, size, weight = "normal") {
  ctx.font = `${weight} ${Math.max(6, Math.round(size))}px ${FONT}`;
  return ctx.measureText(str).width;
}

/** A filled panel with an edge (active: golden edge). */
export function panel(ctx, r, { active = false, fill = INK.panel } = {}) {
  roundRect(ctx, r.x, r.y, r.w, r.h, 8);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = active ? INK.panelActive : INK.panelEdge;
  ctx.lineWidth = active ? 2 : 1;
  ctx.stroke();
}

/** Small caps label of an area. */
export function label(ctx, str, x, y, size = 11, max = undefined) {
  text(ctx, str.toUpperCase(), x, y, { size, color: INK.muted, weight: "600", base: "middle",
    max });
}

/** A rupee coin with a number on it. */
export function coin(ctx, cx, cy, r, n) {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = INK.coin;
  ctx.fill();
  ctx.strokeStyle = INK.coinDark;
  ctx.lineWidth = Math.max(1, r * 0.15);
  ctx.stroke();
  if (n !== undefined && n !== null) {
    text(ctx, String(n), cx, cy + 0.5, { size: r * 1.25, color: "#3a2a05", align: "center",
      base: "middle", weight: "700" });
  }
}

/** A coalition block (army) as a bevelled square; n > 1 is written on it. */
export function block(ctx, coalition, cx, cy, s, n = 1) {
  const c = COALITION[coalition] || NEUTRAL;
  ctx.fillStyle = c.fill;
  ctx.fillRect(cx - s / 2, cy - s / 2, s, s);
  ctx.fillStyle = c.light;
  ctx.fillRect(cx - s / 2, cy - s / 2, s, s * 0.18);
  ctx.strokeStyle = c.dark;
  ctx.lineWidth = 1;
  ctx.strokeRect(cx - s / 2 + 0.5, cy - s / 2 + 0.5, s - 1, s - 1);
  if (n > 1) text(ctx, String(n), cx, cy + 1, { size: s * 0.7, color: c.ink, align: "center",
    base: "middle", weight: "700" });
}

/** A road: a long block lying along angle `a`; n > 1 is written on it. */
export function road(ctx, coalition, cx, cy, len, a, n = 1) {
  const c = COALITION[coalition] || NEUTRAL;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(a);
  const h = len * 0.38;
  ctx.fillStyle = c.fill;
  ctx.fillRect(-len / 2, -h / 2, len, h);
  ctx.strokeStyle = c.dark;
  ctx.lineWidth = 1;
  ctx.strokeRect(-len / 2 + 0.5, -h / 2 + 0.5, len - 1, h - 1);
  ctx.restore();
  if (n > 1) text(ctx, String(n), cx, cy + 0.5, { size: len * 0.36, color: c.ink,
    align: "center", base: "middle", weight: "700" });
}

/** A player's cylinder seen from above (tribe, spy, gift); n > 1 is written on it. */
export function cylinder(ctx, seat, cx, cy, r, n = 1) {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = SEAT[seat % SEAT.length];
  ctx.fill();
  ctx.strokeStyle = "rgba(10, 8, 5, 0.8)";
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.stroke();
  if (n > 1) text(ctx, String(n), cx, cy + 0.5, { size: r * 1.3, color: "#111", align: "center",
    base: "middle", weight: "700" });
}

/** Legal-choice outline: a soft glow, brighter when hovered or focused. */
export function highlight(ctx, r, { hot = false, radius = 6 } = {}) {
  ctx.save();
  ctx.shadowColor = INK.highlight;
  ctx.shadowBlur = hot ? 14 : 7;
  ctx.strokeStyle = INK.highlight;
  ctx.lineWidth = hot ? 3 : 2;
  roundRect(ctx, r.x - 2, r.y - 2, r.w + 4, r.h + 4, radius);
  ctx.stroke();
  if (hot) {
    ctx.shadowBlur = 0;
    ctx.fillStyle = INK.highlightSoft;
    ctx.fill();
  }
  ctx.restore();
}

/** White outline of something the last moves changed (so bot moves can be followed). */
export function freshMark(ctx, r, radius = 6) {
  ctx.save();
  ctx.strokeStyle = "#ffffff";
  ctx.shadowColor = "#ffffff";
  ctx.shadowBlur = 8;
  ctx.lineWidth = 2;
  roundRect(ctx, r.x - 1, r.y - 1, r.w + 2, r.h + 2, radius);
  ctx.stroke();
  ctx.restore();
}

/** Five-point star (rank, patriot marks). */
export function star(ctx, cx, cy, r, color) {
  ctx.beginPath();
  for (let i = 0; i < 10; i += 1) {
    const rr = i % 2 ? r * 0.45 : r;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    ctx.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

/** Impact icon of a court card (army, road, tribe, spy, leverage, favor_<suit>) in a box s;
 * armies and roads are grey: they take the coalition of the player who plays the card. */
export function impactIcon(ctx, icon, cx, cy, s) {
  const ink = "#3a2d1a";
  if (icon === "army") return block(ctx, "neutral", cx, cy, s * 0.7);
  if (icon === "road") return road(ctx, "neutral", cx, cy, s * 0.95, 0);
  if (icon === "tribe") return tribeIcon(ctx, cx, cy, s, ink);
  if (icon === "spy") return spyIcon(ctx, cx, cy, s, ink);
  if (icon === "leverage") return leverageIcon(ctx, cx, cy, s);
  if (icon.startsWith("favor_")) return suitDiamond(ctx, icon.slice(6), cx, cy, s * 0.9);
  return undefined;
}

function tribeIcon(ctx, cx, cy, s, ink) {
  ctx.fillStyle = ink;
  ctx.fillRect(cx - s * 0.22, cy - s * 0.3, s * 0.44, s * 0.6);
  ctx.beginPath();
  ctx.ellipse(cx, cy - s * 0.3, s * 0.22, s * 0.09, 0, 0, Math.PI * 2);
  ctx.fillStyle = "#7a6a52";
  ctx.fill();
}

function spyIcon(ctx, cx, cy, s, ink) {
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.ellipse(cx, cy, s * 0.42, s * 0.24, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#efe4c8";
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.13, 0, Math.PI * 2);
  ctx.fill();
}

function leverageIcon(ctx, cx, cy, s) {
  coin(ctx, cx, cy, s * 0.36);
  ctx.strokeStyle = "#8a1d12";
  ctx.lineWidth = Math.max(1.5, s * 0.1);
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.42, cy + s * 0.42);
  ctx.lineTo(cx + s * 0.42, cy - s * 0.42);
  ctx.stroke();
}

/** A suit marker: a diamond in the suit colour with the initial of its name. */
export function suitDiamond(ctx, suit, cx, cy, s) {
  const info = SUIT[suit] || { fill: "#777", letter: "?" };
  const letter = known(`pp.suit.${suit}`) ? t(`pp.suit.${suit}`).charAt(0) : info.letter;
  ctx.beginPath();
  ctx.moveTo(cx, cy - s / 2);
  ctx.lineTo(cx + s / 2, cy);
  ctx.lineTo(cx, cy + s / 2);
  ctx.lineTo(cx - s / 2, cy);
  ctx.closePath();
  ctx.fillStyle = info.fill;
  ctx.fill();
  ctx.strokeStyle = "rgba(255,255,255,0.6)";
  ctx.lineWidth = 1;
  ctx.stroke();
  text(ctx, letter, cx, cy + 0.5, { size: s * 0.5, color: "#fff", align: "center",
    base: "middle", weight: "700" });
}

/** Strokes of each action glyph, centred at (cx, cy) with half-size h. */
const ACTION_GLYPHS = {
  tax(ctx, cx, cy, h) {
    ctx.arc(cx, cy, h, 0, Math.PI * 2);
    ctx.moveTo(cx, cy - h * 0.6);
    ctx.lineTo(cx, cy + h * 0.6);
    ctx.stroke();
  },
  gift(ctx, cx, cy, h) {
    ctx.rect(cx - h, cy - h * 0.5, 2 * h, 1.5 * h);
    ctx.moveTo(cx, cy - h * 0.5);
    ctx.lineTo(cx, cy + h);
    ctx.moveTo(cx - h * 0.6, cy - h);
    ctx.lineTo(cx, cy - h * 0.5);
    ctx.lineTo(cx + h * 0.6, cy - h);
    ctx.stroke();
  },
  build(ctx, cx, cy, h) {
    ctx.moveTo(cx - h, cy + h);
    ctx.lineTo(cx - h, cy - h * 0.2);
    ctx.lineTo(cx, cy - h);
    ctx.lineTo(cx + h, cy - h * 0.2);
    ctx.lineTo(cx + h, cy + h);
    ctx.closePath();
    ctx.fill();
  },
  move(ctx, cx, cy, h) {
    ctx.moveTo(cx - h, cy);
    ctx.lineTo(cx + h, cy);
    ctx.moveTo(cx + h * 0.3, cy - h * 0.6);
    ctx.lineTo(cx + h, cy);
    ctx.lineTo(cx + h * 0.3, cy + h * 0.6);
    ctx.stroke();
  },
  betray(ctx, cx, cy, h) {
    ctx.moveTo(cx - h, cy + h);
    ctx.lineTo(cx + h * 0.8, cy - h * 0.8);
    ctx.moveTo(cx - h * 0.9, cy + h * 0.2);
    ctx.lineTo(cx - h * 0.2, cy + h * 0.9);
    ctx.stroke();
  },
  battle(ctx, cx, cy, h) {
    ctx.moveTo(cx - h, cy - h);
    ctx.lineTo(cx + h, cy + h);
    ctx.moveTo(cx + h, cy - h);
    ctx.lineTo(cx - h, cy + h);
    ctx.stroke();
  },
};

/** Action icon of a court card (tax, gift, build, move, betray, battle) in a box s. */
export function actionIcon(ctx, verb, cx, cy, s, { dim = false } = {}) {
  ctx.save();
  if (dim) ctx.globalAlpha *= 0.35;
  roundRect(ctx, cx - s / 2, cy - s / 2, s, s, s * 0.2);
  ctx.fillStyle = "#3b3126";
  ctx.fill();
  ctx.strokeStyle = "#f3e6c4";
  ctx.fillStyle = "#f3e6c4";
  ctx.lineWidth = Math.max(1.2, s * 0.09);
  ctx.beginPath();
  if (ACTION_GLYPHS[verb]) ACTION_GLYPHS[verb](ctx, cx, cy, s * 0.3);
  ctx.restore();
}

/** A face-down card. */
export function cardBack(ctx, x, y, w, h) {
  roundRect(ctx, x, y, w, h, Math.min(w, h) * 0.1);
  ctx.fillStyle = INK.back;
  ctx.fill();
  ctx.strokeStyle = INK.backLine;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.strokeRect(x + w * 0.18, y + h * 0.14, w * 0.64, h * 0.72);
}
