// Records in links and files. A share link carries the record in the URL fragment, deflated
// and base64url-encoded: index.html#r=<data>&step=<n>. Decoding checks the shape and the size
// only; the engine (load) is the judge of whether a record replays.
//
// Every record that comes from outside (a link, a file, an embed attribute) is measured before
// it reaches the engine, with the bridge's own limits (py/tablero/bridge.py: MAX_REQUEST_CHARS,
// MAX_NESTING, less the request around the record): a record nested thousands deep or a link
// that inflates to hundreds of megabytes is refused here with a message that names the limit.
// Errors carry a `code`: corrupt | too_big | too_deep | not_json | no_actions, and `limit`.

/** The largest record file (and JSON attribute) read. */
const MAX_FILE = 5_000_000;
/** The largest record text sent to the engine (its requests stop at 4,000,000 characters). */
export const MAX_RECORD_CHARS = 3_900_000;
/** The deepest nesting of a record (the engine refuses requests nested deeper than 48). */
export const MAX_RECORD_DEPTH = 40;
/** A link's data and what it may inflate to: decompression stops past this many bytes. */
const MAX_LINK_CHARS = 4_000_000;
const MAX_INFLATED = MAX_FILE;

function refusal(code, message, limit = null) {
  return Object.assign(new Error(message), { code, limit });
}

/** The deepest nesting of arrays and objects in JSON text (strings skipped), stopping early. */
export function nestingDepth(text, stopAt = Infinity) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 || c === 123) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAt) return deepest;
    } else if (c === 93 || c === 125) {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * JSON text from outside (a record, an embed attribute), parsed only once its size and nesting
 * are checked: throws (code too_big, too_deep or not_json) before anything huge or deep is
 * parsed or sent on.
 */
export function parseLimitedJson(text, maxChars = MAX_FILE) {
  if (text.length > maxChars) {
    throw refusal("too_big", `longer than ${maxChars} characters`, maxChars);
  }
  if (nestingDepth(text, MAX_RECORD_DEPTH) > MAX_RECORD_DEPTH) {
    throw refusal("too_deep", `nested deeper than ${MAX_RECORD_DEPTH}`, MAX_RECORD_DEPTH);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw refusal("not_json", err.message);
  }
}

/**
 * The record itself when it is an object, its `actions` (if any) a list and its JSON no longer
 * than the engine takes; else throws (code not_json, no_actions or too_big).
 */
export function checkRecord(record) {
  if (!record || typeof record !== "object" || Array.isArray(record)) {
    throw refusal("not_json", "not an object");
  }
  if ("actions" in record && !Array.isArray(record.actions)) {
    throw refusal("no_actions", "record.actions: must be a list");
  }
  if (JSON.stringify(record).length > MAX_RECORD_CHARS) {
    throw refusal("too_big", `longer than ${MAX_RECORD_CHARS} characters`, MAX_RECORD_CHARS);
  }
  return record;
}

/** A record's JSON text from outside: parseLimitedJson, then checkRecord. */
export function parseRecordText(text) {
  return checkRecord(parseLimitedJson(text));
}

function toBase64Url(bytes) {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "===".slice((b64.length + 3) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function pipe(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** The record as fragment data (deflate-raw + base64url). */
export async function encodeRecord(record) {
  const json = new TextEncoder().encode(JSON.stringify(record));
  return toBase64Url(await pipe(json, new CompressionStream("deflate-raw")));
}

/** Compressed bytes fed to the inflater at a time: deflate inflates at most about 1,032 to 1,
 * so one slice makes at most ~1 MB. */
const INFLATE_SLICE = 1024;

/** The bytes as a stream of small slices, each one read only once the reader asks for it. */
function slices(bytes) {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(at, at + INFLATE_SLICE));
      at += INFLATE_SLICE;
    },
  }, { highWaterMark: 0 });
}

/**
 * Inflate, reading chunk by chunk: past `cap` bytes the stream is cancelled (a bomb). The
 * compressed bytes go in slice by slice as the output is read (the stream's back-pressure):
 * given whole, the inflater would unpack all of them at once, a 1.94 M-character link into
 * 1.5 GB, before the first chunk could be counted.
 */
