// Wakhan, the automated opponent of 1-2 player games, at her court row: her name, her face-up
// AI card (pragmatic-loyalty strip, the three boxes, the region order) and the two arrows as the
// engine read them (view.wakhan: market column and row, the red-arrow player). Texts of the
// boxes and rows come from the engine's help table; nothing is decided here.

import { t } from "../../i18n/index.js";
import { coalitionName, regionName } from "./facts.js";
import { text, roundRect } from "./draw.js";
import { help } from "./help.js";
import { COALITION, INK } from "./theme.js";

/** Her name for a seat, or null when the seat is not hers. */
export function wakhanName(view, seat) {
  return view?.wakhan && view.wakhan.seat === seat ? t("pp.wakhan") : null;
}

/** Width kept at the right of her court row for the AI card. */
export function aiCardWidth(row) {
  return Math.min(row.w * 0.42, Math.max(150, row.h * 2.6));
}

/** Her AI card in rect (nothing before her first turn but the deck count). */
export function drawAiCard(c, rect, names) {
  const { ctx, view } = c;
  const w = view.wakhan;
  roundRect(ctx, rect.x, rect.y, rect.w, rect.h, 6);
  ctx.fillStyle = INK.paper;
  ctx.fill();
  ctx.strokeStyle = INK.paperEdge;
  ctx.stroke();
  const pad = 5;
  const line = Math.max(8, Math.min(13, (rect.h - 2 * pad) / 7.3));  // seven lines
  let y = rect.y + pad + line * 0.8;
  const x = rect.x + pad;
  const max = rect.w - 2 * pad;
  const ink = { size: line * 0.85, color: INK.paperInk, max };
  const title = w.card ? t("pp.aiCard", { n: w.card, left: w.deck_count })
    : t("pp.aiDeck", { left: w.deck_count });
  text(ctx, title, x, y, { ...ink, weight: "700" });
  const lines = [];
  if (w.card) {
    const strip = w.front.loyalty;
    let cx = x;
    y += line * 1.05;
    for (const co of strip) {
      const chip = Math.min(max / 3 - 3, line * 4.2);
      roundRect(ctx, cx, y - line * 0.75, chip, line * 0.95, 3);
      ctx.fillStyle = COALITION[co].fill;
      ctx.fill();
      if (co === w.coalition) {
        ctx.lineWidth = 2;
        ctx.strokeStyle = INK.paperInk;
        ctx.stroke();
        ctx.lineWidth = 1;
      }
      text(ctx, coalitionName(co), cx + chip / 2, y - line * 0.27,
        { size: line * 0.72, color: COALITION[co].ink, align: "center", base: "middle",
          max: chip - 2 });
      cx += chip + 3;
    }
    w.front.actions.forEach((box, i) => lines.push(`${i + 1}. ${help(`wakhan.box.${box}`)}`));
    lines.push(t("pp.aiArrows", { column: w.column, row: help(`wakhan.row.${w.row}`),
      name: names(w.red_player) }));
    lines.push(w.front.regions.map((r) => regionName(r)).join(" › "));
  }
  for (const str of lines) {
    y += line * 1.02;
    if (y > rect.y + rect.h - 2) break;
    text(ctx, str, x, y, ink);
  }
  c.info(aiFacts(view, names), rect);
}

/** Tooltip of her AI card: everything the table shows, in words a player follows (what she
 * does on her turn, in order, and where: issue 37). */
function aiFacts(view, names) {
  const w = view.wakhan;
  if (!w.card) return { title: t("pp.wakhan"), lines: [t("pp.aiDeck", { left: w.deck_count })] };
  return {
    title: t("pp.aiCard", { n: w.card, left: w.deck_count }),
    lines: [
      t("pp.aiLoyalty", { list: w.front.loyalty.map(coalitionName).join(", "),
        coalition: coalitionName(w.coalition) }),
      t("pp.aiPlan", {
        list: w.front.actions.map((box, i) => `${i + 1}. ${help(`wakhan.box.${box}`)}`).join(", "),
      }),
      t("pp.aiBuys", { column: w.column, row: help(`wakhan.row.${w.row}`),
        name: names(w.red_player) }),
      t("pp.aiWhere", { list: w.front.regions.map((r) => regionName(r)).join(", ") }),
      t("pp.aiInfluence", { list: Object.entries(w.influence)
        .map(([co, n]) => `${coalitionName(co)} ${n}`).join(", ") }),
    ],
  };
}
