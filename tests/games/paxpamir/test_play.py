"""Rulebook "Play" (core action): bribes to rulers, court ends, patriots, impact icons."""

from __future__ import annotations

from tablero.core.texts import label_text, log_text
from tablero.games.paxpamir import GAME
from tablero.games.paxpamir.data import REGION_BORDERS
from tablero.games.paxpamir.pieces import ruler

from .pax_helpers import R, act, legal, make, state_name, types


def ruled_kabul(**kw):
    """Seat 1 (Russian) rules Kabul with 2 tribes (and a political card there)."""
    return make(hands=[[9, 32], [], []], courts=[[], [7], []], tribes={"kabul": [0, 2, 0]},
                **kw)


def test_bribe_is_the_rulers_tribes_and_the_ruler_decides():
    """Play: "you must pay the ruler a bribe equal to his tribes in that region"; the ruler
    is the active seat and may ask anything from the full bribe down to 0."""
    g = act(ruled_kabul(), 0, type="play", play=9)
    assert state_name(g) == "bribe" and g["stack"][-1]["player"] == 1
    assert [a["amount"] for a in legal(g, 1)] == [2, 1, 0]
    g = act(g, 1, type="amount", amount=1)
    g = act(g, 0, type="pay")
    assert g["rupees"][:2] == [3, 5]
    assert state_name(g) == "place_road"  # an empty court has no end to choose


def test_bribe_waived():
    """Play: "any part of this cost may be waived with the ruler's permission"."""
    g = act(ruled_kabul(), 0, type="play", play=9)
    g = act(g, 1, type="amount", amount=0)
    assert g["rupees"][:2] == [4, 4] and state_name(g) == "place_road"


def test_bribe_waived_is_no_bribe_asked():
    """Play: a bribe is paid only when one is asked; waived in full, none is asked. Issue 42:
    the ruler's 0 was offered as "Ask for 0 rupees" and logged as asking "a bribe of 0"."""
    g = act(ruled_kabul(), 0, type="play", play=9)
    assert label_text(GAME, g, {"type": "amount", "amount": 0}) == "Waive the bribe"
    assert label_text(GAME, g, {"type": "amount", "amount": 1}) == "Ask for 1 rupee"
    g = act(g, 1, type="amount", amount=0)
    said = [log_text(GAME, entry) for entry in g["log"]]
    assert "Player 2 waives the bribe Player 1 owes." in said
    assert not [e for e in g["log"] if e["msg"] in ("bribe_ask", "bribe_paid")]


def test_unpaid_bribe_means_the_play_never_happened():
    """Play: "if the bribe is not paid, the game continues as if the action was never taken"."""
    g0 = ruled_kabul()
    g = act(g0, 0, type="play", play=9)
    g = act(g, 1, type="amount", amount=2)
    g = act(g, 0, type="cancel")
    assert g["hands"][0] == [9, 32] and g["turn"]["actions"] == 2 and state_name(g) == "main"
    poor = act(ruled_kabul(rupees=[1, 4, 4]), 0, type="play", play=9)
    poor = act(poor, 1, type="amount", amount=2)
    assert poor["hands"][0] == [9, 32] and state_name(poor) == "main"


def test_no_bribe_in_a_region_you_rule_or_nobody_rules():
    """Play: free when you rule the region or nobody does."""
    g = act(make(hands=[[9], [], []]), 0, type="play", play=9)
    assert state_name(g) == "place_road"


def test_court_ends_left_or_right():
    """Play: "added to the left or right end of your court"."""
    g = make(hands=[[15, 16], [], []], courts=[[17], [], []])
    g = act(g, 0, type="play", play=15)
    g = act(g, 0, type="side", side="left")
    g = act(g, 0, type="play", play=16)
    g = act(g, 0, type="side", side="right")
    assert g["courts"][0] == [15, 17, 16]


def test_patriot_of_another_coalition_changes_loyalty():
    """Play: a patriot not matching your loyalty discards your patriots and prizes and returns
    your gifts, then the dial turns (Army of the Indus, British)."""
    g = make(loyalty=["afghan", "russian", "afghan"], hands=[[32], [], []],
             courts=[[11], [], []], prizes=[[4], [], []], gifts=[[2, 4], [], []])
    g = act(g, 0, type="play", play=32)
    g = act(g, 0, type="side", side="right")
    assert g["loyalty"][0] == "british"
    assert g["courts"][0] == [32] and 11 in g["discard"] and 4 in g["discard"]
    assert not [c for c in g["cylinders"][0] if c and c > 400]
    assert g["blocks"]["british"].count(R["punjab"]) == 3  # armies in the new colour


def test_impacts_resolve_top_to_bottom_road_army_spy():
    """Play: impact icons resolved top to bottom: City of Ghazni road road road army."""
    g = make(hands=[[12], [], []], courts=[[], [1], []])
    g = act(g, 0, type="play", play=12)
    assert state_name(g) == "place_road"
    assert {a["space"] for a in legal(g, 0)} == set(REGION_BORDERS[R["kabul"]])
    for border in (301, 305, 305):
        g = act(g, 0, type="space", space=border)
    assert g["blocks"]["british"].count(305) == 2 and g["blocks"]["british"].count(301) == 1
    assert g["blocks"]["british"].count(R["kabul"]) == 1
    assert state_name(g) == "main"


def test_spy_icon_any_court_card_of_the_region():
    """Play, spy icon: a cylinder on a card of that region in any player's court."""
    g = make(hands=[[4], [], []], courts=[[], [1, 18], [5]])
    g = act(g, 0, type="play", play=4)
    assert {a["card"] for a in legal(g, 0)} == {1, 4, 5}
    g = act(g, 0, type="card", card=1)
    assert g["cylinders"][0].count(1) == 1


def test_tribe_icon_and_rule():
    """Play, tribe icon: a cylinder in the region; with it the player rules Kabul."""
    g = act(make(hands=[[5], [], []]), 0, type="play", play=5)
    assert g["cylinders"][0].count(R["kabul"]) == 1 and ruler(g, R["kabul"]) == 0


def test_leverage_icon_takes_two_rupees():
    """Play, leverage icon: take two rupees from the bank (Money Lenders)."""
    g = make(hands=[[14], [], []], rupees=[0, 0, 0])
    g = act(g, 0, type="play", play=14)
    g = act(g, 0, type="space", space=301)
    g = act(g, 0, type="space", space=301)
    assert g["rupees"][0] == 2


def test_favored_suit_icon_moves_the_marker():
    """Play, suit icon: move the favored suit marker (Balkh Arsenic Mine -> military)."""
    g = make(hands=[[10], [], []])
    g = act(g, 0, type="play", play=10)
    g = act(g, 0, type="space", space=301)
    assert g["favored"] == "military"


def test_play_spends_an_action_and_needs_one():
    """How to play: up to two actions; play and buy are never bonus actions."""
    g = make(hands=[[15, 16, 17], [], []])
    g = act(g, 0, type="play", play=15)
    g = act(g, 0, type="play", play=16)
    g = act(g, 0, type="side", side="left")
    assert "play" not in types(g, 0) and g["turn"]["actions"] == 0
