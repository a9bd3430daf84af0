// The bar above the board: what the shown seat is choosing (the open dice group with its total,
// its price per owner and what it will give, and the price a hovered die would add) and one
// button per legal action that has no place on the board (pass, confirm, agriculture...).

import { actionKey } from "../../ui/input.js";
import { drawButton, drawDie, roundRect, seatColor, text, wrapText } from "./draw.js";
import { buildingName, cardName, ownerName } from "./facts.js";
import { help } from "./help.js";
import { tr } from "./strings.js";
import { BUILDINGS, INK } from "./theme.js";

/** Action types drawn as buttons (the others are clicked on the board). */
export const BUTTON_TYPES = [
  "confirm", "place", "agriculture", "activate", "supply", "lying", "tradesman", "stop", "reset",
  "flip", "recruit", "give_up", "cancel", "pass",
];

export function drawBar(c, r, mode) {
  const { ctx } = c;
  roundRect(ctx, r.x, r.y, r.w, r.h, 8);
  ctx.fillStyle = "rgba(44, 39, 33, 0.85)";
  ctx.fill();
  const buttons = (c.view.actions || []).filter((a) => BUTTON_TYPES.includes(a.type))
    .sort((a, b) => BUTTON_TYPES.indexOf(a.type) - BUTTON_TYPES.indexOf(b.type));
  const split = mode === "narrow" || r.w < 700;
  const bh = Math.min(34, split ? r.h * 0.38 : r.h * 0.62);
  const need = buttons.length ? buttonsWidth(ctx, c.view, buttons, bh) + 16 : 0;
  const bw = Math.min(r.w * 0.6, need);
  const area = split
    ? { x: r.x + 6, y: r.y + r.h - bh - 6, w: r.w - 12, h: bh }
    : { x: r.x + r.w - bw, y: r.y + (r.h - bh) / 2, w: bw - 8, h: bh };
  const textArea = split
    ? { x: r.x + 8, y: r.y + 4, w: r.w - 16, h: r.h - bh - 14 }
    : { x: r.x + 8, y: r.y + 4, w: r.w - bw - 16, h: r.h - 8 };
  drawButtons(c, buttons, area);
  drawSummary(c, textArea);
}

const GAP = 6;

function buttonsWidth(ctx, view, actions, h) {
  const size = Math.min(15, h * 0.46);
  ctx.font = `700 ${Math.round(size)}px system-ui`;
  const widths = actions.map((a) => ctx.measureText(buttonLabel(view, a)).width + size * 1.6);
  return widths.reduce((s, w) => s + w, 0) + GAP * (actions.length - 1);
}

/** Buttons whose words state a cost (the help table's); the costs come from the view. */
const COSTED = new Set(["flip", "recruit", "give_up"]);

/** A button's words; its costs come from the view's rule numbers. */
function buttonLabel(view, action) {
  if (action.type === "activate" && action.option) {
    return tr("tro.btn.activateOption", { building: buildingName(action.option) });
  }
  const n = view.rule_numbers || {};
  if (COSTED.has(action.type)) {
    const cost = { flip: n.flip, recruit: n.recruit }[action.type];
    return help(`btn.${action.type}`, { cost, vp: n.give_up_vp });
  }
  const name = action.card === undefined ? "" : cardName(action.card);
  return tr(`tro.btn.${action.type}`, { name,
    building: action.building ? buildingName(action.building) : "" });
}

/** Buttons right-aligned in one line, shrunk to fit. */
function drawButtons(c, actions, r) {
  if (!actions.length) return;
  const { ctx } = c;
  const size = Math.min(15, r.h * 0.46);
  const total = buttonsWidth(ctx, c.view, actions, r.h);
  const scale = Math.min(1, r.w / total);
  let x = r.x + r.w - total * scale;
  actions.forEach((action) => {
    const w = (ctx.measureText(buttonLabel(c.view, action)).width + size * 1.6) * scale;
    const b = { x, y: r.y, w, h: r.h };
    drawButton(ctx, b, buttonLabel(c.view, action), { hot: c.isHot(action) });
    ctx.font = `700 ${Math.round(size)}px system-ui`;
    c.offer(action, b, { noGlow: true });
    x += w + GAP * scale;
  });
}

