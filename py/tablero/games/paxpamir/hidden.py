"""What a seat must never see (``Game.hidden``): the account of Pax Pamir's secrets, kept
apart from the view that hides them (view.py) so that each checks the other."""

from __future__ import annotations

from .view import _announced


def hidden(g: dict, seat: int | None) -> set:
    """The cards of the deck, the removed pile and the other seats' hands (a card already
    announced on the stack is public), as the view's tables key them: a view lists the
    facts of every card it shows under its id (``cards``), so none of these ids may stand
    as a string anywhere in it. (A card's id as a number also counts rupees and pieces, and
    the log names the cards a seat bought into its hand: strings are the ids' own form.)
    Wakhan's AI deck is the resample check's (its card numbers share the court cards')."""
    zones = [g["deck"], g["removed"]] + [g["hands"][s] for s in range(g["players"])
                                         if s != seat]
    public = _announced(g)
    return {str(c) for zone in zones for c in zone if c not in public}
