// The Pyramids table on canvas: quarry pairs, god tiles, every necropolis (pyramid rows,
// obelisk, tomb), the shown seat's hand and the scores. Draws a view and maps clicks to one of
// view.actions; no rules here: a choice is highlighted only because it is in view.actions.

import { t } from "../../i18n/en.js";
import { actionKey } from "../../ui/input.js";
import { defineRenderer } from "../renderer.js";
import { drawPanel } from "../../ui/draw.js";
import { makeBaseContext, regionQueries } from "../../ui/regions.js";
import {
  drawCard, drawCardBack, drawGhost, drawGlyph, drawHighlight, drawStrip, roundRect, text,
} from "./draw.js";
import { drawInfo, drawPrompt } from "./bar.js";
import { scoreRows } from "./score.js";
import { cardFacts, godFacts, necropolisFacts, tombFacts } from "./facts.js";
import { help, setHelp } from "./help.js";
import {
  godBoxes, handBoxes, narrowHeight, necropolisBox, obeliskStageRect, pyramidShift, pyramidSlotRect,
  opponentsArea, quarryBoxes, tableLayout,
} from "./layout.js";
import { CARD, FONT, INK, MIN_TEXT, SEAT } from "./theme.js";

/** A renderer for Pyramids views (the interface: ../renderer.js). */
export function createRenderer() {
  let size = { w: 800, h: 600 };
  const hits = [];
  const infos = [];
  const places = []; // the position editor's picking (regions.js place)
  let focus = 0; // the seat drawn large (the shown seat, or the table's focus for a spectator)

  function draw(ctx, view, ui = {}) {
    hits.length = 0;
    infos.length = 0;
    places.length = 0;
    if (size.w < 160 || size.h < 120) return; // hidden or not laid out yet
    focus = view.seat ?? ui.focus ?? 0;
    const L = tableLayout(size.w, size.h, view.players, focus);
    const c = makeContext(ctx, view, ui, hits, infos, places);
    drawBackground(ctx, size);
    drawInfo(c, L.info);
    drawPrompt(c, L.prompt);
    drawQuarry(c, L.quarry);
    drawGods(c, L.gods);
    drawNecropolis(c, view.necropolis[focus], L.own, true);
    for (const { seat, rect } of L.opponents) drawNecropolis(c, view.necropolis[seat], rect, false);
    drawHand(c, L.hand, view.necropolis[focus]);
  }

  return defineRenderer({
    layout(w, h) {
      size = { w, h };
    },
    draw,
    ...regionQueries(hits, infos, { places }),
    facts: (view, action) => actionFacts(view, action),
    /** The engine's help table of a language (the table asks for it once per language). */
    setHelp,
    changes,
    scoreRows,
    seatColor: (view, seat) => SEAT[seat % SEAT.length],
    /** Where a phone shows the table large: the shown seat's hand (with its Done button and
     * this turn's checklist) and the other seats' necropolises, as last laid out. */
    areas(view) {
      if (size.w < 160 || size.h < 120 || !Array.isArray(view?.necropolis)) return {};
      const L = tableLayout(size.w, size.h, view.players, view.seat ?? focus);
      const players = opponentsArea(L);
      return {
        ...(Number.isInteger(view.seat) ? { hand: L.hand } : {}),
        ...(players ? { players } : {}),
      };
    },
    /** Canvas height wanted at width w on a portrait screen (the page may follow it). */
    preferredHeight: (w, players) => narrowHeight(w, players),
    replayJumps: { rounds: ["round"], turns: [] },
  });
}

/** What the last moves touched, between two views: cards that reached a pyramid or obelisk
 * (their ids), god tiles taken (`god<tile>`), quarry pairs taken (`pair<i>`) and tombs that
 * grew (`tomb<seat>`). */
function changes(prev, next) {
  const fresh = new Set();
  if (!prev || !next || prev.game !== next.game) return fresh;
  const placed = (view) => new Set((view.necropolis || []).flatMap((n) =>
    [...(n.pyramid || []).map((p) => p.card.id), ...(n.obelisk || []).map((c) => c.id)]));
  const before = placed(prev);
  for (const id of placed(next)) if (!before.has(id)) fresh.add(id);
  const holders = new Map((prev.gods || []).map((g) => [g.tile, g.holder]));
  for (const g of next.gods || []) {
    if (g.holder !== null && g.holder !== undefined && holders.get(g.tile) !== g.holder) {
      fresh.add(`god${g.tile}`);
    }
  }
  (next.quarry || []).forEach((pair, i) => {
    const was = (prev.quarry || [])[i]?.taken_by;
    const taken = pair.taken_by;
    if (taken !== null && taken !== undefined && was !== taken) fresh.add(`pair${pair.pair ?? i}`);
  });
  (next.necropolis || []).forEach((n, seat) => {
    if (n.tomb_count > ((prev.necropolis || [])[seat]?.tomb_count ?? 0)) fresh.add(`tomb${seat}`);
  });
  return fresh;
}

