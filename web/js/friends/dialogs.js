// The dialogs of a game with friends (issue 41): the invite, with the link to send (Copy, Share
// where the browser has the Web Share API, a QR code) and one sentence on what a link gives
// away; and the choice after a fork. Built once, over the table.

import { t } from "../i18n/index.js";
import { LINK_BUDGET } from "./link.js";
import { drawQr } from "./qr.js";

/** An element with properties and children. */
function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

const button = (id, key, primary = false) =>
  el("button", { type: "button", id, className: primary ? "primary" : "", textContent: t(key) });

/** An overlay card (hidden) with a title and the given parts. */
function overlay(id, parts) {
  const title = el("h2", { id: `${id}-title` });
  const root = el("div", { id, className: "overlay end friends", hidden: true },
    el("div", { className: "card" }, title, ...parts));
  root.setAttribute("role", "dialog");
  root.setAttribute("aria-labelledby", title.id);
  document.body.appendChild(root);
  return { root, title };
}

let invite = null;

function inviteDom() {
  if (invite) return invite;
  const parts = {
    body: el("p", { id: "friends-body" }),
    link: el("input", { id: "friends-link", type: "text", readOnly: true, className: "friends-link" }),
    copy: button("friends-copy", "friends.copy", true),
    share: button("friends-share", "friends.share"),
    qrButton: button("friends-qr-button", "friends.qr"),
    file: button("friends-file", "friends.file"),
    long: el("p", { id: "friends-long", className: "muted small" }),
    qr: el("canvas", { id: "friends-qr", className: "friends-qr", hidden: true }),
    honesty: el("p", { id: "friends-honesty", className: "muted small" }),
    close: button("friends-close", "friends.close"),
  };
  parts.link.setAttribute("aria-labelledby", "friends-invite-title");
  const { root, title } = overlay("friends-invite", [parts.body, parts.link,
    el("p", { className: "end-buttons" }, parts.copy, parts.share, parts.qrButton, parts.file),
    parts.long, parts.qr, parts.honesty, el("p", { className: "end-buttons" }, parts.close)]);
  parts.qr.setAttribute("role", "img");
  invite = { root, title, ...parts };
  return invite;
}

/**
 * Show the link to send. title, body, honesty: words; url: the link; shareText: the message
 * beside it; notice: the shell's (says a copy); onClose(): the dialog was closed; toFile():
 * saves the link as a file, offered when the link is past LINK_BUDGET.
 */
export function showInvite({ title, body, honesty, url, shareText, notice, onClose, toFile }) {
  const d = inviteDom();
  const long = url.length > LINK_BUDGET;
  d.file.hidden = !long;
  d.long.hidden = !long;
  d.long.textContent = long ? t("friends.long", { chars: url.length }) : "";
  d.file.onclick = toFile;
  d.title.textContent = title;
  d.body.textContent = body;
  d.honesty.textContent = honesty;
  d.link.value = url;
  d.qr.hidden = true;
  d.qr.setAttribute("aria-label", t("friends.qr"));
  d.share.hidden = typeof navigator.share !== "function";
  d.copy.onclick = async () => {
    d.link.select();
    try {
      await navigator.clipboard.writeText(url);
      notice.show(t("friends.copied"));
    } catch {
      // no clipboard permission: the link stands selected in its field
    }
  };
  d.share.onclick = () => navigator.share({ title: shareText, text: shareText, url })
    .catch(() => {});
  d.qrButton.onclick = async () => {
    d.qr.hidden = !d.qr.hidden;
    if (!d.qr.hidden) await drawQr(d.qr, url);
  };
  d.close.onclick = () => {
    hideInvite();
    onClose?.();
  };
  d.root.hidden = false;
  d.copy.focus();
}

export function hideInvite() {
  if (invite) invite.root.hidden = true;
}

let fork = null;

/** Ask which continuation to keep after a fork: resolves "keep" (the saved game) or "take"
 * (the link's). text, keep, take: the words. */
export function askFork({ text, keep, take }) {
  if (!fork) {
    const body = el("p", { id: "friends-fork-body" });
    const keepButton = button("friends-keep", "friends.close", true);
    const takeButton = button("friends-take", "friends.close");
    const { root, title } = overlay("friends-fork", [body,
      el("p", { className: "end-buttons" }, keepButton, takeButton)]);
    fork = { root, title, body, keepButton, takeButton };
  }
  fork.title.textContent = t("friends.title.fork");
  fork.body.textContent = text;
  fork.keepButton.textContent = keep;
  fork.takeButton.textContent = take;
  fork.root.hidden = false;
  return new Promise((resolve) => {
    const done = (choice) => {
      fork.root.hidden = true;
      resolve(choice);
    };
    fork.keepButton.onclick = () => done("keep");
    fork.takeButton.onclick = () => done("take");
  });
}
