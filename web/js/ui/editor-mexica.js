// Direct edits of a Mexica position in the editor (editor.html): on a board cell, add a canal
// (single, or double with the cell east or south), a bridge, a temple of a level and owner, a
// founded district, or move a seat's leader (Pilli) there; remove what stands on a cell; set a
// seat's points and action markers, whose turn it is with its action points, and the period,
// the round and whether the period's last round is on. Each edit changes the
// description only (docs/positions-mexica.md), starting from the engine's description of the
// table shown; the engine judges the result (a canal on the palace, a 10th level-1 temple) and
// says why it refuses. Picking on the table: a cell fills the cell, a seat's panel the seat.

import { seatName, t } from "../i18n/index.js";
import {
  button, editPanel, el, int, numberField, options, row, seatChoices,
} from "./editor-form.js";

const PIECES = ["canal", "canal_e", "canal_s", "bridge_ns", "bridge_ew", "temple", "pilli",
  "district"];
const same = (a, b) => a[0] === b[0] && a[1] === b[1];

/** Remove whatever the description puts on `cell` (a canal takes its whole tile). */
export function clearCell(spec, cell) {
  spec.canals = (spec.canals || []).filter((tile) => !tile.some((c) => same(c, cell)));
  spec.bridges = (spec.bridges || []).filter(([c]) => !same(c, cell));
  spec.temples = (spec.temples || []).map((list) => list.filter(([c]) => !same(c, cell)));
  if (spec.neutral) spec.neutral = spec.neutral.filter(([c]) => !same(c, cell));
  spec.districts = (spec.districts || []).filter((d) => !same(d.at, cell));
  return spec;
}

/** Add piece `kind` on `cell`; owner is a seat (-1: neutral temple), level a temple's
 * level, size a district's size. */
export function addPiece(spec, kind, cell, { owner = 0, level = 1, size = 3 } = {}) {
  const [r, c] = cell;
  if (kind.startsWith("canal")) {
    const other = { canal_e: [r, c + 1], canal_s: [r + 1, c] }[kind];
    spec.canals = [...(spec.canals || []), other ? [cell, other] : [cell]];
  } else if (kind.startsWith("bridge")) {
    spec.bridges = [...(spec.bridges || []), [cell, kind.slice(7)]];
  } else if (kind === "temple" && owner < 0) {
    spec.neutral = [...(spec.neutral || []), [cell, level]];
  } else if (kind === "temple") {
    spec.temples[owner] = [...(spec.temples[owner] || []), [cell, level]];
  } else if (kind === "pilli") {
    spec.pilli[owner] = cell;
  } else if (kind === "district") {
    spec.districts = [...(spec.districts || []), { at: cell, size, founder: owner }];
  }
  return spec;
}

/** The edit panel (same shape as ui/editor-pax.js). */
export function createMexicaEdits({ describe, apply }) {
  const frame = editPanel("mex-edits", { describe, apply });
  const rowIn = numberField("mex-row", 0);
  const colIn = numberField("mex-col", 0);
  const kind = el("select", { id: "mex-kind" });
  const owner = el("select", { id: "mex-owner" });
  const level = numberField("mex-level", 1, 1);
  level.max = 4;
  const size = numberField("mex-size", 3, 1);
  const seat = el("select", { id: "mex-seat" });
  const score = numberField("mex-score", 0);
  const ap = numberField("mex-ap", 6);
  const markers = numberField("mex-markers", 0);
  markers.max = 12;
  const period = el("select", { id: "mex-period" });
  options(period, [["1", "1"], ["2", "2"]]);
  const round = numberField("mex-round", 2, 1);
  const last = el("select", { id: "mex-last" });
  options(last, [["false", t("editor.no")], ["true", t("editor.yes")]]);
  options(kind, PIECES.map((k) => [k, t(`editor.mex.${k}`)]));
  let spec = null;

  const cell = () => [int(rowIn), int(colIn)];
  function seatFields() {
    score.value = spec?.score?.[Number(seat.value)] ?? score.value;
    markers.value = spec?.markers?.[Number(seat.value)] ?? 0;
  }

  function refresh(next) {
    spec = next;
    const seats = seatChoices(spec);
    options(owner, [...seats, ["-1", t("editor.mex.neutral")]]);
    options(seat, seats);
    seatFields();
    ap.value = spec.ap ?? ap.value;
    period.value = String(spec.period ?? 1);
    round.value = String(spec.round ?? 2);
    last.value = String(Boolean(spec.last_round));
  }
  seat.addEventListener("change", seatFields);

  const add = () => frame.edit((s) => addPiece(s, kind.value, cell(),
    { owner: Number(owner.value), level: int(level, 1), size: int(size, 1) }));
  const remove = () => frame.edit((s) => clearCell(s, cell()));
  const setScore = () => frame.edit((s) => {
    s.score[Number(seat.value)] = int(score);
    s.markers = s.markers || Array(s.players).fill(0);
    s.markers[Number(seat.value)] = int(markers);
    return s;
  });
  // A new period takes its own display by default (period 2: every token left on it).
  const setPeriod = () => frame.edit((s) => {
    if (Number(period.value) !== (s.period ?? 1)) delete s.display;
    return Object.assign(s, { period: Number(period.value), round: int(round, 1),
      last_round: last.value === "true" });
  });
  const setTurn = () => frame.edit((s) => Object.assign(s,
    { turn: Number(seat.value), ap: int(ap) }));

  function pick(p) {
    if (p.kind === "cell") {
      rowIn.value = String(p.row);
      colIn.value = String(p.col);
      frame.picked(t("editor.mex.cellAt", { row: p.row, col: p.col }), kind);
    } else if (p.kind === "seat") {
      seat.value = owner.value = String(p.seat);
      seatFields();
      frame.picked(seatName(p.seat), score);
    }
  }

  frame.add(
    row(t("editor.mex.cell"), rowIn, colIn, kind, owner, t("editor.mex.level"), level,
      t("editor.mex.size"), size),
    row(button("mex-add", "editor.pax.add", add),
      button("mex-remove", "editor.mex.clear", remove)),
    row(seat, t("editor.mex.score"), score, t("editor.mex.markers"), markers,
      button("mex-set-score", "editor.pax.set", setScore)),
    row(t("editor.mex.period"), period, t("editor.mex.round"), round, t("editor.mex.last"), last,
      button("mex-set-period", "editor.pax.set", setPeriod)),
    row(t("editor.mex.ap"), ap, button("mex-set-turn", "editor.mex.turn", setTurn)));
  return { panel: frame.fieldset, refresh, pick };
}
