// Direct edits of a Pax Pamir position in the editor (editor.html): move a card between the
// market, a hand, a court and the discard; add or remove a tribe, army, road or spy; set a
// seat's rupees. Each edit changes the position description only (docs/positions-paxpamir.md),
// starting from the engine's full description of the table shown; the engine then judges the
// result like any typed description. No rule is decided here: a move the rules forbid (a
// patriot in the wrong court, a 13th block) is refused by the engine with its message.

import { seatName, t } from "../i18n/index.js";

/** The description's words for places and coalitions (docs/positions-paxpamir.md). */
const REGIONS = ["transcaspia", "persia", "herat", "kabul", "kandahar", "punjab"];
const BORDERS = ["herat_kabul", "herat_kandahar", "herat_persia", "herat_transcaspia",
  "kabul_kandahar", "kabul_punjab", "kabul_transcaspia", "kandahar_punjab", "persia_transcaspia"];
const COALITIONS = ["afghan", "british", "russian"];

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

const options = (sel, list) => sel.replaceChildren(...list.map(([value, text]) =>
  el("option", { value, textContent: text })));

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
  const rupees = el("input", { id: "pax-rupees", type: "number", min: 0, value: 4 });
  options(kind, ["tribes", "armies", "roads", "spies"].map((k) => [k, t(`editor.pax.${k}`)]));
  let spec = null;

  async function edit(change) {
    const fresh = await describe();
    if (!fresh) return;
    try {
      apply(change(fresh));
    } catch {
      // a typed description without the zone named (no market written): nothing to change
    }
  }

  /** Fill the choices from the description on the table. */
  function refresh(next) {
    spec = next;
    const names = view()?.cards || {};
    const named = (id) => `#${id} ${names[String(id)]?.name || ""}`;
    const cards = [...(spec.market || []).flat(), ...(spec.hands || []).flat(),
      ...(spec.courts || []).flat(), ...(spec.discard || [])].filter((c) => c !== null);
    options(card, cards.map((c) => [String(c), named(c)]));
    const seats = Array.from({ length: spec.players }, (_, s) => s);
    options(dest, [
      ...[0, 1].flatMap((row) => [0, 1, 2, 3, 4, 5].map((col) =>
        [`m${row}.${col}`, t(row ? "editor.pax.bottom" : "editor.pax.top", { col: col + 1 })])),
      ...seats.map((s) => [`hands.${s}`, t("editor.pax.hand", { name: seatName(s) })]),
      ...seats.map((s) => [`courts.${s}`, t("editor.pax.court", { name: seatName(s) })]),
      ["discard", t("editor.pax.discard")]]);
    options(seat, seats.map((s) => [String(s), seatName(s)]));
    ownerChoices();
  }

  function ownerChoices() {
    const bySeat = kind.value === "tribes" || kind.value === "spies";
    const seats = Array.from({ length: spec?.players || 3 }, (_, s) => [String(s), seatName(s)]);
    options(owner, bySeat ? seats : COALITIONS.map((c) => [c, c]));
  }
  kind.addEventListener("change", ownerChoices);

  const piece = (delta) => edit((s) => {
    const at = kind.value === "spies" ? String(Number(place.value)) : place.value.trim();
    const bySeat = kind.value === "tribes" || kind.value === "spies";
    const who = bySeat ? Number(owner.value) : owner.value;
    return changePiece(s, kind.value, at, who, delta);
  });
  const button = (id, key, onclick) => el("button",
    { type: "button", id, textContent: t(key), onclick });
  const move = () => edit((s) => moveCard(s, Number(card.value), dest.value));

  const panel = el("fieldset", { className: "editor-direct", id: "pax-edits" },
    el("legend", { textContent: t("editor.pax.title") }),
    el("p", {}, card, ` ${t("editor.pax.to")} `, dest, " ",
      button("pax-move", "editor.pax.move", move)),
    el("p", {}, kind, " ", place, " ", owner, " ",
      button("pax-add", "editor.pax.add", () => piece(1)), " ",
      button("pax-remove", "editor.pax.remove", () => piece(-1))),
    el("p", {}, seat, ` ${t("editor.pax.rupees")} `, rupees, " ",
      button("pax-set", "editor.pax.set", () => edit((s) => {
        s.rupees[Number(seat.value)] = Math.max(0, Number.parseInt(rupees.value, 10) || 0);
        return s;
      }))),
    el("datalist", { id: "pax-places" },
      ...[...REGIONS, ...BORDERS].map((p) => el("option", { value: p }))));
  return { panel, refresh };
}