function makeContext(ctx, view, ui, hits, infos, places) {
  return {
    ...makeBaseContext(ctx, view, ui, hits, infos, { glow: highlightRect, places }),
    fresh: ui.fresh || new Set(),
    /** 0..1: how far a card that has just arrived has settled (1 for every other card). */
    arriving(id) {
      if (!ui.arrived || !ui.arrived.has(id) || !ui.progress) return 1;
      const p = ui.progress();
      return 1 - (1 - p) * (1 - p);
    },
  };
}

function highlightRect(ctx, r, hot) {
  drawHighlight(ctx, r.x, r.y, r.w, r.h, { hot });
}

function drawBackground(ctx, { w, h }) {
  const grad = ctx.createRadialGradient(w / 2, h * 0.45, 10, w / 2, h / 2, Math.max(w, h) * 0.75);
  grad.addColorStop(0, INK.tableEdge);
  grad.addColorStop(1, INK.table);
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
}

/** The height of an area's title row (QUARRY, GODS). */
function titleHeight(r) {
  return Math.min(18, Math.max(10, r.h * 0.2));
}

/** An area's title in small capitals, its type shrunk to `max` px of width when given. */
function drawLabel(c, str, x, y, size, max = Infinity) {
  const words = str.toUpperCase();
  const w = widthOf(c.ctx, words, size, "600");
  const fit = w > max ? Math.max(MIN_TEXT, (size * max) / w) : size;
  text(c.ctx, words, x, y, { size: fit, color: INK.muted, weight: "600",
    max: Number.isFinite(max) ? max : undefined });
}

function drawQuarry(c, r) {
  const pairs = c.view.quarry || [];
  const title = titleHeight(r);
  drawLabel(c, t("pyr.quarry"), r.x + 4, r.y + title * 0.8, title * 0.7);
  if (!pairs.length) return;
  const boxes = quarryBoxes({ ...r, y: r.y + title, h: r.h - title }, pairs.length);
  pairs.forEach((pair, i) => {
    const { frame, cards, u, label } = boxes[i];
    const taken = pair.taken_by !== null && pair.taken_by !== undefined;
    roundRect(c.ctx, frame.x, frame.y, frame.w, frame.h, u * 0.6);
    c.ctx.fillStyle = INK.panel;
    c.ctx.fill();
    c.place({ kind: "quarry", pair: i }, frame);
    if (taken) {
      drawTaken(c, frame, { label, top: r.y + title }, i + 1, pair.taken_by);
    } else {
      text(c.ctx, `${i + 1}`, frame.x + frame.w / 2, frame.y - label * 0.2,
        { size: Math.min(16, label * 0.78), color: INK.muted, align: "center",
          weight: "600" });
    }
    // A taken pair stays readable: the cards lay face up for all (the engine lists them).
    const shown = pair.cards.length ? pair.cards : (pair.taken_cards || []);
    shown.forEach((card, k) => {
      drawCard(c.ctx, card, cards[k].x, cards[k].y, u, { dim: taken });
      c.info(cardFacts(card), cards[k]);
      c.place({ kind: "quarry", pair: i, index: k, card: card.id }, cards[k]);
    });
    if (c.fresh.has(`pair${pair.pair ?? i}`)) drawFresh(c.ctx, frame);
    c.offer({ type: "pair", pair: pair.pair ?? i }, frame);
  });
}

/** Who took a pair: a tag in the seat's colour in place of the pair's number, above the frame
 * (the face-up cards below, dimmed, stay whole: glyphs and stones; on a small table the tag
 * may overlap the frame's top edge, never the stones), and the frame outlined in that colour. */
