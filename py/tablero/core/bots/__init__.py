"""Bots by level. Each takes the seat's own view (never the state), so it cannot cheat.

``choice.choose(game, view, level, salt)`` is the one decision (``plan`` also gives the
rest of the turn the choice was part of); turn.py plays a bot's choice, its step and its
whole turn in a match (the bridge's ``bot`` and ``bot_play``). ``random`` needs nothing of
the game; ``easy``, ``normal`` and ``hard`` need the game's bot spec (``Game.bot``, see
common.py), which rebuilds full states from the view by ``determinize``. Each level keeps a
work budget (the same decisions on every machine, so simulations replay) and a wall-time cap
it checks itself (the worker cannot interrupt Python): ``normal`` answers within 1 s and
``hard`` within 3 s in the browser (levels.py).
"""

from __future__ import annotations

from .choice import choose, plan
from .levels import LEVELS, MIN_SECONDS, check_level, levels_for, spec_of, time_cap

__all__ = ["LEVELS", "MIN_SECONDS", "check_level", "choose", "levels_for", "plan", "spec_of",
           "time_cap"]
