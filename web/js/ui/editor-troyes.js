// Direct edits of a Troyes position in the editor (editor.html): a seat's deniers, influence
// and VP; who stands on a building space; add or remove a worker die by colour, value and
// owner; add or remove a tradesman on an activity card; give a character card to a seat (or to
// nobody); set who holds a cathedral space; add an event card to the row or take it off, and
// add or remove a cube on an event of the row. Each edit changes the description only
// (docs/positions-troyes.md), starting from the engine's description of the table shown; the
// engine judges the result (too many citizens, a 21st influence) and says why it refuses.
// Picking on the table: a seat's panel fills the seat, a building space the space (and its
// owner), an activity card the card.

import { seatName, t } from "../i18n/index.js";
import { help } from "../games/troyes/help.js";
import {
  button, editPanel, el, int, numberField, options, row, seatChoices,
} from "./editor-form.js";

/** The description's words (docs/positions-troyes.md). */
const BUILDINGS = ["palace", "bishopric", "cityhall"];
const COLOURS = ["red", "white", "yellow"];
const SPACES = 6;
const CHARACTERS = [301, 302, 303, 304, 305, 306];
const EVENTS = Array.from({ length: 17 }, (_, i) => 201 + i);
const LEVELS = 3;

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

/** Add `owner` to list `key` of the entry of `zone` for `card`, or take the last one of that
 * owner off (delta -1): a tradesman on an activity card, a cube on an event. */
function changeOwners(spec, zone, key, card, owner, delta) {
  const entry = (spec[zone] || []).find((a) => a.card === card);
  if (!entry) throw new Error("no such card");
  const list = entry[key] || (entry[key] = []);
  const at = list.lastIndexOf(owner);
  if (delta > 0) list.push(owner);
  else if (at >= 0) list.splice(at, 1);
  else throw new Error("nothing to take off");
  return spec;
}

/** Add a tradesman of `seat` to activity card `card`, or take its last one off (delta -1). */
export const changeTradesman = (spec, card, seat, delta) =>
  changeOwners(spec, "activity", "tradesmen", card, seat, delta);

/** Give character `id` to `seat` (null: to nobody): it leaves whoever held it. A secret
 * character (null) stays where it is. */
export function giveCharacter(spec, id, seat) {
  for (const s of spec.seats || []) s.characters = (s.characters || []).filter((c) => c !== id);
  if (seat !== null) spec.seats[seat].characters.push(id);
  return spec;
}

/** Set cathedral space `value` (0..5) of `level` (0..2) to `owner` (seat, -1 grey, null). */
export function setCathedral(spec, level, value, owner) {
  spec.cathedral = spec.cathedral
    || Array.from({ length: LEVELS }, () => Array(SPACES).fill(null));
  spec.cathedral[level][value] = owner;
  return spec;
}

/** Put event `card` at the right end of the row (delta 1: it leaves the deck written in
 * `decks`) or take it off the row (-1: out of the game). */
export function changeEvent(spec, card, delta) {
  const row = spec.events || [{ card: 201 }];
  const at = row.findIndex((e) => e.card === card);
  for (const colour of Object.keys(spec.decks || {})) {
    if (delta > 0) spec.decks[colour] = spec.decks[colour].filter((c) => c !== card);
  }
  if (delta > 0 && at < 0) row.push({ card, cubes: [] });
  else if (delta < 0 && at >= 0) row.splice(at, 1);
  else throw new Error(delta > 0 ? "already in the row" : "not in the row");
  spec.events = row;
  return spec;
}

/** Add a cube of `owner` (seat, -1 grey) on event `card` of the row, or take the last one of
 * that owner off (delta -1). */
export const changeEventCube = (spec, card, owner, delta) =>
  changeOwners(spec, "events", "cubes", card, owner, delta);

/** The edit panel (same shape as ui/editor-pax.js). */
export function createTroyesEdits({ describe, apply }) {
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
  const character = el("select", { id: "tro-character" });
  const holder = el("select", { id: "tro-holder" });
  const level = el("select", { id: "tro-cath-level" });
  const cathValue = el("select", { id: "tro-cath-value" });
  const cathOwner = el("select", { id: "tro-cath-owner" });
  // Levels 1..3 and die values 1..6, as printed (the description counts from 0).
  options(level, Array.from({ length: LEVELS }, (_, i) => [String(i + 1),
    t("tro.cathedralLevel", { n: i + 1 })]));
  options(cathValue, Array.from({ length: SPACES }, (_, i) => [String(i + 1), String(i + 1)]));
  const event = el("select", { id: "tro-event" });
  const cubeOwner = el("select", { id: "tro-cube-owner" });
  const newEvent = el("select", { id: "tro-new-event" });
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
    options(holder, [["", t("editor.troyes.nobody")], ...seats]);
    options(cathOwner, [["", t("editor.troyes.empty")], ...seats, ["-1", t("tro.neutral")]]);
    options(cubeOwner, [...seats, ["-1", t("tro.neutral")]]);
    const named = (id) => `#${id} ${help(`name.${id}`)}`; // names: the engine's help table
    options(character, CHARACTERS.map((c) => [String(c), named(c)]));
    options(event, (spec.events || []).map((e) => [String(e.card), named(e.card)]));
    options(newEvent, EVENTS.map((c) => [String(c), named(c)]));
    holderField();
    cathField();
    options(card, (spec.activity || []).map((a) => [String(a.card), named(a.card)]));
    seatFields();
    ownerField();
  }
  function holderField() {
    const at = (spec?.seats || []).findIndex((s) => (s.characters || [])
      .includes(Number(character.value)));
    holder.value = at < 0 ? "" : String(at);
  }

  function cathField() {
    const o = spec?.cathedral?.[Number(level.value) - 1]?.[Number(cathValue.value) - 1];
    cathOwner.value = o === null || o === undefined ? "" : String(o);
  }
  seat.addEventListener("change", seatFields);
  character.addEventListener("change", holderField);
  level.addEventListener("change", cathField);
  cathValue.addEventListener("change", cathField);
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

  const give = () => frame.edit((s) => giveCharacter(s, Number(character.value),
    holder.value === "" ? null : Number(holder.value)));
  const setCath = () => frame.edit((s) => setCathedral(s, Number(level.value) - 1,
    Number(cathValue.value) - 1, cathOwner.value === "" ? null : Number(cathOwner.value)));
  const eventRow = (delta) => frame.edit((s) => changeEvent(s, Number(newEvent.value), delta));
  const cube = (delta) => frame.edit((s) => changeEventCube(s, Number(event.value),
    Number(cubeOwner.value), delta));

  function pick(p) {
    if (p.kind === "seat") {
      seat.value = String(p.seat);
      dieOwner.value = worker.value = holder.value = cubeOwner.value = String(p.seat);
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
      button("tro-remove-worker", "editor.pax.remove", () => tradesman(-1))),
    row(t("editor.troyes.character"), character, t("editor.pax.to"), holder,
      button("tro-give", "editor.pax.move", give)),
    row(t("tro.cathedral"), level, cathValue, cathOwner,
      button("tro-cath-set", "editor.pax.set", setCath)),
    row(t("editor.troyes.eventRow"), newEvent,
      button("tro-add-event", "editor.pax.add", () => eventRow(1)),
      button("tro-remove-event", "editor.pax.remove", () => eventRow(-1))),
    row(t("editor.troyes.cube"), event, cubeOwner,
      button("tro-add-cube", "editor.pax.add", () => cube(1)),
      button("tro-remove-cube", "editor.pax.remove", () => cube(-1))));
  return { panel: frame.fieldset, refresh, pick };
}
