// The island on canvas: lake, land, palace, canals, bridges, district outlines and sizes,
// temples, calpulli tokens and Pilli; then the legal targets of the current prompt, with the
// hover previews (the district a canal would close, the AP of a move, a ghost of the piece).

import { t } from "../../i18n/index.js";
import { roundRect, text, UI_FONT } from "../../ui/draw.js";
import { cellFacts } from "./facts.js";
import { help } from "./help.js";
import { cellRect } from "./layout.js";
import {
  drawBridge, drawCanalTile, drawPilli, drawTemple, drawToken,
} from "./pieces.js";
import { INK } from "./theme.js";

const SIDES = [[-1, 0], [1, 0], [0, -1], [0, 1]]; // N, S, W, E as [drow, dcol]

/** Everything the board needs, indexed by cell (built once per draw from the view). */
export function boardModel(view) {
  const m = {
    rows: view.rows, cols: view.cols, grid: view.grid,
    canal: new Map(), bridge: new Map(), temple: new Map(), pilli: new Map(), token: new Map(),
    region: new Map(), palace: new Set(view.palace || []), start: new Set(view.start_spaces || []),
  };
  (view.canals || []).forEach((tile, i) => tile.forEach((cell) => m.canal.set(cell, i)));
  for (const [cell, axis] of view.bridges || []) m.bridge.set(cell, axis);
  (view.temples || []).forEach((list, seat) => {
    for (const t of list) m.temple.set(t.cell, { seat, level: t.level });
  });
  for (const t of view.neutral || []) m.temple.set(t.cell, { seat: -1, level: t.level });
  (view.pilli || []).forEach((cell, seat) => {
    if (cell !== null && cell !== undefined) m.pilli.set(cell, seat);
  });
  for (const d of view.districts || []) m.token.set(d.cell, d);
  (view.regions || []).forEach((r, i) => r.cells.forEach((cell) => m.region.set(cell, i)));
  m.targets = markedTargets(view);
  m.isLake = (cell) => m.grid[Math.floor(cell / m.cols)][cell % m.cols] === "~";
  m.isLand = (cell) => !m.isLake(cell) && !m.canal.has(cell);
  m.districtOf = (regionIndex) => {
    const r = view.regions[regionIndex];
    return r ? (view.districts || []).find((d) => d.cells.includes(r.cells[0])) || null : null;
  };
  return m;
}

/** The whole board in rect B (B.u = cell size). */
export function drawBoard(c, B, m) {
  const { ctx } = c;
  drawLake(ctx, B, m);
  drawLand(c, B, m);
  drawCanals(ctx, B, m, c.view);
  drawOutlines(ctx, B, m, c.view);
  for (const [cell, axis] of m.bridge) {
    const r = cellRect(B, m.cols, cell);
    drawBridge(ctx, r.x, r.y, B.u, axis);
  }
  drawPieces(c, B, m);
  drawRegionSizes(c, B, m);
  drawCoords(ctx, B, m);
  for (let cell = 0; cell < m.rows * m.cols; cell += 1) {
    const facts = cellFacts(c, m, cell);
    if (facts) c.info(facts, cellRect(B, m.cols, cell));
    c.place({ kind: "cell", row: Math.floor(cell / m.cols), col: cell % m.cols },
      cellRect(B, m.cols, cell));
  }
}

/** Row numbers down the left edge and column numbers along the top, as cells are named in
 * the labels and the log ("r5c8": row 5, column 8). */
function drawCoords(ctx, B, m) {
  const band = B.band || 0;
  if (band < 8) return;
  const size = Math.min(13, band * 0.6);
  ctx.font = `${Math.round(size)}px ${UI_FONT}`;
  // Thin cells: every other (or third...) number, so that no two print over each other.
  const across = Math.max(1, Math.ceil((ctx.measureText(`c${m.cols - 1}`).width + 3) / B.u));
  for (let col = 0; col < m.cols; col += across) {
    text(ctx, `c${col}`, B.x + (col + 0.5) * B.u, B.y - band / 2,
      { size, color: INK.coord, align: "center", base: "middle" });
  }
  const down = Math.max(1, Math.ceil((size * 1.1) / B.u));
  for (let row = 0; row < m.rows; row += down) {
    text(ctx, `r${row}`, B.x - band / 2 - 1, B.y + (row + 0.5) * B.u,
      { size, color: INK.coord, align: "center", base: "middle", max: band - 2 });
  }
}

