// The card list pages (rules/<game>-cards.html, written by tools/cardlist.py from the engine's
// tables): filter the cards by name and by suit or colour. Without JavaScript a page is the
// plain full list; the filter bar shows only once this module runs. Every word is the page's
// own (the count's pattern is its data-template); nothing about a game is known here.

/** Text as compared: case, accents and width folded ("Confesión" matches "confesion"). */
const fold = (text) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** Show the rows that match the name typed and the group pressed; hide emptied sections. */
function show(bar, rows, group) {
  const typed = fold(bar.querySelector("#card-name").value.trim());
  let shown = 0;
  for (const row of rows) {
    const match = (!typed || row.name.includes(typed)) && (!group || row.groups.includes(group));
    row.el.hidden = !match;
    if (match) shown += 1;
  }
  for (const section of document.querySelectorAll("section.cards")) {
    section.hidden = !section.querySelector("li.card:not([hidden])");
  }
  const count = document.getElementById("card-count");
  count.textContent = count.dataset.template
    .replace("{n}", String(shown)).replace("{total}", String(rows.length));
  document.getElementById("card-none").hidden = shown > 0;
}

function setUp() {
  const bar = document.getElementById("card-filter");
  if (!bar) return;
  const rows = [...document.querySelectorAll("li.card")].map((el) => ({
    el, name: fold(el.dataset.name || ""), groups: (el.dataset.groups || "").split(" "),
  }));
  const buttons = [...bar.querySelectorAll("button[data-group]")];
  let group = "";
  bar.querySelector("#card-name").addEventListener("input", () => show(bar, rows, group));
  for (const button of buttons) {
    button.addEventListener("click", () => {
      group = button.dataset.group;
      for (const b of buttons) b.setAttribute("aria-pressed", String(b === button));
      show(bar, rows, group);
    });
  }
  bar.hidden = false;
  show(bar, rows, group);
}

setUp();
