// Pointer input: canvas coordinates -> the renderer's hit regions -> a candidate action.
// Nothing here knows a game; main.js sends a candidate only if it is one of view.actions.

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

/**
 * Listen on the canvas. hitTest(x, y) -> action|null; infoAt(x, y) -> facts|null.
 * onAction(action) on click/tap; onHover(action|null, info|null, x, y, clientX, clientY) on move.
 */
export function attachInput(canvas, { hitTest, infoAt, onAction, onHover }) {
  function local(event) {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  canvas.addEventListener("pointermove", (event) => {
    const { x, y } = local(event);
    const action = hitTest(x, y);
    const info = infoAt ? infoAt(x, y) : null;
    canvas.style.cursor = action ? "pointer" : "default";
    onHover(action, info, x, y, event.clientX, event.clientY);
  });
  canvas.addEventListener("pointerleave", () => {
    canvas.style.cursor = "default";
    onHover(null, null, -1, -1, 0, 0);
  });
  canvas.addEventListener("click", (event) => {
    const { x, y } = local(event);
    const action = hitTest(x, y);
    if (action) onAction(action);
  });
}