function drawLake(ctx, B, m) {
  ctx.fillStyle = INK.lake;
  ctx.fillRect(B.x, B.y, B.w, B.h);
  ctx.strokeStyle = INK.wave;
  ctx.lineWidth = Math.max(1, B.u * 0.05);
  ctx.beginPath();
  for (let cell = 0; cell < m.rows * m.cols; cell += 1) {
    const row = Math.floor(cell / m.cols);
    if (!m.isLake(cell) || (row + (cell % m.cols)) % 3) continue;
    const r = cellRect(B, m.cols, cell);
    ctx.moveTo(r.x + B.u * 0.2, r.y + B.u * 0.55);
    ctx.quadraticCurveTo(r.x + B.u * 0.5, r.y + B.u * 0.35, r.x + B.u * 0.8, r.y + B.u * 0.55);
  }
  ctx.stroke();
}

function drawLand(c, B, m) {
  const { ctx } = c;
  const foundedRegions = new Set((c.view.regions || []).map((r, i) => (r.founded ? i : -1)));
  for (let cell = 0; cell < m.rows * m.cols; cell += 1) {
    if (m.isLake(cell)) continue;
    const r = cellRect(B, m.cols, cell);
    const row = Math.floor(cell / m.cols);
    const founded = foundedRegions.has(m.region.get(cell));
    ctx.fillStyle = m.palace.has(cell) ? INK.palace
      : founded ? INK.landFounded : (row + cell) % 2 ? INK.land : INK.landAlt;
    ctx.fillRect(r.x, r.y, r.w, r.h);
    ctx.strokeStyle = INK.gridLine;
    ctx.lineWidth = 1;
    ctx.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
  }
  drawPalace(ctx, B, m);
}

function drawPalace(ctx, B, m) {
  const u = B.u;
  for (const cell of m.palace) {
    const r = cellRect(B, m.cols, cell);
    ctx.strokeStyle = INK.palaceEdge;
    ctx.lineWidth = Math.max(1, u * 0.06);
    ctx.strokeRect(r.x + u * 0.08, r.y + u * 0.08, u * 0.84, u * 0.84);
    if (!m.start.has(cell)) {
      ctx.fillStyle = INK.emblem;
      ctx.beginPath();
      for (let k = 0; k < 8; k += 1) {
        const a = (k * Math.PI) / 4;
        const rad = k % 2 ? u * 0.18 : u * 0.34;
        ctx.lineTo(r.x + u / 2 + Math.cos(a) * rad, r.y + u / 2 + Math.sin(a) * rad);
      }
      ctx.closePath();
      ctx.fill();
    } else {
      ctx.beginPath();
      ctx.arc(r.x + u / 2, r.y + u / 2, u * 0.12, 0, Math.PI * 2);
      ctx.fillStyle = INK.palaceEdge;
      ctx.fill();
    }
  }
}

function drawCanals(ctx, B, m, view) {
  for (const tile of view.canals || []) {
    drawCanalTile(ctx, tile.map((cell) => cellRect(B, m.cols, cell)));
  }
}

/** Coastline of every region; founded districts get a gold border. */
function drawOutlines(ctx, B, m, view) {
  const u = B.u;
  (view.regions || []).forEach((region, index) => {
    ctx.beginPath();
    for (const cell of region.cells) {
      const row = Math.floor(cell / m.cols);
      const col = cell % m.cols;
      for (const [dr, dc] of SIDES) {
        const nr = row + dr;
        const nc = col + dc;
        const inside = nr >= 0 && nc >= 0 && nr < m.rows && nc < m.cols
          && m.region.get(nr * m.cols + nc) === index;
        if (inside) continue;
        const x = B.x + col * u;
        const y = B.y + row * u;
        if (dr === -1) edge(ctx, x, y, x + u, y);
        if (dr === 1) edge(ctx, x, y + u, x + u, y + u);
        if (dc === -1) edge(ctx, x, y, x, y + u);
        if (dc === 1) edge(ctx, x + u, y, x + u, y + u);
      }
    }
    ctx.strokeStyle = region.founded ? INK.founded : INK.coast;
    ctx.lineWidth = region.founded ? Math.max(2, u * 0.12) : Math.max(1.2, u * 0.06);
    ctx.stroke();
  });
}

function edge(ctx, x0, y0, x1, y1) {
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
}

