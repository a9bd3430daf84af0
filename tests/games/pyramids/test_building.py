"""【ラウンドの流れ】3a/3b: pairs in tile order, building right after each pick, god powers."""

from __future__ import annotations

import pytest

from tablero.core.api import IllegalAction
from tablero.games.pyramids import GAME

from .helpers import act, top, types

PAIR0 = {"type": "pair", "pair": 0}
BASE = {"type": "pyramid", "level": 0, "slot": 0}


def building(gods: list, hands: dict | None = None, **extra) -> dict:
    """Round 1, phase build: seat n holds god gods[n]; the lowest tile's seat acts."""
    seats = [{"god": t, "hand": (hands or {}).get(n, [])} for n, t in enumerate(gods)]
    return GAME.position({"players": len(gods), "phase": "build", "seats": seats, **extra})


def pick(card: str) -> dict:
    return {"type": "card", "card": card}


def hand(g: dict, seat: int) -> list:
    return g["seats"][seat]["hand"]


def test_pairs_are_taken_in_tile_order():
    g = building([3, 1, 2])
    assert g["turn_order"] == [1, 2, 0]
    assert GAME.active(g) == [1]
    assert types(g, 1) == {"pair"}


def test_taking_a_pair_moves_both_cards_to_hand_and_building_follows_at_once():
    g = building([3, 1, 2])
    pair = list(g["quarry"][2]["cards"])
    g = act(g, 1, {"type": "pair", "pair": 2})
    assert hand(g, 1) == pair
    assert g["quarry"][2] == {"cards": [], "taken_by": 1, "taken_cards": pair}
    assert GAME.active(g) == [1] and top(g)["state"] == "build"
    assert types(g, 1) == {"card"}  # no "done" before the mandatory pyramid card
    offered = [a["pair"] for a in GAME.actions(act(g, 1, pick(pair[0]), BASE), 2)]
    assert offered == [0, 1]


def test_horus_builds_only_the_pyramid_and_the_turn_ends_by_itself():
    g = act(building([1, 2, 3]), 0, PAIR0)
    card = hand(g, 0)[0]
    g = act(g, 0, pick(card))
    assert {a["type"] for a in GAME.actions(g, 0)} == {"pyramid", "card"}
    g = act(g, 0, BASE)
    assert g["seats"][0]["pyramid"] == [{"level": 0, "slot": 0, "card": card}]
    assert len(hand(g, 0)) == 1, "the other card of the pair stays in hand"
    assert GAME.active(g) == [1]


@pytest.mark.parametrize("tile, players, allowed", [
    (2, 3, {"tomb"}), (3, 3, {"obelisk"}), (4, 3, {"obelisk", "tomb"}),
    (4, 4, {"obelisk", "tomb"}), (5, 4, {"obelisk", "tomb"}),
])
def test_god_tiles_allow_their_optional_edifices(tile, players, allowed):
    g = act(now_building(tile, players), 0, PAIR0)
    g = act(g, 0, pick("P001"))
    offered = {a["type"] for a in GAME.actions(g, 0)} - {"card", "pyramid"}
    assert offered == allowed


def now_building(god: int, players: int = 3, held=("P001",)) -> dict:
    """Round 1: seat 0 holds `god` and is to take a pair (pair 0 holds P002, P003); seats
    with lower tiles have built already, the others come after."""
    others = [t for t in range(1, 6) if t != god][: players - 1]
    seats = [{"god": god, "hand": list(held)}]
    seats += [{"god": t, "pyramid": [f"P0{20 + n}"] if t < god else []}
              for n, t in enumerate(others)]
    done = [n + 1 for n, t in enumerate(others) if t < god]
    quarry = [["P002", "P003"]] + [{"taken_by": n} for n in done]
    quarry += [[f"P0{40 + 2 * n}", f"P0{41 + 2 * n}"] for n in range(players - 1 - len(done))]
    return GAME.position({"players": players, "phase": "build", "turn": 0, "seats": seats,
                       "quarry": quarry})


