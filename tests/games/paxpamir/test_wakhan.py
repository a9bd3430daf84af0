"""Wakhan, the automated opponent for 1 or 2 players: one test per checklist item of
../shared/reference/paxpamir/wakhan.md ("item N" in each docstring)."""

from __future__ import annotations

import pytest

from tablero.core.api import BadSpec, IllegalAction
from tablero.core.playout import random_playout
from tablero.core.session import Session
from tablero.core.texts import labels, log_text, prompt_text
from tablero.core.util import clone
from tablero.games import GAMES
from tablero.games.paxpamir import GAME
from tablero.games.paxpamir.court import discard_court_card, influence
from tablero.games.paxpamir.data import COURT
from tablero.games.paxpamir.determinize import determinize
from tablero.games.paxpamir.dominance import dominance_check, score_check
from tablero.games.paxpamir.pieces import ruler, settle
from tablero.games.paxpamir.wakhan.choice import (
    acting_card,
    ambition,
    arrow_pick,
    build_count,
    build_region,
    discard_choice,
    move_step,
    radicalize_pick,
    reclaim_pick,
    road_border,
)
from tablero.games.paxpamir.wakhan.data import AI_CARDS
from tablero.games.paxpamir.wakhan.priority import best_card
from tablero.games.paxpamir.wakhan.seat import arrows, draw_ai_card, pragmatic, red_player

from .pax_helpers import R, act, legal, state_name


def wk(**spec) -> dict:
    """A 1-human position (seat 0 British, Wakhan seat 1) at seat 0's main prompt, AI card 1
    face up over card 2 (column 0, top row), empty deck and market by default."""
    spec.setdefault("players", 2)
    spec.setdefault("loyalty", ["british", None][: spec["players"] - 1] + [None]
                    if spec["players"] == 2 else ["british", "russian", None])
    spec.setdefault("deck", [])
    spec.setdefault("market", [[None] * 6, [None] * 6])
    spec.setdefault("wakhan", {"discard": [1], "deck": [2, 3, 4]})
    return GAME.position(spec)


def log_msgs(g: dict) -> list[str]:
    return [e["msg"] for e in g["log"]]


# -- setup -----------------------------------------------------------------------------------


@pytest.mark.parametrize("humans, size", [(1, 52), (2, 58)])
def test_item3_deck_counts_wakhan_as_a_player(humans, size):
    """Item 3: piles of 5 + (humans + 1) cards: 52 cards with 1 human, 58 with 2."""
    g = GAME.setup(1, humans, {})
    assert g["players"] == humans + 1
    assert len(g["deck"]) + 12 == size


def test_item4_ai_deck_shuffled_face_down_and_hidden():
    """Items 4 and 17: 24 AI cards face down, none up before her turn; no view shows their
    order, and a redeal keeps every view the same."""
    g = GAME.setup(3, 1, {})
    assert sorted(g["wakhan"]["deck"]) == sorted(AI_CARDS) and g["wakhan"]["discard"] == []
    v = GAME.view(g, 0)
    assert "deck" not in v["wakhan"] and v["wakhan"]["card"] is None
    again = GAME.resample_hidden(g, 0, 11)
    assert GAME.view(again, 0) == v


def test_item5_her_pieces_and_rupees():
    """Item 5: ten cylinders, four rupees, no loyalty (no dial)."""
    g = GAME.setup(2, 1, {})
    w = g["wakhan"]["seat"]
    assert w == 1 and len(g["cylinders"][w]) == 10 and g["rupees"][w] == 4
    assert g["loyalty"][w] is None


def test_item6_turn_order_wakhan_then_last_picker_then_first():
    """Item 6: Wakhan takes the first turn, then the last loyalty picker, then the first."""
    g = GAME.setup(4, 2, {})
    first = GAME.active(g)[0]
    g = act(g, first, type="coalition", coalition="british")
    last = GAME.active(g)[0]
    assert last != first and last != 2
    g = act(g, last, type="coalition", coalition="russian")
    assert g["wakhan"]["order"] == [2, last, first]
    assert [e["seat"] for e in g["log"] if e["msg"] == "turn"][0] == 2
    assert GAME.active(g) == [last]
    g = act(g, last, type="pass")
    while state_name(g) != "main":
        g = act(g, GAME.active(g)[0], **legal(g, GAME.active(g)[0])[0])
    assert GAME.active(g) == [first]


def test_item6_wakhan_never_asked():
    """Her turn happens inside apply: the session never waits for her seat."""
    g = GAME.setup(5, 1, {})
    g = act(g, 0, type="coalition", coalition="afghan")
    assert GAME.active(g) == [0]
    assert "wakhan_card" in log_msgs(g)


# -- loyalty, influence, ruling --------------------------------------------------------------


