"""Rebuild a full Pyramids state from one seat's view, for the bots (determinization).

Everything public is copied from the view; what the seat cannot see (the deck order, the
other seats' hands and, before the end, their face-down tombs) is dealt at random from the
cards it has not seen, in the sizes the view shows. The cards of the pair another seat took
this round were seen face up: they stay with that seat (hand first, then tomb).
view(determinize(v, seed), seat) == v for the game's own keys (the session's extra keys
aside), by construction and by test.
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.util import clone

from .data import CARD_IDS
from .rules import fill_known, pair_cards_unplaced
from .setup import base_state


def _ids(cards: list) -> list:
    return [c["id"] for c in cards]


def _seat_state(nec: dict, hand: list | None) -> dict:
    """A seat's record from its necropolis view; unseen cards are None for now."""
    tomb = _ids(nec["tomb"]) if nec["tomb"] is not None else [None] * nec["tomb_count"]
    return {
        "hand": list(hand) if hand is not None else [None] * nec["hand_count"],
        "pyramid": [{"level": p["level"], "slot": p["slot"], "card": p["card"]["id"]}
                    for p in nec["pyramid"]],
        "obelisk": _ids(nec["obelisk"]),
        "tomb": tomb,
        "god": nec["god"],
        "built": list(nec["built_this_turn"]),
    }


def _seen(g: dict) -> set:
    seen = set(g["box"])
    for pair in g["quarry"]:
        seen.update(pair["cards"])
    for s in g["seats"]:
        seen.update(c for c in s["hand"] + s["tomb"] + s["obelisk"] if c is not None)
        seen.update(p["card"] for p in s["pyramid"])
    return seen


def determinize(view: dict, seed: int) -> dict:
    """A state consistent with ``view`` (a seat's view), unseen cards dealt by ``seed``."""
    seat = view["seat"]
    g = base_state(seed, view["players"])
    g.update(round=view["round"], phase=view["phase"], first_player=view["first_player"],
             turn_order=list(view["turn_order"]))
    g["set_aside"] = next((t["tile"] for t in view["gods"] if t["set_aside"]), None)
    g["quarry"] = [{"cards": _ids(p["cards"]), "taken_by": p["taken_by"],
                    "taken_cards": _ids(p.get("taken_cards", []))} for p in view["quarry"]]
    g["box"] = _ids(view["discarded"])
    own_hand = _ids(view["hand"]) if view.get("hand") is not None else None
    g["seats"] = [_seat_state(nec, own_hand if n == seat else None)
                  for n, nec in enumerate(view["necropolis"])]
    g["deck"] = [None] * view["deck_count"]
    for n, s in enumerate(g["seats"]):
        if n != seat:  # the pair it took lay face up: those cards are seen, not redealt
            fill_known(s, pair_cards_unplaced(g, n))
    unseen = [c for c in CARD_IDS if c not in _seen(g)]
    dealer = {"rng": rng.new_rng(seed), "checkpoint": 0}
    rng.shuffle(dealer, unseen)
    holders = [g["deck"]] + [part for s in g["seats"] for part in (s["hand"], s["tomb"])]
    for holder in holders:
        for i, card in enumerate(holder):
            if card is None:
                holder[i] = unseen.pop()
    g["stack"] = clone(view["flow"])
    return g
