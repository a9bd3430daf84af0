"""Fixtures of the Pyramids tests: hand-made test cards that do not depend on the deck.

The deck (cards.py) is a provisional placeholder; scoring tests build their pyramids from
test cards "T..." added to data.CARDS for the duration of a test, so a corrected deck
does not break them.
"""

from __future__ import annotations

import pytest

from tablero.games.pyramids import data

THIRDS = ((0, 2), (2, 4), (4, 6))


def make_card(colors: str, glyph: str | None = None) -> tuple:
    """'r r g' -> three stones in thirds; 'r:0-4 g:4-6' -> explicit spans."""
    names = {"b": "blue", "w": "white", "r": "red", "g": "green", "y": "yellow"}
    stones = []
    for n, word in enumerate(colors.split()):
        if ":" in word:
            c, span = word.split(":")
            lo, hi = (int(x) for x in span.split("-"))
        else:
            c, (lo, hi) = word, THIRDS[n]
        stones.append((names[c], lo, hi))
    return {"stones": tuple(stones), "glyph": glyph}


@pytest.fixture
def cards(monkeypatch):
    """Add test cards: returns add(card_id, 'r r g', glyph=None)."""

    def add(cid: str, colors: str, glyph: str | None = None) -> str:
        monkeypatch.setitem(data.CARDS, cid, make_card(colors, glyph))
        return cid

    return add
