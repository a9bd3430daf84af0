// Colours and sizes of the Pax Pamir table, as data (no drawing code here).
// Coalition colours follow the box (reference/paxpamir/map.md: Afghan green, British pink,
// Russian yellow); player colours are chosen apart from them.

export const COALITION = {
  afghan: { fill: "#3f8f4f", light: "#7cc48a", dark: "#1f5a2c", ink: "#f4f1e6" },
  british: { fill: "#e07f9f", light: "#f4b5c9", dark: "#96425f", ink: "#2a1010" },
  russian: { fill: "#e2c23f", light: "#f5e08a", dark: "#8f7714", ink: "#2a2208" },
};
export const COALITIONS = ["afghan", "british", "russian"];
/** Blocks drawn on cards (the player's coalition, whichever it is). */
export const NEUTRAL = { fill: "#8a7a62", light: "#b3a487", dark: "#4d4232", ink: "#fff" };

/** Seat (cylinder) colours. */
export const SEAT = ["#4f8fe6", "#b583e6", "#f1ece0", "#f0913f", "#38c6c6"];
/** Text colour on a seat colour. */
export const SEAT_INK = ["#0d1a2e", "#1f0d2e", "#262018", "#2a1606", "#06201f"];

export const SUITS = ["political", "intelligence", "economic", "military"];
export const SUIT = {
  political: { fill: "#b5892a", dark: "#6e5217", letter: "P" },
  intelligence: { fill: "#3a6bb0", dark: "#1f3d68", letter: "I" },
  economic: { fill: "#2f8b78", dark: "#17524a", letter: "E" },
  military: { fill: "#a83a30", dark: "#62201a", letter: "M" },
};

export const INK = {
  table: "#1d1a15",
  tableEdge: "#2b261e",
  panel: "#2c261d",
  panelEdge: "#4a4031",
  panelActive: "#e8c25a",
  text: "#f1e9d6",
  muted: "#bcae92",
  faint: "#7f735e",
  paper: "#efe4c8",
  paperEdge: "#9a8660",
  paperInk: "#3a2d1a",
  land: "#d9c79c",
  landDark: "#b9a273",
  mountain: "#8d7b5a",
  border: "#5d4a2c",
  back: "#5a4631",
  backLine: "#8e7350",
  coin: "#e9c35a",
  coinDark: "#8d6b16",
  highlight: "#ffd54a",
  highlightSoft: "rgba(255, 213, 74, 0.25)",
  warn: "#f2b84b",
  shade: "rgba(18, 14, 10, 0.55)",
};

/** Region tints on the map (by region id), close to each other: one land, six provinces. */
export const REGION_TINT = {
  201: "#d8cba0", 202: "#d6bd93", 203: "#e0cf9f", 204: "#d3c490", 205: "#dcc595", 206: "#cfc796",
};

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Card height / width. */
export const CARD_RATIO = 1.4;
