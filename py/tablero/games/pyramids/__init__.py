"""Pyramids (Dunstan & Gilbert, IELLO 2017), 2-5 players: the game contract.

Rules authority: shared/rules/pyramids.ja.txt; facts: shared/reference/pyramids/.
"""

from __future__ import annotations

from tablero.core.game import Game, Texts

from .bot import BOT
from .data import ID, MAX_PLAYERS, MIN_PLAYERS, NAME, PROVISIONAL
from .describe import label, words
from .invariants import check_invariants
from .positions import EXAMPLE, export_position, position
from .rules import RULES
from .scoring import result
from .setup import new_game
from .texts import HELP, LABELS, LOG, PROMPTS
from .view import resample_hidden, view

GAME = Game(
    id=ID, name=NAME, min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, rules=RULES,
    setup=new_game, position=position, example=EXAMPLE, export=export_position, view=view,
    result=result,
    label=label,
    texts=Texts(log=LOG, prompts=PROMPTS, labels=LABELS, words=words, help=HELP),
    resample_hidden=resample_hidden, check_invariants=check_invariants, options={},
    provisional=tuple(PROVISIONAL), hidden=True, bot=BOT,
)

__all__ = ["GAME"]
