// The city board: the three buildings (spaces by die value, standing and lying citizens), the
// activity cards under each building (tradesmen, cubes, divisor), and the cathedral.

import {
  drawCardFrame, drawCitizen, drawCube, drawDie, drawProvisionalMark, roundRect, text, wrapText,
} from "./draw.js";
import {
  activityFacts, buildingName, cardName, cardText, cathedralFacts, ownerName, spaceFacts,
} from "./facts.js";
import { help } from "./help.js";
import { buildingBoxes, cardBoxes, cathedralBoxes, palaceRows } from "./layout.js";
import { tr } from "./strings.js";
import { BUILDING, BUILDINGS, COLUMN, INK } from "./theme.js";

export function drawBuildings(c, columns) {
  BUILDINGS.forEach((b, i) => drawBuilding(c, b, columns[i].building));
}

function drawBuilding(c, b, r) {
  const { ctx, view } = c;
  const look = BUILDING[b];
  roundRect(ctx, r.x, r.y, r.w, r.h, 8);
  ctx.fillStyle = look.tint;
  ctx.fill();
  ctx.strokeStyle = look.edge;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  const rows = b === "palace" ? palaceRows(view.building_rows[b]) : view.building_rows[b];
  const box = buildingBoxes(r, rows);
  drawBuildingTitle(c, b, box.title);
  rows.forEach((row, k) => drawRowLabel(c, b, row, k, box));
  for (const [index, rect] of Object.entries(box.spaces)) drawSpace(c, b, Number(index), rect);
  drawLying(c, b, box.lying);
}

function drawBuildingTitle(c, b, r) {
  const size = Math.min(14, r.h * 0.66);
  text(c.ctx, buildingName(b).toUpperCase(), r.x + 8, r.y + r.h * 0.62,
    { size, weight: "700", color: INK.text, base: "middle", max: r.w * 0.6 });
  const standing = c.view.buildings[b].filter((o) => o !== null).length;
  text(c.ctx, `${standing}/6`, r.x + r.w - 8, r.y + r.h * 0.62,
    { size: size * 0.85, color: INK.muted, align: "right", base: "middle" });
}

/** Row labels: the die values that enter the row (the Palace labels each space). */
function drawRowLabel(c, b, row, k, box) {
  const lab = box.labels[k];
  const values = b === "palace" ? null : c.view.row_values?.[b]?.[k];
  if (!values) return;
  const size = Math.min(lab.h * 0.62, lab.w / 2.4);
  drawDie(c.ctx, c.view.building_colors[b], values[0], { x: lab.x, y: lab.y + (lab.h - size) / 2,
    w: size, h: size });
  text(c.ctx, `–${values[values.length - 1]}`, lab.x + size + 2, lab.y + lab.h / 2,
    { size: size * 0.7, color: INK.muted, base: "middle" });
}

function drawSpace(c, b, index, r) {
  const { ctx, view } = c;
  const owner = view.buildings[b][index];
  c.place({ kind: "space", building: b, index }, r);
  roundRect(ctx, r.x, r.y, r.w, r.h, 4);
  ctx.fillStyle = "rgba(0, 0, 0, 0.28)";
  ctx.fill();
  ctx.strokeStyle = "rgba(255, 255, 255, 0.16)";
  ctx.lineWidth = 1;
  ctx.stroke();
  if (b === "palace") {
    const d = r.w * 0.3;
    drawDie(ctx, "red", index + 1, { x: r.x + 2, y: r.y + 2, w: d, h: d });
  }
  if (owner !== null) drawCitizen(ctx, owner, { x: r.x + r.w * 0.12, y: r.y + r.h * 0.12,
    w: r.w * 0.76, h: r.h * 0.8 });
  c.markFresh(`sp${b}.${index}`, r);
  c.info(spaceFacts(view, b, index, c.names), r);
  c.offer({ type: "space", space: view.space_ids[b][index] }, r);
}

