// The rules' own words of a game's table (what an action, a card or a space does; costs and
// thresholds in words; card texts; notes on provisional data): the engine's help table
// (Texts.help), sent once per game and language by the bridge's "texts" command and handed to
// the renderer with setHelp (table.js askHelp). No rule is written in JavaScript and no view
// carries words: a help text's {n}-style slots are filled here with numbers from the view.

import { getLang } from "../i18n/lang.js";

/** One game's help tables by language: {setHelp, help, helpName}. */
export function createHelp() {
  const tables = {};

  /** Keep the help table of a language (the renderer's setHelp hook). */
  function setHelp(table, lang) {
    tables[lang] = table || {};
  }

  /** A help text in the page's language (English until that table arrives, "" before any);
   *  its {name}-like slots are filled from params, an unknown slot stays as it is. */
  function help(key, params = {}) {
    const table = tables[getLang()] || tables.en || {};
    const text = table[key] ?? "";
    return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
  }

  /** The name part of a help text that names a thing before its rule ("Blackmail: ..."). */
  function helpName(key) {
    return help(key).split(":")[0];
  }

  return { setHelp, help, helpName };
}
