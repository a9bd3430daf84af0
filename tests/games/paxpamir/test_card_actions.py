"""Rulebook "Card-based actions": bonus actions, action costs, hostages, tax, gift, build,
move, betray and battle, with the rulebook's worked examples."""

from __future__ import annotations

from tablero.games.paxpamir.pieces import hostage_holder, ruler

from .pax_helpers import R, act, legal, make, state_name, types

MARKET = [[9, 10, 11, 12, None, 88], [20, 21, 22, 23, 24, 25]]


def test_bonus_action_of_the_favored_suit_costs_no_action():
    """"Bonus actions": actions of favored-suit cards do not count against the two."""
    g = make(courts=[[8, 16], [], []], market=MARKET, market_rupees=[[1, 1, 0], []],
             favored="economic")
    g = act(g, 0, type="tax", card=8)  # Kabul Bazaar, economic: bonus
    g = act(g, 0, type="card", card=9)
    g = act(g, 0, type="done")
    assert g["turn"]["actions"] == 2
    g = act(g, 0, type="tax", card=16)  # Bala Hissar, military: a normal action
    assert g["turn"]["actions"] == 1


def test_each_card_once_per_turn():
    """"Each card can only be used for one action per turn"."""
    g = make(courts=[[16], [], []], market=MARKET, market_rupees=[[2, 0], []])
    g = act(g, 0, type="tax", card=16)
    g = act(g, 0, type="card", card=9)
    assert not [a for a in legal(g, 0) if a.get("card") == 16]


def test_action_cost_goes_to_rightmost_cards_of_both_rows_skipping_vacancies():
    """"Action costs": one rupee per card from the right of both rows, skipping vacant slots;
    those cards cannot be bought this turn (gift of 4)."""
    g = make(courts=[[4], [], []], market=MARKET, rupees=[8, 0, 0])
    g = act(g, 0, type="gift", card=4)
    g = act(g, 0, type="gift", gift=402)
    assert g["market_rupees"][0] == [0, 0, 0, 1, 0, 1]
    assert g["market_rupees"][1] == [0, 0, 0, 0, 1, 1]
    assert g["rupees"][0] == 4 and 402 in g["cylinders"][0]
    bought = {a["buy"] for a in legal(g, 0) if a["type"] == "buy"}
    assert not bought & {12, 88, 24, 25}


def test_hostage_example():
    """Hostage example: Cati has two spies on Hope's card, Hope one: to use it Hope must
    bribe Cati two rupees; Cati may lower or waive it."""
    g = make(turn=1, courts=[[], [16], []], spies={"16": [2, 1, 0]}, market=MARKET,
             market_rupees=[[1, 0], []])
    assert hostage_holder(g, 16) == 0
    g = act(g, 1, type="tax", card=16)
    assert state_name(g) == "bribe" and [a["amount"] for a in legal(g, 0)] == [2, 1, 0]
    g = act(g, 0, type="amount", amount=2)
    g = act(g, 1, type="pay")
    assert g["rupees"][:2] == [6, 2] and state_name(g) == "tax"


def test_hostage_bribe_refused_spends_nothing():
    """Hostage actions: an unpaid bribe means the action did not happen."""
    g = make(turn=1, courts=[[], [16], []], spies={"16": [2, 1, 0]}, market=MARKET,
             market_rupees=[[1, 0], []])
    g = act(g, 1, type="tax", card=16)
    g = act(g, 0, type="amount", amount=1)
    g = act(g, 1, type="cancel")
    assert g["turn"]["used"] == [] and g["turn"]["actions"] == 2


def test_tax_market_and_players_of_ruled_regions_above_shelter():
    """"Tax": up to rank from market cards and from players with a court card of a region
    you rule; their economic stars shelter that many rupees."""
    g = make(courts=[[7, 8], [5, 13], [15]], tribes={"kabul": [2, 1, 0]},
             rupees=[0, 4, 3], market=MARKET, market_rupees=[[1], []])
    assert ruler(g, R["kabul"]) == 0
    g = act(g, 0, type="tax", card=8)
    opts = legal(g, 0)
    assert {"type": "seat", "seat": 1} in opts  # 4 rupees, shelter 2 (Ghilzai Nomads)
    assert {"type": "seat", "seat": 2} in opts  # 3 rupees, no shelter
    assert {"type": "card", "card": 9} in opts
    g = act(g, 0, type="seat", seat=1)
    g = act(g, 0, type="seat", seat=1)
    assert g["rupees"][:2] == [2, 2] and state_name(g) == "main"  # rank 2 reached


