"""The game's state table (tablero.core.flow) and the lasting-effect test every chapter shares.

The chapters register their states on ``RULES``: turn.py, actions.py, battle.py, events.py
and cleanup.py (the package's ``__init__`` imports them all).
"""

from __future__ import annotations

from tablero.core.flow import MAX_AUTO_STEPS, Rules

ID = "paxpamir"


class PaxRules(Rules):
    """The state table, plus a seat the engine plays itself: Wakhan (wakhan.py).

    ``robot(g)`` (set by wakhan_answers.py) returns ``(seat, action)`` when the prompt on top
    waits for her, else None; ``run`` then applies her answer at once, so no prompt of hers is
    ever shown to the session, a human or a bot: her whole turn happens inside ``apply``.
    """

    robot = None

    def run(self, g: dict) -> None:
        start = len(g.get("log", ()))
        for _ in range(MAX_AUTO_STEPS):
            super().run(g)
            pick = self.robot(g) if self.robot and g["stack"] else None
            if pick is None:
                _tag_wakhan(g, start)
                return
            seat, action = pick
            self.handlers[(g["stack"][-1]["state"], action["type"])](g, seat, action)
        raise RuntimeError(f"{self.game_id}: more than {MAX_AUTO_STEPS} automatic answers")

    def ask(self, state: dict, player: int):
        acts = super().ask(state, player)
        if acts is not None and acts.prompt is not None and state.get("wakhan"):
            _tag_entry(state, acts.prompt)
        return acts


def _tag_entry(g: dict, entry: dict) -> None:
    """Name Wakhan in a prompt or log entry that names her seat or scores every seat."""
    w = g["wakhan"]["seat"]
    if "gains" in entry or any(v == w for k, v in entry.items()
                               if k == "seat" or k.endswith("_seat")):
        entry["wakhan"] = w


def _tag_wakhan(g: dict, start: int) -> None:
    """Log entries naming Wakhan's seat (or scoring every seat) carry ``"wakhan": seat`` so
    the texts call her by name (describe.words)."""
    w = g.get("wakhan")
    if not w:
        return
    for entry in g["log"][start:]:
        _tag_entry(g, entry)


RULES = PaxRules(ID)


def effect(g: dict, name: str, seat: int | None = None) -> bool:
    """True while a lasting event effect is in force (for ``seat`` when it belongs to one).

    rules_gaps.md 13: purchased effects belong to the buyer (Rumor to its target), discarded
    ones affect everyone; all last until the next Dominance Check has been scored.
    """
    for ev in g["events"]:
        if ev["effect"] == name and (seat is None or ev["seat"] is None or ev["seat"] == seat):
            return True
    return False
