"""End-of-game scoring (rules text: cathedral penalty, "character card scoring"; reference
board.md "End-of-game scoring")."""

from __future__ import annotations

import pytest

from tablero.games.troyes import GAME
from tablero.games.troyes.data import CHARACTER
from tablero.games.troyes.scoring import character_vp, final_scores

from .helpers import act, dice, make

E = None


@pytest.mark.parametrize("char", [301, 302])
@pytest.mark.parametrize("count,vp3,vp2", [
    (2, 0, 0), (3, 1, 0), (4, 1, 1), (5, 3, 1), (6, 3, 3), (7, 6, 3), (8, 6, 6), (12, 6, 6)])
def test_citizen_and_cathedral_characters_by_player_count(char, count, vp3, vp2):
    """Chrétien de Troyes / Urbain IV: 3-4 / 5-6 / 7+ (2 players 4-5 / 6-7 / 8+)."""
    assert character_vp(CHARACTER[char], count, 3) == vp3
    assert character_vp(CHARACTER[char], count, 4) == vp3
    assert character_vp(CHARACTER[char], count, 2) == vp2


@pytest.mark.parametrize("char,steps", [
    (303, [(5, 0), (6, 1), (11, 1), (12, 3), (17, 3), (18, 6)]),   # Thibaut II: deniers
    (304, [(4, 0), (5, 1), (9, 1), (10, 3), (14, 3), (15, 6)]),    # Hugues de Payns
    (305, [(1, 0), (2, 1), (3, 1), (4, 3), (5, 3), (6, 6)]),       # le Florentin
    (306, [(0, 0), (1, 1), (2, 1), (3, 3), (4, 3), (5, 6)]),       # Henri I
])
def test_other_character_thresholds(char, steps):
    for count, vp in steps:
        for players in (2, 3, 4):
            assert character_vp(CHARACTER[char], count, players) == vp


def _final(**spec):
    g = make(dice=dice(("yellow", 1, 0)), **spec)
    return final_scores(g)


def test_every_dealt_character_scores_for_every_player():
    """Rules text: all players score the characters of everyone; an undealt one scores not."""
    res = _final(seats=[{"characters": [303], "deniers": 12}, {"characters": [304],
                                                               "deniers": 18}])
    chars = [b["characters"]["cards"] for b in res["breakdown"]]
    assert set(chars[0]) == {"303", "304"}
    assert chars[0]["303"]["points"] == 3 and chars[1]["303"]["points"] == 6
    assert "305" not in chars[0]


def test_cathedral_empty_levels_cost_two_each():
    """Rules text: -2 VP per cathedral level holding none of your cubes."""
    res = _final(cathedral=[[0, 1, E, E, E, E], [0, E, E, E, E, E], [E] * 6])
    assert res["breakdown"][0]["cathedral"]["points"] == -2
    assert res["breakdown"][1]["cathedral"]["points"] == -4


def test_tradesmen_score_their_space():
    """Each tradesman scores its space's VP; two scoring spaces (provisional: level I 2 VP,
    III 1 VP); the illustration scores 0 (rulebook H6, H10)."""
    res = _final(players=4, activity=[{"card": 102, "tradesmen": [0, 1, 2, 3]},
                                      {"card": 107, "tradesmen": [3]}])
    pts = [b["tradesmen"]["points"] for b in res["breakdown"]]
    assert pts == [2, 2, 0, 0 + 1]


def test_total_and_winners_with_ties():
    res = _final(seats=[{"vp": 10}, {"vp": 10}])
    assert res["scores"][0] == res["scores"][1] and res["winners"] == [0, 1]


def test_characters_hidden_until_the_end():
    g = make(round=4, seats=[{"characters": [301]}, {"characters": [302]}],
             dice=dice(("yellow", 1, 0)))
    assert GAME.view(g, 0)["seats"][1]["characters"] is None
    assert GAME.view(g, 0)["seats"][0]["characters"] == [301]
    g = act(g, 0, {"type": "pass"})
    g = act(g, 1, {"type": "pass"})
    assert GAME.view(g, 0)["seats"][1]["characters"] == [302]
    assert GAME.view(g, None)["seats"][0]["characters"] == [301]
