// One floating tooltip for hover (canvas) and focus (action buttons): a title and fact lines.

export function createTooltip(root) {
  const el = document.createElement("div");
  el.className = "tooltip";
  el.setAttribute("role", "tooltip");
  el.hidden = true;
  root.appendChild(el);

  /** Show facts {title, lines} near the client point (clientX, clientY). */
  function show(facts, clientX, clientY) {
    if (!facts) return hide();
    el.replaceChildren();
    const title = document.createElement("div");
    title.className = "tooltip-title";
    title.textContent = facts.title || "";
    el.appendChild(title);
    for (const line of facts.lines || []) {
      const row = document.createElement("div");
      row.textContent = line;
      el.appendChild(row);
    }
    el.hidden = false;
    const pad = 14;
    const box = el.getBoundingClientRect();
    let left = clientX + pad;
    let top = clientY + pad;
    if (left + box.width > window.innerWidth - 4) left = clientX - box.width - pad;
    if (top + box.height > window.innerHeight - 4) top = clientY - box.height - pad;
    el.style.left = `${Math.max(4, left)}px`;
    el.style.top = `${Math.max(4, top)}px`;
  }

  /** Show facts beside an element's box: to its left when there is room, else above it. */
  function showBeside(facts, box) {
    show(facts, 0, 0);
    if (el.hidden) return;
    const tip = el.getBoundingClientRect();
    const left = box.left - tip.width - 10;
    const x = left >= 4 ? left : Math.max(4, box.left + 12);
    const y = left >= 4 ? box.top : box.top - tip.height - 8;
    el.style.left = `${x}px`;
    el.style.top = `${Math.max(4, Math.min(y, window.innerHeight - tip.height - 4))}px`;
  }

  function hide() {
    el.hidden = true;
  }

  return { show, showBeside, hide };
}
