// End-screen rows of a Mexica result: each period's district points and palace bonus, the
// founding bonuses, the total and the markers (tie-break), then every scored area's ranking
// (result.scorings: one row per district or unfounded region, each seat's rank and points).

import { t } from "../../i18n/index.js";
import { help } from "./help.js";

/** Rows [{key, label, values, strong?}]; key is the path inside breakdown[seat]. */
export function scoreRows(result) {
  const bd = result.breakdown || [];
  const col = (fn) => bd.map((b) => fn(b));
  const rows = [];
  for (const period of [1, 2]) {
    const key = `period${period}`;
    if (!bd.some((b) => b[key])) continue;
    rows.push(
      { key: `${key}.districts`, label: t("mex.bd.districts", { n: period }),
        values: col((b) => b[key]?.districts ?? 0) },
      { key: `${key}.palace`, label: t("mex.bd.palace", { n: period }),
        values: col((b) => b[key]?.palace ?? 0) },
      { key: `${key}.points`, label: t("mex.bd.period", { n: period }), strong: true,
        values: col((b) => b[key]?.points ?? 0) },
    );
  }
  rows.push(
    { key: "founding.points", label: t("mex.bd.founding"), strong: true,
      values: col((b) => b.founding?.points) },
    { key: "total", label: t("end.total"), strong: true, values: col((b) => b.total) },
    { key: "markers", label: help("bd.markers"), values: col((b) => b.markers) },
  );
  return rows.concat(areaRows(result, bd.length));
}

/** One row per scored area: "—" for a seat without a temple there, else "rank · points". */
function areaRows(result, players) {
  const rows = [];
  for (const scoring of result.scorings || []) {
    (scoring.areas || []).forEach((area, i) => {
      if (!(area.ranks || []).length) return; // no temples there: nobody scores
      const values = [];
      for (let seat = 0; seat < players; seat += 1) {
        const r = (area.ranks || []).find((x) => x.seat === seat);
        values.push(r ? `${t(`mex.rank.${r.rank}`)} · ${r.points}` : null);
      }
      const kind = t(area.kind === "founded" ? "mex.sc.founded" : "mex.sc.unfounded");
      const neutral = (area.ranks || []).find((x) => x.seat < 0);
      const extra = neutral
        ? ` ${t("mex.sc.neutralRank", { rank: t(`mex.rank.${neutral.rank}`) })}` : "";
      rows.push({ key: `scorings.${scoring.period}.${i}`, values,
        label: `${t("mex.sc.area", { period: scoring.period, size: area.size, kind })}${extra}` });
    });
  }
  return rows;
}
