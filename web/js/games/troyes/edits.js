// Direct edits of a Troyes position in the editor (editor.html): a seat's deniers, influence
// and VP; who stands on a building space; add or remove a worker die by colour, value and
// owner; add or remove a tradesman on an activity card; give a character card to a seat (or to
// nobody); set who holds a cathedral space; add an event card to the row or take it off, and
// add or remove a cube on an event of the row. Each edit changes the description only
// (docs/positions-troyes.md), starting from the engine's description of the table shown; the
// engine judges the result (too many citizens, a 21st influence) and says why it refuses.
// Picking on the table: a seat's panel fills the seat, a building space the space (and its
// owner), an activity card the card.

import { seatName, t } from "../../i18n/index.js";
import {
  button, editPanel, el, int, numberField, options, row, seatChoices,
} from "../../ui/editor-form.js";
import { help } from "./help.js";

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

/** The edit panel's controls (ids tro-*). */
function controls() {
  const select = (id) => el("select", { id });
  const c = {
    seat: select("tro-seat"), deniers: numberField("tro-deniers", 5),
    influence: numberField("tro-influence", 4), vp: numberField("tro-vp", 0),
    building: select("tro-building"), space: select("tro-space"), owner: select("tro-owner"),
    colour: select("tro-colour"), value: numberField("tro-value", 1, 1),
    dieOwner: select("tro-die-owner"), card: select("tro-card"), worker: select("tro-worker"),
    character: select("tro-character"), holder: select("tro-holder"),
    level: select("tro-cath-level"), cathValue: select("tro-cath-value"),
    cathOwner: select("tro-cath-owner"), event: select("tro-event"),
    cubeOwner: select("tro-cube-owner"), newEvent: select("tro-new-event"),
  };
  c.value.max = 6;
  options(c.building, BUILDINGS.map((b) => [b, t(`tro.${b}`)]));
  options(c.space, Array.from({ length: SPACES }, (_, i) => [String(i), String(i + 1)]));
  options(c.colour, COLOURS.map((k) => [k, t(`editor.troyes.${k}`)]));
  // Levels 1..3 and die values 1..6, as printed (the description counts from 0).
  options(c.level, Array.from({ length: LEVELS }, (_, i) => [String(i + 1),
    t("tro.cathedralLevel", { n: i + 1 })]));
  options(c.cathValue, Array.from({ length: SPACES }, (_, i) => [String(i + 1), String(i + 1)]));
  return c;
}

/** The fields that show what the description holds for the chosen seat, space, character and
 * cathedral space. */
function followers(c, current) {
  const shown = (o) => (o === null || o === undefined ? "" : String(o));
  return {
    seat() {
      const s = current()?.seats?.[Number(c.seat.value)];
      if (!s) return;
      c.deniers.value = s.deniers ?? c.deniers.value;
      c.influence.value = s.influence ?? c.influence.value;
      c.vp.value = s.vp ?? c.vp.value;
    },
    owner() {
      c.owner.value = shown(current()?.buildings?.[c.building.value]?.[Number(c.space.value)]);
    },
    holder() {
      const at = (current()?.seats || []).findIndex((s) => (s.characters || [])
        .includes(Number(c.character.value)));
      c.holder.value = at < 0 ? "" : String(at);
    },
    cathedral() {
      c.cathOwner.value = shown(
        current()?.cathedral?.[Number(c.level.value) - 1]?.[Number(c.cathValue.value) - 1]);
    },
  };
}

/** The choices that depend on the description (seats, cards in play); names from the help. */
function fillChoices(c, spec) {
  const seats = seatChoices(spec);
  const neutral = ["-1", t("tro.neutral")];
  options(c.seat, seats);
  options(c.owner, [["", t("editor.troyes.empty")], ...seats, neutral]);
  options(c.dieOwner, [...seats, neutral]);
  options(c.worker, seats);
  options(c.holder, [["", t("editor.troyes.nobody")], ...seats]);
  options(c.cathOwner, [["", t("editor.troyes.empty")], ...seats, neutral]);
  options(c.cubeOwner, [...seats, neutral]);
  const named = (id) => `#${id} ${help(`name.${id}`)}`; // names: the engine's help table
  options(c.character, CHARACTERS.map((k) => [String(k), named(k)]));
  options(c.event, (spec.events || []).map((e) => [String(e.card), named(e.card)]));
  options(c.newEvent, EVENTS.map((k) => [String(k), named(k)]));
  options(c.card, (spec.activity || []).map((a) => [String(a.card), named(a.card)]));
}

