"""position(spec): the examples of docs/positions-pyramids.md, and refusals naming the field."""

from __future__ import annotations

import json
import pathlib
import re

import pytest

from tablero.core.api import BadSpec
from tablero.games.pyramids import GAME
from tablero.games.pyramids import cards as cards_module

from .helpers import top

DOC = pathlib.Path(__file__).resolve().parents[3] / "docs" / "positions-pyramids.md"


def doc_examples() -> list:
    return [json.loads(m) for m in re.findall(r"```json\n(.*?)```", DOC.read_text(), re.S)]


def test_doc_has_examples():
    assert len(doc_examples()) >= 5


@pytest.mark.parametrize("n", range(5))
def test_doc_examples_build_consistent_states(n):
    spec = doc_examples()[n]
    g = GAME.position(spec)
    GAME.check_invariants(g)
    assert json.loads(json.dumps(g)) == g
    assert g == GAME.position(json.loads(json.dumps(spec))), "positions are deterministic"


def test_doc_new_game_example():
    g = GAME.position(doc_examples()[0])
    assert GAME.active(g) == [0] and g["phase"] == "gods"
    assert len(g["quarry"]) == 3 and len(g["deck"]) == 105 - 3 - 6


def test_doc_building_example():
    g = GAME.position(doc_examples()[1])
    assert GAME.active(g) == [2] and top(g)["state"] == "build"
    assert g["turn_order"] == [1, 2, 0] and g["seats"][1]["built"] == ["pyramid"]
    assert {a["card"] for a in GAME.actions(g, 2)} == {"P015", "P016", "P017"}


def test_doc_sideways_pyramid_example():
    g = GAME.position(doc_examples()[2])
    slots = {(p["level"], p["slot"]) for p in g["seats"][0]["pyramid"]}
    assert slots == {(0, 0), (0, -1), (1, -1)}


def test_doc_keep_example():
    g = GAME.position(doc_examples()[3])
    assert GAME.active(g) == [3] and top(g)["left"] == [1]


def test_doc_final_example_scores_the_worked_pyramid():
    g = GAME.position(doc_examples()[4])
    res = GAME.result(g)
    if cards_module.DECK_PROVENANCE == "SYNTHETIC_PLACEHOLDER":
        assert res["breakdown"][0]["pyramid"]["points"] == 22
    assert res["breakdown"][1]["tomb"]["points"] >= 0 and GAME.active(g) == []


def test_slots_are_shifted_to_hold_slot_0():
    spec = {"players": 2, "round": 3,
            "seats": [{"pyramid": [{"level": 0, "slot": 5, "card": "P001"},
                                   {"level": 0, "slot": 6, "card": "P002"}]}, {}]}
    with pytest.raises(BadSpec, match=r"seats\[1\].pyramid"):
        GAME.position(spec)
    spec["seats"][1] = {"pyramid": ["P003", "P004"]}
    g = GAME.position(spec)
    assert [p["slot"] for p in g["seats"][0]["pyramid"]] == [0, 1]


