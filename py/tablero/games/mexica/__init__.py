"""Mexica (Kiesling & Kramer) for 2-4 players: canals, districts, temples on Tenochtitlan.

Rules authority: ``shared/rules/mexica.ja.txt``; board and token facts:
``shared/reference/mexica/``. Readings where texts are unclear are recorded in the module
docstrings of board.py, targets.py, scoring.py and setup.py, and in docs/positions-mexica.md.
The state table is ``rules.RULES``; turn.py and actions.py register its chapters.
"""

from __future__ import annotations

from tablero.core.game import Game, Texts

from . import actions as _actions  # noqa: F401  (registers the action prompts)
from . import turn as _turn  # noqa: F401  (registers the turn flow)
from .bot import BOT
from .describe import label, words
from .invariants import check_invariants
from .positions import EXAMPLE, export_position, position
from .rules import ID, RULES
from .scoring import result
from .setup import MAX_PLAYERS, MIN_PLAYERS, OPTIONS, new_game
from .texts import HELP, LABELS, LOG, PROMPTS
from .view import resample_hidden, view

GAME = Game(
    id=ID,
    name="Mexica",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    rules=RULES,
    setup=new_game,
    position=position, example=EXAMPLE,
    export=export_position,
    view=view,
    result=result,
    label=label,
    texts=Texts(log=LOG, prompts=PROMPTS, labels=LABELS, words=words, help=HELP),
    resample_hidden=resample_hidden,
    check_invariants=check_invariants,
    options=OPTIONS,
    provisional=(),
    hidden=False,
    bot=BOT,
)

__all__ = ["GAME"]
