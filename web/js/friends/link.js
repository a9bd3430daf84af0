// Links of games with friends (issue 41). A link is index.html#f=<data>: the engine's link data
// (py/tablero/core/linkcodec.py: the game, options, seed, seat kinds, every action as its index
// among the offered ones, and the page's fields: the seat it is for, the SHA-256 of the link it
// follows, the game's id), deflated and base64url. The fragment never reaches a host. What a
// received game is against the one saved here is read from the moves themselves (older, newer,
// the same, or a fork).

/** The longest link a messenger is trusted to carry whole; a longer one is offered as a file
 * too (issue 41's budget: whole bot games stay far below it, BENCHMARKS.md). */
export const LINK_BUDGET = 2000;
/** The format of such a file (the lobby's "Open a record file…" opens it). */
export const LINK_FILE_FORMAT = "tablero-friends-link/1";
/** The largest such file read. */
const MAX_LINK_FILE = 200_000;

/** The save of a game with friends, the same id on every device. */
export const saveIdOf = (id) => `friends-${id}`;

/** A new game's id: 12 random base64url characters (the browser's randomness). */
export function newGameId() {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_");
}

/** The SHA-256 of a link's data, in hex (WebCrypto): the next link names it as `prev`. */
export async function sha256Hex(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The link data in a location hash "#f=...", or null. */
export function friendsFragment(hash = location.hash) {
  return new URLSearchParams(String(hash).replace(/^#/, "")).get("f") || null;
}

/** The address of link data: this app's index.html with the data in its fragment. */
export function linkUrl(data) {
  const url = new URL("index.html", location.href);
  url.search = "";
  url.hash = `f=${data}`;
  return url.href;
}

const sameMove = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Where received moves `theirs` stand against the saved game's `mine` (null: none saved):
 * {kind: "new" | "same" | "older" | "newer" | "fork", at: how many moves they share}.
 */
export function compareMoves(mine, theirs) {
  if (!Array.isArray(mine)) return { kind: "new", at: 0 };
  let at = 0;
  while (at < mine.length && at < theirs.length && sameMove(mine[at], theirs[at])) at += 1;
  if (at === theirs.length) return { kind: at === mine.length ? "same" : "older", at };
  if (at === mine.length) return { kind: "newer", at };
  return { kind: "fork", at };
}

/** The seat kinds on this device of a game first received for seat `to`: that seat is this
 * device's human, every other person a friend, the bots stay bots. */
export function kindsFor(seats, to) {
  return seats.map((kind, seat) => {
    if (seat === to) return "human";
    return String(kind).startsWith("bot:") ? kind : "friend";
  });
}

/** The log total when `seat` last acted in a received game (0: it has not acted yet), from the
 * engine's timeline marks (the log's length before each action): "Since your last turn". */
export function markAfterLastMove(actions, marks, seat, total) {
  const last = actions.findLastIndex(([who]) => who === seat);
  if (last < 0) return 0;
  return marks[last + 1] ?? total;
}

/** Download link data as a file (a link too long for some messengers). */
export function downloadLink(data, game) {
  const text = JSON.stringify({ format: LINK_FILE_FORMAT, data });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  a.download = `tablero-friends-${game || "game"}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** The link data in a chosen file, or null when it is no such file (a record file, say). */
export async function linkOfFile(file) {
  if (file.size > MAX_LINK_FILE) return null;
  try {
    const parsed = JSON.parse(await file.text());
    return parsed?.format === LINK_FILE_FORMAT && typeof parsed.data === "string"
      ? parsed.data : null;
  } catch {
    return null;
  }
}
