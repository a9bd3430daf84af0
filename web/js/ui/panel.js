// The DOM side of the table: prompt line, the action list (one button per legal action, labelled
// with view.labels, under the view's group headings if any, reachable by keyboard) and the game
// log (aria-live, newest at the bottom). Mirrors (the phone's status line and bottom bar) get the
// same prompt, status and choices.

const LOG_KEEP = 400;

/**
 * prompt, actions, log, status: the side panel's elements. mirrors: objects with any of
 * setPrompt(text), setStatus(text, kind), setActions(list, labels, options), told after the panel.
 */
export function createPanel({ prompt, actions, log, status, mirrors = [] }) {
  const tell = (name, ...args) => mirrors.forEach((m) => m[name]?.(...args));

  const seen = new Map(); // log entry number -> <li>, so each entry is announced once
  let restoreFocus = false;

  /** Set the prompt line (what the shown seat is asked, or who is awaited). */
  function setPrompt(text) {
    prompt.textContent = text || "";
    tell("setPrompt", text || "");
  }

  /** Set a short status line (bot thinking, errors); kind "error" marks it for styling. */
  function setStatus(text, kind = "") {
    status.textContent = text || "";
    status.dataset.kind = kind;
    tell("setStatus", text || "", kind);
  }

  /** One button per action (fillActions), the focus kept in the list for keyboard play. */
  function setActions(list, labels, options) {
    // Keyboard play: when a choice had the focus, the next enabled list gets it back.
    if (actions.contains(document.activeElement)) restoreFocus = true;
    fillActions(actions, list, labels, options);
    if (restoreFocus && options.enabled !== false && (list || []).length) {
      restoreFocus = false;
      focusFirst();
    }
    tell("setActions", list, labels, options);
  }

  /** A pointer user took over: stop moving the focus into the list after each action. */
  function pointerUsed() {
    restoreFocus = false;
  }

  /** Move keyboard focus to the first choice (after an action, so play can go on by keyboard). */
  function focusFirst() {
    const first = actions.querySelector("button:not([disabled])");
    if (first) first.focus({ preventScroll: true });
  }

  /** Append the view's log entries not shown yet (entries carry their index n and text). */
  function addLog(entries) {
    for (const entry of entries || []) {
      const key = entry.n ?? `${seen.size}`;
      if (seen.has(key)) continue;
      const li = document.createElement("li");
      li.textContent = entry.text || entry.msg || "";
      if ("private" in entry) li.className = "private";
      if (Number.isInteger(entry.n)) li.dataset.n = String(entry.n);
      log.appendChild(li);
      seen.set(key, li);
    }
    while (log.children.length > LOG_KEEP) {
      log.removeChild(log.firstChild);
    }
    log.scrollTop = log.scrollHeight;
  }

  /** Highlight the log entries numbered `ns` (the last step's), and only those. */
  function markLog(ns) {
    const wanted = new Set(ns.map(String));
    for (const li of log.children) li.classList.toggle("last", wanted.has(li.dataset.n));
  }

  /** Forget the log (new match, or another seat's private view after the curtain). */
  function clearLog() {
    seen.clear();
    log.replaceChildren();
  }

  return { setPrompt, setStatus, setActions, addLog, clearLog, focusFirst, pointerUsed, markLog };
}

/**
 * Fill the list element `actions` with one button per action (the table's side and the
 * embeds). onPick(action) on activation; onFocus(action|null, element) when a button gains or
 * loses focus or hover (tooltips, canvas highlight). `groups` (the view's, when its labels
 * carry groups: [{key, title, actions: [indices]}] in the engine's order) lists those actions
 * under a small heading each, the block where the first grouped action stood; the other
 * actions keep their places. The actions list itself is never reordered.
 */
export function fillActions(actions, list, labels, { onPick, onFocus, enabled = true,
  groups = null }) {
  actions.replaceChildren();
  const items = list || [];
  const shown = validGroups(groups, items.length);
  const grouped = new Set(shown.flatMap((group) => group.actions));
  const item = (index) => {
    const li = document.createElement("li");
    li.appendChild(actionButton(items[index], labelOf(labels, index, items[index]),
      { onPick, onFocus, enabled }));
    return li;
  };
  let placed = false;
  items.forEach((_, index) => {
    if (!grouped.has(index)) {
      actions.appendChild(item(index));
    } else if (!placed) {
      placed = true;
      for (const group of shown) actions.appendChild(groupItem(group, item));
    }
  });
}

/** A choice's button: its label, the action as data, the pick and focus hooks. */
export function actionButton(action, label, { onPick, onFocus, enabled }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "action";
  button.dataset.action = JSON.stringify(action);
  button.textContent = label;
  button.disabled = !enabled;
  button.addEventListener("click", () => onPick(action));
  button.addEventListener("focus", () => onFocus(action, button));
  button.addEventListener("blur", () => onFocus(null, null));
  button.addEventListener("pointerenter", () => onFocus(action, button));
  button.addEventListener("pointerleave", () => onFocus(null, null));
  return button;
}

/** One group of choices: a list item holding its heading and its own list of choices. */
function groupItem(group, item) {
  const li = document.createElement("li");
  li.className = "action-group";
  li.dataset.group = group.key;
  const heading = document.createElement("h3");
  heading.className = "action-group-title";
  heading.textContent = group.title;
  const inner = document.createElement("ul");
  inner.className = "actions-in-group";
  inner.setAttribute("aria-label", group.title);
  for (const index of group.actions) inner.appendChild(item(index));
  li.append(heading, inner);
  return li;
}

/** The view's groups that can be drawn: each index a valid, not yet grouped action. */
function validGroups(groups, count) {
  if (!Array.isArray(groups)) return [];
  const taken = new Set();
  const out = [];
  for (const group of groups) {
    if (!group || !Array.isArray(group.actions)) continue;
    const members = group.actions.filter((n) => Number.isInteger(n) && n >= 0 && n < count
      && !taken.has(n));
    members.forEach((n) => taken.add(n));
    if (!members.length) continue;
    out.push({ key: String(group.key), title: String(group.title ?? group.key), actions: members });
  }
  return out;
}

/** The label of the action at `index`: the view's, else its type and arguments. */
export function labelOf(labels, index, action) {
  if (Array.isArray(labels) && typeof labels[index] === "string") return labels[index];
  const args = Object.entries(action).filter(([k]) => k !== "type");
  const detail = args.map(([k, v]) => `${k} ${v}`).join(", ");
  return detail ? `${action.type}: ${detail}` : action.type;
}
