"""Pax Pamir (2nd edition) for 1-5 players: the rules engine (docs/engine-protocol.md).

Rules authority: ../shared/rules/paxpamir.es.txt (rulebook) over paxpamir.ja.txt, with the
facts of ../shared/reference/paxpamir/. Each module names its rulebook chapter and records the
readings chosen where the texts are silent or disagree. With 1 or 2 players Wakhan, the
rulebook's automated opponent, takes a seat of her own (the wakhan/ subpackage and its readings).

Where the sources disagree or are silent (details in the modules named):
- market fill: column by column, top row first (es; ja says row by row) - market.py;
- nine borders (map.md; the brief's "11" has no source) - data.py;
- impact icons in printed order, top to bottom (BGA, TTS; RTT uses a fixed order) - turn.py;
- ties after a check: es example "((3 + i) -2)" is read as (3 + 1) / 2 - dominance.py;
- Rumor and Other Persuasive Methods name another player (RTT) - events.py;
- Claim of Ancient Lineage taxes players with a court card only (RTT) - actions.py;
- a purchase rupee for a column empty in both rows stays on the slot (RTT) - market.py;
- bribes: the payee names any amount from the full bribe down to 0, then the payer pays or
  gives up (nothing happened); Courtly Manners always skips - turn.py;
- Safe House always saves the spy (never worse for its owner) - battle.py;
- ties surviving military stars and rupees are joint wins - dominance.py.
"""

from __future__ import annotations

from tablero.core.game import Game, Texts

from . import actions, battle, cleanup, events, turn
from .bot import BOT
from .data import ID, MAX_PLAYERS, MIN_PLAYERS, NAME, OPTIONS, PROVISIONAL_TABLES
from .describe import help_table, label, words
from .hidden import hidden
from .invariants import check_invariants
from .positions import EXAMPLE, export_position, position
from .rules import RULES
from .scoring import result
from .setup import new_game
from .texts import LABELS, LOG, PROMPTS
from .view import resample_hidden, shared_view, view
from .wakhan import answers as wakhan_answers
from .wakhan import turn as wakhan_turn

CHAPTERS = (turn, actions, battle, events, cleanup, wakhan_turn, wakhan_answers)
"""The rules by chapter: the turn, the actions, battles, events, cleanup and dominance, and
Wakhan's turn and answers (her answers are the table's robot)."""

RULES_VERSION = 1
"""Raised whenever a change could alter a replay (tests/engine/test_rules_version.py holds the
digest of the golden games of each version); records carry it as ``rules``."""

GAME = Game(
    id=ID, name=NAME, min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, options=OPTIONS,
    provisional=PROVISIONAL_TABLES, rules=RULES, chapters=CHAPTERS,
    setup=new_game, position=position, example=EXAMPLE, export=export_position,
    view=view, shared_view=shared_view, resample_hidden=resample_hidden, hidden=hidden,
    result=result, label=label,
    texts=Texts(log=LOG, prompts=PROMPTS, labels=LABELS, words=words, help=help_table()),
    check_invariants=check_invariants, rules_version=RULES_VERSION,
    curtain=True, bot=BOT,
)

__all__ = ["GAME"]
