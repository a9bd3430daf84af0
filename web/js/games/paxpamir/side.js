// The table's smaller areas: the info bar (favored suit, turn, events in force), the choices
// bar (the prompt and any choice that has no place on the table), the dominance preview with
// the victory point track, and the shown seat's hand.

import { cardFacts, coalitionName, dominanceFacts, dominanceVerdict, suitName } from "./facts.js";
import { drawCard } from "./cards.js";
import { block, label, measure, panel, roundRect, suitDiamond, text } from "./draw.js";
import { COALITION, COALITIONS, INK, SEAT, SEAT_INK, SUITS } from "./theme.js";
import { t } from "../../i18n/index.js";
import { help, helpName } from "./help.js";

/** Favored suit track, whose turn with actions left, lasting events. */
export function drawInfo(c, r) {
  const { ctx, view } = c;
  const y = r.y + r.h / 2;
  const size = Math.min(13, r.h * 0.55);
  let x = r.x + 2;
  // Whose turn first: a board zoomed in at its top left still shows it.
  const turn = view.turn || {};
  if (turn.seat !== undefined && turn.seat !== null && !view.result) {
    // While loyalties are chosen no turn has started: its actions are not counted yet.
    const choosing = view.stage?.state === "loyalty";
    const left = turn.actions === 1 ? t("pp.actionLeft")
      : t("pp.actionsLeft", { n: turn.actions });
    const str = choosing ? t("pp.choosingLoyalty", { name: c.name(turn.seat) })
      : [t("pp.turnOf", { name: c.name(turn.seat) }), left].join(" · ");
    ctx.beginPath();
    ctx.arc(x + size * 0.4, y, size * 0.4, 0, Math.PI * 2);
    ctx.fillStyle = SEAT[turn.seat % SEAT.length];
    ctx.fill();
    text(ctx, str, x + size, y, { size, base: "middle", weight: "600" });
    x += measure(ctx, str, size, "600") + size * 2;
  }
  text(ctx, `${t("pp.favored")}:`, x, y, { size, color: INK.muted, base: "middle" });
  x += measure(ctx, `${t("pp.favored")}:`, size) + 6;
  x = drawFavored(c, x, y, size);
  drawEvents(c, x + 10, y, size, r.x + r.w);
}

/** The favored suit track: four suits, the favored one marked (Pashtunwali Values: pick one). */
function drawFavored(c, x, y, size) {
  const { ctx, view } = c;
  for (const suit of SUITS) {
    const on = view.favored === suit;
    const w = measure(ctx, suitName(suit), size, on ? "700" : "normal") + size * 1.6;
    const chip = { x, y: y - size * 0.8, w, h: size * 1.6 };
    roundRect(ctx, chip.x, chip.y, chip.w, chip.h, 4);
    ctx.fillStyle = on ? "#4a3f2c" : "transparent";
    ctx.fill();
    if (on) {
      ctx.strokeStyle = INK.panelActive;
      ctx.stroke();
    }
    ctx.save();
    if (!on) ctx.globalAlpha = 0.5;
    suitDiamond(ctx, suit, x + size * 0.7, y, size * 1.05);
    text(ctx, suitName(suit), x + size * 1.35, y, { size, base: "middle",
      weight: on ? "700" : "normal" });
    ctx.restore();
    const title = `${t("pp.favored")}: ${suitName(view.favored)}`;
    c.info({ title, lines: [help("favored")] }, chip);
    c.offer({ type: "suit", suit }, chip);
    x += w + 4;
  }
  return x;
}

function drawEvents(c, x, y, size, right) {
  const { ctx, view } = c;
  const events = view.events || [];
  if (!events.length) return;
  text(ctx, t("pp.events"), x, y, { size, color: INK.muted, base: "middle" });
  x += measure(ctx, t("pp.events"), size) + 6;
  for (const ev of events) {
    const name = helpName(`event.${ev.effect}`);
    const owner = ev.seat === null || ev.seat === undefined ? "" : ` (${c.name(ev.seat)})`;
    const str = name + owner;
    const w = Math.min(right - x, measure(ctx, str, size * 0.9) + 12);
    if (w < 30) return;
    const chip = { x, y: y - size * 0.8, w, h: size * 1.6 };
    roundRect(ctx, chip.x, chip.y, chip.w, chip.h, 8);
    ctx.fillStyle = "#2f3b4a";
    ctx.fill();
    text(ctx, str, x + 6, y, { size: size * 0.9, base: "middle", max: w - 12 });
    c.info({ title: name + owner, lines: [help(`event.${ev.effect}`)] }, chip);
    x += w + 6;
  }
}

