// Zoom and pan of the board: one view transform (scale, then an offset in CSS px) that canvas.js
// applies before the renderer draws and input.js undoes before hit-testing, so a renderer lays
// out, draws and hit-tests in its own board units and never knows the zoom. Driven by pinch and
// drag (touch; drag with a mouse when zoomed), ctrl+wheel, the +/−/fit buttons, and the keys
// +, −, 0 and the arrows on the focused board. The view is remembered per game and screen size
// (localStorage); the first time, the renderer's starting zoom for the screen size (a view
// preference, not a rule: a table whose print is smallest on a phone starts zoomed in a little
// at its top left, the header and the start of the board, the rest a swipe away).

import { t } from "../i18n/index.js";

const MIN = 1;
const MAX = 4;
const STEP = 1.25;
const PAN = 48; // CSS px per arrow key
const KEY = "tablero.zoom";

const clampTo = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

/** "phone" (< 600 CSS px wide), "tablet" (< 900) or "desktop": zooms are kept per class.
 * Classes go by the canvas's width (the board's box), not the window's. */
export function sizeClass(width) {
  if (width < 600) return "phone";
  return width < 900 ? "tablet" : "desktop";
}

function readSaved() {
  try {
    return JSON.parse(window.localStorage.getItem(KEY) || "{}") || {};
  } catch {
    return {};
  }
}

function writeSaved(all) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // private mode: the zoom lasts for this page only
  }
}

/** The view to remember: the scale and the centre of the screen in board fractions (the same
 * place after a resize). */
function remembered({ scale, x, y, w, h }) {
  return {
    s: +scale.toFixed(3),
    cx: +((w / 2 - x) / (w * scale)).toFixed(4),
    cy: +((h / 2 - y) / (h * scale)).toFixed(4),
  };
}

/**
 * The zoom of one board <canvas>. onChange() runs after every change (redraw). The returned
 * object gives the transform for canvas.js, toBoard/toScreen for hit-testing and tests, and
 * controls(parent) puts the buttons in the board's box, before the board.
 */
export function createZoom(board, { onChange }) {
  // scale and offset (x, y), the canvas's CSS size (w, h), the game's id and starting zooms.
  const z = { scale: 1, x: 0, y: 0, w: 1, h: 1, game: null, start: {}, buttons: null };

  function changed(remember = true) {
    z.scale = clampTo(z.scale, MIN, MAX);
    z.x = clampTo(z.x, z.w - z.w * z.scale, 0);
    z.y = clampTo(z.y, z.h - z.h * z.scale, 0);
    sync(board, z);
    if (remember && z.game) {
      const all = readSaved();
      all[`${z.game}:${sizeClass(z.w)}`] = remembered(z);
      writeSaved(all);
    }
    onChange();
  }

  const moves = {
    /** Scale by `factor` keeping the canvas point (px, py) still. */
    zoomAt(factor, px = z.w / 2, py = z.h / 2) {
      const bx = (px - z.x) / z.scale;
      const by = (py - z.y) / z.scale;
      z.scale = clampTo(z.scale * factor, MIN, MAX);
      z.x = px - bx * z.scale;
      z.y = py - by * z.scale;
      changed();
    },
    panBy(dx, dy) {
      z.x += dx;
      z.y += dy;
      changed();
    },
    reset() {
      Object.assign(z, { scale: 1, x: 0, y: 0 });
      changed();
    },
  };

  attachGestures(board, z, moves);
  attachKeys(board, z, moves);
  return {
    ...moves,
    /** The board of another game (or the same one again): its own remembered zoom, else
     * `start` ({phone, tablet, desktop}: the renderer's starting zoom of each size class). */
    setGame(id, start = {}) {
      z.game = id || null;
      z.start = start;
      if (z.w > 1) restore(z, changed);
    },
    /** The canvas's CSS size changed (first layout, rotation, resize). */
    setSize(w, h) {
      const first = z.w <= 1 || sizeClass(w) !== sizeClass(z.w);
      const cx = (z.w / 2 - z.x) / (z.w * z.scale);
      const cy = (z.h / 2 - z.y) / (z.h * z.scale);
      Object.assign(z, { w, h });
      if (first) {
        restore(z, changed);
        return;
      }
      z.x = w / 2 - cx * w * z.scale;
      z.y = h / 2 - cy * h * z.scale;
      changed(false);
    },
    controls: (parent) => zoomButtons(board, parent, z, moves),
    transform: () => ({ scale: z.scale, x: z.x, y: z.y }),
    /** Canvas CSS px -> board units (what the renderer hit-tests). */
    toBoard: (px, py) => ({ x: (px - z.x) / z.scale, y: (py - z.y) / z.scale }),
    /** A board rectangle -> where it is on the canvas (CSS px). */
    toScreen: (r) => ({ ...r, x: r.x * z.scale + z.x, y: r.y * z.scale + z.y, w: r.w * z.scale,
      h: r.h * z.scale }),
  };
}

