"""Mexica (Kiesling & Kramer) for 2-4 players: canals, districts, temples on Tenochtitlan.

Rules authority: ``shared/rules/mexica.ja.txt``; board and token facts:
``shared/reference/mexica/``. Readings where texts are unclear are recorded in the module
docstrings of board.py, targets.py, scoring.py and setup.py, and in docs/positions-mexica.md.
The state table is ``rules.RULES``; its chapters are turn.py and actions.py.
"""

from __future__ import annotations

from tablero.core.game import Game, Texts

from . import actions, turn
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

CHAPTERS = (turn, actions)
"""The rules by chapter: the setup placement and the turn, and the actions."""

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
    curtain=False, bot=BOT,
)

__all__ = ["GAME"]