function drawLying(c, b, r) {
  const lying = c.view.lying[b] || [];
  if (!lying.length) return;
  const s = Math.min(r.h, r.w / Math.max(4, lying.length));
  lying.forEach((owner, i) => drawCitizen(c.ctx, owner, { x: r.x + i * s, y: r.y, w: s, h: s },
    { lying: true }));
  c.markFresh(`ly${b}`, { x: r.x, y: r.y, w: s * lying.length, h: s });
  c.info({ title: help("lying"), lines: lying.map((o) => ownerName(o, c.names)) },
    { x: r.x, y: r.y, w: s * lying.length, h: r.h });
}

// ---- activity cards -------------------------------------------------------------------------

export function drawCards(c, columns) {
  BUILDINGS.forEach((b, i) => {
    const cards = (c.view.activity || []).filter((a) => a.color === COLUMN[b])
      .sort((x, y) => x.level - y.level);
    cards.forEach((card, k) => drawCard(c, card, columns[i].cards[k]));
  });
}

function drawCard(c, card, r) {
  if (!r) return;
  const { ctx } = c;
  drawCardFrame(ctx, r, card.color, { faceDown: !card.revealed });
  if (card.card !== null) c.markFresh(`card${card.card}`, r);
  c.info(activityFacts(card, c.names), r);
  if (card.card !== null) c.place({ kind: "card", card: card.card }, r);
  if (!card.revealed) {
    text(ctx, `${tr(`color.${card.color}`)} · ${tr("tro.level", { n: card.level })}`,
      r.x + r.w / 2, r.y + r.h / 2, { size: Math.min(13, r.h * 0.16), color: INK.text,
        align: "center", base: "middle" });
    return;
  }
  const box = cardBoxes(r, (card.spaces || []).length);
  drawCardTitle(c, card, box.title);
  drawTradesmen(c, card, box.slots);
  drawCardCubes(c, card, box.cubes);
  c.offer({ type: "card", card: card.card }, r);
  const cubes = { ...box.cubes, x: box.cubes.x - 2, w: box.cubes.w + 4 };
  c.offer({ type: "cube", card: card.card }, cubes);
}

function drawCardTitle(c, card, r) {
  const size = Math.min(14, r.h * 0.6);
  const y = r.y + r.h * 0.6;
  const mark = card.provisional ? size * 0.95 : 0;
  if (mark) drawProvisionalMark(c.ctx, r.x + r.w - mark, y - mark * 0.55, mark);
  const div = tr("tro.divisor", { n: card.divisor });
  text(c.ctx, div, r.x + r.w - mark - 4, y,
    { size: size * 0.9, color: INK.cardInk, align: "right", base: "middle", weight: "700" });
  c.ctx.font = `700 ${Math.round(size * 0.9)}px system-ui`;
  const room = r.w - mark - c.ctx.measureText(div).width - 10;
  text(c.ctx, `${card.level} · ${cardName(card.card)}`, r.x, y,
    { size, color: INK.cardInk, base: "middle", weight: "700", max: Math.max(20, room) });
}

/** The tradesman spaces ([hire, VP] printed) and the illustration (extra tradesmen). */
function drawTradesmen(c, card, slots) {
  const { ctx } = c;
  const spaces = card.spaces || [];
  slots.forEach((s, i) => {
    const extra = i >= spaces.length;
    roundRect(ctx, s.x, s.y, s.w, s.h, 3);
    ctx.fillStyle = extra ? "rgba(90, 70, 40, 0.12)" : "rgba(90, 70, 40, 0.22)";
    ctx.fill();
    const owners = extra ? card.tradesmen.slice(spaces.length) : [card.tradesmen[i]];
    const who = owners.filter((o) => o !== undefined && o !== null); // null: a freed space
    if (who.length) {
      const w = s.w / Math.max(1, who.length);
      who.forEach((o, k) => drawCitizen(ctx, o, { x: s.x + k * w, y: s.y + 1, w, h: s.h - 2 }));
      return;
    }
    const label = extra ? "+" : tr("tro.spaceShort", { cost: spaces[i][0], vp: spaces[i][1] });
    text(ctx, label, s.x + s.w / 2, s.y + s.h / 2, { size: Math.min(11, s.h * 0.4, s.w / 4.2),
      color: INK.cardMuted, align: "center", base: "middle", max: s.w - 2 });
  });
}

