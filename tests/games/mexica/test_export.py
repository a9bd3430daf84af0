"""Mexica's export (issue 31): the Pilli placements, a decision's steps since its start and
the scorings written, refused by name when nonsense; the setup's own choices described as a
position (tests/engine/test_position_export.py: the export of every game)."""

from __future__ import annotations

import json

import pytest

from tablero import bridge
from tablero.games.mexica import GAME

from .. import refused_naming

EXPORT_FIELDS = [
    ({"players": 3, "pilli": [[0, 5], None, [3, 0]]}, "spec.pilli"),
    ({"players": 3, "then": [[1, {"type": "pass"}]]}, "spec.then[0]"),
    ({"players": 3, "scorings": [{"period": 1}]}, "spec.scorings[0]"),
    ({"players": 3, "scorings": [{"period": 1, "areas": [{"x": 1}], "palace": [],
                                  "score": [0, 0, 0]}]}, "spec.scorings"),
]


@pytest.mark.parametrize(("spec", "field"), EXPORT_FIELDS)
def test_the_export_fields_refuse_nonsense_by_name(spec, field):
    refused_naming(GAME, spec, field)


def test_the_setup_choices_are_positions_of_their_own():
    """Issue 31: the Pilli still to place at the start are described as such (a setup choice
    is a position of its own, not a decision in progress)."""
    bridge.reset()
    new = json.loads(bridge.handle(json.dumps({"cmd": "new", "game": "mexica", "players": 3,
                                               "seed": 2})))
    answer = json.loads(bridge.handle(json.dumps({"cmd": "describe_position",
                                                  "match": new["match"]})))
    assert answer["spec"]["pilli"] == [None, None, None]
    bridge.reset()
