"""Small helpers shared by the core and the games."""

from __future__ import annotations

import marshal


def clone(data):
    """A deep copy of JSON data (dicts, lists, str, int, bool, None).

    marshal round-trips exactly these types and is several times faster than copy.deepcopy.
    """
    return marshal.loads(marshal.dumps(data))


def seat_name(seat: int | None) -> str:
    """How the engine names a seat in English text."""
    return "Spectator" if seat is None else f"Player {seat + 1}"