def test_item7_loyal_to_all_keeps_patriots_of_every_coalition():
    """Item 7: her court may hold patriots of several coalitions (invariants hold)."""
    british = next(c for c in COURT if COURT[c]["patriot"] == "british")
    russian = next(c for c in COURT if COURT[c]["patriot"] == "russian")
    g = wk(courts=[[], [british, russian]])
    GAME.check_invariants(g)


def _prizes(coalition: str, n: int) -> list[int]:
    return [c for c in COURT if COURT[c]["prize"] == coalition][:n]


def test_item8_influence_with_each_coalition():
    """Item 8: 1 + her patriots of that coalition + her prizes of it + her gifts."""
    british = next(c for c in COURT if COURT[c]["patriot"] == "british")
    prize = next(c for c in _prizes("british", 2) if c != british)
    g = wk(courts=[[], [british]], prizes=[[], [prize]], gifts=[[], [2]])
    assert influence(g, 1, "british") == 1 + 1 + 1 + 1
    assert influence(g, 1, "russian") == 1 + 0 + 0 + 1


def test_item8_influence_counts_only_her_prizes_of_that_coalition():
    """Item 8: two Russian prizes give her 3 influence with the Russians and 1 with the
    British and the Afghans (the issue's example); her view shows the same, and her seat's
    single figure is her influence with her pragmatic loyalty."""
    g = wk(prizes=[[], _prizes("russian", 2)])
    assert {c: influence(g, 1, c) for c in ("afghan", "british", "russian")} == \
        {"afghan": 1, "british": 1, "russian": 3}
    v = GAME.view(g, 0)
    assert v["wakhan"]["influence"] == {"afghan": 1, "british": 1, "russian": 3}
    assert pragmatic(g) == "russian" and v["seats"][1]["influence"] == 3
    g = wk(loyalty=["russian", None], prizes=[[], _prizes("russian", 2)])
    assert pragmatic(g) == "afghan" and GAME.view(g, 0)["seats"][1]["influence"] == 1


def test_item8_dominance_check_ranks_her_by_her_prizes_of_the_dominant_coalition():
    """Items 8 and 57: British dominance; her two Russian prizes do not count, so the British
    player's gift (2) beats her 1; with two British prizes her 3 beats it."""
    g = wk(armies={"kabul": {"british": 4}}, gifts=[[2], []], prizes=[[], _prizes("russian", 2)])
    score_check(g, False)
    assert g["vp"] == [5, 3]
    g = wk(armies={"kabul": {"british": 4}}, gifts=[[2], []], prizes=[[], _prizes("british", 2)])
    score_check(g, False)
    assert g["vp"] == [3, 5]


def test_item8_ambition_weighs_only_her_prizes_of_the_dominant_coalition():
    """Items 8 and 30: Russian prizes do not make a British check hers to buy."""
    market = [[101], [None]]
    g = wk(armies={"kabul": {"british": 4}}, prizes=[[], _prizes("russian", 2)], market=market)
    assert ambition(g) is None
    g = wk(armies={"kabul": {"british": 4}}, prizes=[[], _prizes("british", 1)], market=market)
    assert ambition(g) == 101


@pytest.mark.parametrize("humans, coalition", [(["british"], "russian"),
                                               (["russian"], "afghan"),
                                               (["british", "russian"], "afghan"),
                                               (["russian", "russian"], "afghan")])
def test_item9_pragmatic_loyalty_leftmost_free_coalition(humans, coalition):
    """Item 9: card 1 reads russian, afghan, british: the leftmost no human holds."""
    g = wk(players=len(humans) + 1, loyalty=humans + [None])
    assert pragmatic(g) == coalition


def test_item11_rules_with_tribes_and_largest_army_stack():
    """Item 11 (errata): her tribes + the largest single-coalition stack, whatever colour."""
    g = wk(loyalty=["russian", None], tribes={"kabul": [2, 1]},
           armies={"kabul": {"british": 2}})
    assert ruler(g, R["kabul"]) == 1
    g = wk(loyalty=["russian", None], tribes={"kabul": [3, 1]},
           armies={"kabul": {"british": 2}})
    assert ruler(g, R["kabul"]) is None  # 3 against 3


# -- card priority and the arrows ------------------------------------------------------------


def test_item13_card_priority_opponent_court_first():
    """Item 13: a card in an opponent's court beats her own, whatever its rank."""
    low = min((c for c in COURT if not COURT[c]["patriot"]), key=lambda c: COURT[c]["rank"])
    high = max((c for c in COURT if not COURT[c]["patriot"] and c != low),
               key=lambda c: COURT[c]["rank"])
    g = wk(courts=[[low], [high]])
    assert best_card(g, [low, high]) == low


