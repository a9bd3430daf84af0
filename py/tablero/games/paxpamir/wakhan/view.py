"""What every seat sees of Wakhan, and redrawing her hidden AI deck (determinization).

Public: her seat, the turn order, the face-up AI card (front) and the back of the deck's top
card (both lie open on the table: wakhan.md 24), the arrows read from them, her pragmatic
loyalty, her influence with each coalition, the variants and the AI discard pile. Hidden: the
order of the AI deck (like the court deck), redrawn by ``resample_ai_deck`` and rebuilt by
``ai_state`` from the view; the top card keeps its visible back.
"""

from __future__ import annotations

from tablero.core import rng

from ..court import influence
from ..data import COALITIONS
from .data import AI_CARDS
from .seat import arrows, face_up, pragmatic, red_player, regions


def back_of(card: int) -> dict:
    info = AI_CARDS[card]
    return {"numbers": list(info["back"]), "top": info["back_top"],
            "bottom": info["back_bottom"]}


def wakhan_view(g: dict) -> dict:
    """The ``wakhan`` key of a view (only in games with Wakhan)."""
    w = g["wakhan"]
    card = face_up(g)
    out = {"seat": w["seat"], "order": list(w["order"]), "variants": dict(w["variants"]),
           "deck_count": len(w["deck"]), "discard": list(w["discard"]),
           "back": back_of(w["deck"][0]), "card": card, "coalition": pragmatic(g),
           "influence": {c: influence(g, w["seat"], c) for c in COALITIONS}}
    if card is not None:
        front = AI_CARDS[card]
        column, row = arrows(g)
        out["front"] = {"actions": list(front["actions"]), "loyalty": list(front["loyalty"]),
                        "regions": regions(g), "black": front["black"], "red": front["red"]}
        out.update(column=column, row=row, red_player=red_player(g))
    return out


def _fits(card: int, back: dict) -> bool:
    return back_of(card) == back


def _deal(deck: list[int], back: dict, chooser: dict) -> list[int]:
    """The cards shuffled, a card showing ``back`` on top."""
    rng.shuffle(chooser, deck)
    top = next((i for i, c in enumerate(deck) if _fits(c, back)), 0)
    deck.insert(0, deck.pop(top))
    return deck


def resample_ai_deck(g: dict, seed: int) -> None:
    """Redraw the AI deck's order in place (the top card's back stays as seen)."""
    w = g["wakhan"]
    back = back_of(w["deck"][0])
    w["deck"] = _deal(list(w["deck"]), back, {"rng": rng.new_rng(seed), "checkpoint": 0})


def ai_state(view: dict, seed: int) -> dict:
    """``g["wakhan"]`` rebuilt from a view's ``wakhan`` key, the deck order drawn."""
    v = view["wakhan"]
    deck = [c for c in sorted(AI_CARDS) if c not in v["discard"]]
    deck = _deal(deck, v["back"], {"rng": rng.new_rng(seed + 1), "checkpoint": 0})
    return {"seat": v["seat"], "order": list(v["order"]), "deck": deck,
            "discard": list(v["discard"]), "variants": dict(v["variants"])}
