// Every player's court in seat order (the circle spies travel around): a header with the
// player's public facts, then the court cards with spies, hostage, leverage and bonus marks.

import { cardFacts, coalitionName, seatFacts } from "./facts.js";
import { drawCourtCard, prizeFlag } from "./cards.js";
import {
  cardBack, coin, cylinder, freshMark, panel, roundRect, suitDiamond, text,
} from "./draw.js";
import { help } from "./help.js";
import { courtCards, courtRows } from "./layout.js";
import { COALITION, INK, SEAT, SEAT_INK, SUITS } from "./theme.js";
import { t } from "../../i18n/index.js";
import { aiCardWidth, drawAiCard } from "./wakhan.js";

/** Draw all courts in rect. */
export function drawCourts(c, rect) {
  const rows = courtRows(rect, c.view.players);
  for (const row of rows) drawCourtRow(c, row);
}

function drawCourtRow(c, row) {
  const { ctx, view } = c;
  const seat = view.seats[row.seat];
  const active = (view.active || []).includes(row.seat);
  panel(ctx, row.rect, { active, fill: row.seat === view.seat ? "#352d21" : INK.panel });
  drawHeader(c, seat, row.head);
  let area = row.cards;
  if (view.wakhan?.seat === row.seat) {  // her AI card at the right end of her row
    const aw = aiCardWidth(area);
    area = { ...area, w: area.w - aw - 6 };
    drawAiCard(c, { x: area.x + area.w + 6, y: area.y, w: aw, h: area.h }, c.name);
  }
  const sideStage = view.stage?.state === "play_side" && row.seat === view.seat;
  const ends = sideStage ? 2 : 0;
  const slots = courtCards(area, seat.court.length, ends);
  let i = 0;
  if (sideStage) drawSide(c, "left", slots[i++]);
  for (const id of seat.court) drawOneCard(c, seat, id, slots[i++]);
  if (sideStage) drawSide(c, "right", slots[i]);
  if (!seat.court.length && !sideStage) {
    text(ctx, t("pp.court"), area.x + 4, area.y + area.h / 2,
      { size: 11, color: INK.faint, base: "middle" });
  }
}

function drawHeader(c, seat, h) {
  const { ctx, view } = c;
  const s = seat.seat;
  const size = Math.min(13, h.h * 0.68);
  const y = h.y + h.h / 2;
  ctx.beginPath();
  ctx.arc(h.x + size * 0.55, y, size * 0.5, 0, Math.PI * 2);
  ctx.fillStyle = SEAT[s % SEAT.length];
  ctx.fill();
  let x = h.x + size * 1.4;
  const name = c.name(s) + (s === view.seat ? ` (${t("pp.you")})` : "");
  const nameW = Math.min(h.w * 0.3, measureText(ctx, name, size, "700"));
  text(ctx, name, x, y, { size, weight: "700", base: "middle", max: nameW });
  x += nameW + size * 0.6;
  x = loyaltyChip(ctx, seat.loyalty || (view.wakhan?.seat === s ? view.wakhan.coalition : null),
    x, y, size);
  x = stat(ctx, x, y, size, () => {
    coin(ctx, x + size * 0.5, y, size * 0.5);
    return size * 1.1;
  }, String(seat.rupees));
  x = stat(ctx, x, y, size, () => {
    cardBack(ctx, x, y - size * 0.55, size * 0.75, size * 1.1);
    return size * 0.95;
  }, String(seat.hand_count));
  x = stat(ctx, x, y, size, () => 0, t("pp.vpShort", { n: seat.vp }));
  x = stat(ctx, x, y, size, () => 0, t("pp.infShort", { n: seat.influence }));
  x = drawGifts(ctx, seat, x, y, size, c);
  for (const id of seat.prizes) {
    const f = view.cards[String(id)];
    if (f?.prize) prizeFlag(ctx, f.prize, x, y + size * 0.3, size * 0.8);
    x += size * 0.9;
  }
  drawStars(ctx, seat, h, y, size);
  const facts = seatFacts(view, s, c.name(s));
  c.info(facts, h);
  c.place({ kind: "seat", seat: s }, h);
  c.offer({ type: "seat", seat: s }, h);
}

function measureText(ctx, str, size, weight) {
  ctx.font = `${weight} ${size}px system-ui`;
  return ctx.measureText(str).width;
}

function loyaltyChip(ctx, loyalty, x, y, size) {
  const w = size * 1.3;
  if (loyalty) {
    const co = COALITION[loyalty];
    roundRect(ctx, x, y - size * 0.6, w, size * 1.2, 3);
    ctx.fillStyle = co.fill;
    ctx.fill();
    text(ctx, coalitionName(loyalty)[0], x + w / 2, y + 0.5, { size: size * 0.85, color: co.ink,
      align: "center", base: "middle", weight: "700" });
  }
  return x + w + size * 0.5;
}

function stat(ctx, x, y, size, icon, value) {
  const iw = icon();
  text(ctx, value, x + iw + 2, y, { size, base: "middle" });
  return x + iw + measureText(ctx, value, size, "normal") + size * 0.8;
}

/** The gift spaces with their prices (view.figures): filled with the player's cylinder when
 * bought. */
