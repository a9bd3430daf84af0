// The player's hands on the board's zoom (ui/zoom.js): one finger pans a zoomed board, two
// fingers pinch around their middle (and pan with it), a mouse drags a zoomed board, ctrl+wheel
// zooms at the pointer. (A double tap is told from a tap by ui/input.js, which sees the taps.)
//
// A board never traps the page: a whole board leaves vertical swipes to the page (touch-action
// pan-y, zoom.js); a zoomed one pans itself and hands the page what it cannot take at its top or
// bottom edge, so a swipe past the board's edge scrolls on. A finger that moves less than a tap
// may (input.js TAP_SLOP) pans nothing: a tap never nudges the view.

import { DRAG_SLOP, TAP_SLOP } from "./input.js";

function local(board, event) {
  const rect = board.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

/**
 * zoom: {scale(), zoomAt(factor, px, py), panBy(dx, dy) -> the dy left over}, the player's
 * moves of ui/zoom.js.
 */
export function attachGestures(board, zoom) {
  const touches = new Map(); // pointerId -> {x, y, from: {x, y}, moved} (canvas px)
  let drag = null; // a mouse's drag: {x, y, from, moved}
  board.addEventListener("pointerdown", (event) => {
    const p = local(board, event);
    const entry = { ...p, from: p, moved: false };
    if (event.pointerType === "touch") touches.set(event.pointerId, entry);
    else if (event.button === 0) drag = entry;
  });
  board.addEventListener("pointermove", (event) => {
    const p = local(board, event);
    if (event.pointerType !== "touch") {
      if (drag && event.buttons & 1) pan(zoom, drag, p, DRAG_SLOP, false);
      return;
    }
    const before = touches.get(event.pointerId);
    if (!before) return;
    if (touches.size >= 2) pinch(zoom, touches, event.pointerId, p);
    else pan(zoom, before, p, TAP_SLOP, true);
  });
  const up = (event) => {
    if (event.pointerType !== "touch") drag = null;
    else touches.delete(event.pointerId);
    // The finger left of a pinch pans on from where it is (no jump, no tap slop again).
    for (const entry of touches.values()) entry.moved = true;
  };
  board.addEventListener("pointerup", up);
  board.addEventListener("pointercancel", up);
  board.addEventListener("wheel", (event) => {
    if (!event.ctrlKey) return; // a plain wheel scrolls the page
    event.preventDefault();
    const p = local(board, event);
    zoom.zoomAt(Math.exp(-event.deltaY / 300), p.x, p.y);
  }, { passive: false });
}

/** One pointer moved to `p`: pan a zoomed board once it left the slop; a finger hands the
 * page the vertical part the board could not take. */
function pan(zoom, entry, p, slop, finger) {
  if (!entry.moved && Math.hypot(p.x - entry.from.x, p.y - entry.from.y) <= slop) return;
  const [dx, dy] = [p.x - entry.x, p.y - entry.y];
  Object.assign(entry, { x: p.x, y: p.y, moved: true });
  if (zoom.scale() <= 1.001) return;
  const left = zoom.panBy(dx, dy);
  if (finger && Math.abs(left) >= 1) window.scrollBy(0, -left);
}

/** One of two fingers moved to `p`: scale by the change of their distance around their old
 * middle, and pan by the move of the middle. */
function pinch(zoom, touches, id, p) {
  const [a, b] = [...touches.entries()].slice(0, 2);
  if (a[0] !== id && b[0] !== id) return; // a third finger: the first two pinch
  const [moving, other] = a[0] === id ? [a[1], b[1]] : [b[1], a[1]];
  const d0 = Math.hypot(moving.x - other.x, moving.y - other.y);
  const d1 = Math.hypot(p.x - other.x, p.y - other.y);
  const mid0 = { x: (moving.x + other.x) / 2, y: (moving.y + other.y) / 2 };
  Object.assign(moving, { x: p.x, y: p.y, moved: true });
  other.moved = true;
  if (d0 > 4) zoom.zoomAt(d1 / d0, mid0.x, mid0.y);
  zoom.panBy((p.x + other.x) / 2 - mid0.x, (p.y + other.y) / 2 - mid0.y);
}