BAD = [
    ({"players": 7}, "spec.players"),
    ({}, "spec.players"),
    ({"players": 3, "colour": 1}, "spec.colour"),
    ({"players": 3, "round": 11}, "spec.round"),
    ({"players": 3, "phase": "war"}, "spec.phase"),
    ({"players": 3, "first_player": 3}, "spec.first_player"),
    ({"players": 3, "set_aside": 2}, "spec.set_aside"),
    ({"players": 2, "set_aside": 5}, "spec.set_aside"),
    ({"players": 3, "seats": [{}, {}]}, "spec.seats"),
    ({"players": 3, "seats": [{"hand": ["P999"]}, {}, {}]}, r"spec.seats\[0\].hand\[0\]"),
    ({"players": 3, "seats": [{"hand": ["P001"]}, {"hand": ["P001"]}, {}]}, "P001 appears twice"),
    ({"players": 3, "seats": [{"pyramid": ["P001"]}, {}, {}]}, r"spec.seats\[0\].pyramid"),
    ({"players": 3, "round": 2, "seats": [{"pyramid": [
        {"level": 0, "slot": 0, "card": "P001"}, {"level": 1, "slot": 0, "card": "P002"}]},
        {}, {}]}, r"spec.seats\[0\].pyramid: level 1 slot 0 lacks"),
    ({"players": 3, "seats": [{"god": 6}, {}, {}]}, r"spec.seats\[0\].god"),
    ({"players": 3, "seats": [{}, {"god": 1}, {}]}, "clockwise"),
    ({"players": 3, "seats": [{"god": 1}, {"god": 1}, {}]}, "same god"),
    ({"players": 3, "seats": [{"hand": ["P001", "P002"]}, {}, {}]}, r"seats\[0\].hand"),
    ({"players": 3, "seats": [{"wings": 2}, {}, {}]}, r"spec.seats\[0\].wings"),
    ({"players": 3, "phase": "build"}, "every seat holds a god"),
    ({"players": 3, "phase": "keep"}, r"spec.seats\[0\].pyramid: 0 cards"),
    ({"players": 2, "phase": "keep", "seats": [{"pyramid": ["P001"]}, {"pyramid": ["P002"]}]},
     "keep needs a seat"),
    ({"players": 3, "phase": "keep", "round": 10}, "spec.round"),
    ({"players": 3, "step": "build"}, "spec.step"),
    ({"players": 3, "phase": "build", "seats": [{"god": 1}, {"god": 2}, {"god": 3}],
      "turn": 2}, r"spec.seats\[0\].pyramid"),
    ({"players": 3, "phase": "build", "seats": [{"god": 1}, {"god": 2}, {"god": 3}],
      "quarry": [["P001", "P002"]]}, "spec.quarry"),
    ({"players": 3, "phase": "build", "seats": [{"god": 1}, {"god": 2}, {"god": 3}],
      "quarry": [{"taken_by": 1}, ["P001", "P002"], ["P003", "P004"]]}, "spec.quarry"),
    ({"players": 3, "phase": "build", "step": "build", "selected": "P050",
      "seats": [{"god": 1, "hand": ["P001", "P002"]}, {"god": 2}, {"god": 3}]},
     "spec.selected"),
    ({"players": 3, "phase": "build", "step": "build",
      "seats": [{"god": 2, "hand": ["P001"], "built": ["obelisk"]}, {"god": 1,
                "pyramid": ["P002"]}, {"god": 3}]}, r"seats\[0\].built"),
    ({"players": 3, "phase": "build", "step": "build",
      "seats": [{"god": 1, "hand": ["P001"]}, {"god": 2}, {"god": 3}]}, r"seats\[0\].hand"),
    ({"players": 3, "phase": "keep", "seats": [
        {"god": 1, "pyramid": ["P001"], "hand": ["P002", "P003"], "built": ["pyramid"]},
        {"god": 4, "pyramid": ["P005"], "built": ["pyramid", "obelisk", "tomb"],
         "hand": ["P006"]}, {"god": 3, "pyramid": ["P007"]}]}, r"seats\[1\].hand"),
    ({"players": 4, "phase": "keep", "seats": [
        {"god": 1, "pyramid": ["P001"], "hand": ["P002", "P003"]},
        {"god": 4, "pyramid": ["P005"], "built": ["pyramid", "obelisk", "tomb"]},
        {"god": 3, "pyramid": ["P007"]}, {"god": 2, "pyramid": ["P008"]}]}, r"seats\[1\].built"),
    ({"players": 5, "box": [f"P{n:03}" for n in range(1, 30)]}, "cards left in the deck"),
    ({"players": 2, "phase": "over"}, r"spec.seats\[0\].pyramid"),
    ("players", "spec: must be a JSON object"),
]


@pytest.mark.parametrize("spec, field", BAD)
def test_nonsense_is_refused_naming_the_field(spec, field):
    with pytest.raises(BadSpec, match=field):
        GAME.position(spec)


JUNK = [None, True, 1.0, -1, 99, "x", "P001", [], [1], ["P001"], {}, {"a": 1}, [[1, 2]]]


def _mutations(spec, path=()):
    """Every spec with one field (at any depth) replaced by a junk value."""
    items = spec.items() if isinstance(spec, dict) else enumerate(spec)
    for key, value in items:
        for junk in JUNK:
            yield path + (key,), junk
        if isinstance(value, (dict, list)):
            yield from _mutations(value, path + (key,))


def _replace(spec, path, junk):
    spec = json.loads(json.dumps(spec))
    node = spec
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = junk
    return spec


@pytest.mark.parametrize("n", range(5))
def test_junk_in_any_field_is_refused_or_consistent(n):
    """Malformed specs never crash: BadSpec, or a state that keeps every invariant."""
    spec = doc_examples()[n]
    for path, junk in _mutations(spec):
        bad = _replace(spec, path, junk)
        try:
            g = GAME.position(bad)
        except BadSpec:
            continue
        GAME.check_invariants(g)
        assert json.loads(json.dumps(g)) == g, f"{path} = {junk!r}"
        assert "1.0" not in json.dumps(g), f"{path} = {junk!r} left a float in the state"
