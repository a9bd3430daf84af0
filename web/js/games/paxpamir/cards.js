// Cards drawn from their facts (no artwork): suit band with the name, region, rank stars,
// patriot bar, prize flag, impact icons in printed order, action icons, special ability.
// drawCard is the full card (market, hand); drawCourtCard the compact court card with spies.

import { actionIcon, impactIcon, roundRect, star, text } from "./draw.js";
import { help, helpName } from "./help.js";
import { COALITION, INK, SUIT } from "./theme.js";
import { t } from "../../i18n/index.js";

const regionShort = (id) => help(`region.${id}`);

/** A whole face-up card at rect; `dim` greys it (cannot be bought now). */
export function drawCard(ctx, f, r, { dim = false } = {}) {
  if (!f) return;
  ctx.save();
  if (dim) ctx.globalAlpha = 0.55;
  if (!f.suit) drawEvent(ctx, f, r);
  else drawCourtFace(ctx, f, r);
  ctx.restore();
}

function paper(ctx, r) {
  roundRect(ctx, r.x, r.y, r.w, r.h, r.w * 0.07);
  ctx.fillStyle = INK.paper;
  ctx.fill();
  ctx.strokeStyle = INK.paperEdge;
  ctx.lineWidth = 1;
  ctx.stroke();
}

function drawCourtFace(ctx, f, r) {
  const { x, y, w, h } = r;
  const suit = SUIT[f.suit];
  paper(ctx, r);
  ctx.save();
  roundRect(ctx, x, y, w, h, w * 0.07);
  ctx.clip();
  const band = h * 0.2;
  ctx.fillStyle = suit.fill;
  ctx.fillRect(x, y, w, band);
  if (f.patriot) {
    ctx.fillStyle = COALITION[f.patriot].fill;
    ctx.fillRect(x, y + band, w * 0.07, h - band);
  }
  ctx.restore();
  const pad = w * 0.07 + (f.patriot ? w * 0.05 : 0);
  nameLines(ctx, f.name, x + w / 2, y + band / 2, w * 0.92, band);
  text(ctx, regionShort(f.region), x + pad, y + band + h * 0.075,
    { size: w * 0.105, color: INK.paperInk, base: "middle", max: w * 0.55 });
  for (let i = 0; i < f.rank; i += 1) {
    star(ctx, x + w - w * 0.09 - i * w * 0.12, y + band + h * 0.075, w * 0.055, suit.dark);
  }
  const icons = f.impacts;
  const s = Math.min(w * 0.26, (w - pad - w * 0.06) / Math.max(1, icons.length));
  const iy = y + band + h * 0.28;
  const ix = x + pad / 2 + w / 2 - (icons.length * s) / 2;
  icons.forEach((icon, i) => impactIcon(ctx, icon, ix + (i + 0.5) * s, iy, s * 0.92));
  if (f.special) {
    const name = helpName(`special.${f.special}`);
    text(ctx, name, x + pad, y + h * 0.66, { size: w * 0.085, color: INK.paperInk,
      base: "middle", max: w - pad - w * 0.05, weight: "600" });
  }
  if (f.prize) prizeFlag(ctx, f.prize, x + w - w * 0.14, y + h * 0.6, w * 0.13);
  const as = Math.min(w * 0.19, h * 0.15);
  f.actions.forEach((verb, i) => {
    actionIcon(ctx, verb, x + pad + as / 2 + i * as * 1.1, y + h - as * 0.66, as);
  });
}

/** Name in the suit band: one line, or two smaller lines when it is long. */
function nameLines(ctx, name, cx, cy, maxW, band) {
  let size = Math.min(band * 0.5, maxW * 0.13);
  ctx.font = `700 ${size}px system-ui`;
  // Two lines need type of 6 px at least (text()'s floor): a smaller card squeezes one line.
  if (ctx.measureText(name).width <= maxW || !name.includes(" ") || size * 0.8 < 6) {
    text(ctx, name, cx, cy, { size, color: "#fff", align: "center", base: "middle",
      weight: "700", max: maxW });
    return;
  }
  size *= 0.8;
  const words = name.split(" ");
  const half = Math.ceil(words.length / 2);
  const a = words.slice(0, half).join(" ");
  const b = words.slice(half).join(" ");
  // 1.36 em apart: a descender of the first line (Harry) clears a capital of the second.
  text(ctx, a, cx, cy - size * 0.68, { size, color: "#fff", align: "center", base: "middle",
    weight: "700", max: maxW });
  text(ctx, b, cx, cy + size * 0.68, { size, color: "#fff", align: "center", base: "middle",
    weight: "700", max: maxW });
}

/** A prize mark: a small pennant in the coalition colour. */
export function prizeFlag(ctx, coalition, x, y, s) {
  const c = COALITION[coalition];
  ctx.fillStyle = "#3a2d1a";
  ctx.fillRect(x, y - s * 0.6, Math.max(1, s * 0.1), s * 1.2);
  ctx.beginPath();
  ctx.moveTo(x + s * 0.1, y - s * 0.6);
  ctx.lineTo(x + s, y - s * 0.3);
  ctx.lineTo(x + s * 0.1, y);
  ctx.closePath();
  ctx.fillStyle = c.fill;
  ctx.fill();
  ctx.strokeStyle = c.dark;
  ctx.lineWidth = 1;
  ctx.stroke();
}

