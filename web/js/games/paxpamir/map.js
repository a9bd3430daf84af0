// The map: six regions with their borders, ruler tokens, armies, roads and tribes. Choices on
// the map (a region, a border, a piece to move or to remove) are offered through c.offer.

import { block, cylinder, freshMark, road, text } from "./draw.js";
import { borderFacts, regionFacts, regionName } from "./facts.js";
import { drawLegend } from "./legend.js";
import {
  BORDER_IDS, BORDERS, borderMid, MAP_H, MAP_W, mapFit, REGION_IDS, REGIONS, vertex,
} from "./layout.js";
import { COALITIONS, INK, REGION_TINT, SEAT } from "./theme.js";

const REGION_OF_BORDER = {
  301: [203, 204], 302: [203, 205], 303: [203, 202], 304: [203, 201], 305: [204, 205],
  306: [204, 206], 307: [204, 201], 308: [205, 206], 309: [202, 201],
};

/** Draw the map in rect and register its choices. */
export function drawMap(c, rect) {
  const { ctx } = c;
  const fit = mapFit(rect);
  const at = ([x, y]) => [fit.ox + x * fit.s, fit.oy + y * fit.s];
  ctx.fillStyle = "#3b3428";
  ctx.fillRect(fit.ox, fit.oy, MAP_W * fit.s, MAP_H * fit.s);
  drawMountains(ctx, fit);
  for (const id of REGION_IDS) drawRegion(c, id, at, fit);
  for (const id of BORDER_IDS) drawBorder(c, id, at, fit);
  for (const id of REGION_IDS) drawRegionPieces(c, id, at, fit);
  drawLegend(c, fit);
}

function regionPath(ctx, id, at) {
  ctx.beginPath();
  REGIONS[id].poly.forEach((name, i) => {
    const [x, y] = at(vertex(name));
    if (i) ctx.lineTo(x, y);
    else ctx.moveTo(x, y);
  });
  ctx.closePath();
}

function drawMountains(ctx, fit) {
  ctx.fillStyle = "#4a4133";
  for (const [x, y] of [[86, 6], [93, 12], [80, 9], [96, 4]]) {
    ctx.beginPath();
    ctx.moveTo(fit.ox + (x - 4) * fit.s, fit.oy + (y + 3) * fit.s);
    ctx.lineTo(fit.ox + x * fit.s, fit.oy + (y - 3) * fit.s);
    ctx.lineTo(fit.ox + (x + 4) * fit.s, fit.oy + (y + 3) * fit.s);
    ctx.fill();
  }
}

function drawRegion(c, id, at, fit) {
  const { ctx, view } = c;
  regionPath(ctx, id, at);
  ctx.fillStyle = REGION_TINT[id];
  ctx.fill();
  ctx.strokeStyle = INK.border;
  ctx.lineWidth = 1;
  ctx.stroke();
  const [lx, ly] = at(REGIONS[id].label);
  const size = Math.max(10, Math.min(16, fit.s * 3.2));
  const name = regionName(id);
  text(ctx, name.toUpperCase(), lx, ly, { size, color: "#4a3a20", align: "center",
    base: "middle", weight: "700" });
  ctx.font = `700 ${size}px system-ui`;
  const tw = ctx.measureText(name.toUpperCase()).width;
  drawRuler(c, id, lx - tw / 2 - size * 0.9, ly, size * 0.62);
  const hit = { x: lx - tw / 2 - size * 1.6, y: ly - size, w: tw + 8 + size * 1.6, h: size * 2 };
  const poly = REGIONS[id].poly.map((n) => at(vertex(n)));
  const key = { type: "space", space: id };
  if (c.legal.has(c.keyOf(key))) {
    ctx.save();
    regionPath(ctx, id, at);
    ctx.shadowColor = INK.highlight;
    ctx.shadowBlur = c.isHot(key) ? 16 : 8;
    ctx.strokeStyle = INK.highlight;
    ctx.lineWidth = c.isHot(key) ? 4 : 2.5;
    ctx.stroke();
    if (c.isHot(key)) {
      ctx.fillStyle = INK.highlightSoft;
      ctx.fill();
    }
    ctx.restore();
    c.offer(key, hit, { noGlow: true, poly });
  }
  c.info(regionFacts(view, id, c.name), hit, poly);
  c.place({ kind: "region", id }, { ...hit, poly });
}

