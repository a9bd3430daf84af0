// HiDPI canvas: keeps the backing store at devicePixelRatio, follows the element's size, and
// redraws at most once per animation frame after invalidate() (dirty flag, no redraw loop).
// A view transform (zoom.js: scale, then offset) is applied before draw: the renderer draws in
// board units at full resolution, so a zoomed board stays crisp.

/**
 * Wrap a <canvas>. draw(ctx, w, h) gets a context already scaled so that one unit is one
 * CSS pixel (times the zoom of transform() -> {scale, x, y}, if given); onResize(w, h) runs before
 * the next draw when the element's size changes. A draw that returns true changed the transform
 * (the board followed a decision at once): it draws again at once, the same frame, so no frame
 * shows the view at the old transform.
 */
export function createCanvas(canvas, { draw, onResize, transform = null }) {
  const ctx = canvas.getContext("2d");
  let width = 0;
  let height = 0;
  let dpr = 1;
  let pending = false;

  function measure() {
    const rect = canvas.getBoundingClientRect();
    const w = Math.max(1, Math.round(rect.width));
    const h = Math.max(1, Math.round(rect.height));
    const ratio = window.devicePixelRatio || 1;
    if (w === width && h === height && ratio === dpr) return false;
    width = w;
    height = h;
    dpr = ratio;
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    if (onResize) onResize(w, h);
    return true;
  }

  function paint() {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const { scale = 1, x = 0, y = 0 } = transform ? transform() : {};
    ctx.setTransform(dpr * scale, 0, 0, dpr * scale, dpr * x, dpr * y);
    return draw(ctx, width, height) === true;
  }

  function frame() {
    pending = false;
    measure();
    if (paint()) paint();
  }

  /** Ask for one redraw on the next animation frame (several calls still draw once). */
  function invalidate() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(frame);
  }

  const observer = new ResizeObserver(() => invalidate());
  observer.observe(canvas);
  window.addEventListener("resize", invalidate);

  return {
    invalidate,
    size: () => ({ w: width, h: height }),
    /** True when the last drawing is at the element's present size and no redraw is asked. */
    drawn() {
      const rect = canvas.getBoundingClientRect();
      return !pending && Math.max(1, Math.round(rect.width)) === width
        && Math.max(1, Math.round(rect.height)) === height;
    },
    destroy() {
      observer.disconnect();
      window.removeEventListener("resize", invalidate);
    },
  };
}