def test_item13_card_priority_favored_then_rank_then_number():
    """Item 13: favored suit first; then highest rank, then highest number."""
    cards = [c for c in COURT if not COURT[c]["patriot"] and not COURT[c]["prize"]
             and "leverage" not in COURT[c]["impacts"]]
    econ = next(c for c in cards if COURT[c]["suit"] == "economic")
    mil = [c for c in cards if COURT[c]["suit"] == "military"]
    g = wk(courts=[[], [econ] + mil[:2]], favored="economic")
    assert best_card(g, [econ] + mil[:2]) == econ
    g = wk(courts=[[], mil[:2]], favored="economic")
    expect = max(mil[:2], key=lambda c: (COURT[c]["rank"], c))
    assert best_card(g, mil[:2]) == expect


def test_item24_arrows_read_front_and_next_back():
    """Item 24: column = next back's number at the black slot; row = the back's label at
    the red arrow's end. Card 1 over card 2: column 0, top; card 2 over card 3: 3, top."""
    g = wk()
    assert arrows(g) == (0, "top")
    g = wk(wakhan={"discard": [2], "deck": [3]})
    assert arrows(g) == (3, "top")
    g = wk(wakhan={"discard": [3], "deck": [1]})
    assert arrows(g) == (AI_CARDS[1]["back"][3], "bottom")


def test_item24_red_arrow_player_before_or_after_her():
    """Item 24 (BGA reading): top names the human just before her, bottom the one after."""
    g = wk(players=3, loyalty=["british", "russian", None],
           wakhan={"discard": [1], "deck": [2], "order": [2, 1, 0]})
    assert red_player(g) == 0  # top: the player before her (the last in the order)
    g = wk(players=3, loyalty=["british", "russian", None],
           wakhan={"discard": [3], "deck": [1], "order": [2, 1, 0]})
    assert red_player(g) == 1


def test_item17_draw_reshuffles_an_emptied_deck():
    """Item 17: when the draw empties the deck, all AI cards are shuffled and drawn again."""
    g = wk(wakhan={"discard": [5, 6], "deck": [7]})
    card = draw_ai_card(g)
    w = g["wakhan"]
    assert w["discard"] == [card] and len(w["deck"]) == 2
    assert sorted(w["deck"] + w["discard"]) == [5, 6, 7]


# -- Radicalize ------------------------------------------------------------------------------


def _plain(n=6, skip=()):
    return [c for c in COURT if not COURT[c]["patriot"] and c not in skip][:n]


def test_item33_arrows_pick_then_move_left_then_other_row():
    """Item 33.3: from (red row, black column) leftwards, then the other row leftwards."""
    top = _plain(6)
    g = wk(market=[top, [None] * 6], rupees=[4, 20],
           wakhan={"discard": [2], "deck": [3]})  # column 3, top row
    assert arrow_pick(g) == top[3]
    g = wk(market=[[None] * 6, top], rupees=[4, 20], wakhan={"discard": [2], "deck": [3]})
    assert arrow_pick(g) == top[3]  # top row empty: the bottom row from column 3
    row = top[:2] + [None] * 4
    g = wk(market=[row, [None] * 6], rupees=[4, 20], wakhan={"discard": [2], "deck": [3]})
    assert arrow_pick(g) == top[1]


def test_item33_never_buys_a_card_she_cannot_afford():
    """Item 33: valid means affordable and no rupee of hers on it this turn."""
    top = _plain(6)
    g = wk(market=[top, [None] * 6], rupees=[4, 2], wakhan={"discard": [2], "deck": [3]})
    assert arrow_pick(g) == top[2]


def test_item33_dominance_check_in_market_most_spies_and_tribes():
    """Item 33.2: no dominant coalition: the card with most spy + tribe icons (cheapest)."""
    cards = _plain(40)
    spyish = max(cards, key=lambda c: sum(i in ("spy", "tribe") for i in COURT[c]["impacts"]))
    others = [c for c in cards if c != spyish][:3]
    g = wk(market=[[101, others[0], others[1], spyish], [others[2]]], rupees=[4, 10])
    assert radicalize_pick(g) == spyish


def test_item34_played_at_the_red_arrow_end_with_impacts():
    """Items 32-34 and 36: she buys, plays at once (left end: top row), icons resolve."""
    card = _plain(1)[0]
    g = wk(turn=1, market=[[card], [None]], courts=[[], [_plain(2)[1]]],
           wakhan={"discard": [], "deck": [1, 2, 3]})
    assert g["courts"][1][0] == card
    assert "buy" in log_msgs(g) and "play" in log_msgs(g)


