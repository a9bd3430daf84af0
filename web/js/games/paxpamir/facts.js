// Tooltip facts ({title, lines}) for the things on the Pax Pamir table, from the view alone.

import { t } from "../../i18n/index.js";
import { help } from "./help.js";
import { SUITS } from "./theme.js";

const list = (items) => (items.length ? items.join(", ") : t("pp.none"));
export const regionName = (id) => help(`region.${id}`);
export const coalitionName = (c) => (c ? t(`pp.coalition.${c}`) : "—");
export const suitName = (s) => t(`pp.suit.${s}`);

/** The full card in words: court card facts or an event's two effects. */
export function cardFacts(view, id, extra = []) {
  const f = (view.cards || {})[String(id)];
  if (!f) return null;
  if (!f.suit) {
    return { title: f.name, lines: [t("pp.eventCard"),
      t("pp.ifDiscarded", { text: help(`event.${f.discarded}`) }),
      t("pp.ifBought", { text: help(`event.${f.purchased}`) }), ...extra] };
  }
  const rank = t("pp.rank", { n: f.rank });
  const lines = [`${regionName(f.region)} · ${suitName(f.suit)} · ${rank}`];
  if (f.patriot) lines.push(t("pp.patriot", { coalition: coalitionName(f.patriot) }));
  if (f.prize) lines.push(t("pp.prize", { coalition: coalitionName(f.prize) }));
  const short = (i) => help(`impact.${i}`).split(" (")[0];
  lines.push(t("pp.whenPlayed", { list: list(f.impacts.map(short)) }));
  for (const icon of new Set(f.impacts)) {
    const full = help(`impact.${icon}`);
    if (full !== short(icon)) lines.push(`  • ${full}`);
  }
  if (f.actions.length) {
    lines.push(t("pp.actions", { list: "" }).trim());
    for (const a of f.actions) lines.push(`  • ${help(`action.${a}`)}`);
  } else {
    lines.push(t("pp.noActions"));
  }
  if (f.special) lines.push(help(`special.${f.special}`));
  return { title: f.name, lines: [...lines, ...extra] };
}

/** A player's court header: everything public about the seat. */
export function seatFacts(view, seat, name) {
  const s = view.seats[seat];
  const prices = view.figures.gift_prices;
  const gifts = s.gifts.map((g) => t("pp.giftSpace", { n: prices[String(g)] }));
  const prizes = s.prizes.map((id) => view.cards[String(id)]?.name || id);
  const stars = SUITS.map((suit) => `${suitName(suit)} ${s.stars?.[suit] ?? 0}`);
  const lines = [
    s.loyalty ? t("pp.loyalty", { coalition: coalitionName(s.loyalty) })
      : view.wakhan?.seat === seat  // Wakhan: loyal to all, her blocks of her pragmatic loyalty
        ? help("wakhan.loyal", { coalition: coalitionName(view.wakhan.coalition) })
        : t("pp.noLoyalty"),
    [t("pp.vp", { n: s.vp }), t("pp.rupees", { n: s.rupees }),
      t("pp.handCount", { n: s.hand_count })].join(" · "),
    t("pp.influence", { n: s.influence }),
    t("pp.gifts", { list: list(gifts) }),
    t("pp.prizes", { list: list(prizes) }),
    t("pp.stars", { list: stars.join(", ") }),
    t("pp.cylinders", { n: s.cylinders_in_play, total: view.figures.cylinders }),
  ];
  if (s.owed) lines.push(t("pp.owed", { n: s.owed }));
  return { title: t("pp.seatCourt", { name }), lines };
}

/** A region: its ruler and every piece in it. */
export function regionFacts(view, region, names) {
  const ruler = view.rulers?.[String(region)];
  const lines = [ruler === null || ruler === undefined ? t("pp.noRuler")
    : t("pp.ruler", { name: names(ruler) })];
  for (const [coalition, where] of Object.entries(view.map.armies)) {
    const n = where[String(region)] || 0;
    if (n) lines.push(t("pp.armies", { coalition: coalitionName(coalition), n }));
  }
  (view.map.tribes[String(region)] || []).forEach((n, seat) => {
    if (n) lines.push(t("pp.tribes", { name: names(seat), n }));
  });
  lines.push(help("ruler"));
  return { title: regionName(region), lines };
}

/** A border: its two regions and the roads on it. */
export function borderFacts(view, border, ends) {
  const lines = [];
  for (const [coalition, where] of Object.entries(view.map.roads)) {
    const n = where[String(border)] || 0;
    if (n) lines.push(t("pp.roads", { coalition: coalitionName(coalition), n }));
  }
  if (!lines.length) lines.push(t("pp.noRoads"));
  return { title: t("pp.border", { a: regionName(ends[0]), b: regionName(ends[1]) }), lines };
}

/** Who would dominate a check now, and by how many blocks (the rule's words: help). */
export function dominanceVerdict(d) {
  return d.dominant
    ? help("dominance.margin", { coalition: coalitionName(d.dominant), n: d.margin })
    : help("dominance.none");
}

/** Dominance preview in words. */
export function dominanceFacts(view, names) {
  const d = view.dominance;
  const title = d.final ? help("dominance.final") : t("pp.dominance");
  const blocks = Object.entries(d.blocks).map(([c, n]) => `${coalitionName(c)} ${n}`).join(" · ");
  const lines = [`${blocks} ${t("pp.blocks")}`];
  lines.push(dominanceVerdict(d));
  d.gains.forEach((n, seat) => lines.push(`${names(seat)}: ${t("pp.gain", { n })}`));
  lines.push(t("pp.checksLeft", { n: d.checks_left }));
  return { title, lines };
}