/** The summary's type (px): the round's news gives way below NEWS_FLOOR; the prompt shrinks
 * to SUMMARY_FLOOR (a phone's board box is drawn small; the view's zoom enlarges it). */
const NEWS_FLOOR = 10;
const SUMMARY_FLOOR = 5;

/** Up to three lines: the open choice with its dice, what it costs and gives, the preview. A
 * sentence is never cut: long lines wrap and the type shrinks until every line fits. */
function drawSummary(c, r) {
  const { ctx } = c;
  const lines = summaryLines(c, c.view.selection);
  let fit = fitSummary(ctx, lines, r, NEWS_FLOOR);
  if (!fit.fits) fit = fitSummary(ctx, lines.filter((l) => !l.news), r, SUMMARY_FLOOR);
  const { size, rows } = fit;
  rows.forEach((row, i) => {
    const y = r.y + (i + 0.55) * size * 1.2;
    text(ctx, row.text, r.x, y, { size, base: "middle", color: row.line.color || INK.text,
      weight: row.weight });
    if (!row.last || !row.line.dice) return;
    ctx.font = `${row.weight} ${Math.round(size)}px system-ui`;
    const x = r.x + Math.min(r.w, ctx.measureText(row.text).width) + 10;
    drawChosen(c, row.line.dice, x, y, size * 1.15, r.x + r.w);
  });
}

/** The largest type from 16 px down to `floor` at which the lines fit r: {size, rows, fits}. */
function fitSummary(ctx, lines, r, floor) {
  let size = Math.max(floor, Math.min(16, r.h / (lines.length * 1.2)));
  for (;; size = Math.max(floor, size - 0.5)) {
    const rows = wrapSummary(ctx, lines, r.w, size);
    const fits = rows.length * size * 1.2 <= r.h + size * 0.3;
    if (fits || size <= floor) return { size, rows, fits };
  }
}

/** The summary's lines wrapped at width w and type size: {text, line, weight, last} each. */
function wrapSummary(ctx, lines, w, size) {
  return lines.flatMap((line, i) => {
    const weight = i === 0 ? "700" : "normal";
    ctx.font = `${weight} ${Math.round(size)}px system-ui`;
    const room = line.dice ? w - size * 1.2 * Math.min(3, line.dice.length) - 12 : w;
    const parts = wrapText(ctx, line.text, Math.max(40, room));
    return parts.map((text, k) => ({ text, line, weight, last: k === parts.length - 1 }));
  });
}

function summaryLines(c, sel) {
  const { view } = c;
  if (view.result) return resultLines(c, view.result);
  if (!sel || sel.seat !== view.seat) {
    const round = roundNews(view);
    return round ? [{ text: view.prompt || "" }, { text: round, color: INK.muted, news: true }]
      : [{ text: view.prompt || "" }];
  }
  if (sel.state === "counter") {
    return [{ text: tr("tro.sel.counter"), dice: sel.chosen },
      { text: tr("tro.sel.need", { need: sel.need, strength: sel.strength }),
        color: sel.strength >= sel.need ? INK.good : INK.bad }];
  }
  if (sel.state === "flip") {
    return [{ text: help("flip", { cost: c.view.rule_numbers.flip }), dice: sel.chosen }];
  }
  return groupLines(c, sel);
}

/** Game over: who won, with how many VP, and why (the rule in the page's language). */
function resultLines(c, result) {
  const winners = result.winners || [];
  const names = winners.map((s) => c.name(s)).join(", ");
  const best = Math.max(...result.scores);
  const key = winners.length > 1 ? "tro.resultLineTie" : "tro.resultLine";
  return [{ text: tr(key, { names, vp: best }), color: INK.panelActive },
    { text: help("reason"), color: INK.muted }];
}