function drawTaken(c, frame, { label, top }, number, seat) {
  const { ctx } = c;
  const colour = SEAT[seat % SEAT.length];
  const h = Math.min(20, label);
  const y = Math.max(top, frame.y - h - 2); // below the quarry's title, if need be on the frame
  // The type shrinks to the frame's width; past a light squeeze the tag names only the seat.
  let words = `${number} · ${t("pyr.taken", { name: c.name(seat) })}`;
  const wide = (sz) => {
    ctx.font = `600 ${Math.round(Math.max(MIN_TEXT, sz))}px ${FONT}`;
    return ctx.measureText(words).width;
  };
  let size = Math.min(14, h * 0.68);
  if (wide(size) + h > frame.w) size = Math.max(MIN_TEXT, (size * (frame.w - h)) / wide(size));
  if (wide(size) * 0.8 + h > frame.w) words = `${number} · ${c.name(seat)}`;
  const w = Math.min(frame.w, wide(size) + h);
  roundRect(ctx, frame.x + (frame.w - w) / 2, y, w, h, h / 2);
  ctx.fillStyle = colour;
  ctx.fill();
  text(ctx, words, frame.x + frame.w / 2, y + h / 2 + 0.5,
    { size, color: "#1a130c", align: "center", base: "middle", weight: "600", max: w - 6,
      font: FONT });
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = 2;
  roundRect(ctx, frame.x + 1, frame.y + 1, frame.w - 2, frame.h - 2, 6);
  ctx.stroke();
  ctx.restore();
}

function drawGods(c, r) {
  const gods = c.view.gods || [];
  const boxes = godBoxes(r, gods.length);
  const title = boxes.label.h;
  drawLabel(c, t("pyr.gods"), r.x + 4, r.y + title * 0.8, Math.min(12, title * 0.7));
  gods.forEach((god, i) => {
    const box = boxes.tiles[i];
    drawGodTile(c, god, box);
    if (c.fresh.has(`god${god.tile}`)) drawFresh(c.ctx, box);
    c.info(godFacts(god), box);
    c.offer({ type: "god", god: god.tile }, box);
  });
  drawTurnOrder(c, boxes.order);
}

function drawGodTile(c, god, b) {
  const { ctx } = c;
  const dim = god.set_aside;
  ctx.save();
  if (dim) ctx.globalAlpha = 0.35;
  roundRect(ctx, b.x, b.y, b.w, b.h, b.w * 0.08);
  const grad = ctx.createLinearGradient(0, b.y, 0, b.y + b.h);
  grad.addColorStop(0, "#5b4731");
  grad.addColorStop(1, "#3a2c1d");
  ctx.fillStyle = grad;
  ctx.fill();
  ctx.strokeStyle = "#c9a55a";
  ctx.lineWidth = 1.5;
  ctx.stroke();
  const s = b.w >= b.h ? Math.min(b.w * 0.8, b.h) : Math.min(b.w, b.h / 1.3); // type scale
  ctx.fillStyle = "#c9a55a";
  ctx.beginPath();
  ctx.arc(b.x + s * 0.2, b.y + s * 0.2, s * 0.14, 0, Math.PI * 2);
  ctx.fill();
  text(ctx, String(god.tile), b.x + s * 0.2, b.y + s * 0.21,
    { size: s * 0.19, color: "#2a1f12", align: "center", base: "middle", weight: "700" });
  text(ctx, god.name, b.x + s * 0.38, b.y + s * 0.21,
    { size: s * 0.13, color: INK.text, base: "middle", weight: "600", max: b.w - s * 0.42 });
  drawGodIcons(c, god, b, s);
  if (dim) text(ctx, t("pyr.setAside"), b.x + b.w / 2, b.y + b.h * 0.9,
    { size: s * 0.11, color: INK.text, align: "center", base: "middle" });
  ctx.restore();
  if (god.holder !== null && god.holder !== undefined) drawHolder(c, god.holder, b);
}

function drawGodIcons(c, god, b, s) {
  const { ctx } = c;
  const optional = (god.allows || []).filter((e) => e !== "pyramid");
  const items = ["pyramid", ...optional];
  const icon = Math.min(b.h * 0.3, b.w / (items.length * 1.45));
  const y = b.y + b.h * 0.52;
  const step = b.w / (items.length + 0.2);
  items.forEach((kind, i) => {
    const cx = b.x + step * (i + 0.6);
    if (i > 0) {
      const sep = god.choice === "one" && i > 1 ? t("pyr.or") : "+";
      text(ctx, sep, cx - step / 2, y,
        { size: s * (sep === "+" ? 0.13 : 0.09), color: INK.muted, align: "center",
          base: "middle" });
    }
    ctx.save();
    if (i > 0) ctx.globalAlpha *= 0.85;
    drawGlyph(ctx, kind, cx, y, icon, i === 0 ? "#f0d9a0" : "#d7c08a");
    ctx.restore();
  });
}