def test_tax_not_offered_when_nothing_to_take():
    """Tax: a player at or below the shelter cannot be taxed."""
    g = make(courts=[[7, 8], [5, 13], []], tribes={"kabul": [2, 1, 0]}, rupees=[0, 2, 0])
    assert "tax" not in types(g, 0)


def test_gift_prices_and_one_per_space():
    """"Gift": a cylinder on an empty gift space, costing its price 2, 4 or 6."""
    g = make(courts=[[4], [], []], gifts=[[2], [], []], rupees=[5, 0, 0], market=MARKET)
    g = act(g, 0, type="gift", card=4)
    assert [a["gift"] for a in legal(g, 0)] == [402]  # 2 taken, 6 too dear


def test_build_in_ruled_regions_two_rupees_each():
    """"Build": up to three armies/roads in regions you rule (roads on their borders) at two
    rupees per piece, paid to the market."""
    g = make(courts=[[44], [], []], tribes={"kandahar": [1, 0, 0]}, rupees=[6, 0, 0],
             market=MARKET)
    g = act(g, 0, type="build", card=44)
    spaces = {a["space"] for a in legal(g, 0) if a["type"] == "space"}
    assert spaces == {R["kandahar"], 302, 305, 308}
    g = act(g, 0, type="space", space=R["kandahar"])
    g = act(g, 0, type="space", space=308)
    g = act(g, 0, type="space", space=308)
    assert g["rupees"][0] == 0 and state_name(g) == "main"
    assert g["blocks"]["british"].count(308) == 2
    assert sum(g["market_rupees"][0]) == 3 and sum(g["market_rupees"][1]) == 3


def test_build_stops_offering_blocks_you_cannot_pay():
    """Build: each block costs two rupees; done pays what was placed."""
    g = make(courts=[[44], [], []], tribes={"kandahar": [1, 0, 0]}, rupees=[3, 0, 0],
             market=MARKET)
    g = act(g, 0, type="build", card=44)
    g = act(g, 0, type="space", space=R["kandahar"])
    assert types(g, 0) == {"done"}
    g = act(g, 0, type="done")
    assert g["rupees"][0] == 1


def test_move_example_rank_three():
    """Move example: Blake (Russian) uses a rank-3 move: his spy two cards counterclockwise,
    then his army to an adjacent region along a Russian road."""
    g = make(loyalty=["russian", "british", "afghan"], courts=[[1], [18, 21], [9]],
             spies={"9": [1, 0, 0]}, armies={"kabul": {"russian": 1}},
             roads={"kabul_transcaspia": {"russian": 1}, "kabul_punjab": {"british": 1}})
    g = act(g, 0, type="move", card=1)
    g = act(g, 0, type="spy", spy=9)
    assert {a["card"] for a in legal(g, 0)} == {21, 1}  # the track wraps around
    g = act(g, 0, type="card", card=21)
    g = act(g, 0, type="spy", spy=21)
    g = act(g, 0, type="card", card=18)
    g = act(g, 0, type="army", army=R["kabul"])
    assert legal(g, 0) == [{"type": "space", "space": R["transcaspia"]}]
    g = act(g, 0, type="space", space=R["transcaspia"])
    assert g["cylinders"][0].count(18) == 1
    assert g["blocks"]["russian"].count(R["transcaspia"]) == 1
    assert state_name(g) == "main"


