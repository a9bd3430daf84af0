"""Troyes' export fields refused by name when nonsense (issue 31): the event decks' order,
a die's id, the next die, the placement order and the faced event the export writes, checked
like every other field (tests/engine/test_position_export.py: the export of every game)."""

from __future__ import annotations

import pytest

from tablero.games.troyes import GAME

from .. import refused_naming

EXPORT_FIELDS = [
    ({"players": 3, "decks": {"red": [210]}}, "spec.decks.red"),
    ({"players": 3, "decks": {"blue": []}}, "spec.decks.blue"),
    ({"players": 3, "black": [4], "turn": 1, "faced": 3}, "spec.faced"),
    ({"players": 3, "dice": [{"color": "red", "value": 2, "owner": 0, "id": 4},
                             {"color": "red", "value": 3, "owner": 0, "id": 4}]},
     "spec.dice"),
    ({"players": 3, "dice": [{"color": "red", "value": 2, "owner": 0, "id": 4}],
      "next_die": 2}, "spec.next_die"),
    ({"players": 3, "placement": [1], "turn": 0}, "spec.placement"),
    ({"players": 3, "placement": [0, "x"]}, "spec.placement"),
    ({"players": 3, "seats": [{"characters": [None] * 20}, {}, {}]},
     "spec.seats[0].characters"),
]


@pytest.mark.parametrize(("spec", "field"), EXPORT_FIELDS)
def test_the_export_fields_refuse_nonsense_by_name(spec, field):
    refused_naming(GAME, spec, field)
