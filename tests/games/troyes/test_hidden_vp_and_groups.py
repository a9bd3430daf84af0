"""Hidden VP (rulebook O7, with the "open scores" option) and the dice-group offers of issue 28
(no target or die that leads only to Cancel; a chosen die can be taken back)."""

from __future__ import annotations

from tablero.games.troyes import GAME
from tablero.games.troyes.determinize import determinize

from .helpers import act, dice, make, top, types

SPARE = ("red", 1, 1)


def test_victory_points_hidden_during_play():
    """O7: VP are kept hidden during play; a seat sees only its own (default as printed)."""
    g = make(seats=[{"vp": 7}, {"vp": 3}], dice=dice(("red", 1, 0)))
    mine = GAME.view(g, 0)["seats"]
    assert mine[0]["vp"] == 7 and mine[1]["vp"] is None
    assert all(p["vp"] is None for p in GAME.view(g, None)["seats"])
    g = make(seats=[{"vp": 7}, {"vp": 3}], dice=dice(("red", 1, 0)),
             options={"scores": "open"})
    assert [p["vp"] for p in GAME.view(g, 1)["seats"]] == [7, 3]


def test_determinize_guesses_hidden_victory_points():
    """Bots rebuild hidden VP from what they see (their own), never the real ones."""
    g = make(seats=[{"vp": 7}, {"vp": 30}], dice=dice(("red", 1, 0)))
    state = determinize(GAME.view(g, 0), 5)
    assert state["seats"][0]["vp"] == 7 and state["seats"][1]["vp"] == 7


def test_tithe_card_not_offered_when_no_group_reaches_one_activation():
    """Issue 28: Tithe (white, divisor provisional 6) with one white 2 is not offered (it led
    to a dead end with only Cancel)."""
    g = make(activity=[{"card": 110, "tradesmen": [0]}], dice=dice(("white", 2, 0), SPARE))
    assert {"type": "card", "card": 110} not in GAME.actions(g, 0)
    g = make(activity=[{"card": 110, "tradesmen": [0]}],
             dice=dice(("white", 2, 0), ("white", 4, 0), SPARE))
    assert {"type": "card", "card": 110} in GAME.actions(g, 0)


def test_a_die_that_cannot_complete_the_group_is_not_offered():
    """Issue 28: only dice with which the group can still be confirmed are offered."""
    g = make(activity=[{"card": 110, "tradesmen": [0]}],
             dice=dice(("white", 2, 0), ("white", 4, 0), ("white", 1, 1), SPARE),
             seats=[{"deniers": 0}, {}])
    g = act(g, 0, {"type": "card", "card": 110})
    offered = {a["die"] for a in GAME.actions(g, 0) if a["type"] == "die"}
    assert offered == {1, 2}  # seat 1's die cannot be paid for


def test_a_chosen_die_can_be_taken_back():
    """Issue 28: a die taken into the group can be taken back out without cancelling."""
    g = make(dice=dice(("yellow", 2, 0), ("yellow", 5, 0), SPARE))
    g = act(g, 0, {"type": "agriculture"}, {"type": "die", "die": 1}, {"type": "die", "die": 2})
    g = act(g, 0, {"type": "remove", "die": 1})
    assert top(g)["state"] == "group" and top(g)["chosen"] == [2]
    assert "confirm" in types(g, 0)
