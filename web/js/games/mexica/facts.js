// Tooltip facts (title + lines) for the things on the Mexica table, from the view alone: the
// table's words from strings.js, the rules' words from the engine's help table (help.js).

import { t } from "../../i18n/index.js";
import { help } from "./help.js";

/** "r7c8": the engine's cell name (row, column from the top left). */
export function cellName(cols, cell) {
  return `r${Math.floor(cell / cols)}c${cell % cols}`;
}

/** Facts of one board cell: what lies there and the district it belongs to. */
export function cellFacts(c, m, cell) {
  const lines = [];
  const { view } = c;
  if (m.isLake(cell) && !m.bridge.has(cell)) return null;
  if (m.palace.has(cell)) {
    lines.push(help(m.start.has(cell) ? "palace.start" : "palace", { n: view.palace_bonus }));
  }
  if (m.canal.has(cell)) {
    const tile = view.canals[m.canal.get(cell)];
    lines.push(t(tile.length > 1 ? "mex.fact.canal2" : "mex.fact.canal1"));
  }
  if (m.bridge.has(cell)) lines.push(t(`mex.fact.bridge.${m.bridge.get(cell)}`));
  const temple = m.temple.get(cell);
  if (temple) {
    const who = temple.seat < 0 ? t("mex.neutral") : c.name(temple.seat);
    lines.push(t("mex.fact.temple", { level: temple.level, name: who }));
  }
  if (m.pilli.has(cell)) lines.push(t("mex.fact.pilli", { name: c.name(m.pilli.get(cell)) }));
  const token = m.token.get(cell);
  if (token) lines.push(t("mex.fact.token", tokenArgs(token)));
  const index = m.region.get(cell);
  if (index !== undefined) lines.push(...regionLines(c, m, index), ...lastScored(c, m, index));
  const move = (view.actions || []).find((a) => a.type === "cell" && a.cell === cell
    && a.cost !== undefined);
  if (move) {
    const teleport = move.cost >= view.teleport_cost;
    lines.push(t(teleport ? "mex.fact.teleport" : "mex.fact.cost", { n: move.cost }));
  }
  return { title: t("mex.fact.cell", { cell: cellName(m.cols, cell) }), lines };
}

function tokenArgs(d) {
  return { size: d.size, blue: d.blue, white: d.white };
}

/** The district of a cell: size, founded or not, and the temple levels of each colour in it. */
function regionLines(c, m, index) {
  const region = c.view.regions[index];
  const district = m.districtOf(index);
  const lines = [district
    ? t("mex.fact.founded", { size: region.size, name: c.name(district.founder) })
    : t("mex.fact.region", { size: region.size })];
  const levels = new Map();
  for (const cell of region.cells) {
    const temple = m.temple.get(cell);
    if (temple) levels.set(temple.seat, (levels.get(temple.seat) || 0) + temple.level);
  }
  const parts = [...levels.entries()].sort((a, b) => b[1] - a[1]).map(([seat, n]) =>
    `${seat < 0 ? t("mex.neutral") : c.name(seat)} ${n}`);
  if (parts.length) lines.push(t("mex.fact.levels", { list: parts.join(", ") }));
  return lines;
}

/** The ranking of this district at the latest scoring that scored it (if any). */
function lastScored(c, m, index) {
  const cells = new Set(c.view.regions[index].cells);
  for (const scoring of [...(c.view.scorings || [])].reverse()) {
    const area = (scoring.areas || []).find((a) => cells.has(a.cell) && a.size === cells.size);
    if (!area) continue;
    const ranks = (area.ranks || []).map((r) =>
      `${r.seat < 0 ? t("mex.neutral") : c.name(r.seat)} ${t(`mex.rank.${r.rank}`)} ${r.points}`);
    return [t("mex.fact.scored", { period: scoring.period,
      list: ranks.join(" · ") || t("mex.fact.noTemples") })];
  }
  return [];
}

/** Facts of a display token. */
export function tokenFacts(d) {
  return { title: t("mex.fact.tokenTitle", { size: d.size }), lines: [
    help("token.founding", { blue: d.blue, white: d.white }),
    help("token.scoring", { size: d.size, blue: d.blue, white: d.white }),
  ] };
}

/** Facts of a player row: score, markers, temples left and waiting. */
export function playerFacts(c, seat) {
  const { view } = c;
  const left = (view.temples_left || [])[seat] || [];
  const lines = [
    t("mex.fact.score", { n: (view.score || [])[seat] ?? 0 }),
    help("markers", { n: (view.markers || [])[seat] ?? 0 }),
    t("mex.fact.templesLeft", { list: levelCounts(view, left) || "—" }),
  ];
  const later = (view.temples_later || [])[seat];
  if (later) lines.push(help("temples_later", { n: later }));
  if (view.turn === seat) lines.push(t("mex.fact.ap", { n: view.ap }));
  return { title: c.name(seat), lines };
}

/** "L1×3, L2×3, L3×2, L4×1": counts of temple levels. */
export function levelCounts(view, levels) {
  const counts = (view.temple_levels || []).map((l) => [l, levels.filter((x) => x === l).length]);
  return counts.filter(([, n]) => n).map(([level, n]) => t("mex.levelCount", { level, n }))
    .join(", ");
}

/** Facts of a finished scoring: each district with the ranked seats and their points. */
export function scoringFacts(c, scoring) {
  const lines = areaLines(c, scoring);
  for (const seat of scoring.palace || []) {
    lines.push(t("mex.sc.palace", { name: c.name(seat), n: c.view.palace_bonus }));
  }
  return { title: t("mex.sc.title", { period: scoring.period }), lines };
}

/** One line per scored area: "13 (founded, r3c4): Player 1 1st 13 · Player 2 2nd 7". */
export function areaLines(c, scoring) {
  const empty = (scoring.areas || []).filter((a) => !(a.ranks || []).length).length;
  const lines = (scoring.areas || []).filter((a) => (a.ranks || []).length).map((a) => {
    const ranks = (a.ranks || []).map((r) =>
      `${r.seat < 0 ? t("mex.neutral") : c.name(r.seat)} ${t(`mex.rank.${r.rank}`)} ${r.points}`);
    const kind = t(a.kind === "founded" ? "mex.sc.founded" : "mex.sc.unfounded");
    return t("mex.sc.line", { size: a.size, kind, ranks: ranks.join(" · ") });
  });
  if (empty) lines.push(help("scoring.empty", { n: empty }));
  return lines;
}
