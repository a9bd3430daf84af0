// End-screen rows of a Pax Pamir result, from result.breakdown alone: victory points, then the
// two tie-breaks (military stars, rupees).

import { t } from "../../i18n/index.js";

/** Rows [{key, label, values, strong?}]; key is the path inside breakdown[seat]. */
export function scoreRows(result) {
  const bd = result.breakdown || [];
  return [
    { key: "total", label: t("pp.bd.vp"), strong: true, values: bd.map((b) => b.total) },
    { key: "military_stars.count", label: t("pp.bd.military"),
      values: bd.map((b) => b.military_stars?.count) },
    { key: "rupees.count", label: t("pp.bd.rupees"), values: bd.map((b) => b.rupees?.count) },
  ];
}
