// End-screen rows of a Pyramids result: every part of each player's score, from
// result.breakdown alone (pyramid groups per colour, obelisk, tomb majorities, glyphs, total).

import { t } from "../../i18n/en.js";
import { help } from "./help.js";
import { COLORS } from "./theme.js";

/** Rows [{key, label, values, strong?, swatch?}]; key is the path inside breakdown[seat]. */
export function scoreRows(result) {
  const bd = result.breakdown || [];
  const col = (fn) => bd.map((b) => fn(b));
  const rows = [];
  for (const color of COLORS) {
    rows.push({ key: `pyramid.groups.${color}`, swatch: color,
      label: `${t("pyr.pyramid")}: ${t(`color.${color}`)}`,
      values: col((b) => b.pyramid?.groups?.[color] ?? 0) });
  }
  rows.push(
    { key: "pyramid.largest", label: help("bd.largest"), values: col((b) => b.pyramid?.largest) },
    { key: "pyramid.bonus", label: t("pyr.bd.bonus"), values: col((b) => b.pyramid?.bonus) },
    { key: "pyramid.points", label: t("pyr.bd.pyramid"), strong: true,
      values: col((b) => b.pyramid?.points) },
    { key: "obelisk.color", label: t("pyr.bd.obColor"),
      values: col((b) => colorName(b.obelisk?.color)) },
    { key: "obelisk.stages", label: t("pyr.bd.stages"), values: col((b) => b.obelisk?.stages) },
    { key: "obelisk.points", label: t("pyr.bd.obelisk"), strong: true,
      values: col((b) => b.obelisk?.points) },
    { key: "tomb.stones", label: t("pyr.bd.tombStones"),
      values: col((b) => stonesText(b.tomb?.stones)) },
    { key: "tomb.won", label: t("pyr.bd.tombWon"),
      values: col((b) => (b.tomb?.won || []).map(colorName).join(", ") || "—") },
    { key: "tomb.points", label: t("pyr.bd.tomb"), strong: true,
      values: col((b) => b.tomb?.points) },
    { key: "glyphs.counts", label: t("pyr.bd.glyphCounts"), values: col(glyphCounts) },
    { key: "glyphs.points", label: t("pyr.bd.glyphs"), strong: true,
      values: col((b) => b.glyphs?.points) },
    { key: "total", label: t("end.total"), strong: true, values: col((b) => b.total) },
  );
  return rows;
}

function glyphCounts(b) {
  const g = b.glyphs || {};
  return `${g.pyramid ?? 0} / ${g.obelisk ?? 0} / ${g.tomb ?? 0}`;
}

function colorName(color) {
  return color ? t(`color.${color}`) : "—";
}

function stonesText(stones) {
  if (!stones) return "—";
  const parts = COLORS.filter((c) => stones[c]).map((c) => `${t(`color.${c}`)} ${stones[c]}`);
  return parts.join(", ") || "—";
}
