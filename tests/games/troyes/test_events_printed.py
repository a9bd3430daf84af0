"""The 16 event cards and Marauding as the rulebook's appendix prints them, one test per
card (rulebook_facts.md A8, E4, E5, E8, J9, K7, Q3, Q4; cards_rulebook.md "Event cards")."""

from __future__ import annotations

import pytest

from tablero.games.troyes import GAME
from tablero.games.troyes.data import EVENTS, MARAUDING, RED_DECK, WHITE_DECK, YELLOW_DECK
from tablero.games.troyes.events import apply_effect
from tablero.games.troyes.texts import NAMES

from .helpers import dice, make, seat

E = None


def names(ids):
    return sorted(NAMES["en"][i] for i in ids)


def test_sixteen_events_marauding_not_one_of_them():
    """A8: 16 event cards, 8 red (Brigands x3, Skirmishes x2, War, Normans Attack, Conflict
    of Succession), 4 white, 4 yellow; Marauding is the permanent card, not in the red deck."""
    assert MARAUDING not in RED_DECK
    assert names(RED_DECK) == sorted(["Brigands"] * 3 + ["Skirmishes"] * 2 + [
        "War", "Normans Attack", "Conflict of Succession"])
    assert names(WHITE_DECK) == sorted(["Heresy", "Theological Conflict", "Traveling Builders",
                                        "Interrupted Work"])
    assert names(YELLOW_DECK) == sorted(["Drought", "Support", "Civil War", "Wayfarers"])


@pytest.mark.parametrize("card,black", [(201, 1), (202, 2), (204, 1), (205, 2), (208, 1)])
def test_brigands_skirmishes_war_normans_attack_black_dice_only(card, black):
    """Appendix: Brigands and Skirmishes 1 black die, War and Normans Attack 2; no other
    effect."""
    g = make(dice=dice(("red", 1, 0)), seats=[{"deniers": 5}, {"deniers": 5}])
    before = GAME.view(g, None)
    apply_effect(g, card)
    assert EVENTS[card]["black_dice"] == black
    assert GAME.view(g, None)["seats"] == before["seats"]


def _roll_grey(card, building, **spec):
    g = make(dice=dice(("red", 1, 0)), **spec)
    apply_effect(g, card)
    value = next(e["value"] for e in g["log"] if e["msg"] == "event_neutral")
    return g, value


def test_conflict_of_succession():
    """Conflict of Succession: roll a die; a grey citizen takes that Palace space, expelling
    its occupant."""
    g, value = _roll_grey(203, "palace", buildings={"palace": [1] * 6})
    assert g["buildings"]["palace"][value - 1] == -1 and g["lying"]["palace"] == [1]


def test_wayfarers():
    """Wayfarers: roll a die; a grey citizen enters that City Hall row, pushing as usual."""
    g, value = _roll_grey(217, "cityhall")
    first = 0 if value <= 3 else 3
    assert g["buildings"]["cityhall"][first] == -1


def test_theological_conflict():
    """Theological Conflict: roll a die; a grey citizen enters that Bishopric row."""
    g, value = _roll_grey(211, "bishopric")
    assert g["buildings"]["bishopric"][(value - 1) // 2 * 2] == -1


def test_grey_citizen_events_ignored_when_all_eight_are_in_play():
    """E8: with all 8 grey citizens in play an effect adding one is skipped."""
    g = make(buildings={"palace": [-1] * 6, "bishopric": [-1, -1, E, E, E, E]},
             dice=dice(("red", 1, 0)))
    apply_effect(g, 217)
    assert g["buildings"]["cityhall"] == [E] * 6
    assert any(e["msg"] == "event_no_grey" for e in g["log"])


def test_drought():
    """Drought: each player pays 1 denier per own standing City Hall citizen; short: 2 VP."""
    g = make(buildings={"cityhall": [0, 0, 0, 1, E, E]}, dice=dice(("red", 1, 0)),
             seats=[{"deniers": 2, "vp": 5}, {"deniers": 3}])
    apply_effect(g, 214)
    assert seat(g, 0)["deniers"] == 0 and seat(g, 0)["vp"] == 3
    assert seat(g, 1)["deniers"] == 2


def test_civil_war():
    """Civil War: each player loses 3 deniers."""
    g = make(dice=dice(("red", 1, 0)), seats=[{"deniers": 3}, {"deniers": 1, "vp": 1}])
    apply_effect(g, 216)
    assert seat(g, 0)["deniers"] == 0 and seat(g, 0)["vp"] == 0
    assert seat(g, 1)["deniers"] == 0 and seat(g, 1)["vp"] == 0  # short: what VP it had


def test_heresy():
    """Heresy: each player loses 2 influence."""
    g = make(dice=dice(("red", 1, 0)), seats=[{"influence": 5}, {"influence": 1, "vp": 4}])
    apply_effect(g, 210)
    assert seat(g, 0)["influence"] == 3
    assert seat(g, 1)["influence"] == 0 and seat(g, 1)["vp"] == 2


def test_support():
    """Support: a grey cube on each of the 2 cards to its left; grey cubes fill banners and a
    grey majority discards the card (J9, J11)."""
    g = make(events=[{"card": 201}, {"card": 202, "cubes": [-1, -1]}, {"card": 210},
                     {"card": 215}], dice=dice(("red", 1, 0)))
    apply_effect(g, 215)
    row = {e["card"]: e["cubes"] for e in g["events"]["row"]}
    assert 202 not in row and row[210] == [-1] and row[201] == []
    assert all(202 not in p["won"] for p in g["seats"])
    g = make(events=[{"card": 201}, {"card": 215}], dice=dice(("red", 1, 0)))
    apply_effect(g, 215)
    assert g["events"]["row"][0]["cubes"] == [-1]  # fewer cards to its left: only those


def test_traveling_builders():
    """Traveling Builders: a grey cube on the free cathedral space lowest in level, then
    value."""
    cath = [[0, 0, E, E, E, E], [E] * 6, [E] * 6]
    g = make(cathedral=cath, dice=dice(("red", 1, 0)))
    apply_effect(g, 212)
    assert g["cathedral"][0][2] == -1


def test_interrupted_work():
    """Interrupted Work: the cube on the highest occupied space (level, then value) comes off,
    whoever owns it; nobody is fined, VP and influence gained stay (answer (b))."""
    cath = [[0, 1, 0, E, E, E], [E, 1, 0, E, E, E], [E] * 6]
    g = make(cathedral=cath, dice=dice(("red", 1, 0)), seats=[{"vp": 3}, {"vp": 3}])
    apply_effect(g, 213)
    assert g["cathedral"][1] == [E, 1, E, E, E, E]
    assert seat(g, 0)["vp"] == 3 and seat(g, 1)["vp"] == 3
    g = make(dice=dice(("red", 1, 0)), seats=[{"vp": 3}, {"vp": 3}])
    apply_effect(g, 213)  # an empty cathedral: nothing happens, nobody loses VP
    assert seat(g, 0)["vp"] == 3 and seat(g, 1)["vp"] == 3


def test_grey_citizens_protected_from_a_second_eviction():
    """K7 read literally: grey is a colour; a grey citizen lying on a building shields the
    other greys there this round."""
    g = make(buildings={"palace": [-1, E, E, E, E, E]}, lying={"palace": [-1]},
             seats=[{"supply": 1}, {}], dice=dice(("red", 1, 0), ("red", 2, 0)))
    g = GAME.apply(g, 0, {"type": "place"})
    offered = {a.get("die") for a in GAME.actions(g, 0)}
    assert 1 not in offered and 2 in offered