def test_item34_discarded_when_she_cannot_pay_the_ruler():
    """Item 34: a card whose ruler's bribe she cannot pay is discarded."""
    card = next(c for c in _plain(30) if COURT[c]["region"] == R["kabul"])
    g = wk(turn=1, market=[[card], [None]], rupees=[4, 0], tribes={"kabul": [3, 0]},
           loyalty=["british", None], courts=[[next(c for c in COURT if COURT[c]["region"]
                                                   == R["kabul"] and COURT[c]["suit"]
                                                   == "political" and not COURT[c]["patriot"])],
                                              []],
           wakhan={"discard": [], "deck": [1, 2, 3]})
    assert card in g["discard"] and "wakhan_discard" in log_msgs(g)


# -- card-based actions ----------------------------------------------------------------------


def test_item39_build_in_first_ruled_region_as_many_as_she_can_pay():
    """Item 39: min(rupees // 2, 3) armies in the first region of the card she rules."""
    g = wk(rupees=[4, 5], tribes={"kabul": [0, 1], "persia": [0, 1]})
    assert build_region(g) == R["kabul"]  # card 1: Transcaspia, Kabul, ...
    assert build_count(g) == 2


def test_item43_move_towards_other_tribes():
    """Item 43: an army of her coalition steps to the first neighbour (AI order) where
    another player has a tribe and tribes outnumber her armies; no road needed."""
    g = wk(armies={"kabul": {"russian": 1}}, tribes={"punjab": [1, 0]})
    assert move_step(g) == ("army", R["kabul"], R["punjab"])
    g = wk(armies={"kabul": {"russian": 1}}, tribes={"persia": [1, 0]})
    assert move_step(g) is None  # Persia is not next to Kabul


def test_item42_tax_takes_from_players_first():
    """Item 42: with a region ruled and a taxable player, she taxes the player."""
    kabul = next(c for c in _plain(60) if COURT[c]["region"] == R["kabul"]
                 and "tax" in COURT[c]["actions"])
    target = next(c for c in _plain(60) if COURT[c]["region"] == R["kabul"] and c != kabul)
    g = wk(turn=1, courts=[[target], [kabul]], rupees=[6, 0], tribes={"kabul": [0, 1]},
           market=[[None, 105], [None]], market_rupees=[[0, 3], [0]],
           wakhan={"discard": [], "deck": [1, 2, 3]})  # card 1: Tax first
    assert "tax_player" in log_msgs(g) and "tax" not in log_msgs(g)


# -- bribes, leverage, cleanup ---------------------------------------------------------------


def test_item47_bribe_owed_to_her_asked_in_full():
    """Item 47: a human playing in her region is asked her full bribe (no waiver)."""
    card = next(c for c in _plain(60) if COURT[c]["region"] == R["kabul"])
    g = wk(hands=[[card], []], rupees=[5, 0], tribes={"kabul": [0, 2]})
    g = act(g, 0, type="play", play=card)
    assert state_name(g) == "bribe_pay" and g["stack"][-1]["amount"] == 2


def test_item49_leverage_shortfall_forgiven():
    """Item 49: a leveraged card leaving her court takes what she has; the rest is forgiven."""
    lever = next(c for c in COURT if "leverage" in COURT[c]["impacts"]
                 and not COURT[c]["patriot"])
    g = wk(courts=[[], [lever]], rupees=[4, 1])
    discard_court_card(g, 1, lever)
    settle(g)
    assert g["rupees"][1] == 0 and g["owed"][1] == 0 and state_name(g) == "main"


def test_item51_cleanup_discards_non_political_first():
    """Item 51: she discards a non-political card before a political one."""
    pol = next(c for c in _plain(60) if COURT[c]["suit"] == "political")
    mil = next(c for c in _plain(60) if COURT[c]["suit"] == "military"
               and "leverage" not in COURT[c]["impacts"])
    g = wk(courts=[[], [pol, mil]])
    assert discard_choice(g, [pol, mil]) == mil


# -- dominance, ambition, variants -----------------------------------------------------------


def test_item57_successful_check_ranks_her_with_the_loyal():
    """Item 57: she takes part in a successful check with her influence with that coalition."""
    g = wk(armies={"kabul": {"british": 4}}, gifts=[[], [2]])
    score_check(g, False)
    assert g["vp"] == [3, 5]  # her influence 2 beats the British player's 1


def test_item30_ambition_buys_a_check_she_would_win():
    """Items 30-31: a check she can afford and would score best on is bought first."""
    g = wk(armies={"kabul": {"british": 4}}, gifts=[[], [2]], market=[[101], [None]])
    assert ambition(g) == 101
    g = wk(armies={"kabul": {"british": 4}}, gifts=[[2], []], market=[[101], [None]])
    assert ambition(g) is None