/** Prompt text and a button for each choice not drawn anywhere else on the table. */
export function drawChoices(c, r, leftovers) {
  const { ctx, view } = c;
  const y = r.y + r.h / 2;
  const size = Math.min(14, r.h * 0.45);
  const mine = (view.actions || []).length > 0;
  roundRect(ctx, r.x, r.y, r.w, r.h, 6);
  ctx.fillStyle = mine ? "rgba(232, 194, 90, 0.12)" : "rgba(255,255,255,0.04)";
  ctx.fill();
  let prompt = view.prompt || "";
  if (view.result) prompt = help(`result.${view.result.reason}`, { n: view.figures.early_lead });
  const buttons = leftovers.map(({ action, label: str }) => ({ action, str,
    w: measure(ctx, str, size * 0.95, "600") + size * 1.6 }));
  const total = buttons.reduce((a, b) => a + b.w + 6, 0);
  const promptMax = Math.max(80, r.w - total - 20);
  text(ctx, prompt, r.x + 10, y, { size, base: "middle", weight: mine ? "700" : "normal",
    color: mine ? INK.highlight : INK.text, max: promptMax });
  let x = r.x + r.w - total;
  for (const b of buttons) {
    const rect = { x, y: r.y + 4, w: b.w, h: r.h - 8 };
    const hot = c.isHot(b.action);
    roundRect(ctx, rect.x, rect.y, rect.w, rect.h, rect.h / 2);
    ctx.fillStyle = hot ? "#f3cf6a" : "#d9b45a";
    ctx.fill();
    text(ctx, b.str, rect.x + rect.w / 2, y + 0.5, { size: size * 0.95, color: "#1a130c",
      align: "center", base: "middle", weight: "600", max: rect.w - 8 });
    c.offer(b.action, rect, { noGlow: true });
    x += b.w + 6;
  }
}

/** Dominance check preview (blocks, dominant coalition, points now) and the VP track. */
export function drawDominance(c, r) {
  const { ctx, view } = c;
  panel(ctx, r);
  const d = view.dominance;
  if (!d) return;
  const pad = 8;
  const line = Math.min(20, (r.h - 2 * pad) / 8);
  const size = Math.min(12, line * 0.62);
  let y = r.y + pad + line / 2;
  const title = view.result ? t("pp.checksScored")
    : d.final ? help("dominance.final") : t("pp.dominance");
  label(ctx, title, r.x + pad, y, size, r.w - 2 * pad);
  y += line;
  y = drawBlocks(c, r, d, y, line, size, pad);
  if (view.result) {
    drawHistory(c, r, y, line, size, pad);
    return;
  }
  const verdict = dominanceVerdict(d);
  text(ctx, verdict, r.x + pad, y, { size, base: "middle", color: INK.muted, max: r.w - 2 * pad });
  y += line;
  drawGains(c, r, d, y, size, pad);
  c.info(dominanceFacts(view, c.name), { x: r.x, y: r.y, w: r.w, h: y - r.y + line / 2 });
  const checks = view.checks || [];
  if (checks.length) {
    y += line;
    text(ctx, checkText(c, checks[checks.length - 1], t("pp.last")), r.x + pad, y,
      { size: size * 0.95, base: "middle", color: INK.warn, max: r.w - 2 * pad });
  }
  const top = y + line * 0.7;
  drawVpTrack(c, { x: r.x + pad, y: top, w: r.w - 2 * pad, h: r.y + r.h - top - pad });
}

