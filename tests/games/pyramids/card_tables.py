"""Pyramids' cards as its card list must show them, read from the engine's tables (what
tests/build/test_cardlist.py checks every list against: the god tiles and the deck)."""

from __future__ import annotations

from tablero.games.pyramids.data import CARD_IDS, GOD_NAMES
from tablero.games.pyramids.describe import card_text


def cards(lang: str) -> dict:
    """{section: {card id: its name on the page}}: a god by its printed name, a building card
    by its stones and id, as the table names it."""
    return {"gods": {str(god): name for god, name in GOD_NAMES.items()},
            "deck": {cid: card_text(cid, lang) for cid in CARD_IDS}}
