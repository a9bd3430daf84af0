// Records in links and files. A share link carries the record in the URL fragment, deflated
// and base64url-encoded: index.html#r=<data>&step=<n>. Decoding checks the shape only; the
// engine (load) is the judge of whether a record replays.

const MAX_FILE = 5_000_000;

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

/** The record from fragment data; throws Error("corrupt") on anything but a JSON object. */
export async function decodeRecord(data) {
  try {
    const json = await pipe(fromBase64Url(data), new DecompressionStream("deflate-raw"));
    const record = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(json));
    if (!record || typeof record !== "object" || Array.isArray(record)) throw new Error("shape");
    return record;
  } catch {
    throw Object.assign(new Error("corrupt"), { code: "corrupt" });
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

/** The record in a chosen file; throws Error with code "too_big" or "not_json". */
export async function readRecordFile(file) {
  if (file.size > MAX_FILE) throw Object.assign(new Error("too big"), { code: "too_big" });
  const text = await file.text();
  let record;
  try {
    record = JSON.parse(text);
  } catch (err) {
    throw Object.assign(new Error(err.message), { code: "not_json" });
  }
  if (!record || typeof record !== "object" || Array.isArray(record)) {
    throw Object.assign(new Error("not an object"), { code: "not_json" });
  }
  return record;
}
