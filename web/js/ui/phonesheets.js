// The phone's sheets (css/phone.css): one at a time over the lower part of the screen (the
// right-hand part on a phone on its side), opened from the bottom bar. Some are parts of the
// side panel (the game menu, the full list of choices, the log: the same elements the wide
// layouts show beside the board), the others the phone's own (the rules, an area of the board).
// A sheet is a dialog while it is open: its close button takes the focus, Escape, the close
// button or a tap beside it close it, and the focus goes back to the button that opened it.

/**
 * root: the table's element (its data-sheet names the open sheet, for the CSS); parts: {name:
 * element}, each holding a .part-close button; backdrop: the element behind an open sheet.
 * onChange(name|null) after a sheet opened or closed. Returns {open(name, opener), close(),
 * toggle(name, opener), current()}.
 */
export function createSheets({ root, parts, backdrop, onChange = () => {} }) {
  let current = null;
  let opener = null;

  function close() {
    if (!current) return;
    const part = parts[current];
    part.removeAttribute("role");
    part.removeAttribute("aria-modal");
    delete root.dataset.sheet;
    backdrop.hidden = true;
    opener?.setAttribute("aria-expanded", "false");
    if (opener?.isConnected && opener.offsetParent) opener.focus({ preventScroll: true });
    current = null;
    opener = null;
    onChange(null);
  }

  function open(name, from = null) {
    if (!parts[name]) return;
    close();
    current = name;
    opener = from;
    const part = parts[name];
    part.setAttribute("role", "dialog");
    part.setAttribute("aria-modal", "true");
    root.dataset.sheet = name;
    backdrop.hidden = false;
    from?.setAttribute("aria-expanded", "true");
    onChange(name);
    part.querySelector(".part-close")?.focus({ preventScroll: true });
  }

  for (const part of Object.values(parts)) {
    part.querySelector(".part-close")?.addEventListener("click", close);
    part.addEventListener("keydown", (event) => {
      if (event.key === "Escape") close();
    });
  }
  backdrop.addEventListener("click", close);

  return {
    open,
    close,
    toggle: (name, from = null) => (current === name ? close() : open(name, from)),
    current: () => current,
  };
}