function drawRuler(c, id, cx, cy, r) {
  const ruler = c.view.rulers?.[String(id)];
  const { ctx } = c;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  const ruled = ruler !== null && ruler !== undefined;
  ctx.fillStyle = ruled ? SEAT[ruler % SEAT.length] : "rgba(90, 70, 40, 0.25)";
  ctx.fill();
  ctx.strokeStyle = "#4a3a20";
  ctx.lineWidth = 1.5;
  ctx.stroke();
  text(ctx, ruled ? String(ruler + 1) : "–", cx, cy + 0.5, { size: r * 1.2,
    color: ruled ? "#111" : "#4a3a20", align: "center", base: "middle", weight: "700" });
}

function drawBorder(c, id, at, fit) {
  const { ctx, view } = c;
  const path = BORDERS[id].map((n) => at(vertex(n)));
  const key = { type: "space", space: id };
  const offered = c.legal.has(c.keyOf(key));
  ctx.save();
  ctx.strokeStyle = offered ? INK.highlight : "#6b5331";
  ctx.lineWidth = offered ? 4 : 2.2;
  if (offered) {
    ctx.shadowColor = INK.highlight;
    ctx.shadowBlur = c.isHot(key) ? 14 : 6;
  }
  ctx.setLineDash(offered ? [] : [5, 3]);
  ctx.beginPath();
  path.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.stroke();
  ctx.restore();
  const [mx, my] = at(borderMid(id));
  const a = path.length > 1 ? Math.atan2(path[path.length - 1][1] - path[0][1],
    path[path.length - 1][0] - path[0][0]) : 0;
  const len = Math.max(12, fit.s * 5);
  const present = COALITIONS.filter((co) => (view.map.roads[co] || {})[String(id)]);
  present.forEach((co, i) => {
    const off = (i - (present.length - 1) / 2) * len * 0.55;
    const x = mx - Math.sin(a) * off;
    const y = my + Math.cos(a) * off;
    const n = view.map.roads[co][String(id)];
    road(ctx, co, x, y, len, a, n);
    const r = { x: x - len / 2, y: y - len * 0.3, w: len, h: len * 0.6 };
    c.offer({ type: "road", road: co, space: id }, r);
  });
  const hs = Math.max(16, fit.s * 6);
  const hit = { x: mx - hs / 2, y: my - hs / 2, w: hs, h: hs };
  if (c.isFresh(`b${id}`) && present.length) freshMark(ctx, hit, hs / 2);
  if (offered) c.offer(key, hit, { noGlow: true });
  c.info(borderFacts(view, id, REGION_OF_BORDER[id]), hit);
  c.place({ kind: "border", id }, hit);
}

/** Armies (one chip per coalition) and tribes (one chip per seat), with counts on them. */
function drawRegionPieces(c, id, at, fit) {
  const { ctx, view } = c;
  const [px, py] = at(REGIONS[id].pieces);
  const s = Math.max(12, Math.min(22, fit.s * 4.2));
  const armies = COALITIONS.filter((co) => (view.map.armies[co] || {})[String(id)]);
  const tribes = (view.map.tribes[String(id)] || []).map((n, seat) => ({ n, seat }))
    .filter((x) => x.n);
  const stage = view.stage || {};
  const me = view.seat;
  const loyalty = me !== null && me !== undefined ? view.seats[me]?.loyalty : null;
  const rowY = tribes.length && armies.length ? [py - s * 0.6, py + s * 0.6] : [py, py];
  const wide = Math.max(armies.length, tribes.length) * s * 1.3;
  if (c.isFresh(`r${id}`) && wide) {
    const tall = rowY[1] - rowY[0] + s * 1.3;
    freshMark(ctx, { x: px - wide / 2, y: py - tall / 2, w: wide, h: tall }, s * 0.4);
  }
  armies.forEach((co, i) => {
    const x = px + (i - (armies.length - 1) / 2) * s * 1.3;
    block(ctx, co, x, rowY[0], s, view.map.armies[co][String(id)]);
    const r = { x: x - s / 2, y: rowY[0] - s / 2, w: s, h: s };
    if (co === loyalty) c.offer({ type: "army", army: id }, r);
    if (stage.state === "battle_remove" && stage.site === id) {
      c.offer({ type: "army", army: co }, r);
    }
  });
  tribes.forEach(({ n, seat }, i) => {
    const x = px + (i - (tribes.length - 1) / 2) * s * 1.3;
    cylinder(ctx, seat, x, rowY[1], s * 0.5, n);
    const r = { x: x - s / 2, y: rowY[1] - s / 2, w: s, h: s };
    if (seat === me) c.offer({ type: "tribe", tribe: id }, r);
    if (stage.state === "battle_remove" && stage.site === id) {
      c.offer({ type: "tribe", tribe: seat }, r);
    }
  });
}