def test_item63_steadfast_pragmatic_loyalty_most_blocks():
    """Item 63: among the free coalitions, the one with most blocks on the map."""
    g = wk(armies={"kabul": {"afghan": 2}},
           wakhan={"discard": [1], "deck": [2], "variants": {"steadfast_loyalty": True}})
    assert pragmatic(g) == "afghan"
    g = wk(armies={"kabul": {"afghan": 2}}, wakhan={"discard": [1], "deck": [2]})
    assert pragmatic(g) == "russian"


def test_item61_savvy_purchasing_cheaper_same_suit():
    """Item 61(a): a cheaper court card of the same suit and no lower rank replaces the pick."""
    cards = _plain(80)
    pick = next(c for c in cards if COURT[c]["suit"] == "military" and COURT[c]["rank"] == 1)
    cheap = next(c for c in cards if COURT[c]["suit"] == "military" and c != pick
                 and COURT[c]["rank"] >= 1)
    filler = [c for c in cards if c not in (pick, cheap)][:4]
    row = [cheap, filler[0], filler[1], pick, filler[2], filler[3]]
    on = {"discard": [2], "deck": [3], "variants": {"savvy_purchasing": True}}
    g = wk(market=[row, [None]], rupees=[4, 20], wakhan=on)
    assert arrow_pick(g) == cheap
    g = wk(market=[row, [None]], rupees=[4, 20], wakhan={"discard": [2], "deck": [3]})
    assert arrow_pick(g) == pick


def test_item62_spy_movement_when_no_army_can_move():
    """Item 62: with the variant, an idle spy steps to a neighbouring card she does not lead."""
    a, b = _plain(2)
    on = {"discard": [1], "deck": [2], "variants": {"spy_movement": True}}
    g = wk(courts=[[a], [b]], spies={str(b): [0, 2]}, wakhan=on)
    assert move_step(g) == ("spy", b, a)
    g = wk(courts=[[a], [b]], spies={str(b): [0, 2]})
    assert move_step(g) is None


# -- whole turns -----------------------------------------------------------------------------


def test_item28_turn_ends_after_a_pass_with_nothing_valid():
    """Items 26-28: three skips in a row end the loop; the turn passes to the human."""
    g = wk(turn=1, wakhan={"discard": [], "deck": [1, 2, 3]})
    assert log_msgs(g).count("wakhan_skip") == 3 and GAME.active(g) == [0]


def test_item22_view_shows_her_card_and_arrows():
    """Items 22-24: every seat sees the face-up card, the arrows read and her coalition."""
    g = wk()
    v = GAME.view(g, 0)["wakhan"]
    assert v["card"] == 1 and (v["column"], v["row"]) == (0, "top")
    assert v["coalition"] == "russian" and v["front"]["actions"][0] == "tax"


def test_variants_options_improved_turns_all_on():
    """Item 1.17: the "improved" preset turns on the three variants."""
    g = GAME.setup(1, 1, {"wakhan": "improved"})
    assert all(g["wakhan"]["variants"].values())
    g = GAME.setup(1, 1, {"wakhan": "custom", "spy_movement": "on"})
    assert g["wakhan"]["variants"]["spy_movement"]
    assert not g["wakhan"]["variants"]["savvy_purchasing"]


def test_three_players_have_no_wakhan():
    """Item 2: Wakhan only exists below 3 players."""
    g = GAME.setup(1, 3, {"wakhan": "improved"})
    assert "wakhan" not in g and g["players"] == 3
    assert "wakhan" not in GAME.view(g, 0)


def test_her_log_names_her():
    """Every step of her turn is logged, her seat named Wakhan in each language."""
    g = wk(turn=1, wakhan={"discard": [], "deck": [1, 2, 3]})
    texts = [log_text(GAME, e, lang) for e in g["log"] for lang in ("en", "ja", "es")]
    assert any(t.startswith("Wakhan turns up AI card 1") for t in texts)
    assert any("ワハーン" in t for t in texts)


def test_determinize_keeps_the_view():
    """The AI deck is redrawn by determinization, the view stays the same."""
    g = GAME.setup(9, 2, {})
    g = act(g, GAME.active(g)[0], type="coalition", coalition="british")
    g = act(g, GAME.active(g)[0], type="coalition", coalition="afghan")
    seat = GAME.active(g)[0]
    v = GAME.view(g, seat)
    d = determinize(clone(v), 5)
    assert GAME.view(d, seat) == v


@pytest.mark.parametrize("spec, field", [
    ({"players": 4, "loyalty": ["british", "russian", "afghan", None], "wakhan": {}},
     "wakhan"),
    ({"players": 2, "loyalty": ["british", "russian"], "wakhan": {}}, "loyalty[1]"),
    ({"players": 2, "loyalty": ["british", None], "wakhan": {"deck": [25]}}, "wakhan.deck"),
    ({"players": 2, "loyalty": ["british", None], "wakhan": {"order": [0, 1]}}, "order"),
])
def test_position_with_wakhan_refuses_bad_specs(spec, field):
    """docs/positions-paxpamir.md: a Wakhan seat and an AI deck in a position."""
    with pytest.raises(BadSpec, match=field.replace("[", r"\[").replace("]", r"\]")):
        GAME.position(spec)


