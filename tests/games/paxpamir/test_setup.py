"""Rulebook "Setup": the six-pile deck, the market, rupees, starting loyalty."""

from __future__ import annotations

import pytest

from tablero.core.api import BadSpec
from tablero.games.paxpamir import GAME
from tablero.games.paxpamir.data import DOMINANCE_CHECKS, EVENTS
from tablero.games.paxpamir.setup import blank_state, build_deck


@pytest.mark.parametrize("players", [3, 4, 5])
def test_deck_is_built_from_six_piles(players):
    """Setup "Build the draw deck": 6 piles of 5+players court cards, dominance checks in the
    four right piles, two events in pile 2 and one in each of piles 3-6, pile 1 on top."""
    g = GAME.setup(11, players, {})
    full = []
    for col in range(6):
        for row in (0, 1):
            full.append(g["market"][row][col])
    full += g["deck"]
    size = 5 + players
    piles = [full[: size], full[size: 2 * size + 2]]
    rest = full[2 * size + 2:]
    piles += [rest[i * (size + 2):(i + 1) * (size + 2)] for i in range(4)]
    assert len(full) == 6 * size + 10
    assert not any(c in EVENTS for c in piles[0])
    assert sum(c in EVENTS for c in piles[1]) == 2
    assert not any(c in DOMINANCE_CHECKS for c in piles[1])
    for pile in piles[2:]:
        assert sum(c in DOMINANCE_CHECKS for c in pile) == 1
        assert sum(c in EVENTS and c not in DOMINANCE_CHECKS for c in pile) == 1
    assert len(g["removed"]) == 100 - 6 * size + 6
    GAME.check_invariants(g)


def test_market_filled_column_by_column_top_first():
    """Setup "Create the market": columns from the left, the top row first (es text; the
    Japanese help page says row by row)."""
    g = GAME.setup(3, 3, {})
    fresh = blank_state(3, 3)
    build_deck(fresh)
    for col in range(6):
        for row in (0, 1):
            assert g["market"][row][col] == fresh["deck"][2 * col + row]
    assert g["deck"] == fresh["deck"][12:]
    assert g == GAME.setup(3, 3, {})  # same seed, same game


def test_rupees_favored_suit_and_loyalty_order():
    """Setup: 4 rupees each, political favored; loyalty chosen clockwise from a random seat,
    and the last chooser takes the first turn."""
    g = GAME.setup(7, 4, {})
    assert g["rupees"] == [4, 4, 4, 4] and g["favored"] == "political"
    first = GAME.active(g)[0]
    order = []
    for _ in range(4):
        seat = GAME.active(g)[0]
        order.append(seat)
        g = GAME.apply(g, seat, {"type": "coalition", "coalition": "russian"})
    assert order == [(first + i) % 4 for i in range(4)]
    assert GAME.active(g) == [order[-1]]
    assert g["turn"]["seat"] == order[-1] and g["turn"]["actions"] == 2


@pytest.mark.parametrize("players", [0, 6, "3"])
def test_bad_player_count_is_refused(players):
    with pytest.raises(BadSpec, match="players"):
        GAME.setup(1, players, {})


def test_unknown_option_is_refused():
    with pytest.raises(BadSpec, match="options"):
        GAME.setup(1, 3, {"wakhan": True})
