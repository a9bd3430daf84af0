// The games the front end can put on a table: one line per game, its id (as the engine names
// it) and its folder's declaration (<game>/index.js; game.js says what a game holds).
// Nothing else in web/js names a game. A page may add a game that is not shipped with
// registerGame (the browser tests' fixture game does); the app itself never calls it.

import { registerAll } from "../i18n/lang.js";

const GAMES = {
  paxpamir: () => import("./paxpamir/index.js"),
  troyes: () => import("./troyes/index.js"),
  pyramids: () => import("./pyramids/index.js"),
  mexica: () => import("./mexica/index.js"),
};

/** Games a page added to the shipped ones (registerGame), by id. */
const added = new Map();

/**
 * Add a game that is not in GAMES: `load` is its line, a function that imports its folder's
 * declaration. Call it before the page asks for its games (the lobby reads them once, at
 * start). Throws when the id is taken or `load` is not a function.
 */
export function registerGame(gameId, load) {
  if (hasGame(gameId)) throw new Error(`game ${gameId} is already registered`);
  if (typeof load !== "function") throw new Error(`game ${gameId} needs a loader function`);
  added.set(gameId, load);
}

/** True when the front end can draw this game's table. */
export function hasGame(gameId) {
  return Object.prototype.hasOwnProperty.call(GAMES, gameId) || added.has(gameId);
}

/** The ids of every game the front end knows. */
export function gameIds() {
  return [...Object.keys(GAMES), ...added.keys()];
}

async function declaration(gameId) {
  if (!hasGame(gameId)) throw new Error(`no table for game ${gameId}`);
  const load = added.get(gameId) ?? GAMES[gameId];
  return (await load()).default;
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
