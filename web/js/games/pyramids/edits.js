// Direct edits of a Pyramids position in the editor (editor.html): move a card (any id: one
// named in the description or one from the deck) to a seat's hand, pyramid, obelisk or
// tomb, to a quarry pair (swapping with the card there) or to the box; set a seat's god
// tile; set the round, the phase and the first player (whose turn it is then follows). Each
// edit changes the description only (docs/positions-pyramids.md), starting from the engine's
// description of the table shown; the engine judges the result (a pyramid too
// big for the round, a card without supports) and says why it refuses. Picking on the
// table: a card fills the card, a necropolis, a tomb or a quarry pair the destination.

import { seatName, t } from "../../i18n/index.js";
import { button, editPanel, el, options, row, seatChoices } from "../../ui/editor-form.js";

const ZONES = ["hand", "pyramid", "obelisk", "tomb"];
/** The standard filling order of a pyramid (docs/positions-pyramids.md: level, slot). */
const STANDARD = [[0, 0], [0, 1], [0, 2], [0, 3], [1, 0], [1, 1], [1, 2], [2, 0], [2, 1], [3, 0]];
const GODS = [1, 2, 3, 4, 5];
const PHASES = ["gods", "build", "keep", "over"];
const ROUNDS = 10;

/** Set the round, phase and first player. When the phase or the first player changes, whose
 * turn it is (and a builder's step and picked card) is left for the engine to derive. */
export function setRound(spec, round, phase, first) {
  if (phase !== (spec.phase ?? "gods") || first !== (spec.first_player ?? 0)) {
    for (const key of ["turn", "step", "selected"]) delete spec[key];
  }
  return Object.assign(spec, { round, phase, first_player: first });
}

/** A pyramid as {level, slot, card} objects (the description allows plain ids too). */
const placesOf = (pyramid) => (pyramid || []).map((p, i) => (typeof p === "string"
  ? { level: STANDARD[i][0], slot: STANDARD[i][1], card: p } : p));

/** Every card id the description names. */
export function namedCards(spec) {
  const out = [];
  for (const pair of spec.quarry || []) out.push(...(Array.isArray(pair) ? pair : pair.took || []));
  for (const s of spec.seats || []) {
    out.push(...(s.hand || []), ...placesOf(s.pyramid).map((p) => p.card), ...(s.obelisk || []),
      ...(s.tomb || []));
  }
  return [...out, ...(spec.box || [])];
}

/** Take card `id` out of every zone of the description (the deck included). */
function takeOut(spec, id) {
  spec.quarry = (spec.quarry || []).map((pair) => (Array.isArray(pair)
    ? pair.filter((c) => c !== id) : pair));
  for (const s of spec.seats || []) {
    for (const zone of ["hand", "obelisk", "tomb"]) {
      if (s[zone]) s[zone] = s[zone].filter((c) => c !== id);
    }
    s.pyramid = placesOf(s.pyramid).filter((p) => p.card !== id);
  }
  for (const key of ["box", "deck"]) if (spec[key]) spec[key] = spec[key].filter((c) => c !== id);
}

/** Swap cards `a` and `b` wherever the description names them (each keeps the other's
 * place: a quarry slot, a pyramid place, a place in a list). */
function swap(spec, a, b) {
  const other = (c) => (c === a ? b : c === b ? a : c);
  const list = (l) => (l || []).map(other);
  spec.quarry = (spec.quarry || []).map((p) => (Array.isArray(p) ? list(p)
    : p.took ? { ...p, took: list(p.took) } : p));
  for (const s of spec.seats || []) {
    for (const zone of ["hand", "obelisk", "tomb"]) if (s[zone]) s[zone] = list(s[zone]);
    s.pyramid = placesOf(s.pyramid).map((p) => ({ ...p, card: other(p.card) }));
  }
  for (const key of ["box", "deck"]) if (spec[key]) spec[key] = list(spec[key]);
  return spec;
}

/** Put card `id` at `where`: "<seat>.<zone>" (a pyramid: its next standard place),
 * "q<pair>.<index>" (the card there swaps places with it) or "box". */
