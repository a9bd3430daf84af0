"""Court card special abilities (special_abilities.md): one test per ability id."""

from __future__ import annotations

from .pax_helpers import R, act, legal, make, state_name, types

MARKET = [[20, 21, 22, 23, 24, 25], [26, 28, 29, 30, 31, 33]]


def test_indispensable_advisors_spies_cannot_be_battled():
    """1 Mohan Lal: other players' battles never remove the owner's spies."""
    g = make(courts=[[38], [1], [18]], spies={"18": [1, 1, 1]})
    g = act(g, 0, type="battle", card=38)
    g = act(g, 0, type="card", card=18)
    assert legal(g, 0) == [{"type": "spy", "spy": 2}, {"type": "done"}]


def test_insurrection_two_afghan_armies_in_kabul_after_a_check():
    """3 Prince Akbar Khan: after a check (game going on) two Afghan armies enter Kabul."""
    g = make(loyalty=["british", "afghan", "afghan"], courts=[[], [3], []],
             market=[[101], []], deck=[102, 30], vp=[0, 2, 2])
    g = act(g, 0, type="buy", buy=101)
    assert g["blocks"]["afghan"].count(R["kabul"]) == 2


def test_claim_of_ancient_lineage_taxes_anyone_with_a_court():
    """5 Shah Shujah Durrani: taxing as if ruling every region (any player with a court
    card; a player without one cannot be taxed, RTT reading)."""
    g = make(courts=[[5, 8], [52], []], rupees=[0, 3, 3])
    g = act(g, 0, type="tax", card=8)
    assert {"type": "seat", "seat": 1} in legal(g, 0)
    assert {"type": "seat", "seat": 2} not in legal(g, 0)


def test_bodyguards_protect_political_cards_from_betrayal():
    """15 Durrani Royal Guard / 83 Shah's Guard: the owner's political cards cannot be
    betrayed; other cards can."""
    for guard in (15, 83):
        g = make(courts=[[16], [guard, 5, 8], []], spies={"5": [1, 0, 0], "8": [1, 0, 0]},
                 market=MARKET)
        g = act(g, 0, type="betray", card=16)
        assert [a["card"] for a in legal(g, 0)] == [8]


def test_citadels_protect_tribes_from_battle():
    """17 Citadel of Ghazni (Kabul), 97 Ark of Bukhara (Transcaspia): the owner's tribes
    there cannot be removed by battle."""
    for citadel, region, card in ((17, "kabul", 5), (97, "transcaspia", 90)):
        g = make(courts=[[38], [citadel, card], []], armies={region: {"british": 2}},
                 tribes={region: [0, 1, 0]})
        assert "battle" not in types(g, 0)


def test_strange_bedfellows_spy_jumps_to_same_region_cards():
    """21 Alexander Burnes: a spy step may go to any card of the same region."""
    g = make(courts=[[21, 9, 10, 14], [12], [13, 8]], spies={"10": [1, 0, 0]})
    g = act(g, 0, type="move", card=21)
    g = act(g, 0, type="spy", spy=10)
    assert {a["card"] for a in legal(g, 0)} == {9, 14, 12, 13, 8}


def test_civil_service_reforms_no_hostage_bribes():
    """24 Ranjit Singh: the owner never pays hostage bribes."""
    g = make(turn=1, courts=[[], [24, 16], []], spies={"16": [2, 0, 0]},
             loyalty=["british", "british", "afghan"], market=[[9], []],
             market_rupees=[[1], []])
    g = act(g, 1, type="tax", card=16)
    assert state_name(g) == "tax"


def test_safe_house_saves_spies_lost_in_battle():
    """41 Charles Masson / 72 Claude Wade: a spy removed by another's battle goes onto the
    owner's Safe House card instead of the supply."""
    g = make(courts=[[38], [41], [18]], spies={"18": [1, 1, 0]})
    g = act(g, 0, type="battle", card=38)
    g = act(g, 0, type="card", card=18)
    g = act(g, 0, type="spy", spy=1)
    assert g["cylinders"][1].count(41) == 1 and 18 not in g["cylinders"][1]


def test_charismatic_courtiers_no_ruler_bribes():
    """42 Barakzai Sadars: the owner never pays a ruler's bribe."""
    g = make(loyalty=["afghan", "russian", "afghan"], hands=[[9], [], []],
             courts=[[42], [7], []], tribes={"kabul": [0, 2, 0], "kandahar": [1, 0, 0]})
    g = act(g, 0, type="play", play=9)
    assert state_name(g) == "play_side"


