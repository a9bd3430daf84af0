// Direct edits of a Pax Pamir position in the editor (editor.html): move a card between the
// market, a hand, a court and the discard; add or remove a tribe, army, road or spy; set a
// seat's rupees. Each edit changes the position description only (docs/positions-paxpamir.md),
// starting from the engine's full description of the table shown; the engine then judges the
// result like any typed description. No rule is decided here: a move the rules forbid (a
// patriot in the wrong court, a 13th block) is refused by the engine with its message.
// Picking on the table (pick): a region or a border fills the piece's place, a card the card
// to move (a spy's card), a market slot the destination, a seat's court header the seat.

import { seatName, t } from "../i18n/index.js";
import {
  button, editPanel, el, int, numberField, options, row, seatChoices,
} from "./editor-form.js";

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

/**
 * The edit panel. describe(): the engine's full description of the table shown (a promise);
 * apply(spec): write it to the text area and redraw; view(): the table's view (card names).
 */
export function createPaxEdits({ describe, apply, view }) {
  const card = el("select", { id: "pax-card" });
  const dest = el("select", { id: "pax-dest" });
  const kind = el("select", { id: "pax-kind" });
  const place = el("input", { id: "pax-place", size: 14 });
  place.setAttribute("list", "pax-places");
  const owner = el("select", { id: "pax-owner" });
  const seat = el("select", { id: "pax-seat" });
  const rupees = numberField("pax-rupees", 4);
  options(kind, ["tribes", "armies", "roads", "spies"].map((k) => [k, t(`editor.pax.${k}`)]));
  const frame = editPanel("pax-edits", { describe, apply });
  let spec = null;
  const named = (id) => `#${id} ${view()?.cards?.[String(id)]?.name || ""}`;

  /** Fill the choices from the description on the table. */
  function refresh(next) {
    spec = next;
    const cards = [...(spec.market || []).flat(), ...(spec.hands || []).flat(),
      ...(spec.courts || []).flat(), ...(spec.discard || [])].filter((c) => c !== null);
    options(card, cards.map((c) => [String(c), named(c)]));
    const seats = seatChoices(spec).map(([s]) => Number(s));
    options(dest, [
      ...[0, 1].flatMap((r) => [0, 1, 2, 3, 4, 5].map((col) =>
        [`m${r}.${col}`, t(r ? "editor.pax.bottom" : "editor.pax.top", { col: col + 1 })])),
      ...seats.map((s) => [`hands.${s}`, t("editor.pax.hand", { name: seatName(s) })]),
      ...seats.map((s) => [`courts.${s}`, t("editor.pax.court", { name: seatName(s) })]),
      ["discard", t("editor.pax.discard")]]);
    options(seat, seatChoices(spec));
    rupees.value = spec.rupees?.[Number(seat.value)] ?? rupees.value;
    ownerChoices();
  }

  function ownerChoices() {
    const bySeat = kind.value === "tribes" || kind.value === "spies";
    options(owner, bySeat ? seatChoices(spec || { players: 3 })
      : COALITIONS.map((c) => [c, c]));
  }
  kind.addEventListener("change", ownerChoices);
  seat.addEventListener("change", () => {
    rupees.value = spec?.rupees?.[Number(seat.value)] ?? rupees.value;
  });

  const piece = (delta) => frame.edit((s) => {
    const at = kind.value === "spies" ? String(Number(place.value)) : place.value.trim();
    const bySeat = kind.value === "tribes" || kind.value === "spies";
    const who = bySeat ? Number(owner.value) : owner.value;
    return changePiece(s, kind.value, at, who, delta);
  });
  const move = () => frame.edit((s) => moveCard(s, Number(card.value), dest.value));

  /** A place picked on the table (the renderer's place regions). */
  function pick(p) {
    if (p.kind === "region" || p.kind === "border") {
      const wanted = p.kind === "region" ? ["tribes", "armies"] : ["roads"];
      if (!wanted.includes(kind.value)) kind.value = wanted[0];
      ownerChoices();
      place.value = p.kind === "region" ? REGIONS[p.id - 201] : BORDERS[p.id - 301];
      frame.picked(place.value, kind);
    } else if (p.kind === "card") {
      card.value = String(p.card);
      if (kind.value === "spies") place.value = String(p.card);
      frame.picked(named(p.card), card);
    } else if (p.kind === "market") {
      dest.value = `m${p.row}.${p.col}`;
      if (p.card !== null) card.value = String(p.card);
      frame.picked(dest.selectedOptions[0]?.textContent || dest.value, dest);
    } else if (p.kind === "seat") {
      seat.value = String(p.seat);
      rupees.value = spec?.rupees?.[p.seat] ?? rupees.value;
      frame.picked(seatName(p.seat), rupees);
    }
  }

  frame.add(
    row(card, t("editor.pax.to"), dest, button("pax-move", "editor.pax.move", move)),
    row(kind, place, owner, button("pax-add", "editor.pax.add", () => piece(1)),
      button("pax-remove", "editor.pax.remove", () => piece(-1))),
    row(seat, t("editor.pax.rupees"), rupees,
      button("pax-set", "editor.pax.set", () => frame.edit((s) => {
        s.rupees[Number(seat.value)] = int(rupees);
        return s;
      }))),
    el("datalist", { id: "pax-places" },
      ...[...REGIONS, ...BORDERS].map((p) => el("option", { value: p }))));
  return { panel: frame.fieldset, refresh, pick };
}
