// End-screen rows of a Pax Pamir result, from result.breakdown alone: the points of each
// dominance check scored (who dominated it), the victory points, then the two tie-breaks
// (military stars, rupees).

import { coalitionName } from "./facts.js";
import { t } from "../../i18n/index.js";
import { help } from "./help.js";

/** Rows [{key, label, values, strong?}]; key is the path inside breakdown[seat]. */
export function scoreRows(result) {
  const bd = result.breakdown || [];
  const checks = Object.keys(bd[0] || {}).filter((k) => k.startsWith("check_"))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)));
  const rows = checks.map((key) => {
    const check = bd[0][key];
    const who = check.coalition
      ? t("pp.lastDominant", { coalition: coalitionName(check.coalition) })
      : t("pp.lastNone");
    const n = key.slice(6);
    const title = check.final ? help("bd.check_final", { n }) : t("pp.bd.check", { n });
    return { key: `${key}.points`, label: `${title}: ${who}`,
      values: bd.map((b) => b[key]?.points) };
  });
  return [
    ...rows,
    { key: "total", label: t("pp.bd.vp"), strong: true, values: bd.map((b) => b.total) },
    { key: "military_stars.count", label: help("bd.military"),
      values: bd.map((b) => b.military_stars?.count) },
    { key: "rupees.count", label: help("bd.rupees"), values: bd.map((b) => b.rupees?.count) },
  ];
}
