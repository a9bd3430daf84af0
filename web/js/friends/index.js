// Games with friends far away, by link (issue 41; docs/friends.md). A seat of kind "friend" is
// played on another device: when the turn loop reaches it (table.js's friend hook), the table
// offers the link of the game as it stands (link.js; the engine writes it), to send by any
// messenger. Opening such a link replays it (the engine checks every move), saves it as a game
// with friends (store.js, id friends-<game id>: the same on every device) and puts the seat it
// is for at the table with "Since your last turn". A link older than the saved game opens the
// saved one and says so; a link that parts from it (a fork) asks which to keep. Bots' seats are
// played by whichever device reaches their turn; their moves travel in the link like any.

import { gameName, seatName, t } from "../i18n/index.js";
import { recordRefusal } from "../replayscreen.js";
import { lobbyMessage } from "../ui/lobby.js";
import { readSave } from "../store.js";
import { askFork, hideInvite, showInvite } from "./dialogs.js";
import {
  compareMoves, downloadLink, friendsFragment, kindsFor, linkOfFile, linkUrl, markAfterLastMove,
  newGameId, saveIdOf, sha256Hex,
} from "./link.js";

const FIELDS = ["id", "received", "moved", "moves"];

/**
 * shell: the app's fields {saveId, game}; table, call, lang, notice, panel, page, saving: the
 * shell's; shellOps {openLobby(message), openTable(game, match, seats, view, ready),
 * continueMatch(saved)}. Returns {newGame, adoptSave, meta, onFriendTurn, onOver, openFragment,
 * importFile, leave}.
 */
export function createFriends(deps) {
  const c = { ...deps, current: null }; // current: the game with friends on the table
  return {
    /** A new game with friends: its save id (its game id made here). */
    newGame() {
      const id = newGameId();
      c.current = { saveId: saveIdOf(id), id, received: null, moved: null, moves: 0 };
      return c.current.saveId;
    },
    /** A save continued from the lobby: a game with friends when it says so, or a record with
     * friends' seats played on from a replay (a new game id then). */
    adoptSave(saved, saveId) {
      const seats = Array.isArray(saved.record?.seats) ? saved.record.seats : [];
      if (saved.friends) c.current = { ...saved.friends, saveId };
      else if (seats.includes("friend")) c.current = { saveId, id: newGameId(), moves: 0 };
      else c.current = null;
    },
    /** The save's fields of the game with friends on the table ({} for any other game). */
    meta() {
      const cur = c.current;
      if (!cur || cur.saveId !== c.shell.saveId) return {};
      return { friends: Object.fromEntries(FIELDS.map((key) => [key, cur[key] ?? null])) };
    },
    onFriendTurn: (seat) => offer(c, seat, false),
    /** The game ended on this device: the last link goes to the first friend. */
    onOver(view) {
      const friend = c.table.seats.indexOf("friend");
      if (c.current && friend >= 0 && view.step > (c.current.arrived ?? 0)) {
        offer(c, friend, true);
      }
    },
    openFragment: () => receive(c, friendsFragment()),
    /** A file of a link (one too long to send as a link): open it; false for another file. */
    async importFile(file) {
      const data = await linkOfFile(file);
      return data ? receive(c, data) : false;
    },
    /** The table is left: the invite goes. */
    leave() {
      hideInvite();
      c.current = null;
    },
  };
}

/** The link of the game on the table for `seat`, offered to send (over: the last one). */
async function offer(c, seat, over) {
  const cur = c.current;
  if (!cur || cur.saveId !== c.shell.saveId) return;
  const fields = { to: seat, id: cur.id, ...(cur.received ? { prev: cur.received } : {}) };
  const { data, moves } = await c.call({ cmd: "link", match: c.table.match, link: fields });
  if (moves !== cur.moves) {
    cur.moves = moves;
    cur.moved = new Date().toISOString();
  }
  if (!over) await c.saving.save();
  const name = seatName(seat);
  const game = gameName(c.shell.game);
  const again = () => c.notice.show(t("friends.waiting", { name }),
    { label: t("friends.again", { name }), onClick: () => offer(c, seat, over) });
  if (!over) c.panel.setStatus(t("friends.waiting", { name }));
  showInvite({
    title: t("friends.title", { name }),
    body: t(over ? "friends.over" : "friends.next", { name }),
    honesty: t(c.shell.game?.hidden === false ? "friends.fair" : "friends.hidden", { game }),
    url: linkUrl(data), shareText: t("friends.shareText", { game }), notice: c.notice,
    onClose: over ? null : again, toFile: () => downloadLink(data, c.shell.game?.id),
  });
}

/** Link data (of the address, #f=..., or of a file): open it; true when there was some. */
async function receive(c, data) {
  if (!data) return false;
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  await c.shellOps.openLobby();
  let res;
  try {
    res = await c.call({ cmd: "open_link", data, seat: null, lang: c.lang() });
    if (!res.link.id || !Number.isInteger(res.link.to)) {
      throw Object.assign(new Error("no game id"), { code: "bad_record", field: "link" });
    }
  } catch (err) {
    if (res) c.call({ cmd: "close", match: res.match }).catch(() => {});
    lobbyMessage(document.getElementById("lobby"),
      t("friends.refused", { message: recordRefusal(err) }));
    return true;
  }
  const saveId = saveIdOf(res.link.id);
  const saved = await readSave(saveId);
  const verdict = compareMoves(saved?.record?.actions, res.record.actions);
  if (await keepsSaved(c, verdict, saved, res)) {
    c.call({ cmd: "close", match: res.match }).catch(() => {});
    await c.shellOps.continueMatch(saved);
    return true;
  }
  await adopt(c, res, saved, saveId, await sha256Hex(data));
  return true;
}

/** True when the saved game stays (the link is older or the same, or after a fork the player
 * keeps it); says why. */
async function keepsSaved(c, verdict, saved, res) {
  const mine = saved?.record?.actions?.length ?? 0;
  const theirs = res.record.actions.length;
  if (verdict.kind === "older") {
    c.notice.show(t("friends.stale", { link: theirs, moves: mine }));
    return true;
  }
  if (verdict.kind === "same") {
    c.notice.show(t("friends.same"));
    return true;
  }
  if (verdict.kind !== "fork") return false;
  const choice = await askFork({
    text: t("friends.fork", { move: verdict.at + 1, mine, theirs }),
    keep: t("friends.keep", { moves: mine }), take: t("friends.take", { moves: theirs }),
  });
  return choice === "keep";
}

/** The received game on the table, saved as the game with friends `saveId`: the seat the link
 * is for, with what the others did since its last move. */
async function adopt(c, res, saved, saveId, received) {
  const { record, link } = res;
  const local = saved?.record?.seats;
  const seats = Array.isArray(local) && local.length === record.players ? local
    : kindsFor(record.seats || [], link.to);
  c.page.go("busy");
  const held = await c.saving.claim(saveId);
  if (!held) {
    c.call({ cmd: "close", match: res.match }).catch(() => {});
    await c.shellOps.openLobby(t("lock.busy"));
    return;
  }
  c.shell.saveId = saveId;
  c.current = { saveId, id: link.id, received, moved: new Date().toISOString(),
    moves: record.actions.length, arrived: record.actions.length };
  const { marks } = await c.call({ cmd: "timeline", match: res.match, seat: link.to });
  const mark = markAfterLastMove(record.actions, marks, link.to, res.view.log_total);
  await c.shellOps.openTable(record.game, res.match, seats, res.view,
    () => c.table.sinceFrom(link.to, mark));
}
