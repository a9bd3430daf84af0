// Zoom and pan of the board: one view transform (scale, then an offset in CSS px) that canvas.js
// applies before the renderer draws and input.js undoes before hit-testing, so a renderer lays
// out, draws and hit-tests in its own board units and never knows the zoom. Driven by pinch and
// drag (touch; drag with a mouse when zoomed), ctrl+wheel, the +/−/fit buttons, and the keys
// +, −, 0 and the arrows on the focused board. The view is remembered per game and screen size
// (localStorage); the first time, a starting zoom per game and screen size (zoomdefaults.js).

import { t } from "../i18n/index.js";
import { startScale, sizeClass } from "./zoomdefaults.js";

const MIN = 1;
const MAX = 4;
const STEP = 1.25;
const PAN = 48; // CSS px per arrow key
const KEY = "tablero.zoom";

const clampTo = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

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

/**
 * The zoom of one board <canvas>. onChange() runs after every change (redraw). The returned
 * object gives the transform for canvas.js, toBoard/toScreen for hit-testing and tests, and
 * controls(parent) puts the buttons in the board's box, before the board.
 */
export function createZoom(board, { onChange }) {
  let scale = 1;
  let x = 0;
  let y = 0;
  let w = 1;
  let h = 1;
  let game = null;
  let buttons = null;
  const touches = new Map(); // pointerId -> {x, y} (canvas px) of the pointers now down
  let drag = null; // {x, y} of a mouse drag that pans

  function clamp() {
    scale = clampTo(scale, MIN, MAX);
    x = clampTo(x, w - w * scale, 0);
    y = clampTo(y, h - h * scale, 0);
  }

  /** The board's touch-action (a zoomed board pans itself) and the buttons' states. */
  function sync() {
    board.style.touchAction = scale > 1.001 ? "none" : "pan-y";
    board.dataset.zoom = scale.toFixed(2);
    if (!buttons) return;
    buttons.zoomIn.disabled = scale >= MAX - 0.001;
    buttons.zoomOut.disabled = scale <= MIN + 0.001;
    buttons.fit.disabled = scale <= MIN + 0.001;
  }

  function changed(remember = true) {
    clamp();
    sync();
    if (remember && game) {
      const all = readSaved();
      // The centre of the screen, in board fractions: the same place after a resize.
      all[`${game}:${sizeClass(w)}`] = {
        s: +scale.toFixed(3),
        cx: +((w / 2 - x) / (w * scale)).toFixed(4),
        cy: +((h / 2 - y) / (h * scale)).toFixed(4),
      };
      writeSaved(all);
    }
    onChange();
  }

  /** Scale by `factor` keeping the canvas point (px, py) still. */
  function zoomAt(factor, px = w / 2, py = h / 2) {
    const bx = (px - x) / scale;
    const by = (py - y) / scale;
    scale = clampTo(scale * factor, MIN, MAX);
    x = px - bx * scale;
    y = py - by * scale;
    changed();
  }

  function panBy(dx, dy) {
    x += dx;
    y += dy;
    changed();
  }

  function reset() {
    scale = 1;
    x = 0;
    y = 0;
    changed();
  }

  /** Show the view remembered for this game and size, else the starting zoom at the top left:
   * the canvas header (whose turn, the scores) and the start of the board, where a reader
   * starts; a pan reveals the rest. */
  function restore() {
    const saved = game ? readSaved()[`${game}:${sizeClass(w)}`] : null;
    const ok = saved && Number.isFinite(saved.s) && Number.isFinite(saved.cx)
      && Number.isFinite(saved.cy);
    scale = clampTo(ok ? saved.s : startScale(game, w, h), MIN, MAX);
    x = ok ? w / 2 - saved.cx * w * scale : 0;
    y = ok ? h / 2 - saved.cy * h * scale : 0;
    changed(false);
  }

  /** The board of another game (or the same one again): its own remembered zoom. */
  function setGame(id) {
    game = id || null;
    if (w > 1) restore();
  }

  /** The canvas's CSS size changed (first layout, rotation, resize). */
  function setSize(nw, nh) {
    const first = w <= 1 || sizeClass(nw) !== sizeClass(w);
    const cx = (w / 2 - x) / (w * scale);
    const cy = (h / 2 - y) / (h * scale);
    w = nw;
    h = nh;
    if (first) {
      restore();
      return;
    }
    x = w / 2 - cx * w * scale;
    y = h / 2 - cy * h * scale;
    changed(false);
  }

  function local(event) {
    const rect = board.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  // Pinch (two touch pointers) and drag (one touch pointer when zoomed, or a mouse when zoomed).
  board.addEventListener("pointerdown", (event) => {
    const p = local(event);
    if (event.pointerType === "touch") touches.set(event.pointerId, p);
    else if (event.button === 0 && scale > 1.001) drag = p;
  });
  board.addEventListener("pointermove", (event) => {
    const p = local(event);
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
    } else if (scale > 1.001) {
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
    const p = local(event);
    zoomAt(Math.exp(-event.deltaY / 300), p.x, p.y);
  }, { passive: false });

  // Keys on the focused board.
  if (!board.hasAttribute("tabindex")) board.tabIndex = 0;
  board.setAttribute("aria-keyshortcuts", "+ - 0 ArrowLeft ArrowRight ArrowUp ArrowDown");
  board.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const moves = { ArrowLeft: [PAN, 0], ArrowRight: [-PAN, 0], ArrowUp: [0, PAN],
      ArrowDown: [0, -PAN] };
    if (event.key === "+" || event.key === "=") zoomAt(STEP);
    else if (event.key === "-" || event.key === "_") zoomAt(1 / STEP);
    else if (event.key === "0") reset();
    else if (moves[event.key] && scale > 1.001) panBy(...moves[event.key]);
    else return;
    event.preventDefault();
  });

  /** The +, − and fit buttons, in `parent` (the board's box): a row of its frame above the
   * board (app.css, embed.css), never over the table, and before the board in the tab order. */
  function controls(parent) {
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
    buttons = {
      zoomIn: make("+", "zoom.in", () => zoomAt(STEP)),
      zoomOut: make("−", "zoom.out", () => zoomAt(1 / STEP)),
      fit: make("⤢", "zoom.reset", () => reset()),
    };
    box.dataset.i18nLabel = "zoom.group";
    box.setAttribute("aria-label", t("zoom.group"));
    parent.insertBefore(box, board.parentElement === parent ? board : null);
    sync();
    return box;
  }

  return {
    controls, setGame, setSize, zoomAt, panBy, reset,
    transform: () => ({ scale, x, y }),
    /** Canvas CSS px -> board units (what the renderer hit-tests). */
    toBoard: (px, py) => ({ x: (px - x) / scale, y: (py - y) / scale }),
    /** A board rectangle -> where it is on the canvas (CSS px). */
    toScreen: (r) => ({ ...r, x: r.x * scale + x, y: r.y * scale + y, w: r.w * scale,
      h: r.h * scale }),
  };
}