async function inflateCapped(bytes, cap) {
  const reader = slices(bytes).pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > cap) {
      reader.cancel().catch(() => {});
      throw refusal("too_big", `unpacks to more than ${cap} bytes`, cap);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The record from fragment data. Throws Error with code "too_big" (the link or what it
 * inflates to is past the cap), "too_deep" or "no_actions" (see parseRecordText), and
 * "corrupt" on anything else that is not a JSON object.
 */
export async function decodeRecord(data) {
  if (typeof data !== "string" || data.length > MAX_LINK_CHARS) {
    throw refusal("too_big", `longer than ${MAX_LINK_CHARS} characters`, MAX_LINK_CHARS);
  }
  let text;
  try {
    const json = await inflateCapped(fromBase64Url(data), MAX_INFLATED);
    text = new TextDecoder("utf-8", { fatal: true }).decode(json);
  } catch (err) {
    if (err.code === "too_big") throw err;
    throw refusal("corrupt", "corrupt");
  }
  try {
    return parseRecordText(text);
  } catch (err) {
    if (err.code === "not_json") throw refusal("corrupt", "corrupt");
    throw err;
  }
}

/** A link to the page `base` showing this record (at `step` when given). */
export async function shareLink(record, step = null, base = location.href) {
  const url = new URL(base);
  url.search = "";
  const params = new URLSearchParams({ r: await encodeRecord(record) });
  if (Number.isInteger(step)) params.set("step", String(step));
  url.hash = params.toString();
  return url.href;
}

/**
 * The engine's description of `record` at `step` (describe_position): {spec} or, where none
 * reaches that step (a long decision under way), {error, code}. With hidden "deal" it holds
 * only what a spectator sees: hidden cards null, no draw pile's order, no seed (the engine
 * checks that for every game: tests/engine/test_position_export.py).
 */
export async function describeStep(call, record, step, hidden) {
  const cut = { ...record, actions: record.actions.slice(0, step) };
  let loaded = null;
  try {
    loaded = await call({ cmd: "load", record: cut, seat: null });
    const res = await call({ cmd: "describe_position", match: loaded.match, hidden });
    return { spec: res.spec };
  } catch (err) {
    return { error: err.message || String(err), code: err.code ?? null };
  } finally {
    if (loaded) call({ cmd: "close", match: loaded.match }).catch(() => {});
  }
}

/**
 * What a spectator of `record` at `step` may see, as a record: the dealt description of that
 * step and no action. It holds no seed and no hidden card of the game: whoever opens it gets
 * the hidden cards dealt anew (dealAnew). Throws (with the engine's code) where no description
 * reaches the step.
 */
export async function spectatorRecord(call, record, step) {
  const described = await describeStep(call, record, step, "deal");
  if (!described.spec) {
    throw Object.assign(new Error(described.error), { code: described.code });
  }
  const spec = described.spec;
  // The seat kinds where they fit the position's seats (Wakhan's is a seat of its own there).
  const seats = record.seats?.length === spec.players ? { seats: record.seats } : {};
  return { format: record.format, game: record.game, engine: record.engine, ...seats,
    position: spec, actions: [] };
}

/** A seed for a deal no one can foresee (not the PRNG of any game: the browser's). */
function freshSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high % 0x200000) * 0x100000000 + low;
}

/**
 * A record from outside as it is opened: a position with no action and no seed (a spectator's
 * link) gets a seed of its own each time, so its hidden cards are dealt anew at every opening.
 * A record with actions is left as it is (its moves replay on its own seed).
 */
export function dealAnew(record) {
  const spec = record?.position;
  const bare = spec && typeof spec === "object" && !Array.isArray(spec) && !("seed" in spec);
  if (!bare || (record.actions || []).length) return record;
  return { ...record, position: { ...spec, seed: freshSeed() } };
}

/** {data, step} from a location hash "#r=...&step=n", or null when there is no record. */
export function parseFragment(hash = location.hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ""));
  const data = params.get("r");
  if (!data) return null;
  const step = Number.parseInt(params.get("step") ?? "", 10);
  return { data, step: Number.isInteger(step) && step >= 0 ? step : null };
}

/** Download the record as a .json file. */
export function downloadRecord(record) {
  const blob = new Blob([JSON.stringify(record, null, 1)], { type: "application/json" });
  const a = document.createElement("a");
  const day = new Date().toISOString().slice(0, 10);
  a.href = URL.createObjectURL(blob);
  a.download = `tablero-${record.game || "game"}-${day}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** The record in a chosen file; throws Error with a code as parseRecordText. */
export async function readRecordFile(file) {
  if (file.size > MAX_FILE) throw refusal("too_big", "too big", MAX_FILE);
  return parseRecordText(await file.text());
}
