// Game id -> its renderer module (loaded on demand). A new game adds a folder and one line here.

const RENDERERS = {
  paxpamir: () => import("./paxpamir/render.js"),
  mexica: () => import("./mexica/render.js"),
  pyramids: () => import("./pyramids/render.js"),
  troyes: () => import("./troyes/render.js"),
};

/** True when the front end can draw this game's table. */
export function hasRenderer(gameId) {
  return Object.prototype.hasOwnProperty.call(RENDERERS, gameId);
}

/** A fresh renderer for the game: {layout, draw, hitTest, infoAt, regions, facts}. */
export async function loadRenderer(gameId) {
  if (!hasRenderer(gameId)) throw new Error(`no table for game ${gameId}`);
  const module = await RENDERERS[gameId]();
  return module.createRenderer();
}
