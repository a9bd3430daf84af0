// Colour-blind safe marks: a pattern drawn over a colour so that no information rests on hue
// alone (a game's colour-coded stones, cards or pieces). Marks are thin, dark
// and translucent, drawn inside the given box.

const INK = "rgba(20, 12, 5, 0.42)";

/** Stone colour -> pattern name: plain, lines, diagonal, dots, cross. */
export const COLOR_PATTERNS = {
  white: "plain",
  blue: "lines",
  red: "diagonal",
  green: "dots",
  yellow: "cross",
};

/** Draw the pattern of `color` inside (x, y, w, h); unknown colours get none. */
export function drawColorMark(ctx, color, x, y, w, h) {
  const kind = COLOR_PATTERNS[color];
  if (!kind || kind === "plain" || w < 4 || h < 4) return;
  const step = Math.max(4, Math.min(w, h) / 3);
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  ctx.lineWidth = Math.max(1, step / 6);
  ctx.beginPath();
  if (kind === "lines") {
    for (let yy = y + step / 2; yy < y + h; yy += step) {
      ctx.moveTo(x, yy);
      ctx.lineTo(x + w, yy);
    }
  } else if (kind === "diagonal" || kind === "cross") {
    for (let d = -h; d < w; d += step) {
      ctx.moveTo(x + d, y + h);
      ctx.lineTo(x + d + h, y);
      if (kind === "cross") {
        ctx.moveTo(x + d, y);
        ctx.lineTo(x + d + h, y + h);
      }
    }
  }
  ctx.stroke();
  if (kind === "dots") {
    const r = Math.max(1, step / 7);
    for (let yy = y + step / 2; yy < y + h; yy += step) {
      for (let xx = x + step / 2; xx < x + w; xx += step) {
        ctx.beginPath();
        ctx.arc(xx, yy, r, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }
  ctx.restore();
}
