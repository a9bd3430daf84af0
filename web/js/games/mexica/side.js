// The side areas of the Mexica table: one row per player (score, action points, markers,
// temples left), the Emperor's display of calpulli tokens, the supplies, finished scorings.

import { drawPanel, roundRect, text, wrapLines } from "../../ui/draw.js";
import { t } from "../../i18n/index.js";
import { playerFacts, scoringFacts, tokenFacts } from "./facts.js";
import { help } from "./help.js";
import { drawMarker, drawPilli, drawTemple, drawToken, drawTokenBack } from "./pieces.js";
import { playerBoxes } from "./layout.js";
import { INK } from "./theme.js";

/** An area's title in small capitals, squeezed into `max` px where given. */
function label(c, str, x, y, size = 12, max = undefined) {
  text(c.ctx, str.toUpperCase(), x, y, { size, color: INK.muted, weight: "600", max });
}

function panelBox(ctx, r, active = false) {
  drawPanel(ctx, r, INK, { active });
}

/** Player rows, in seat order from the start player, in one or two columns. */
export function drawPlayers(c, r) {
  const n = c.view.players;
  playerBoxes(r, n).forEach((box, i) => {
    const seat = (c.view.first + i) % n;
    c.place({ kind: "seat", seat }, box);
    drawPlayer(c, seat, box);
  });
}

/** One seat's panel: the Pilli, name and points; then its markers and action points; then
 * the temples it may still build. A flat panel (a phone's board box) keeps the first line or
 * two (the info line above the board says whose turn it is and the AP left). */
function drawPlayer(c, seat, b) {
  const { ctx, view } = c;
  const onTurn = view.turn === seat;
  panelBox(ctx, b, onTurn);
  const lines = [3, 2, 1].find((n) => panelType(b, n) >= 10) || 1;
  const s = panelType(b, lines);
  const pad = s * 0.6;
  drawPilli(ctx, b.x + pad * 0.4, b.y + pad * 0.3, Math.min(s * 2, b.h - pad * 0.6),
    c.colour(seat));
  const you = seat === view.seat ? ` (${t("seat.you")})` : "";
  const first = view.first === seat ? " ①" : "";
  const points = t("mex.points", { n: (view.score || [])[seat] ?? 0 });
  text(ctx, points, b.x + b.w - pad, b.y + pad + s * 0.55,
    { size: s * 1.1, weight: "700", align: "right", base: "middle", color: INK.highlight });
  const room = b.w - s * 2.4 - pad * 2 - ctx.measureText(points).width;
  text(ctx, `${c.name(seat)}${you}${first}`, b.x + s * 2.4, b.y + pad + s * 0.55,
    { size: s, weight: "600", base: "middle", max: Math.max(s * 2, room) });
  c.info(playerFacts(c, seat), b);
  if (lines < 2) return;
  const y2 = b.y + pad + s * 1.9;
  let x = b.x + s * 2.4;
  const markers = (view.markers || [])[seat] || 0;
  for (let k = 0; k < markers; k += 1) drawMarker(ctx, x + k * s * 0.55 + s * 0.35, y2, s * 0.35);
  x += markers ? markers * s * 0.55 + s * 0.7 : 0;
  if (onTurn) x = drawAp(c, x, y2, s, b.x + b.w - pad);
  if (lines === 3) drawTempleRow(c, seat, b, s, pad);
}

/** The type of a panel that shows `lines` lines (see drawPlayer). */
function panelType(b, lines) {
  const tall = { 3: 0.2, 2: 0.3, 1: 0.55 }[lines];
  return Math.min(15, b.h * tall, b.w / 14);
}

function drawAp(c, x, y, s, right) {
  const ap = c.view.ap ?? 0;
  const label = t("mex.ap", { n: ap });
  c.ctx.font = `700 ${Math.round(s * 0.95)}px system-ui`;
  const w = c.ctx.measureText(label).width + s;
  if (x + w > right) return x;
  roundRect(c.ctx, x, y - s * 0.62, w, s * 1.24, s * 0.62);
  c.ctx.fillStyle = INK.panelActive;
  c.ctx.fill();
  text(c.ctx, label, x + w / 2, y + 0.5,
    { size: s * 0.95, color: INK.buttonText, align: "center", base: "middle", weight: "700" });
  return x + w + s * 0.4;
}

/** The temples this seat may still build this period, small, by level. */
function drawTempleRow(c, seat, b, s, pad) {
  const left = (c.view.temples_left || [])[seat] || [];
  const y = b.y + b.h - pad - s * 1.3;
  if (y < b.y + pad + s * 2.6) return;
  const size = s * 1.3;
  let x = b.x + pad;
  for (const level of c.view.temple_levels || []) {
    const count = left.filter((l) => l === level).length;
    if (!count) continue;
    drawTemple(c.ctx, x, y, size, level, c.colour(seat));
    text(c.ctx, `×${count}`, x + size + 2, y + size / 2,
      { size: s * 0.85, color: INK.muted, base: "middle" });
    x += size + s * 1.9;
  }
  if (!left.length) {
    text(c.ctx, t("mex.allTemples"), x, y + size / 2, { size: s * 0.85, color: INK.muted,
      base: "middle" });
  }
  const later = (c.view.temples_later || [])[seat];
  c.ctx.font = `${Math.round(s * 0.8)}px system-ui`;
  const room = b.x + b.w - pad - x;
  if (later && c.ctx.measureText(t("mex.later", { n: later })).width < room) {
    text(c.ctx, t("mex.later", { n: later }), b.x + b.w - pad, y + size / 2,
      { size: s * 0.8, color: INK.faint, base: "middle", align: "right" });
  }
}

