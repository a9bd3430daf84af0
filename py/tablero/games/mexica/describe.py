"""Mexica's text functions: an action's label as a text entry, and the words of entry
arguments (the tables are in texts.py; the core words entries with them)."""

from __future__ import annotations

from tablero.core.texts import CORE_TEXTS, seat_text

from . import data
from .board import Board, board_of
from .targets import display_token, is_teleport
from .texts import LABELS

_VERBS = frozenset(k for k in LABELS["en"] if "." not in k)
_STAGES = frozenset(k[3:] for k in LABELS["en"] if k.startswith("at."))
_GROUPS = {"walk_to": "walk", "boat_to": "boat", "teleport_to": "teleport"}
"""A move's label key -> its group in the action list (headings ``group.<key>`` in texts.py)."""


def label(state: dict, action: dict) -> dict:
    """An action's label entry: ``{"msg": "move"}``, ``{"msg": "walk_to", "cell": 75,
    "cost": 2, "group": "walk"}`` (a move, grouped by kind in the action list), ``{"msg":
    "level", "level": 2}``, ``{"msg": "axis.ns"}``. A cell of an unknown stage is labelled by
    its name alone; an unknown verb by itself."""
    verb = action.get("type")
    if verb == "level":
        return {"msg": "level", "level": action.get("level")}
    if verb == "axis":
        key = f"axis.{action.get('axis')}"
        return {"msg": key if key in LABELS["en"] else str(action.get("axis"))}
    if verb == "found":
        return _found_label(state)
    if verb == "cell":
        stage = state["stack"][-1]["state"] if state.get("stack") else ""
        entry = {"msg": f"at.{stage}" if stage in _STAGES else "{cell}",
                 "cell": action.get("cell")}
        if "cost" in action:
            entry["cost"] = action["cost"]
            if stage == "move":
                entry["msg"] = _move_kind(state, action)
                if entry["msg"] in _GROUPS:
                    entry["group"] = _GROUPS[entry["msg"]]
        return entry
    return {"msg": verb if verb in _VERBS else str(verb)}


def _move_kind(state: dict, action: dict) -> str:
    """The label key of a move offer by its kind (the action list reads grouped): a walk, a
    boat move (no walk as cheap reaches the cell) or a teleport."""
    try:
        seat, ap = state["stack"][-1]["player"], state["ap"]
        cell, cost = action["cell"], action["cost"]
        board = board_of(state)
        if is_teleport(board, seat, ap, cell, cost):
            return "teleport_to"
        walk = board.walk_costs(seat, ap).get(cell)
        return "walk_to" if walk is not None and walk <= cost else "boat_to"
    except (KeyError, IndexError, TypeError):
        return "at.move"


def _found_label(state: dict) -> dict:
    """区画の設立: the district's size, and who scores what: the founder the token's blue
    number, every other Pilli inside its white number."""
    try:
        seat = state["stack"][-1]["player"]
        g = state
        cells = Board(g).region_cells(g["pilli"][seat])
        token = display_token(g, len(cells))
    except (KeyError, IndexError, TypeError):
        return {"msg": "found.any"}
    if token is None:
        return {"msg": "found.any"}
    _name, size, blue, white = data.CALPULLI[token]
    inside = set(cells)
    others = [s for s, c in enumerate(g["pilli"]) if s != seat and c in inside]
    entry = {"msg": "found_with" if others else "found", "size": size, "seat": seat,
             "points": blue}
    if others:
        entry.update(others=others, white=white)
    return entry


def words(args: dict, lang: str) -> dict:
    """Entry arguments in words: a cell id becomes its name ("r7c8", the same in every
    language); anything else stays as it is."""
    out = dict(args)
    if isinstance(out.get("others"), list):
        sep = CORE_TEXTS.get(lang, CORE_TEXTS["en"])["sep"]
        out["others"] = sep.join(seat_text(s, lang) for s in out["others"])
    if "cell" in out:
        cell = out["cell"]
        out["cell"] = data.cell_name(cell) if isinstance(cell, int) else "?"
    return out
