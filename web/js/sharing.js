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
// is "Save to file". A finished game and a game that hides nothing share the record.

import { t } from "./i18n/index.js";
import { recordRefusal } from "./replayscreen.js";
import { lobbyMessage } from "./ui/lobby.js";
import {
  dealAnew, decodeRecord, downloadRecord, parseFragment, readRecordFile, shareLink,
  spectatorRecord,
} from "./ui/share.js";

const $ = (id) => document.getElementById(id);
const appLink = (record, step) => shareLink(record, step,
  new URL("index.html", location.href).href);

/**
 * shell: the app's fields {mode}; table: the turn loop; call/lang as for the table; notice:
 * the shell's; saving: saving.js (the record of the game in play); replay: the replay screen;
 * openLobby(message); test: keep the last link on `shell` (tests read it).
 * Returns {openFragment(), importFile(file)}.
 */
export function createSharing({ shell, table, call, lang, notice, saving, replay, openLobby,
  test = false }) {
  const inReplay = () => shell.mode === "replay";
  const c = {
    shell, call, notice, test,
    /** The record shown: the replay's, else the game in play's. */
    shownRecord: async () => (inReplay() ? replay.state.record : saving.exportRecord()),
    finished: () => (inReplay() ? replay.state.finished : Boolean(table.view?.result)),
    hides: (record) => shell.games.find((g) => g.id === record.game)?.hidden !== false,
  };

  /** "Embed" beside "Share link" (issue 31): the embed code of this game at this step. */
  async function embed() {
    const record = await c.shownRecord();
    const { openEmbedDialog } = await import("./ui/embed-dialog.js");
    await openEmbedDialog({
      record, call, lang: lang(), step: inReplay() ? replay.state.step : record.actions.length,
      seat: (inReplay() ? replay.state.seat : table.shownSeat) ?? null,
      finished: c.finished(), hides: c.hides(record),
    });
  }

  $("table-share").addEventListener("click", () => share(c));
  const button = Object.assign(document.createElement("button"), {
    type: "button", id: "table-embed", textContent: t("table.embed"),
  });
  button.dataset.i18n = "table.embed";
  $("table-share").after(button);
  button.addEventListener("click", () => embed());
  $("table-export").addEventListener("click", () => saveFile(c));
  $("table-export").title = t("share.fileTitle");
  $("replay-link").addEventListener("click", () => share(c, replay.state.step));

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
      const opened = await replay.open(dealAnew(record), null, "import.refused");
      if (opened && !replay.cut) notice.show(t("import.opened")); // a cut record says its own
    },
  };
}

/** True while the record shown keeps cards from some seat: its game hides cards and is on. */
function keepsSecrets(c, record) {
  return !c.finished() && c.hides(record);
}

/** Show `link` beside the button after `words`, copy it, and say so with `copied`; the
 * paragraph that shows it. */
async function offer(c, link, words, copied) {
  const out = $("table-share-out");
  out.hidden = false;
  out.replaceChildren(`${words} `);
  const a = document.createElement("a");
  a.href = link;
  a.id = "table-share-link";
  a.textContent = link.length > 80 ? `${link.slice(0, 77)}…` : link;
  out.appendChild(a);
  if (c.test) c.shell.lastLink = link;
  try {
    await navigator.clipboard.writeText(link);
    c.notice.show(copied);
  } catch {
    // no clipboard permission: the link is shown beside the button
  }
  return out;
}

/** "Share link" (and "Link to this step": `step`): the record's link, or while it keeps
 * secrets the spectator's, with a button for the full record labelled for one's own use. */
async function share(c, step = null) {
  const record = await c.shownRecord();
  if (!keepsSecrets(c, record)) {
    await offer(c, await appLink(record, step), t("table.linkShown"), t("table.linkCopied"));
    return;
  }
  let out;
  try {
    const spectator = await spectatorRecord(c.call, record, step ?? record.actions.length);
    out = await offer(c, await appLink(spectator, null), t("share.spectatorShown"),
      t("share.spectatorCopied"));
  } catch (err) {
    out = $("table-share-out");
    out.hidden = false;
    out.replaceChildren(`${t("share.noPosition", { message: err.message })} `);
  }
  const full = Object.assign(document.createElement("button"), {
    type: "button", id: "table-share-full", textContent: t("share.full"),
  });
  full.addEventListener("click", async () => {
    await offer(c, await appLink(record, step), t("share.fullShown"), t("share.fullCopied"));
  });
  out.append(" ", full);
}

/** "Save to file": the full record; while it keeps secrets, said to be for one's own use. */
async function saveFile(c) {
  const record = await c.shownRecord();
  downloadRecord(record);
  if (keepsSecrets(c, record)) c.notice.show(t("share.fileOwn"));
}
