"""Wakhan: one focused test for each checklist item of ../shared/reference/paxpamir/wakhan.md
that test_wakhan.py leaves without a test named after it (items 2, 19, 20, 21, 23, 25, 26, 27,
31, 35, 37, 44, 45, 48, 50, 54 and 59). Most build a position, play her turn (or the step in
question) and check the item's effect; each docstring cites the item and its source tag."""

from __future__ import annotations

from tablero.games.paxpamir import GAME
from tablero.games.paxpamir.data import COURT
from tablero.games.paxpamir.dominance import dominance_check
from tablero.games.paxpamir.wakhan.choice import acting_card, ambition
from tablero.games.paxpamir.wakhan.data import AI_CARDS
from tablero.games.paxpamir.wakhan.seat import regions

from .pax_helpers import R, act, state_name
from .test_wakhan import _plain, log_msgs, wk

HER_TURN = {"discard": [], "deck": [1, 2, 3]}
"""Her turn with AI card 1 (Tax, "if military favored: highest military", Radicalize; regions
Transcaspia, Kabul, Kandahar, ...) read over card 2 (market column 0, top row)."""


def her_entries(g: dict, msg: str) -> list[dict]:
    """The log entries of one kind written during her turn (seat 1)."""
    return [e for e in g["log"] if e["msg"] == msg and e.get("seat") == 1]


def card_actions(g: dict, verb: str) -> list[int]:
    """The court cards she acted with (the "action" log entries of that verb), in order."""
    return [e["card"] for e in her_entries(g, "action") if e["verb"] == verb]


def in_region(region: str, suit: str | None = None, skip=()) -> int:
    """A plain (non-patriot) court card of a region, of a suit when given."""
    return next(c for c in _plain(100, skip) if COURT[c]["region"] == R[region]
                and (suit is None or COURT[c]["suit"] == suit))


# -- 1.1 who plays with her -----------------------------------------------------------------


def test_item2_wakhan_plays_with_one_or_two_humans():
    """Item 2 [RB]: with 1 or 2 humans she takes a seat of her own (the last), counted as a
    player; from 3 humans up there is none."""
    for humans in (1, 2):
        g = GAME.setup(5, humans, {})
        assert g["players"] == humans + 1 and g["wakhan"]["seat"] == humans
        assert g["loyalty"][humans] is None
    assert "wakhan" not in GAME.setup(5, 3, {})


# -- 1.4 turn structure ----------------------------------------------------------------------


def test_item19_two_actions_from_the_card_ambition_before_each():
    """Item 19 [section 1.4: BGA order, consistent with RB]: she takes 2 actions from the AI card's
    list (here two Radicalizes, with rupees left for more), and her Ambition is checked before each:
    a Dominance Check she cannot afford at first is bought once her Tax has paid for it, as her
    second action."""
    cards = _plain(12)
    g = wk(turn=1, market=[cards[:6], cards[6:]], rupees=[4, 20], wakhan=HER_TURN)
    assert [e["card"] for e in her_entries(g, "buy")] == [cards[0], cards[6]]
    assert g["rupees"][1] == 20 and state_name(g) == "main"
    g = wk(turn=1, market=[[None, None, 101], [None, cards[1]]],
           market_rupees=[[0] * 6, [0, 2]], courts=[[], [68]], rupees=[4, 0], gifts=[[], [2]],
           armies={"kabul": {"british": 4}}, deck=[102], wakhan=HER_TURN)
    msgs = log_msgs(g)
    assert card_actions(g, "tax") == [68] and msgs.index("action") < msgs.index("wakhan_ambition")
    assert [e["card"] for e in her_entries(g, "buy")] == [101]
    assert msgs.index("end_turn") == msgs.index("check") + 1


def test_item20_bonus_actions_from_unused_favored_cards_after_the_two():
    """Item 20 [1.4: BGA order, consistent with RB]: after her 2 actions, an unused favored-suit
    card of her court gives a bonus action (Ghaem Magham Farahani's Tax, intelligence favored; AI
    card 2 has no Tax)."""
    cards = _plain(12)
    g = wk(turn=1, market=[cards[:6], cards[6:]], market_rupees=[[0, 0, 0, 0, 0, 3], [0] * 6],
           courts=[[], [68]], favored="intelligence", rupees=[4, 20],
           wakhan={"discard": [], "deck": [2, 3, 4]})
    msgs = log_msgs(g)
    buys = [i for i, m in enumerate(msgs) if m == "buy"]
    assert len(buys) == 2 and card_actions(g, "tax") == [68]
    assert msgs.index("action") > buys[-1]


