// Tooltip facts (title + lines) for the things on the Pyramids table, from the view alone.

import { seatName, t } from "../../i18n/en.js";
import { help } from "./help.js";

/** Facts of one card: each stone's colour and span, and its glyph. */
export function cardFacts(card) {
  const lines = (card.stones || []).map((s) =>
    t("pyr.stone", { color: t(`color.${s.color}`), from: s.from, to: s.to }));
  lines.push(card.glyph ? t("pyr.glyph", { glyph: edifice(card.glyph) }) : t("pyr.noGlyph"));
  // Named as a player knows it, by its stones; the printed id last.
  const stones = (card.stones || []).map((s) => t(`color.${s.color}`)).join(t("pyr.stoneSep"));
  return { title: t("pyr.card", { stones, id: card.id }), lines };
}

/** Facts of a god tile: what it lets its holder build (the rules' words: the help table),
 * and who holds it. */
export function godFacts(god) {
  const optional = (god.allows || []).filter((e) => e !== "pyramid");
  const lines = [help("god.mandatory")];
  if (optional.length) {
    const list = optional.map(edifice).join(god.choice === "one" ? ` ${t("pyr.or")} ` : " + ");
    lines.push(help("god.optional", { list }));
    if (god.choice === "one") lines.push(help("god.choice_one"));
  }
  if (god.holder !== null && god.holder !== undefined) {
    lines.push(t("pyr.holder", { name: seatName(god.holder) }));
  }
  if (god.set_aside) lines.push(t("pyr.setAside"));
  return { title: `${god.tile} ${god.name}`, lines };
}

/** Facts of a necropolis header: the public score so far and what was built this turn. */
export function necropolisFacts(nec, label) {
  const s = nec.score_now || {};
  const lines = [
    t("pyr.points", { n: s.total ?? 0 }),
    help("score_now", { pyramid: s.pyramid ?? 0, obelisk: s.obelisk ?? 0, glyphs: s.glyphs ?? 0 }),
    t("pyr.cards", { n: nec.hand_count }) + " · " + t("pyr.tomb") + " " + nec.tomb_count,
  ];
  if ((nec.built_this_turn || []).length) {
    lines.push(t("pyr.built", { list: nec.built_this_turn.map(edifice).join(", ") }));
  }
  return { title: label, lines };
}

/** Facts of a tomb: the count, and the cards when the viewer may see them. */
export function tombFacts(nec) {
  const lines = [t("pyr.tombCards", { n: nec.tomb_count })];
  for (const card of nec.tomb || []) lines.push(`${card.id}: ${stonesText(card)}`);
  return { title: t("pyr.tomb"), lines };
}

/** Facts of the box (cards discarded at round end, face up). */
export function boxFacts(view) {
  const cards = view.discarded || [];
  const lines = cards.slice(-12).map((card) => `${card.id}: ${stonesText(card)}`);
  return { title: t("pyr.boxed", { n: view.box_count ?? cards.length }), lines };
}

function stonesText(card) {
  const stones = (card.stones || []).map((s) => t(`color.${s.color}`)).join(" ");
  return card.glyph ? `${stones} (${edifice(card.glyph)})` : stones;
}

/** An edifice (or the glyph of one) in the page's language. */
function edifice(kind) {
  return t(`pyr.edifice.${kind}`);
}
