// Records in and out of the app: a share link of the game on the table or of a replay's step
// (ui/share.js; copied, and shown beside the button), the embed code of this game at this step
// (ui/embed-dialog.js), the record as a file, a record file opened from the lobby and a share
// link in the address (#r=...): both open in replay. A record past the engine's limits is
// refused before it is sent.
//
// What a link gives away (issue 38): a record holds the seed, so whoever has it can rebuild
// every hidden card. While a game that hides cards is on, "Share link" gives what a spectator
// sees (ui/share.js, spectatorRecord: the dealt description, hidden cards dealt anew at every
// opening), and the full record only on a second click, labelled for the player's own use, as
// is "Save to file". A finished game and a game that hides nothing (Mexica) share the record.

import { t } from "./i18n/index.js";
import { recordRefusal } from "./replayscreen.js";
import { lobbyMessage } from "./ui/lobby.js";
import {
  dealAnew, decodeRecord, downloadRecord, parseFragment, readRecordFile, shareLink,
  spectatorRecord,
} from "./ui/share.js";

const $ = (id) => document.getElementById(id);

/**
 * shell: the app's fields {mode}; table: the turn loop; call/lang as for the table; notice:
 * the shell's; saving: saving.js (the record of the game in play); replay: the replay screen;
 * openLobby(message); test: keep the last link on `shell` (tests read it).
 * Returns {openFragment(), importFile(file)}.
 */
export function createSharing({ shell, table, call, lang, notice, saving, replay, openLobby,
  test = false }) {
  const appLink = (record, step) => shareLink(record, step,
    new URL("index.html", location.href).href);
  const inReplay = () => shell.mode === "replay";
  /** The record shown: the replay's, else the game in play's. */
  const shownRecord = async () => (inReplay() ? replay.state.record : saving.exportRecord());

  /** True while the record shown keeps cards from some seat: its game hides cards and is on. */
  const keepsSecrets = (record) => {
    const finished = inReplay() ? replay.state.finished : Boolean(table.view?.result);
    return !finished && shell.games.find((g) => g.id === record.game)?.hidden !== false;
  };

  /** Show `link` beside the button after `words`, copy it, and say so with `copied`. */
  async function offer(link, words, copied) {
    const out = $("table-share-out");
    out.hidden = false;
    out.replaceChildren(document.createTextNode(`${words} `));
    const a = document.createElement("a");
    a.href = link;
    a.id = "table-share-link";
    a.textContent = link.length > 80 ? `${link.slice(0, 77)}…` : link;
    out.appendChild(a);
    if (test) shell.lastLink = link;
    try {
      await navigator.clipboard.writeText(link);
      notice.show(copied);
    } catch {
      // no clipboard permission: the link is shown beside the button
    }
    return out;
  }

  /** The full record's link, labelled for the player's own use. */
  async function shareFull(record, step) {
    await offer(await appLink(record, step), t("share.fullShown"), t("share.fullCopied"));
  }

  async function share(step = null) {
    const record = await shownRecord();
    if (!keepsSecrets(record)) {
      await offer(await appLink(record, step), t("table.linkShown"), t("table.linkCopied"));
      return;
    }
    const at = step ?? record.actions.length;
    let out;
    try {
      const spectator = await spectatorRecord(call, record, at);
      out = await offer(await appLink(spectator, null), t("share.spectatorShown"),
        t("share.spectatorCopied"));
    } catch (err) {
      out = $("table-share-out");
      out.hidden = false;
      out.replaceChildren(`${t("share.noPosition", { message: err.message })} `);
    }
    const full = Object.assign(document.createElement("button"), {
      type: "button", id: "table-share-full", textContent: t("share.full"),
    });
    full.addEventListener("click", () => shareFull(record, step));
    out.append(" ", full);
  }

  /** "Save to file": the full record; while it keeps secrets, said to be for one's own use. */
  async function saveFile() {
    const record = await shownRecord();
    downloadRecord(record);
    if (keepsSecrets(record)) notice.show(t("share.fileOwn"));
  }

  /** "Embed" beside "Share link" (issue 31): the embed code of this game at this step. */
  async function embed() {
    const record = await shownRecord();
    const { openEmbedDialog } = await import("./ui/embed-dialog.js");
    await openEmbedDialog({
      record, call, lang: lang(), step: inReplay() ? replay.state.step : record.actions.length,
      seat: (inReplay() ? replay.state.seat : table.shownSeat) ?? null,
      finished: inReplay() ? replay.state.finished : Boolean(table.view?.result),
      hides: shell.games.find((g) => g.id === record.game)?.hidden !== false,
    });
  }

  $("table-share").addEventListener("click", () => share());
  const button = Object.assign(document.createElement("button"), {
    type: "button", id: "table-embed", textContent: t("table.embed"),
  });
  button.dataset.i18n = "table.embed";
  $("table-share").after(button);
  button.addEventListener("click", () => embed());
  $("table-export").addEventListener("click", saveFile);
  $("table-export").title = t("share.fileTitle");
  $("replay-link").addEventListener("click", () => share(replay.state.step));

  return {
    /** A share link in the address (#r=...): open it in replay; true when there was one. */
    async openFragment() {
      const fragment = parseFragment();
      if (!fragment) return false;
      history.replaceState(null, "", location.pathname + location.search);
      let record;
      try {
        record = await decodeRecord(fragment.data);
      } catch (err) {
        openLobby(t("link.refused", { message: recordRefusal(err) }));
        return true;
      }
      await replay.open(dealAnew(record), fragment.step, "link.refused");
      return true;
    },
    /** A record file chosen in the lobby: open it in replay. */
    async importFile(file) {
      let record;
      try {
        record = await readRecordFile(file);
      } catch (err) {
        lobbyMessage($("lobby"), t("import.refused", { message: recordRefusal(err) }));
        return;
      }
      if (await replay.open(dealAnew(record), null, "import.refused")) {
        notice.show(t("import.opened"));
      }
    },
  };
}
