// The lower half of the table: the event row (banners, cubes, black dice), the square with every
// district's dice, and one panel per player (deniers, influence, VP, citizens, characters).

import {
  drawCardFrame, drawCitizen, drawCube, drawDie, drawIcon, drawProvisionalMark, roundRect,
  seatColor, text,
} from "./draw.js";
import {
  cardName, characterCounts, characterFacts, dieFacts, eventFacts, seatFacts,
} from "./facts.js";
import { help } from "./help.js";
import { diceGrid, eventBoxes, rowOf } from "./layout.js";
import { tr } from "./strings.js";
import { INK } from "./theme.js";
import { drawPanel } from "../../ui/draw.js";

function panel(ctx, r, { active = false } = {}) {
  drawPanel(ctx, r, INK, { active });
}

function label(c, str, r) {
  text(c.ctx, str.toUpperCase(), r.x + 8, r.y + r.h * 0.6,
    { size: Math.min(13, r.h * 0.6), weight: "700", color: INK.muted, base: "middle" });
}

// ---- events ---------------------------------------------------------------------------------

export function drawEvents(c, r) {
  const { view } = c;
  panel(c.ctx, r);
  const row = view.events?.row || [];
  const black = view.black || [];
  const box = eventBoxes({ x: r.x + 4, y: r.y + 2, w: r.w - 8, h: r.h - 6 }, row.length,
    black.length);
  label(c, tr("tro.events"), box.title);
  const decks = view.events?.decks || {};
  const size = Math.min(11, box.title.h * 0.5);
  c.ctx.font = `${Math.round(size)}px system-ui`;
  const room = box.title.w - 90;
  // Too small to read on a phone: the decks then live in the title's tooltip only.
  c.info({ title: tr("tro.events"), lines: [tr("tro.decks", decks)] }, box.title);
  if (size >= 9 && c.ctx.measureText(tr("tro.decks", decks)).width <= room) {
    text(c.ctx, tr("tro.decks", decks), box.title.x + box.title.w - 4,
      box.title.y + box.title.h * 0.6, { size, color: INK.faint, align: "right", base: "middle" });
  }
  row.forEach((ev, i) => drawEvent(c, ev, box.cards[i]));
  if (box.tray) drawBlackTray(c, black, box.tray);
}

function drawEvent(c, ev, r) {
  const { ctx } = c;
  drawCardFrame(ctx, r, ev.color);
  c.info(eventFacts(ev, c.names), r);
  const size = Math.max(8, Math.min(12, r.w * 0.13));
  const mark = ev.provisional ? size : 0;
  if (mark) drawProvisionalMark(ctx, r.x + r.w - mark - 2, r.y + r.h * 0.1, mark);
  text(ctx, cardName(ev.card),
    r.x + 3, r.y + r.h * 0.1 + size * 0.6, { size, color: INK.cardInk, weight: "700",
      base: "middle", max: r.w - mark - 6 });
  const d = Math.min(r.w / 4.5, r.h * 0.16);
  for (let k = 0; k < ev.black_dice; k += 1) {
    drawDie(ctx, "black", 6, { x: r.x + 3 + k * (d + 2), y: r.y + r.h * 0.3, w: d, h: d });
  }
  drawBanners(c, ev, { x: r.x + 3, y: r.y + r.h * 0.55, w: r.w - 6, h: r.h * 0.2 });
  text(ctx, tr("tro.eventShort", { divisor: ev.divisor, most: ev.reward_most,
    second: ev.reward_second }), r.x + 3,
    r.y + r.h * 0.88, { size: size * 0.85, color: INK.cardMuted, base: "middle", max: r.w - 6 });
  c.markFresh(`ev${ev.card}`, r);
  c.offer({ type: "event", event: ev.card }, r);
}

function drawBanners(c, ev, r) {
  const s = Math.min(r.h, (r.w - (ev.banners - 1) * 2) / ev.banners);
  for (let k = 0; k < ev.banners; k += 1) {
    const x = r.x + k * (s + 2);
    c.ctx.strokeStyle = INK.cardMuted;
    c.ctx.lineWidth = 1;
    c.ctx.strokeRect(x + 0.5, r.y + 0.5, s - 1, s - 1);
    if (k < ev.cubes.length) drawCube(c.ctx, ev.cubes[k], x + 2, r.y + 2, s - 4);
  }
}

