"""Round phases 0, 1, 2, 5 and passing (rules text: "round flow", phase 0-2, phase 5,
"pass"; reference board.md "Round structure")."""

from __future__ import annotations

from tablero.games.troyes import GAME
from tablero.games.troyes.rounds import income_and_salaries, roll_dice

from .helpers import act, dice, make, seat, top

P, N = 0, -1


def test_income_then_salaries():
    """Phase 1: +10, then 1 per Bishopric citizen and 2 per Palace citizen; City Hall free."""
    g = make(buildings={"palace": [0, 0, None, None, None, None],
                        "bishopric": [0, None, None, None, None, None],
                        "cityhall": [0, 0, 0, None, None, None]},
             seats=[{"deniers": 0}, {"deniers": 3}])
    income_and_salaries(g)
    assert seat(g, 0)["deniers"] == 10 - 2 * 2 - 1
    assert seat(g, 1)["deniers"] == 13


def test_salary_shortfall_pays_all_and_loses_two_vp():
    """Phase 1: a player who cannot pay pays what he can and loses 2 VP (flat)."""
    g = make(buildings={"palace": [0] * 6, "bishopric": [0] * 6},
             seats=[{"deniers": 0, "vp": 5}, {}])
    income_and_salaries(g)
    assert seat(g, 0)["deniers"] == 0
    assert seat(g, 0)["vp"] == 3


def test_penalty_never_below_zero_vp():
    g = make(buildings={"palace": [0] * 6}, seats=[{"deniers": 0, "vp": 1}, {}])
    income_and_salaries(g)
    assert seat(g, 0)["vp"] == 0


def test_dice_by_building_including_neutral():
    """Phase 2: one die per standing citizen: Palace red, Bishopric white, City Hall yellow;
    the neutral district rolls for grey citizens."""
    g = make(buildings={"palace": [0, 1, N, None, None, None],
                        "bishopric": [0, 0, None, None, None, None],
                        "cityhall": [1, None, None, None, None, None]},
             lying={"palace": [1]})
    roll_dice(g)
    got = sorted((d["owner"], d["color"]) for d in g["dice"])
    assert got == [(-1, "red"), (0, "red"), (0, "white"), (0, "white"), (1, "red"),
                   (1, "yellow")]
    assert all(1 <= d["value"] <= 6 for d in g["dice"])


def test_pass_gives_two_then_one_each_turn():
    """Pass: 2 deniers, no more actions; 1 denier each time the turn comes round again."""
    g = make(dice=dice(("yellow", 2, 0), ("yellow", 2, 1), ("yellow", 2, 1)),
             seats=[{"deniers": 0}, {"deniers": 0}])
    g = act(g, 0, {"type": "pass"})
    assert seat(g, 0)["deniers"] == 2 and seat(g, 0)["passed"]
    assert top(g)["player"] == 1
    g = act(g, 1, {"type": "agriculture"}, {"type": "die", "die": 2}, {"type": "confirm"})
    assert seat(g, 0)["deniers"] == 3
    assert top(g)["player"] == 1


def test_round_ends_when_no_die_is_left():
    """Phase 5: the round ends when all dice are used; lying citizens return, start passes."""
    g = make(round=1, dice=dice(("yellow", 4, 0)), lying={"palace": [1, -1]},
             seats=[{}, {"supply": 0}])
    pool = g["neutral_pool"]
    g = act(g, 0, {"type": "agriculture"}, {"type": "die", "die": 1}, {"type": "confirm"})
    assert g["round"] == 2
    assert g["start"] == 1
    assert g["lying"]["palace"] == []
    assert seat(g, 1)["supply"] >= 1
    assert g["neutral_pool"] >= pool  # back in the grey pool (an event may use it again)
    assert [s["revealed"] for s in g["activity"]] == [True, True, False] * 3


def test_round_ends_when_everyone_passed():
    g = make(dice=dice(("yellow", 4, 0)))
    g = act(g, 0, {"type": "pass"})
    g = act(g, 1, {"type": "pass"})
    assert g["round"] == 2


def test_game_ends_after_the_last_round_with_result():
    g = make(round=4, dice=dice(("yellow", 4, 0)))
    g = act(g, 0, {"type": "pass"})
    g = act(g, 1, {"type": "pass"})
    assert GAME.active(g) == []
    res = GAME.result(g)
    assert set(res) >= {"scores", "winners", "reason", "breakdown"}
    assert res["scores"] == [b["total"] for b in res["breakdown"]]


def test_phase0_reveals_only_in_rounds_1_to_3():
    g = make(round=3, dice=dice(("yellow", 4, 0)))
    assert all(s["revealed"] for s in g["activity"])
    g = act(g, 0, {"type": "pass"})
    g = act(g, 1, {"type": "pass"})
    assert g["round"] == 4
