"""Issue 38: a Pax Pamir description is accepted only when it can be played: Wakhan's AI deck
can be drawn as item 17 says, and card ids are integers (core/strict.py)."""

from __future__ import annotations

import random

import pytest

from tablero.core.api import BadSpec
from tablero.games.paxpamir import GAME

LOYAL = ["british", "russian", "afghan"]


def _play(g: dict, steps: int) -> dict:
    rnd = random.Random(3)
    for _ in range(steps):
        if not GAME.active(g):
            break
        seat = GAME.active(g)[0]
        g = GAME.apply(g, seat, rnd.choice(GAME.actions(g, seat)))
        GAME.check_invariants(g)
    return g


def test_wakhan_deck_of_one_card_alone_is_refused():
    """wakhan.md item 17: a draw that empties her deck reshuffles the discard pile, the card
    drawn included, and draws again; with one AI card in all nothing is left face down to
    read its back (every continuation ended in IndexError)."""
    with pytest.raises(BadSpec, match=r"spec\.wakhan\.deck"):
        GAME.position({"players": 2, "loyalty": ["british", None], "wakhan": {"deck": [5]}})


def test_wakhan_deck_of_one_card_is_refilled_from_her_discard_pile():
    """Item 17 with two cards: the draw empties the deck, the reshuffle refills it."""
    g = GAME.position({"players": 2, "loyalty": ["british", None], "turn": 1,
                       "wakhan": {"deck": [5], "discard": [6]}})
    g = _play(g, 40)
    assert g["wakhan"]["deck"] and sorted(g["wakhan"]["deck"] + g["wakhan"]["discard"]) == [5, 6]


@pytest.mark.parametrize("card", [9.0, True])
def test_a_card_id_is_an_integer(card):
    """Python takes 9.0 for 9 and true for 1, so the card passed as one and was offered back
    as 9.0: it is refused, naming where it stands."""
    with pytest.raises(BadSpec, match=r"spec\.hands\[0\]\[0\]"):
        GAME.position({"players": 3, "loyalty": LOYAL, "hands": [[card], [], []]})


def test_a_check_is_final_true_or_false():
    spec = {"players": 3, "loyalty": LOYAL,
            "checks": [{"coalition": None, "final": 0, "gains": [0, 0, 0]}]}
    with pytest.raises(BadSpec, match=r"spec\.checks\[0\]\.final: must be true or false"):
        GAME.position(spec)