function drawPieces(c, B, m) {
  const { ctx, view } = c;
  for (const [cell, t] of m.temple) {
    const r = cellRect(B, m.cols, cell);
    drawTemple(ctx, r.x, r.y, B.u, t.level, c.colour(t.seat));
  }
  for (const [cell, d] of m.token) {
    const r = cellRect(B, m.cols, cell);
    const s = B.u * 0.9;
    drawToken(ctx, r.x + (B.u - s) / 2, r.y + (B.u - s) / 2, s, d);
  }
  for (const [cell, seat] of m.pilli) {
    const r = cellRect(B, m.cols, cell);
    drawPilli(ctx, r.x, r.y, B.u, c.colour(seat), { ring: seat === view.turn });
  }
  // What the last steps touched: a dashed outline on each cell that still holds it.
  const kinds = [m.temple, m.canal, m.bridge, m.pilli, m.token];
  for (const cell of c.fresh) {
    if (!kinds.some((k) => k.has(cell))) continue;
    const r = cellRect(B, m.cols, cell);
    ctx.save();
    ctx.strokeStyle = INK.fresh;
    ctx.shadowColor = INK.fresh;
    ctx.shadowBlur = 6;
    ctx.setLineDash([4, 3]);
    ctx.lineWidth = 2;
    ctx.strokeRect(r.x + 1.5, r.y + 1.5, r.w - 3, r.h - 3);
    ctx.restore();
  }
}

/** Size badges: every unfounded region shows its size on a free cell near its middle, with
 * the word "spaces" under the number there (a bare number by the palace explained nothing). */
function drawRegionSizes(c, B, m) {
  const { ctx } = c;
  (c.view.regions || []).forEach((region) => {
    if (region.founded) return;
    const cell = anchorCell(m, region.cells);
    const r = cellRect(B, m.cols, cell);
    // on a free cell the badge sits in the middle; else small, in the cell's top-left corner
    const free = isFree(m, cell);
    const k = free ? 1 : 0.72;
    const size = Math.max(8, B.u * 0.42 * k);
    const label = String(region.size);
    const unit = free && B.u >= 18 ? t("mex.badge.unit", { n: region.size }) : "";
    const unitSize = Math.max(7, size * 0.42);
    ctx.font = `700 ${Math.round(size)}px system-ui`;
    let w = Math.max(B.u * 0.62 * k, ctx.measureText(label).width + size * 0.6);
    if (unit) {
      ctx.font = `600 ${Math.round(unitSize)}px system-ui`;
      w = Math.max(w, ctx.measureText(unit).width + unitSize * 0.8);
    }
    const h = B.u * 0.56 * k + (unit ? unitSize : 0);
    const x = free ? r.x + (B.u - w) / 2 : r.x - w * 0.25;
    const y = free ? r.y + B.u * 0.22 - (unit ? unitSize * 0.5 : 0) : r.y - h * 0.3;
    roundRect(ctx, x, y, w, h, Math.min(h / 2, B.u * 0.28));
    ctx.fillStyle = free ? "rgba(40, 30, 15, 0.72)" : "rgba(40, 30, 15, 0.9)";
    ctx.fill();
    const numY = y + (h - (unit ? unitSize : 0)) / 2 + 0.5;
    text(ctx, label, x + w / 2, numY,
      { size, color: "#fff6dc", align: "center", base: "middle", weight: "700" });
    if (unit) {
      text(ctx, unit, x + w / 2, y + h - unitSize * 0.75,
        { size: unitSize, color: "#f0dfb8", align: "center", base: "middle", weight: "600" });
    }
    c.info({ title: t("mex.fact.region", { size: region.size }), lines: [help("region.badge")] },
      { x, y, w, h });
  });
}

/** A free cell of the region nearest its centre (any cell when none is free). */
export function anchorCell(m, cells) {
  const rc = cells.map((cell) => [Math.floor(cell / m.cols), cell % m.cols]);
  const my = rc.reduce((a, [r]) => a + r, 0) / rc.length;
  const mx = rc.reduce((a, [, col]) => a + col, 0) / rc.length;
  const free = (cell) => isFree(m, cell);
  let best = cells[0];
  let bestD = Infinity;
  cells.forEach((cell, i) => {
    const d = (rc[i][0] - my) ** 2 + (rc[i][1] - mx) ** 2 + (free(cell) ? 0 : 1000);
    if (d < bestD) {
      best = cell;
      bestD = d;
    }
  });
  return best;
}

/** No piece, palace space or highlighted target on the cell. */
function isFree(m, cell) {
  return !m.temple.has(cell) && !m.pilli.has(cell) && !m.token.has(cell) && !m.palace.has(cell)
    && !m.targets.has(cell);
}

/** Cells drawn with a full frame as targets (not the dots of a teleport or of a prompt with
 * targets all over the island); size badges avoid them. */
function markedTargets(view) {
  const cells = (view.actions || []).filter((a) => a.type === "cell");
  if (cells.length > 30 && view.stage !== "move") return new Set();
  return new Set(cells.filter((a) => !(a.cost >= view.teleport_cost)).map((a) => a.cell));
}
