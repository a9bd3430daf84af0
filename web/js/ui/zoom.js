// Zoom and pan of the board: one view transform (scale, then an offset in CSS px) that canvas.js
// applies before the renderer draws and input.js undoes before hit-testing, so a renderer lays
// out, draws and hit-tests in its own board units and never knows the zoom.
//
// Two hands move it. The player: pinch, one-finger pan and double tap (ui/zoomgestures.js), a
// mouse drag and ctrl+wheel, the +/−/fit buttons, and the keys +, −, 0 and the arrows on the
// focused board. The table: when a decision starts it follows it (follow(): the offered places
// on screen and big enough to tap, ui/zoomfollow.js), unless the player moved the view during
// that decision (touched()). A board starts whole (fit); nothing is remembered across pages: a
// reload follows the decision again.

import { t } from "../i18n/index.js";
import { motionOff } from "./anim.js";
import { followView } from "./zoomfollow.js";
import { attachGestures } from "./zoomgestures.js";

const MIN = 1;
/** The most zoom: the smallest places a decision offers on a phone (7.9 CSS px on their smaller
 * side at the whole board on a 390-px screen: Pax Pamir's coalition rows, drawn scaled down
 * below 700 px) reach 40 px. */
export const MAX = 6;
const STEP = 1.25;
const PAN = 48; // CSS px per arrow key
const FINGER_PX = 40; // the least side of a place to tap with a finger (coarse pointers)
const FOLLOW_MS = 260;
const coarse = window.matchMedia("(pointer: coarse)");

const clampTo = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

/**
 * The zoom of one board <canvas>. onChange() runs after every change (redraw). The returned
 * object gives the transform for canvas.js, toBoard/toScreen for hit-testing and tests, the
 * player's moves, follow() for the table, and controls(parent) puts the buttons in the board's
 * box, before the board.
 */
export function createZoom(board, { onChange }) {
  // scale and offset (x, y); the canvas's CSS size (w, h); whether the player moved the view
  // since untouch(); a counter of changes (a drawing knows which transform it used); the
  // running follow animation.
  const z = { scale: 1, x: 0, y: 0, w: 1, h: 1, buttons: null, touched: false, version: 0,
    anim: null };

  function changed() {
    z.scale = clampTo(z.scale, MIN, MAX);
    z.x = clampTo(z.x, z.w - z.w * z.scale, 0);
    z.y = clampTo(z.y, z.h - z.h * z.scale, 0);
    z.version += 1;
    sync(board, z);
    onChange();
  }

  const moves = playerMoves(z, changed);
  attachGestures(board, { scale: () => z.scale, ...moves });
  attachKeys(board, z, moves);
  return {
    ...moves,
    ...tableMoves(z, changed),
    /** A new decision: the player has not moved the view during it yet. */
    untouch() {
      z.touched = false;
    },
    touched: () => z.touched,
    /** True while a follow is under way. */
    moving: () => z.anim !== null,
    /** A number that changes with every change of the transform. */
    version: () => z.version,
    controls: (parent) => zoomButtons(board, parent, z, moves),
    transform: () => ({ scale: z.scale, x: z.x, y: z.y }),
    /** Canvas CSS px -> board units (what the renderer hit-tests). */
    toBoard: (px, py) => ({ x: (px - z.x) / z.scale, y: (py - z.y) / z.scale }),
    /** A board rectangle -> where it is on the canvas (CSS px). */
    toScreen: (r) => ({ ...r, x: r.x * z.scale + z.x, y: r.y * z.scale + z.y, w: r.w * z.scale,
      h: r.h * z.scale }),
  };
}

/** The player's moves: each stops a follow under way and holds for this decision. */
function playerMoves(z, changed) {
  const byPlayer = (move) => (...args) => {
    z.touched = true;
    z.anim = null;
    return move(...args);
  };
  const moves = {
    /** Scale by `factor` keeping the canvas point (px, py) still. */
    zoomAt: byPlayer((factor, px = z.w / 2, py = z.h / 2) => {
      const bx = (px - z.x) / z.scale;
      const by = (py - z.y) / z.scale;
      z.scale = clampTo(z.scale * factor, MIN, MAX);
      z.x = px - bx * z.scale;
      z.y = py - by * z.scale;
      changed();
    }),
    /** Pan by (dx, dy) CSS px; the part of dy the board could not take (at its edge). */
    panBy: byPlayer((dx, dy) => {
      const y = z.y;
      z.x += dx;
      z.y += dy;
      changed();
      return dy - (z.y - y);
    }),
    reset: byPlayer(() => {
      Object.assign(z, { scale: 1, x: 0, y: 0 });
      changed();
    }),
  };
  /** Double tap: zoom in twice around (px, py), or out by half when already zoomed twice. */
  moves.toggleAt = (px, py) => moves.zoomAt(z.scale < 2 ? 2 : 0.5, px, py);
  return moves;
}

