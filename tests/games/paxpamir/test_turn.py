"""Rulebook "How to play", "Bonus actions", "Cleanup" and "Dominance checks" timing details
not covered by the worked examples."""

from __future__ import annotations

from tablero.games.paxpamir import GAME

from .pax_helpers import act, make, state_name, types


def test_a_card_played_this_turn_can_act_this_turn():
    """rules_gaps.md 1 (BOTH): a card played earlier in the turn may be used that turn."""
    g = make(hands=[[16], [], []], market=[[9], []], market_rupees=[[1], []])
    g = act(g, 0, type="play", play=16)
    assert {"type": "tax", "card": 16} in make_legal(g)
    g = act(g, 0, type="tax", card=16)
    assert g["turn"]["actions"] == 0


def make_legal(g):
    return GAME.actions(g, g["turn"]["seat"])


def test_favored_suit_change_applies_at_once_to_bonus_actions():
    """rules_gaps.md 11: a favored-suit icon mid-turn makes that suit's actions bonus now."""
    g = make(hands=[[10], [], []], courts=[[16], [], []], market=[[9], []],
             market_rupees=[[1], []])
    g = act(g, 0, type="play", play=10)  # Balkh Arsenic Mine: favor military
    g = act(g, 0, type="side", side="left")
    g = act(g, 0, type="space", space=301)
    g = act(g, 0, type="tax", card=16)  # Bala Hissar, military: now a bonus action
    assert g["turn"]["actions"] == 1


def test_no_actions_left_still_allows_bonus_actions():
    """Bonus actions may be taken after both normal actions are spent."""
    g = make(courts=[[8, 16], [], []], actions=0, favored="economic", market=[[9], []],
             market_rupees=[[1], []])
    assert {a.get("card") for a in make_legal(g)} == {8, None}


def test_dominance_check_discarded_in_cleanup_is_resolved():
    """Cleanup step 3: a Dominance Check in the leftmost column is discarded and resolved."""
    g = make(market=[[101, 9], []], tribes={"kabul": [0, 1, 0]}, deck=[102, 30, 31],
             vp=[2, 0, 2])
    g = act(g, 0, type="pass")
    assert g["vp"] == [2, 3, 2] and 101 in g["discard"] and g["turn"]["seat"] == 1


def test_unsuccessful_check_counts_tribes_spies_and_gifts():
    """Failed check: cylinders in play are those off the player board (gifts count)."""
    g = make(courts=[[8], [], []], gifts=[[], [2, 4], []], tribes={"kabul": [1, 0, 0]},
             spies={"8": [0, 0, 1]}, market=[[101], []], deck=[102, 30])
    g = act(g, 0, type="buy", buy=101)
    assert g["vp"] == [0, 3, 0]  # seat 1: 2 gifts; seats 0 and 2 tie for second: (1+0)//2


def test_end_turn_runs_cleanup_and_passes_clockwise():
    """How to play: after cleanup, play passes clockwise."""
    g = make(turn=2)
    g = act(g, 2, type="pass")
    assert g["turn"]["seat"] == 0 and state_name(g) == "main" and "pass" in types(g, 0)