function drawHolder(c, seat, b) {
  const h = Math.min(Math.max(14, b.h * 0.2), b.h * 0.3); // below the icons at 0.52 of a tile
  const y = b.y + b.h - h;
  c.ctx.save();
  roundRect(c.ctx, b.x, y, b.w, h, b.w * 0.08);
  c.ctx.fillStyle = SEAT[seat % SEAT.length];
  c.ctx.fill();
  c.ctx.restore();
  text(c.ctx, c.name(seat), b.x + b.w / 2, y + h / 2,
    { size: Math.min(h * 0.6, 13), color: "#1a130c", align: "center", base: "middle",
      weight: "600", max: b.w - 4 });
}

function drawTurnOrder(c, r) {
  const order = c.view.turn_order || [];
  if (!order.length) return;
  const y = r.y + r.h / 2;
  const active = new Set(c.view.active || []);
  const parts = order.map((seat) => c.name(seat));
  const label = `${t("pyr.order")}: `;
  const measure = (sz) => {
    c.ctx.font = `${sz}px system-ui`;
    const widths = parts.map((p) => c.ctx.measureText(p).width + sz * 1.1);
    const chips = widths.reduce((a, b) => a + b, 0) + sz * 1.3 * (parts.length - 1);
    return { widths, total: c.ctx.measureText(label).width + chips };
  };
  let size = Math.max(11, Math.min(14, r.h * 0.55));
  let { widths, total } = measure(size);
  if (total > r.w - 8) {
    size = Math.max(8, (size * (r.w - 8)) / total);
    ({ widths, total } = measure(size));
  }
  let x = r.x + Math.max(4, (r.w - total) / 2);
  text(c.ctx, label, x, y, { size, color: INK.muted, base: "middle" });
  x += c.ctx.measureText(label).width;
  order.forEach((seat, i) => {
    const w = widths[i];
    roundRect(c.ctx, x, y - size * 0.8, w, size * 1.6, size * 0.8);
    c.ctx.fillStyle = active.has(seat) ? SEAT[seat % SEAT.length] : INK.panel;
    c.ctx.fill();
    text(c.ctx, parts[i], x + w / 2, y,
      { size, color: active.has(seat) ? "#1a130c" : INK.text, align: "center", base: "middle" });
    x += w;
    if (i < order.length - 1) text(c.ctx, "→", x + size * 0.65, y,
      { size, color: INK.muted, align: "center", base: "middle" });
    x += size * 1.3;
  });
}

function drawNecropolis(c, nec, rect, isFocus) {
  const { ctx, view } = c;
  const box = necropolisBox(rect);
  const active = (view.active || []).includes(nec.seat);
  drawPanel(ctx, box.rect, INK, { active, radius: 10 });
  c.place({ kind: "seat", seat: nec.seat }, box.rect);
  drawHeader(c, nec, box, isFocus);
  drawPyramid(c, nec, box);
  drawObelisk(c, nec, box);
  drawTomb(c, nec, box);
}

function drawHeader(c, nec, box, isFocus) {
  const { ctx, view } = c;
  const h = box.header;
  const size = Math.max(11, Math.min(isFocus ? 17 : 14, h.h * 0.62));
  const y = h.y + h.h / 2;
  const final = view.result?.scores?.[nec.seat];
  const score = t("pyr.points", { n: final ?? nec.score_now?.total ?? 0 });
  ctx.font = `700 ${size * 1.05}px system-ui`;
  const right = h.x + h.w - ctx.measureText(score).width - size * 0.6;
  text(ctx, score, h.x + h.w, y,
    { size: size * 1.05, weight: "700", align: "right", base: "middle", color: INK.highlight });
  ctx.fillStyle = SEAT[nec.seat % SEAT.length];
  ctx.beginPath();
  ctx.arc(h.x + size * 0.5, y, size * 0.45, 0, Math.PI * 2);
  ctx.fill();
  let x = h.x + size * 1.3;
  const you = nec.seat === view.seat ? ` (${t("seat.you")})` : "";
  const label = c.name(nec.seat) + you;
  ctx.font = `600 ${size}px system-ui`;
  const labelW = Math.min(ctx.measureText(label).width, right - x);
  text(ctx, label, x, y, { size, weight: "600", base: "middle", max: Math.max(10, labelW) });
  x += labelW + size * 0.7;
  if (view.first_player === nec.seat && x + size * 1.7 < right) x = drawFirstToken(c, x, y, size);
  if (nec.god) x = drawGodChip(c, nec.god, x, y, size, right);
  drawHandCount(c, nec.hand_count, x, y, size, right);
  c.info(necropolisFacts(nec, label), { x: h.x, y: h.y, w: h.w, h: h.h });
}

