"""What a seat must never see (``Game.hidden``): the account of Troyes' secrets, kept apart
from the view that hides them (view.py) so that each checks the other."""

from __future__ import annotations

from .data import COLORS


def hidden(g: dict, seat: int | None) -> set:
    """Face-down activity cards and the event decks (no view may hold them as a ``card``),
    and the other seats' characters until the game is over (none may stand under
    ``characters``). Card ids are numbers, which also count dice, deniers and VP, so each
    is marked with the key it would stand under (core/game.py, ``hidden``); hidden VP
    (the option ``scores: hidden``) are the resample check's."""
    out = {("card", slot["card"]) for slot in g["activity"] if not slot["revealed"]}
    out.update(("card", card) for color in COLORS for card in g["events"][color])
    if g["phase"] != "over":
        out.update(("characters", c) for s, p in enumerate(g["seats"]) if s != seat
                   for c in p["characters"])
    return out
