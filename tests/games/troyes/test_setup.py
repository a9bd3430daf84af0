"""Set-up and initial placement (rules text: "from the start of the game to initial
placement"; reference board.md "Player-count parameters", "Set-up order")."""

from __future__ import annotations

import pytest

from tablero.core.api import BadSpec
from tablero.games.troyes import GAME
from tablero.games.troyes.data import NEUTRAL

from .helpers import act, seat, top


@pytest.mark.parametrize("n,citizens,chars,rounds", [(2, 6, 2, 4), (3, 5, 1, 5), (4, 4, 1, 6)])
def test_starting_stock_by_player_count(n, citizens, chars, rounds):
    """Rules text: 5 deniers, 4 influence, 4/5/6 citizens, 1 or 2 characters; 6/5/4 rounds."""
    g = GAME.setup(1, n, {})
    assert g["rounds"] == rounds
    assert len(g["events"]["red"]) == rounds
    for s in range(n):
        p = seat(g, s)
        assert (p["deniers"], p["influence"], p["vp"]) == (5, 4, 0)
        assert p["supply"] == citizens and p["reserve"] == 12 - citizens
        assert len(p["characters"]) == chars
    dealt = [c for p in g["seats"] for c in p["characters"]]
    assert len(set(dealt)) == len(dealt)


def test_bga_length_option():
    """Rules text, BGA specification: 5 rounds with 3 and 4 players, 4 with 2."""
    assert GAME.setup(1, 4, {"length": "bga"})["rounds"] == 5
    assert GAME.setup(1, 3, {"length": "bga"})["rounds"] == 5
    assert GAME.setup(1, 2, {"length": "bga"})["rounds"] == 4


def test_bad_options_and_players():
    with pytest.raises(BadSpec, match="players"):
        GAME.setup(1, 5, {})
    with pytest.raises(BadSpec, match="options.length"):
        GAME.setup(1, 3, {"length": "long"})
    with pytest.raises(BadSpec, match="options.colour"):
        GAME.setup(1, 3, {"colour": 1})


def test_one_activity_card_per_colour_and_level_face_down():
    """Reference board.md: one of three cards per colour and level, face down at set-up."""
    g = GAME.setup(3, 3, {})
    slots = {(s["color"], s["level"]) for s in g["activity"]}
    assert len(slots) == 9
    assert not any(s["revealed"] for s in g["activity"])


def test_marauding_starts_in_the_event_row():
    g = GAME.setup(3, 3, {})
    assert [e["card"] for e in g["events"]["row"]] == [201]


def _place_all(g):
    order = []
    while top(g)["state"] == "placement":
        s = top(g)["player"]
        order.append(s)
        g = act(g, s, GAME.actions(g, s)[0])
    return g, order


def test_snake_order_and_neutrals_fill_empty_spaces():
    """Rules text: order A B C C B A A B C ...; then grey citizens fill the empty spaces."""
    g = GAME.setup(5, 3, {})
    a = g["start"]
    b, c = (a + 1) % 3, (a + 2) % 3
    g2, order = _place_all(g)
    assert order[:9] == [a, b, c, c, b, a, a, b, c]
    assert len(order) == 15
    spaces = [o for bld in g2["buildings"].values() for o in bld]
    by_events = sum(1 for e in g2["log"] if e["msg"] == "event_neutral")
    assert None not in spaces
    assert g2["neutral_pool"] == 5 - by_events
    GAME.check_invariants(g2)


def test_four_players_leave_two_neutral_spaces():
    g, order = _place_all(GAME.setup(2, 4, {}))
    assert len(order) == 16
    by_events = sum(1 for e in g["log"] if e["msg"] == "event_neutral")
    assert 8 - g["neutral_pool"] == 2 + by_events


def test_two_player_neutrals_stand_before_placement():
    """Reference board.md (S20, S28): with 2 players 6 neutrals are placed first (spaces per
    Design fallback F3, RECONSTRUCTED)."""
    g = GAME.setup(2, 2, {})
    assert g["buildings"]["palace"][:2] == [NEUTRAL, NEUTRAL]
    assert g["buildings"]["bishopric"][1] == NEUTRAL and g["buildings"]["bishopric"][5] == NEUTRAL
    assert g["buildings"]["cityhall"][2] == NEUTRAL and g["buildings"]["cityhall"][5] == NEUTRAL
    offered = {a["space"] for a in GAME.actions(g, g["start"])}
    assert 401 not in offered and len(offered) == 12
    g2, order = _place_all(g)
    assert len(order) == 12
    assert None not in [o for bld in g2["buildings"].values() for o in bld]


def test_placement_only_on_empty_spaces():
    g = GAME.setup(4, 3, {})
    s = g["start"]
    g = act(g, s, {"type": "space", "space": 403})
    with pytest.raises(Exception, match="not legal"):
        act(g, top(g)["player"], {"type": "space", "space": 403})


def test_first_round_starts_after_placement():
    """After placement: round 1, level-I cards face up, income paid, dice rolled."""
    g, _ = _place_all(GAME.setup(6, 3, {}))
    assert g["round"] == 1
    assert [s["revealed"] for s in g["activity"]] == [True, False, False] * 3
    assert len(g["dice"]) == 18 - 0  # every building space holds a citizen
    GAME.check_invariants(g)