function drawFirstToken(c, x, y, size) {
  const r = size * 0.55;
  c.ctx.fillStyle = "#c9a55a";
  c.ctx.beginPath();
  c.ctx.arc(x + r, y, r, 0, Math.PI * 2);
  c.ctx.fill();
  text(c.ctx, "1", x + r, y + 1,
    { size: size * 0.8, color: "#2a1f12", align: "center", base: "middle", weight: "700" });
  c.info({ title: t("pyr.first"), lines: [] }, { x, y: y - r, w: 2 * r, h: 2 * r });
  return x + 2 * r + size * 0.6;
}

function drawGodChip(c, tile, x, y, size, right) {
  const god = (c.view.gods || []).find((g) => g.tile === tile);
  c.ctx.font = `${size * 0.85}px system-ui`;
  let label = god ? `${tile} ${god.name}` : String(tile);
  if (x + c.ctx.measureText(label).width + size > right) label = String(tile);
  const w = c.ctx.measureText(label).width + size;
  if (x + w > right) return x;
  roundRect(c.ctx, x, y - size * 0.7, w, size * 1.4, size * 0.3);
  c.ctx.fillStyle = "#5b4731";
  c.ctx.fill();
  c.ctx.strokeStyle = "#c9a55a";
  c.ctx.lineWidth = 1;
  c.ctx.stroke();
  text(c.ctx, label, x + w / 2, y, { size: size * 0.85, align: "center", base: "middle" });
  if (god) c.info(godFacts(god), { x, y: y - size * 0.7, w, h: size * 1.4 });
  return x + w + size * 0.6;
}

function drawHandCount(c, count, x, y, size, right) {
  const w = size * 0.75;
  const h = size * 1.05;
  const end = x + (count ? (count - 1) * w * 0.45 + w : 0);
  if (end + size * 1.6 > right) return;
  for (let i = 0; i < count; i += 1) drawCardBack(c.ctx, x + i * w * 0.45, y - h / 2, w, h);
  text(c.ctx, `×${count}`, end + 3, y, { size: size * 0.8, color: INK.muted, base: "middle" });
}

function drawPyramid(c, nec, box) {
  const { ctx, view } = c;
  const { u, pyramid } = box;
  const slots = (view.actions || []).filter((a) => a.type === "pyramid");
  const cards = nec.pyramid || [];
  const base = (list) => list.filter((p) => p.level === 0);
  const shift = pyramidShift(view, base(cards), base(slots));
  ctx.fillStyle = "rgba(217, 180, 90, 0.16)";
  ctx.fillRect(pyramid.x, pyramid.baseY, pyramid.w, Math.max(2, u * 0.18));
  for (const placed of cards) {
    const r = pyramidSlotRect(box, view, placed.level, placed.slot, shift);
    const settle = c.arriving(placed.card.id);
    ctx.save();
    ctx.globalAlpha = settle;
    const drop = (1 - settle) * r.h;
    drawStrip(ctx, placed.card, r.x + 0.5, r.y + 0.5 - drop, (r.w - 1) / CARD.w, r.h - 1);
    ctx.restore();
    if (c.fresh.has(placed.card.id)) drawFresh(ctx, r);
    c.info(cardFacts(placed.card), r);
    c.place({ kind: "card", card: placed.card.id, seat: nec.seat, zone: "pyramid" }, r);
  }
  if (nec.seat !== view.seat) return;
  for (const slot of slots) {
    const r = pyramidSlotRect(box, view, slot.level, slot.slot, shift);
    drawTarget(c, slot, r);
  }
}