def test_betray_discards_and_takes_the_prize_changing_loyalty():
    """"Betray": cost 2, discard a card holding your spy (its spies go home); you may take
    its prize; a prize of another coalition changes your loyalty first."""
    g = make(courts=[[16, 19], [4], []], spies={"4": [1, 1, 0]}, prizes=[[50], [], []],
             market=MARKET)
    g = act(g, 0, type="betray", card=16)
    assert {a["card"] for a in legal(g, 0)} == {4}
    g = act(g, 0, type="card", card=4)
    assert g["rupees"][0] == 2 and g["courts"][1] == []
    assert 4 not in g["cylinders"][0] and 4 not in g["cylinders"][1]
    g = act(g, 0, type="take")
    assert g["loyalty"][0] == "afghan" and g["prizes"][0] == [4]
    assert 19 in g["discard"] and 50 in g["discard"]  # British patriot and prize lost


def test_battle_example_in_a_region():
    """Battle example (region): Cati (British, rank 2) has one army there, so removes one
    piece; not Hope's tribe (shared loyalty); the enemy road or the enemy army."""
    g = make(loyalty=["british", "russian", "british"], courts=[[38], [], [7]],
             armies={"kabul": {"british": 1, "russian": 1}},
             roads={"kabul_punjab": {"russian": 1}}, tribes={"kabul": [0, 0, 1]})
    g = act(g, 0, type="battle", card=38)
    g = act(g, 0, type="space", space=R["kabul"])
    opts = legal(g, 0)
    assert {"type": "army", "army": "russian"} in opts
    assert {"type": "road", "road": "russian", "space": 306} in opts
    assert not [a for a in opts if a["type"] == "tribe"]
    g = act(g, 0, type="road", road="russian", space=306)
    assert state_name(g) == "main" and g["blocks"]["russian"].count(R["kabul"]) == 1


def test_battle_example_on_a_card():
    """Battle example (card): Cati removes two of Hope's spies although they share a loyalty,
    and now holds the card hostage."""
    g = make(loyalty=["british", "russian", "british"], courts=[[38], [], [18]],
             spies={"18": [2, 0, 2]})
    g = act(g, 0, type="battle", card=38)
    g = act(g, 0, type="card", card=18)
    g = act(g, 0, type="spy", spy=2)
    g = act(g, 0, type="spy", spy=2)
    assert g["cylinders"][2].count(18) == 0 and hostage_holder(g, 18) == 0


def test_battle_limits_strength_and_own_coalition():
    """Battle: never more than your armies/spies there; never your own coalition's blocks;
    a tribe of another loyalty can go (and overthrows its owner's political card)."""
    g = make(courts=[[38], [5], []], armies={"kabul": {"british": 1}},
             tribes={"kabul": [0, 1, 0]}, roads={"kabul_punjab": {"british": 1}})
    g = act(g, 0, type="battle", card=38)
    g = act(g, 0, type="space", space=R["kabul"])
    assert legal(g, 0) == [{"type": "tribe", "tribe": 1}, {"type": "done"}]
    g = act(g, 0, type="tribe", tribe=1)
    assert state_name(g) == "main" and g["courts"][1] == [] and 5 in g["discard"]


def test_hostage_actions_bribe_that_leaves_the_action_unaffordable_is_not_paid():
    """Hostage actions + "Action costs" (rulebook_facts.md CA7, issue 28): an action that
    cannot be paid cannot be taken, so a bribe that would leave too few rupees for it is not
    paid: the action never happened (no action spent, the card not used)."""
    g = make(courts=[[4], [], []], rupees=[2, 4, 4], spies={"4": [0, 1, 0]})
    g = act(g, 0, type="gift", card=4)
    assert state_name(g) == "bribe" and g["stack"][-1]["player"] == 1
    g = act(g, 1, type="amount", amount=1)
    assert state_name(g) == "main"
    assert g["turn"]["actions"] == 2 and g["turn"]["used"] == [] and g["rupees"][0] == 2
    assert g["log"][-1]["msg"] == "bribe_unpaid"


def test_hostage_actions_waived_bribe_leaves_the_gift_affordable():
    """Hostage actions: with the bribe waived the same gift goes ahead."""
    g = make(courts=[[4], [], []], rupees=[2, 4, 4], spies={"4": [0, 1, 0]})
    g = act(g, 0, type="gift", card=4)
    g = act(g, 1, type="amount", amount=0)
    assert state_name(g) == "gift" and {a["type"] for a in legal(g, 0)} == {"gift"}
