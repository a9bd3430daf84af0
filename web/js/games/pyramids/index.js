// Pyramids on the page: what the shell loads of this game's folder (see ../game.js).

import { defineGame } from "../game.js";

export default defineGame({
  renderer: () => import("./render.js").then((m) => m.createRenderer()),
  strings: () => import("./strings.js").then((m) => m.STRINGS),
  edits: () => import("./edits.js").then((m) => m.createEdits),
});
