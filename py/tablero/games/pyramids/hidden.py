"""What a seat must never see (``Game.hidden``): the tests' account of Pyramids' secrets,
kept apart from the view that hides them (view.py) so that each checks the other."""

from __future__ import annotations


def hidden(g: dict, seat: int | None) -> set:
    """The deck, the other seats' hands, and the other seats' tombs until the game is over;
    but not the cards of this round's taken pairs, which lay face up (issue 28). Card ids
    are strings: none may stand anywhere in the seat's view."""
    out = set(g["deck"])
    for n, s in enumerate(g["seats"]):
        if n != seat:
            out.update(s["hand"])
            if g["phase"] != "over":
                out.update(s["tomb"])
    return out.difference(*(p.get("taken_cards", []) for p in g["quarry"]))
