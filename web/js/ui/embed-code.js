// The embed code an author pastes into a post (docs/embedding.md): the <tablero-game> element and
// the iframe form, built from the author's choices, plus the copy button both pages use (the
// embed dialog of the table, the position editor). Nothing here knows a rule: a position is the
// engine's own description (bridge: describe_position), a record is the match's.

/** The site's base URL (where index.html, embed.html and js/embed.js are). */
export function siteBase() {
  return new URL("./", location.href).href;
}

/** An attribute value inside `quote` quotes: & and that quote escaped (JSON stays readable). */
const esc = (text, quote = '"') => String(text).replace(/&/g, "&amp;")
  .replace(quote === "'" ? /'/g : /"/g, quote === "'" ? "&#39;" : "&quot;");

/**
 * The attributes of an embed, in the order they are written: game, mode, seat (null: none),
 * lang, bot, and either position (a spec object) or record (share-link data) with step.
 */
export function embedAttrs({ game, mode, seat = null, lang, position = null, record = null,
  step = null }) {
  const attrs = [["game", game], ["mode", mode]];
  if (seat !== null && seat !== "") attrs.push(["seat", String(seat)]);
  if (lang) attrs.push(["lang", lang]);
  if (position) attrs.push(["position", JSON.stringify(position)]);
  if (record) attrs.push(["record", record]);
  if (record && step !== null) attrs.push(["step", String(step)]);
  return attrs;
}

/** The element snippet: the module script and the element (JSON in single quotes). */
export function elementCode(attrs, base = siteBase()) {
  const list = attrs.map(([k, v]) => (k === "position" ? `${k}='${esc(v, "'")}'`
    : `${k}="${esc(v)}"`));
  return `<script type="module" src="${base}js/embed.js"></script>\n`
    + `<tablero-game ${list.join(" ")}></tablero-game>`;
}

/** The iframe form's address: embed.html with the attributes in the fragment. */
export function frameUrl(attrs, base = siteBase()) {
  const params = new URLSearchParams(attrs.map(([k, v]) => [k === "record" ? "r" : k, v]));
  return `${base}embed.html#${params}`;
}

/** The iframe snippet. */
export function iframeCode(attrs, base = siteBase()) {
  return `<iframe src="${esc(frameUrl(attrs, base))}" width="720" height="560"`
    + ` style="border:0; max-width:100%" title="Tablero"></iframe>`;
}

/** Copy a text area's text: the clipboard, else the text selected for Ctrl+C. true: copied. */
export async function copyFrom(textarea) {
  try {
    await navigator.clipboard.writeText(textarea.value);
    return true;
  } catch {
    textarea.focus();
    textarea.select();
    return false;
  }
}

/** Call fn at most once per `ms` of quiet (typing in the editor, choices in the dialog). */
export function debounce(fn, ms = 400) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}
