"""position(spec) validation, view redaction, resample_hidden, caps (rules text, "stock":
influence at most 20, at most 12 citizens per player)."""

from __future__ import annotations

import json

import pytest

from tablero.core.api import BadSpec
from tablero.core.texts import label_text
from tablero.games.troyes import GAME
from tablero.games.troyes.rules import gain

from .helpers import dice, group, make, seat


@pytest.mark.parametrize("spec,field", [
    ({"players": 5}, "players"),
    ({"players": 2, "colour": 1}, "spec.colour"),
    ({"players": 2, "dice": [{"color": "black", "value": 1, "owner": 0}]}, "spec.dice[0].color"),
    ({"players": 2, "dice": [{"color": "red", "value": 7, "owner": 0}]}, "spec.dice[0].value"),
    ({"players": 2, "dice": [{"color": "red", "value": 1, "owner": 2}]}, "spec.dice[0].owner"),
    ({"players": 2, "buildings": {"palace": [0] * 5}}, "spec.buildings.palace"),
    ({"players": 2, "seats": [{"influence": 21}, {}]}, "spec.seats[0].influence"),
    ({"players": 2, "seats": [{}]}, "spec.seats"),
    ({"players": 2, "seats": [{"characters": [999]}, {}]}, "spec.seats[0].characters"),
    ({"players": 2, "activity": [{"card": 5}]}, "spec.activity[0].card"),
    ({"players": 2, "events": [{"card": 202, "cubes": [0, 0, 0]}]}, "spec.events[0].cubes"),
    ({"players": 2, "round": 9}, "spec.round"),
    ({"players": 2, "seats": [{"supply": 13}, {}]}, "spec.seats[0]"),
    ({"players": 2, "buildings": {"palace": [-1] * 6, "cityhall": [-1] * 6}},
     "spec.buildings"),
    ("nonsense", "spec"),
])
def test_bad_specs_name_the_field(spec, field):
    with pytest.raises(BadSpec) as err:
        GAME.position(spec)
    assert field in err.value.message


def test_influence_is_capped_at_twenty():
    g = make(seats=[{"influence": 19}, {}], dice=dice(("white", 6, 0), ("red", 1, 1)))
    g = group(g, 0, {"type": "cathedral"}, [1])
    assert seat(g, 0)["influence"] == 20
    assert gain(g, 0, "influence", 5) == 0


def test_citizens_total_twelve_per_player():
    from tablero.games.troyes.invariants import citizens_of

    g = make(buildings={"palace": [0, 0, 1, None, None, None]})
    assert citizens_of(g, 0) == 12 and citizens_of(g, 1) == 12
    GAME.check_invariants(g)


def test_recruit_costs_two_influence_and_stops_at_twelve():
    """Reference board.md (S3): 2 influence bring a citizen from the general supply."""
    g = make(seats=[{"influence": 2}, {}], dice=dice(("red", 1, 0)))
    reserve = seat(g, 0)["reserve"]
    g = GAME.apply(g, 0, {"type": "recruit"})
    assert seat(g, 0)["reserve"] == reserve - 1 and seat(g, 0)["influence"] == 0
    g = make(seats=[{"influence": 5, "supply": 12}, {}], dice=dice(("red", 1, 0)))
    assert {"type": "recruit"} not in GAME.actions(g, 0)


def test_view_hides_face_down_cards_and_others_characters():
    g = GAME.setup(4, 3, {})
    v = GAME.view(g, 0)
    assert all(a["card"] is None for a in v["activity"])
    assert v["seats"][0]["characters"] == g["seats"][0]["characters"]
    assert v["seats"][1]["characters"] is None and v["seats"][1]["character_count"] == 1
    text = json.dumps(v)
    assert '"rng"' not in text and '"stack"' not in text
    assert v["events"]["decks"] == {"red": 5, "white": 4, "yellow": 4}


def test_view_marks_provisional_numbers():
    g = make(dice=dice(("red", 1, 0)))
    v = GAME.view(g, 0)
    assert {"activity_cards", "cityhall_rows"} <= set(v["provisional"])
    shown = [a for a in v["activity"] if a["card"]]
    assert shown and all(a["provisional"] for a in shown)
    assert all(e["provisional"] for e in v["events"]["row"])


@pytest.mark.parametrize("seat_", [0, 1, 2, None])
def test_resample_hidden_keeps_the_view(seat_):
    g = GAME.setup(11, 3, {})
    for seed in range(5):
        r = GAME.resample_hidden(g, seat_, seed)
        assert GAME.view(r, seat_) == GAME.view(g, seat_)
        GAME.check_invariants(r)


def test_describe_labels():
    g = make(dice=dice(("red", 1, 0)))
    labels = [label_text(GAME, g, a) for a in GAME.actions(g, 0)]
    assert "Pass" in labels and all(isinstance(x, str) and x for x in labels)


def test_documented_examples_build():
    """docs/positions-troyes.md: every JSON example is a valid position."""
    import pathlib
    import re

    doc = pathlib.Path(__file__).parents[3] / "docs" / "positions-troyes.md"
    blocks = re.findall(r"```json\n(.*?)```", doc.read_text(), re.S)
    assert len(blocks) >= 4
    for block in blocks:
        GAME.check_invariants(GAME.position(json.loads(block)))