/** An empty place where the selected card may go: dashed slot, preview of the card on hover. */
function drawTarget(c, action, r) {
  const hot = c.isHot(action);
  drawGhost(c.ctx, r.x, r.y, r.w, r.h, hot);
  const selected = (c.view.hand || []).find((card) => card.id === c.view.selected);
  if (hot && selected) {
    c.ctx.save();
    c.ctx.globalAlpha = 0.7;
    drawStrip(c.ctx, selected, r.x, r.y, r.w / CARD.w, r.h);
    c.ctx.restore();
  }
  c.offer(action, r, { noGlow: true });
}

function drawObelisk(c, nec, box) {
  const { ctx, view } = c;
  const stages = nec.obelisk || [];
  const offered = nec.seat === view.seat && c.legal.has(actionKey({ type: "obelisk" }));
  stages.forEach((card, i) => {
    const r = obeliskStageRect(box, i, stages.length, offered);
    const settle = c.arriving(card.id);
    ctx.save();
    ctx.globalAlpha = settle;
    drawStrip(ctx, card, r.x, r.y - (1 - settle) * r.h, r.w / CARD.w, r.h);
    ctx.restore();
    ctx.strokeStyle = "rgba(20, 12, 5, 0.7)";
    ctx.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
    if (c.fresh.has(card.id)) drawFresh(ctx, r);
    c.info(cardFacts(card), { ...r, h: Math.min(r.h, r.pitch) });
    c.place({ kind: "card", card: card.id, seat: nec.seat, zone: "obelisk" },
      { ...r, h: Math.min(r.h, r.pitch) });
  });
  if (stages.length && !offered) {
    drawCap(ctx, obeliskStageRect(box, stages.length - 1, stages.length, false), box.u);
  }
  if (offered) {
    const r = obeliskStageRect(box, stages.length, stages.length, true);
    drawTarget(c, { type: "obelisk" }, r);
  }
  if (!stages.length && !offered) {
    const r = obeliskStageRect(box, 0, 0, false);
    ctx.save();
    ctx.globalAlpha = 0.25;
    drawGlyph(ctx, "obelisk", r.x + r.w / 2, r.y + r.h / 2 - box.u, box.u * 3, INK.muted);
    ctx.restore();
  }
}

/** Outline of a card placed by the last move, so a bot's build can be followed. */
function drawFresh(ctx, r) {
  ctx.save();
  ctx.strokeStyle = "#ffffff";
  ctx.shadowColor = "#ffffff";
  ctx.shadowBlur = 8;
  ctx.lineWidth = 2;
  ctx.strokeRect(r.x + 1, r.y + 1, r.w - 2, r.h - 2);
  ctx.restore();
}

function drawCap(ctx, r, u) {
  ctx.fillStyle = "#d8c49a";
  ctx.beginPath();
  ctx.moveTo(r.x + r.w * 0.15, r.y);
  ctx.lineTo(r.x + r.w / 2, r.y - 1.1 * u);
  ctx.lineTo(r.x + r.w * 0.85, r.y);
  ctx.closePath();
  ctx.fill();
}

function drawTomb(c, nec, box) {
  const { ctx, view } = c;
  const { u, tomb } = box;
  const ph = tomb.h * 0.86;
  const pw = ph * 1.25;
  const px = tomb.x;
  const py = tomb.y + (tomb.h - ph) / 2;
  const layers = Math.min(4, nec.tomb_count);
  for (let i = layers - 1; i >= 0; i -= 1) drawCardBack(ctx, px + i * 2, py - i * 2, pw, ph);
  if (!nec.tomb_count) {
    ctx.strokeStyle = INK.faint;
    ctx.setLineDash([4, 3]);
    ctx.strokeRect(px + 0.5, py + 0.5, pw, ph);
    ctx.setLineDash([]);
  }
  const ink = nec.tomb_count ? "#e6d3a3" : INK.faint;
  drawGlyph(ctx, "tomb", px + pw / 2, py + ph / 2, ph * 0.55, ink);
  const size = Math.max(10, Math.min(14, u * 1.05));
  text(ctx, `${t("pyr.tomb")} ×${nec.tomb_count}`, px + pw + 10, py + ph / 2,
    { size, color: INK.muted, base: "middle" });
  const pile = { x: px, y: py - 6, w: pw + 6, h: ph + 6 };
  if (c.fresh.has(`tomb${nec.seat}`)) drawFresh(ctx, pile);
  c.info(tombFacts(nec), pile);
  c.place({ kind: "seat", seat: nec.seat, zone: "tomb" }, pile);
  if (nec.seat === view.seat) c.offer({ type: "tomb" }, pile);
  drawTombCards(c, nec, px + pw + 10 + size * 5, py, ph, tomb.x + tomb.w);
}

