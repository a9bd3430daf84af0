// Direct edits of a Troyes position in the editor (editor.html): a seat's deniers, influence
// and VP; who stands on a building space; add or remove a worker die by colour, value and
// owner; add or remove a tradesman on an activity card. Each edit changes the description only
// (docs/positions-troyes.md), starting from the engine's description of the table shown; the
// engine judges the result (too many citizens, a 21st influence) and says why it refuses.
// Picking on the table: a seat's panel fills the seat, a building space the space (and its
// owner), an activity card the card.

import { seatName, t } from "../i18n/index.js";
import {
  button, editPanel, el, int, numberField, options, row, seatChoices,
} from "./editor-form.js";

/** The description's words (docs/positions-troyes.md). */
const BUILDINGS = ["palace", "bishopric", "cityhall"];
const COLOURS = ["red", "white", "yellow"];
const SPACES = 6;

/** Set building space `index` of `building` to `owner` (a seat, -1 neutral, null empty). */
export function setSpace(spec, building, index, owner) {
  spec.buildings = spec.buildings || {};
  const spots = spec.buildings[building] || Array(SPACES).fill(null);
  spots[index] = owner;
  spec.buildings[building] = spots;
  return spec;
}

/** Add a die, or remove the first one alike (delta -1). New dice get the next free id. */
export function changeDie(spec, die, delta) {
  spec.dice = spec.dice || [];
  if (delta > 0) {
    const ids = spec.dice.map((d) => d.id || 0);
    const id = Math.max(spec.next_die || 1, ...ids.map((n) => n + 1));
    spec.dice.push({ ...die, id });
    spec.next_die = id + 1;
    return spec;
  }
  const at = spec.dice.findIndex((d) => d.color === die.color && d.value === die.value
    && d.owner === die.owner);
  if (at < 0) throw new Error("no such die");
  spec.dice.splice(at, 1);
  return spec;
}

/** Add a tradesman of `seat` to activity card `card`, or take its last one off (delta -1). */
export function changeTradesman(spec, card, seat, delta) {
  const entry = (spec.activity || []).find((a) => a.card === card);
  if (!entry) throw new Error("no such card");
  const list = entry.tradesmen || (entry.tradesmen = []);
  if (delta > 0) {
    list.push(seat);
  } else {
    const at = list.lastIndexOf(seat);
    if (at < 0) throw new Error("no tradesman");
    list.splice(at, 1);
  }
  return spec;
}

/** The edit panel (same shape as ui/editor-pax.js). */
export function createTroyesEdits({ describe, apply, view }) {
  const frame = editPanel("troyes-edits", { describe, apply });
  const seat = el("select", { id: "tro-seat" });
  const deniers = numberField("tro-deniers", 5);
  const influence = numberField("tro-influence", 4);
  const vp = numberField("tro-vp", 0);
  const building = el("select", { id: "tro-building" });
  const space = el("select", { id: "tro-space" });
  const owner = el("select", { id: "tro-owner" });
  const colour = el("select", { id: "tro-colour" });
  const value = numberField("tro-value", 1, 1);
  value.max = 6;
  const dieOwner = el("select", { id: "tro-die-owner" });
  const card = el("select", { id: "tro-card" });
  const worker = el("select", { id: "tro-worker" });
  options(building, BUILDINGS.map((b) => [b, t(`tro.${b}`)]));
  options(space, Array.from({ length: SPACES }, (_, i) => [String(i), String(i + 1)]));
  options(colour, COLOURS.map((c) => [c, t(`editor.troyes.${c}`)]));
  let spec = null;

  function seatFields() {
    const s = spec?.seats?.[Number(seat.value)];
    if (!s) return;
    deniers.value = s.deniers ?? deniers.value;
    influence.value = s.influence ?? influence.value;
    vp.value = s.vp ?? vp.value;
  }

  function ownerField() {
    const o = spec?.buildings?.[building.value]?.[Number(space.value)];
    owner.value = o === null || o === undefined ? "" : String(o);
  }

  function refresh(next) {
    spec = next;
    const seats = seatChoices(spec);
    options(seat, seats);
    options(owner, [["", t("editor.troyes.empty")], ...seats, ["-1", t("tro.neutral")]]);
    options(dieOwner, [...seats, ["-1", t("tro.neutral")]]);
    options(worker, seats);
    const names = new Map((view()?.activity || []).map((a) => [a.card, a.name]));
    options(card, (spec.activity || []).map((a) =>
      [String(a.card), `#${a.card} ${names.get(a.card) || ""}`]));
    seatFields();
    ownerField();
  }
  seat.addEventListener("change", seatFields);
  building.addEventListener("change", ownerField);
  space.addEventListener("change", ownerField);

  const setSeat = () => frame.edit((s) => {
    Object.assign(s.seats[Number(seat.value)],
      { deniers: int(deniers), influence: int(influence), vp: int(vp) });
    return s;
  });
  const setOwner = () => frame.edit((s) => setSpace(s, building.value, Number(space.value),
    owner.value === "" ? null : Number(owner.value)));
  const die = (delta) => frame.edit((s) => changeDie(s,
    { color: colour.value, value: int(value, 1), owner: Number(dieOwner.value) }, delta));
  const tradesman = (delta) => frame.edit((s) =>
    changeTradesman(s, Number(card.value), Number(worker.value), delta));

  function pick(p) {
    if (p.kind === "seat") {
      seat.value = String(p.seat);
      dieOwner.value = worker.value = String(p.seat);
      seatFields();
      frame.picked(seatName(p.seat), deniers);
    } else if (p.kind === "space") {
      building.value = p.building;
      space.value = String(p.index);
      ownerField();
      frame.picked(`${t(`tro.${p.building}`)} ${p.index + 1}`, owner);
    } else if (p.kind === "card") {
      card.value = String(p.card);
      frame.picked(card.selectedOptions[0]?.textContent || String(p.card), card);
    }
  }

  frame.add(
    row(seat, t("tro.deniers"), deniers, t("tro.influence"), influence, t("tro.vp"), vp,
      button("tro-set", "editor.pax.set", setSeat)),
    row(building, space, owner, button("tro-place", "editor.pax.set", setOwner)),
    row(t("editor.troyes.die"), colour, value, dieOwner,
      button("tro-add-die", "editor.pax.add", () => die(1)),
      button("tro-remove-die", "editor.pax.remove", () => die(-1))),
    row(t("editor.troyes.tradesman"), card, worker,
      button("tro-add-worker", "editor.pax.add", () => tradesman(1)),
      button("tro-remove-worker", "editor.pax.remove", () => tradesman(-1))));
  return { panel: frame.fieldset, refresh, pick };
}
