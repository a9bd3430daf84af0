"""Troyes' cards as its card list must show them, read from the engine's tables (what
tests/build/test_cardlist.py checks every list against: activity, event and character cards)."""

from __future__ import annotations

from tablero.games.troyes.data import ACTIVITY_CARDS, CHARACTERS, EVENT_CARDS
from tablero.games.troyes.texts import NAMES


def cards(lang: str) -> dict:
    """{section: {card id: its name on the page}}: the names of the language's table (English
    where it has none: the characters' proper names)."""
    def name(cid: int) -> str:
        return NAMES.get(lang, {}).get(cid) or NAMES["en"][cid]

    return {"activity": {str(c["id"]): name(c["id"]) for c in ACTIVITY_CARDS},
            "events": {str(e["id"]): name(e["id"]) for e in EVENT_CARDS},
            "characters": {str(c["id"]): name(c["id"]) for c in CHARACTERS}}