/** Log entries of this round that everyone should notice: cards and events revealed, black
 * dice rolled, the shown seat's salary (the round's opening "screen", in one line). */
export function roundNews(view, all = false) {
  const log = view.log || [];
  let start = -1;
  log.forEach((e, i) => { if (e.msg === "round") start = i; });
  if (start < 0) return all ? [] : "";
  const entries = log.slice(start);
  if (all) return entries.map((e) => e.text);
  const news = entries.filter((e) => NEWS.includes(e.msg)
    && (e.seat === undefined || e.seat === view.seat));
  news.sort((a, b) => NEWS.indexOf(a.msg) - NEWS.indexOf(b.msg));
  return news.map((e) => e.text).join(" · ");
}

/** What the round's opening line tells, most important first. */
const NEWS = ["event_revealed", "black_rolled", "salary", "salary_short", "event_neutral",
  "reveal_card"];

function groupLines(c, sel) {
  const head = tr("tro.sel.group", { target: targetName(sel.target) });
  const cube = sel.cube_card ? ` · ${tr("tro.sel.cube", { name: cardName(sel.cube_card) })}`
    : "";
  const owed = (sel.cost || []).map(([o, d]) => tr("tro.sel.costTo",
    { name: ownerName(o, c.names), deniers: d }));
  let cost = tr("tro.sel.cost", { cost: sel.cost_total });
  if (owed.length) cost += ` (${owed.join(", ")})`;
  if (sel.extra) cost += ` ${tr("tro.sel.extra", { n: sel.extra })}`;
  const lines = [{ text: head + cube, dice: sel.chosen }];
  if (!sel.chosen.length) lines[0].text += ` — ${tr("tro.sel.none")}`;
  const now = `${tr("tro.sel.pips", { pips: sel.pips })} · ${cost} → ${outcome(c, sel, sel.outcome)}`;
  lines.push({ text: now, color: sel.outcome ? INK.good : INK.muted });
  const preview = hoverPreview(c, sel);
  if (preview) lines.push({ text: preview, color: INK.panelActive });
  return lines;
}

/** "with this die: total 9, dice cost 8 → 2 activations" for the die under the pointer. */
function hoverPreview(c, sel) {
  if (!c.hover || !sel.options) return null;
  const row = sel.options.find(([id]) => c.hover === actionKey({ type: "die", die: id }));
  if (!row) return null;
  const [, cost, pips, out] = row;
  return tr("tro.sel.with", { pips, cost, outcome: outcome(c, sel, out) });
}

function outcome(c, sel, n) {
  const t = sel.target || {};
  if (t.kind === "card") return tr("tro.out.card", { n, name: cardName(t.card) });
  if (t.kind === "event") return tr("tro.out.event", { n, name: cardName(t.card) });
  if (t.kind === "place") {
    const first = (c.view.dice || []).find((d) => d.id === sel.chosen[0]);
    const colors = c.view.building_colors || {};
    const building = first ? BUILDINGS.find((b) => colors[b] === first.color) : null;
    return building && !sel.cube_card ? tr("tro.out.place", { building: buildingName(building) })
      : tr("tro.out.placeAny");
  }
  return tr(`tro.out.${t.kind}`, { n });
}

function targetName(target = {}) {
  if (target.kind === "card") return tr("tro.target.card", { name: cardName(target.card) });
  if (target.kind === "event") return tr("tro.target.event", { name: cardName(target.card) });
  return tr(`tro.target.${target.kind}`);
}

/** The chosen dice in a row, each ringed with its owner's colour. */
function drawChosen(c, ids, x, y, size, right) {
  const dice = ids.map((id) => (c.view.dice || []).find((d) => d.id === id)).filter(Boolean);
  dice.forEach((d, i) => {
    const dx = x + i * (size + 8);
    if (dx + size > right) return;
    drawDie(c.ctx, d.color, d.value, { x: dx + 2, y: y - size / 2, w: size, h: size },
      { ring: seatColor(d.owner) });
  });
}
