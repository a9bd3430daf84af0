// The market: 2 rows x 6 columns with each slot's buy cost (from view.market_cost and
// view.figures: no rule number here), rupees on
// the cards, cards that cannot be bought this turn marked, the deck and the checks to come.

import { cardFacts } from "./facts.js";
import { drawCard } from "./cards.js";
import { cardBack, coin, label, measure, text } from "./draw.js";
import { marketBoxes } from "./layout.js";
import { help } from "./help.js";
import { INK } from "./theme.js";
import { t } from "../../i18n/index.js";

/** Draw the market in rect and register buy / tax-from-card choices. */
export function drawMarket(c, rect) {
  const { ctx, view } = c;
  const b = marketBoxes(rect);
  const hy = b.header.y + b.header.h / 2;
  label(ctx, t("pp.market"), rect.x + 2, hy, Math.min(12, b.header.h * 0.7));
  drawDeck(c, rect, b);
  const fig = view.figures;
  const per = fig.cost_per_card;
  const buyable = new Set(view.buyable || []);
  for (const slot of b.slots) {
    const id = view.market[slot.row][slot.col];
    const cost = view.market_cost?.[slot.row]?.[slot.col] ?? slot.col * per;
    drawCost(c, slot, cost, per !== fig.cost_per_card_base, b.cost);
    c.place({ kind: "market", row: slot.row, col: slot.col, card: id ?? null }, slot);
    if (id === null || id === undefined) {
      ctx.strokeStyle = INK.panelEdge;
      ctx.setLineDash([4, 3]);
      ctx.strokeRect(slot.x + 0.5, slot.y + 0.5, slot.w - 1, slot.h - 1);
      ctx.setLineDash([]);
      continue;
    }
    const f = view.cards[String(id)];
    const blocked = view.stage?.state === "main" && !buyable.has(id);
    drawCard(ctx, f, slot, { dim: blocked && !c.legal.has(c.keyOf({ type: "card", card: id })) });
    const rupees = view.market_rupees[slot.row][slot.col];
    if (blocked) notNow(ctx, slot, f, rupees > 0);
    if (rupees) {
      coin(ctx, slot.x + slot.w * 0.86, slot.y + slot.h - slot.w * 0.15, slot.w * 0.12, rupees);
    }
    const extra = blocked ? [help("blocked")] : [];
    c.info(cardFacts(view, id, [help("cost", { n: cost }), ...extra]), slot);
    c.offer({ type: "buy", buy: id }, slot);
    c.offer({ type: "card", card: id }, slot);
  }
}

function drawCost(c, slot, cost, raised, h) {
  const r = Math.min(h * 0.42, 7);
  coin(c.ctx, slot.x + slot.w / 2 - r * 1.2, slot.costY, r);
  const doubled = raised && cost > 0;
  text(c.ctx, String(cost), slot.x + slot.w / 2 + r * 0.2, slot.costY + 0.5,
    { size: Math.min(h * 0.85, 13), color: doubled ? INK.warn : INK.text, base: "middle",
      weight: "700" });
  c.info({ title: help("cost", { n: cost }), lines: [] },
    { x: slot.x, y: slot.costY - h / 2, w: slot.w, h });
}

// Where a card face has nothing printed (cards.js): a court card (and a Dominance Check)
// between its special ability and its action icons, an event below its "if bought" line.
const BLANK = { court: [0.695, 0.835], event: [0.845, 0.985] };

/** "Not now" (cannot be bought this turn) in a slim band over the blank strip of the face:
 * the name, impacts, special and actions stay in sight; the words keep left of a coin on it. */
function notNow(ctx, slot, f, coin) {
  const event = !f.suit && f.discarded !== "dominance_check";
  const [top, bottom] = BLANK[event ? "event" : "court"];
  const y = slot.y + slot.h * top;
  const h = slot.h * (bottom - top);
  ctx.fillStyle = "rgba(30, 22, 14, 0.86)";
  ctx.fillRect(slot.x + 1, y, slot.w - 2, h);
  const room = coin ? slot.w * 0.7 : slot.w - 6; // the coin's left edge: 0.74 of the width
  text(ctx, t("pp.blocked"), slot.x + 3 + room / 2, y + h / 2 + 0.5, { size: h * 0.72,
    color: INK.text, align: "center", base: "middle", weight: "700", max: room });
}

function drawDeck(c, rect, b) {
  const { ctx, view } = c;
  const d = view.dominance || {};
  const size = Math.min(12, b.header.h * 0.65);
  const checks = t("pp.checksLeft", { n: d.checks_left ?? view.deck_checks });
  const deck = `${t("pp.deck", { n: view.deck_count })} · ${checks}`;
  const right = rect.x + rect.w - 2;
  const w = measure(ctx, deck, size);
  const y = b.header.y + b.header.h / 2;
  text(ctx, deck, right, y, { size, color: INK.text, align: "right", base: "middle" });
  const bh = b.header.h * 0.9;
  cardBack(ctx, right - w - bh * 0.9, y - bh / 2, bh * 0.7, bh);
  const inMarket = (d.checks_left ?? 0) - view.deck_checks;
  c.info({ title: t("pp.deck", { n: view.deck_count }),
    lines: [t("pp.checksHelp", { deck: view.deck_checks, market: Math.max(0, inMarket) })] },
  { x: right - w - bh, y: b.header.y, w: w + bh, h: b.header.h });
}
