"""The game's state table (tablero.core.flow) and the lasting-effect test every chapter shares.

The chapters register their states on ``RULES``: turn.py, actions.py, battle.py, events.py
and cleanup.py (the package's ``__init__`` imports them all).
"""

from __future__ import annotations

from tablero.core.flow import Rules

ID = "paxpamir"

RULES = Rules(ID)


def effect(g: dict, name: str, seat: int | None = None) -> bool:
    """True while a lasting event effect is in force (for ``seat`` when it belongs to one).

    rules_gaps.md 13: purchased effects belong to the buyer (Rumor to its target), discarded
    ones affect everyone; all last until the next Dominance Check has been scored.
    """
    for ev in g["events"]:
        if ev["effect"] == name and (seat is None or ev["seat"] is None or ev["seat"] == seat):
            return True
    return False