# -- more card actions, events, pieces -------------------------------------------------------


def test_item18_blackmail_always_used_at_her_turn_start():
    """Item 18: Herati Bandits puts her spy on a spy-free Herat card at the start of her turn."""
    herat = next(c for c in _plain(80) if COURT[c]["region"] == R["herat"] and c != 54)
    g = wk(turn=1, courts=[[herat], [54]], wakhan={"discard": [], "deck": [1, 2, 3]})
    assert g["cylinders"][1].count(herat) == 1 or g["cylinders"][1].count(54) == 1
    msgs = log_msgs(g)
    assert msgs.index("spy") == msgs.index("wakhan_card") + 1


def test_item15_safe_house_saves_her_spy():
    """Items 15 and 41: her spy removed in a court battle goes to her Safe House card."""
    a = _plain(1)[0]
    battler = next(c for c in _plain(80) if "battle" in COURT[c]["actions"] and c != a)
    g = wk(courts=[[battler, a], [41]], spies={str(a): [1, 1]}, favored="military")
    g = act(g, 0, type="battle", card=battler)
    g = act(g, 0, type="card", card=a)
    g = act(g, 0, type="spy", spy=1)
    assert g["cylinders"][1].count(41) == 1


def test_item41_battle_region_first_in_ai_order_red_arrow_coalition_first():
    """Item 41: she battles in the first region (AI order) with her army and an enemy,
    removing the red-arrow player's coalition's army before another's."""
    battler = next(c for c in _plain(80) if "battle" in COURT[c]["actions"]
                   and COURT[c]["suit"] != "political" and COURT[c]["rank"] >= 2)
    g = wk(turn=2, players=3, loyalty=["british", "afghan", None], courts=[[], [], [battler]],
           armies={"kabul": {"russian": 2, "british": 1, "afghan": 1}},
           wakhan={"discard": [], "deck": [14, 2, 3], "order": [2, 1, 0]})
    kills = [e for e in g["log"] if e["msg"] == "kill_army"]
    assert kills and kills[0]["space"] == R["kabul"]
    red = red_player(g)
    assert kills[0]["coalition"] == g["loyalty"][red]


def test_item40_betray_takes_the_prize():
    """Item 40: she betrays the highest-priority card with a prize and her spy, and keeps the
    prize whatever its coalition (no loyalty to change)."""
    prize = next(c for c in COURT if COURT[c]["prize"] and not COURT[c]["patriot"])
    betrayer = next(c for c in _plain(80) if "betray" in COURT[c]["actions"])
    g = wk(turn=1, courts=[[prize], [betrayer]], spies={str(prize): [0, 1]}, rupees=[4, 4],
           wakhan={"discard": [], "deck": [22, 2, 3]})  # card 22: Betray first
    assert prize in g["prizes"][1] and g["loyalty"][1] is None


def test_item52_no_hand_limit_and_no_confidence_failure_discard():
    """Item 52: cards in her hand are played at her turn; no hand limit applies to her."""
    from_hand = _plain(4)
    g = wk(hands=[[], from_hand[:3]], turn=1, wakhan={"discard": [], "deck": [1, 2, 3]},
           rupees=[4, 10])
    assert g["hands"][1] == [] and all(c in g["courts"][1] for c in from_hand[:3])


def test_item53_events_she_buys_name_the_red_arrow_player():
    """Item 53: Rumor bought by her names the red-arrow player."""
    g = wk(turn=1, market=[[108], [None]], wakhan={"discard": [], "deck": [2, 3, 4]})
    rumor = [ev for ev in g["events"] if ev["effect"] == "rumor"]
    if rumor:
        assert rumor[0]["seat"] == 0


def test_item36_roads_spread_over_borders_in_ai_order():
    """Item 36: one road per border of the card's region, in the AI order of the regions
    across, starting again after the last."""

    g = wk()  # card 1: Transcaspia, Kabul, Kandahar, Persia, Herat, Punjab
    kabul = [road_border(g, R["kabul"], i) for i in range(5)]
    assert kabul == [307, 305, 301, 306, 307]


