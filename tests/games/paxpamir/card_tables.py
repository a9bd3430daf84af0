"""Pax Pamir's cards as its card list must show them, read from the engine's tables (what
tests/build/test_cardlist.py checks every list against: card, event and AI tables)."""

from __future__ import annotations

from tablero.games.paxpamir.data import COURT, EVENTS
from tablero.games.paxpamir.wakhan.data import AI_CARDS


def cards(lang: str) -> dict:
    """{section: {card id: its name on the page, or None where only the list words it}}:
    the 100 court cards and 16 events keep their printed names in every language."""
    return {"court": {str(cid): row["name"] for cid, row in COURT.items()},
            "events": {str(cid): row[0] for cid, row in EVENTS.items()},
            "ai": {f"ai{n}": None for n in AI_CARDS}}
