"""Mexica's state table: the ``Rules`` object the chapters register their prompts, handlers
and automatic states on (turn.py: setup placement and the turn; actions.py: the actions).

Asking a prompt walks the board (reachability, trap checks, canal and temple cells), and the
same position is asked more than once: the offer, then the check inside ``apply``, and the
bots' searches revisit positions. The table therefore remembers the answers (its declared
memo, core/flow.py) by the position's key: every field a prompt reads (never the score or
the log; the founded districts follow from the tokens on the board and the canals,
board.board_key), so a hit returns exactly what asking again would; the memo holds no game
state and changes no outcome.
"""

from __future__ import annotations

import marshal

from tablero.core.flow import Rules

from .board import board_key, pinned
from .data import ID

MEMO_SIZE = 2048

RULES = Rules(ID)


def _reading(g: dict, key: tuple):
    """While a prompt not remembered yet reads ``g``, its Board is pinned (board.pinned)."""
    return pinned(g, key[1])


@RULES.memo(size=MEMO_SIZE, reading=_reading)
def prompt_key(g: dict, player: int) -> tuple:
    """Everything a Mexica prompt reads, as a hashable key: marshal format 2 (no object
    references, so equal values always give equal bytes) of the frame and the turn's
    counters, and the pieces on the board (``board_key``, which the prompt's Board reuses)."""
    return (marshal.dumps((
        player, g["stack"][-1], g["period"], g["round"], g["ap"], g["taken"], g["markers"],
        g["canal_supply"]), 2), board_key(g))
