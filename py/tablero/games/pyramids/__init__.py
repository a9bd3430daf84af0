"""Pyramids (Dunstan & Gilbert, IELLO 2017), 2-5 players: the game contract.

Rules authority: shared/rules/pyramids.ja.txt; facts: shared/reference/pyramids/.
"""

from __future__ import annotations

from tablero.core.game import Game, Texts

from . import building, rounds
from .bot import BOT
from .data import ID, MAX_PLAYERS, MIN_PLAYERS, NAME, OPTIONS, PROVISIONAL_TABLES
from .describe import label, words
from .hidden import hidden
from .invariants import check_invariants
from .positions import EXAMPLE, export_position, position
from .rules import RULES
from .scoring import result
from .setup import new_game
from .texts import HELP, LABELS, LOG, PROMPTS
from .view import resample_hidden, view

CHAPTERS = (rounds, building)
"""The rules by chapter: the rounds (gods, quarry, scoring) and the building turn."""

RULES_VERSION = 1
"""Raised whenever a change could alter a replay (tests/engine/test_rules_version.py holds the
digest of the golden games of each version); records carry it as ``rules``."""

GAME = Game(
    id=ID, name=NAME, min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=OPTIONS,
    provisional=PROVISIONAL_TABLES, rules=RULES, chapters=CHAPTERS,
    setup=new_game, position=position, example=EXAMPLE, export=export_position,
    view=view, resample_hidden=resample_hidden, hidden=hidden,
    result=result, label=label,
    texts=Texts(log=LOG, prompts=PROMPTS, labels=LABELS, words=words, help=HELP),
    check_invariants=check_invariants, rules_version=RULES_VERSION,
    curtain=True, bot=BOT,
)

__all__ = ["GAME"]
