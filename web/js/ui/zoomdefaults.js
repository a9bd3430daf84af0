// The starting zoom of a board, per game and screen size (a view preference, not a rule). A
// table whose print is smallest on a phone (the Pax Pamir cards, the Mexica cells, the Pyramids
// tiles) starts zoomed in a little at its top left (ui/zoom.js: the header and the start of
// the board), the rest a swipe away; the others, and every table on a tablet (or a 720-px blog
// column) or a desktop, start on the whole table: pinch or + goes further. Pyramids' smallest
// text (MIN_TEXT in games/pyramids/theme.js) times its phone zoom is at least 11 CSS px.
// Classes go by the canvas's width (the board's box), not the window's.

/** "phone" (< 600 CSS px wide), "tablet" (< 900) or "desktop": zooms are kept per class. */
export function sizeClass(width) {
  if (width < 600) return "phone";
  return width < 900 ? "tablet" : "desktop";
}

// The whole table stays one "fit" tap away (the ⤢ button); pinch goes from 1 to 4.
const START = {
  phone: { paxpamir: 1.4, mexica: 1.3, pyramids: 1.5 },
  tablet: {},
  desktop: {},
};

/** The starting scale of `game`'s board on a canvas `w` CSS px wide (1: the whole table). */
export function startScale(game, w) {
  return START[sizeClass(w)][game] ?? 1;
}