def test_item21_cleanup_then_events_discarded_and_market_refilled():
    """Item 21 [1.4: BGA order, consistent with RB]: after her actions, cleanup discards her court
    down to its limit, then the event in the market's left column is discarded and resolved, and the
    market refills."""
    court = [c for c in _plain(60) if COURT[c]["suit"] == "military"][:5]
    refill = _plain(70, court)[-2:]
    g = wk(turn=1, courts=[[], court], rupees=[4, 0], market=[[111], [None]], deck=refill,
           wakhan={"discard": [], "deck": [2, 3, 4]})
    assert len(g["courts"][1]) == 3
    assert 111 in g["discard"] and 111 not in g["market"][0]
    assert all(c in g["market"][0] + g["market"][1] for c in refill)
    msgs = log_msgs(g)
    assert msgs.index("end_turn") < msgs.index("discard") < msgs.index("event_discard") \
        < msgs.index("deal") < msgs.index("turn", 1)


# -- 1.5 reading the AI cards ----------------------------------------------------------------


def test_item23_backs_are_cyclic_runs_with_labels_at_either_end():
    """Item 23 [SCAN]: each back carries the six column numbers 0-5 as one cyclic run, and
    "Top (left)" sits at the top on some cards, at the bottom on others."""
    for card in AI_CARDS.values():
        start = card["back"][0]
        assert card["back"] == [(start + i) % 6 for i in range(6)]
    assert {card["back_top"] for card in AI_CARDS.values()} == {"top", "bottom"}


def test_item25_region_priority_is_the_face_up_cards():
    """Item 25 [RB, FAQ]: location choices follow the region icons of the face-up card: with
    Kabul and Punjab ruled, AI card 7 (Punjab first) builds in Punjab, AI card 4 (Kandahar,
    Kabul, ...) in Kabul."""
    build = next(c for c in _plain(80) if "build" in COURT[c]["actions"]
                 and COURT[c]["suit"] != "political")
    spec = dict(turn=1, courts=[[], [build]], rupees=[4, 2],
                tribes={"kabul": [0, 1], "punjab": [0, 1]})
    g = wk(wakhan={"discard": [], "deck": [7, 2, 3]}, **spec)
    assert regions(g)[0] == R["punjab"]
    assert [e["space"] for e in her_entries(g, "build")] == [R["punjab"]]
    g = wk(wakhan={"discard": [], "deck": [4, 2, 3]}, **spec)
    assert [e["space"] for e in her_entries(g, "build")] == [R["kabul"]]


# -- 1.6-1.7 the action loop and Ambition ----------------------------------------------------


def test_item26_boxes_read_top_to_bottom_then_wrap():
    """Item 26 [RB]: AI card 8 is read Tax, Betray, Radicalize and back to the top: with one
    card to buy and nothing to tax or betray, the boxes come in that order twice."""
    g = wk(turn=1, market=[_plain(1), [None]], rupees=[4, 5],
           wakhan={"discard": [], "deck": [8, 2, 3]})
    boxes = [e["box"] for e in g["log"] if e["msg"] in ("wakhan_box", "wakhan_skip")]
    assert boxes == AI_CARDS[8]["actions"] * 2
    assert len(her_entries(g, "buy")) == 1


def test_item27_two_action_limit_favored_card_action_is_free():
    """Item 27 [RB]: she stops after 2 non-bonus actions; a Tax with a favored-suit card does
    not count (then two Radicalizes follow), a Tax with another card does (one follows)."""
    cards = _plain(12, (68,))
    spec = dict(turn=1, market=[cards[:6], cards[6:]], courts=[[], [68]], rupees=[4, 20],
                market_rupees=[[0, 0, 0, 0, 0, 3], [0] * 6], wakhan=HER_TURN)
    g = wk(favored="intelligence", **spec)
    assert len(her_entries(g, "buy")) == 2 and card_actions(g, "tax") == [68]
    g = wk(favored="economic", **spec)
    assert len(her_entries(g, "buy")) == 1 and card_actions(g, "tax") == [68]


