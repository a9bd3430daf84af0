// A one-line notice at the top of the page (update ready, offline ready, link copied), announced
// politely to screen readers. At most one at a time; the close button hides it. A warning
// (warn: a game that could not be saved) stands: a passing notice shown over it gives way to it
// again when it fades or is closed, and its button leaves it shown, until clear() (the game is
// saved again) or the close button.

export function createNotice(root) {
  const text = root.querySelector("#notice-text");
  const action = root.querySelector("#notice-action");
  let timer = 0;
  let warning = null; // {message, button}: the standing warning
  let showing = null; // what is shown now (the warning itself or a passing notice)
  root.querySelector("#notice-close").addEventListener("click", () => {
    if (showing === warning) warning = null;
    hide();
  });

  /** Put `entry` {message, button} on the line. */
  function put(entry) {
    clearTimeout(timer);
    showing = entry;
    const { message, button } = entry;
    if (!button && entry !== warning) timer = setTimeout(hide, 8000);
    text.textContent = message;
    action.hidden = !button;
    if (button) {
      action.textContent = button.label;
      action.onclick = () => {
        if (entry !== warning) hide();
        button.onClick();
      };
    }
    root.hidden = false;
  }

  /** Show `message`, with an optional button {label, onClick}; plain notices fade after 8 s. */
  function show(message, button = null) {
    put({ message, button });
  }

  /** Hide what is shown; a standing warning comes back. */
  function hide() {
    clearTimeout(timer);
    if (warning && showing !== warning) {
      put(warning);
      return;
    }
    showing = null;
    root.hidden = true;
  }

  /** Show `message` as the standing warning (with an optional button, as show). */
  function warn(message, button = null) {
    warning = { message, button };
    put(warning);
  }

  /** The warning is over: it goes (a passing notice shown over it stays). */
  function clear() {
    const shown = showing === warning;
    warning = null;
    if (shown) hide();
  }

  return { show, hide, warn, clear };
}