function drawEvent(ctx, f, r) {
  const { x, y, w, h } = r;
  roundRect(ctx, x, y, w, h, w * 0.07);
  ctx.fillStyle = f.discarded === "dominance_check" ? "#4a2f52" : "#2f3b4a";
  ctx.fill();
  ctx.strokeStyle = "#c9b27a";
  ctx.lineWidth = 1;
  ctx.stroke();
  const size = w * 0.1;
  if (f.discarded === "dominance_check") {
    text(ctx, t("pp.checkTop"), x + w / 2, y + h * 0.4, { size: w * 0.14, align: "center",
      base: "middle", weight: "700", color: "#f5e6c0", max: w * 0.9 });
    text(ctx, t("pp.checkBottom"), x + w / 2, y + h * 0.55, { size: w * 0.14, align: "center",
      base: "middle", weight: "700", color: "#f5e6c0", max: w * 0.9 });
    return;
  }
  const [top, bottom] = f.name.split(" / ");
  text(ctx, top, x + w / 2, y + h * 0.2, { size, align: "center", base: "middle",
    weight: "700", color: "#f5e6c0", max: w * 0.9 });
  text(ctx, t("pp.ifDiscarded", { text: "" }).replace(/[:：]\s*$/, ""), x + w / 2, y + h * 0.32,
    { size: size * 0.75, align: "center", base: "middle", color: "#b8c3cf", max: w * 0.9 });
  ctx.strokeStyle = "#c9b27a";
  ctx.beginPath();
  ctx.moveTo(x + w * 0.1, y + h / 2);
  ctx.lineTo(x + w * 0.9, y + h / 2);
  ctx.stroke();
  text(ctx, bottom || top, x + w / 2, y + h * 0.68, { size, align: "center", base: "middle",
    weight: "700", color: "#f5e6c0", max: w * 0.9 });
  // "If bought" keeps clear of the coin of rupees left on the card (market.js: its left edge
  // at 0.74 of the width, its top at this line's height).
  text(ctx, t("pp.ifBought", { text: "" }).replace(/[:：]\s*$/, ""), x + w / 2, y + h * 0.8,
    { size: size * 0.75, align: "center", base: "middle", color: "#b8c3cf", max: w * 0.46 });
}

/** The compact court card: suit band + name, rank, region, marks; returns the sub-rects
 * {actions: [{verb, rect}], spies: rect} so the renderer can register choices on them. */
export function drawCourtCard(ctx, f, r, marks = {}) {
  const { x, y, w, h } = r;
  if (w < 4 || h < 4) return { actions: [], spies: r }; // a row squeezed to nothing
  const suit = SUIT[f.suit];
  paper(ctx, r);
  ctx.save();
  roundRect(ctx, x, y, w, h, w * 0.07);
  ctx.clip();
  const band = Math.max(12, h * 0.27);
  ctx.fillStyle = suit.fill;
  ctx.fillRect(x, y, w, band);
  if (f.patriot) {
    ctx.fillStyle = COALITION[f.patriot].fill;
    ctx.fillRect(x, y + band, Math.max(3, w * 0.07), h - band);
  }
  ctx.restore();
  const size = Math.min(band * 0.62, w * 0.16);
  text(ctx, f.name, x + w * 0.06, y + band / 2, { size, color: "#fff", base: "middle",
    weight: "700", max: w * 0.9 });
  const pad = f.patriot ? w * 0.1 : w * 0.05;
  const rowY = y + band + Math.min(h * 0.11, 9);
  text(ctx, regionShort(f.region), x + pad, rowY, { size: Math.min(w * 0.13, 11),
    color: INK.paperInk, base: "middle", max: w * 0.55 });
  for (let i = 0; i < f.rank; i += 1) {
    star(ctx, x + w - w * 0.08 - i * w * 0.11, rowY, Math.min(w * 0.05, 5), suit.dark);
  }
  if (f.prize) prizeFlag(ctx, f.prize, x + w - w * 0.2, y + h * 0.6, Math.min(w * 0.12, 10));
  if (f.impacts.includes("leverage")) {
    impactIcon(ctx, "leverage", x + w - w * 0.12, y + h * 0.78, Math.min(w * 0.16, 13));
  }
  const as = Math.min(w * 0.3, h * 0.3, 22);
  const actions = f.actions.map((verb, i) => {
    const cx = x + pad + as / 2 + i * as * 1.1;
    const cy = y + h - as * 0.62;
    actionIcon(ctx, verb, cx, cy, as, { dim: marks.used });
    if (marks.bonus && !marks.used) bonusMark(ctx, cx + as * 0.42, cy - as * 0.42, as * 0.22);
    return { verb, rect: { x: cx - as / 2, y: cy - as / 2, w: as, h: as } };
  });
  const spies = spiesArea(r, pad, rowY, as, f.actions.length);
  return { actions, spies };
}

/** Where spies sit: between the region line and the actions, or beside the actions when the
 * card is too flat for a row of its own. */
function spiesArea(r, pad, rowY, as, nActions) {
  const { x, y, w, h } = r;
  const free = y + h - as * 1.25 - (rowY + 6);
  if (free >= 8) return { x: x + pad, y: rowY + 5, w: w - pad - w * 0.05, h: free };
  const left = x + pad + nActions * as * 1.1 + 2;
  return { x: left, y: y + h - as * 1.2, w: Math.max(8, x + w - left - w * 0.18), h: as };
}

function bonusMark(ctx, cx, cy, r) {
  star(ctx, cx, cy, r * 1.3, INK.highlight);
}
