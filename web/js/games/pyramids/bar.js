// The two lines above the Pyramids table: the round with the deck and the box (and the
// provisional mark), then the prompt of the decision on the table, on the board as in the
// other games (a phone or tablet reader need not look for the question below the board).

import { t } from "../../i18n/index.js";
import { drawLines, fitLines, roundRect } from "../../ui/draw.js";
import { text } from "./draw.js";
import { boxFacts } from "./facts.js";
import { FONT, INK, MIN_TEXT } from "./theme.js";

/** The width of `str` as text() draws it (never below MIN_TEXT). */
function width(ctx, str, size, weight = "normal") {
  ctx.font = `${weight} ${Math.round(Math.max(MIN_TEXT, size))}px ${FONT}`;
  return ctx.measureText(str).width;
}

/** Round, deck and box on the left; the provisional mark on the right when there is room. */
export function drawInfo(c, r) {
  const { ctx, view } = c;
  const size = Math.max(6, Math.min(16, r.h * 0.8));
  const y = r.y + r.h / 2;
  const round = t("pyr.round", { round: view.round, rounds: view.rounds });
  text(ctx, round, r.x + 4, y, { size: size + 1, weight: "600", base: "middle" });
  const deck = t("pyr.deck", { deck: view.deck_count, box: view.box_count });
  const dx = r.x + 4 + width(ctx, round, size + 1, "600") + size;
  text(ctx, deck, dx, y, { size, color: INK.muted, base: "middle" });
  const deckW = width(ctx, deck, size);
  c.info(boxFacts(view), { x: dx, y: r.y, w: deckW, h: r.h });
  if (!(view.provisional || []).length) return;
  const items = view.provisional.map((item) => t(`prov.pyramids.${item}`)).join(t("list.sep"));
  const label = `⚠ ${t("pyr.provisional", { items })}`;
  const w = width(ctx, label, size - 1);
  if (r.x + r.w - 4 - w < dx + deckW + size) return; // the facts of the box say it too
  text(ctx, label, r.x + r.w - 4, y, { size: size - 1, color: INK.warn, align: "right",
    base: "middle" });
  const facts = { title: label, lines: [t("table.provisional.pyramids")] };
  c.info(facts, { x: r.x + r.w - 4 - w, y: r.y, w, h: r.h });
}

/** The prompt, whole (wrapped, the type shrunk to fit; never cut), on a golden band when the
 * shown seat is to choose; at the end, the game's result. */
export function drawPrompt(c, r) {
  const { ctx, view } = c;
  const mine = (view.actions || []).length > 0;
  roundRect(ctx, r.x, r.y, r.w, r.h, 6);
  ctx.fillStyle = mine ? "rgba(232, 194, 90, 0.12)" : "rgba(255, 255, 255, 0.04)";
  ctx.fill();
  const words = view.result ? resultLine(c, view.result) : view.prompt || "";
  if (!words) return;
  const pad = Math.min(10, r.h * 0.3);
  const box = { x: r.x + pad, y: r.y + 1, w: r.w - 2 * pad, h: r.h - 2 };
  const weight = mine ? "700" : "normal";
  const fit = fitLines(ctx, words, box.w, box.h, { max: Math.min(16, r.h * 0.6), floor: 4,
    weight, font: FONT, lead: 1.15 });
  drawLines(ctx, fit, box, { color: mine ? INK.highlight : INK.text, weight, font: FONT });
}

/** "Game over: Player 2 wins with 31 points" in the table's words. */
function resultLine(c, result) {
  const scores = result.scores || [];
  const winners = (result.winners || []).map((seat) => c.name(seat)).join(", ");
  const best = scores.length ? Math.max(...scores) : 0;
  return `${t("end.title")}: ${winners} · ${t("pyr.points", { n: best })}`;
}
