// The games the front end can put on a table: one line per game, its id (as the engine names
// it) and its folder's declaration (<game>/index.js; game.js says what a game holds).
// Nothing else in web/js names a game.

import { registerAll } from "../i18n/lang.js";

const GAMES = {
  paxpamir: () => import("./paxpamir/index.js"),
  troyes: () => import("./troyes/index.js"),
  pyramids: () => import("./pyramids/index.js"),
  mexica: () => import("./mexica/index.js"),
};

/** True when the front end can draw this game's table. */
export function hasGame(gameId) {
  return Object.prototype.hasOwnProperty.call(GAMES, gameId);
}

/** The ids of every game the front end knows. */
export function gameIds() {
  return Object.keys(GAMES);
}

async function declaration(gameId) {
  if (!hasGame(gameId)) throw new Error(`no table for game ${gameId}`);
  return (await GAMES[gameId]()).default;
}

/** A fresh renderer for the game (the interface: renderer.js). */
export async function loadRenderer(gameId) {
  return (await declaration(gameId)).renderer();
}

/** Register the game's words (its strings.js) in every language. */
export async function loadStrings(gameId) {
  registerAll(await (await declaration(gameId)).strings());
}

/** The game's direct edits for the position editor: createEdits({describe, apply, view}). */
export async function loadEdits(gameId) {
  return (await declaration(gameId)).edits();
}
