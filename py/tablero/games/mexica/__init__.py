"""Mexica (Kiesling & Kramer) for 2-4 players: canals, districts, temples on Tenochtitlan.

Rules authority: ``shared/rules/mexica.ja.txt``; board and token facts:
``shared/reference/mexica/``. Readings where texts are unclear are recorded in the module
docstrings of board.py, targets.py, scoring.py and setup.py, and in docs/positions-mexica.md.
"""

from __future__ import annotations

from . import actions as _actions  # noqa: F401  (registers the action prompts)
from .data import LOG_TEMPLATES
from .invariants import check_invariants
from .positions import position
from .setup import ID, MAX_PLAYERS, MIN_PLAYERS, OPTIONS, new_state
from .turn import RULES
from .view import describe, resample_hidden, result, view

NAME = "Mexica"
PROVISIONAL: list = []

active_players = RULES.active_players
legal_actions = RULES.legal_actions
prompt_text = RULES.prompt_text
apply = RULES.apply


def new_game(seed: int, players: int, options: dict) -> dict:
    """A new game: tokens dealt, start player drawn; the first prompt places Pilli."""
    g = new_state(seed, players, options)
    RULES.start(g, "place_pilli", g["first"])
    return g


__all__ = [
    "ID", "NAME", "MIN_PLAYERS", "MAX_PLAYERS", "OPTIONS", "PROVISIONAL", "LOG_TEMPLATES",
    "RULES", "new_game", "active_players", "legal_actions", "prompt_text", "apply", "view",
    "result", "describe", "position", "resample_hidden", "check_invariants",
]
