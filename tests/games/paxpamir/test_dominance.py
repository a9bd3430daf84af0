"""Rulebook "Dominance checks", "Final dominance check", "Game end", with both examples."""

from __future__ import annotations

import pytest

from tablero.games.paxpamir.dominance import award

from .pax_helpers import act, make, state_name

CHECK3 = {"market": [[103], []], "deck": [30, 104]}


def test_dominance_example_successful_check():
    """Dominance example 1: the third check is bought; Russia is dominant; Cati (most
    influence) scores 5 and Blake 3; then every block leaves the map."""
    g = make(loyalty=["russian", "russian", "british"], prizes=[[2], [], []],
             armies={"kabul": {"russian": 6, "british": 2}},
             roads={"kabul_punjab": {"russian": 2}}, **CHECK3)
    g = act(g, 0, type="buy", buy=103)
    assert g["vp"] == [5, 3, 0]
    assert all(loc is None for blocks in g["blocks"].values() for loc in blocks)
    assert state_name(g) == "main" and 103 in g["discard"]


def test_dominance_example_final_unsuccessful_check():
    """Dominance example 2: the fourth (final) check, nobody dominant, no spies or gifts:
    Blake has most cylinders and scores 3x2 = 6, Cati and Hope tie for second and get
    (1x2 + 0) / 2 = 1 each; the final check always ends the game."""
    g = make(market=[[104], []], deck=[30], discard=[101, 102, 103],
             tribes={"kabul": [1, 3, 0], "punjab": [0, 0, 1]}, vp=[5, 4, 6])
    g = act(g, 0, type="buy", buy=104)
    assert g["vp"] == [6, 10, 7]
    assert g["result"]["reason"] == "final" and g["result"]["winners"] == [1]
    assert g["stack"] == []


def test_unsuccessful_check_tie_for_first_shares_rounded_down():
    """Failed check: "two players tied for first get two points ((3+1)/2)"."""
    g = make(tribes={"kabul": [2, 2, 0]}, **CHECK3)
    g = act(g, 0, type="buy", buy=103)
    assert g["vp"] == [2, 2, 0]


def test_award_splits_pools_rounded_down():
    """Ties: sum the tied places and divide, rounding down; three tied for first in a failed
    check get (3+1+0)/3 = 1 each."""
    assert award({0: 2, 1: 2, 2: 2}, [3, 1]) == {0: 1, 1: 1, 2: 1}
    assert award({0: 5, 1: 3, 2: 3, 3: 1}, [5, 3, 1]) == {0: 5, 1: 2, 2: 2, 3: 0}
    assert award({0: 4, 1: 1}, [10, 6, 2]) == {0: 10, 1: 6}


def test_dominance_needs_four_more_than_each_other_coalition():
    """Check: "at least four more than every other coalition (not combined)": British 8,
    the others 4 each is dominant; 7 against 4 is not."""
    g = make(armies={"kabul": {"british": 8, "russian": 4, "afghan": 4}},
             tribes={"kabul": [0, 0, 1]}, **CHECK3)
    assert act(g, 0, type="buy", buy=103)["vp"] == [5, 0, 0]
    g = make(armies={"kabul": {"british": 7, "russian": 4}}, tribes={"kabul": [0, 0, 1]},
             **CHECK3)
    assert act(g, 0, type="buy", buy=103)["vp"] == [0, 0, 3]


def test_early_end_when_a_player_leads_by_four():
    """Game end: after any check, a player ahead of every other by 4 or more wins at once."""
    g = make(tribes={"kabul": [1, 0, 0]}, vp=[1, 0, 0], **CHECK3)
    g = act(g, 0, type="buy", buy=103)
    assert g["result"]["reason"] == "early" and g["result"]["winners"] == [0]
    assert g["result"]["scores"] == [4, 0, 0]


@pytest.mark.parametrize("rupees, winners", [([5, 3, 0], [0]), ([3, 3, 0], [0, 1])])
def test_tie_breaks_military_stars_then_rupees(rupees, winners):
    """Game end ties: most red (military) stars in court, then most rupees; still tied:
    shared (the rulebook's kebab contest is not modelled)."""
    g = make(market=[[104], []], deck=[30], discard=[101, 102, 103], vp=[4, 4, 0],
             courts=[[15], [16], [38]], rupees=rupees)
    g = act(g, 0, type="buy", buy=104)
    assert g["vp"] == [6, 6, 2]
    assert g["result"]["winners"] == winners


def test_military_stars_break_the_tie_first():
    g = make(market=[[104], []], deck=[30], discard=[101, 102, 103], vp=[4, 4, 0],
             courts=[[15], [38], []], rupees=[9, 0, 0])
    g = act(g, 0, type="buy", buy=104)
    assert g["result"]["winners"] == [1]