/** One bar per coalition: its blocks on the map (click a row to choose a loyalty). */
function drawBlocks(c, r, d, y, line, size, pad) {
  const { ctx } = c;
  const max = Math.max(4, ...Object.values(d.blocks));
  const barW = r.w * 0.45;
  COALITIONS.forEach((co) => {
    const n = d.blocks[co];
    block(ctx, co, r.x + pad + size * 0.5, y, size);
    text(ctx, coalitionName(co), r.x + pad + size * 1.4, y,
      { size, base: "middle", max: r.w * 0.22 });
    const bx = r.x + r.w * 0.32;
    ctx.fillStyle = "rgba(255,255,255,0.07)";
    ctx.fillRect(bx, y - line * 0.3, barW, line * 0.6);
    ctx.fillStyle = COALITION[co].fill;
    ctx.fillRect(bx, y - line * 0.3, (barW * n) / max, line * 0.6);
    text(ctx, String(n), bx + barW + 6, y, { size, base: "middle", weight: "700" });
    if (d.dominant === co) {
      text(ctx, "★", bx + barW + 24, y, { size, base: "middle", color: INK.highlight });
    }
    c.offer({ type: "coalition", coalition: co },
      { x: r.x + pad - 2, y: y - line * 0.45, w: r.w - 2 * pad + 4, h: line * 0.9 });
    y += line;
  });
  return y;
}

/** Game over: every check scored, in order, then the victory point track. */
function drawHistory(c, r, y, line, size, pad) {
  const checks = c.view.checks || [];
  checks.forEach((check, i) => {
    const title = check.final ? t("pp.lastFinal") : t("pp.checkN", { n: i + 1 });
    text(c.ctx, checkText(c, check, title), r.x + pad, y, { size: size * 0.95, base: "middle",
      color: check.final ? INK.warn : INK.text, max: r.w - 2 * pad });
    y += line * 0.9;
  });
  const top = y + line * 0.2;
  drawVpTrack(c, { x: r.x + pad, y: top, w: r.w - 2 * pad, h: r.y + r.h - top - pad });
}

/** "Last check: British dominant · Player 1 +5, ..." */
function checkText(c, check, title) {
  const who = check.coalition
    ? t("pp.lastDominant", { coalition: coalitionName(check.coalition) })
    : t("pp.lastNone");
  const gains = (check.gains || []).map((n, seat) => `${c.name(seat)} +${n}`).join(", ");
  return `${title}: ${who} · ${gains}`;
}

function drawGains(c, r, d, y, size, pad) {
  const { ctx } = c;
  // Chips keep the players' names: smaller type first, the seat number only when too narrow.
  const room = r.w - 2 * pad;
  const chips = (label, s) => {
    const strs = d.gains.map((n, seat) => `${label(seat)} +${n}`);
    const widths = strs.map((str) => measure(ctx, str, s, "600") + s * 1.4);
    return { strs, widths, size: s, total: widths.reduce((a, b) => a + b + 5, 0) };
  };
  const named = (seat) => c.name(seat);
  let fit = chips(named, size);
  if (fit.total > room) fit = chips(named, size * Math.max(0.72, room / fit.total));
  if (fit.total > room) fit = chips((seat) => `#${seat + 1}`, size);
  let x = r.x + pad;
  d.gains.forEach((n, seat) => {
    const w = fit.widths[seat];
    roundRect(ctx, x, y - size * 0.8, w, size * 1.6, size * 0.8);
    ctx.fillStyle = SEAT[seat % SEAT.length];
    ctx.fill();
    text(ctx, fit.strs[seat], x + w / 2, y + 0.5, { size: fit.size,
      color: SEAT_INK[seat % SEAT_INK.length], align: "center", base: "middle", weight: "600",
      max: w - 4 });
    x += w + 5;
  });
}

