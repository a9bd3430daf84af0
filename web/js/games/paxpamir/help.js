// The rules' own words beside the board (what an impact icon, an action, an ability or an event
// does; the market cost and ruling rules): the engine's help table (Texts.help in texts.py, with
// the rule figures filled in from data.py), sent once per language by the bridge's "texts"
// command; the table hands it over with renderer.setHelp. No rule is written in JavaScript.

import { getLang } from "../../i18n/index.js";

const tables = {};

/** Keep the help table of a language (the table's setHelp hook). */
export function setHelp(table, lang) {
  tables[lang] = table || {};
}

/** A help text in the page's language ("" until the engine's table has arrived); {name}-like
 *  placeholders left by the engine are filled from params. */
export function help(key, params = {}) {
  const table = tables[getLang()] || tables.en || {};
  const text = table[key] ?? "";
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

/** The name part of an ability's or event's help ("Blackmail: ..." -> "Blackmail"). */
export function helpName(key) {
  return help(key).split(":")[0];
}
