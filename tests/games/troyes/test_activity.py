"""Activity cards: hiring, activations and every card's effect (rules text: "Activate
Activity Card"; reference activity_cards.md, Design fallback F1/F2 for the numbers)."""

from __future__ import annotations

import pytest

from tablero.games.troyes import GAME
from tablero.games.troyes.data import ACTIVITY

from .helpers import SPARE, act, dice, group, make, on, seat, slot, use

E = None


# --- hiring ---------------------------------------------------------------------------------------


def test_hire_from_a_building_space():
    """Rules text: the tradesman may come from any board location."""
    g = on(102, ("yellow", 3, 0), tradesmen=(), buildings={"palace": [0, E, E, E, E, E]},
           seats=[{"deniers": 10, "supply": 0}, {}])
    g = group(g, 0, {"type": "card", "card": 102}, [1])
    assert GAME.actions(g, 0) == [{"type": "space", "space": 401}]
    g = act(g, 0, {"type": "space", "space": 401})
    assert g["buildings"]["palace"][0] is None
    GAME.check_invariants(g)


def test_hire_needs_the_deniers_and_a_citizen():
    g = on(102, ("yellow", 3, 0), tradesmen=(), seats=[{"deniers": 3, "supply": 1}, {}])
    assert "card" not in {a["type"] for a in GAME.actions(g, 0)}
    g = on(102, ("yellow", 3, 0), tradesmen=(), seats=[{"deniers": 9, "supply": 0}, {}])
    assert "card" not in {a["type"] for a in GAME.actions(g, 0)}


def test_one_tradesman_per_player_per_card():
    g = on(102, ("yellow", 3, 0), seats=[{"deniers": 10}, {}])
    g = use(g, 102, [1])
    assert slot(g, 102)["tradesmen"] == [0]
    assert seat(g, 0)["deniers"] == 12


def test_activations_floor_of_pips_over_divisor_and_stop_early():
    """Activations = floor(pips / divisor) (S12); fewer may be used (S2)."""
    g = on(102, ("yellow", 6, 0), ("yellow", 5, 0), seats=[{"deniers": 0}, {}])
    g2 = use(g, 102, [1, 2])
    assert seat(g2, 0)["deniers"] == 3 * 2
    g3 = use(g, 102, [1, 2], times=1)
    assert seat(g3, 0)["deniers"] == 2


def test_card_colour_dice_only_and_unrevealed_cards_unusable():
    g = on(102, ("white", 6, 0), ("yellow", 3, 0))
    g = act(g, 0, {"type": "card", "card": 102})
    assert {"type": "die", "die": 1} not in GAME.actions(g, 0)
    g = make(dice=dice(("yellow", 6, 0)))
    level2 = [s["card"] for s in g["activity"] if s["level"] == 2]
    assert not {a.get("card") for a in GAME.actions(g, 0)} & set(level2)


# --- immediate cards -----------------------------------------------------------------------------

@pytest.mark.parametrize("card,pips,start,expect", [
    (101, [4], {"influence": 3, "deniers": 0}, {"influence": 2, "deniers": 6}),   # Artisan
    (102, [6], {"deniers": 0}, {"deniers": 4}),                                   # Merchant
    (104, [6], {"deniers": 5, "influence": 0}, {"deniers": 3, "influence": 2}),   # Innkeeper
    (107, [4, 4], {"deniers": 7, "vp": 0}, {"deniers": 1, "vp": 4}),              # Journeyman
    (108, [5], {"deniers": 0, "vp": 0}, {"deniers": 2, "vp": 1}),                 # Goldsmith
    (109, [6], {"vp": 0}, {"vp": 2}),                                             # Sculptor
])
def test_yellow_immediate_cards(card, pips, start, expect):
    g = on(card, *[("yellow", p, 0) for p in pips], seats=[start, {}])
    g = use(g, card, list(range(1, len(pips) + 1)))
    for key, value in expect.items():
        assert seat(g, 0)[key] == value, (ACTIVITY[card]["ref"], key)


def test_artisan_limited_by_influence():
    g = on(101, ("yellow", 4, 0), ("yellow", 4, 0), seats=[{"influence": 1, "deniers": 0}, {}])
    g = use(g, 101, [1, 2])
    assert seat(g, 0)["deniers"] == 6 and seat(g, 0)["influence"] == 0


