// The language registry: every string table (shell and games) registers here, t() looks a key
// up in the current language, then in English, then shows the key itself (a forgotten string is
// visible, not silent). No imports: en.js, ja.js, es.js and each game's strings.js feed it
// (games/registry.js loadStrings).

export const LANGS = ["en", "ja", "es"];
export const LANG_NAMES = { en: "English", ja: "日本語", es: "Español" };
const KEY = "tablero.lang";

const tables = { en: {}, ja: {}, es: {} };
const listeners = new Set();
let current = "en";

/** Add strings of one language (later keys win); unknown languages are ignored. */
export function register(lang, strings) {
  if (tables[lang] && strings) Object.assign(tables[lang], strings);
}

/** Register a game's STRINGS = {en, ja, es}. */
export function registerAll(byLang) {
  for (const lang of LANGS) register(lang, byLang?.[lang]);
}

/** The best supported language among the browser's, or English. */
export function browserLang(list = navigator.languages || [navigator.language]) {
  for (const tag of list || []) {
    const base = String(tag || "").toLowerCase().split("-")[0];
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

/** The language to start in: ?lang=, else the saved choice, else the browser's. */
export function initialLang() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (LANGS.includes(asked)) return asked;
  try {
    const saved = localStorage.getItem(KEY);
    if (LANGS.includes(saved)) return saved;
  } catch {
    // storage disabled: fall through to the browser's language
  }
  return browserLang();
}

export function getLang() {
  return current;
}

/** Switch language (remember = keep it for the next visit); listeners redraw their texts. */
export function setLang(lang, { remember = true } = {}) {
  if (!LANGS.includes(lang)) return;
  current = lang;
  if (remember) {
    try {
      localStorage.setItem(KEY, lang);
    } catch {
      // not remembered, still switched
    }
  }
  if (typeof document !== "undefined" && document.documentElement) {
    document.documentElement.lang = lang;
  }
  for (const cb of listeners) cb(lang);
}

/** Call cb(lang) after each switch; returns an unsubscribe. */
export function onLangChange(cb) {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

function has(table, key) {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/** Look a string up (current language, then English) and fill {placeholders} from params. */
export function t(key, params = {}, lang = current) {
  const table = tables[lang] || tables.en;
  let text = key;
  if (has(table, key)) text = table[key];
  else if (has(tables.en, key)) text = tables.en[key];
  return String(text).replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

/** True when a key exists in English (the reference language). */
export function known(key) {
  return has(tables.en, key);
}

/** A game's name in the current language: the engine's `names` (its "games" answer), else
 * its `name`, else its id. */
export function gameName(game, id = "") {
  return game?.names?.[current] || game?.name || id;
}

/** "Player 2" for seat 1, in the current language. */
export function seatName(seat) {
  return t("seat.name", { n: seat + 1 });
}

/** Fill every [data-i18n] element's text (and [data-i18n-label] aria-labels) under root. */
export function translateDom(root = document) {
  root.querySelectorAll("[data-i18n]").forEach((el) => {
    el.textContent = t(el.dataset.i18n);
  });
  root.querySelectorAll("[data-i18n-label]").forEach((el) => {
    el.setAttribute("aria-label", t(el.dataset.i18nLabel));
    if (el.title) el.title = t(el.dataset.i18nLabel);
  });
}
