// The renderer interface: what the table (table.js), the app, the embeds and the position editor
// may ask of a game's drawing, declared once here with the defaults of its optional members.
// Every game's render.js builds its renderer with defineRenderer(), so a missing member fails
// when the renderer is made, never later when a page happens to need it; the shell then calls
// every member without asking whether it is there.

import { genericRows } from "../ui/endscreen.js";

/**
 * @typedef {{x: number, y: number, w: number, h: number}} Rect  (board units, CSS px at zoom 1)
 * @typedef {{title: string, lines?: string[]}} Facts  what a place or a choice is, in words
 *
 * @typedef {object} Renderer
 * Required:
 * @property {(w: number, h: number) => void} layout  the canvas's CSS size changed
 * @property {(ctx: CanvasRenderingContext2D, view: object, ui: object) => void} draw  draw a view
 *   (ui: {hover, names, fresh, arrived, progress}); it also records the regions below
 * @property {(x: number, y: number) => (object|null)} hitTest  the offered action at a point
 * @property {() => Array<Rect & {action: object}>} regions  every offered action's box
 * Optional (the default in brackets):
 * @property {(x: number, y: number) => (Facts|null)} infoAt  facts at a point [none]
 * @property {(x: number, y: number) => (object|null)} placeAt  the place at a point, for the
 *   position editor's picking [none]
 * @property {() => Array<Rect & {place: object}>} places  every place drawn [none]
 * @property {(view: object, action: object) => (Facts|null)} facts  facts of a choice in the
 *   list [none]
 * @property {(prev: object, next: object) => Set<string|number>} changes  what moved between
 *   two views, outlined as recent [nothing]
 * @property {(result: object) => Array<object>} scoreRows  the end screen's rows [the
 *   result's scores only: ui/endscreen.js genericRows]
 * @property {(view: object, seat: number) => (string|null)} seatName  the name of a seat the
 *   lobby does not list, e.g. an automated opponent [none: the lobby's names]
 * @property {(view: object, seat: number) => (string|null)} seatColor  the CSS colour the board
 *   gives a seat (the page marks the seat's lines with it, e.g. "Since your last turn") [none]
 * @property {(help: object, lang: string) => void} setHelp  the engine's help table of a
 *   language (the rules' own words), asked once per game and language [ignored]
 * @property {(w: number, players: number) => number} preferredHeight  canvas height wanted at
 *   width w where the page follows it (a portrait screen, a blog column) [w: square]
 * @property {number} wideFrom  the narrowest frame (CSS px) that shows the landscape table
 *   in an embed [560]
 * @property {(view: object) => {hand?: Rect, players?: Rect}} areas  named areas of the board
 *   as last laid out (board units), which a phone shows enlarged in a sheet of their own (the
 *   player's hand, the other players) [none]
 * @property {{rounds: string[], turns: string[]}} replayJumps  the log keys that open a round
 *   and a turn, where the replay's jump buttons stop [none: a turn starts when another seat
 *   acts]
 */

const REQUIRED = ["layout", "draw", "hitTest", "regions"];

const DEFAULTS = {
  infoAt: () => null,
  placeAt: () => null,
  places: () => [],
  facts: () => null,
  changes: () => new Set(),
  scoreRows: (result) => genericRows(result),
  seatName: () => null,
  seatColor: () => null,
  setHelp: () => {},
  preferredHeight: (w) => w,
  wideFrom: 560,
  areas: () => ({}),
  replayJumps: { rounds: [], turns: [] },
};

const FUNCTIONS = new Set([...REQUIRED, ...Object.keys(DEFAULTS)
  .filter((name) => typeof DEFAULTS[name] === "function")]);

/** The names of the interface's members (the required ones first). */
export const MEMBERS = [...REQUIRED, ...Object.keys(DEFAULTS)];

/**
 * A game's renderer: `members` over the defaults. Throws when a required member is missing, a
 * member is not of its kind (a function, a number, an object), or a name is not in the
 * interface (a misspelt member would otherwise be a silent default).
 * @param {Partial<Renderer>} members
 * @returns {Renderer}
 */
export function defineRenderer(members) {
  const missing = REQUIRED.filter((name) => !(name in members));
  if (missing.length) throw new Error(`a renderer needs ${missing.join(", ")}`);
  for (const [name, value] of Object.entries(members)) {
    if (!MEMBERS.includes(name)) throw new Error(`a renderer has no member ${name}`);
    const kind = FUNCTIONS.has(name) ? "function" : typeof DEFAULTS[name];
    if (typeof value !== kind || value === null) {
      throw new Error(`renderer.${name} must be a ${kind}`);
    }
  }
  return Object.freeze({ ...DEFAULTS, ...members });
}

/**
 * The board's CSS height in a frame `width` px wide, for the app and the embeds alike: the
 * renderer's portrait height (preferredHeight, at most `maxRatio` times the width) on a narrow
 * frame, `landscape` (a height, or null: the page's own layout decides) on a wide one.
 */
export function boardHeight(renderer, width, players, { narrow, landscape = null,
  maxRatio = Infinity }) {
  if (!narrow) return landscape;
  return Math.min(renderer.preferredHeight(width, players), width * maxRatio);
}
