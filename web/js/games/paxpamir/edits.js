// Direct edits of a Pax Pamir position in the editor (editor.html): move a card between the
// market, a hand, a court and the discard; add or remove a tribe, army, road or spy; set a
// seat's rupees. Each edit changes the position description only (docs/positions-paxpamir.md),
// starting from the engine's full description of the table shown; the engine then judges the
// result like any typed description. No rule is decided here: a move the rules forbid (a
// patriot in the wrong court, a 13th block) is refused by the engine with its message.
// Picking on the table (pick): a region or a border fills the piece's place, a card the card
// to move (a spy's card), a market slot the destination, a seat's court header the seat.

import { seatName, t } from "../../i18n/index.js";
import {
  button, editPanel, el, int, numberField, options, row, seatChoices,
} from "../../ui/editor-form.js";

/** The description's words for places and coalitions (docs/positions-paxpamir.md). */
const REGIONS = ["transcaspia", "persia", "herat", "kabul", "kandahar", "punjab"];
const BORDERS = ["herat_kabul", "herat_kandahar", "herat_persia", "herat_transcaspia",
  "kabul_kandahar", "kabul_punjab", "kabul_transcaspia", "kandahar_punjab", "persia_transcaspia"];
const COALITIONS = ["afghan", "british", "russian"];

/** Take card `id` out of every zone of the description. */
function takeOut(spec, id) {
  for (const row of spec.market || []) row.forEach((c, i) => { if (c === id) row[i] = null; });
  for (const key of ["hands", "courts", "prizes"]) {
    (spec[key] || []).forEach((list, s) => { spec[key][s] = list.filter((c) => c !== id); });
  }
  for (const key of ["discard", "deck", "blocked", "used"]) {
    if (spec[key]) spec[key] = spec[key].filter((c) => c !== id);
  }
  if (spec.spies) delete spec.spies[String(id)];
}

/** Put card `id` at `where` ("m<row>.<col>", "hands.<seat>", "courts.<seat>", "discard"). */
export function moveCard(spec, id, where) {
  takeOut(spec, id);
  if (where === "discard") {
    spec.discard = [...(spec.discard || []), id];
  } else if (where.startsWith("m")) {
    const [row, col] = where.slice(1).split(".").map(Number);
    spec.market[row][col] = id;
  } else {
    const [key, seat] = where.split(".");
    spec[key][Number(seat)].push(id);
  }
  return spec;
}

/** Add (+1) or remove (-1) a piece: kind tribes | spies (owner a seat) | armies | roads
 * (owner a coalition) at `place` (a region, a border or a court card id for a spy). */
export function changePiece(spec, kind, place, owner, delta) {
  const bucket = spec[kind] || (spec[kind] = {});
  if (kind === "tribes" || kind === "spies") {
    const counts = bucket[place] || (bucket[place] = Array(spec.players).fill(0));
    counts[owner] = Math.max(0, counts[owner] + delta);
  } else {
    const counts = bucket[place] || (bucket[place] = {});
    counts[owner] = Math.max(0, (counts[owner] || 0) + delta);
  }
  return spec;
}

/** The destinations of a card: the market's slots, each seat's hand and court, the discard. */
function destinations(spec) {
  const seats = seatChoices(spec).map(([seat]) => Number(seat));
  return [
    ...[0, 1].flatMap((r) => [0, 1, 2, 3, 4, 5].map((col) =>
      [`m${r}.${col}`, t(r ? "editor.pax.bottom" : "editor.pax.top", { col: col + 1 })])),
    ...seats.map((seat) => [`hands.${seat}`, t("editor.pax.hand", { name: seatName(seat) })]),
    ...seats.map((seat) => [`courts.${seat}`, t("editor.pax.court", { name: seatName(seat) })]),
    ["discard", t("editor.pax.discard")]];
}

