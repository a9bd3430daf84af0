"""Event cards (event_cards.csv; rulebook "Event cards", "Cleanup" step 3): every purchase
effect and every discard effect, and lasting effects ending after the next check."""

from __future__ import annotations

from tablero.games.paxpamir.court import influence

from .pax_helpers import R, act, legal, make, state_name, types

DECK = [30, 31, 33, 34, 101]


def bought(event: int, **kw) -> dict:
    """Seat 0 buys the event from column 0."""
    kw.setdefault("deck", DECK)
    g = make(market=[[event], []], **kw)
    return act(g, 0, type="buy", buy=event)


def discarded(event: int, **kw) -> dict:
    """The event sits in column 0 when seat 0 ends the turn."""
    kw.setdefault("deck", DECK)
    g = make(market=[[event], []], **kw)
    return act(g, 0, type="pass")


def test_new_tactics_makes_the_buyers_military_cards_bonus():
    """105 bottom, New Tactics: the buyer's military cards act as favored."""
    g = make(market=[[105, 9], []], market_rupees=[[0, 3], []], courts=[[16], [], []],
             deck=DECK)
    g = act(g, 0, type="buy", buy=105)
    g = act(g, 0, type="tax", card=16)
    assert g["turn"]["actions"] == 1  # the tax was a bonus action


def test_favor_military_discard_moves_the_marker():
    """105 top: favored suit becomes military."""
    assert discarded(105)["favored"] == "military"


def test_koh_i_noor_doubles_the_buyers_gifts():
    """106 bottom, Koh-i-noor Recovered: the buyer's gifts count 2 influence each."""
    g = bought(106, gifts=[[2, 4], [2], []])
    assert influence(g, 0) == 5 and influence(g, 1) == 2


def test_embarrassment_of_riches_gifts_worth_nothing():
    """106 top, Embarrassment of Riches: gifts give no influence, for everyone."""
    g = discarded(106, gifts=[[2, 4], [2], []])
    assert influence(g, 0) == 1 and influence(g, 1) == 1
    assert g["events"][0]["effect"] == "embarrassment_of_riches"


def test_courtly_manners_buyer_skips_bribes():
    """107 bottom, Courtly Manners: the buyer owes no ruler or hostage bribe."""
    g = bought(107, hands=[[9], [], []], courts=[[], [7], []], tribes={"kabul": [0, 2, 0]})
    g = act(g, 0, type="play", play=9)
    assert state_name(g) == "place_road"


def test_disregard_for_customs_nobody_pays_bribes():
    """107 top, Disregard for Customs: no bribes for anyone until the next check."""
    g = discarded(107, hands=[[], [9], []], courts=[[7], [], []], tribes={"kabul": [2, 0, 0]})
    g = act(g, 1, type="play", play=9)
    assert state_name(g) == "place_road"


def test_rumor_target_patriots_worth_nothing():
    """108 bottom, Rumor: the chosen (other) player's patriots give no influence."""
    g = make(market=[[108], []], courts=[[], [69], []], deck=DECK)
    g = act(g, 0, type="buy", buy=108)
    assert [a["seat"] for a in legal(g, 0)] == [1, 2]
    assert influence(g, 1) == 2
    g = act(g, 0, type="seat", seat=1)
    assert influence(g, 1) == 1


def test_failure_to_impress_discards_every_prize():
    """108 top, Failure to Impress: all prizes discarded, loyalties unchanged."""
    g = discarded(108, prizes=[[4], [1], []])
    assert g["prizes"] == [[], [], []] and {1, 4} <= set(g["discard"])
    assert g["loyalty"] == ["british", "russian", "afghan"]


def test_riots_remove_tribes_and_armies_and_overthrow():
    """109/110/112/113 top, Riots: every tribe and army of the region goes; roads stay;
    the owners of lost tribes are overthrown."""
    g = discarded(112, courts=[[], [5], []], tribes={"kabul": [0, 2, 1]},
                  armies={"kabul": {"british": 2}}, roads={"kabul_punjab": {"british": 1}})
    assert R["kabul"] not in g["cylinders"][1] + g["cylinders"][2]
    assert g["blocks"]["british"].count(R["kabul"]) == 0
    assert g["blocks"]["british"].count(306) == 1
    assert g["courts"][1] == [] and 5 in g["discard"]
    for event, region in ((109, "punjab"), (110, "herat"), (113, "persia")):
        g = discarded(event, tribes={region: [1, 0, 0]})
        assert R[region] not in g["cylinders"][0]


def test_conflict_fatigue_two_blocks_are_enough():
    """109 bottom, Conflict Fatigue: dominance needs only 2 more blocks than each other."""
    g = make(market=[[109, 101], []], armies={"kabul": {"british": 2}},
             tribes={"kabul": [0, 0, 1]}, deck=[102, 30], vp=[0, 3, 3])
    g = act(g, 0, type="buy", buy=109)
    g = act(g, 0, type="buy", buy=101)
    assert g["vp"] == [5, 3, 3] and g["events"] == []


