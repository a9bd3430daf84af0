"""Wakhan's seat: who she is, her AI deck, how the two visible cards are read (the arrows)
and her pragmatic loyalty; the game options that set her variants (the readings chosen are
listed in the package's docstring, wakhan/__init__.py).

State: ``g["wakhan"] = {"seat", "order", "deck", "discard", "variants"}``: her seat index (the
last seat: humans are 0..n-1), the turn order (her first, then the last loyalty picker), the
face-down AI deck (hidden, like the court deck), the face-up AI discard pile (last = the card
in use) and the variant switches. ``g["players"]`` counts her as a player (item 3).
"""

from __future__ import annotations

from tablero.core import rng

from ..data import COALITIONS, REGIONS
from ..pieces import block_count, wakhan_seat
from .data import AI_CARDS

VARIANTS = ("savvy_purchasing", "spy_movement", "steadfast_loyalty")
"""The variants the options switch on (data.OPTIONS)."""


def variants_of(options: dict) -> dict:
    """The three variant switches the options ask for."""
    preset = options.get("wakhan", "rulebook")
    if preset == "improved":
        return {v: True for v in VARIANTS}
    if preset == "custom":
        return {v: options.get(v) == "on" for v in VARIANTS}
    return {v: False for v in VARIANTS}


def new_wakhan(g: dict, humans: int, options: dict) -> None:
    """Items 4-6: her seat (the last), the shuffled AI deck, nothing face up."""
    deck = sorted(AI_CARDS)
    rng.shuffle(g, deck)
    g["wakhan"] = {"seat": humans, "order": [humans], "deck": deck, "discard": [],
                   "variants": variants_of(options)}


def is_wakhan(g: dict, seat: int | None) -> bool:
    return seat is not None and seat == wakhan_seat(g)


def variant(g: dict, name: str) -> bool:
    w = g.get("wakhan")
    return bool(w and w["variants"].get(name))


def human_seats(g: dict) -> list[int]:
    w = wakhan_seat(g)
    return [s for s in range(g["players"]) if s != w]


def seat_order(g: dict, picker_last: int) -> list[int]:
    """Item 6: her first, then the last loyalty picker, then (2 humans) the first picker."""
    w = wakhan_seat(g)
    others = [s for s in human_seats(g) if s != picker_last]
    return [w, picker_last, *others]


def next_seat(g: dict, seat: int) -> int:
    """The seat after ``seat`` in turn order."""
    w = g.get("wakhan")
    if not w or len(w["order"]) < g["players"]:
        return (seat + 1) % g["players"]
    order = w["order"]
    return order[(order.index(seat) + 1) % len(order)]


# -- the AI cards ----------------------------------------------------------------------------


def face_up(g: dict) -> int | None:
    """The AI card in use (top of her discard pile), None before her first turn."""
    w = g.get("wakhan")
    return w["discard"][-1] if w and w["discard"] else None


def draw_ai_card(g: dict) -> int:
    """Item 17: the top AI card goes face up; an emptied deck is reshuffled from the whole
    discard pile (the card just drawn included) and drawn again."""
    w = g["wakhan"]
    w["discard"].append(w["deck"].pop(0))
    if not w["deck"]:
        w["deck"], w["discard"] = w["discard"], []
        rng.shuffle(g, w["deck"])
        w["discard"].append(w["deck"].pop(0))
    rng.reveal(g)
    return w["discard"][-1]


def arrows(g: dict) -> tuple[int, str]:
    """Item 24: (market column, "top"|"bottom") read from the face-up front and the back of
    the new top card of the deck."""
    front = AI_CARDS[face_up(g)]
    back = AI_CARDS[g["wakhan"]["deck"][0]]
    column = back["back"][front["black"]]
    row = back["back_top"] if front["red"] == "top" else back["back_bottom"]
    return column, row


def regions(g: dict) -> list[int]:
    """Item 25: the region priority of the face-up card (map order before her first turn)."""
    card = face_up(g)
    return list(AI_CARDS[card]["regions"]) if card else list(REGIONS)


def red_player(g: dict) -> int:
    """Item 24: the human the red arrow names (top: just before her, bottom: just after)."""
    w = g["wakhan"]
    order = w["order"] if len(w["order"]) == g["players"] else seat_order(g, 0)
    row = arrows(g)[1] if face_up(g) else "top"
    return order[-1] if row == "top" else order[1]


def pragmatic(g: dict) -> str:
    """Items 9 and 63: the leftmost coalition of the face-up card no human holds (Steadfast:
    of those, the one with most blocks on the map, ties by the card's order)."""
    card = face_up(g)
    strip = AI_CARDS[card]["loyalty"] if card else COALITIONS
    held = {g["loyalty"][s] for s in human_seats(g)}
    free = [c for c in strip if c not in held] or list(strip)
    if variant(g, "steadfast_loyalty"):
        return max(free, key=lambda c: (block_count(g, c), -free.index(c)))
    return free[0]


def coalition_of(g: dict, seat: int) -> str | None:
    """The coalition whose blocks a seat places and moves: Wakhan's pragmatic loyalty (item
    10), a player's loyalty."""
    if is_wakhan(g, seat):
        return pragmatic(g)
    return g["loyalty"][seat]
