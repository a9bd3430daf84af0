"""Round 1: no player may trap another's Pilli (テレポート, last rule; 神殿の建設)."""

from __future__ import annotations

from .helpers import act, cell, cells_offered, legal, open_prompt, pos

# Seat 1's Pilli on (1,2): lake on three sides, its only way out is (2,2).
CORNER = dict(pilli=[[3, 3], [1, 2], [7, 9]])


def test_no_canal_that_traps_in_round_one():
    """1ラウンド目に限り...閉じ込めることはできません: the canal at (2,2) is refused."""
    offered = cells_offered(open_prompt(pos(round=1, **CORNER), 0, "canal"), 0)
    assert (2, 2) not in offered and (2, 3) in offered
    g = act(pos(round=1, **CORNER), 0, {"type": "canal"}, cell(2, 3))
    assert (2, 2) not in cells_offered(g, 0)  # nor as half of a double tile
    assert (2, 2) in cells_offered(open_prompt(pos(round=2, **CORNER), 0, "canal"), 0)


def test_no_temple_that_traps_in_round_one():
    """(除く1ラウンド目) a temple may trap another Pilli only after round 1."""
    g = act(pos(round=1, **CORNER), 0, {"type": "temple"}, {"type": "level", "level": 1})
    assert (2, 2) not in cells_offered(g, 0)
    g = act(pos(round=2, **CORNER), 0, {"type": "temple"}, {"type": "level", "level": 1})
    assert (2, 2) in cells_offered(g, 0)


def test_no_pilli_move_that_traps_in_round_one():
    """Pilli count as walls too (ピリ・メシカ駒、神殿駒、運河タイルなどで完全に囲む)."""
    assert (2, 2) not in cells_offered(open_prompt(pos(round=1, **CORNER), 0, "move"), 0)
    assert (2, 2) in cells_offered(open_prompt(pos(round=2, **CORNER), 0, "move"), 0)


def test_no_founding_token_that_traps_in_round_one():
    """A calpulli token is an obstacle too."""
    canals = [[[1, 9], [1, 10]], [[2, 6], [2, 7]], [[2, 8]]]
    spec = dict(canals=canals, pilli=[[1, 8], [1, 6], [7, 9]], display=[3])
    assert {"type": "found"} not in legal(pos(round=1, **spec), 0)
    g = act(pos(round=2, **spec), 0, {"type": "found"}, cell(1, 7))
    assert g["score"][:2] == [2, 1]


def test_closing_a_district_around_a_pilli_is_not_trapping():
    """Reading: a Pilli that can still walk inside its district is not trapped."""
    spec = dict(canals=[[[1, 9], [1, 10]], [[2, 6], [2, 7]]], pilli=[[3, 3], [1, 6], [7, 9]])
    assert (2, 8) in cells_offered(open_prompt(pos(round=1, **spec), 0, "canal"), 0)


def test_own_pilli_may_be_closed_in():
    """The rule protects the other players' Pilli only."""
    spec = dict(pilli=[[1, 2], [7, 7], [7, 9]])
    assert (2, 2) in cells_offered(open_prompt(pos(round=1, **spec), 0, "canal"), 0)


def test_taking_the_last_free_bridge_of_a_boat_pilli_in_round_one():
    """A Pilli on a bridge whose ends are blocked escapes by boat: that counts as a way out."""
    canals = [[[4, 1], [4, 2]], [[4, 3], [4, 4]]]
    bridges = [[[4, 2], "ns"], [[4, 4], "ns"]]
    temples = [[[[3, 2], 1], [[5, 2], 1]], [], []]
    spec = dict(canals=canals, bridges=bridges, temples=temples,
                pilli=[[3, 4], [4, 2], [7, 9]])
    assert (4, 4) not in cells_offered(open_prompt(pos(round=1, **spec), 0, "move"), 0)
    assert (4, 4) in cells_offered(open_prompt(pos(round=2, **spec), 0, "move"), 0)
