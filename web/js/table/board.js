// The board of a table: the <canvas> the renderer draws the view on (ui/canvas.js), its zoom
// (ui/zoom.js), the short animation of pieces that arrived (ui/anim.js) and the touch sheet
// (ui/sheet.js). After each drawing the table knows where the offered places are on screen.

import { createAnimator } from "../ui/anim.js";
import { createCanvas } from "../ui/canvas.js";
import { createSheet } from "../ui/sheet.js";
import { createZoom } from "../ui/zoom.js";

/**
 * s: the table's fields (renderer, view; the drawing sets hitRegions and drawnView). Returns
 * {ui, zoom, sheet, invalidate(), layout(), follow(prev, next), destroy()}; ui is what the
 * renderer reads besides the view: {hover, names, fresh, arrived, progress()}.
 */
export function createBoard(canvasEl, s) {
  const ui = { hover: null, names: [], fresh: new Set(), arrived: new Set() };
  const anim = createAnimator(() => canvas.invalidate());
  ui.progress = () => anim.progress();
  const zoom = createZoom(canvasEl, { onChange: () => canvas.invalidate() });
  zoom.controls(canvasEl.parentElement);
  const sheet = createSheet(canvasEl.parentElement);
  const canvas = createCanvas(canvasEl, {
    draw(ctx) {
      if (!s.renderer || !s.view) return;
      s.renderer.draw(ctx, s.view, ui);
      // Where the clickable places are on the canvas now (CSS px, after the zoom).
      s.hitRegions = s.renderer.regions().map(zoom.toScreen);
      s.drawnView = s.view;
    },
    onResize(w, h) {
      zoom.setSize(w, h);
      if (s.renderer) s.renderer.layout(w, h);
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
    /** The pieces that changed from `prev` to `next` (a new step): outlined as recent (added
     * up until the bots start again) and eased in. */
    follow(prev, next) {
      if (!prev || next.step === prev.step) return;
      ui.arrived = s.renderer.changes(prev, next);
      for (const id of ui.arrived) ui.fresh.add(id);
      if (ui.arrived.size) anim.play(320);
    },
    destroy: () => canvas.destroy(),
  };
}
