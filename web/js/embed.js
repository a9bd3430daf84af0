// <tablero-game>: a live game position inside a blog post, with one module script.
//
//   <script type="module" src="https://site/js/embed.js"></script>
//   <tablero-game game="pyramids" position='{"players": 2, ...}' mode="view"></tablero-game>
//
// Attributes: game; position (JSON position spec) or record (JSON match record, or the data of a
// share link "#r=..."); step (with a record: the step shown first); mode = view | replay | play;
// seat (the seat whose view is shown, and in play mode the reader's seat: the others are bots);
// lang (en | ja | es; default: the page's language, else the browser's).
//
// Every embed of a page shares one engine worker (one Pyodide), started only when an embed comes
// into view or is clicked; until then a light placeholder holds the place. Shadow DOM keeps the
// page's styles out; the width follows the post's column.

import { hasRenderer, loadRenderer } from "./games/registry.js";
import { LANGS, getLang, loadGameStrings, setLang, t } from "./i18n/index.js";
import { createCanvas } from "./ui/canvas.js";
import { attachInput, findAction } from "./ui/input.js";
import { createReplay } from "./ui/replay.js";
import { decodeRecord } from "./ui/share.js";
import { createTooltip } from "./ui/tooltip.js";
import { followBuildSwitches } from "./ui/update.js";

// A page of the site itself (the sample post, embed.html) is served by Tablero's service worker:
// when a new build takes over, it reloads like the app, so its embeds never mix two builds.
// (A post on another site is not controlled by the worker: nothing happens there.)
followBuildSwitches();

const CSS_URL = new URL("../css/embed.css", import.meta.url).href;
const LOG_LINES = 4;
let enginePromise = null;

/** The page's one engine client (the worker starts on the first call). */
function engine() {
  if (!enginePromise) {
    enginePromise = import("./engine-client.js").then(async ({ tablero }) => {
      await tablero.ready;
      return tablero;
    });
  }
  return enginePromise;
}

async function call(request) {
  const res = await (await engine()).call(request);
  if (!res.ok) throw new Error(res.error?.message || "engine error");
  return res;
}

function pageLang(el) {
  const own = (el.getAttribute("lang") || el.closest("[lang]")?.getAttribute("lang") || "")
    .toLowerCase().split("-")[0];
  if (LANGS.includes(own)) return own;
  const nav = (navigator.languages || [navigator.language]).map((l) => String(l).slice(0, 2));
  return nav.find((l) => LANGS.includes(l)) || "en";
}