/** Victory points 0-23 with each player's marker (stacked when equal). */
function drawVpTrack(c, area) {
  const { ctx, view } = c;
  if (area.h < 10) return;
  const cells = 24;
  // The label above the track when there is height for both (and the numbers under it),
  // else on the track's left: never over the track.
  const name = t("pp.vpTrack");
  const above = area.h >= 34;
  const side = above ? 0 : Math.min(measure(ctx, name, 10) + 8, area.w * 0.3);
  const r = above ? { ...area, y: area.y + 13, h: area.h - 13 }
    : { ...area, x: area.x + side, w: area.w - side };
  const cw = r.w / cells;
  const ch = Math.max(6, Math.min(r.h - 10, cw * 1.4, 20));
  const y = r.y + 1;
  text(ctx, name, area.x, above ? area.y + 5 : y + ch / 2,
    { size: 10, color: INK.muted, base: "middle", max: above ? area.w : side - 6 });
  for (let i = 0; i < cells; i += 1) {
    ctx.fillStyle = i % 2 ? "#3a3225" : "#443a2b";
    ctx.fillRect(r.x + i * cw, y, cw, ch);
    if (i % 2 === 0 && cw > 9) {
      text(ctx, String(i), r.x + i * cw + cw / 2, y + ch + 7, { size: Math.min(9, cw * 0.8),
        color: INK.faint, align: "center", base: "middle" });
    }
  }
  const count = {};
  view.seats.forEach((s) => {
    const v = Math.max(0, Math.min(cells - 1, s.vp));
    count[v] = (count[v] || 0) + 1;
  });
  const seen = {};
  view.seats.forEach((s) => {
    const v = Math.max(0, Math.min(cells - 1, s.vp));
    const k = seen[v] || 0;
    seen[v] = k + 1;
    // Equal scores fan out sideways: the markers stay inside the track's height.
    const rad = Math.min(cw, ch) * 0.36;
    const cx = r.x + v * cw + cw / 2 + (k - (count[v] - 1) / 2) * rad * 0.9;
    const cy = y + ch / 2;
    ctx.beginPath();
    ctx.arc(cx, cy, rad, 0, Math.PI * 2);
    ctx.fillStyle = SEAT[s.seat % SEAT.length];
    ctx.fill();
    ctx.strokeStyle = "#111";
    ctx.lineWidth = 1;
    ctx.stroke();
  });
  c.info({ title: t("pp.vpTrack"), lines: view.seats.map((s) => `${c.name(s.seat)}: ${s.vp}`) },
    { x: r.x, y, w: r.w, h: ch });
}

/** Start of the game: three coalition banners to choose a loyalty from. */
function drawLoyaltyChoice(c, r) {
  const { ctx } = c;
  const gap = 8;
  const w = (r.w - 2 * gap) / 3;
  const h = Math.min(r.h, w * 0.9);
  COALITIONS.forEach((co, i) => {
    const b = { x: r.x + i * (w + gap), y: r.y + (r.h - h) / 2, w, h };
    roundRect(ctx, b.x, b.y, b.w, b.h, 8);
    ctx.fillStyle = COALITION[co].fill;
    ctx.fill();
    const s = Math.min(b.w, b.h) * 0.28;
    block(ctx, co, b.x + b.w / 2, b.y + b.h * 0.38, s);
    ctx.strokeStyle = COALITION[co].dark;
    ctx.lineWidth = 2;
    ctx.strokeRect(b.x + b.w / 2 - s / 2, b.y + b.h * 0.38 - s / 2, s, s);
    text(ctx, coalitionName(co), b.x + b.w / 2, b.y + b.h * 0.75, { size: Math.min(16, b.w * 0.15),
      color: COALITION[co].ink, align: "center", base: "middle", weight: "700", max: b.w - 8 });
    c.offer({ type: "coalition", coalition: co }, b);
  });
}

/** The shown seat's hand face up (others' hands are counts in their court headers). */
export function drawHand(c, r) {
  const { ctx, view } = c;
  panel(ctx, r);
  const pad = 8;
  const loyalty = c.legal.has(c.keyOf({ type: "coalition", coalition: "afghan" }));
  const title = loyalty ? t("pp.chooseLoyalty") : view.hand ? t("pp.yourHand") : t("pp.spectator");
  label(ctx, title, r.x + pad, r.y + 11, 11, r.w - 2 * pad);
  if (!view.hand) return;
  if (loyalty) {
    drawLoyaltyChoice(c, { x: r.x + pad, y: r.y + 22, w: r.w - 2 * pad, h: r.h - 30 });
    return;
  }
  const hand = view.hand;
  if (!hand.length) {
    text(ctx, t("pp.noHand"), r.x + r.w / 2, r.y + r.h / 2, { size: 12, color: INK.faint,
      align: "center", base: "middle" });
    return;
  }
  const top = r.y + 20;
  const availH = r.h - 26;
  const gap = 6;
  const cw = Math.min(availH / 1.4, (r.w - 2 * pad - (hand.length - 1) * gap) / hand.length);
  const ch = cw * 1.4;
  hand.forEach((id, i) => {
    const rect = { x: r.x + pad + i * (cw + gap), y: top, w: cw, h: ch };
    drawCard(ctx, view.cards[String(id)], rect);
    c.info(cardFacts(view, id), rect);
    c.place({ kind: "card", card: id }, rect);
    c.offer({ type: "play", play: id }, rect);
    c.offer({ type: "discard", discard: id }, rect);
  });
}
