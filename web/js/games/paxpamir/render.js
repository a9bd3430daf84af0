// The Pax Pamir table on canvas: map, market, courts in seat order, the dominance preview with
// the victory point track, the shown seat's hand, and a choices bar. Draws a view and maps
// clicks to one of view.actions; no rules here: a choice is highlighted only because it is in
// view.actions, and any choice without a place on the table gets a button in the choices bar.

import { actionKey } from "../../ui/input.js";
import { defineRenderer } from "../renderer.js";
import { findRegion, makeBaseContext, regionQueries } from "../../ui/regions.js";
import { layoutScale, scaledQueries, scaledRect } from "../scale.js";
import { changes } from "./changes.js";
import { drawCourts } from "./courts.js";
import { highlight } from "./draw.js";
import { cardFacts } from "./facts.js";
import { narrowHeight, tableLayout } from "./layout.js";
import { setHelp } from "./help.js";
import { drawMap } from "./map.js";
import { drawMarket } from "./market.js";
import { scoreRows } from "./score.js";
import { drawChoices, drawDominance, drawHand, drawInfo } from "./side.js";
import { INK, SEAT } from "./theme.js";
import { wakhanName } from "./wakhan.js";

/** The smallest table laid out (px): a portrait one this wide, a landscape one this big; a
 * smaller board draws it scaled down (the map, market and five courts need the room). */
const MIN_LAYOUT = { narrow: 700, w: 900, h: 520 };

/** A renderer for Pax Pamir views (the interface: ../renderer.js). */
export function createRenderer() {
  let size = { w: 800, h: 600 }; // in layout px
  let scale = 1; // CSS px per layout px (../scale.js)
  const hits = [];
  const infos = [];
  const places = []; // the position editor's picking (regions.js place)

  function draw(ctx, view, ui = {}) {
    hits.length = 0;
    infos.length = 0;
    places.length = 0;
    if (size.w < 160 || size.h < 120 || !view.seats) return;
    const L = tableLayout(size.w, size.h, view.players);
    const c = makeContext(ctx, view, ui, hits, infos, places);
    ctx.save();
    ctx.scale(scale, scale);
    drawBackground(ctx, size);
    drawInfo(c, L.info);
    drawMap(c, L.map);
    drawMarket(c, L.market);
    drawDominance(c, L.side);
    drawHand(c, L.hand);
    drawCourts(c, L.courts);
    drawChoices(c, L.choices, c.leftovers());
    ctx.restore();
  }

  return defineRenderer({
    layout(w, h) {
      scale = layoutScale(w, h, MIN_LAYOUT);
      size = { w: w / scale, h: h / scale };
    },
    draw,
    ...scaledQueries(regionQueries(hits, infos, { contains: inRegion, visible: visiblePart,
      places }), () => scale),
    facts: (view, action) => actionFacts(view, action),
    scoreRows,
    changes,
    /** Wakhan's name for her seat (the lobby does not list her). */
    seatName: (view, seat) => wakhanName(view, seat),
    seatColor: (view, seat) => SEAT[seat % SEAT.length],
    /** The engine's help table of a language (the table asks for it once per language). */
    setHelp,
    /** The shown seat's hand and the courts: the hand and players sheets show these parts. */
    areas(view) {
      const L = tableLayout(size.w, size.h, view.players);
      return { hand: scaledRect(L.hand, scale), players: scaledRect(L.courts, scale) };
    },
    /** Canvas height wanted at width w on a portrait screen. */
    preferredHeight: (w, players) => narrowHeight(w, players),
    /** Below this width (a blog column) the portrait table's bigger cards read better. */
    wideFrom: 900,
    replayJumps: { rounds: [], turns: ["turn"] },
  });
}

function inPoly(poly, x, y) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i, i += 1) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const inRegion = (r, x, y) => (r.poly ? inPoly(r.poly, x, y)
  : x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h);

function find(list, x, y) {
  return findRegion(list, x, y, inRegion);
}

/** A box of `hit` whose centre really hits it (a later target may cover its own centre):
 * the whole rect when its centre is free, else a small box around a free point. */
function visiblePart(list, hit) {
  const { x, y, w, h } = hit;
  for (let i = 0; i <= 6; i += 1) {
    for (let j = 0; j <= 6; j += 1) {
      const px = x + (w * (i === 0 ? 3 : i === 3 ? 0 : i)) / 6;
      const py = y + (h * (j === 0 ? 3 : j === 3 ? 0 : j)) / 6;
      if (find(list, px, py) !== hit) continue;
      if (i === 0 && j === 0) return { x, y, w, h };
      return { x: px - 1, y: py - 1, w: 2, h: 2 };
    }
  }
  return { x, y, w, h };
}

function makeContext(ctx, view, ui, hits, infos, places) {
  const actions = view.actions || [];
  const placed = new Set();
  const fresh = ui.fresh || new Set();
  const base = makeBaseContext(ctx, view, ui, hits, infos, {
    glow: (cx, r, hot) => highlight(cx, r, { hot }),
    extra: (opts) => ({ poly: opts.poly }),
    onOffer: (key) => placed.add(key),
    places,
  });
  return {
    /** offer(): a region may pass its polygon as opts.poly (hit-tested exactly; rect stays
     * the click target for tests). */
    ...base,
    name: (seat) => wakhanName(view, seat) || base.name(seat),
    /** True for a thing changed by the moves since the shown seat last acted. */
    isFresh: (key) => fresh.has(key),
    keyOf: actionKey,
    info(facts, rect, poly) {
      if (facts) infos.push({ facts, ...rect, poly });
    },
    /** The legal actions no area has drawn, with their labels (for the choices bar). */
    leftovers() {
      return actions.map((action, i) => ({ action, label: (view.labels || [])[i] || action.type }))
        .filter(({ action }) => !placed.has(actionKey(action)));
    },
  };
}

function drawBackground(ctx, { w, h }) {
  const grad = ctx.createRadialGradient(w / 2, h * 0.4, 10, w / 2, h / 2, Math.max(w, h) * 0.75);
  grad.addColorStop(0, INK.tableEdge);
  grad.addColorStop(1, INK.table);
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
}

/** Tooltip facts for an action in the DOM list: the card it names, in words. */
function actionFacts(view, action) {
  for (const key of ["buy", "play", "discard", "card", "spy"]) {
    const id = action[key];
    if (typeof id === "number" && view.cards?.[String(id)]) return cardFacts(view, id);
  }
  return null;
}
