// Colours and proportions of the Mexica table, as data (no drawing code here).

/** Piece colours by the engine's colour names (view.colours: the box's black, grey, tan and
 * red; the 2-player neutral takes a third one, view.neutral_colour). White is a fallback. */
export const PIECE = {
  black: { fill: "#26211c", light: "#4d443a", edge: "#f0e6d0", text: "#f0e6d0" },
  grey: { fill: "#8f979e", light: "#c3c9ce", edge: "#2a2520", text: "#1b1712" },
  tan: { fill: "#a9814f", light: "#d2ab78", edge: "#f3e3c4", text: "#fff3dc" },
  red: { fill: "#c23a2b", light: "#ea6c5a", edge: "#fbe2d8", text: "#fff3ee" },
  white: { fill: "#f2efe6", light: "#ffffff", edge: "#3b342b", text: "#2a241d" },
};

export const INK = {
  table: "#16202a",
  tableEdge: "#1f2d3a",
  panel: "#1e2a35",
  panelEdge: "#35495b",
  panelActive: "#e8c15a",
  text: "#eef1ea",
  muted: "#a9b7c2",
  faint: "#6c7d8b",
  lake: "#2f6f9a",
  lakeDeep: "#255a80",
  wave: "rgba(255, 255, 255, 0.10)",
  canal: "#3f93c2",
  canalEdge: "#1c4f72",
  land: "#d8c58e",
  landAlt: "#cfbb82",
  landFounded: "#c9cf8a",
  gridLine: "rgba(90, 70, 35, 0.28)",
  coast: "rgba(60, 42, 18, 0.75)",
  palace: "#e3d2a6",
  palaceEdge: "#8a6a2f",
  emblem: "#b0392b",
  bridge: "#8b5a2b",
  bridgeLight: "#c08a52",
  founded: "#f0c43a",
  outline: "rgba(70, 50, 20, 0.55)",
  highlight: "#ffe066",
  highlightSoft: "rgba(255, 224, 102, 0.30)",
  preview: "rgba(255, 120, 70, 0.38)",
  previewEdge: "#ff7a45",
  token: "#f4ead2",
  tokenEdge: "#6d5427",
  yellow: "#c99212",
  blue: "#2a6fc4",
  white: "#ffffff",
  button: "#2c3e4f",
  buttonHot: "#3c5670",
  buttonOn: "#e8c15a",
  buttonText: "#1a140b",
  warn: "#f2b84b",
  fresh: "#ffffff",
  coord: "rgba(235, 243, 250, 0.78)",
};

/** Wide screens: side column width (fraction of the canvas, clamped in px), bands in px. */
export const WIDE = {
  side: 0.2, sideMin: 180, sideMax: 250, info: 30, bar: 54, players: 84, gap: 8,
};

/** Short landscape boards (a phone on its side: w >= `from` x h): the island at the full
 * height on the left, then a column with the bar over the players (`middle` of what the
 * island leaves) and the display's column; px for the info line and the gap. */
export const STRIP = { from: 2.2, info: 22, middle: 0.58, bar: 0.36, gap: 6 };

/** Narrow screens: band heights as fractions of the width (the board is 16/23 of it); the
 * header has two lines (the turn, then every seat's score), each at least infoMin px. */
export const NARROW = {
  info: 0.05, infoMin: 20, bar: 0.13, players: 0.11, display: 0.4, displayPhone: 0.62, gap: 6,
};
