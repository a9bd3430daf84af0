"""Events: reveal, each card's effect, fighting an event and its rewards (rules text:
"phase 3: events", "combat events"; reference event_cards.md and Design fallback F4)."""

from __future__ import annotations

import pytest

from tablero.games.troyes import GAME
from tablero.games.troyes.data import EVENTS
from tablero.games.troyes.events import apply_effect, split_rewards, taker

from .helpers import act, dice, group, make, seat, top

E = None


def test_two_events_each_round_red_names_its_companion():
    """Rules text: two new events beside the permanent raid card every round; the red card
    names a white or yellow companion (S18)."""
    g = GAME.setup(9, 3, {})
    while top(g)["state"] == "placement":
        g = act(g, top(g)["player"], GAME.actions(g, top(g)["player"])[0])
    row = [e["card"] for e in g["events"]["row"]]
    assert row[0] == 201 and len(row) == 3
    assert EVENTS[row[1]]["color"] == "red"
    assert EVENTS[row[2]]["color"] == EVENTS[row[1]]["companion"]


def _effect(card, **spec):
    g = make(dice=dice(("red", 1, 0)), **spec)
    apply_effect(g, card)
    return g


@pytest.mark.parametrize("card", [201, 202, 205])
def test_dice_only_events_have_no_other_effect(card):
    g = _effect(card, seats=[{"deniers": 3, "vp": 2}, {}])
    assert seat(g, 0)["deniers"] == 3 and seat(g, 0)["vp"] == 2


def test_neutral_citizen_event_without_grey_citizen_does_nothing():
    g = make(buildings={"palace": [-1] * 6, "bishopric": [-1, -1, E, E, E, E]},
             dice=dice(("red", 1, 0)))
    assert g["neutral_pool"] == 0
    apply_effect(g, 204)
    assert g["lying"]["palace"] == []


def test_events_in_the_row_apply_every_round():
    """S4, S25: every event in the row resolves each round, old ones included."""
    g = make(events=[{"card": 201}, {"card": 214}], dice=dice(("yellow", 1, 0)),
             seats=[{"deniers": 0}, {"deniers": 0}])
    g = act(g, 0, {"type": "pass"})
    g = act(g, 1, {"type": "pass"})
    assert g["round"] == 2
    assert any(e["msg"] == "event_effect" and e["card"] == 214 for e in g["log"])


# --- fighting ----------------------------------------------------------------------------------

def test_fight_places_cubes_left_to_right_with_influence():
    """Rules text: floor(pips / divisor) cubes, never more than free banners, +1 influence
    each; dice of the event's colour."""
    g = make(events=[{"card": 201}, {"card": 202}],
             dice=dice(("red", 6, 0), ("red", 5, 0), ("white", 6, 0), ("red", 1, 1)))
    g = act(g, 0, {"type": "event", "event": 202})
    assert {"type": "die", "die": 3} not in GAME.actions(g, 0)
    g = act(g, 0, {"type": "die", "die": 1}, {"type": "die", "die": 2}, {"type": "confirm"})
    assert g["events"]["row"][1]["cubes"] == [0, 0]
    assert seat(g, 0)["influence"] == 6


def test_fight_needs_at_least_one_cube():
    g = make(events=[{"card": 201}, {"card": 202}], dice=dice(("red", 4, 0), ("red", 1, 1)))
    g = act(g, 0, {"type": "event", "event": 202}, {"type": "die", "die": 1})
    assert {"type": "confirm"} not in GAME.actions(g, 0)


def test_countered_event_rewards_and_card_to_most():
    """Combat events: most cubes gets the larger reward and the card; second the smaller."""
    g = make(events=[{"card": 201}, {"card": 202, "cubes": [1, 0]}],
             dice=dice(("red", 5, 0), ("red", 1, 1)), seats=[{"vp": 0}, {"vp": 0}])
    g = group(g, 0, {"type": "event", "event": 202}, [1])
    assert [e["card"] for e in g["events"]["row"]] == [201]
    assert seat(g, 0)["won"] == [202]
    assert seat(g, 0)["vp"] == 3 and seat(g, 1)["vp"] == 1


def test_marauding_pays_and_comes_back():
    """Combat events: Marauding's rewards are paid, its cubes removed, it stays."""
    g = make(events=[{"card": 201, "cubes": [0, 0]}], dice=dice(("red", 5, 0), ("red", 1, 1)))
    g = group(g, 0, {"type": "event", "event": 201}, [1])
    assert g["events"]["row"] == [{"card": 201, "cubes": []}]
    assert seat(g, 0)["vp"] == 3 and seat(g, 0)["won"] == []


@pytest.mark.parametrize("cubes,expected", [
    ([0, 0], {0: 3}),                   # alone: both rewards (2 + 1)
    ([0, 1, 0], {0: 2, 1: 1}),          # clear most and second
    ([0, 1], {0: 1, 1: 1}),             # tie for most: (2 + 1) // 2 each (S14: 1 VP each)
    ([0, 1, 2, 0], {0: 2, 1: 0, 2: 0}),  # tie for second: 1 // 2 each
])
def test_reward_split(cubes, expected):
    assert split_rewards(cubes, 2, 1) == expected


def test_tie_for_most_card_goes_to_first_placer():
    assert taker([1, 0, 0, 1]) == 1


def test_uncountered_event_with_own_cube_scores_one_at_end():
    """Reference S3: +1 VP per uncountered event on which you have a cube."""
    g = make(round=4, events=[{"card": 201, "cubes": [1]}, {"card": 202, "cubes": [1, 0]}],
             dice=dice(("yellow", 1, 0)))
    g = act(g, 0, {"type": "pass"})
    g = act(g, 1, {"type": "pass"})
    res = GAME.result(g)
    assert res["breakdown"][1]["events"]["uncountered"] >= 1
