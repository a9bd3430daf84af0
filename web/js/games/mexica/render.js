// The Mexica table on canvas: the island (lake, land, palace, canals, bridges, districts with
// their sizes, temples, calpulli, Pilli), an action bar, the players and the Emperor's display.
// Draws a view and maps clicks to one of view.actions; no rules here: a target is highlighted
// only because it is in view.actions.

import { seatName } from "../../i18n/index.js";
import { actionKey } from "../../ui/input.js";
import { defineRenderer } from "../renderer.js";
import { makeBaseContext, regionQueries } from "../../ui/regions.js";
import { drawBar, drawInfo } from "./bar.js";
import { boardModel, drawBoard } from "./board.js";
import { cellFacts, tokenFacts } from "./facts.js";
import { setHelp } from "./help.js";
import { cellRect, narrowHeight, playersArea, tableLayout } from "./layout.js";
import { pieceColour } from "./pieces.js";
import { scoreRows } from "./score.js";
import { drawDisplay, drawPlayers } from "./side.js";
import { drawTargets, foundToken } from "./targets.js";
import { INK } from "./theme.js";

/** A renderer for Mexica views (the interface: ../renderer.js). */
export function createRenderer() {
  let size = { w: 800, h: 600 };
  const hits = [];
  const infos = [];
  const places = []; // the position editor's picking (regions.js place)

  function draw(ctx, view, ui = {}) {
    hits.length = 0;
    infos.length = 0;
    places.length = 0;
    if (size.w < 160 || size.h < 120) return; // hidden or not laid out yet
    const L = tableLayout(size.w, size.h, view.players, view.rows, view.cols);
    const m = boardModel(view);
    const c = makeContext(ctx, view, ui, hits, infos, m, places);
    drawBackground(ctx, size);
    drawInfo(c, L.info);
    drawBoard(c, L.board, m);
    drawTargets(c, L.board, m);
    offerOwnPilli(c, L.board, m);
    drawBar(c, L.bar);
    drawPlayers(c, L.players);
    drawDisplay(c, L.display);
  }

  return defineRenderer({
    layout(w, h) {
      size = { w, h };
    },
    draw,
    ...regionQueries(hits, infos, { places }),
    facts: (view, action) => actionFacts(view, action),
    /** The engine's help table of a language (the table asks for it once per language). */
    setHelp,
    changes,
    scoreRows,
    /** A seat's piece colour (the engine names it in view.colours). */
    seatColor: (view, seat) => pieceColour(view.colours?.[seat]).fill,
    /** The seats' panels: the players' sheet shows this part of the board. */
    areas(view) {
      const L = tableLayout(size.w, size.h, view.players, view.rows, view.cols);
      return { players: playersArea(L.players, view.players) };
    },
    /** Canvas height wanted at width w on a portrait screen (the page may follow it). */
    preferredHeight: (w, players) => narrowHeight(w, players),
    /** A period opens with its own log entry. */
    replayJumps: { rounds: ["period_start"], turns: [] },
  });
}

/** Cells whose pieces changed between two views (outlined as recent): a Pilli that moved or
 * was placed, a temple built, a canal dug, a bridge built or moved, a district founded. */
function changes(prev, next) {
  const fresh = new Set();
  if (!prev || !next || prev.game !== next.game) return fresh;
  const before = cellPieces(prev);
  for (const [cell, what] of cellPieces(next)) if (before.get(cell) !== what) fresh.add(cell);
  return fresh;
}

/** cell -> a short text of what stands there (compared between two views). */
function cellPieces(view) {
  const out = new Map();
  const put = (cell, what) => {
    if (cell === null || cell === undefined) return;
    out.set(cell, `${out.get(cell) || ""}${what};`);
  };
  (view.pilli || []).forEach((cell, seat) => put(cell, `p${seat}`));
  (view.temples || []).forEach((list, seat) => {
    for (const tp of list) put(tp.cell, `t${seat}.${tp.level}`);
  });
  for (const tile of view.canals || []) for (const cell of tile) put(cell, "c");
  for (const [cell] of view.bridges || []) put(cell, "b");
  for (const d of view.districts || []) put(d.cell, `d${d.token}`);
  return out;
}

function makeContext(ctx, view, ui, hits, infos, m, places) {
  const base = makeBaseContext(ctx, view, ui, hits, infos, { glow, places });
  const colours = view.colours || [];
  const found = { type: "found" };
  const token = base.legal.has(actionKey(found)) ? foundToken(view, m) : null;
  return {
    ...base,
    fresh: ui.fresh || new Set(),
    colour: (seat) => (seat < 0 ? view.neutral_colour || "white" : colours[seat] || "grey"),
    /** True for the display token that "found" would place. */
    canFoundWith: (d) => Boolean(token) && d.token === token.token,
  };
}

function glow(ctx, r, hot) {
  ctx.save();
  ctx.shadowColor = INK.highlight;
  ctx.shadowBlur = hot ? 14 : 7;
  ctx.strokeStyle = INK.highlight;
  ctx.lineWidth = hot ? 3 : 2;
  ctx.strokeRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4);
  ctx.restore();
}

/** In the turn prompt, clicking your own Pilli opens the move prompt. */
function offerOwnPilli(c, B, m) {
  const { view } = c;
  if (view.stage !== "turn" || view.seat === null || view.seat === undefined) return;
  const cell = (view.pilli || [])[view.seat];
  if (cell === null || cell === undefined) return;
  c.offer({ type: "move" }, cellRect(B, m.cols, cell), { noGlow: true });
}

function drawBackground(ctx, { w, h }) {
  const grad = ctx.createRadialGradient(w / 2, h * 0.45, 10, w / 2, h / 2, Math.max(w, h) * 0.75);
  grad.addColorStop(0, INK.tableEdge);
  grad.addColorStop(1, INK.table);
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
}

/** Tooltip facts for an action in the keyboard list: the cell it names (with its move cost),
 * or the token a founding would place. */
function actionFacts(view, action) {
  const m = boardModel(view);
  if (action.type === "found") {
    const token = foundToken(view, m);
    return token ? tokenFacts(token) : null;
  }
  if (action.type === "cell") return cellFacts({ view, name: seatName }, m, action.cell);
  return null;
}
