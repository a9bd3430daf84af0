"""Phase 4 actions: cathedral, agriculture, placing a citizen (rules text: "building the
cathedral", "agriculture", "placing a citizen on a building")."""

from __future__ import annotations

from tablero.games.troyes import GAME

from .helpers import act, dice, group, make, seat, top

E = None


def test_cathedral_white_dice_only():
    g = make(dice=dice(("yellow", 2, 0), ("white", 2, 0)))
    g = act(g, 0, {"type": "cathedral"})
    offered = {a.get("die") for a in GAME.actions(g, 0)}
    assert 1 not in offered and 2 in offered


def test_cathedral_points_and_influence():
    """Rules text: per cube 1 VP and 1 influence (values 1-3) or 2 influence (4-6)."""
    g = make(dice=dice(("white", 2, 0), ("white", 5, 0), ("white", 5, 0), ("red", 1, 1)))
    g = group(g, 0, {"type": "cathedral"}, [1, 2, 3])
    assert seat(g, 0)["vp"] == 3
    assert seat(g, 0)["influence"] == 4 + 1 + 2 + 2
    assert g["cathedral"][0][1] == 0 and g["cathedral"][0][4] == 0 and g["cathedral"][1][4] == 0


def test_cathedral_bottom_level_first_and_full_column_unusable():
    """Rules text: cubes go bottom level first; a value with three full levels is closed."""
    cath = [[E, E, E, E, E, 1], [E, E, E, E, E, 1], [E, E, E, E, E, 1]]
    g = make(cathedral=cath, dice=dice(("white", 6, 0), ("white", 3, 0), ("white", 3, 0),
                                       ("white", 3, 0), ("white", 3, 0), ("red", 1, 1)))
    g = act(g, 0, {"type": "cathedral"})
    offered = {a.get("die") for a in GAME.actions(g, 0)}
    assert 1 not in offered
    g = act(g, 0, {"type": "die", "die": 2}, {"type": "die", "die": 3}, {"type": "die", "die": 4})
    g = act(g, 0, {"type": "confirm"})
    assert [g["cathedral"][lv][2] for lv in range(3)] == [0, 0, 0]


def test_agriculture_half_the_pips_rounded_down():
    """Rules text: yellow dice only; floor(sum / 2) deniers."""
    g = make(dice=dice(("yellow", 3, 0), ("yellow", 4, 0), ("white", 6, 0), ("red", 1, 1)),
             seats=[{"deniers": 0}, {}])
    g = act(g, 0, {"type": "agriculture"})
    assert {"type": "die", "die": 3} not in GAME.actions(g, 0)
    g = act(g, 0, {"type": "die", "die": 1}, {"type": "die", "die": 2}, {"type": "confirm"})
    assert seat(g, 0)["deniers"] == 3


def test_bishopric_row_pushes_right_and_last_lies_down():
    """Rules text: the newcomer takes the row's left space, the others move right, the one
    pushed off lies on the picture (Bishopric rows 1-2 / 3-4 / 5-6, board.md)."""
    g = make(buildings={"bishopric": [1, 1, E, E, E, E]}, seats=[{"supply": 2}, {}],
             dice=dice(("white", 2, 0), ("red", 1, 1)))
    g = group(g, 0, {"type": "place"}, [1])
    assert g["buildings"]["bishopric"][:2] == [0, 1]
    assert g["lying"]["bishopric"] == [1]
    assert seat(g, 0)["supply"] == 1


def test_row_with_a_gap_pushes_nobody_out():
    g = make(buildings={"cityhall": [1, E, 1, E, E, E]}, dice=dice(("yellow", 3, 0),
                                                                  ("red", 1, 1)))
    g = group(g, 0, {"type": "place"}, [1])
    assert g["buildings"]["cityhall"][:3] == [0, 1, 1]
    assert g["lying"]["cityhall"] == []


def test_palace_space_evicts_its_occupant():
    """Rules text: in the Palace the citizen goes on the die's space and evicts its occupant."""
    g = make(buildings={"palace": [E, E, E, 1, E, E]}, dice=dice(("red", 4, 0), ("red", 1, 1)))
    g = group(g, 0, {"type": "place"}, [1])
    assert g["buildings"]["palace"][3] == 0 and g["lying"]["palace"] == [1]


def test_no_second_citizen_of_a_player_pushed_out_this_round():
    """Rules text: with one citizen of a player already lying on a building, no placement
    there may push out a second one of that player."""
    g = make(buildings={"palace": [E, E, E, 1, E, E]}, lying={"palace": [1]},
             dice=dice(("red", 4, 0), ("red", 5, 0), ("red", 1, 1)))
    g = act(g, 0, {"type": "place"})
    offered = {a.get("die") for a in GAME.actions(g, 0)}
    assert 1 not in offered and 2 in offered


def test_placing_needs_a_citizen_in_supply_and_one_die():
    g = make(seats=[{"supply": 0}, {}], dice=dice(("red", 4, 0), ("red", 1, 1)))
    assert "place" not in {a["type"] for a in GAME.actions(g, 0)}
    g = make(seats=[{"supply": 1}, {}], dice=dice(("red", 4, 0), ("red", 3, 0)))
    g = act(g, 0, {"type": "place"}, {"type": "die", "die": 1})
    assert "die" not in {a["type"] for a in GAME.actions(g, 0)}


def test_lying_citizens_return_at_round_end():
    g = make(buildings={"palace": [E, E, E, 1, E, E]}, seats=[{}, {"supply": 0}],
             dice=dice(("red", 4, 0)))
    g = group(g, 0, {"type": "place"}, [1])
    assert g["round"] == 2 and seat(g, 1)["supply"] == 1 and g["lying"]["palace"] == []
    assert top(g)["state"] in ("counter", "turn")
