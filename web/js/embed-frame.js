// The iframe form of <tablero-game> (embed.html): every attribute comes from the fragment, e.g.
// embed.html#game=<game id>&mode=view&position=<URI-encoded JSON>, or &r=<share-link data>.
// Attribute values are held to the engine's limits by embed.js itself.

import "./embed.js";

const params = new URLSearchParams(location.hash.slice(1));
const el = document.createElement("tablero-game");
for (const name of ["game", "position", "record", "step", "mode", "seat", "lang", "bot", "layout"]) {
  if (params.has(name)) el.setAttribute(name, params.get(name));
}
if (params.has("r")) el.setAttribute("record", params.get("r"));
if (params.has("lang")) document.documentElement.lang = params.get("lang");
document.body.appendChild(el);