function drawGifts(ctx, seat, x, y, size, c) {
  const prices = c.view.figures.gift_prices;
  Object.keys(prices).map(Number).forEach((g, i) => {
    const cx = x + size * 0.5 + i * size * 1.1;
    const filled = seat.gifts.includes(g);
    if (filled) {
      cylinder(ctx, seat.seat, cx, y, size * 0.42);
    } else {
      ctx.beginPath();
      ctx.arc(cx, y, size * 0.42, 0, Math.PI * 2);
      ctx.strokeStyle = INK.faint;
      ctx.lineWidth = 1;
      ctx.stroke();
      text(ctx, String(prices[String(g)]), cx, y + 0.5, { size: size * 0.6, color: INK.muted,
        align: "center", base: "middle" });
    }
    const r = { x: cx - size * 0.5, y: y - size * 0.5, w: size, h: size };
    if (seat.seat === c.view.seat) c.offer({ type: "gift", gift: g }, r);
    if (filled && seat.seat === c.view.seat) c.offer({ type: "space", space: g }, r);
  });
  return x + size * 3.6;
}

function drawStars(ctx, seat, h, y, size) {
  let x = h.x + h.w;
  for (const suit of [...SUITS].reverse()) {
    const n = seat.stars?.[suit] ?? 0;
    const str = String(n);
    x -= measureText(ctx, str, size, "600") + 2;
    text(ctx, str, x, y, { size, base: "middle", weight: "600", color: n ? INK.text : INK.faint });
    x -= size * 0.6;
    ctx.save();
    if (!n) ctx.globalAlpha = 0.45;
    suitDiamond(ctx, suit, x, y, size * 1.05);
    ctx.restore();
    x -= size * 0.9;
  }
}

function drawSide(c, side, r) {
  const { ctx } = c;
  ctx.save();
  ctx.setLineDash([5, 4]);
  ctx.strokeStyle = INK.highlight;
  ctx.strokeRect(r.x + 1, r.y + 1, r.w - 2, r.h - 2);
  ctx.restore();
  text(ctx, t(`pp.${side}`), r.x + r.w / 2, r.y + r.h / 2, { size: Math.min(12, r.w * 0.16),
    color: INK.highlight, align: "center", base: "middle", max: r.w - 4 });
  c.offer({ type: "side", side }, r);
}

function drawOneCard(c, seat, id, r) {
  const { ctx, view } = c;
  const f = view.cards[String(id)];
  const used = view.turn?.seat === seat.seat && (view.turn.used || []).includes(id);
  const bonus = (seat.bonus || []).includes(id);
  const parts = drawCourtCard(ctx, f, r, { used, bonus });
  if (c.isFresh(id)) freshMark(ctx, r);
  const holder = view.hostages?.[String(id)];
  if (holder !== undefined) hostageMark(ctx, r, holder);
  const extra = [];
  if (holder !== undefined) extra.push(help("hostage", { name: c.name(holder) }));
  if (bonus) extra.push(help("bonus"));
  if (used) extra.push(t("pp.used"));
  const spies = spyList(view, id);
  if (spies.length) {
    const list = spies.map(([s, n]) => `${c.name(s)} ×${n}`).join(", ");
    extra.push(t("pp.spiesOn", { list }));
  }
  c.info(cardFacts(view, id, extra), r);
  c.place({ kind: "card", card: id }, r);
  c.offer({ type: "card", card: id }, r);
  c.offer({ type: "discard", discard: id }, r);
  c.offer({ type: "space", space: id }, r);
  for (const { verb, rect } of parts.actions) c.offer({ type: verb, card: id }, rect);
  drawSpies(c, id, spies, parts.spies);
}

function spyList(view, id) {
  const out = [];
  view.seats.forEach((s) => {
    const n = s.spies?.[String(id)] || 0;
    if (n) out.push([s.seat, n]);
  });
  return out;
}

function drawSpies(c, id, spies, area) {
  const stage = c.view.stage || {};
  const r = Math.max(4, Math.min(area.h * 0.32, area.w / (spies.length * 2.6 + 0.5), 8));
  spies.forEach(([seat, n], i) => {
    const cx = area.x + r * 1.2 + i * r * 2.6;
    const cy = area.y + area.h / 2;
    cylinder(c.ctx, seat, cx, cy, r, n);
    const hit = { x: cx - r - 1, y: cy - r - 1, w: 2 * r + 2, h: 2 * r + 2 };
    if (stage.state === "battle_remove") {
      if (stage.site === id) c.offer({ type: "spy", spy: seat }, hit);
    } else if (seat === c.view.seat) {
      c.offer({ type: "spy", spy: id }, hit);
    }
  });
}

/** A hostage card: a ring in the holder's colour around it and a tag with the holder. */
function hostageMark(ctx, r, holder) {
  ctx.save();
  ctx.strokeStyle = SEAT[holder % SEAT.length];
  ctx.lineWidth = 2.5;
  ctx.setLineDash([3, 2]);
  roundRect(ctx, r.x - 1.5, r.y - 1.5, r.w + 3, r.h + 3, 6);
  ctx.stroke();
  ctx.restore();
  const s = Math.min(14, r.w * 0.22, r.h * 0.5);
  const top = r.y + Math.max(r.h * 0.28, 13); // below the name band (cards.js: at least 12 px)
  roundRect(ctx, r.x + r.w - s * 1.1, top, s, s, 3);
  ctx.fillStyle = SEAT[holder % SEAT.length];
  ctx.fill();
  text(ctx, t("pp.hostageMark"), r.x + r.w - s * 0.6, top + s / 2 + 0.5,
    { size: s * 0.75, color: SEAT_INK[holder % SEAT_INK.length], align: "center",
      base: "middle", weight: "700" });
}