function drawTombCards(c, nec, x, y, h, right) {
  const cards = nec.tomb || [];
  if (!cards.length) return;
  const stripH = Math.min(h * 0.5, 12);
  const w = Math.min(stripH * 3, (right - x) / cards.length - 3);
  if (w < 6) return;
  cards.forEach((card, i) => {
    const r = { x: x + i * (w + 3), y: y + (h - w / 3) / 2, w, h: w / 3 };
    drawStrip(c.ctx, card, r.x, r.y, w / CARD.w, r.h);
    c.info(cardFacts(card), r);
    c.place({ kind: "card", card: card.id, seat: nec.seat, zone: "tomb" }, r);
  });
}

function drawHand(c, r, nec) {
  const { ctx, view } = c;
  roundRect(ctx, r.x, r.y, r.w, r.h, 10);
  ctx.fillStyle = "rgba(47, 38, 28, 0.55)";
  ctx.fill();
  if (view.result) return drawStandings(c, r);
  const hand = view.hand;
  const keep = view.phase === "keep" && (view.actions || []).some((a) => a.type === "keep");
  const own = keep ? help("hand.keep") : t("pyr.hand");
  const title = hand ? own : t("pyr.handOf", { name: c.name(nec.seat) });
  const boxes = handBoxes(r, hand ? hand.length : nec.hand_count);
  drawLabel(c, title, r.x + 10, r.y + boxes.title.h * 0.8, Math.min(13, boxes.title.h * 0.62),
    r.w - 20);
  if (!hand) {
    boxes.cards.forEach((b) => drawCardBack(ctx, b.x, b.y, b.w, b.h));
    return;
  }
  hand.forEach((card, i) => {
    const b = { ...boxes.cards[i] };
    const selected = view.selected === card.id;
    if (selected) b.y -= boxes.u * 0.7;
    drawCard(ctx, card, b.x, b.y, boxes.u);
    if (selected) drawSelected(ctx, b);
    c.info(cardFacts(card), b);
    c.place({ kind: "card", card: card.id, seat: nec.seat, zone: "hand" }, b);
    if (!c.offer({ type: "card", card: card.id }, b)) c.offer({ type: "keep", card: card.id }, b);
  });
  drawDoneButton(c, boxes.button);
  drawThisTurn(c, nec, boxes.turn);
}

/** This turn's god tile as a checklist: each edifice it lets you build, and what is built. */
function drawThisTurn(c, nec, r) {
  const god = (c.view.gods || []).find((g) => g.tile === nec.god);
  if (!god || c.view.phase !== "build" || r.h < 40) return;
  const built = new Set(nec.built_this_turn || []);
  const rows = (god.allows || []).map((kind) => ({ kind, done: built.has(kind),
    name: t(`pyr.${kind}`), state: built.has(kind) ? t("pyr.builtNow")
      : help(kind === "pyramid" ? "edifice.required" : "edifice.optional") }));
  const line = Math.min(28, r.h / (rows.length + 1.2));
  // The type shrinks until a row's name and state fit side by side; where they cannot, the
  // state is left to the god tile's facts.
  const need = (sz) => Math.max(...rows.map((row) => sz * 2.4 + widthOf(c.ctx, row.name, sz)
    + widthOf(c.ctx, row.state, sz * 0.9)));
  let size = Math.min(15, line * 0.55);
  if (need(size) > r.w) size = Math.max(MIN_TEXT, (size * r.w) / need(size));
  const states = need(size) <= r.w;
  drawLabel(c, `${god.tile} ${god.name}`, r.x, r.y + size, Math.min(13, size), r.w);
  rows.forEach(({ kind, done, name, state }, i) => {
    const y = r.y + (i + 1.4) * line;
    drawGlyph(c.ctx, kind, r.x + size * 0.7, y, size * 1.3, done ? INK.highlight : INK.muted);
    text(c.ctx, name, r.x + size * 1.8, y,
      { size, base: "middle", color: done ? INK.text : INK.muted });
    if (!states) return;
    text(c.ctx, state, r.x + r.w, y,
      { size: size * 0.9, base: "middle", align: "right",
        color: done ? INK.highlight : INK.faint });
  });
  if (god.choice === "one") {
    text(c.ctx, help("god.choice_one"), r.x, r.y + (rows.length + 1.3) * line,
      { size: size * 0.85, base: "middle", color: INK.faint, max: r.w });
  }
}