/** The black dice rolled this round; the ones the counter now targets are ringed. */
function drawBlackTray(c, black, r) {
  const { ctx, view } = c;
  roundRect(ctx, r.x, r.y, r.w, r.h, 6);
  ctx.fillStyle = "rgba(0, 0, 0, 0.35)";
  ctx.fill();
  text(ctx, tr("tro.black"), r.x + r.w / 2, r.y + 10, { size: Math.min(11, r.w / 7),
    color: INK.muted, align: "center", base: "middle", max: r.w - 4 });
  const grid = diceGrid({ x: r.x + 4, y: r.y + 20, w: r.w - 8, h: r.h - 24 }, black.length, 34);
  const targets = view.selection?.targets || [];
  black.forEach((value, i) => {
    const spot = grid.spots[i];
    drawDie(ctx, "black", value, spot, { ring: targets.includes(i) ? INK.bad : null });
    c.info({ title: tr("tro.blackDie", { value }), lines: [] }, spot);
    c.offer({ type: "black", black: i }, spot);
  });
}

// ---- the square -----------------------------------------------------------------------------

export function drawSquare(c, r) {
  const { view } = c;
  panel(c.ctx, r);
  label(c, tr("tro.square"), { x: r.x, y: r.y, w: r.w, h: Math.min(22, r.h * 0.14) });
  const owners = [...Array(view.players).keys(), -1];
  const top = r.y + Math.min(22, r.h * 0.14);
  const perRow = owners.length <= 3 ? owners.length : Math.ceil(owners.length / 2);
  const boxes = rowOf({ x: r.x + 6, y: top, w: r.w - 12, h: r.y + r.h - top - 6 },
    owners.length, perRow);
  owners.forEach((owner, i) => drawDistrict(c, owner, boxes[i]));
}

function drawDistrict(c, owner, r) {
  const { ctx, view } = c;
  const dice = (view.dice || []).filter((d) => d.owner === owner);
  roundRect(ctx, r.x, r.y, r.w, r.h, 6);
  ctx.fillStyle = "rgba(0, 0, 0, 0.22)";
  ctx.fill();
  ctx.strokeStyle = seatColor(owner);
  ctx.lineWidth = 2;
  ctx.stroke();
  const title = owner < 0 ? tr("tro.neutralDistrict") : c.name(owner);
  const th = Math.min(16, r.h * 0.22);
  text(ctx, title, r.x + 6, r.y + th * 0.7, { size: th * 0.75, color: seatColor(owner),
    weight: "700", base: "middle", max: r.w - 12 });
  if (!dice.length) {
    text(ctx, tr("tro.noDice"), r.x + r.w / 2, r.y + r.h / 2 + th / 2,
      { size: th * 0.7, color: INK.faint, align: "center", base: "middle" });
    return;
  }
  const grid = diceGrid({ x: r.x + 5, y: r.y + th + 4, w: r.w - 10, h: r.h - th - 8 },
    dice.length, 42);
  dice.forEach((d, i) => drawSquareDie(c, d, grid.spots[i]));
}

function drawSquareDie(c, d, spot) {
  const { ctx, view } = c;
  const sel = view.selection;
  const chosen = (sel?.chosen || []).includes(d.id);
  const offered = c.has({ type: "die", die: d.id });
  const dim = sel && !chosen && !offered && !c.has({ type: "reroll", die: d.id });
  const lift = chosen ? spot.h * 0.12 : 0;
  const r = { ...spot, y: spot.y - lift };
  drawDie(ctx, d.color, d.value, r, { dim, ring: chosen ? "#ffffff" : null });
  c.markFresh(`die${d.id}`, r);
  c.info(dieFacts(c.view, d, c.names), r);
  c.offer({ type: "die", die: d.id }, r);
  if (c.has({ type: "remove", die: d.id })) c.offer({ type: "remove", die: d.id }, r);
  const badge = { x: r.x + r.w * 0.66, y: r.y - r.h * 0.14, w: r.w * 0.46, h: r.h * 0.46 };
  if (!c.has({ type: "reroll", die: d.id })) return;
  const hot = c.isHot({ type: "reroll", die: d.id });
  ctx.fillStyle = hot ? INK.buttonHot : "rgba(30, 26, 20, 0.9)";
  ctx.beginPath();
  ctx.arc(badge.x + badge.w / 2, badge.y + badge.h / 2, badge.w / 2, 0, Math.PI * 2);
  ctx.fill();
  text(ctx, "↻", badge.x + badge.w / 2, badge.y + badge.h / 2 + 1, { size: badge.w * 0.8,
    color: hot ? INK.buttonInk : INK.button, align: "center", base: "middle", weight: "700" });
  const title = help("reroll", { cost: c.view.rule_numbers.reroll });
  c.info({ title, lines: [] }, badge);
  c.offer({ type: "reroll", die: d.id }, badge, { noGlow: true });
}

// ---- the players ----------------------------------------------------------------------------

export function drawSeats(c, rects) {
  rects.forEach((r, seat) => drawSeat(c, seat, r));
}

