// <tablero-game>: a live game position inside a blog post, with one module script.
//
//   <script type="module" src="https://site/js/embed.js"></script>
//   <tablero-game game="<game id>" position='{"players": 2, ...}' mode="view"></tablero-game>
//
// Attributes: game; position (JSON position spec) or record (JSON match record, or the data of a
// share link "#r=..."); step (with a record: the step shown first); mode = view | replay | play;
// seat (the seat whose view is shown, and in play mode the reader's seat: the others are bots;
// without it the reader plays every seat); bot (in play mode: the bots' level, one of those the
// engine's "games" command lists: random, easy, normal, hard; default easy); lang (en | ja | es;
// default: the page's language, else the browser's); sheet="off" (the position editor's preview:
// a touch tap shows no facts sheet and does not act). Play runs on the app's table (table.js).
//
// Every embed of a page shares one engine worker (one Pyodide), started only when an embed comes
// into view or is clicked; until then a light placeholder holds the place. Shadow DOM keeps the
// page's styles out; the width follows the post's column. The position and record attributes
// are held to the engine's limits (ui/share.js) before anything is sent: a hostile attribute
// fails its own embed with a message, never the engine the others share. When the engine dies
// and is restarted (engine-client.js), every shown embed starts again from its attributes, and
// so does one whose match the engine forgot (it keeps the 12 used last: a page with more embeds
// in play).
//
// A record attribute holds the seed, so every hidden card: the Embed dialog writes it only for a
// finished game or one that hides nothing (issue 38). A record of a game still on that hides
// cards (an older snippet) is shown in the spectator's form the dialog writes instead: the
// dealt description of its step, hidden cards dealt anew, in view or play mode.

import { hasGame, loadRenderer, loadStrings } from "./games/registry.js";
import { boardHeight } from "./games/renderer.js";
import { LANGS, getLang, setLang, t } from "./i18n/index.js";
import { SPEEDS, checked, createTable, humanSeats } from "./table.js";
import { botLevels } from "./ui/lobby.js";
import { fillActions } from "./ui/panel.js";
import { createReplay } from "./ui/replay.js";
import {
  dealAnew, decodeRecord, parseLimitedJson, parseRecordText, spectatorRecord,
} from "./ui/share.js";
import { createTooltip } from "./ui/tooltip.js";
import { followBuildSwitches } from "./ui/update.js";

// A page of the site itself (the sample post, embed.html) is served by Tablero's service worker:
// when a new build takes over, it reloads like the app, so its embeds never mix two builds.
// (A post on another site is not controlled by the worker: nothing happens there.)
followBuildSwitches();

const CSS_URL = new URL("../css/embed.css", import.meta.url).href;
const LOG_LINES = 4;
const DEFAULT_BOT = "easy";
/** Below this column width (CSS px) the compact layout shows the portrait table (a phone). */
const COMPACT_FROM = 560;
let enginePromise = null;
let gamesPromise = null;
const shown = new Set(); // the embeds on the page that started

/** The page's one engine client (the worker starts on the first call). */
function engine() {
  if (!enginePromise) {
    enginePromise = import("./engine-client.js").then(async ({ tablero }) => {
      tablero.onRestart(({ stage }) => {
        if (stage === "done") for (const el of shown) el.restart();
      });
      await tablero.ready;
      return tablero;
    });
  }
  return enginePromise.then(async (tablero) => {
    await tablero.ready; // a new worker after a restart
    return tablero;
  });
}

async function call(request) {
  return checked(await (await engine()).call(request));
}

