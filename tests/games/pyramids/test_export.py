"""Pyramids' export fields refused by name when nonsense (issue 31): a taken quarry pair's
cards and a hand's hidden cards as the export writes them, checked like every other field
(tests/engine/test_position_export.py: the export of every game)."""

from __future__ import annotations

import pytest

from tablero.games.pyramids import GAME

from .. import refused_naming

EXPORT_FIELDS = [
    ({"players": 3, "phase": "build", "seats": [{"god": 1, "pyramid": ["P001"]},
                                                {"god": 2}, {"god": 3}],
      "quarry": [{"taken_by": 0, "took": ["P001"]}, ["P002", "P003"],
                 ["P004", "P005"]]}, "spec.quarry[0].took"),
    ({"players": 3, "phase": "gods", "seats": [{"hand": [None, 7]}, {}, {}]},
     "spec.seats[0].hand[1]"),
]


@pytest.mark.parametrize(("spec", "field"), EXPORT_FIELDS)
def test_the_export_fields_refuse_nonsense_by_name(spec, field):
    refused_naming(GAME, spec, field)
