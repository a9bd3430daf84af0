"""The game's state table (tablero.core.flow) and the lasting-effect test every chapter shares.

The chapters register their states on ``RULES``: turn.py, actions.py, battle.py, events.py,
cleanup.py and Wakhan's turn and answers (the package's ``CHAPTERS``).
"""

from __future__ import annotations

from tablero.core.flow import Rules

from .data import ID

RULES = Rules(ID)
"""The state table, with a seat the engine plays itself: Wakhan (wakhan/answers.py registers
her answers as the table's robot, so her whole turn happens inside ``apply``)."""


@RULES.annotate
def name_wakhan(g: dict, entry: dict) -> None:
    """A log or prompt entry that names Wakhan's seat (or scores every seat) carries
    ``"wakhan": seat``, so the texts call her by name (describe.words)."""
    w = g.get("wakhan")
    if not w:
        return
    if "gains" in entry or any(v == w["seat"] for k, v in entry.items()
                               if k == "seat" or k.endswith("_seat")):
        entry["wakhan"] = w["seat"]


def effect(g: dict, name: str, seat: int | None = None) -> bool:
    """True while a lasting event effect is in force (for ``seat`` when it belongs to one).

    rules_gaps.md 13: purchased effects belong to the buyer (Rumor to its target), discarded
    ones affect everyone; all last until the next Dominance Check has been scored.
    """
    for ev in g["events"]:
        if ev["effect"] == name and (seat is None or ev["seat"] is None or ev["seat"] == seat):
            return True
    return False
