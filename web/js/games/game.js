// A game on the front end is its folder, web/js/games/<game>/, and one line in registry.js.
// The folder's index.js declares what the shell may load of it, each part only when needed:
// the renderer (render.js, built with renderer.js's defineRenderer), the words of its table
// (strings.js: STRINGS = {en, ja, es}) and the position editor's direct edits (edits.js:
// createEdits({describe, apply, view}) -> {panel, refresh(spec), pick(place)}). Its name and
// example position come from the engine's "games" answer, not from here.

const PARTS = ["renderer", "strings", "edits"];

/**
 * A game's declaration: {renderer() -> Promise<Renderer>, strings() -> Promise<{en, ja, es}>,
 * edits() -> Promise<createEdits>}. Throws when a part is missing or not a loader.
 */
export function defineGame(parts) {
  for (const name of PARTS) {
    if (typeof parts[name] !== "function") throw new Error(`a game needs a ${name}() loader`);
  }
  const extra = Object.keys(parts).filter((name) => !PARTS.includes(name));
  if (extra.length) throw new Error(`a game has no part ${extra.join(", ")}`);
  return Object.freeze({ ...parts });
}
