"""Rulebook "Purchase" (core action), with its worked example; rules_gaps.md 2."""

from __future__ import annotations

import pytest

from tablero.core.api import IllegalAction

from .pax_helpers import act, legal, make

TOP = [9, 10, 11, 88, 13, 14]
BOTTOM = [20, 21, 22, 23, 24, 25]


def test_buy_example_arthur_conolly_vacant_slot():
    """Purchase example (paxpamir.es.txt "Ejemplo de compra"): Chas buys the third top card,
    then Arthur Conolly: one rupee on each of the first two top cards, and the third rupee on
    the other row because that slot is vacant; he takes the two rupees on Conolly."""
    g = make(market=[TOP, BOTTOM], market_rupees=[[0, 0, 0, 2, 0, 0], [0] * 6],
             rupees=[5, 4, 4])
    g = act(g, 0, type="buy", buy=11)
    assert g["market_rupees"][0][:2] == [1, 1] and g["rupees"][0] == 3
    buyable = {a["buy"] for a in legal(g, 0) if a["type"] == "buy"}
    assert 9 not in buyable and 10 not in buyable  # a rupee was placed on them this turn
    g = act(g, 0, type="buy", buy=88)
    assert g["market_rupees"][0][:4] == [2, 2, 0, 0]
    assert g["market_rupees"][1][2] == 1  # the vacant slot's rupee went to the other row
    assert g["rupees"][0] == 3 - 3 + 2
    assert g["hands"][0] == [11, 88]
    assert g["turn"]["actions"] == 0


def test_cost_is_column_and_doubles_when_military_favored():
    """Purchase: cost = column; "when military cards are favored" two rupees per card."""
    g = make(market=[TOP, BOTTOM], favored="military", rupees=[10, 4, 4])
    g = act(g, 0, type="buy", buy=13)
    assert g["rupees"][0] == 2
    assert g["market_rupees"][0][:4] == [2, 2, 2, 2]


def test_cannot_buy_what_you_cannot_pay():
    """Purchase: "you must be able to pay the card's cost"."""
    g = make(market=[TOP, BOTTOM], rupees=[2, 4, 4])
    buyable = {a["buy"] for a in legal(g, 0) if a["type"] == "buy"}
    assert buyable == {9, 10, 11, 20, 21, 22}
    with pytest.raises(IllegalAction):
        act(g, 0, type="buy", buy=88)


def test_rupee_owed_to_a_column_empty_in_both_rows_stays_on_the_slot():
    """rules_gaps.md 16: with both rows empty in that column the rupee stays on the slot and
    joins the card that later arrives there (RTT reading)."""
    g = make(market=[[9, None, 11], [20, None, 22]], rupees=[4, 4, 4])
    g = act(g, 0, type="buy", buy=11)
    assert g["market_rupees"][0][1] == 1 and g["rupees"][0] == 2


def test_events_resolve_on_purchase_and_never_enter_the_hand():
    """Purchase "Event cards": resolved at once, never in hand (Backing of Persian
    Aristocracy: +3 rupees)."""
    g = make(market=[[113], []], rupees=[0, 0, 0])
    g = act(g, 0, type="buy", buy=113)
    assert g["hands"][0] == [] and g["rupees"][0] == 3 and 113 in g["discard"]


def test_public_withdrawal_cannot_be_bought_and_eats_rupees():
    """Event 111 bottom: never purchasable; rupees placed on it leave the game."""
    g = make(market=[[111, 10, 11], []], rupees=[4, 4, 4])
    assert {"type": "buy", "buy": 111} not in legal(g, 0)
    g = act(g, 0, type="buy", buy=11)
    assert g["market_rupees"][0][:2] == [0, 1] and g["rupees"][0] == 2


def test_buyer_takes_rupees_and_two_purchases_spend_both_actions():
    """Purchase: the rupees on the card go to the buyer; buying twice is legal."""
    g = make(market=[[9, 10], [20]], market_rupees=[[3, 0], [0]], rupees=[1, 0, 0])
    g = act(g, 0, type="buy", buy=9)
    assert g["rupees"][0] == 4
    g = act(g, 0, type="buy", buy=20)
    assert g["turn"]["actions"] == 0
    assert not [a for a in legal(g, 0) if a["type"] in ("buy", "play")]
