// The action bar under the board: in the turn prompt one button per kind of action (with its
// AP cost; greyed when not legal now), in a target prompt "Back" and the prompt's own choices
// (temple level, single canal tile, bridge direction). Only actions of view.actions are offered.

import { drawLines, fitLines, roundRect, text, UI_FONT } from "../../ui/draw.js";
import { t } from "../../i18n/index.js";
import { actionKey } from "../../ui/input.js";
import { playerFacts } from "./facts.js";
import { help } from "./help.js";
import { buttonRow } from "./layout.js";
import { drawPilli, drawTemple } from "./pieces.js";
import { INK } from "./theme.js";

const TURN_VERBS = ["canal", "bridge", "temple", "move", "found", "take_marker", "spend_marker",
  "end_turn"];

/** The AP line under a turn button: its words from the help table, its numbers from the view
 * (rules stay in the engine). */
function costText(view, verb) {
  const ap = view.action_ap || {};
  if (verb === "spend_marker") return help("cost.gain", { n: view.marker_ap });
  if (verb === "move") return help("cost.step", { n: ap.move });
  if (verb in ap) return t("mex.apCost", { n: ap[verb] });
  return help(`cost.${verb}`);
}

/** The buttons of the bar for this view: [{action, label, sub, level?}]. */
function barItems(view) {
  const acts = view.actions || [];
  const has = (a) => acts.some((x) => actionKey(x) === actionKey(a));
  if (view.stage === "turn") {
    return TURN_VERBS.map((verb) => {
      const moving = has({ type: "move_bridge" }) || view.bridge_supply === 0;
      const type = verb === "bridge" && moving ? "move_bridge" : verb;
      return { action: { type }, label: t(`mex.verb.${type}`), sub: costText(view, type) };
    });
  }
  const items = [];
  for (const a of acts) {
    if (a.type === "level") {
      items.push({ action: a, label: t("mex.level", { n: a.level }),
        sub: t("mex.apCost", { n: a.level }), level: a.level });
    } else if (a.type === "single") {
      items.push({ action: a, label: t("mex.verb.single"), sub: "" });
    } else if (a.type === "axis") {
      items.push({ action: a, label: t(`mex.axis.${a.axis}`), sub: "" });
    }
  }
  if (has({ type: "back" })) {
    items.push({ action: { type: "back" }, label: t("mex.back"), sub: "" });
  }
  return items;
}

/** Draw the bar in rect r; registers the legal buttons as hit regions. */
export function drawBar(c, r) {
  const { ctx, view } = c;
  const items = view.actions && view.actions.length ? barItems(view) : [];
  if (!items.length) return drawWaiting(c, r);
  const boxes = buttonRow(r, items.length, { minW: 88, maxW: 160 });
  items.forEach((item, i) => {
    const b = boxes[i];
    const legal = c.legal.has(actionKey(item.action));
    const hot = legal && c.isHot(item.action);
    roundRect(ctx, b.x, b.y, b.w, b.h, 8);
    ctx.fillStyle = !legal ? "rgba(44, 62, 79, 0.4)" : hot ? INK.buttonHot : INK.button;
    ctx.fill();
    ctx.strokeStyle = legal ? (hot ? INK.highlight : INK.panelEdge) : "rgba(53, 73, 91, 0.4)";
    ctx.lineWidth = hot ? 2.5 : 1;
    ctx.stroke();
    const size = Math.max(10, Math.min(14, b.h * 0.32, b.w / 9));
    const color = legal ? INK.text : INK.faint;
    let x = b.x + b.w / 2;
    if (item.level) {
      const s = Math.min(b.h * 0.62, 26);
      drawTemple(ctx, b.x + 6, b.y + (b.h - s) / 2, s, item.level, c.colour(view.turn ?? 0));
      x = b.x + 6 + s + (b.w - s - 6) / 2;
    }
    const twoLines = item.sub && b.h >= 30;
    text(ctx, item.label, x, b.y + b.h / 2 - (twoLines ? size * 0.55 : 0) + 0.5,
      { size, color, align: "center", base: "middle", weight: "600", max: b.w - 8 });
    if (twoLines) {
      text(ctx, item.sub, x, b.y + b.h / 2 + size * 0.7,
        { size: size * 0.8, color: legal ? INK.muted : INK.faint, align: "center",
          base: "middle", max: b.w - 8 });
    }
    if (legal) c.offer(item.action, b, { noGlow: true });
  });
}

function waitingLine(c) {
  const { view } = c;
  if (view.result) {
    const winners = view.result.winners || [];
    const names = winners.map((seat) => c.name(seat)).join(", ");
    return `${t("mex.over")} ${t(winners.length > 1 ? "mex.winners" : "mex.winner", { names })}`;
  }
  if (view.stage === "place_pilli" && (view.actions || []).length) return help("place_hint");
  const seat = view.turn ?? (view.active || [])[0];
  return seat === null || seat === undefined ? "" : t("mex.waiting", { name: c.name(seat) });
}

function drawWaiting(c, r) {
  const words = waitingLine(c);
  if (!words) return;
  const box = { x: r.x + 6, y: r.y + 2, w: r.w - 12, h: r.h - 4 };
  const fit = fitLines(c.ctx, words, box.w, box.h, { max: Math.min(16, r.h * 0.3) });
  drawLines(c.ctx, fit, box, { color: INK.muted, align: "center" });
}

/** The line above the board: period, round, whose turn, AP left, last-round warning; on a
 * narrow table (r.scores) every seat's score under it. */
export function drawInfo(c, r) {
  const { view } = c;
  const size = Math.max(11, Math.min(16, r.h * 0.55));
  const y = r.y + r.h / 2;
  const parts = [t("mex.period", { n: view.period }), t("mex.round", { n: view.round })];
  if (view.turn !== null && view.turn !== undefined && !view.result) {
    parts.push(t("mex.turnOf", { name: c.name(view.turn) }), t("mex.apLeft", { n: view.ap }));
  }
  text(c.ctx, parts.join(" · "), r.x + 2, y, { size, weight: "600", base: "middle",
    max: r.w * 0.72 });
  if (view.last_round && !view.result) {
    text(c.ctx, `⚠ ${t("mex.lastRound", { n: view.period })}`, r.x + r.w - 2, y,
      { size: size * 0.9, color: INK.warn, align: "right", base: "middle", max: r.w * 0.3 });
  }
  if (r.scores) drawScores(c, r.scores);
}

/** Every seat's score in one line from the left, in play order as in the seat rows: a Pilli
 * in the seat's colour (ringed on its turn) and its points. A phone starts zoomed in at the top
 * left, where the seat rows are a pan away; this line is on the first screen. */
function drawScores(c, r) {
  const { ctx, view } = c;
  const n = view.players || 0;
  const size = Math.max(11, Math.min(16, r.h * 0.55));
  const icon = size * 1.4;
  let x = r.x + 2;
  for (let i = 0; i < n; i += 1) {
    const seat = ((view.first ?? 0) + i) % n;
    const points = t("mex.points", { n: (view.score || [])[seat] ?? 0 });
    ctx.font = `700 ${Math.round(size)}px ${UI_FONT}`;
    const w = icon + size * 0.2 + ctx.measureText(points).width;
    drawPilli(ctx, x, r.y + (r.h - icon) / 2, icon, c.colour(seat),
      { ring: view.turn === seat && !view.result });
    text(ctx, points, x + icon + size * 0.2, r.y + r.h / 2 + 0.5,
      { size, weight: "700", base: "middle", color: INK.highlight });
    c.info(playerFacts(c, seat), { x, y: r.y, w, h: r.h });
    x += w + size;
  }
}
