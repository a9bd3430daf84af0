// The end screen: winners and every player's full score breakdown as a table. Rows come from the
// game's renderer (scoreRows) when it has one, else from the breakdown's categories generically.

import { t } from "../i18n/en.js";

/**
 * Fill the end overlay. rows: [{key, label, values: [per seat], strong?, swatch?}]; names: seat
 * names. Cells carry data-seat and data-key so tests can check them against the engine's result.
 */
export function showEnd(root, { result, rows, names }) {
  const winners = result.winners || [];
  const who = winners.map((s) => names[s]).join(", ");
  root.querySelector("#end-winners").textContent =
    winners.length > 1 ? t("end.winners", { names: who }) : t("end.winner", { names: who });
  const table = root.querySelector("#end-table");
  table.replaceChildren();
  const head = table.createTHead().insertRow();
  head.appendChild(cell("th", ""));
  names.forEach((name, seat) => {
    const th = cell("th", name);
    th.scope = "col";
    if (winners.includes(seat)) th.className = "winner";
    head.appendChild(th);
  });
  const body = table.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    if (row.strong) tr.className = "strong";
    const th = cell("th", row.label);
    th.scope = "row";
    if (row.swatch) th.dataset.swatch = row.swatch;
    tr.appendChild(th);
    row.values.forEach((value, seat) => {
      const td = cell("td", value === null || value === undefined ? "—" : String(value));
      td.dataset.seat = String(seat);
      td.dataset.key = row.key;
      if (winners.includes(seat)) td.classList.add("winner");
      tr.appendChild(td);
    });
  }
  root.hidden = false;
  root.querySelector("#end-again").focus();
}

function cell(tag, textContent) {
  const el = document.createElement(tag);
  el.textContent = textContent;
  return el;
}

/** Generic rows: each category's numbers, its points, and the total. */
export function genericRows(result) {
  const breakdown = result.breakdown || [];
  const rows = [];
  const first = breakdown[0] || {};
  for (const [cat, value] of Object.entries(first)) {
    if (cat === "total" || typeof value !== "object" || value === null) continue;
    rows.push({ key: `${cat}.points`, label: cat, values: breakdown.map((b) => b[cat]?.points) });
  }
  rows.push({ key: "total", label: t("end.total"), strong: true,
    values: breakdown.length ? breakdown.map((b) => b.total) : result.scores });
  return rows;
}
