// Tooltip facts (title + lines) for the things on the Troyes table: ids and numbers from the
// view, the table's words from strings.js, the rules' words (card names and texts, costs, the
// provisional notes) from the engine's help table (help.js).

import { seatName } from "../../i18n/lang.js";
import { help } from "./help.js";
import { tr } from "./strings.js";

/** A card's, an event's or a character's name in the page's language (its id until the help
 * table has come). */
export function cardName(id) {
  return help(`name.${id}`) || String(id);
}

/** What an activity card or an event does, in words. */
export function cardText(id) {
  return help(`text.${id}`);
}

/** What a character card counts, in words. */
export function characterCounts(id) {
  return help(`character.${id}`);
}

/** "⚠ Provisional: ...: rulebook: name, effect; provisional: divisor, ..." of a card. */
function provisionalLine(id) {
  return `⚠ ${help("provisional.card")}: ${help(`provenance.${id}`)}`;
}

/** "Player 2" / "Neutral" for an owner id. */
export function ownerName(owner, names = []) {
  if (owner === null || owner === undefined || owner < 0) return tr("tro.neutral");
  return names[owner] || seatName(owner);
}

export function buildingName(building) {
  return tr(`tro.${building}`);
}

/** A building space: its die value(s) and who stands on it. */
export function spaceFacts(view, building, index, names) {
  const owner = view.buildings[building][index];
  const row = view.building_rows[building].findIndex((r) => r.includes(index));
  const values = (view.row_values?.[building]?.[row] || []).join("–");
  const lines = [tr("tro.spaceValues", { values })];
  lines.push(owner === null ? tr("tro.empty") : tr("tro.owner", { name: ownerName(owner, names) }));
  return { title: tr("tro.space", { building: buildingName(building), n: index + 1 }), lines };
}

/** A die on the square: its owner and what buying it costs (the prices come from the view). */
export function dieFacts(view, d, names) {
  const buy = view.rule_numbers.buy;
  const sizes = buy.map((_, i) => i + 1).join(" / ");
  const lines = [tr("tro.dieOwner", { name: ownerName(d.owner, names) }),
    help("die.buy", { prices: buy.join(" / "), sizes })];
  return { title: tr("tro.die", { color: tr(`color.${d.color}`), value: d.value }), lines };
}

/** An activity card: level, effect, divisor, tradesman spaces, who is on it, provenance. */
export function activityFacts(card, names) {
  if (!card.revealed) {
    return { title: `${tr(`color.${card.color}`)} · ${tr("tro.level", { n: card.level })}`,
      lines: [help("face_down", { level: card.level })] };
  }
  const lines = [cardText(card.card), help("divisor", { n: card.divisor })];
  (card.spaces || []).forEach(([cost, vp], i) =>
    lines.push(help("tradesman", { n: i + 1, cost, vp })));
  const last = (card.spaces || [])[card.spaces.length - 1];
  if (last) lines.push(help("illustration", { cost: last[0] }));
  if (card.tradesmen.length) {
    lines.push(tr("tro.tradesmen", { list: card.tradesmen.filter((s) => s !== null)
      .map((s) => ownerName(s, names)).join(", ") }));
  }
  const cubes = card.cubes.map((n, s) => (n ? `${ownerName(s, names)} ${n}` : "")).filter(Boolean);
  if (cubes.length) lines.push(tr("tro.cubes", { list: cubes.join(", ") }));
  if (card.provisional) lines.push(provisionalLine(card.card));
  return { title: `${cardName(card.card)} (${tr(`color.${card.color}`)} ${card.level})`, lines };
}

export function eventFacts(ev, names) {
  const lines = [cardText(ev.card)];
  if (ev.black_dice) lines.push(tr("tro.eventDice", { n: ev.black_dice }));
  lines.push(tr("tro.banners", { filled: ev.cubes.length, banners: ev.banners }));
  lines.push(help("event.divisor", { n: ev.divisor }));
  lines.push(help("event.rewards", { most: ev.reward_most, second: ev.reward_second }));
  if (ev.cubes.length) {
    lines.push(tr("tro.cubes", { list: ev.cubes.map((s) => ownerName(s, names)).join(", ") }));
  }
  if (ev.provisional) lines.push(provisionalLine(ev.card));
  return { title: `${cardName(ev.card)} (${tr(`color.${ev.color}`)})`, lines };
}

export function cathedralFacts(view, level, value, owner, names) {
  const n = view.rule_numbers;
  const gain = { vp: n.cathedral_vp, influence: n.cathedral_influence[value - 1] };
  const lines = [owner === null ? tr("tro.empty") : tr("tro.owner", { name: ownerName(owner, names) }),
    help("cathedral.gain", gain), help("cathedral.end", { vp: n.cathedral_empty_level_vp })];
  return { title: tr("tro.cathedralCell", { level: level + 1, value }), lines };
}

/** A character card (by id) from the view's public character list. */
export function characterFacts(view, id) {
  const card = (view.character_cards || []).find((c) => c.id === id);
  if (!card) return { title: tr("tro.characterHidden"), lines: [] };
  const steps = card.thresholds.map(([min, vp]) => tr("tro.characterSteps", { min, vp }));
  const counts = help("character.counts", { text: characterCounts(id) });
  return { title: cardName(id), lines: [counts, ...steps] };
}

export function seatFacts(view, seat, names) {
  const p = view.seats[seat];
  const lines = [
    tr("tro.seatStats", { deniers: p.deniers, influence: p.influence,
      vp: p.vp === null || p.vp === undefined ? tr("tro.vpHidden") : p.vp }),
    tr("tro.seatCitizens", { supply: p.supply, reserve: p.reserve }),
    tr("tro.won", { n: p.won.length }),
  ];
  if (p.passed) lines.push(tr("tro.passed"));
  return { title: ownerName(seat, names), lines };
}

export function provisionalFacts(view) {
  return { title: help("provisional.title"),
    lines: [(view.provisional || []).map((k) => tr(`prov.troyes.${k}`)).join(", "),
      help("note")] };
}

/** Tooltip facts for an action in the keyboard list (the card, event, die or space it names). */
export function actionFacts(view, action, names) {
  if (action.type === "card" || action.type === "cube") {
    const card = (view.activity || []).find((a) => a.card === action.card);
    return card ? activityFacts(card, names) : null;
  }
  if (action.type === "event") {
    const ev = (view.events?.row || []).find((e) => e.card === action.event);
    return ev ? eventFacts(ev, names) : null;
  }
  if (action.type === "die" || action.type === "reroll") {
    const d = (view.dice || []).find((x) => x.id === action.die);
    return d ? dieFacts(view, d, names) : null;
  }
  if (action.type === "space") {
    const ids = view.space_ids || {};
    const building = Object.keys(ids).find((b) => ids[b].includes(action.space));
    return building ? spaceFacts(view, building, ids[building].indexOf(action.space), names)
      : null;
  }
  return null;
}
