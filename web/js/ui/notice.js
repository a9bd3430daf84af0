// A one-line notice at the top of the page (update ready, offline ready, link copied), announced
// politely to screen readers. At most one at a time; the close button hides it.

export function createNotice(root) {
  const text = root.querySelector("#notice-text");
  const action = root.querySelector("#notice-action");
  let timer = 0;
  root.querySelector("#notice-close").addEventListener("click", () => hide());

  /** Show `message`, with an optional button {label, onClick}; plain notices fade after 8 s. */
  function show(message, button = null) {
    clearTimeout(timer);
    if (!button) timer = setTimeout(hide, 8000);
    text.textContent = message;
    action.hidden = !button;
    if (button) {
      action.textContent = button.label;
      action.onclick = () => {
        hide();
        button.onClick();
      };
    }
    root.hidden = false;
  }

  function hide() {
    root.hidden = true;
  }

  return { show, hide };
}