/** The Emperor's display, the face-down reserve, the supplies and the scorings so far. */
export function drawDisplay(c, r) {
  const { ctx, view } = c;
  panelBox(ctx, r);
  const pad = 8;
  const tokens = view.display || [];
  // A phone's full-width band holds all eight tokens in one row; a side column or a tablet's
  // first column holds four a row.
  const perRow = r.w > 300 && r.w <= 480 ? 8 : 4;
  const rowsOf = Math.max(1, Math.ceil(tokens.length / perRow));
  let s = Math.max(12, Math.min(15, r.w / 15));
  let size = Math.min(((r.w > 480 ? r.w * 0.42 : r.w) - 2 * pad) / perRow - 6, 54);
  // A short band (a phone's board box) shrinks the type and the tokens alike: the title, the
  // tokens, the reserve and the supplies stay whole.
  const fit = Math.min(1, (r.h - 2 * pad - 6) / (8.6 * s + rowsOf * (size + 6)));
  s *= fit;
  size *= fit;
  label(c, t("mex.display"), r.x + pad, r.y + pad + s, s * 0.9, r.w - 2 * pad);
  const y0 = r.y + pad + s * 1.6;
  tokens.forEach((d, i) => {
    const box = {
      x: r.x + pad + (i % perRow) * (size + 6), y: y0 + Math.floor(i / perRow) * (size + 6),
      w: size, h: size,
    };
    drawToken(ctx, box.x, box.y, size, d);
    c.info(tokenFacts(d), box);
    if (c.canFoundWith(d)) c.offer({ type: "found" }, box);
  });
  let y = y0 + rowsOf * (size + 6) + 2;
  if (!tokens.length) {
    text(ctx, t("mex.displayEmpty"), r.x + pad, y0 + size / 2, { size: s * 0.9,
      color: INK.faint, base: "middle", max: r.w - 2 * pad });
  }
  const split = r.w > 480; // wide band (portrait screens): scorings in a second column
  const colW = split ? r.w * 0.42 : r.w;
  y = drawReserve(c, r.x + pad, y, s, colW - 2 * pad) + 4;
  y = drawSupplies(c, r.x + pad, y, s, colW - 2 * pad) + 6;
  if (split) drawScorings(c, { ...r, x: r.x + colW, w: r.w - colW }, r.y + pad * 0.5, s, pad);
  else drawScorings(c, r, y, s, pad);
}

function drawReserve(c, x, y, s, w) {
  const { view } = c;
  const n = view.reserve_count || 0;
  if (n) {
    drawTokenBack(c.ctx, x, y + 1, s * 1.1);
    text(c.ctx, help("reserve", { n }), x + s * 1.5, y + s * 0.65,
      { size: s * 0.85, color: INK.muted, base: "middle", max: w - s * 1.5 });
    y += s * 1.4;
  }
  if ((view.removed || []).length) {
    const line = t("mex.removed", { list: view.removed.join(", ") });
    y = paragraph(c, line, x, y, w, s * 0.85, INK.muted);
  }
  return y;
}

/** Text wrapped at word boundaries to width w; returns the y below it. */
function paragraph(c, str, x, y, w, size, color) {
  const { ctx } = c;
  ctx.font = `${Math.round(size)}px system-ui`;
  for (const l of wrapLines(ctx, str, w)) {
    text(ctx, l, x, y + size * 0.6, { size, color, base: "middle", max: w });
    y += size * 1.3;
  }
  return y;
}

function drawSupplies(c, x, y, s, w) {
  const { view } = c;
  const sup = view.canal_supply || {};
  const parts = [
    t("mex.supply.canals", { single: sup.single ?? 0, double: sup.double ?? 0 }),
    t("mex.supply.bridges", { n: view.bridge_supply ?? 0 }),
    t("mex.supply.markers", { n: view.marker_supply ?? 0 }),
  ];
  const top = y;
  label(c, t("mex.supply"), x, y + s, s * 0.9, w);
  y += s * 1.5;
  for (const line of parts) {
    text(c.ctx, line, x, y + s * 0.6, { size: s * 0.9, color: INK.text, base: "middle", max: w });
    y += s * 1.35;
  }
  c.info({ title: t("mex.supply"), lines: parts }, { x, y: top, w, h: y - top });
  return y;
}

/** Each finished scoring: its heading and one wrapped line per district with temples. */
function drawScorings(c, r, y, s, pad) {
  const bottom = r.y + r.h - pad;
  for (const scoring of c.view.scorings || []) {
    if (y + s * 2 > bottom) return;
    const facts = scoringFacts(c, scoring);
    const top = y;
    label(c, facts.title, r.x + pad, y + s, s * 0.85, r.w - 2 * pad);
    y += s * 1.4;
    for (const line of facts.lines) {
      if (y + s * 1.2 > bottom) {
        text(c.ctx, "…", r.x + pad, y + s * 0.5, { size: s * 0.85, color: INK.faint });
        y += s;
        break;
      }
      y = paragraph(c, line, r.x + pad, y, r.w - 2 * pad, s * 0.8, INK.text) + s * 0.2;
    }
    c.info(facts, { x: r.x, y: top, w: r.w, h: y - top });
    y += s * 0.5;
  }
}
