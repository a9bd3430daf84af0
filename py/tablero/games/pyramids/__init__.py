"""Pyramids (Dunstan & Gilbert, IELLO 2017), 2-5 players: the engine protocol API.

Rules authority: shared/rules/pyramids.ja.txt; facts: shared/reference/pyramids/.
"""

from __future__ import annotations

from . import building, rounds  # noqa: F401  (register the prompts and handlers)
from .checks import check_invariants
from .data import ID, MAX_PLAYERS, MIN_PLAYERS, NAME, PROVISIONAL
from .positions import position
from .rounds import new_game
from .scoring import result
from .states import RULES, is_over
from .text import LOG_TEMPLATES, describe, prompt_in
from .view import resample_hidden, view

OPTIONS: dict = {}
DEFAULT_OPTIONS: dict = {}

active_players = RULES.active_players
legal_actions = RULES.legal_actions
apply = RULES.apply
step = RULES.step


def prompt_text(state: dict, player: int, lang: str = "en") -> str | None:
    """What the seat is asked to do, in `lang` (English, Japanese or Spanish)."""
    return prompt_in(state, player, RULES.prompt_text(state, player), lang)


__all__ = [
    "ID", "NAME", "MIN_PLAYERS", "MAX_PLAYERS", "OPTIONS", "DEFAULT_OPTIONS", "PROVISIONAL",
    "LOG_TEMPLATES", "new_game", "active_players", "legal_actions", "prompt_text", "apply",
    "step", "view", "result", "describe", "position", "resample_hidden", "check_invariants",
    "is_over",
]
