"""Small helpers shared by the core and the games."""

from __future__ import annotations

import marshal


def clone(data):
    """A deep copy of JSON data (dicts, lists, str, int, bool, None).

    marshal round-trips exactly these types and is several times faster than copy.deepcopy.
    """
    return marshal.loads(marshal.dumps(data))


def clone_state(state: dict) -> dict:
    """A copy of a game state for the next step: everything deep-copied but the log.

    Log entries are never changed once appended, so the new state shares them and gets a new
    list; copying a long log on every step would cost more than the rest of the state.
    """
    log = state.get("log")
    if log is None:
        return clone(state)
    copy = clone({key: (None if key == "log" else value) for key, value in state.items()})
    copy["log"] = list(log)  # same key order as the original
    return copy


def seat_name(seat: int | None) -> str:
    """How the engine names a seat in English text."""
    return "Spectator" if seat is None else f"Player {seat + 1}"


def short(value, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters: an error message quotes bad input, never
    a megabyte of it."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def same_json(a, b) -> bool:
    """True when two JSON values are equal with the same types all the way down (``1``,
    ``1.0`` and ``true`` are equal to Python's ``==`` but not the same action)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(map(same_json, a, b))
    return a == b
