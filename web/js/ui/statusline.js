// The phone's status line (css/phone.css), above the board: whose turn and the prompt in one
// line (a bot thinking, or an error, in its place while there is one). A tap opens the whole
// prompt and what the others did since the player's last turn over the top of the board; a
// second tap, or a touch anywhere else, closes it. The side panel keeps its own prompt; the
// panel tells this line the same texts (ui/panel.js mirrors).

import { t } from "../i18n/index.js";
import { fillSince } from "./sincelist.js";

const $ = (id) => document.getElementById(id);

/** The status line of the page (index.html #status-line). Returns {setPrompt, setStatus,
 * setWho(text), setSince(entries), setGame(name), close()}. */
export function createStatusLine() {
  const el = {
    root: $("status-line"), toggle: $("status-toggle"), who: $("status-who"),
    text: $("status-text"), badge: $("status-new"), more: $("status-more"),
    full: $("status-full"), sinceTitle: $("status-since-title"), since: $("status-since"),
    sinceHint: $("status-since-hint"),
  };
  const now = { prompt: "", status: "", kind: "" };

  function render() {
    const line = now.status || now.prompt;
    el.text.textContent = line;
    el.text.dataset.kind = now.status ? now.kind : "";
    el.full.textContent = [now.prompt, now.status].filter(Boolean).join(" · ");
  }

  function open(expanded) {
    el.more.hidden = !expanded;
    el.toggle.setAttribute("aria-expanded", String(expanded));
  }

  el.toggle.addEventListener("click", () => open(el.more.hidden));
  document.addEventListener("pointerdown", (event) => {
    if (!el.more.hidden && !el.root.contains(event.target)) open(false);
  }, { capture: true });

  return {
    setPrompt(text) {
      now.prompt = text;
      render();
    },
    setStatus(text, kind = "") {
      now.status = text;
      now.kind = kind;
      render();
    },
    setWho(text) {
      el.who.textContent = text;
      el.who.hidden = !text;
    },
    /** What the others did since the seat now to act last acted (the table's "since"
     * entries, ui/sincelist.js; [] clears it). */
    setSince(entries) {
      fillSince(el.since, entries);
      for (const part of [el.since, el.sinceTitle, el.sinceHint, el.badge]) {
        part.hidden = !entries.length;
      }
      el.badge.textContent = t("status.new", { n: entries.length });
    },
    setGame(name) {
      $("status-game").textContent = name;
    },
    close: () => open(false),
  };
}
