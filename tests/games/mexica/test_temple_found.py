"""Temples (神殿の建設, level = AP) and founding districts (区画の設立, 0 AP)."""

from __future__ import annotations

from tablero.games.mexica import data

from .helpers import DISTRICT3_CANALS, act, cell, cells_offered, legal, open_prompt, pos, rc


def test_temple_costs_its_level_and_uses_a_period_piece():
    """神殿の建設: a level n temple costs n AP."""
    g = pos(pilli=[[3, 3], [7, 7], [7, 9]])
    g = open_prompt(g, 0, "temple")
    assert [a.get("level") for a in legal(g, 0)] == [1, 2, 3, 4, None]
    g = act(g, 0, {"type": "level", "level": 4}, cell(3, 4))
    assert g["ap"] == 2 and g["temples"][0][8] == rc(3, 4)
    g = open_prompt(g, 0, "temple")
    assert [a.get("level") for a in legal(g, 0)] == [1, 2, None]  # 3 AP and the L4 is used


def test_temple_only_in_the_region_of_own_pilli_founded_or_not():
    """神殿の建設: any empty land space of the district your Pilli is in, even unfounded."""
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 6], [7, 7], [7, 9]])
    g = act(g, 0, {"type": "temple"}, {"type": "level", "level": 1})
    assert cells_offered(g, 0) == {(1, 7), (1, 8)}
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 6], [7, 7], [7, 9]],
            districts=[{"at": [1, 8], "size": 3, "founder": 0}])
    g = act(g, 0, {"type": "temple"}, {"type": "level", "level": 1})
    assert cells_offered(g, 0) == {(1, 7)}


def test_temple_never_on_palace_and_not_from_a_bridge():
    """神殿の建設: never on the 5 palace spaces; a Pilli on a bridge is in no district."""
    g = pos(pilli=[[7, 7], [6, 8], [8, 8]])
    g = act(g, 0, {"type": "temple"}, {"type": "level", "level": 1})
    offered = cells_offered(g, 0)
    assert not offered & {(7, 8), (7, 9), (6, 8), (8, 8), (7, 7)} and (6, 7) in offered
    g = pos(canals=DISTRICT3_CANALS, bridges=[[[2, 7], "ns"]], pilli=[[2, 7], [7, 7], [7, 9]])
    assert {"type": "temple"} not in legal(g, 0)


def test_period_one_has_nine_pieces_then_eighteen():
    """ゲームの進行: 9 temples (3xL1, 3xL2, 2xL3, 1xL4) in period 1, all 18 in period 2."""
    full = [[[2, c], lv] for c, lv in zip(range(2, 11), data.TEMPLE_LEVELS[:9], strict=True)]
    temples = [full, [], []]
    g = pos(temples=temples, pilli=[[3, 3], [7, 7], [7, 9]])
    assert {"type": "temple"} not in legal(g, 0)
    g = pos(temples=temples, pilli=[[3, 3], [7, 7], [7, 9]], period=2)
    g = open_prompt(g, 0, "temple")
    assert [a.get("level") for a in legal(g, 0)] == [1, 2, 3, 4, None]


def test_found_scores_blue_to_founder_white_to_others_inside():
    """区画設立時の名声点: founder gets blue, every other Pilli inside gets white."""
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 6], [1, 7], [7, 9]], display=[3, 5], ap=0)
    g = act(g, 0, {"type": "found"})
    assert cells_offered(g, 0) == {(1, 8)}
    g = act(g, 0, cell(1, 8))
    assert g["score"] == [2, 1, 0]  # size 3 token: blue 2, white 1
    token = g["tokens"].index(rc(1, 8))
    assert data.CALPULLI[token][1] == 3
    assert g["districts"] == [{"token": token, "cells": [rc(1, 6), rc(1, 7), rc(1, 8)],
                               "founder": 0}]
    assert g["ap"] == 0  # founding costs nothing


def test_found_needs_matching_token_and_own_pilli_inside():
    """区画の設立: a display token of exactly the district's size, and your Pilli in it."""
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 6], [7, 7], [7, 9]], display=[4, 5])
    assert {"type": "found"} not in legal(g, 0)
    g = pos(canals=DISTRICT3_CANALS, pilli=[[3, 3], [1, 6], [7, 9]], display=[3])
    assert {"type": "found"} not in legal(g, 0)
    assert {"type": "found"} in legal(dict(g, stack=[{"state": "turn", "player": 1}]), 1)


def test_founded_district_cannot_be_founded_again():
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 6], [7, 7], [7, 9]], display=[3],
            districts=[{"at": [1, 8], "size": 3, "founder": 1}])
    assert {"type": "found"} not in legal(g, 0)


def test_found_a_district_holding_the_palace_token_off_the_palace():
    """区画の設立: a district with the palace may be founded; the token avoids the palace."""
    ring = [[[5, 7], [5, 8]], [[5, 9]], [[6, 6], [7, 6]], [[8, 6]], [[9, 7], [9, 8]],
            [[9, 9]], [[6, 10], [7, 10]], [[8, 10]]]
    g = pos(canals=ring, pilli=[[7, 7], [13, 2], [13, 3]], display=[9])
    g = act(g, 0, {"type": "found"})
    assert cells_offered(g, 0) == {(6, 7), (6, 9), (8, 7), (8, 9)}
    g = act(g, 0, cell(6, 7))
    assert g["score"][0] == 5  # size 9: blue 5


def test_token_blocks_walking_and_building():
    """区画の設立: nothing enters or is built on the token's space."""
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 6], [7, 7], [7, 9]],
            districts=[{"at": [1, 7], "size": 3, "founder": 0}])
    g = act(g, 0, {"type": "temple"}, {"type": "level", "level": 1})
    assert cells_offered(g, 0) == {(1, 8)}


def test_found_is_offered_with_zero_ap():
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 6], [7, 7], [7, 9]], display=[3], ap=0)
    assert legal(g, 0) == [{"type": "found"}, {"type": "end_turn"}]


def test_every_other_pilli_inside_scores_white():
    """区画設立時の名声点: each other owner with a Pilli inside gets white."""
    canals = [[[2, 6], [2, 7]], [[2, 8], [2, 9]], [[2, 10]]]
    g = pos(players=4, canals=canals, pilli=[[1, 6], [1, 7], [1, 8], [7, 9]], display=[5])
    g = act(g, 0, {"type": "found"}, cell(1, 10))
    assert g["score"] == [3, 2, 2, 0]  # size 5: blue 3, white 2