def test_sekhmet_with_three_players_builds_three_cards():
    """2-3 players: Sekhmet places up to 3 cards: pyramid, obelisk and tomb."""
    g = act(now_building(4), 0, PAIR0)
    g = act(g, 0, pick("P001"), {"type": "obelisk"}, pick("P002"), {"type": "tomb"})
    assert types(g, 0) == {"card"}
    g = act(g, 0, pick("P003"), BASE)
    s = g["seats"][0]
    assert s["obelisk"] == ["P001"] and s["tomb"] == ["P002"] and len(s["pyramid"]) == 1
    assert s["hand"] == [] and g["round"] == 2, "turn over, nobody keeps: next round"


def test_sekhmet_with_four_players_builds_only_one_optional_edifice():
    """4-5 players: Sekhmet allows the obelisk or the tomb, not both."""
    g = act(now_building(4, 4), 0, PAIR0)
    g = act(g, 0, pick("P001"), {"type": "obelisk"}, pick("P002"))
    assert {a["type"] for a in GAME.actions(g, 0)} == {"pyramid", "card"}
    g = act(g, 0, BASE)
    assert g["round"] == 2 and g["seats"][0]["hand"] == ["P003"], "the turn ended by itself"


def test_thoth_builds_both_optional_edifices():
    g = act(now_building(5, 4), 0, PAIR0)
    g = act(g, 0, pick("P001"), {"type": "obelisk"}, pick("P002"))
    assert "tomb" in types(g, 0)


def test_one_card_per_edifice_per_turn():
    g = act(now_building(3), 0, PAIR0)
    g = act(g, 0, pick("P001"), BASE, pick("P002"))
    assert {a["type"] for a in GAME.actions(g, 0)} == {"obelisk", "card", "done"}
    g = act(g, 0, {"type": "obelisk"})
    assert g["round"] == 2, "pyramid and obelisk used: nothing more, the turn ended"


def test_optional_card_first_only_while_a_pyramid_card_is_left():
    """The mandatory pyramid card can never be lost: with 2 cards, after an obelisk card
    the last card may only go to the pyramid."""
    g = act(now_building(4, held=()), 0, PAIR0)
    g = act(g, 0, pick("P002"), {"type": "obelisk"}, pick("P003"))
    assert {a["type"] for a in GAME.actions(g, 0)} == {"pyramid"}


def test_done_ends_building_and_leftover_cards_stay_in_hand():
    g = act(now_building(4), 0, PAIR0)
    assert "done" not in types(g, 0)
    g = act(g, 0, pick("P001"), BASE)
    assert "done" in types(g, 0)
    g = act(g, 0, {"type": "done"})
    assert g["phase"] == "keep" and GAME.active(g) == [0]
    assert sorted(g["seats"][0]["hand"]) == ["P002", "P003"]


def test_another_card_switches_the_selection():
    g = act(now_building(1), 0, PAIR0, pick("P001"))
    assert top(g)["selected"] == "P001"
    assert {a["card"] for a in GAME.actions(g, 0) if a["type"] == "card"} == {"P002", "P003"}
    g = act(g, 0, pick("P003"))
    assert top(g)["selected"] == "P003" and GAME.view(g, 0)["selected"] == "P003"
    assert GAME.view(g, 1)["selected"] is None


def test_illegal_actions_are_refused_and_change_nothing():
    g = act(now_building(2), 0, PAIR0, pick("P001"))
    before = repr(g)
    bad = [{"type": "obelisk"}, {"type": "pyramid", "level": 0, "slot": 5},
           {"type": "card", "card": "P099"}, {"type": "done"}, {"type": "pair", "pair": 0},
           {"type": "pyramid"}, {}, "pyramid", None, {"type": 7}]
    for action in bad:
        with pytest.raises(IllegalAction):
            GAME.apply(g, 0, action)
    with pytest.raises(IllegalAction, match="not to act"):
        GAME.apply(g, 1, {"type": "tomb"})
    assert repr(g) == before