def test_miller_counts_standing_palace_or_bishopric_citizens():
    """Miller: 2 deniers per own standing citizen in the Palace or in the Bishopric."""
    b = {"palace": [0, 0, E, E, E, E], "bishopric": [0, E, E, E, E, E]}
    g = on(103, ("yellow", 5, 0), ("yellow", 5, 0), buildings=b, seats=[{"deniers": 0}, {}])
    g = group(g, 0, {"type": "card", "card": 103}, [1, 2])
    g = act(g, 0, {"type": "activate", "option": "palace"})
    g = act(g, 0, {"type": "activate", "option": "bishopric"})
    assert seat(g, 0)["deniers"] == 4 + 2


# --- cube cards ----------------------------------------------------------------------------------

@pytest.mark.parametrize("card,color", [(105, "yellow"), (106, "yellow"), (110, "white"),
                                        (111, "white"), (112, "white"), (113, "white"),
                                        (114, "white"), (115, "white")])
def test_cube_cards_put_one_cube_per_activation(card, color):
    """Delayed cards: each activation puts one own cube on the card."""
    g = on(card, (color, 6, 0), (color, 6, 0), (color, 6, 0))
    g = use(g, card, [1, 2, 3])
    expected = 18 // ACTIVITY[card]["divisor"]
    assert slot(g, card)["cubes"][0] == expected


def _cube(card, *dice_items, **spec):
    return make(activity=[{"card": card, "tradesmen": [0], "cubes": [1, 0]}],
                dice=dice(*dice_items, SPARE), **spec)


def test_blacksmith_adds_five_to_a_red_group():
    g = _cube(105, ("red", 4, 0), events=[{"card": 201}, {"card": 202}])
    g = act(g, 0, {"type": "event", "event": 202}, {"type": "die", "die": 1})
    assert {"type": "confirm"} not in GAME.actions(g, 0)
    g = act(g, 0, {"type": "cube", "card": 105}, {"type": "confirm"})
    assert g["events"]["row"][1]["cubes"] == [0] and slot(g, 105)["cubes"][0] == 0


def test_blacksmith_not_for_placing_in_the_palace():
    g = _cube(105, ("red", 4, 0))
    g = act(g, 0, {"type": "place"})
    assert "cube" not in {a["type"] for a in GAME.actions(g, 0)}


def test_militia_yellow_dice_act_as_red():
    g = _cube(106, ("yellow", 5, 0), events=[{"card": 201}])
    g = act(g, 0, {"type": "event", "event": 201})
    assert {"type": "die", "die": 1} not in GAME.actions(g, 0)
    g = act(g, 0, {"type": "cube", "card": 106}, {"type": "die", "die": 1}, {"type": "confirm"})
    assert g["events"]["row"][0]["cubes"] == [0]


def test_tithing_first_yellow_die_of_each_district_free():
    g = _cube(110, ("yellow", 4, 1), ("yellow", 4, 1), players=2,
              seats=[{"deniers": 0}, {"deniers": 0}])
    g = act(g, 0, {"type": "agriculture"}, {"type": "cube", "card": 110})
    g = act(g, 0, {"type": "die", "die": 1})
    assert {"type": "die", "die": 2} not in GAME.actions(g, 0)  # the second is not free
    g = act(g, 0, {"type": "confirm"})
    assert seat(g, 0)["deniers"] == 2 and seat(g, 1)["deniers"] == 0


def test_only_one_cube_per_action():
    g = make(activity=[{"card": 112, "tradesmen": [0], "cubes": [1, 0]},
                       {"card": 113, "tradesmen": [0], "cubes": [1, 0]}],
             dice=dice(("yellow", 3, 0), SPARE))
    g = act(g, 0, {"type": "agriculture"}, {"type": "cube", "card": 112})
    assert "cube" not in {a["type"] for a in GAME.actions(g, 0)}


def test_cubes_not_usable_against_black_dice():
    g = make(activity=[{"card": 105, "tradesmen": [0], "cubes": [1, 0]}], black=[6],
             dice=dice(("red", 1, 0), SPARE))
    assert "cube" not in {a["type"] for a in GAME.actions(g, 0)}


def test_no_hire_without_means_for_one_activation():
    """A hired tradesman must activate at least once: Artisan needs 1 influence."""
    g = on(101, ("yellow", 6, 0), tradesmen=(), seats=[{"influence": 0, "deniers": 9}, {}])
    assert {"type": "card", "card": 101} not in GAME.actions(g, 0)
    g = on(107, ("yellow", 6, 0), tradesmen=(), seats=[{"deniers": 5}, {}])
    assert {"type": "card", "card": 107} not in GAME.actions(g, 0)  # hire 3 + 3 to pay
    g = on(107, ("yellow", 6, 0), tradesmen=(), seats=[{"deniers": 6}, {}])
    assert {"type": "card", "card": 107} in GAME.actions(g, 0)


