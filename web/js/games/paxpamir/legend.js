// The map's piece legend, in the mountains of its top-right corner (no region there): what an
// army, a road, a tribe and a ruler token look like, with the full key in its tooltip.

import { t } from "../../i18n/index.js";
import { block, cylinder, road, roundRect, text } from "./draw.js";
import { coalitionName } from "./facts.js";
import { COALITIONS, SEAT } from "./theme.js";

/** The free corner of the map in map units: {x, y, w, h} (right of Transcaspia and Kabul). */
const CORNER = { x: 84, y: 0.6, w: 15.4, h: 19.5 };

/** Draw the legend in the map fitted by `fit` ({s, ox, oy}) and register its facts. */
export function drawLegend(c, fit) {
  const { ctx } = c;
  const box = { x: fit.ox + CORNER.x * fit.s, y: fit.oy + CORNER.y * fit.s,
    w: CORNER.w * fit.s, h: CORNER.h * fit.s };
  const line = box.h / 4;
  if (line < 9 || box.w < 44) return;
  ctx.save();
  roundRect(ctx, box.x, box.y, box.w, box.h, 5);
  ctx.fillStyle = "rgba(30, 25, 18, 0.82)";
  ctx.fill();
  ctx.restore();
  const icon = Math.min(line * 0.62, box.w * 0.14);
  const size = Math.max(9, Math.min(12, line * 0.55));
  const tx = box.x + icon * 3.3;
  const room = box.x + box.w - tx - 3;
  const rows = [
    ["army", (x, y) => COALITIONS.forEach((co, i) => block(ctx, co, x + i * icon, y, icon * 0.9))],
    ["road", (x, y) => COALITIONS.forEach((co, i) => road(ctx, co, x + i * icon, y, icon, 0))],
    ["tribe", (x, y) => [0, 1, 2].forEach((s) => cylinder(ctx, s, x + s * icon, y, icon * 0.42))],
    ["ruler", (x, y) => ruler(ctx, x + icon, y, icon * 0.5)],
  ];
  rows.forEach(([key, draw], i) => {
    const y = box.y + line * (i + 0.5);
    draw(box.x + icon * 0.75, y);
    text(ctx, t(`pp.legend.${key}`), tx, y, { size, color: "#efe3c8", base: "middle", max: room });
  });
  c.info(legendFacts(), box);
}

function ruler(ctx, cx, cy, r) {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = SEAT[0];
  ctx.fill();
  text(ctx, "1", cx, cy + 0.5, { size: r * 1.3, color: "#111", align: "center",
    base: "middle", weight: "700" });
}

/** The legend's tooltip: each piece in words, and the coalitions' colours. */
export function legendFacts() {
  const coalitions = COALITIONS.map(coalitionName).join(" · ");
  return {
    title: t("pp.legend"),
    lines: ["army", "road", "tribe", "ruler", "spy"].map((k) => t(`pp.legend.${k}.long`))
      .concat(t("pp.legend.colours", { coalitions })),
  };
}