function widthOf(ctx, str, size, weight = "normal") {
  ctx.font = `${weight} ${Math.round(Math.max(MIN_TEXT, size))}px ${FONT}`;
  return ctx.measureText(str).width;
}

/** Game over: the hand area lists the final totals, best first, winners marked. Where a name
 * and its points do not fit side by side (a phone, a tablet's narrow column, long names), each
 * seat takes two lines: the name, then the points right-aligned below it. */
function drawStandings(c, r) {
  const { view } = c;
  const scores = view.result.scores || [];
  const winners = view.result.winners || [];
  const order = scores.map((_, seat) => seat).sort((a, b) => scores[b] - scores[a] || a - b);
  const head = Math.min(30, r.h * 0.2);
  const top = r.y + head;
  const line = Math.min(40, (r.h - head - 6) / Math.max(1, order.length));
  drawLabel(c, t("end.title"), r.x + 10, r.y + head * 0.67, Math.min(13, head * 0.55), r.w - 20);
  const rows = order.map((seat) => {
    const win = winners.includes(seat);
    return { seat, win, name: `${win ? "★ " : ""}${c.name(seat)}`,
      points: t("pyr.points", { n: scores[seat] }) };
  });
  const oneLine = Math.min(18, line * 0.55);
  const fits = rows.every((row) => 36 + widthOf(c.ctx, row.name, oneLine, "700") + 12
    + widthOf(c.ctx, row.points, oneLine, "700") + 14 <= r.w);
  const size = fits ? oneLine : Math.min(16, line * 0.4);
  const apart = Math.max(line * 0.23, Math.max(MIN_TEXT, size) * 0.62);
  rows.forEach((row, i) => {
    const y = top + i * line + line / 2;
    drawStanding(c, row, r, fits ? { y, nameY: y, size } : { y: y + apart, nameY: y - apart,
      size });
  });
}

/** One seat's line (or two) of the standings: its colour, name and points. */
function drawStanding(c, { seat, win, name, points }, r, { y, nameY, size }) {
  const { ctx } = c;
  const color = win ? INK.highlight : INK.text;
  ctx.fillStyle = SEAT[seat % SEAT.length];
  ctx.beginPath();
  ctx.arc(r.x + 22, nameY, size * 0.4, 0, Math.PI * 2);
  ctx.fill();
  text(ctx, name, r.x + 36, nameY,
    { size, color, base: "middle", weight: win ? "700" : "normal", max: r.w - 36 - 10 });
  text(ctx, points, r.x + r.w - 14, y,
    { size, color, align: "right", base: "middle", weight: "700" });
}

function drawSelected(ctx, b) {
  ctx.save();
  ctx.strokeStyle = "#ffffff";
  ctx.lineWidth = 3;
  roundRect(ctx, b.x - 2, b.y - 2, b.w + 4, b.h + 4, 8);
  ctx.stroke();
  ctx.restore();
}

function drawDoneButton(c, b) {
  const action = { type: "done" };
  if (!c.legal.has(actionKey(action))) return;
  const hot = c.isHot(action);
  roundRect(c.ctx, b.x, b.y, b.w, b.h, b.h / 2);
  c.ctx.fillStyle = hot ? "#f3cf6a" : "#d9b45a";
  c.ctx.fill();
  const label = c.view.labels[c.view.actions.findIndex((a) => a.type === "done")];
  text(c.ctx, label, b.x + b.w / 2, b.y + b.h / 2,
    { size: Math.min(16, b.h * 0.45), color: "#1a130c", align: "center", base: "middle",
      weight: "700" });
  c.offer(action, b, { noGlow: true });
}

/** Tooltip facts for an action in the keyboard list (the card it names, the god it takes). */
function actionFacts(view, action) {
  if (action.card) {
    const card = (view.hand || []).find((h) => h.id === action.card);
    return card ? cardFacts(card) : null;
  }
  if (action.type === "god") {
    const god = (view.gods || []).find((g) => g.tile === action.god);
    return god ? godFacts(god) : null;
  }
  if (action.type === "pair") {
    const pair = (view.quarry || [])[action.pair];
    if (!pair) return null;
    const lines = pair.cards.flatMap((card) =>
      [card.id, ...cardFacts(card).lines.map((l) => `  ${l}`)]);
    return { title: `${t("pyr.quarry")} ${action.pair + 1}`, lines };
  }
  return null;
}