/** The rows of the panel, each with its edit buttons. */
function rows(c, frame) {
  const edit = (change) => () => frame.edit(change);
  const nullable = (sel) => (sel.value === "" ? null : Number(sel.value));
  const both = (id, change) => [button(`tro-add-${id}`, "editor.add", edit((s) => change(s, 1))),
    button(`tro-remove-${id}`, "editor.remove", edit((s) => change(s, -1)))];
  return [
    row(c.seat, t("tro.deniers"), c.deniers, t("tro.influence"), c.influence, t("tro.vp"), c.vp,
      button("tro-set", "editor.set", edit((s) => {
        Object.assign(s.seats[Number(c.seat.value)],
          { deniers: int(c.deniers), influence: int(c.influence), vp: int(c.vp) });
        return s;
      }))),
    row(c.building, c.space, c.owner, button("tro-place", "editor.set", edit((s) =>
      setSpace(s, c.building.value, Number(c.space.value), nullable(c.owner))))),
    row(t("editor.troyes.die"), c.colour, c.value, c.dieOwner, ...both("die", (s, delta) =>
      changeDie(s, { color: c.colour.value, value: int(c.value, 1),
        owner: Number(c.dieOwner.value) }, delta))),
    row(t("editor.troyes.tradesman"), c.card, c.worker, ...both("worker", (s, delta) =>
      changeTradesman(s, Number(c.card.value), Number(c.worker.value), delta))),
    row(t("editor.troyes.character"), c.character, t("editor.to"), c.holder,
      button("tro-give", "editor.move", edit((s) =>
        giveCharacter(s, Number(c.character.value), nullable(c.holder))))),
    row(t("tro.cathedral"), c.level, c.cathValue, c.cathOwner,
      button("tro-cath-set", "editor.set", edit((s) => setCathedral(s,
        Number(c.level.value) - 1, Number(c.cathValue.value) - 1, nullable(c.cathOwner))))),
    row(t("editor.troyes.eventRow"), c.newEvent, ...both("event", (s, delta) =>
      changeEvent(s, Number(c.newEvent.value), delta))),
    row(t("editor.troyes.cube"), c.event, c.cubeOwner, ...both("cube", (s, delta) =>
      changeEventCube(s, Number(c.event.value), Number(c.cubeOwner.value), delta))),
  ];
}

/** A place picked on the table fills the matching fields: a seat's panel, a building space
 * (and its owner), an activity card. */
function pickOn(c, frame, follow, p) {
  if (p.kind === "seat") {
    c.seat.value = String(p.seat);
    c.dieOwner.value = c.worker.value = c.holder.value = c.cubeOwner.value = String(p.seat);
    follow.seat();
    frame.picked(seatName(p.seat), c.deniers);
  } else if (p.kind === "space") {
    c.building.value = p.building;
    c.space.value = String(p.index);
    follow.owner();
    frame.picked(`${t(`tro.${p.building}`)} ${p.index + 1}`, c.owner);
  } else if (p.kind === "card") {
    c.card.value = String(p.card);
    frame.picked(c.card.selectedOptions[0]?.textContent || String(p.card), c.card);
  }
}

/** The edit panel of a Troyes position (the shape every game's edits.js has). */
export function createEdits({ describe, apply }) {
  const frame = editPanel("troyes-edits", { describe, apply });
  const c = controls();
  let spec = null;
  const follow = followers(c, () => spec);
  c.seat.addEventListener("change", follow.seat);
  c.character.addEventListener("change", follow.holder);
  c.level.addEventListener("change", follow.cathedral);
  c.cathValue.addEventListener("change", follow.cathedral);
  c.building.addEventListener("change", follow.owner);
  c.space.addEventListener("change", follow.owner);
  frame.add(...rows(c, frame));
  return {
    panel: frame.fieldset,
    refresh(next) {
      spec = next;
      fillChoices(c, spec);
      follow.holder();
      follow.cathedral();
      follow.seat();
      follow.owner();
    },
    pick: (p) => pickOn(c, frame, follow, p),
  };
}
