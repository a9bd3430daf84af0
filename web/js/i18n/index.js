// Every shell string table, loaded once: import from here to get t() in the current language.

import "./en.js";
import "./ja.js";
import "./es.js";

export {
  LANGS, LANG_NAMES, gameName, getLang, initialLang, known, onLangChange, seatName, setLang, t,
  translateDom,
} from "./lang.js";
