"""Troyes (Pearl Games 2010) for 2-4 players: the engine package (core/game.py contract).

Rules authority: ../shared/rules/troyes.ja.txt; facts and RECONSTRUCTED card numbers:
../shared/reference/troyes/ (see data.py and rules.py for the readings chosen).
"""

from __future__ import annotations

from tablero.core.game import Game, Texts

from . import actions, activity, dice, events, rounds, setup, turn
from .bot import BOT
from .data import ID, MAX_PLAYERS, MIN_PLAYERS, NAME, OPTIONS, PROVISIONAL_TABLES
from .describe import help_table, label, words
from .hidden import hidden
from .invariants import check_invariants
from .positions import EXAMPLE, export_position, position
from .rules import RULES
from .scoring import result
from .texts import LABELS, LOG, PROMPTS
from .view import resample_hidden, view

CHAPTERS = (setup, rounds, turn, dice, actions, activity, events)
"""The rules by chapter: the initial placement, the rounds' phases, the turn, dice groups,
the actions, the activity cards and the events."""

RULES_VERSION = 1
"""Raised whenever a change could alter a replay (tests/engine/test_rules_version.py holds the
digest of the golden games of each version); records carry it as ``rules``."""

GAME = Game(
    id=ID, name=NAME, min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=OPTIONS,
    provisional=PROVISIONAL_TABLES, rules=RULES, chapters=CHAPTERS,
    setup=setup.new_game, position=position, example=EXAMPLE, export=export_position,
    view=view, resample_hidden=resample_hidden, hidden=hidden,
    result=result, label=label,
    texts=Texts(log=LOG, prompts=PROMPTS, labels=LABELS, words=words, help=help_table()),
    check_invariants=check_invariants, rules_version=RULES_VERSION,
    curtain=True, bot=BOT,
)
"""Troyes as the core sees it."""

__all__ = ["GAME"]