def test_blackmail_places_a_spy_at_turn_start():
    """54 Herati Bandits / 43 Giljee Nobles: at the start of the owner's turn, a spy on a
    spy-free card of Herat / Kandahar, in any court."""
    g = make(turn=1, courts=[[57], [55], [54, 43, 39]], spies={"55": [1, 0, 0]},
             tribes={"kandahar": [0, 0, 1]})
    g = act(g, 1, type="pass")
    assert state_name(g) == "blackmail" and g["stack"][-1]["player"] == 2
    assert {a.get("card") for a in legal(g, 2)} == {57, 54, None}
    g = act(g, 2, type="card", card=57)
    assert {a.get("card") for a in legal(g, 2)} == {43, 39, None}  # Kandahar next
    g = act(g, 2, type="pass")
    assert state_name(g) == "main" and g["cylinders"][2].count(57) == 1


def test_indian_supplies_armies_move_without_roads():
    """51 Sir John Keane: the owner's armies cross any border."""
    g = make(courts=[[51, 32], [], []], armies={"punjab": {"british": 1}})
    g = act(g, 0, type="move", card=32)
    g = act(g, 0, type="army", army=R["punjab"])
    assert {a["space"] for a in legal(g, 0)} == {R["kabul"], R["kandahar"]}


def test_well_connected_spies_move_two_cards():
    """56 Yar Mohammad Alikozai: each spy move may go one or two cards."""
    g = make(courts=[[56, 9, 10, 14, 12, 13, 1], [], []], spies={"14": [1, 0, 0]},
             tribes={"herat": [1, 0, 0]})
    g = act(g, 0, type="move", card=1)
    g = act(g, 0, type="spy", spy=14)
    assert {a["card"] for a in legal(g, 0)} == {9, 10, 12, 13}


def test_influence_abilities_make_matching_cards_free():
    """66 Baluchi Smugglers (Herat), 68 Ghaem Magham Farahani (Persia), 70 Alexander
    Griboyedov (Russian patriots): matching market cards cost nothing, even doubled."""
    cases = ((66, 61, "british"), (68, 75, "british"), (70, 86, "russian"))
    for ability, card, loyalty in cases:
        g = make(loyalty=[loyalty, "afghan", "afghan"], courts=[[ability], [], []],
                 market=[[20, 21, 22, 23, 24, card], []], rupees=[0, 0, 0], favored="military")
        g = act(g, 0, type="buy", buy=card)
        assert g["rupees"][0] == 0 and g["market_rupees"][0] == [0] * 6


def test_infrastructure_one_free_block_after_build():
    """78 Civic Improvements: after a build, one more block for free."""
    g = make(courts=[[78, 44], [], []], tribes={"kandahar": [1, 0, 0]}, rupees=[2, 0, 0],
             market=MARKET)
    g = act(g, 0, type="build", card=44)
    g = act(g, 0, type="space", space=R["kandahar"])
    g = act(g, 0, type="done")
    assert state_name(g) == "infrastructure"
    g = act(g, 0, type="space", space=308)
    assert g["rupees"][0] == 0 and g["blocks"]["british"].count(308) == 1


def test_savvy_operator_and_irregulars_are_always_bonus():
    """91 Allah Quli Bahadur, 99 Cossacks: the card always counts as favored."""
    g = make(courts=[[91], [4], []], spies={"4": [1, 0, 0]}, market=MARKET)
    g = act(g, 0, type="betray", card=91)
    assert g["turn"]["actions"] == 2
    g = make(loyalty=["russian", "british", "afghan"], courts=[[99], [18], []],
             spies={"18": [1, 1, 0]})
    g = act(g, 0, type="battle", card=99)
    assert g["turn"]["actions"] == 2


def test_blackmail_not_asked_when_no_card_is_eligible():
    """special_abilities.md Blackmail (issue 28): with every Herat and Kandahar court card
    already holding a spy there is nothing to choose, so the turn starts at the main prompt."""
    g = make(turn=1, courts=[[57], [55], [54, 43]],
             spies={"57": [1, 0, 0], "55": [1, 0, 0], "54": [1, 0, 0], "43": [0, 1, 0]})
    g = act(g, 1, type="pass")
    assert state_name(g) == "main" and g["stack"][-1]["player"] == 2


def test_blackmail_asks_only_the_region_with_an_eligible_card():
    """special_abilities.md Blackmail: Herat has a spy-free card, Kandahar none."""
    g = make(turn=1, courts=[[57], [55], [54, 43]],
             spies={"57": [1, 0, 0], "55": [1, 0, 0], "43": [0, 1, 0]})
    g = act(g, 1, type="pass")
    assert state_name(g) == "blackmail" and {a.get("card") for a in legal(g, 2)} == {54, None}
    g = act(g, 2, type="card", card=54)
    assert state_name(g) == "main"
