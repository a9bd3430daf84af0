// The Troyes table on canvas: the three buildings with their activity cards, the cathedral, the
// event row with the black dice, the square with everyone's dice, each player's panel, and a bar
// with the open dice choice (its price before you confirm) and buttons. Draws a view and maps
// clicks to one of view.actions; no rules here: a choice is highlighted only because it is legal.

import { actionKey } from "../../ui/input.js";
import { defineRenderer } from "../renderer.js";
import { boundsOf, layoutScale, scaledQueries, scaledRect } from "../scale.js";
import { makeBaseContext, regionQueries } from "../../ui/regions.js";
import { drawBar, roundNews } from "./bar.js";
import { drawBuildings, drawCards, drawCathedral } from "./board.js";
import { drawFresh, drawHighlight, seatColor, text } from "./draw.js";
import { actionFacts, provisionalFacts } from "./facts.js";
import { setHelp } from "./help.js";
import { narrowHeight, tableLayout } from "./layout.js";
import { scoreRows } from "./score.js";
import { drawEvents, drawSeats, drawSquare } from "./square.js";
import { tr } from "./strings.js";
import { INK } from "./theme.js";

/** The smallest landscape table laid out (px): a flatter board (a phone on its side) draws it
 * scaled down, so the event row's and the info line's texts keep their room. */
const MIN_LAYOUT = { narrow: 1, w: 900, h: 400 };

/** A renderer for Troyes views (the interface: ../renderer.js). */
export function createRenderer() {
  let size = { w: 800, h: 600 }; // in layout px
  let scale = 1; // CSS px per layout px (../scale.js)
  const hits = [];
  const infos = [];
  const places = []; // the position editor's picking (regions.js place)
  let names = [];

  function draw(ctx, view, ui = {}) {
    hits.length = 0;
    infos.length = 0;
    places.length = 0;
    if (size.w < 160 || size.h < 120) return; // hidden or not laid out yet
    names = ui.names || names;
    const L = tableLayout(size.w, size.h, view.players);
    const c = makeContext(ctx, view, ui, hits, infos, places);
    ctx.save();
    ctx.scale(scale, scale);
    drawBackground(ctx, size);
    drawInfo(c, L.info);
    drawBuildings(c, L.columns);
    drawCards(c, L.columns);
    drawCathedral(c, L.cathedral);
    drawEvents(c, L.events);
    drawSquare(c, L.square);
    drawSeats(c, L.seats);
    drawBar(c, L.bar, L.mode);
    ctx.restore();
  }

  return defineRenderer({
    layout(w, h) {
      scale = layoutScale(w, h, MIN_LAYOUT);
      size = { w: w / scale, h: h / scale };
    },
    draw,
    ...scaledQueries(regionQueries(hits, infos, { places }), () => scale),
    facts: (view, action) => actionFacts(view, action, names),
    changes,
    scoreRows,
    seatColor: (view, seat) => seatColor(seat),
    /** The engine's help table of a language (the table asks for it once per language). */
    setHelp,
    /** The players' panels (every card is public: no hand): the players' sheet shows them. */
    areas(view) {
      const { seats } = tableLayout(size.w, size.h, view.players);
      return { players: scaledRect(boundsOf(seats), scale) };
    },
    /** Canvas height wanted at width w on a portrait screen (the page may follow it). */
    preferredHeight: (w, players) => narrowHeight(w, players),
    replayJumps: { rounds: ["round"], turns: [] },
  });
}

/** What changed between two views (outlined as the last steps): dice rerolled or turned
 * (`die<id>`), building spaces taken (`sp<building>.<i>`), lying citizens (`ly<building>`),
 * activity and event cards whose workers or cubes changed (`card<id>`, `ev<id>`) and
 * cathedral spaces (`cat<level>.<i>`). */
function changes(prev, next) {
  const fresh = new Set();
  if (!prev || !next || prev.game !== next.game) return fresh;
  const before = pieces(prev);
  for (const [key, what] of pieces(next)) {
    // A die counts when it changed (rerolled, turned), not when a new group was rolled.
    if (before.get(key) !== what && (before.has(key) || !key.startsWith("die"))) fresh.add(key);
  }
  return fresh;
}

/** key -> a short text of what is there (compared between two views). */
function pieces(view) {
  const out = new Map();
  for (const d of view.dice || []) out.set(`die${d.id}`, `${d.color}${d.value}`);
  for (const [b, spots] of Object.entries(view.buildings || {})) {
    spots.forEach((owner, i) => out.set(`sp${b}.${i}`, String(owner)));
    out.set(`ly${b}`, JSON.stringify((view.lying || {})[b] || []));
  }
  for (const a of view.activity || []) {
    if (a.card !== null) out.set(`card${a.card}`, JSON.stringify([a.tradesmen, a.cubes]));
  }
  for (const ev of view.events?.row || []) out.set(`ev${ev.card}`, JSON.stringify(ev.cubes));
  (view.cathedral || []).forEach((row, level) => row.forEach((owner, i) => {
    out.set(`cat${level}.${i}`, String(owner));
  }));
  return out;
}

function makeContext(ctx, view, ui, hits, infos, places) {
  const base = makeBaseContext(ctx, view, ui, hits, infos, { glow: highlightRect, places });
  return {
    ...base,
    fresh: ui.fresh || new Set(),
    /** Outline `r` when the last steps touched `key` (see changes). */
    markFresh(key, r) {
      if ((ui.fresh || new Set()).has(key)) drawFresh(ctx, r);
    },
    has: (action) => base.legal.has(actionKey(action)),
  };
}

function highlightRect(ctx, r, hot) {
  drawHighlight(ctx, r.x, r.y, r.w, r.h, { hot });
}

function drawBackground(ctx, { w, h }) {
  const grad = ctx.createRadialGradient(w / 2, h * 0.4, 10, w / 2, h / 2, Math.max(w, h) * 0.75);
  grad.addColorStop(0, INK.tableEdge);
  grad.addColorStop(1, INK.table);
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
}

/** Round, phase and start player on the left; the provisional mark on the right. */
function drawInfo(c, r) {
  const { view, ctx } = c;
  const size = Math.max(11, Math.min(16, r.h * 0.55));
  const y = r.y + r.h / 2;
  const round = view.round ? tr("tro.round", { round: view.round, rounds: view.rounds })
    : tr("tro.setup");
  const phase = tr(`tro.phase.${view.phase}`);
  text(ctx, round, r.x + 4, y, { size: size + 1, weight: "700", base: "middle" });
  ctx.font = `700 ${Math.round(size + 1)}px system-ui`;
  const roundW = ctx.measureText(round).width;
  c.info({ title: tr("tro.thisRound"), lines: roundNews(view, true).slice(-14) },
    { x: r.x, y: r.y, w: roundW + 8, h: r.h });
  let x = r.x + 4 + roundW + 14;
  const rest = `${phase} · ${tr("tro.start", { name: c.name(view.start) })}`;
  text(ctx, rest, x, y, { size, color: INK.muted, base: "middle" });
  ctx.font = `${Math.round(size)}px system-ui`;
  x += ctx.measureText(rest).width;
  if (!(view.provisional || []).length) return;
  const label = tr("tro.provisional");
  ctx.font = `600 ${Math.round(size - 1)}px system-ui`;
  const w = ctx.measureText(label).width;
  if (r.x + r.w - 4 - w < x + 10) return;
  text(ctx, label, r.x + r.w - 4, y,
    { size: size - 1, color: INK.warn, align: "right", base: "middle", weight: "600" });
  c.info(provisionalFacts(view), { x: r.x + r.w - 4 - w, y: r.y, w, h: r.h });
}