/** The engine's list of games (asked once for the page). */
function games() {
  if (!gamesPromise) gamesPromise = call({ cmd: "games" }).then((res) => res.games);
  return gamesPromise;
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
    this.renderer = null;
    this.table = null;
    this.error = null;
    this._busy = false;
    this.forgot = false; // the engine forgot the match while it started
    this.retries = 0; // starts again since the last that succeeded
  }

  connectedCallback() {
    if (this.shadowRoot) return;
    // Content inside the element is the post's fallback for a host whose files this page may
    // not load as a module (no Access-Control-Allow-Origin): usually the iframe form. The
    // element is running, so the fallback goes before it loads a second engine.
    this.replaceChildren();
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
    this.table?.stop();
    this.table?.destroy();
    shown.delete(this);
    if (this.match) call({ cmd: "close", match: this.match }).catch(() => {});
  }

  /** Start again from the attributes (the engine was restarted: the old match is gone). */
  restart() {
    if (this.state === "idle") return Promise.resolve();
    this.table?.stop();
    this.table?.destroy();
    this.table = null;
    this.replay = null;
    this.state = "idle";
    return this.start();
  }

  /** The engine, for this embed's table: where it forgot this embed's match (it keeps the
   * matches used last), the embed starts again from its attributes (see forgotten). */
  async call(request) {
    try {
      return await call(request);
    } catch (err) {
      if (err.code === "unknown_match" && request.match === this.match) this.forgotten();
      throw err;
    }
  }

  /** The match is gone: a shown embed starts again and says so; one starting (others started
   * meanwhile) starts again when its start fails, a few times at most (start). */
  forgotten() {
    if (this.state !== "ready") {
      this.forgot = true;
      return;
    }
    this.restart().then(() => {
      if (this.state !== "ready") return;
      this.statusEl.textContent = t("embed.restarted", {}, this.textLang);
    });
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

  /** The view on the table (null before the first). */
  get view() {
    return this.table?.view ?? null;
  }

  get match() {
    return this.table?.match ?? null;
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
    this.forgot = false;
    shown.add(this);
    this.observer?.disconnect();
    this.box.replaceChildren(make("p", "muted", t("embed.loading", {}, this.textLang)));
    try {
      if (!hasGame(this.gameId)) throw new Error(`unknown game ${JSON.stringify(this.gameId)}`);
      if (getLang() !== this.textLang) setLang(this.textLang, { remember: false });
      await loadStrings(this.gameId);
      this.renderer = await loadRenderer(this.gameId);
      const first = await this.firstMatch();
      this.build();
      const play = this.mode === "play";
      this.table.open({ renderer: this.renderer, view: first.view, match: first.match,
        seats: play ? await this.seats(first.view) : humanSeats(first.view) });
      this.fit();
      if (play) await this.table.advance();
      else this.table.setView(first.view, false);
      if (this.table.phase === "error") throw new Error(this.table.error);
      this.state = "ready";
      this.retries = 0;
      this.dispatchEvent(new CustomEvent("tablero-ready", { detail: { view: this.view } }));
    } catch (err) {
      this.retries += 1;
      if (this.forgot && this.retries <= 3) {
        await this.restart();
        return;
      }
      this.fail(err.message || String(err));
    }
  }

  /** The match the attributes describe, and its first view: {match, view}. */
  async firstMatch() {
    const lang = this.textLang;
    const recordText = this.getAttribute("record");
    const seat = this.seatAttr;
    const step = Number.parseInt(this.getAttribute("step") ?? "", 10);
    if (recordText) {
      const record = dealAnew(recordText.trim().startsWith("{")
        ? parseRecordText(recordText) : await decodeRecord(recordText.replace(/^.*#r=|&.*$/g, "")));
      if (record.game !== this.gameId) {
        throw new Error(`record.game is ${String(record.game).slice(0, 40)}, not ${this.gameId}`);
      }
      if (await this.keepsSecrets(record)) { // the spectator's form of its step
        const at = Number.isInteger(step) ? step : (record.actions || []).length;
        const spectator = dealAnew(await spectatorRecord(call, record, at));
        return call({ cmd: "load", record: spectator, seat, lang });
      }
      if (this.mode === "play") { // play on from the step
        const actions = record.actions || [];
        const cut = { ...record, actions: Number.isInteger(step) ? actions.slice(0, step) : actions };
        return call({ cmd: "load", record: cut, seat, lang });
      }
      this.replay = createReplay({ call: (r) => this.call(r), lang: () => lang, anySeat: true });
      const view = await this.replay.open(record, Number.isInteger(step) ? step : null, seat);
      return { match: this.replay.state.match, view };
    }
    const spec = parseLimitedJson(this.getAttribute("position") || "null");
    if (!spec) throw new Error("give a position or a record attribute");
    return call({ cmd: "position", game: this.gameId, spec, seat, lang });
  }

  /** True for a record of a game that hides cards and is not over at its last action. */
  async keepsSecrets(record) {
    const game = (await games()).find((g) => g.id === this.gameId);
    if (game?.hidden === false) return false;
    const loaded = await call({ cmd: "load", record, seat: null });
    call({ cmd: "close", match: loaded.match }).catch(() => {});
    return !loaded.view.result;
  }

  /** Seat kinds in play mode: the reader's seat (every seat without one) and bots. */
  async seats(view) {
    const mine = this.seatAttr;
    if (mine === null) return humanSeats(view);
    const game = (await games()).find((g) => g.id === this.gameId);
    const levels = botLevels(game).map((b) => b.level);
    const wanted = this.getAttribute("bot") || DEFAULT_BOT;
    const level = levels.includes(wanted) ? wanted : levels[0];
    return humanSeats(view).map((_, s) => (s === mine ? "human" : `bot:${level}`));
  }

  /** Canvas, controls, prompt, status and log inside the shadow root, and the table on them. */
  build() {
    const board = make("div", "board");
    const canvasEl = make("canvas");
    canvasEl.setAttribute("role", "img");
    canvasEl.setAttribute("aria-label", t("table.board"));
    board.appendChild(canvasEl);
    this.boardEl = board;
    this.promptEl = make("p", "prompt");
    this.promptEl.setAttribute("aria-live", "polite");
    this.statusEl = make("p", "status");
    this.statusEl.setAttribute("aria-live", "polite");
    this.controls = make("div", "controls");
    this.actionsEl = make("ul", "actions");
    this.actionsEl.setAttribute("aria-label", t("table.actions"));
    this.logEl = make("ol", "log");
    this.logEl.setAttribute("aria-live", "polite");
    this.logEl.setAttribute("aria-label", t("table.log"));
    this.box.replaceChildren(board, this.promptEl, this.statusEl, this.controls, this.actionsEl,
      this.logEl);
    this.table = createTable({
      board: canvasEl, panel: this.panel(), tooltip: createTooltip(this.box),
      call: (request) => this.call(request),
      lang: () => this.textLang, finish: () => this.table.showSeat(this.seatAttr, false),
      controls: this.mode === "play" && this.seatAttr !== null ? this.paceControls() : {},
      sheet: this.getAttribute("sheet") !== "off",
    });
    new ResizeObserver(() => this.fit()).observe(this.box);
    if (this.replay && this.mode === "replay") this.buildSteps();
  }

  /** The table's side in the embed: prompt, a status line, the choices and the last log lines. */
  panel() {
    const play = this.mode === "play";
    return {
      setPrompt: (text) => {
        this.promptEl.textContent = text || "";
      },
      setStatus: (text, kind = "") => {
        this.statusEl.textContent = text || "";
        this.statusEl.dataset.kind = kind;
      },
      // The table's buttons and the view's group headings (choices of one kind together).
      setActions: (list, labels, options) => {
        fillActions(this.actionsEl, play ? list : [], labels, options);
      },
      addLog: (entries) => {
        this.logEl.replaceChildren(...(entries || []).slice(-LOG_LINES).map((e) => make("li", "", e.text)));
      },
      clearLog: () => this.logEl.replaceChildren(),
    };
  }

  /** Play against bots: the table's speed setting, "next" (step by step) and "skip to my
   * turn" (issue 26), as at the app's table (table.js paces; the choice is remembered). */
  paceControls() {
    const speed = make("select");
    speed.setAttribute("aria-label", t("table.speed"));
    speed.append(...SPEEDS.map((s) => Object.assign(make("option", "", t(`table.speed.${s}`)),
      { value: s })));
    const next = button(t("table.next"), "", () => {});
    const skip = button(t("table.skip"), "", () => {});
    next.hidden = true;
    skip.hidden = true;
    const label = make("label", "speed", `${t("table.speed")} `);
    label.appendChild(speed);
    this.controls.append(label, next, skip);
    return { speed, next, skip };
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
    this.showStep();
  }

  showStep() {
    const { step, total } = this.replay.state;
    this.stepLabel.textContent = t("replay.step", { step, total });
  }

  fit() {
    const w = this.boardEl?.clientWidth;
    if (!w) return;
    // A renderer whose landscape table is unreadable below some width says so (wideFrom); the
    // compact layout (the default) keeps to one screen: the portrait table only in a phone-width
    // column, else the landscape one (drawn scaled where the renderer needs more room).
    const wideFrom = this.getAttribute("layout") === "tall" ? this.renderer.wideFrom
      : Math.min(this.renderer.wideFrom, COMPACT_FROM);
    const height = boardHeight(this.renderer, w, this.view?.players || 2,
      { narrow: w < wideFrom, landscape: w * 0.6, maxRatio: 1.6 });
    this.boardEl.style.height = `${Math.round(height)}px`;
    this.table?.invalidate();
  }

  async stepTo(step) {
    if (this._busy) return;
    this._busy = true;
    try {
      const view = await this.replay.show(step, this.seatAttr);
      this.table.present(view, { match: this.replay.state.match, seat: this.replay.state.seat });
      this.showStep();
    } catch (err) {
      this.statusEl.textContent = t("table.error", { message: err.message });
    }
    this._busy = false;
  }
}

if (!customElements.get("tablero-game")) customElements.define("tablero-game", TableroGame);

export { TableroGame };
