// Colours and sizes of the Pyramids table, as data (no drawing code here).

export const STONE = {
  blue: { fill: "#2f6fc0", light: "#6f9fe0", dark: "#1d4680" },
  white: { fill: "#ebe6da", light: "#ffffff", dark: "#a9a293" },
  red: { fill: "#c0412e", light: "#e57a63", dark: "#7e2618" },
  green: { fill: "#3b9650", light: "#74c485", dark: "#22602f" },
  yellow: { fill: "#e3b22c", light: "#f6d873", dark: "#9a7414" },
};

export const COLORS = ["blue", "white", "red", "green", "yellow"];

/** Seat colours: chosen apart from the five stone colours. */
export const SEAT = ["#b277e0", "#2ec4c4", "#f0913f", "#ea6aa5", "#a8b4c8"];

export const INK = {
  table: "#1f1912",
  tableEdge: "#2c231a",
  panel: "#2f261c",
  panelEdge: "#4a3c2c",
  panelActive: "#d9b45a",
  text: "#f1e7d2",
  muted: "#b8a98d",
  faint: "#7d6f59",
  papyrus: "#e6d6b0",
  papyrusEdge: "#9c8455",
  papyrusInk: "#5a4327",
  back: "#6b4f2e",
  backLine: "#8d6d43",
  highlight: "#ffd54a",
  highlightSoft: "rgba(255, 213, 74, 0.22)",
  ghost: "rgba(255, 213, 74, 0.10)",
  warn: "#f2b84b",
  taken: "rgba(20, 15, 10, 0.62)",
};

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Card geometry in card units: a 6-unit stone strip under a 3-unit top half. */
/** The smallest canvas text, in board px: on a phone's whole board it is 8 CSS px, zoomed in
 * 1.5 times (a pinch; a decision's zoom on small places) at least 11 (Math.round(7.5) = 8;
 * 8 x 1.5 = 12). */
export const MIN_TEXT = 7.5;

export const CARD = { w: 6, top: 3, strip: 2, h: 5 };
