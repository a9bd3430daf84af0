// The legal targets of the current prompt on the board: highlighted cells (with the AP cost of
// each move), the two land ends of a bridge for its direction, and hover previews: the canal
// tile and the districts it would create, a ghost temple, token, bridge or Pilli.

import { roundRect, text } from "../../ui/draw.js";
import { t } from "../../i18n/index.js";
import { actionKey } from "../../ui/input.js";
import { anchorCell } from "./board.js";
import { cellRect } from "./layout.js";
import { drawBridge, drawCanalTile, drawPilli, drawTemple, drawToken } from "./pieces.js";
import { INK } from "./theme.js";

/** Highlight and register every cell action (and bridge direction) of view.actions. */
export function drawTargets(c, B, m) {
  const { view } = c;
  const stage = view.stage;
  const pending = view.pending || {};
  if (stage === "canal_end") drawCanalStart(c, B, m, pending.first);
  if (stage === "bridge_axis") return drawAxisTargets(c, B, m, pending.cell);
  const cells = (view.actions || []).filter((a) => a.type === "cell");
  const dense = cells.length > 30 && stage !== "move"; // many targets: light marks
  for (const action of cells) {
    const r = cellRect(B, m.cols, action.cell);
    const hot = c.isHot(action);
    const far = dense || (stage === "move" && action.cost >= view.teleport_cost);
    drawCellMark(c.ctx, r, hot, far);
    c.offer(action, r, { noGlow: true });
    if (stage === "move" && !far && B.u >= 14) drawCost(c.ctx, r, action.cost);
    if (hot) drawGhost(c, B, m, action, r);
  }
}

function drawCellMark(ctx, r, hot, far) {
  ctx.save();
  if (hot) {
    ctx.fillStyle = INK.highlightSoft;
    ctx.fillRect(r.x + 1, r.y + 1, r.w - 2, r.h - 2);
  }
  ctx.strokeStyle = INK.highlight;
  if (far && !hot) {
    // many targets (a teleport, a canal or temple anywhere): a small dot, not a frame
    ctx.fillStyle = INK.highlight;
    ctx.globalAlpha = 0.75;
    ctx.beginPath();
    ctx.arc(r.x + r.w / 2, r.y + r.h / 2, Math.max(1.5, r.w * 0.09), 0, Math.PI * 2);
    ctx.fill();
  } else {
    ctx.lineWidth = hot ? 3 : 2;
    ctx.shadowColor = INK.highlight;
    ctx.shadowBlur = hot ? 10 : 4;
    ctx.strokeRect(r.x + 2, r.y + 2, r.w - 4, r.h - 4);
  }
  ctx.restore();
}

function drawCost(ctx, r, cost) {
  const s = r.w * 0.36;
  roundRect(ctx, r.x + r.w - s - 1, r.y + 1, s, s, s * 0.3);
  ctx.fillStyle = "rgba(20, 15, 5, 0.8)";
  ctx.fill();
  text(ctx, String(cost), r.x + r.w - s / 2 - 1, r.y + 1 + s / 2 + 0.5,
    { size: s * 0.8, color: INK.highlight, align: "center", base: "middle", weight: "700" });
}

/** The hovered target's piece as a ghost (and, for a canal, the districts it would make). */
function drawGhost(c, B, m, action, r) {
  const { ctx, view } = c;
  const me = c.colour(view.turn ?? view.seat ?? 0);
  const pending = view.pending || {};
  switch (view.stage) {
    case "canal":
      drawCanalTile(ctx, [r], { ghost: true });
      break;
    case "canal_end":
      drawCanalPreview(c, B, m, [pending.first, action.cell]);
      break;
    case "temple_cell":
      drawTemple(ctx, r.x, r.y, B.u, pending.level || 1, me, { ghost: true });
      break;
    case "found": {
      const token = foundToken(view, m);
      const s = B.u * 0.9;
      const at = (B.u - s) / 2;
      if (token) drawToken(ctx, r.x + at, r.y + at, s, token, { ghost: true });
      break;
    }
    case "move":
    case "place_pilli":
      drawPilli(ctx, r.x, r.y, B.u, me, { ghost: true });
      break;
    default:
      break;
  }
}

