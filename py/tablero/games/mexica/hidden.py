"""What a seat must never see (``Game.hidden``): nothing in Mexica, where every piece lies
open and the tokens still to come are drawn when they come (only the PRNG is secret)."""

from __future__ import annotations


def hidden(g: dict, seat: int | None) -> set:
    """Nothing: every view shows the whole table (the game needs no curtain)."""
    return set()
