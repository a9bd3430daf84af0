"""Troyes (Pearl Games 2010) for 2-4 players: the engine package (see docs/engine-protocol.md).

Rules authority: ../shared/rules/troyes.ja.txt; facts and RECONSTRUCTED card numbers:
../shared/reference/troyes/ (see data.py and rules.py for the readings chosen).
"""

from __future__ import annotations

from . import actions, activity, events, rounds, turn  # noqa: F401  (register states)
from .invariants import check_invariants
from .position import position
from .rules import RULES
from .scoring import final_scores
from .setup import MAX_PLAYERS, MIN_PLAYERS, OPTIONS, new_game
from .texts import describe, log_words, prompt_in
from .view import resample_hidden, view
from .words import LOG_TEMPLATES

ID = "troyes"
NAME = "Troyes"
PROVISIONAL = ["activity_cards", "event_cards", "cityhall_rows", "two_player_neutrals"]

active_players = RULES.active_players
legal_actions = RULES.legal_actions
apply = RULES.apply
step = RULES.step


def prompt_text(state: dict, player: int, lang: str = "en") -> str | None:
    """What the seat is asked to do, in `lang` (English, Japanese or Spanish)."""
    return prompt_in(state, player, RULES.prompt_text(state, player), lang)


def result(state: dict) -> dict | None:
    """Scores, winners and breakdown once the game is over, else None."""
    return state.get("final")


__all__ = [
    "ID", "NAME", "MIN_PLAYERS", "MAX_PLAYERS", "OPTIONS", "PROVISIONAL", "LOG_TEMPLATES",
    "new_game", "active_players", "legal_actions", "prompt_text", "apply", "step", "view",
    "result", "describe", "log_words", "position", "resample_hidden", "check_invariants",
    "final_scores",
]
