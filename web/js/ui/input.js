// Pointer input: canvas coordinates -> the renderer's hit regions -> a candidate action.
// Nothing here knows a game; the table sends a candidate only if it is one of view.actions.
// A mouse (or pen) click acts at once; a touch tap or a long press only reports what it touched
// (onTouch): the table shows its facts and acts on a second tap or the sheet's confirm button.
// Two taps at one spot within DOUBLE_MS are a double tap (onDoubleTap: the board zooms there);
// its first tap was reported as a tap, its second is not. A first tap on an offered place never
// starts a double tap: however quick, the second tap there acts (the two taps of a choice).

/** Stable text key of an action object (key order does not matter). */
export function actionKey(action) {
  if (action === null || action === undefined) return "";
  const keys = Object.keys(action).sort();
  return JSON.stringify(keys.map((k) => [k, action[k]]));
}

/** The entry of `actions` equal to `candidate`, or null. */
export function findAction(actions, candidate) {
  if (!candidate || !Array.isArray(actions)) return null;
  const key = actionKey(candidate);
  return actions.find((a) => actionKey(a) === key) || null;
}

export const TAP_SLOP = 10; // CSS px a finger may move and still tap
export const DRAG_SLOP = 6; // CSS px a mouse may move and still click (more: it panned the board)
const LONG_MS = 500;
const DOUBLE_MS = 300; // the most time between the two taps of a double tap
const DOUBLE_SLOP = 30; // CSS px the two taps of a double tap may lie apart

/**
 * Listen on the canvas. hitTest(x, y) -> action|null; infoAt(x, y) -> facts|null, both in board
 * units; toBoard(x, y) -> {x, y} turns canvas CSS px into board units (the zoom).
 * onAction(action) on a mouse click; onTouch(action, info, long, clientY) on a touch tap or a
 * long press; onDoubleTap(x, y) (canvas CSS px) on a double tap;
 * onHover(action|null, info|null, x, y, clientX, clientY) on a mouse move.
 * Returns {forgetTap()}.
 */
export function attachInput(canvas, {
  hitTest, infoAt, onAction, onHover, onTouch = null, onDoubleTap = () => {},
  toBoard = (x, y) => ({ x, y }),
}) {
  function local(event) {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  function at(event) {
    const p = local(event);
    const b = toBoard(p.x, p.y);
    return { action: hitTest(b.x, b.y), info: infoAt ? infoAt(b.x, b.y) : null, ...b };
  }

  watchMouse(canvas, { local, at, onAction, onHover, touchToo: Boolean(onTouch) });
  const touch = onTouch ? watchTouch(canvas, { local, at, onTouch, onDoubleTap }) : null;
  return {
    /** The board shows something new: the next tap starts afresh (no double tap with a tap
     * on what was there before). */
    forgetTap: () => touch?.forgetTap(),
  };
}

/** A mouse (or pen): hover reports, a click acts (a drag that panned the board does not). */
function watchMouse(canvas, { local, at, onAction, onHover, touchToo }) {
  let down = null; // where the mouse went down (a drag pans: no click)
  canvas.addEventListener("pointerdown", (event) => {
    if (event.pointerType !== "touch") down = local(event);
  });
  canvas.addEventListener("pointermove", (event) => {
    if (event.pointerType === "touch") return;
    const hit = at(event);
    canvas.style.cursor = hit.action ? "pointer" : "default";
    const p = local(event);
    onHover(hit.action, hit.info, p.x, p.y, event.clientX, event.clientY);
  });
  canvas.addEventListener("pointerleave", (event) => {
    if (event.pointerType === "touch") return;
    canvas.style.cursor = "default";
    onHover(null, null, -1, -1, 0, 0);
  });
  canvas.addEventListener("click", (event) => {
    // A touch's click is the tap handled by watchTouch (the table decides); a drag panned.
    if (event.pointerType === "touch" || (touchToo && event.sourceCapabilities?.firesTouchEvents)) {
      return;
    }
    const p = local(event);
    if (down && Math.hypot(p.x - down.x, p.y - down.y) > DRAG_SLOP) return;
    const hit = at(event);
    if (hit.action) onAction(hit.action);
  });
}

/** A finger: a tap or a long press reports what it touched; two fingers or a drag do not. */
function watchTouch(canvas, { local, at, onTouch, onDoubleTap }) {
  let press = null; // the touch now down: {id, x, y, long, many, timer}
  let touchDown = 0; // pointers of the touch gesture still down
  let lastTap = null; // {x, y, time} of the last tap (the first of a double tap?)
  const endPress = () => {
    if (press) clearTimeout(press.timer);
    press = null;
  };
  canvas.addEventListener("pointerdown", (event) => {
    if (event.pointerType !== "touch") return;
    touchDown += 1;
    if (press) { // a second finger: a pinch, not a tap
      press.many = true;
      clearTimeout(press.timer);
      return;
    }
    const p = local(event);
    press = { id: event.pointerId, x: p.x, y: p.y, long: false, many: false };
    press.timer = setTimeout(() => {
      if (!press || press.many) return;
      press.long = true;
      const hit = at(event);
      if (hit.action || hit.info) onTouch(hit.action, hit.info, true, event.clientY);
    }, LONG_MS);
  });
  canvas.addEventListener("pointermove", (event) => {
    if (event.pointerType !== "touch" || !press || event.pointerId !== press.id) return;
    const p = local(event);
    if (Math.hypot(p.x - press.x, p.y - press.y) > TAP_SLOP) {
      press.many = true; // a drag: no tap, no long press
      clearTimeout(press.timer);
    }
  });
  const lift = (event, cancelled) => {
    if (event.pointerType !== "touch") return;
    touchDown = Math.max(0, touchDown - 1);
    if (press && event.pointerId === press.id) {
      const tap = !cancelled && !press.many && !press.long;
      endPress();
      if (tap && touchDown === 0) tapped(event);
    }
    if (touchDown === 0) endPress();
  };
  const tapped = (event) => {
    const p = local(event);
    const double = lastTap && event.timeStamp - lastTap.time <= DOUBLE_MS
      && Math.hypot(p.x - lastTap.x, p.y - lastTap.y) <= DOUBLE_SLOP;
    if (double) {
      lastTap = null;
      onDoubleTap(p.x, p.y);
      return;
    }
    const hit = at(event);
    // A tap on an offered place starts a choice, not a double tap: the next tap there acts.
    lastTap = hit.action ? null : { ...p, time: event.timeStamp };
    onTouch(hit.action, hit.info, false, event.clientY);
  };
  canvas.addEventListener("pointerup", (event) => lift(event, false));
  canvas.addEventListener("pointercancel", (event) => lift(event, true));
  return {
    forgetTap() {
      lastTap = null;
    },
  };
}
