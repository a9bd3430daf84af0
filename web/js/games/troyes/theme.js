// Colours of the Troyes table, as data (no drawing code here).

/** Die faces and building tints by colour. */
export const DIE = {
  red: { fill: "#c8362b", edge: "#7c1c15", pip: "#fff6ea" },
  white: { fill: "#f2eee4", edge: "#9d968a", pip: "#2a2118" },
  yellow: { fill: "#e9bf2e", edge: "#94740f", pip: "#2a2118" },
  black: { fill: "#1b1b1d", edge: "#000000", pip: "#f2f2f2" },
};

/** Seat colours (citizens, cubes, district frames), chosen apart from the die colours. */
export const SEAT = ["#3f86e0", "#3bb273", "#a875e6", "#ec6aa8"];
export const NEUTRAL = "#9b9993";

export const BUILDING = {
  palace: { tint: "#4a2320", edge: "#b5483c" },
  bishopric: { tint: "#3c3a35", edge: "#d9d3c4" },
  cityhall: { tint: "#463a1b", edge: "#d4a62a" },
};

export const BUILDINGS = ["palace", "bishopric", "cityhall"];
/** The activity column of each building's colour. */
export const COLUMN = { palace: "red", bishopric: "white", cityhall: "yellow" };

export const INK = {
  table: "#1d1a16",
  tableEdge: "#2b261f",
  panel: "#2c2721",
  panelEdge: "#4b4236",
  panelActive: "#e6c35c",
  card: "#e9dfc8",
  cardEdge: "#8f7c58",
  cardInk: "#3a2d1c",
  cardMuted: "#7a6a50",
  back: "#5b4a34",
  backLine: "#8a7350",
  text: "#f1e9d8",
  muted: "#b5a993",
  faint: "#7a705f",
  warn: "#f2b84b",
  good: "#8fd694",
  bad: "#f08a7a",
  button: "#d9b45a",
  buttonHot: "#f3cf6a",
  buttonInk: "#1a130c",
};
