// Canvas primitives shared by the game renderers; colours and font are arguments, with the
// defaults of the app's dark table (a renderer with its own theme passes its own).

export const UI_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const DEFAULTS = {
  text: "#f1e7d2", highlight: "#ffd54a", highlightSoft: "rgba(255, 213, 74, 0.22)",
};

/** Path of a rounded rectangle (the caller fills or strokes it). */
export function roundRect(ctx, x, y, w, h, r) {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/** Text: font size in px, alignment, colour; `max` squeezes it into a width. */
export function text(ctx, str, x, y, { size = 12, color = DEFAULTS.text, align = "left",
  base = "alphabetic", weight = "normal", max, font = UI_FONT } = {}) {
  ctx.fillStyle = color;
  ctx.font = `${weight} ${Math.round(size)}px ${font}`;
  ctx.textAlign = align;
  ctx.textBaseline = base;
  if (max) ctx.fillText(str, x, y, max);
  else ctx.fillText(str, x, y);
}

/** `str` broken at spaces into lines of at most `max` px in the context's current font. */
export function wrapLines(ctx, str, max) {
  const lines = [];
  let line = "";
  for (const word of String(str).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > max) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** `str` broken into lines of at most `max` px: at spaces, and inside a word that alone is
 * wider than a line (Japanese has no spaces between words). */
function breakLines(ctx, str, max) {
  return wrapLines(ctx, str, max).flatMap((line) => {
    if (ctx.measureText(line).width <= max) return [line];
    const parts = [];
    let part = "";
    for (const ch of line) {
      if (part && ctx.measureText(part + ch).width > max) {
        parts.push(part);
        part = ch.trimStart();
      } else {
        part += ch;
      }
    }
    if (part) parts.push(part);
    return parts;
  });
}

/**
 * A sentence set whole in a box of w x h px: the largest whole px size from `max` down at which
 * its lines (broken as breakLines does, `lead` times the size apart) fit, down to `floor`.
 * Never cut: at `floor` the caller still gets every line. Returns {size, lines, lead}.
 */
export function fitLines(ctx, str, w, h, { max = 16, floor = 6, weight = "normal",
  font = UI_FONT, lead = 1.2 } = {}) {
  let size = Math.max(floor, Math.floor(Math.min(max, h / lead)));
  for (;; size -= 1) {
    ctx.font = `${weight} ${size}px ${font}`;
    const lines = breakLines(ctx, str, w);
    if (lines.length * size * lead <= h + 0.5 || size <= floor) return { size, lines, lead };
  }
}

/** Draw fitLines' lines centred on the box's height, from its left (or right with align). */
export function drawLines(ctx, fit, r, { color = DEFAULTS.text, weight = "normal", align = "left",
  font = UI_FONT } = {}) {
  const { size, lines, lead } = fit;
  const top = r.y + (r.h - lines.length * size * lead) / 2 + (size * lead) / 2;
  const x = align === "right" ? r.x + r.w : align === "center" ? r.x + r.w / 2 : r.x;
  lines.forEach((line, i) => text(ctx, line, x, top + i * size * lead,
    { size, color, weight, align, base: "middle", font }));
}

/** Legal-choice outline: a soft glow, brighter (and filled) when hovered or focused. */
export function drawHighlight(ctx, x, y, w, h, { hot = false, r = 6,
  color = DEFAULTS.highlight, soft = DEFAULTS.highlightSoft } = {}) {
  ctx.save();
  ctx.shadowColor = color;
  ctx.shadowBlur = hot ? 16 : 8;
  ctx.strokeStyle = color;
  ctx.lineWidth = hot ? 3 : 2;
  roundRect(ctx, x - 3, y - 3, w + 6, h + 6, r);
  ctx.stroke();
  if (hot) {
    ctx.shadowBlur = 0;
    ctx.fillStyle = soft;
    ctx.fill();
  }
  ctx.restore();
}

/** A seat's panel: a rounded box, its edge stronger for the seat to act. `ink` holds the
 * renderer's panel, panelEdge and panelActive colours. */
export function drawPanel(ctx, r, ink, { active = false, radius = 8 } = {}) {
  roundRect(ctx, r.x, r.y, r.w, r.h, radius);
  ctx.fillStyle = ink.panel;
  ctx.fill();
  ctx.strokeStyle = active ? ink.panelActive : ink.panelEdge;
  ctx.lineWidth = active ? 2.5 : 1;
  ctx.stroke();
}
