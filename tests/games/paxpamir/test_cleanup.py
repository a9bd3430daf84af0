"""Rulebook "Cleanup" (four steps) and "Instability"; rules_gaps.md 12."""

from __future__ import annotations

from .pax_helpers import act, legal, make, state_name


def test_court_limit_three_plus_political_stars():
    """Cleanup step 1: more court cards than 3 + purple stars: discard court cards."""
    g = make(courts=[[8, 9, 10, 13], [], []], deck=[30, 31, 33])
    g = act(g, 0, type="pass")
    assert state_name(g) == "cleanup_court_pick"
    g = act(g, 0, type="discard", discard=9)
    assert g["courts"][0] == [8, 10, 13] and g["turn"]["seat"] == 1
    roomy = act(make(courts=[[7, 8, 9, 10, 13], [], []]), 0, type="pass")  # 7: 2 stars
    assert roomy["turn"]["seat"] == 1


def test_hand_limit_two_plus_intelligence_stars():
    """Cleanup step 2: more cards in hand than 2 + blue stars: discard from hand."""
    g = make(hands=[[8, 9, 10, 13], [], []], courts=[[4], [], []])
    g = act(g, 0, type="pass")
    assert state_name(g) == "cleanup_hand_pick"
    g = act(g, 0, type="discard", discard=8)
    assert len(g["hands"][0]) == 3 and g["turn"]["seat"] == 1


def test_events_in_leftmost_column_discarded_top_first_rupees_stay_then_refill():
    """Cleanup steps 3-4: events of column 0 are discarded (top row first) and their rupees
    stay on the slot; rows slide left with their rupees, new cards fill the right; a card
    moving onto a slot with rupees takes them."""
    g = make(market=[[105, 8, 9, 10, 13, 14], [116, 20, 21, 22, 23, 24]],
             market_rupees=[[2, 1, 0, 0, 0, 0], [0] * 6], deck=[30, 31])
    g = act(g, 0, type="pass")
    assert g["favored"] == "political"  # military (top) then political (bottom)
    assert 105 in g["discard"] and 116 in g["discard"]
    assert g["market"][0] == [8, 9, 10, 13, 14, 30]
    assert g["market_rupees"][0] == [3, 0, 0, 0, 0, 0]
    assert g["market"][1] == [20, 21, 22, 23, 24, 31]


def test_event_sliding_into_column_zero_waits():
    """Cleanup: only events already in column 0 are discarded."""
    g = make(market=[[None, 105, 9], [20, 21, 22]], deck=[30, 31])
    g = act(g, 0, type="pass")
    assert g["market"][0][0] == 105 and g["favored"] == "political"


def test_deal_column_by_column_top_first():
    """Cleanup step 4: new cards fill the empty slots column by column, top row first."""
    g = make(market=[[8, 9, 10, 13], [20, 21, 22, 23]], deck=[30, 31, 33, 34, 35])
    g = act(g, 0, type="pass")
    assert g["market"][0][4:] == [30, 33] and g["market"][1][4:] == [31, 34]


def test_instability_second_dominance_check_triggers_a_check():
    """Instability: a Dominance Check dealt while another is in the market triggers a check;
    both are discarded and the refill goes on. The last two checks make it final."""
    g = make(market=[[8, 9, 10, 13, 101], [20, 21, 22, 23, 24]],
             deck=[102, 30, 31, 33, 103, 104], tribes={"kabul": [1, 0, 0]})
    g = act(g, 0, type="pass")
    assert {101, 102} <= set(g["discard"]) and g["vp"] == [3, 0, 0]
    assert g["market"][0][4:] == [30, 31] and g["market"][1][5] == 33
    assert g["result"] is None


def test_instability_with_the_last_check_is_final():
    """Instability: "if the last Dominance Check was discarded this way, the check is the
    final one" (points doubled, game over)."""
    g = make(market=[[8, 9, 10, 13, 101], [20, 21, 22, 23, 24]], deck=[102, 30],
             tribes={"kabul": [1, 0, 0]}, discard=[103, 104])
    g = act(g, 0, type="pass")
    assert g["vp"] == [6, 1, 1] and g["result"]["reason"] == "final"
    assert state_name(g) == "over" and legal(g, 0) == []