/** The display token the seat on turn would place (the size of its Pilli's region). */
export function foundToken(view, m) {
  const cell = (view.pilli || [])[view.turn];
  const region = (view.regions || [])[m.region.get(cell)];
  return region ? (view.display || []).find((d) => d.size === region.size) || null : null;
}

/** canal_end: the first cell as a laid tile; clicking it again lays a single tile. */
function drawCanalStart(c, B, m, first) {
  if (first === undefined || first === null) return;
  const r = cellRect(B, m.cols, first);
  const single = { type: "single" };
  drawCanalTile(c.ctx, [r], { ghost: true });
  if (c.isHot(single)) drawCanalPreview(c, B, m, [first]);
  drawCellMark(c.ctx, r, c.isHot(single), false);
  c.offer(single, r, { noGlow: true });
  if (B.u >= 16) {
    text(c.ctx, "1", r.x + r.w / 2, r.y + r.h / 2 + 0.5,
      { size: B.u * 0.45, color: "#fff", align: "center", base: "middle", weight: "700" });
  }
}

/** The tile and, from view.canal_preview, the districts it would create or reshape. */
function drawCanalPreview(c, B, m, tile) {
  const key = [...tile].sort((a, b) => a - b).join(",");
  const entry = (c.view.canal_preview || []).find(
    (p) => [...p.tile].sort((a, b) => a - b).join(",") === key);
  drawCanalTile(c.ctx, tile.map((cell) => cellRect(B, m.cols, cell)), { ghost: true });
  if (!entry) return;
  const { ctx } = c;
  for (const region of entry.regions.filter((r) => changedShape(c.view, r.cells, tile))) {
    ctx.fillStyle = INK.preview;
    for (const cell of region.cells) {
      const r = cellRect(B, m.cols, cell);
      ctx.fillRect(r.x, r.y, r.w, r.h);
    }
    const r = cellRect(B, m.cols, anchorCell(m, region.cells));
    const match = (c.view.display || []).some((d) => d.size === region.size);
    const label = match ? t("mex.previewMatch", { n: region.size }) : String(region.size);
    const size = Math.max(10, B.u * 0.45);
    ctx.font = `700 ${Math.round(size)}px system-ui`;
    const w = ctx.measureText(label).width + size;
    roundRect(ctx, r.x + r.w / 2 - w / 2, r.y + r.h * 0.15, w, r.h * 0.7, r.h * 0.3);
    ctx.fillStyle = match ? INK.previewEdge : "rgba(40, 20, 10, 0.85)";
    ctx.fill();
    text(ctx, label, r.x + r.w / 2, r.y + r.h / 2 + 0.5,
      { size, color: "#fff", align: "center", base: "middle", weight: "700" });
  }
}

/** bridge_axis: ghosts of both directions; click a land end (or the bar) to choose. */
function drawAxisTargets(c, B, m, cell) {
  if (cell === undefined || cell === null) return;
  const r = cellRect(B, m.cols, cell);
  for (const axis of ["ns", "ew"]) {
    const action = { type: "axis", axis };
    if (!c.legal.has(actionKey(action))) continue;
    const ends = axis === "ns" ? [cell - m.cols, cell + m.cols] : [cell - 1, cell + 1];
    const hot = c.isHot(action);
    if (hot) drawBridge(c.ctx, r.x, r.y, B.u, axis, { ghost: true });
    for (const end of ends) {
      const er = cellRect(B, m.cols, end);
      drawCellMark(c.ctx, er, hot, false);
      c.offer(action, er, { noGlow: true });
    }
  }
  if (!c.isHot({ type: "axis", axis: "ns" }) && !c.isHot({ type: "axis", axis: "ew" })) {
    drawCellMark(c.ctx, r, false, false);
  }
}

/** False for a region that only lost the tile's cells and is still too large to found: that
 * is the rest of the island, and tinting it would hide the districts the canal closes. */
function changedShape(view, cells, tile) {
  if (cells.length <= 13) return true;
  const set = new Set(cells);
  return !(view.regions || []).some((old) => {
    const rest = old.cells.filter((cell) => !tile.includes(cell));
    return rest.length === set.size && rest.every((cell) => set.has(cell));
  });
}