VARIANT_OPTIONS = [{}, {"wakhan": "improved"},
                   {"wakhan": "custom", "savvy_purchasing": "on", "steadfast_loyalty": "off",
                    "spy_movement": "on"}]


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("options", VARIANT_OPTIONS, ids=["rulebook", "improved", "custom"])
def test_random_games_with_wakhan_keep_the_invariants(players, options):
    """Random play for 1 and 2 human seats to the end (every variant): invariants at every
    step, Wakhan never active, her view redealt and rebuilt identically."""
    for seed in range(12):
        def check(state, seat, action, new_state):
            GAME.check_invariants(new_state)
            assert new_state["wakhan"]["seat"] not in GAME.active(new_state)

        state, actions = random_playout(GAME, seed, players, options, on_step=check)
        result = GAME.result(state)
        assert result and len(result["scores"]) == players + 1
        assert any(e["msg"] == "wakhan_card" for e in state["log"])


def test_labels_and_prompts_name_her():
    """A human's choice naming her seat (Rumor's target, a bribe she asks) says "Wakhan"."""
    g = wk(market=[[108], [None]], rupees=[9, 4])
    g = act(g, 0, type="buy", buy=108)
    assert labels(GAME, g, legal(g, 0), "en") == ["Wakhan"]
    card = next(c for c in _plain(60) if COURT[c]["region"] == R["kabul"])
    g = wk(hands=[[card], []], rupees=[5, 0], tribes={"kabul": [0, 2]})
    g = act(g, 0, type="play", play=card)
    assert "Wakhan" in prompt_text(GAME, g, 0, "en")


# -- items 10, 12, 14, 16, 32, 38, 44, 46, 55, 58, 60 ---------------------------------------


def test_item10_her_armies_take_her_pragmatic_colour():
    """Item 10: an army icon of hers places a block of her pragmatic loyalty (card 1 with a
    British human: Russian), whatever the card."""
    g = wk(turn=1, market=[[16], [None]], wakhan={"discard": [], "deck": [1, 2, 3]})
    assert 16 in g["courts"][1]
    assert g["blocks"]["russian"].count(R["kabul"]) == 1 and R["kabul"] not in \
        g["blocks"]["british"]


def test_item12_humans_battle_her_tribes():
    """Item 12: no human shares her loyalty, so her tribes are always a human's targets."""
    battler = next(c for c in _plain(80) if "battle" in COURT[c]["actions"])
    g = wk(courts=[[battler], []], armies={"kabul": {"british": 1}}, tribes={"kabul": [0, 1]},
           favored=COURT[battler]["suit"])
    g = act(g, 0, type="battle", card=battler)
    g = act(g, 0, type="space", space=R["kabul"])
    assert {"type": "tribe", "tribe": 1} in legal(g, 0)


def test_item14_pashtunwali_values_she_names_the_favored_suit():
    """Items 14 and 53: Pashtunwali Values bought by her keeps the favored suit as it is."""
    g = wk(turn=1, market=[[115], [None]], favored="economic",
           wakhan={"discard": [], "deck": [1, 2, 3]})
    assert g["favored"] == "economic"
    assert any(ev["effect"] == "pashtunwali_values" for ev in g["events"])


def test_item16_market_ties_cheapest_then_highest_number():
    """Item 16: among equal candidates the cheapest, then the highest number."""
    from_cards = [c for c in _plain(80) if sum(i in ("spy", "tribe")
                                               for i in COURT[c]["impacts"]) == 2]
    a, b = sorted(from_cards[:2])
    g = wk(market=[[101, None, a], [None, None, b]], rupees=[4, 10])
    assert radicalize_pick(g) == b  # same cost (column 2): the higher number


def test_item32_never_buys_a_card_she_put_a_rupee_on():
    """Item 32: a card with her rupee from this turn is not a candidate."""
    top = _plain(6)
    g = wk(market=[top, [None] * 6], rupees=[4, 20], blocked=[top[3]],
           wakhan={"discard": [2], "deck": [3]})
    assert arrow_pick(g) == top[2]


def test_item38_gift_as_a_bonus_action_cheapest_space():
    """Items 38 and 44: a favored-suit card with Gift, left unused, buys the 2-rupee space."""
    g = wk(turn=1, courts=[[], [4]], rupees=[4, 3], favored="intelligence",
           wakhan={"discard": [], "deck": [1, 2, 3]})
    assert 401 in g["cylinders"][1] and 402 not in g["cylinders"][1]


def test_item46_hostage_bribe_she_cannot_pay_blocks_the_card():
    """Items 37 and 46: a card held hostage she cannot bribe for is not used."""
    g = wk(courts=[[], [16]], spies={"16": [2, 0]}, rupees=[4, 1], market=[[None, 105], [None]],
           market_rupees=[[0, 2], [0]])
    assert acting_card(g, "tax") is None
    g = wk(courts=[[], [16]], spies={"16": [2, 0]}, rupees=[4, 2], market=[[None, 105], [None]],
           market_rupees=[[0, 2], [0]])
    assert acting_card(g, "tax") == 16


