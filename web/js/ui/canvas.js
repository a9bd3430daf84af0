// HiDPI canvas: keeps the backing store at devicePixelRatio, follows the element's size, and
// redraws at most once per animation frame after invalidate() (dirty flag, no redraw loop).

/**
 * Wrap a <canvas>. draw(ctx, w, h) gets a context already scaled so that one unit is one
 * CSS pixel; onResize(w, h) runs before the next draw when the element's size changes.
 */
export function createCanvas(canvas, { draw, onResize }) {
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

  function frame() {
    pending = false;
    measure();
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    draw(ctx, width, height);
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
    destroy() {
      observer.disconnect();
      window.removeEventListener("resize", invalidate);
    },
  };
}
