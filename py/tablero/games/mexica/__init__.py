"""Mexica (Kiesling & Kramer) for 2-4 players: canals, districts, temples on Tenochtitlan.

Rules authority: ``shared/rules/mexica.ja.txt``; board and token facts:
``shared/reference/mexica/``. Readings where texts are unclear are recorded in the module
docstrings of board.py, targets.py, scoring.py and setup.py, and in docs/positions-mexica.md.
"""

from __future__ import annotations

from . import actions as _actions  # noqa: F401  (registers the action prompts)
from .invariants import check_invariants
from .positions import position
from .setup import ID, MAX_PLAYERS, MIN_PLAYERS, OPTIONS, new_state
from .texts import LOG_TEMPLATES, describe, prompt_in
from .turn import RULES
from .view import resample_hidden, result, view

NAME = "Mexica"
PROVISIONAL: list = []

active_players = RULES.active_players
legal_actions = RULES.legal_actions
apply = RULES.apply
step = RULES.step  # unchecked, in place: for the bots' own states


def prompt_text(state: dict, player: int, lang: str = "en") -> str | None:
    """What the seat is asked to do, in `lang` (English, Japanese or Spanish)."""
    return prompt_in(state, RULES.prompt_text(state, player), lang)


def new_game(seed: int, players: int, options: dict) -> dict:
    """A new game: tokens dealt, start player drawn; the first prompt places Pilli."""
    g = new_state(seed, players, options)
    RULES.start(g, "place_pilli", g["first"])
    return g


__all__ = [
    "ID", "NAME", "MIN_PLAYERS", "MAX_PLAYERS", "OPTIONS", "PROVISIONAL", "LOG_TEMPLATES",
    "RULES", "new_game", "active_players", "legal_actions", "prompt_text", "apply", "step",
    "view", "result", "describe", "position", "resample_hidden", "check_invariants",
]