/** Show the view remembered for this game and size, else the starting zoom at the top left:
 * the canvas header (whose turn, the scores) and the start of the board, where a reader
 * starts; a pan reveals the rest. */
function restore(z, changed) {
  const saved = z.game ? readSaved()[`${z.game}:${sizeClass(z.w)}`] : null;
  const ok = saved && Number.isFinite(saved.s) && Number.isFinite(saved.cx)
    && Number.isFinite(saved.cy);
  z.scale = clampTo(ok ? saved.s : z.start[sizeClass(z.w)] ?? 1, MIN, MAX);
  z.x = ok ? z.w / 2 - saved.cx * z.w * z.scale : 0;
  z.y = ok ? z.h / 2 - saved.cy * z.h * z.scale : 0;
  changed(false);
}

/** The board's touch-action (a zoomed board pans itself) and the buttons' states. */
function sync(board, { scale, buttons }) {
  board.style.touchAction = scale > 1.001 ? "none" : "pan-y";
  board.dataset.zoom = scale.toFixed(2);
  if (!buttons) return;
  buttons.zoomIn.disabled = scale >= MAX - 0.001;
  buttons.zoomOut.disabled = scale <= MIN + 0.001;
  buttons.fit.disabled = scale <= MIN + 0.001;
}

function local(board, event) {
  const rect = board.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

/** Pinch (two touch pointers) and drag (one touch pointer when zoomed, or a mouse when
 * zoomed); ctrl+wheel zooms at the pointer. */
function attachGestures(board, z, { zoomAt, panBy }) {
  const touches = new Map(); // pointerId -> {x, y} (canvas px) of the pointers now down
  let drag = null; // {x, y} of a mouse drag that pans
  board.addEventListener("pointerdown", (event) => {
    const p = local(board, event);
    if (event.pointerType === "touch") touches.set(event.pointerId, p);
    else if (event.button === 0 && z.scale > 1.001) drag = p;
  });
  board.addEventListener("pointermove", (event) => {
    const p = local(board, event);
    if (event.pointerType !== "touch") {
      if (!drag || !(event.buttons & 1)) return;
      panBy(p.x - drag.x, p.y - drag.y);
      drag = p;
      return;
    }
    const before = touches.get(event.pointerId);
    if (!before) return;
    if (touches.size >= 2) {
      const [a, b] = [...touches.values()];
      const other = a === before ? b : a;
      const d0 = Math.hypot(before.x - other.x, before.y - other.y);
      const d1 = Math.hypot(p.x - other.x, p.y - other.y);
      const mid = { x: (p.x + other.x) / 2, y: (p.y + other.y) / 2 };
      if (d0 > 4) zoomAt(d1 / d0, mid.x, mid.y);
      panBy((p.x - before.x) / 2, (p.y - before.y) / 2);
    } else if (z.scale > 1.001) {
      panBy(p.x - before.x, p.y - before.y);
    }
    touches.set(event.pointerId, p);
  });
  const up = (event) => {
    touches.delete(event.pointerId);
    if (event.pointerType !== "touch") drag = null;
  };
  board.addEventListener("pointerup", up);
  board.addEventListener("pointercancel", up);
  board.addEventListener("wheel", (event) => {
    if (!event.ctrlKey) return; // a plain wheel scrolls the page
    event.preventDefault();
    const p = local(board, event);
    zoomAt(Math.exp(-event.deltaY / 300), p.x, p.y);
  }, { passive: false });
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
