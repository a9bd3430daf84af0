// Direct edits of a Mexica position in the editor (editor.html): on a board cell, add a canal
// (single, or double with the cell east or south), a bridge, a temple of a level and owner, a
// founded district, or move a seat's leader (Pilli) there; remove what stands on a cell; set a
// seat's points and action markers, whose turn it is with its action points, and the period,
// the round and whether the period's last round is on. Each edit changes the
// description only (docs/positions-mexica.md), starting from the engine's description of the
// table shown; the engine judges the result (a canal on the palace, a 10th level-1 temple) and
// says why it refuses. Picking on the table: a cell fills the cell, a seat's panel the seat.

import { seatName, t } from "../../i18n/index.js";
import {
  button, editPanel, el, int, numberField, options, row, seatChoices,
} from "../../ui/editor-form.js";

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

/** The edit panel's controls (ids mex-*). */
function controls() {
  const c = {
    row: numberField("mex-row", 0), col: numberField("mex-col", 0),
    kind: el("select", { id: "mex-kind" }), owner: el("select", { id: "mex-owner" }),
    level: numberField("mex-level", 1, 1), size: numberField("mex-size", 3, 1),
    seat: el("select", { id: "mex-seat" }), score: numberField("mex-score", 0),
    ap: numberField("mex-ap", 6), markers: numberField("mex-markers", 0),
    period: el("select", { id: "mex-period" }), round: numberField("mex-round", 2, 1),
    last: el("select", { id: "mex-last" }),
  };
  c.level.max = 4;
  c.markers.max = 12;
  options(c.period, [["1", "1"], ["2", "2"]]);
  options(c.last, [["false", t("editor.no")], ["true", t("editor.yes")]]);
  options(c.kind, PIECES.map((k) => [k, t(`editor.mex.${k}`)]));
  return c;
}

/** The rows of the panel, each with its edit buttons. */
function rows(c, frame) {
  const cell = () => [int(c.row), int(c.col)];
  const add = () => frame.edit((s) => addPiece(s, c.kind.value, cell(),
    { owner: Number(c.owner.value), level: int(c.level, 1), size: int(c.size, 1) }));
  const setScore = () => frame.edit((s) => {
    s.score[Number(c.seat.value)] = int(c.score);
    s.markers = s.markers || Array(s.players).fill(0);
    s.markers[Number(c.seat.value)] = int(c.markers);
    return s;
  });
  // A new period takes its own display by default (period 2: every token left on it).
  const setPeriod = () => frame.edit((s) => {
    if (Number(c.period.value) !== (s.period ?? 1)) delete s.display;
    return Object.assign(s, { period: Number(c.period.value), round: int(c.round, 1),
      last_round: c.last.value === "true" });
  });
  const setTurn = () => frame.edit((s) => Object.assign(s,
    { turn: Number(c.seat.value), ap: int(c.ap) }));
  return [
    row(t("editor.mex.cell"), c.row, c.col, c.kind, c.owner, t("editor.mex.level"), c.level,
      t("editor.mex.size"), c.size),
    row(button("mex-add", "editor.add", add),
      button("mex-remove", "editor.mex.clear", () => frame.edit((s) => clearCell(s, cell())))),
    row(c.seat, t("editor.mex.score"), c.score, t("editor.mex.markers"), c.markers,
      button("mex-set-score", "editor.set", setScore)),
    row(t("editor.mex.period"), c.period, t("editor.mex.round"), c.round, t("editor.mex.last"),
      c.last, button("mex-set-period", "editor.set", setPeriod)),
    row(t("editor.mex.ap"), c.ap, button("mex-set-turn", "editor.mex.turn", setTurn)),
  ];
}

/** The edit panel of a Mexica position (the shape every game's edits.js has). */
export function createEdits({ describe, apply }) {
  const frame = editPanel("mex-edits", { describe, apply });
  const c = controls();
  let spec = null;
  function seatFields() {
    c.score.value = spec?.score?.[Number(c.seat.value)] ?? c.score.value;
    c.markers.value = spec?.markers?.[Number(c.seat.value)] ?? 0;
  }
  c.seat.addEventListener("change", seatFields);
  frame.add(...rows(c, frame));
  return {
    panel: frame.fieldset,
    refresh(next) {
      spec = next;
      const seats = seatChoices(spec);
      options(c.owner, [...seats, ["-1", t("editor.mex.neutral")]]);
      options(c.seat, seats);
      seatFields();
      c.ap.value = spec.ap ?? c.ap.value;
      c.period.value = String(spec.period ?? 1);
      c.round.value = String(spec.round ?? 2);
      c.last.value = String(Boolean(spec.last_round));
    },
    /** A cell picked on the table fills the cell, a seat's panel the seat. */
    pick(p) {
      if (p.kind === "cell") {
        c.row.value = String(p.row);
        c.col.value = String(p.col);
        frame.picked(t("editor.mex.cellAt", { row: p.row, col: p.col }), c.kind);
      } else if (p.kind === "seat") {
        c.seat.value = c.owner.value = String(p.seat);
        seatFields();
        frame.picked(seatName(p.seat), c.score);
      }
    },
  };
}
