"""The Pyramids state table and the small queries its prompts share.

The rounds (rounds.py) and the building turn (building.py) register their prompts,
handlers and automatic states on RULES.
"""

from __future__ import annotations

from tablero.core.flow import Rules

from .data import ID, gods_for

RULES = Rules(ID)


def god_tiles(g: dict) -> list:
    """The god tiles of this game, in number order (【ゲームの準備】1)."""
    return sorted(gods_for(g["players"]))


def god_holder(g: dict, tile: int) -> int | None:
    """The seat holding a god tile this round, or None."""
    for seat, s in enumerate(g["seats"]):
        if s["god"] == tile:
            return seat
    return None


def free_tiles(g: dict) -> list:
    """Tiles still on the table: neither taken nor set aside (2 players)."""
    return [t for t in god_tiles(g) if t != g["set_aside"] and god_holder(g, t) is None]


def optional_left(g: dict, seat: int) -> list:
    """神タイルの説明: optional edifices the seat's god still allows this turn.

    At most one card per edifice per turn; with choice "one" (Sekhmet, 4-5 players) only
    one of the optional edifices may be used at all.
    """
    s = g["seats"][seat]
    allows, choice = gods_for(g["players"])[s["god"]]
    used = [e for e in allows if e in s["built"]]
    if choice == "one" and used:
        return []
    return [e for e in allows if e not in s["built"]]


def turn_finished(g: dict, seat: int) -> bool:
    """3b: the mandatory pyramid card is placed and no optional build is possible any more."""
    s = g["seats"][seat]
    return "pyramid" in s["built"] and (not s["hand"] or not optional_left(g, seat))


def pair_cards_unplaced(g: dict, seat: int) -> list:
    """The cards of the pair the seat took this round (public: the quarry lies face up) that
    lie in no public place yet, so in its hand or its tomb: what every seat knows of them."""
    s = g["seats"][seat]
    public = set(g["box"]) | set(s["obelisk"]) | {p["card"] for p in s["pyramid"]}
    return [c for pair in g["quarry"] if pair["taken_by"] == seat
            for c in pair.get("taken_cards", []) if c not in public]


def fill_known(s: dict, known: list) -> list:
    """Put ``known`` cards into a seat's unknown (None) hand slots, then tomb slots; returns
    those that found no slot. Hand first whatever the truth, so nothing hidden is told."""
    left = list(known)
    for part in (s["hand"], s["tomb"]):
        for i, card in enumerate(part):
            if card is None and left:
                part[i] = left.pop(0)
    return left


def seat_order_from(g: dict, first: int) -> list:
    """All seats clockwise from `first` (seat numbers grow clockwise, i.e. to the left)."""
    n = g["players"]
    return [(first + i) % n for i in range(n)]

