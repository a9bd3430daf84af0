"""Mexica's state table: the ``Rules`` object the chapters register their prompts, handlers
and automatic states on (turn.py: setup placement and the turn; actions.py: the actions).

Asking a prompt walks the board (reachability, trap checks, canal and temple cells), and the
same position is asked more than once: the offer, then the check inside ``apply``, and the
bots' searches revisit positions. ``MexicaRules.ask`` therefore remembers the answers by the
position's key: every field a prompt reads (never the score or the log; the founded
districts follow from the tokens on the board and the canals, board.board_key), so a hit returns
exactly what asking again would; the memo holds no game state and changes no outcome. The
offered action objects are shared between equal asks (a new list each time): like every
offer, they are read, compared and copied, never changed in place.
"""

from __future__ import annotations

import marshal

from tablero.core.flow import ActionSet, Rules

from .board import board_key, pinned

ID = "mexica"
MEMO_SIZE = 2048


def prompt_key(g: dict, player: int, pieces: bytes) -> bytes:
    """Everything a Mexica prompt reads, as a hashable key: marshal format 2 (no object
    references, so equal values always give equal bytes), followed by the pieces on the board
    (``board_key``; a marshalled value is self-delimiting, so the two never run together)."""
    return marshal.dumps((
        player, g["stack"][-1], g["period"], g["round"], g["ap"], g["taken"], g["markers"],
        g["canal_supply"]), 2) + pieces


class MexicaRules(Rules):
    """``Rules`` with the prompts' answers remembered per position (see module docstring)."""

    def __init__(self, game_id: str):
        super().__init__(game_id)
        self.memo: dict = {}

    def ask(self, state: dict, player: int) -> ActionSet | None:
        """``Rules.ask``, answered from the memo when this position was asked before."""
        if not state.get("stack") or player not in self.active_players(state):
            return None
        pieces = board_key(state)
        key = prompt_key(state, player, pieces)
        hit = self.memo.get(key)
        if hit is None:
            with pinned(state, pieces):
                acts = super().ask(state, player)
            if len(self.memo) >= MEMO_SIZE:
                self.memo.clear()
            self.memo[key] = hit = (acts.prompt, acts.actions)
        acts = ActionSet(player)
        acts.prompt = None if hit[0] is None else dict(hit[0])
        acts.actions = list(hit[1])  # action objects are values: shared, never changed
        return acts


RULES = MexicaRules(ID)