export function moveCard(spec, id, where) {
  const [pair, index] = where.startsWith("q") ? where.slice(1).split(".").map(Number) : [];
  const there = Array.isArray(spec.quarry?.[pair]) ? spec.quarry[pair][index] : undefined;
  if (there !== undefined && namedCards(spec).includes(id)) return swap(spec, id, there);
  takeOut(spec, id);
  if (where === "box") {
    spec.box = [...(spec.box || []), id];
  } else if (where.startsWith("q")) {
    const cards = Array.isArray(spec.quarry[pair]) ? spec.quarry[pair] : [];
    cards[Math.min(index, cards.length)] = id;
    spec.quarry[pair] = cards;
  } else {
    const [seat, zone] = where.split(".");
    const s = spec.seats[Number(seat)];
    if (zone === "pyramid") {
      const used = new Set(s.pyramid.map((p) => `${p.level}.${p.slot}`));
      const free = STANDARD.find(([level, slot]) => !used.has(`${level}.${slot}`));
      if (!free) throw new Error("pyramid full");
      s.pyramid.push({ level: free[0], slot: free[1], card: id });
    } else {
      s[zone] = [...(s[zone] || []), id];
    }
  }
  return spec;
}

/** The edit panel of a Pyramids position (the shape every game's edits.js has). */
export function createEdits({ describe, apply }) {
  const frame = editPanel("pyr-edits", { describe, apply });
  const card = el("input", { id: "pyr-card", size: 6, placeholder: "P001" });
  card.setAttribute("list", "pyr-cards");
  const cards = el("datalist", { id: "pyr-cards" });
  const dest = el("select", { id: "pyr-dest" });
  const seat = el("select", { id: "pyr-seat" });
  const god = el("select", { id: "pyr-god" });
  options(god, [["", t("editor.pyr.noGod")], ...GODS.map((g) => [String(g), String(g)])]);
  const round = el("select", { id: "pyr-round" });
  options(round, Array.from({ length: ROUNDS }, (_, i) => [String(i + 1), String(i + 1)]));
  const phase = el("select", { id: "pyr-phase" });
  options(phase, PHASES.map((p) => [p, t(`editor.pyr.phase.${p}`)]));
  const first = el("select", { id: "pyr-first" });
  let spec = null;

  function godField() {
    const g = spec?.seats?.[Number(seat.value)]?.god;
    god.value = g === null || g === undefined ? "" : String(g);
  }

  function refresh(next) {
    spec = next;
    cards.replaceChildren(...namedCards(spec).map((c) => el("option", { value: c })));
    const seats = seatChoices(spec);
    options(dest, [
      ...seats.flatMap(([s, name]) => ZONES.map((z) =>
        [`${s}.${z}`, t(`editor.pyr.${z}`, { name })])),
      ...(spec.quarry || []).flatMap((_, i) => [0, 1].map((k) =>
        [`q${i}.${k}`, t("editor.pyr.quarry", { pair: i + 1, card: k + 1 })])),
      ["box", t("editor.pyr.box")]]);
    options(seat, seats);
    options(first, seats);
    godField();
    phase.value = spec.phase ?? "gods";
    round.value = String(spec.round ?? (phase.value === "over" ? ROUNDS : 1));
    first.value = String(spec.first_player ?? 0);
  }
  seat.addEventListener("change", godField);

  const move = () => frame.edit((s) => moveCard(s, card.value.trim().toUpperCase(), dest.value));
  const setGod = () => frame.edit((s) => {
    s.seats[Number(seat.value)].god = god.value === "" ? null : Number(god.value);
    return s;
  });

  const setTime = () => frame.edit((s) => setRound(s, Number(round.value), phase.value,
    Number(first.value)));

  function pick(p) {
    if (p.kind === "card") {
      card.value = p.card;
      frame.picked(p.card, card);
    } else if (p.kind === "seat") {
      dest.value = `${p.seat}.${p.zone || "pyramid"}`;
      seat.value = String(p.seat);
      godField();
      frame.picked(dest.selectedOptions[0]?.textContent || seatName(p.seat), dest);
    } else if (p.kind === "quarry") {
      if (p.card) card.value = p.card;
      dest.value = `q${p.pair}.${p.index ?? 0}`;
      frame.picked(dest.selectedOptions[0]?.textContent || dest.value, p.card ? card : dest);
    }
  }

  frame.add(
    row(card, t("editor.to"), dest, button("pyr-move", "editor.move", move)),
    row(seat, t("editor.pyr.god"), god, button("pyr-set-god", "editor.set", setGod)),
    row(t("editor.pyr.round"), round, phase, t("editor.pyr.first"), first,
      button("pyr-set-round", "editor.set", setTime)),
    cards);
  return { panel: frame.fieldset, refresh, pick };
}
