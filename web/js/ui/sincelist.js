// One "Since your last turn" list (the side panel's box, the phone's status line): each move
// once, in the page's language, marked with a dot of its seat's colour on the board (a ring of
// the text's colour around it keeps a dark seat colour visible on the dark panel; the text
// names the seat too). Each entry is a button: a tap shows the board as it was after that
// move (ui/lookbar.js).

import { t } from "../i18n/index.js";

/** Fill `list` with `entries` [{n, text, colour}] (the table's "since" event). */
export function fillSince(list, entries) {
  list.replaceChildren(...entries.map((entry) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "since-entry";
    button.dataset.n = String(entry.n);
    button.title = t("look.show");
    const dot = document.createElement("span");
    dot.className = entry.colour ? "since-dot" : "since-dot none";
    dot.setAttribute("aria-hidden", "true");
    if (entry.colour) dot.style.setProperty("--seat", entry.colour);
    const text = document.createElement("span");
    text.textContent = entry.text;
    button.append(dot, text);
    li.append(button);
    return li;
  }));
}