def test_item31_ambition_strictly_most_points_or_first_after_the_final_check():
    """Item 31 [BGA]: a tie on the check's points is not enough; on the final check she buys
    when she would then be first overall (here 3 + 8 against 5 + 8: no; 5 + 8 against 3 + 8:
    yes), and not on an earlier check with the same standing."""
    tie = dict(armies={"kabul": {"british": 4}}, market=[[101], [None]])
    g = wk(vp=[0, 0], deck=[102], **tie)
    assert ambition(g) is None
    g = wk(vp=[5, 3], **tie)
    assert ambition(g) is None
    g = wk(vp=[3, 5], **tie)
    assert ambition(g) == 101
    g = wk(vp=[3, 5], deck=[102], **tie)
    assert ambition(g) is None


# -- 1.8 Radicalize --------------------------------------------------------------------------


def test_item35_an_event_she_buys_resolves_for_her():
    """Item 35 (untagged; as 1.14): Backing of Persian Aristocracy (the purchase side of #113)
    bought by her gives her 3 rupees."""
    g = wk(turn=1, market=[[113], [None]], rupees=[4, 0], wakhan=HER_TURN)
    assert [e["card"] for e in her_entries(g, "buy")] == [113]
    assert g["rupees"][1] == 3 and 113 in g["discard"]


# -- 1.10 card-based actions -----------------------------------------------------------------


def test_item37_acting_card_highest_priority_unused_and_affordable():
    """Item 37 [RB, BGA]: of her cards with the action, the highest-priority unused one
    whose least cost she can pay; with 1 rupee no Build card can act (least cost 2)."""
    taxers = sorted((c for c in _plain(100) if "tax" in COURT[c]["actions"]
                     and COURT[c]["suit"] == "economic"), key=lambda c: COURT[c]["rank"])
    low, high = taxers[0], taxers[-1]
    assert COURT[low]["rank"] < COURT[high]["rank"]
    spec = dict(courts=[[], [low, high]], market=[[None, 105], [None]],
                market_rupees=[[0, 3], [0]])
    assert acting_card(wk(**spec), "tax") == high
    assert acting_card(wk(used=[high], **spec), "tax") == low
    g = wk(turn=1, wakhan=HER_TURN, **spec)
    assert card_actions(g, "tax") == [high, low]  # the second Tax box: the unused card
    build = next(c for c in _plain(80) if "build" in COURT[c]["actions"])
    spec = dict(courts=[[], [build]], tribes={"kabul": [0, 1]})
    assert acting_card(wk(rupees=[4, 1], **spec), "build") is None
    assert acting_card(wk(rupees=[4, 2], **spec), "build") == build


# -- 1.11 bonus actions ----------------------------------------------------------------------


def test_item44_bonus_leftmost_card_first_its_leftmost_doable_action():
    """Item 44 [RB]: unused favored-suit cards act leftmost first, each once, with its
    leftmost action that can be done: Nomadic Warlord (#60: Tax, Gift, Battle) gifts when
    nothing can be taxed; with a market rupee to tax, #31 (left) taxes, then #60."""
    spec = dict(turn=1, favored="military", wakhan={"discard": [], "deck": [2, 3, 4]})
    g = wk(courts=[[], [60, 31]], rupees=[4, 6], **spec)
    assert [(e["card"], e["verb"]) for e in her_entries(g, "action")] == [(60, "gift")]
    g = wk(courts=[[], [31, 60]], rupees=[4, 0], market=[[None, 105], [None]],
           market_rupees=[[0, 3], [0]], **spec)
    assert [(e["card"], e["verb"]) for e in her_entries(g, "action")] == [(31, "tax"),
                                                                           (60, "tax")]


def test_item45_bonus_card_that_left_her_court_is_skipped():
    """Item 45 [BGA]: the bonus cards are fixed when the step starts; one that leaves her
    court meanwhile is skipped. Her first bonus card betrays her second (a prize with her
    spy), which therefore takes no action; in the other order both act."""
    betrayer, prized = 16, 60  # both military: a Betray card, then a Gift/Tax card with a prize
    spec = dict(turn=1, favored="military", rupees=[4, 6], spies={"60": [0, 1]},
                wakhan={"discard": [], "deck": [2, 3, 4]})
    g = wk(courts=[[], [betrayer, prized]], **spec)
    assert prized in g["prizes"][1] and prized not in g["courts"][1]
    assert [e["card"] for e in her_entries(g, "action")] == [betrayer]
    g = wk(courts=[[], [prized, betrayer]], **spec)
    assert [e["card"] for e in her_entries(g, "action")] == [prized, betrayer]