/** Cubes on the card by owner, then the card's effect in short (the tooltip has it all). */
function drawCardCubes(c, card, r) {
  const { ctx } = c;
  const cubes = card.cubes || [];
  const size = Math.min(r.h * 0.8, 12);
  let x = r.x;
  cubes.forEach((n, seat) => {
    for (let k = 0; k < n; k += 1) {
      drawCube(ctx, seat, x, r.y + (r.h - size) / 2, size);
      x += size + 2;
    }
  });
  const effect = cardText(card.card).replace(/^[^:]*:\s*/, ""); // without "Each activation:"
  if (!effect || r.x + r.w - x < 30) return;
  // The effect wraps over the lines the strip holds (largest type that shows it all); the
  // tooltip and the details sheet have the whole card.
  const left = x + (x > r.x ? 4 : 0);
  const room = r.x + r.w - left - 2;
  let lines = [];
  let fsize = 11;
  for (; fsize >= 8; fsize -= 1) {
    ctx.font = `${fsize}px system-ui`;
    const fits = Math.max(1, Math.floor(r.h / (fsize * 1.12)));
    lines = wrapText(ctx, effect, room, fits);
    if (!lines[lines.length - 1].endsWith("…")) break;
  }
  fsize = Math.max(8, fsize);
  const top = r.y + (r.h - lines.length * fsize * 1.12) / 2 + fsize * 0.56;
  lines.forEach((line, i) => text(ctx, line, left, top + i * fsize * 1.12,
    { size: fsize, color: INK.cardMuted, base: "middle" }));
}

// ---- cathedral ------------------------------------------------------------------------------

export function drawCathedral(c, r) {
  const { ctx, view } = c;
  roundRect(ctx, r.x, r.y, r.w, r.h, 8);
  ctx.fillStyle = INK.panel;
  ctx.fill();
  const box = cathedralBoxes(r);
  text(ctx, tr("tro.cathedral").toUpperCase(), box.title.x + 8, box.title.y + box.title.h * 0.6,
    { size: Math.min(13, box.title.h * 0.6), weight: "700", color: INK.muted, base: "middle" });
  box.labels.forEach((lab, level) => text(ctx, tr("tro.cathedralLevel", { n: level + 1 }),
    lab.x, lab.y + lab.h / 2, { size: Math.min(12, lab.h * 0.4), color: INK.muted,
      base: "middle", max: lab.w }));
  view.cathedral.forEach((row, level) => row.forEach((owner, v) => {
    const cell = box.cells[level][v];
    ctx.fillStyle = "rgba(255, 255, 255, 0.07)";
    ctx.fillRect(cell.x, cell.y, cell.w, cell.h);
    if (owner !== null) drawCube(ctx, owner, cell.x + cell.w * 0.2, cell.y + cell.h * 0.2,
      cell.w * 0.6);
    c.markFresh(`cat${level}.${v}`, cell);
    c.info(cathedralFacts(c.view, level, v + 1, owner, c.names), cell);
  }));
  box.values.forEach((vr, v) => {
    const s = Math.min(vr.h, vr.w * 0.5);
    drawDie(ctx, "white", v + 1, { x: vr.x + (vr.w - s) / 2, y: vr.y + 1, w: s, h: s });
  });
  c.offer({ type: "cathedral" }, { x: box.cells[2][0].x, y: box.cells[2][0].y,
    w: box.cell * 6, h: box.cell * 3 });
}
