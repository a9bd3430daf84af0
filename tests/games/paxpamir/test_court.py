"""Rulebook "Discarding court cards", "The overthrow rule" and leverage; rules_gaps.md 9-10;
"Ruling" and "Component limits" (rules_gaps.md 4 and 8)."""

from __future__ import annotations

from tablero.games.paxpamir.pieces import ruler

from .pax_helpers import R, act, legal, make, state_name

MARKET = [[20, 21, 22, 23, 24, 25], [26, 28, 29, 30, 31, 33]]


def test_overthrow_last_tribe_gone_discards_that_regions_political_cards():
    """Overthrow (a): losing the last tribe in a region discards your political cards of
    that region (battle removes it)."""
    g = make(courts=[[38], [5, 7, 8], []], armies={"kabul": {"british": 2}},
             tribes={"kabul": [0, 2, 0]})
    g = act(g, 0, type="battle", card=38)
    g = act(g, 0, type="space", space=R["kabul"])
    g = act(g, 0, type="tribe", tribe=1)
    assert g["courts"][1] == [5, 7, 8]  # one tribe left
    g = act(g, 0, type="tribe", tribe=1)
    assert g["courts"][1] == [8] and {5, 7} <= set(g["discard"])


def test_overthrow_last_political_card_gone_removes_tribes_by_betrayal():
    """Overthrow (b): the last political card of a region leaving the court removes the
    owner's tribes there; betrayal can trigger it."""
    g = make(courts=[[16], [5], []], spies={"5": [1, 0, 0]}, tribes={"kabul": [0, 3, 0]},
             market=MARKET)
    g = act(g, 0, type="betray", card=16)
    g = act(g, 0, type="card", card=5)
    assert R["kabul"] not in g["cylinders"][1]
    assert state_name(g) == "prize"


def test_overthrow_needs_the_last_one():
    """Overthrow: a second political card of the region keeps the tribes."""
    g = make(courts=[[16], [5, 7], []], spies={"5": [1, 0, 0]}, tribes={"kabul": [0, 3, 0]},
             market=MARKET)
    g = act(g, 0, type="betray", card=16)
    g = act(g, 0, type="card", card=5)
    assert g["cylinders"][1].count(R["kabul"]) == 3


def test_spies_return_when_a_card_is_discarded():
    """Discarding a court card: every spy on it returns to its owner."""
    g = make(courts=[[16], [4], []], spies={"4": [1, 2, 0]}, market=MARKET)
    g = act(g, 0, type="betray", card=16)
    g = act(g, 0, type="card", card=4)
    assert 4 not in g["cylinders"][0] + g["cylinders"][1]


def test_leverage_repaid_with_rupees():
    """Leverage: discarding a leveraged card costs its owner 2 rupees."""
    g = make(courts=[[16], [14], []], spies={"14": [1, 0, 0]}, rupees=[4, 5, 0],
             market=MARKET)
    g = act(g, 0, type="betray", card=16)
    g = act(g, 0, type="card", card=14)
    assert g["rupees"][1] == 3 and state_name(g) == "main"


def test_leverage_short_of_rupees_costs_cards_from_hand_or_court():
    """Leverage: "for each rupee you cannot pay, discard another card from hand or court";
    the debtor is the active seat until the debt is paid or no card is left."""
    g = make(courts=[[16], [14, 8, 9], []], hands=[[], [12], []], spies={"14": [1, 0, 0]},
             rupees=[4, 1, 0], market=MARKET)
    g = act(g, 0, type="betray", card=16)
    g = act(g, 0, type="card", card=14)
    assert state_name(g) == "repay" and g["stack"][-1]["player"] == 1
    assert g["rupees"][1] == 0 and g["owed"][1] == 1
    assert {a["discard"] for a in legal(g, 1)} == {12, 8, 9}
    g = act(g, 1, type="discard", discard=8)
    assert g["owed"][1] == 0 and g["courts"][1] == [9] and state_name(g) == "main"


def test_leverage_debt_forgiven_without_cards():
    """Leverage: once the player has no cards left the rest is forgiven."""
    g = make(courts=[[16], [14], []], spies={"14": [1, 0, 0]}, rupees=[4, 0, 0],
             market=MARKET)
    g = act(g, 0, type="betray", card=16)
    g = act(g, 0, type="card", card=14)
    assert g["owed"][1] == 0 and state_name(g) == "main"


def test_ruler_needs_a_tribe_and_strictly_most_ruling_pieces():
    """Ruling: at least one tribe and strictly more tribes + loyal armies than any player and
    any coalition's armies; a tie means nobody rules."""
    g = make(tribes={"kabul": [1, 1, 0]}, armies={"kabul": {"british": 1}})
    assert ruler(g, R["kabul"]) == 0
    g = make(tribes={"kabul": [1, 2, 0]}, armies={"kabul": {"british": 1}})
    assert ruler(g, R["kabul"]) is None
    g = make(tribes={"kabul": [0, 1, 0]}, armies={"kabul": {"british": 3}})
    assert ruler(g, R["kabul"]) is None  # armies alone never rule but block
    g = make(tribes={"kabul": [0, 0, 2]}, armies={"kabul": {"afghan": 1, "british": 2}})
    assert ruler(g, R["kabul"]) == 2


def test_component_limit_takes_a_piece_from_the_board():
    """Component limits: with the supply empty, take a piece already in play (not one placed
    this turn); a tribe taken away can overthrow."""
    g = make(hands=[[6], [], []], courts=[[25], [], []], tribes={"punjab": [10, 0, 0]},
             loyalty=["afghan", "russian", "british"])
    g = act(g, 0, type="play", play=6)  # tribe, army, spy in Kabul
    g = act(g, 0, type="side", side="left")
    assert state_name(g) == "reclaim" and legal(g, 0) == [{"type": "space", "space": 206}]
    g = act(g, 0, type="space", space=R["punjab"])
    assert g["cylinders"][0].count(R["kabul"]) == 1
    assert g["cylinders"][0].count(R["punjab"]) == 9
    g = act(g, 0, type="card", card=6)  # the spy icon (the army came from supply)
    assert state_name(g) == "reclaim"
    assert legal(g, 0) == [{"type": "space", "space": 206}]  # not the fresh Kabul tribe


def test_block_limit_takes_a_block_of_the_coalition():
    """Component limits: twelve blocks per coalition."""
    g = make(hands=[[15], [], []], armies={"punjab": {"british": 12}})
    g = act(g, 0, type="play", play=15)
    assert state_name(g) == "reclaim" and g["stack"][-1]["kind"] == "block"
    g = act(g, 0, type="space", space=R["punjab"])
    assert g["blocks"]["british"].count(R["kabul"]) == 1