# -- 1.12-1.13 bribes, overthrow -------------------------------------------------------------


def test_item48_charismatic_courtiers_and_civil_service_reforms_apply_to_her():
    """Item 48 (untagged: as for anyone): with Charismatic Courtiers (#42) she plays a card in the
    human's region without the ruler's bribe she could not pay; with Civil Service Reforms (#24) a
    card held hostage acts without its bribe."""
    card = in_region("kabul", skip=(42,))
    boss = in_region("kabul", "political", skip=(card,))
    spec = dict(turn=1, market=[[card], [None]], rupees=[4, 0], tribes={"kabul": [3, 0]},
                wakhan=HER_TURN)
    g = wk(courts=[[boss], [42]], **spec)
    assert card in g["courts"][1] and "wakhan_discard" not in log_msgs(g)
    g = wk(courts=[[boss], []], **spec)
    assert card in g["discard"]
    hostage = dict(spies={"16": [2, 0]}, rupees=[4, 1], market=[[None, 105], [None]],
                   market_rupees=[[0, 2], [0]])
    assert acting_card(wk(courts=[[], [16, 24]], **hostage), "tax") == 16
    assert acting_card(wk(courts=[[], [16]], **hostage), "tax") is None


def test_item50_overthrow_applies_to_her():
    """Item 50 [FAQ]: a human removes her last tribe in Kabul: her Kabul political card is
    discarded; a human betrays her last Kabul political card: her Kabul tribes go."""
    battler = next(c for c in _plain(80) if "battle" in COURT[c]["actions"])
    pol = in_region("kabul", "political", skip=(battler,))
    g = wk(courts=[[battler], [pol]], armies={"kabul": {"british": 1}},
           tribes={"kabul": [0, 1]}, favored=COURT[battler]["suit"])
    g = act(g, 0, type="battle", card=battler)
    g = act(g, 0, type="space", space=R["kabul"])
    g = act(g, 0, type="tribe", tribe=1)
    assert pol not in g["courts"][1] and pol in g["discard"]
    betrayer = next(c for c in _plain(80) if "betray" in COURT[c]["actions"] and c != pol)
    g = wk(courts=[[betrayer], [pol]], spies={str(pol): [1, 0]}, tribes={"kabul": [0, 2]},
           favored=COURT[betrayer]["suit"])
    g = act(g, 0, type="betray", card=betrayer)
    g = act(g, 0, type="card", card=pol)
    assert R["kabul"] not in g["cylinders"][1] and "overthrow_tribes" in log_msgs(g)


# -- 1.14 events -----------------------------------------------------------------------------


def test_item54_events_discarded_at_cleanup_hit_her():
    """Item 54 (untagged: like anyone): Failure to Impress (#108) discarded from the market makes
    her discard all her prizes; Riots in Kabul (#112) remove her tribes there."""
    prize = next(c for c in COURT if COURT[c]["prize"] and not COURT[c]["patriot"])
    g = wk(market=[[108], [112]], prizes=[[], [prize]], tribes={"kabul": [0, 2]},
           actions=0)
    g = act(g, 0, type="pass")
    assert g["prizes"][1] == [] and prize in g["discard"]
    assert R["kabul"] not in g["cylinders"][1]


# -- 1.16 end of game ------------------------------------------------------------------------


def test_item59_she_wins_like_a_player():
    """Item 59 [RB]: at the final check she wins with the most points; an equal score goes
    to the military stars, then the rupees; an early lead of 4 wins too."""
    g = wk(vp=[3, 5], tribes={"kabul": [0, 1]})
    dominance_check(g, [])
    assert g["result"]["winners"] == [1] and g["result"]["reason"] == "final"
    mil = next(c for c in _plain(80) if COURT[c]["suit"] == "military")
    g = wk(vp=[5, 5], courts=[[], [mil]], tribes={"kabul": [0, 1]}, gifts=[[2], []])
    dominance_check(g, [])
    assert g["result"]["winners"] == [1]
    g = wk(vp=[5, 5], rupees=[4, 3], tribes={"kabul": [0, 1]}, gifts=[[2], []])
    dominance_check(g, [])
    assert g["result"]["winners"] == [0]
    g = wk(vp=[0, 2], tribes={"kabul": [0, 1]}, deck=[102])
    dominance_check(g, [])
    assert g["result"]["winners"] == [1] and g["result"]["reason"] == "early"