/** The table's moves: a new match, a new size, following a decision. */
function tableMoves(z, changed) {
  return {
    /** A new match on the board: the whole board, untouched. */
    open() {
      Object.assign(z, { scale: 1, x: 0, y: 0, touched: false, anim: null });
      changed();
    },
    /** The canvas's CSS size changed (first layout, rotation, resize, a bar that grows): the
     * same board point stays at the middle; a glide under way ends where it was going. */
    setSize(w, h) {
      const to = z.anim?.target;
      if (to) Object.assign(z, to);
      const cx = (z.w / 2 - z.x) / (z.w * z.scale);
      const cy = (z.h / 2 - z.y) / (z.h * z.scale);
      const first = z.w <= 1;
      Object.assign(z, { w, h, anim: null });
      z.x = first ? 0 : w / 2 - cx * w * z.scale;
      z.y = first ? 0 : h / 2 - cy * h * z.scale;
      changed();
    },
    /** Follow a decision offering `regions` (board units): move to them, eased unless motion
     * is off or `instant`. True when the view changed at once (draw again now). */
    follow(regions, instant = false) {
      const target = followView(regions, { w: z.w, h: z.h, now: z,
        minPx: coarse.matches ? FINGER_PX : 0, min: MIN, max: MAX });
      if (!target) return false;
      if (instant || motionOff()) {
        Object.assign(z, target, { anim: null });
        changed();
        return true;
      }
      glide(z, target, changed);
      return false;
    },
    /** No decision on the board any more (the bots' turn): back to the whole board, eased. */
    whole() {
      if (z.scale === 1 && z.x === 0 && z.y === 0) return;
      const target = { scale: 1, x: 0, y: 0 };
      if (!motionOff()) return glide(z, target, changed);
      Object.assign(z, target, { anim: null });
      changed();
    },
  };
}

/** Ease from the view now to `target`: the board point at the middle moves in a straight line
 * while the scale changes geometrically (a zoom that feels even), FOLLOW_MS long. */
function glide(z, target, changed) {
  const from = { scale: z.scale, cx: (z.w / 2 - z.x) / z.scale, cy: (z.h / 2 - z.y) / z.scale };
  const to = { cx: (z.w / 2 - target.x) / target.scale, cy: (z.h / 2 - target.y) / target.scale };
  const start = performance.now();
  const anim = { target };
  z.anim = anim;
  const step = (now) => {
    if (z.anim !== anim) return; // the player took over, or another follow began
    const p = Math.min(1, (now - start) / FOLLOW_MS);
    const e = 1 - (1 - p) ** 3;
    z.scale = from.scale * (target.scale / from.scale) ** e;
    z.x = z.w / 2 - (from.cx + (to.cx - from.cx) * e) * z.scale;
    z.y = z.h / 2 - (from.cy + (to.cy - from.cy) * e) * z.scale;
    if (p >= 1) Object.assign(z, target, { anim: null });
    changed();
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The board's touch-action and the buttons' states. A whole board lets a vertical swipe
 * scroll the page (pan-y); a zoomed one pans itself (none), handing to the page what it cannot
 * take (ui/zoomgestures.js). */
function sync(board, { scale, buttons }) {
  board.style.touchAction = scale > 1.001 ? "none" : "pan-y";
  board.dataset.zoom = scale.toFixed(2);
  if (!buttons) return;
  buttons.zoomIn.disabled = scale >= MAX - 0.001;
  buttons.zoomOut.disabled = scale <= MIN + 0.001;
  buttons.fit.disabled = scale <= MIN + 0.001;
}

/** Keys on the focused board: +, −, 0 and the arrows (when zoomed). */
function attachKeys(board, z, { zoomAt, panBy, reset }) {
  if (!board.hasAttribute("tabindex")) board.tabIndex = 0;
  board.setAttribute("aria-keyshortcuts", "+ - 0 ArrowLeft ArrowRight ArrowUp ArrowDown");
  board.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const moves = { ArrowLeft: [PAN, 0], ArrowRight: [-PAN, 0], ArrowUp: [0, PAN],
      ArrowDown: [0, -PAN] };
    if (event.key === "+" || event.key === "=") zoomAt(STEP);
    else if (event.key === "-" || event.key === "_") zoomAt(1 / STEP);
    else if (event.key === "0") reset();
    else if (moves[event.key] && z.scale > 1.001) panBy(...moves[event.key]);
    else return;
    event.preventDefault();
  });
}

/** The +, − and fit buttons, in `parent` (the board's box): a row of its frame above the
 * board (app.css, embed.css), never over the table, and before the board in the tab order. */
function zoomButtons(board, parent, z, { zoomAt, reset }) {
  const box = document.createElement("div");
  box.className = "zoom";
  box.setAttribute("role", "group");
  const make = (text, key, onClick) => {
    const el = document.createElement("button");
    el.type = "button";
    el.textContent = text;
    el.dataset.i18nLabel = key;
    el.setAttribute("aria-label", t(key));
    el.title = t(key);
    el.addEventListener("click", onClick);
    box.appendChild(el);
    return el;
  };
  z.buttons = {
    zoomIn: make("+", "zoom.in", () => zoomAt(STEP)),
    zoomOut: make("−", "zoom.out", () => zoomAt(1 / STEP)),
    fit: make("⤢", "zoom.reset", () => reset()),
  };
  box.dataset.i18nLabel = "zoom.group";
  box.setAttribute("aria-label", t("zoom.group"));
  parent.insertBefore(box, board.parentElement === parent ? board : null);
  sync(board, z);
  return box;
}
