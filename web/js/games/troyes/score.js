// End-screen rows of a Troyes result, from result.breakdown alone: VP earned in play, tradesmen,
// cathedral levels, uncountered events, each dealt character card, and the total.

import { cardName, characterCounts } from "./facts.js";
import { tr } from "./strings.js";

/** Rows [{key, label, values, strong?}]; key is the path inside breakdown[seat]. */
export function scoreRows(result) {
  const bd = result.breakdown || [];
  const col = (fn) => bd.map((b) => fn(b));
  const rows = [
    { key: "tokens.points", label: tr("tro.bd.tokens"), values: col((b) => b.tokens?.points) },
    { key: "tradesmen.points", label: tr("tro.bd.tradesmen"),
      values: col((b) => b.tradesmen?.points) },
    { key: "cathedral.empty_levels", label: tr("tro.bd.emptyLevels"),
      values: col((b) => b.cathedral?.empty_levels) },
    { key: "cathedral.points", label: tr("tro.bd.cathedral"), strong: true,
      values: col((b) => b.cathedral?.points) },
    { key: "events.uncountered", label: tr("tro.bd.uncountered"),
      values: col((b) => b.events?.uncountered) },
    { key: "events.points", label: tr("tro.bd.events"), strong: true,
      values: col((b) => b.events?.points) },
  ];
  const ids = Object.keys(bd[0]?.characters?.cards || {}).sort();
  for (const id of ids) {
    const label = tr("tro.bd.character", { name: cardName(id), text: characterCounts(id) });
    rows.push({ key: `characters.cards.${id}`, label,
      values: col((b) => cardCell(b.characters?.cards?.[id])) });
  }
  rows.push(
    { key: "characters.points", label: tr("tro.bd.characters"), strong: true,
      values: col((b) => b.characters?.points) },
    { key: "total", label: tr("end.total"), strong: true, values: col((b) => b.total) },
  );
  return rows;
}

/** "5 → 3" : what the character counts for this seat, and the VP it gives. */
function cardCell(entry) {
  return entry ? `${entry.count} → ${entry.points}` : null;
}