def test_item55_blocks_taken_from_the_map_armies_first_in_ai_order():
    """Item 55: with her coalition's supply empty, an army from the first region of the AI
    card that has one."""
    g = wk(armies={"kabul": {"russian": 6}, "transcaspia": {"russian": 6}})
    acts = [{"type": "space", "space": R["kabul"]}, {"type": "space", "space": R["transcaspia"]}]
    assert reclaim_pick(g, "block", acts) == {"type": "space", "space": R["transcaspia"]}


def test_item58_failed_check_counts_her_cylinders():
    """Item 58: with no dominant coalition, her cylinders in play score like anyone's."""
    g = wk(tribes={"kabul": [0, 2]}, gifts=[[2], []])
    score_check(g, False)
    assert g["vp"] == [1, 3]


def test_item60_insurrection_places_afghan_armies():
    """Item 60: Prince Akbar Khan in her court puts two Afghan armies in Kabul after a check."""
    g = wk(courts=[[], [3]], deck=[102])
    dominance_check(g, [])
    assert g["blocks"]["afghan"].count(R["kabul"]) == 2


def test_item1_ai_cards_data_matches_the_checked_balance_facts():
    """Items 1, 22-23 and wakhan.md section 2: 24 cards; each loyalty order on 4 cards, each
    region first on 4, each black slot on 4, red arrow top on 11; backs are cyclic runs;
    every third box is a plain Radicalize and no card lists Gift."""
    cards = AI_CARDS.values()
    assert len(AI_CARDS) == 24
    orders = [tuple(c["loyalty"]) for c in cards]
    assert all(orders.count(o) == 4 for o in set(orders)) and len(set(orders)) == 6
    firsts = [c["regions"][0] for c in cards]
    assert all(firsts.count(r) == 4 for r in set(firsts)) and len(set(firsts)) == 6
    blacks = [c["black"] for c in cards]
    assert all(blacks.count(s) == 4 for s in range(6))
    assert sum(c["red"] == "top" for c in cards) == 11
    for c in cards:
        assert [(c["back"][0] + i) % 6 for i in range(6)] == c["back"]
        assert {c["back_top"], c["back_bottom"]} == {"top", "bottom"}
        assert c["actions"][2] == "radicalize" and "gift" not in c["actions"]
        assert sorted(c["regions"]) == sorted(R.values())


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_play_a_human_seat_against_wakhan(level):
    """Our bots seat against her: each level picks one of the offered actions in a 1-player
    game after her first turn (her seat is never theirs to play)."""
    session = Session(GAMES)
    match_id = session.new("paxpamir", 1, 3)
    match = session.matches[match_id]
    match.act(0, {"type": "coalition", "coalition": "russian"})
    assert match.game.active(match.state) == [0]
    action = session.bot(match_id, 0, level, False)
    assert action in match.game.actions(match.state, 0)
    with pytest.raises(IllegalAction):
        match.act(1, {"type": "pass"})


def test_item56_cylinders_taken_tribes_first_in_ai_order():
    """Item 56: with her cylinders all in play, a tribe from the first region of the AI card
    that has one, before any spy."""
    a = _plain(1)[0]
    g = wk(courts=[[a], []], tribes={"kabul": [0, 3], "transcaspia": [0, 3]},
           spies={str(a): [0, 4]})
    acts = [{"type": "space", "space": loc} for loc in (a, R["kabul"], R["transcaspia"])]
    assert reclaim_pick(g, "cyl", acts) == {"type": "space", "space": R["transcaspia"]}
    acts = [{"type": "space", "space": a}]
    assert reclaim_pick(g, "cyl", acts) == {"type": "space", "space": a}


def test_item29_pointer_kept_and_wrapping():
    """Items 26 and 29: the boxes are read top to bottom and wrap round: with only Radicalize
    possible she skips boxes 1 and 2 before each purchase."""
    g = wk(turn=1, market=[_plain(6), [None] * 6], rupees=[4, 10],
           wakhan={"discard": [], "deck": [17, 2, 3]})  # card 17: court full?, tax, radicalize
    steps = [e.get("box") for e in g["log"] if e["msg"] in ("wakhan_box", "wakhan_skip")]
    assert steps[:3] == ["R_if_court_full_highest_political", "tax", "radicalize"]
    assert steps.count("radicalize") == 2


def test_item2_options_name_the_counts_that_seat_her():
    """Items 2 and 1.17: each Wakhan option lists the player counts that give her a seat (the
    lobby shows it at those counts only), exactly the counts where setup seats her."""
    seated = [n for n in range(GAME.min_players, GAME.max_players + 1)
              if "wakhan" in GAME.setup(1, n, {})]
    assert seated == [1, 2]
    assert all(spec["players"] == seated for spec in GAME.options.values())
