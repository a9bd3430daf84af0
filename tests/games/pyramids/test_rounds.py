"""【ラウンドの流れ】1, 2, 4 and 【ゲーム終了】: gods, keeping one card, rotation, the end."""

from __future__ import annotations

import pytest

from tablero.core.playout import random_playout
from tablero.games.pyramids import GAME, data

from .helpers import act, top


def test_gods_are_chosen_from_the_first_player_clockwise():
    g = GAME.position({"players": 4, "first_player": 2})
    chosen = []
    for expected in [2, 3, 0, 1]:
        assert GAME.active(g) == [expected]
        tile = GAME.actions(g, expected)[-1]["god"]
        chosen.append(tile)
        g = act(g, expected, {"type": "god", "god": tile})
        assert tile not in [a.get("god") for a in GAME.actions(g, expected)]
    assert g["phase"] == "build"
    assert g["turn_order"] == sorted(range(4), key=lambda s: g["seats"][s]["god"])
    assert GAME.active(g) == [g["turn_order"][0]]


def test_a_taken_god_is_no_longer_offered():
    g = act(GAME.position({"players": 3}), 0, {"type": "god", "god": 2})
    assert [a["god"] for a in GAME.actions(g, 1)] == [1, 3, 4]


def keep_position() -> dict:
    """Round 3, everyone has built; seats 0 and 2 hold 2+ cards; seat 1 is first player."""
    seats = [
        {"pyramid": ["P001", "P002", "P003"], "hand": ["P010", "P011"], "god": 2},
        {"pyramid": ["P004", "P005", "P006"], "hand": ["P012"], "god": 1},
        {"pyramid": ["P007", "P008", "P009"], "hand": ["P013", "P014"], "god": 3},
    ]
    return GAME.position({"players": 3, "round": 3, "phase": "keep", "first_player": 1,
                       "seats": seats})


def test_keep_is_asked_of_seats_with_two_or_more_cards_from_the_first_player():
    g = keep_position()
    assert GAME.active(g) == [2]
    assert [a["card"] for a in GAME.actions(g, 2)] == ["P013", "P014"]
    g = act(g, 2, {"type": "keep", "card": "P014"})
    assert g["seats"][2]["hand"] == ["P014"]
    assert GAME.active(g) == [0]
    g = act(g, 0, {"type": "keep", "card": "P010"})
    assert [c["id"] for c in GAME.view(g, 1)["discarded"]] == ["P013", "P011"]
    assert g["box"] == ["P013", "P011"]


def test_round_end_returns_gods_and_passes_the_first_player_left():
    g = keep_position()
    g = act(g, 2, {"type": "keep", "card": "P014"})
    g = act(g, 0, {"type": "keep", "card": "P010"})
    assert g["round"] == 4 and g["first_player"] == 2 and g["phase"] == "gods"
    assert all(s["god"] is None and s["built"] == [] for s in g["seats"])
    assert GAME.active(g) == [2]
    assert all(len(p["cards"]) == 2 for p in g["quarry"])
    GAME.check_invariants(g)


def test_nobody_keeps_when_every_hand_holds_one_card_or_less():
    seats = [{"god": 1, "hand": ["P001"]}, {"god": 2}]
    g = GAME.position({"players": 2, "phase": "build", "set_aside": 4, "seats": seats})
    hand0 = act(g, 0, {"type": "pair", "pair": 0})["seats"][0]["hand"]
    g = act(g, 0, {"type": "pair", "pair": 0}, {"type": "card", "card": hand0[0]},
            {"type": "pyramid", "level": 0, "slot": 0})
    g = act(g, 1, {"type": "pair", "pair": 1})
    card = g["seats"][1]["hand"][0]
    g = act(g, 1, {"type": "card", "card": card}, {"type": "tomb"})
    g = act(g, 1, {"type": "card", "card": g["seats"][1]["hand"][0]},
            {"type": "pyramid", "level": 0, "slot": 0})
    assert top(g)["state"] == "keep" and GAME.active(g) == [0], "seat 0 holds 2 cards"
    g = act(g, 0, {"type": "keep", "card": hand0[1]})
    assert g["round"] == 2 and g["phase"] == "gods"


def test_two_player_set_aside_tile_rotates():
    """Round end, 2 players: the next number is set aside (1, 2, 3, 4, 1...)."""
    seen = []
    state, actions = random_playout(GAME, 3, 2)
    g = GAME.setup(3, 2, {})
    seen.append(g["set_aside"])
    for seat, action in actions:
        g = GAME.apply(g, seat, action)
        if g["phase"] == "gods" and g["round"] > len(seen):
            seen.append(g["set_aside"])
    assert len(seen) == 10
    assert all(b == a % 4 + 1 for a, b in zip(seen, seen[1:], strict=False))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_game_ends_after_round_10_with_complete_pyramids(players):
    state, _ = random_playout(GAME, 40 + players, players)
    assert state["phase"] == "over" and state["round"] == 10
    assert GAME.active(state) == []
    for s in state["seats"]:
        levels = sorted(p["level"] for p in s["pyramid"])
        assert levels == [0, 0, 0, 0, 1, 1, 1, 2, 2, 3]
        assert s["hand"] == []
    res = GAME.result(state)
    assert len(res["scores"]) == players and res["winners"]
    assert res["scores"] == [b["total"] for b in res["breakdown"]]
    if players == 5:
        assert state["deck"] == [], "5 players use the whole deck"


def test_exactly_one_pyramid_card_every_round():
    sizes = {}

    def on_step(before, seat, action, after):
        for n, s in enumerate(after["seats"]):
            sizes.setdefault((after["round"], n), set()).add(len(s["pyramid"]))

    random_playout(GAME, 9, 4, on_step=on_step)
    for (rnd, _), seen in sizes.items():
        assert seen <= {rnd - 1, rnd}


def test_after_round_10_hands_are_discarded_and_tombs_revealed():
    seats = [{"god": 1, "pyramid": [f"P0{10 + n}" for n in range(9)], "hand": ["P001"],
              "tomb": ["P002"]},
             {"god": 2, "pyramid": [f"P0{30 + n}" for n in range(9)], "tomb": ["P003"]}]
    g = GAME.position({"players": 2, "round": 10, "phase": "build", "set_aside": 3, "seats": seats})
    assert GAME.view(g, 0)["necropolis"][1]["tomb"] is None
    g = act(g, 0, {"type": "pair", "pair": 0})
    hand = g["seats"][0]["hand"]
    g = act(g, 0, {"type": "card", "card": hand[0]}, {"type": "pyramid", "level": 3, "slot": 0})
    g = act(g, 1, {"type": "pair", "pair": 1})
    g = act(g, 1, {"type": "card", "card": g["seats"][1]["hand"][0]},
            {"type": "pyramid", "level": 3, "slot": 0}, {"type": "done"})
    assert g["phase"] == "over" and GAME.active(g) == []
    assert all(s["hand"] == [] for s in g["seats"]) and len(g["box"]) == 2 + 1
    view = GAME.view(g, 0)
    assert [c["id"] for c in view["necropolis"][1]["tomb"]] == ["P003"]
    assert GAME.view(g, None)["necropolis"][0]["tomb"][0]["id"] == "P002"
    assert GAME.result(g)["breakdown"][0]["glyphs"]["tomb"] == int(
        data.CARDS["P002"]["glyph"] == "tomb")
