"""Troyes (Pearl Games 2010) for 2-4 players: the engine package (core/game.py contract).

Rules authority: ../shared/rules/troyes.ja.txt; facts and RECONSTRUCTED card numbers:
../shared/reference/troyes/ (see data.py and rules.py for the readings chosen).
"""

from __future__ import annotations

from tablero.core.game import Game, Texts

from . import actions, activity, events, rounds, turn  # noqa: F401  (register states)
from .bot import BOT
from .describe import help_table, label, words
from .invariants import check_invariants
from .positions import EXAMPLE, export_position, position
from .rules import RULES
from .scoring import result
from .setup import MAX_PLAYERS, MIN_PLAYERS, OPTIONS, new_game
from .texts import LABELS, LOG, PROMPTS
from .view import resample_hidden, view

GAME = Game(
    id="troyes", name="Troyes", min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, rules=RULES,
    setup=new_game, position=position, example=EXAMPLE, export=export_position, view=view,
    result=result,
    label=label,
    texts=Texts(log=LOG, prompts=PROMPTS, labels=LABELS, words=words, help=help_table()),
    resample_hidden=resample_hidden, check_invariants=check_invariants, options=OPTIONS,
    provisional=("activity_cards", "event_cards", "cityhall_rows", "two_player_neutrals",
                 "bishopric_rows"),
    hidden=True, bot=BOT,
)
"""Troyes as the core sees it."""

__all__ = ["GAME"]
