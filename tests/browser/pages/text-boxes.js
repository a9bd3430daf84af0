// Test-only (served at /__test__/text-boxes.js, never shipped): records every text a canvas
// draws, as a box in CSS px, so a test can say whether two texts print over each other or one
// leaves the canvas. It wraps the 2D context's fillText and strokeText: every renderer draws
// its words through them, so nothing in the renderers changes for the tests. A box is the
// text's ink (measureText's actual bounding box, after the maxWidth squeeze and the context's
// transform), with its font size in CSS px and the squeeze (1: not squeezed). A clearRect of the
// whole canvas starts a new frame: the list then holds the last frame drawn.
// A classic script: a page includes it with <script src>, a test adds it with add_init_script.

(() => {
  const frames = new WeakMap();
  const proto = CanvasRenderingContext2D.prototype;
  const dpr = () => window.devicePixelRatio || 1;

  function box(ctx, str, x, y, maxWidth) {
    const m = ctx.measureText(str);
    const squeeze = maxWidth !== undefined && m.width > maxWidth && maxWidth > 0
      ? maxWidth / m.width : 1;
    const left = x - m.actualBoundingBoxLeft * squeeze;
    const right = x + m.actualBoundingBoxRight * squeeze;
    const top = y - m.actualBoundingBoxAscent;
    const bottom = y + m.actualBoundingBoxDescent;
    const t = ctx.getTransform();
    const corners = [[left, top], [right, top], [left, bottom], [right, bottom]]
      .map(([px, py]) => [(t.a * px + t.c * py + t.e) / dpr(), (t.b * px + t.d * py + t.f) / dpr()]);
    const xs = corners.map((p) => p[0]);
    const ys = corners.map((p) => p[1]);
    const px = Number((/([\d.]+)px/.exec(ctx.font) || [0, 0])[1]);
    const scale = Math.hypot(t.a, t.b) / dpr();
    const x0 = Math.min(...xs);
    const y0 = Math.min(...ys);
    return { text: str, x: x0, y: y0, w: Math.max(...xs) - x0, h: Math.max(...ys) - y0,
      size: px * scale, squeeze, alpha: ctx.globalAlpha };
  }

  function record(original) {
    return function recorded(str, x, y, maxWidth) {
      const s = String(str);
      if (s.trim() && this.canvas) {
        if (!frames.has(this.canvas)) frames.set(this.canvas, []);
        frames.get(this.canvas).push(box(this, s, x, y, maxWidth));
      }
      return maxWidth === undefined ? original.call(this, str, x, y)
        : original.call(this, str, x, y, maxWidth);
    };
  }

  proto.fillText = record(proto.fillText);
  proto.strokeText = record(proto.strokeText);
  const clearRect = proto.clearRect;
  proto.clearRect = function cleared(x, y, w, h) {
    const t = this.getTransform();
    const whole = t.a === 1 && t.d === 1 && t.e === 0 && t.f === 0 && x <= 0 && y <= 0
      && w >= this.canvas.width && h >= this.canvas.height;
    if (whole) frames.set(this.canvas, []);
    return clearRect.call(this, x, y, w, h);
  };

  /** The text boxes of the canvas's last frame. */
  window.__textBoxes = (canvas) => (frames.get(canvas) || []).slice();
})();