function make(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function button(text, label, onClick) {
  const el = make("button", "", text);
  el.type = "button";
  if (label) el.setAttribute("aria-label", label);
  el.addEventListener("click", onClick);
  return el;
}

class TableroGame extends HTMLElement {
  constructor() {
    super();
    this.state = "idle"; // idle | loading | ready | error
    this.view = null;
    this.match = null;
    this.renderer = null;
    this.error = null;
    this._busy = false;
  }

  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: "open" });
    const link = make("link");
    link.rel = "stylesheet";
    link.href = CSS_URL;
    this.box = make("div", "box");
    this.box.setAttribute("role", "group");
    this.box.setAttribute("aria-label", `Tablero: ${this.gameId}`);
    root.append(link, this.box);
    this.textLang = pageLang(this);
    this.placeholder();
    this.observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) this.start();
    }, { rootMargin: "200px" });
    this.observer.observe(this);
  }

  disconnectedCallback() {
    this.observer?.disconnect();
    this.canvas?.destroy();
  }

  get gameId() {
    return this.getAttribute("game") || "";
  }

  get mode() {
    const mode = this.getAttribute("mode");
    return ["view", "replay", "play"].includes(mode) ? mode : "view";
  }

  get seatAttr() {
    const seat = Number.parseInt(this.getAttribute("seat") ?? "", 10);
    return Number.isInteger(seat) && seat >= 0 ? seat : null;
  }

  /** The light stand-in shown before the engine starts (nothing heavy is loaded). */
  placeholder() {
    const ph = make("button", "placeholder");
    ph.type = "button";
    ph.append(make("strong", "", this.gameId || "Tablero"), make("span", "", t("embed.start", {}, this.textLang)));
    ph.addEventListener("click", () => this.start());
    this.box.replaceChildren(ph);
  }

  fail(message) {
    this.state = "error";
    this.error = message;
    const p = make("p", "error", t("embed.failed", { message }, this.textLang));
    p.setAttribute("role", "alert");
    this.box.replaceChildren(p);
    this.dispatchEvent(new CustomEvent("tablero-error", { detail: { message } }));
  }

  async start() {
    if (this.state !== "idle") return;
    this.state = "loading";
    this.observer?.disconnect();
    this.box.replaceChildren(make("p", "muted", t("embed.loading", {}, this.textLang)));
    try {
      if (!hasRenderer(this.gameId)) throw new Error(`unknown game ${JSON.stringify(this.gameId)}`);
      if (getLang() !== this.textLang) setLang(this.textLang, { remember: false });
      await loadGameStrings(this.gameId);
      this.renderer = await loadRenderer(this.gameId);
      const view = await this.firstView();
      this.build();
      this.show(view);
      this.state = "ready";
      this.dispatchEvent(new CustomEvent("tablero-ready", { detail: { view } }));
    } catch (err) {
      this.fail(err.message || String(err));
    }
  }

  /** The match the attributes describe, and the first view to show. */
  async firstView() {
    const lang = this.textLang;
    const recordText = this.getAttribute("record");
    const seat = this.seatAttr;
    if (recordText) {
      const record = recordText.trim().startsWith("{")
        ? JSON.parse(recordText) : await decodeRecord(recordText.replace(/^.*#r=|&.*$/g, ""));
      if (record.game !== this.gameId) throw new Error(`record.game is ${record.game}, not ${this.gameId}`);
      this.replay = createReplay({ call, lang: () => lang, anySeat: true });
      const step = Number.parseInt(this.getAttribute("step") ?? "", 10);
      const view = await this.replay.open(record, Number.isInteger(step) ? step : null, seat);
      this.match = this.replay.state.match;
      return view;
    }
    const spec = JSON.parse(this.getAttribute("position") || "null");
    if (!spec) throw new Error("give a position or a record attribute");
    const res = await call({ cmd: "position", game: this.gameId, spec, seat, lang });
    this.match = res.match;
    if (this.mode === "play") return this.playView(res.view);
    return res.view;
  }

  /** Canvas, controls, prompt and log inside the shadow root. */
  build() {
    const board = make("div", "board");
    const canvasEl = make("canvas");
    canvasEl.setAttribute("role", "img");
    canvasEl.setAttribute("aria-label", t("table.board"));
    board.appendChild(canvasEl);
    this.boardEl = board;
    this.promptEl = make("p", "prompt");
    this.promptEl.setAttribute("aria-live", "polite");
    this.controls = make("div", "controls");
    this.actionsEl = make("ul", "actions");
    this.actionsEl.setAttribute("aria-label", t("table.actions"));
    this.logEl = make("ol", "log");
    this.logEl.setAttribute("aria-live", "polite");
    this.logEl.setAttribute("aria-label", t("table.log"));
    this.box.replaceChildren(board, this.promptEl, this.controls, this.actionsEl, this.logEl);
    this.tooltip = createTooltip(this.box);
    this.canvas = createCanvas(canvasEl, {
      draw: (ctx) => {
        if (!this.view) return;
        this.renderer.draw(ctx, this.view, { hover: this.hover, names: this.names, fresh: new Set(),
          arrived: new Set(), progress: () => 1 });
      },
      onResize: (w, h) => this.renderer.layout(w, h),
    });
    attachInput(canvasEl, {
      hitTest: (x, y) => (this.playable() ? this.renderer.hitTest(x, y) : null),
      infoAt: (x, y) => this.renderer.infoAt?.(x, y) ?? null,
      onAction: (action) => this.act(action),
      onHover: (action, info, x, y, cx, cy) => {
        this.hover = action;
        this.canvas.invalidate();
        if (info) this.tooltip.show(info, cx, cy);
        else this.tooltip.hide();
      },
    });
    new ResizeObserver(() => this.fit()).observe(this.box);
    if (this.replay && this.mode === "replay") this.buildSteps();
  }

  buildSteps() {
    const go = (step) => this.stepTo(step);
    this.stepLabel = make("span", "step");
    this.stepLabel.setAttribute("aria-live", "polite");
    this.controls.append(
      button("«", t("replay.first"), () => go(0)),
      button("◀", t("replay.prev"), () => go(this.replay.state.step - 1)),
      this.stepLabel,
      button("▶", t("replay.next"), () => go(this.replay.state.step + 1)),
      button("»", t("replay.last"), () => go(this.replay.state.total)),
    );
  }

  fit() {
    const w = this.boardEl.clientWidth;
    if (!w) return;
    const players = this.view?.players || 2;
    const tall = this.renderer.preferredHeight ? this.renderer.preferredHeight(w, players) : w;
    this.boardEl.style.height = `${Math.round(w >= 560 ? w * 0.6 : Math.min(tall, w * 1.6))}px`;
    this.canvas.invalidate();
  }

  playable() {
    return this.mode === "play" && !this._busy && this.view?.actions?.length > 0;
  }

  show(view) {
    this.view = view;
    this.names = Array.from({ length: view.players || 0 }, (_, s) => t("seat.name", { n: s + 1 }));
    this.promptEl.textContent = view.prompt || "";
    this.actionsEl.replaceChildren();
    if (this.mode === "play") {
      (view.actions || []).forEach((action, i) => {
        const li = make("li");
        li.appendChild(button(view.labels?.[i] || action.type, "", () => this.act(action)));
        this.actionsEl.appendChild(li);
      });
    }
    this.logEl.replaceChildren(...(view.log || []).slice(-LOG_LINES).map((e) => make("li", "", e.text)));
    if (this.stepLabel) {
      const { step, total } = this.replay.state;
      this.stepLabel.textContent = t("replay.step", { step, total });
    }
    this.fit();
    this.canvas.invalidate();
  }

  async stepTo(step) {
    if (this._busy) return;
    this._busy = true;
    try {
      this.show(await this.replay.show(step, this.seatAttr));
      this.match = this.replay.state.match;
    } catch (err) {
      this.promptEl.textContent = t("table.error", { message: err.message });
    }
    this._busy = false;
  }

  /** In play mode: the view of the reader's seat, after bots played the other seats. */
  async playView(view) {
    let current = view;
    for (let guard = 0; guard < 500 && !current.result; guard += 1) {
      const mine = this.seatAttr;
      const active = current.active || [];
      if (!active.length) break;
      if (mine === null || active.includes(mine)) {
        const seat = mine === null ? active[0] : mine;
        return (await call({ cmd: "view", match: this.match, seat, lang: this.textLang })).view;
      }
      const bot = await call({ cmd: "bot", match: this.match, seat: active[0], level: "random" });
      current = (await call({ cmd: "act", match: this.match, seat: active[0], action: bot.action,
        view: this.seatAttr, lang: this.textLang })).view;
    }
    return (await call({ cmd: "view", match: this.match, seat: this.seatAttr, lang: this.textLang })).view;
  }

  async act(candidate) {
    if (!this.playable()) return;
    const action = findAction(this.view.actions, candidate);
    if (!action) return;
    this._busy = true;
    try {
      const res = await call({ cmd: "act", match: this.match, seat: this.view.seat, action,
        lang: this.textLang });
      this.show(await this.playView(res.view));
    } catch (err) {
      this.promptEl.textContent = t("table.error", { message: err.message });
    }
    this._busy = false;
  }
}

if (!customElements.get("tablero-game")) customElements.define("tablero-game", TableroGame);

export { TableroGame };
