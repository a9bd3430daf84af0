"""Issue 38: a Pyramids description is accepted only when each card lies in one place and
the edifices hold no more cards than the seat's turns placed (invariants.py, shared with the
property tests)."""

from __future__ import annotations

import pytest

from tablero.core.api import BadSpec
from tablero.core.playout import random_playout
from tablero.games.pyramids import GAME


def _with_a_taken_pair() -> dict:
    """The description (hidden cards kept) of the first state of a seeded random game where
    a pair taken this round shows its cards."""
    found = []

    def on_step(state, seat, action, new_state):
        if not found and any(p["taken_cards"] for p in new_state["quarry"]):
            found.append(GAME.export(new_state, True))

    random_playout(GAME, 5, 3, on_step=on_step)
    return found[0]


def test_a_taken_pair_shows_cards_its_taker_holds():
    """The quarry shows the two cards a taken pair held (docs/positions-pyramids.md); each
    card lies in one place, so one that lies in the deck is refused."""
    spec = _with_a_taken_pair()
    GAME.position(spec)
    n, pair = next((n, p) for n, p in enumerate(spec["quarry"]) if isinstance(p, dict)
                   and p.get("took"))
    pair["took"] = [spec["deck"][0], pair["took"][1]]
    with pytest.raises(BadSpec, match=rf"spec\.quarry\[{n}\]: taken card"):
        GAME.position(spec)


def test_no_tomb_card_before_the_first_turn_of_building():
    """墳墓の建設: a tomb card is placed in a turn of building, one at most a turn; in round
    1 before a seat has built (``built: []``) its tomb is empty."""
    with pytest.raises(BadSpec, match=r"spec\.seats\[0\]\.tomb: 1 cards"):
        GAME.position({"players": 2, "seats": [{"tomb": ["P001"], "built": []}, {}]})
    with pytest.raises(BadSpec, match=r"spec\.seats\[1\]\.obelisk"):
        GAME.position({"players": 2, "seats": [{}, {"obelisk": ["P002"]}]})


def test_a_round_holds_as_many_tomb_cards_as_turns_built():
    """Round 2's gods phase: one turn built, so one tomb card at most."""
    base = {"players": 2, "round": 2, "seats": [
        {"pyramid": ["P001"], "tomb": ["P002"]}, {"pyramid": ["P003"]}]}
    GAME.position(base)
    base["seats"][0]["tomb"].append("P004")
    with pytest.raises(BadSpec, match=r"spec\.seats\[0\]"):
        GAME.position(base)