def test_nationalism_tribes_move_and_fight_like_armies():
    """110 bottom, Nationalism: the buyer's tribes move like loyal armies and count in a
    region battle."""
    g = make(market=[[110], []], courts=[[1, 38], [], []], tribes={"kabul": [1, 0, 0]},
             roads={"kabul_punjab": {"british": 1}}, armies={"kabul": {"russian": 1}},
             deck=DECK)
    g = act(g, 0, type="buy", buy=110)
    g = act(g, 0, type="battle", card=38)
    g = act(g, 0, type="space", space=R["kabul"])
    g = act(g, 0, type="army", army="russian")
    assert R["kabul"] not in g["blocks"]["russian"] and state_name(g) == "main"
    g = make(market=[[110], []], courts=[[1], [], []], tribes={"kabul": [1, 0, 0]},
             roads={"kabul_punjab": {"british": 1}}, deck=DECK)
    g = act(g, 0, type="buy", buy=110)
    g = act(g, 0, type="move", card=1)
    assert {"type": "tribe", "tribe": R["kabul"]} in legal(g, 0)
    g = act(g, 0, type="tribe", tribe=R["kabul"])
    g = act(g, 0, type="space", space=R["punjab"])
    assert g["cylinders"][0].count(R["punjab"]) == 1


def test_no_effect_discard():
    """111 top: nothing happens."""
    g = discarded(111)
    assert 111 in g["discard"] and g["favored"] == "political"


def test_nation_building_two_blocks_per_two_rupees():
    """112 bottom, Nation Building: build places two blocks per 2 rupees (up to 6)."""
    g = make(market=[[112, 9, 10, 11, 12, 13], [20, 21, 22, 23, 24, 25]],
             courts=[[44], [], []], tribes={"kandahar": [1, 0, 0]}, rupees=[6, 0, 0],
             deck=DECK)
    g = act(g, 0, type="buy", buy=112)
    g = act(g, 0, type="build", card=44)
    for _ in range(3):
        g = act(g, 0, type="space", space=R["kandahar"])
    g = act(g, 0, type="done")
    assert g["rupees"][0] == 2 and g["blocks"]["british"].count(R["kandahar"]) == 3


def test_confidence_failure_each_player_discards_from_hand():
    """114 top, Confidence Failure: each player with a hand discards one card, from the
    active player clockwise."""
    g = discarded(114, hands=[[8], [], [9, 10]])
    assert state_name(g) == "confidence" and g["stack"][-1]["player"] == 0
    g = act(g, 0, type="discard", discard=8)
    assert g["stack"][-1]["player"] == 2
    g = act(g, 2, type="discard", discard=10)
    assert g["hands"] == [[], [], [9]] and g["turn"]["seat"] == 1


def test_other_persuasive_methods_swaps_hands():
    """114 bottom: the buyer swaps hands with another player."""
    g = make(market=[[114], []], hands=[[8], [9, 10], []], deck=DECK)
    g = act(g, 0, type="buy", buy=114)
    g = act(g, 0, type="seat", seat=1)
    assert g["hands"][:2] == [[9, 10], [8]]


def test_favor_intelligence_and_political_discards():
    """115 and 116 top: the favored suit moves to intelligence / political."""
    assert discarded(115)["favored"] == "intelligence"
    assert discarded(116, favored="economic")["favored"] == "political"


def test_pashtunwali_values_picks_a_suit_and_freezes_it():
    """115 bottom, Pashtunwali Values: choose the favored suit; no other change until the
    next check (impact icons ignored)."""
    g = make(market=[[115], []], hands=[[10], [], []], deck=DECK)
    g = act(g, 0, type="buy", buy=115)
    g = act(g, 0, type="suit", suit="economic")
    g = act(g, 0, type="play", play=10)
    g = act(g, 0, type="space", space=301)
    assert g["favored"] == "economic"


def test_rebuke_clears_a_region():
    """116 bottom, Rebuke: every tribe and army of the chosen region is removed."""
    g = make(market=[[116], []], tribes={"herat": [0, 2, 0]}, armies={"herat": {"afghan": 1}},
             deck=DECK)
    g = act(g, 0, type="buy", buy=116)
    g = act(g, 0, type="space", space=R["herat"])
    assert R["herat"] not in g["cylinders"][1] and R["herat"] not in g["blocks"]["afghan"]
    assert 116 in g["discard"]


def test_lasting_events_end_after_the_next_check():
    """Lasting effects stay through the next Dominance Check's scoring, then are discarded."""
    g = make(market=[[106, 101], []], gifts=[[2], [], []], deck=[102, 30],
             loyalty=["british", "british", "afghan"], armies={"kabul": {"british": 4}})
    g = act(g, 0, type="buy", buy=106)
    g = act(g, 0, type="buy", buy=101)
    assert g["vp"] == [5, 3, 0]  # influence 3 (doubled gift) against 1
    assert g["events"] == [] and 106 in g["discard"]
    assert "pass" in types(g, 0)
