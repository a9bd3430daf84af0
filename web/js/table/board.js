// The board of a table: the <canvas> the renderer draws the view on (ui/canvas.js), its zoom
// (ui/zoom.js), the short animation of pieces that arrived (ui/anim.js) and the touch sheet
// (ui/sheet.js). After each drawing the table knows where the offered places are on screen.
//
// The board follows the decision: when a human decision starts (decide()), the first drawing
// of its view hands the offered places (the renderer's regions) to the zoom, which goes to them
// unless the player moves the view during that decision; a redraw of the same decision (a new
// language, a resize) follows again only while the player has not moved it. When the decision
// ends and no other starts (the bots play), the board eases back to the whole table.

import { createAnimator } from "../ui/anim.js";
import { createCanvas } from "../ui/canvas.js";
import { createSheet } from "../ui/sheet.js";
import { createZoom } from "../ui/zoom.js";

/**
 * s: the table's fields (renderer, view; the drawing sets hitRegions and drawnView). Returns
 * {ui, zoom, sheet, invalidate(), layout(), arrive(prev, next), decide(key), current(),
 * destroy()}; ui is what the renderer reads besides the view: {hover, names, fresh, arrived,
 * progress()}.
 */
export function createBoard(canvasEl, s) {
  const ui = { hover: null, names: [], fresh: new Set(), arrived: new Set() };
  const anim = createAnimator(() => canvas.invalidate());
  ui.progress = () => anim.progress();
  const zoom = createZoom(canvasEl, { onChange: () => canvas.invalidate() });
  zoom.controls(canvasEl.parentElement);
  const sheet = createSheet(canvasEl.parentElement);
  // The decision on the board (null: none), whether its first drawing must follow it ("ease",
  // "now" after a resize, or null), and the zoom's version the hit regions were drawn at.
  const follow = { decision: null, pending: null, drawnAt: -1 };
  const canvas = createCanvas(canvasEl, {
    draw(ctx) {
      if (!s.renderer || !s.view) return false;
      s.renderer.draw(ctx, s.view, ui);
      if (follow.pending && follow.decision) {
        const instant = follow.pending === "now";
        follow.pending = null;
        if (zoom.follow(s.renderer.regions(), instant)) return true; // moved: draw again
      }
      // Where the clickable places are on the canvas now (CSS px, after the zoom).
      s.hitRegions = s.renderer.regions().map(zoom.toScreen);
      s.drawnView = s.view;
      follow.drawnAt = zoom.version();
      return false;
    },
    onResize(w, h) {
      zoom.setSize(w, h);
      if (s.renderer) s.renderer.layout(w, h);
      if (follow.decision && !zoom.touched()) follow.pending = "now";
    },
    transform: zoom.transform,
  });
  return {
    ui, zoom, sheet,
    invalidate: () => canvas.invalidate(),
    /** Lay the board out now (after the host sized it). */
    layout() {
      const { w, h } = canvas.size();
      if (s.renderer && w > 1) s.renderer.layout(w, h);
    },
    /** The pieces that changed from `prev` to `next` (a new step, or a step of Wakhan's turn
     * inside one: the log grew): outlined as recent (added up until the bots start again) and
     * eased in. */
    arrive(prev, next) {
      if (!prev || (next.step === prev.step && next.log_total === prev.log_total)) return;
      ui.arrived = s.renderer.changes(prev, next);
      for (const id of ui.arrived) ui.fresh.add(id);
      if (ui.arrived.size) anim.play(320);
    },
    /** The view put on the board is the human decision `key` (null: no decision, e.g. a bot's
     * turn or a replay). A new decision is followed afresh; the same one again only while the
     * player has not moved the view. */
    decide(key) {
      const ended = key === null && follow.decision !== null;
      if (key !== follow.decision) zoom.untouch();
      follow.decision = key;
      follow.pending = key !== null && !zoom.touched() ? "ease" : null;
      if (ended) zoom.whole(); // what the bots do shows on the whole board
    },
    /** True when the board shows its view where the zoom now is: drawn at the current size and
     * transform, with no follow to come or under way (the hit regions are where they stay). */
    current: () => canvas.drawn() && !follow.pending && !zoom.moving()
      && follow.drawnAt === zoom.version(),
    /** A new match: the whole board, no decision. */
    open() {
      follow.decision = null;
      follow.pending = null;
      zoom.open();
    },
    destroy: () => canvas.destroy(),
  };
}
