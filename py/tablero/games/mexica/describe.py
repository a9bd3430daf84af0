"""Mexica's text functions: an action's label as a text entry, and the words of entry
arguments (the tables are in texts.py; the core words entries with them)."""

from __future__ import annotations

from . import data
from .texts import LABELS

_VERBS = frozenset(k for k in LABELS["en"] if "." not in k)
_STAGES = frozenset(k[3:] for k in LABELS["en"] if k.startswith("at."))


def label(state: dict, action: dict) -> dict:
    """An action's label entry: ``{"msg": "move"}``, ``{"msg": "at.move", "cell": 75,
    "cost": 5}``, ``{"msg": "level", "level": 2}``, ``{"msg": "axis.ns"}``. A cell of an
    unknown stage is labelled by its name alone; an unknown verb by itself."""
    verb = action.get("type")
    if verb == "level":
        return {"msg": "level", "level": action.get("level")}
    if verb == "axis":
        key = f"axis.{action.get('axis')}"
        return {"msg": key if key in LABELS["en"] else str(action.get("axis"))}
    if verb == "cell":
        stage = state["stack"][-1]["state"] if state.get("stack") else ""
        entry = {"msg": f"at.{stage}" if stage in _STAGES else "{cell}",
                 "cell": action.get("cell")}
        if "cost" in action:
            entry["cost"] = action["cost"]
        return entry
    return {"msg": verb if verb in _VERBS else str(verb)}


def words(args: dict, lang: str) -> dict:
    """Entry arguments in words: a cell id becomes its name ("r7c8", the same in every
    language); anything else stays as it is."""
    out = dict(args)
    if "cell" in out:
        cell = out["cell"]
        out["cell"] = data.cell_name(cell) if isinstance(cell, int) else "?"
    return out