function drawSeat(c, seat, r) {
  const { ctx, view } = c;
  const p = view.seats[seat];
  panel(ctx, r, { active: (view.active || []).includes(seat) });
  c.place({ kind: "seat", seat }, r);
  const line = Math.min(24, r.h / 5);
  const size = Math.max(10, Math.min(15, line * 0.62));
  ctx.fillStyle = seatColor(seat);
  ctx.beginPath();
  ctx.arc(r.x + 14, r.y + line * 0.75, size * 0.45, 0, Math.PI * 2);
  ctx.fill();
  const you = seat === view.seat ? ` (${tr("seat.you")})` : "";
  const first = view.start === seat ? " ①" : "";
  const won = view.result?.winners?.includes(seat) ? "★ " : "";
  const score = view.result ? won + tr("tro.final", { n: view.result.scores[seat] })
    : p.passed ? tr("tro.passed") : "";
  text(ctx, score, r.x + r.w - 8, r.y + line * 0.75, { size: size * 0.9, align: "right",
    base: "middle", color: view.result ? INK.panelActive : INK.muted, weight: "700" });
  const room = r.w - 40 - (score ? ctx.measureText(score).width : 0);
  text(ctx, `${c.name(seat)}${you}${first}`, r.x + 24, r.y + line * 0.75,
    { size, weight: "700", base: "middle", max: Math.max(30, room) });
  drawStats(c, p, { x: r.x + 8, y: r.y + line * 1.5, w: r.w - 16, h: line });
  drawCitizens(c, seat, p, { x: r.x + 8, y: r.y + line * 2.6, w: r.w - 16, h: line });
  drawCharacters(c, seat, p, { x: r.x + 8, y: r.y + line * 3.75, w: r.w - 16,
    h: r.y + r.h - (r.y + line * 3.75) - 6 });
  c.info(seatFacts(view, seat, c.names), { x: r.x, y: r.y, w: r.w, h: line * 1.4 });
}

function drawStats(c, p, r) {
  const vp = p.vp === null || p.vp === undefined ? "?" : p.vp; // hidden: another seat's VP
  const items = [["deniers", p.deniers], ["influence", p.influence], ["vp", vp]];
  const w = r.w / 3;
  const size = Math.min(r.h * 0.75, 16);
  items.forEach(([kind, value], i) => {
    const x = r.x + i * w;
    drawIcon(c.ctx, kind, x + size / 2, r.y + r.h / 2, size);
    text(c.ctx, String(value), x + size + 5, r.y + r.h / 2,
      { size: size * 0.95, weight: "700", base: "middle" });
    c.info({ title: tr(`tro.${kind}`), lines: [String(value)] }, { x, y: r.y, w, h: r.h });
  });
}

/** Citizens in the personal supply (pawns), the general supply as a number, events won. */
function drawCitizens(c, seat, p, r) {
  const s = Math.min(r.h, 18);
  const shown = Math.min(p.supply, 8);
  for (let i = 0; i < shown; i += 1) {
    drawCitizen(c.ctx, seat, { x: r.x + i * s * 0.8, y: r.y + (r.h - s) / 2, w: s, h: s });
  }
  const x = r.x + shown * s * 0.8 + 6;
  const str = `${tr("tro.supply")} ${p.supply} · +${p.reserve} · ${tr("tro.won", { n: p.won.length })}`;
  text(c.ctx, str, x, r.y + r.h / 2, { size: Math.min(12, r.h * 0.6), color: INK.muted,
    base: "middle", max: r.x + r.w - x });
  const supply = { x: r.x, y: r.y, w: Math.max(s, shown * s * 0.8), h: r.h };
  c.info({ title: tr("tro.supply"), lines: [tr("tro.seatCitizens", p)] }, supply);
  if (seat === c.view.seat) c.offer({ type: "supply" }, supply);
}

/** Character cards: name and what it counts when visible (own, or all at the end), else backs. */
function drawCharacters(c, seat, p, r) {
  const n = p.character_count;
  if (!n || r.h < 10) return;
  const h = Math.min(r.h, 44);
  const w = Math.min((r.w - (n - 1) * 6) / n, h * 4.5);
  for (let i = 0; i < n; i += 1) {
    const card = { x: r.x + i * (w + 6), y: r.y, w, h };
    const id = p.characters ? p.characters[i] : null;
    drawCardFrame(c.ctx, card, null, { faceDown: id === null });
    const facts = id === null ? { title: tr("tro.characterHidden"), lines: [] }
      : characterFacts(c.view, id);
    const size = Math.min(13, h * 0.34);
    const two = id !== null && h > 30;
    text(c.ctx, id === null ? "?" : facts.title, card.x + card.w / 2,
      card.y + h * (two ? 0.34 : 0.5), { size, color: id === null ? INK.muted : INK.cardInk,
        align: "center", base: "middle", weight: "700", max: card.w - 6 });
    if (two) {
      text(c.ctx, characterCounts(id), card.x + card.w / 2, card.y + h * 0.72, { size: size * 0.85,
        color: INK.cardMuted, align: "center", base: "middle", max: card.w - 6 });
    }
    c.info(facts, card);
  }
}
