// Records in and out of the app: a share link of the game on the table or of a replay's step
// (ui/share.js; copied, and shown beside the button), the embed code of this game at this step
// (ui/embed-dialog.js), the record as a file, a record file opened from the lobby and a share
// link in the address (#r=...): both open in replay. A record past the engine's limits is
// refused before it is sent.

import { t } from "./i18n/index.js";
import { recordRefusal } from "./replayscreen.js";
import { lobbyMessage } from "./ui/lobby.js";
import { decodeRecord, downloadRecord, parseFragment, readRecordFile, shareLink } from "./ui/share.js";

const $ = (id) => document.getElementById(id);

/**
 * shell: the app's fields {mode}; table: the turn loop; call/lang as for the table; notice:
 * the shell's; saving: saving.js (the record of the game in play); replay: the replay screen;
 * openLobby(message); test: keep the last link on `shell` (tests read it).
 * Returns {openFragment(), importFile(file)}.
 */
export function createSharing({ shell, table, call, lang, notice, saving, replay, openLobby,
  test = false }) {
  const inReplay = () => shell.mode === "replay";
  /** The record shown: the replay's, else the game in play's. */
  const shownRecord = async () => (inReplay() ? replay.state.record : saving.exportRecord());

  async function share(step = null) {
    const record = await shownRecord();
    const link = await shareLink(record, step, new URL("index.html", location.href).href);
    const out = $("table-share-out");
    out.hidden = false;
    out.replaceChildren(document.createTextNode(`${t("table.linkShown")} `));
    const a = document.createElement("a");
    a.href = link;
    a.id = "table-share-link";
    a.textContent = link.length > 80 ? `${link.slice(0, 77)}…` : link;
    out.appendChild(a);
    try {
      await navigator.clipboard.writeText(link);
      notice.show(t("table.linkCopied"));
    } catch {
      // no clipboard permission: the link is shown beside the button
    }
    if (test) shell.lastLink = link;
  }

  /** "Embed" beside "Share link" (issue 31): the embed code of this game at this step. */
  async function embed() {
    const record = await shownRecord();
    const { openEmbedDialog } = await import("./ui/embed-dialog.js");
    await openEmbedDialog({
      record, call, lang: lang(), step: inReplay() ? replay.state.step : record.actions.length,
      seat: (inReplay() ? replay.state.seat : table.shownSeat) ?? null,
      finished: inReplay() ? replay.state.finished : Boolean(table.view?.result),
    });
  }

  $("table-share").addEventListener("click", () => share());
  const button = Object.assign(document.createElement("button"), {
    type: "button", id: "table-embed", textContent: t("table.embed"),
  });
  button.dataset.i18n = "table.embed";
  $("table-share").after(button);
  button.addEventListener("click", () => embed());
  $("table-export").addEventListener("click", async () => downloadRecord(await shownRecord()));
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
      await replay.open(record, fragment.step, "link.refused");
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
      const opened = await replay.open(record, null, "import.refused");
      if (opened && !replay.cut) notice.show(t("import.opened")); // a cut record says its own
    },
  };
}