/** A place picked on the table (the renderer's place regions) fills the matching fields. */
function pickOn(c, frame, p, { named, ownerChoices, rupeesOf }) {
  if (p.kind === "region" || p.kind === "border") {
    const wanted = p.kind === "region" ? ["tribes", "armies"] : ["roads"];
    if (!wanted.includes(c.kind.value)) c.kind.value = wanted[0];
    ownerChoices();
    c.place.value = p.kind === "region" ? REGIONS[p.id - 201] : BORDERS[p.id - 301];
    frame.picked(c.place.value, c.kind);
  } else if (p.kind === "card") {
    c.card.value = String(p.card);
    if (c.kind.value === "spies") c.place.value = String(p.card);
    frame.picked(named(p.card), c.card);
  } else if (p.kind === "market") {
    c.dest.value = `m${p.row}.${p.col}`;
    if (p.card !== null) c.card.value = String(p.card);
    frame.picked(c.dest.selectedOptions[0]?.textContent || c.dest.value, c.dest);
  } else if (p.kind === "seat") {
    c.seat.value = String(p.seat);
    c.rupees.value = rupeesOf(p.seat);
    frame.picked(seatName(p.seat), c.rupees);
  }
}

/** The rows of the panel, each with its edit buttons. */
function rows(c, frame) {
  const piece = (delta) => frame.edit((s) => {
    const at = c.kind.value === "spies" ? String(Number(c.place.value)) : c.place.value.trim();
    const bySeat = c.kind.value === "tribes" || c.kind.value === "spies";
    return changePiece(s, c.kind.value, at, bySeat ? Number(c.owner.value) : c.owner.value,
      delta);
  });
  return [
    row(c.card, t("editor.to"), c.dest, button("pax-move", "editor.move",
      () => frame.edit((s) => moveCard(s, Number(c.card.value), c.dest.value)))),
    row(c.kind, c.place, c.owner, button("pax-add", "editor.add", () => piece(1)),
      button("pax-remove", "editor.remove", () => piece(-1))),
    row(c.seat, t("editor.pax.rupees"), c.rupees,
      button("pax-set", "editor.set", () => frame.edit((s) => {
        s.rupees[Number(c.seat.value)] = int(c.rupees);
        return s;
      }))),
    el("datalist", { id: "pax-places" },
      ...[...REGIONS, ...BORDERS].map((name) => el("option", { value: name }))),
  ];
}

/**
 * The edit panel (the shape every game's edits.js has). describe(): the engine's full
 * description of the table shown (a promise); apply(spec): write it to the text area and
 * redraw; view(): the table's view (card names).
 */
export function createEdits({ describe, apply, view }) {
  const c = {
    card: el("select", { id: "pax-card" }), dest: el("select", { id: "pax-dest" }),
    kind: el("select", { id: "pax-kind" }), place: el("input", { id: "pax-place", size: 14 }),
    owner: el("select", { id: "pax-owner" }), seat: el("select", { id: "pax-seat" }),
    rupees: numberField("pax-rupees", 4),
  };
  c.place.setAttribute("list", "pax-places");
  options(c.kind, ["tribes", "armies", "roads", "spies"].map((k) => [k, t(`editor.pax.${k}`)]));
  const frame = editPanel("pax-edits", { describe, apply });
  let spec = null;
  const named = (id) => `#${id} ${view()?.cards?.[String(id)]?.name || ""}`;
  const rupeesOf = (seat) => spec?.rupees?.[seat] ?? c.rupees.value;
  function ownerChoices() {
    const bySeat = c.kind.value === "tribes" || c.kind.value === "spies";
    options(c.owner, bySeat ? seatChoices(spec || { players: 3 })
      : COALITIONS.map((k) => [k, k]));
  }
  c.kind.addEventListener("change", ownerChoices);
  c.seat.addEventListener("change", () => { c.rupees.value = rupeesOf(Number(c.seat.value)); });
  frame.add(...rows(c, frame));
  return {
    panel: frame.fieldset,
    /** Fill the choices from the description on the table. */
    refresh(next) {
      spec = next;
      const cards = [...(spec.market || []).flat(), ...(spec.hands || []).flat(),
        ...(spec.courts || []).flat(), ...(spec.discard || [])].filter((k) => k !== null);
      options(c.card, cards.map((k) => [String(k), named(k)]));
      options(c.dest, destinations(spec));
      options(c.seat, seatChoices(spec));
      c.rupees.value = rupeesOf(Number(c.seat.value));
      ownerChoices();
    },
    pick: (p) => pickOn(c, frame, p, { named, ownerChoices, rupeesOf }),
  };
}
