"""position(spec) (docs/positions-paxpamir.md): defaults, and nonsense refused by field."""

from __future__ import annotations

import json
import pathlib
import re

import pytest

from tablero.core.api import BadSpec
from tablero.games.paxpamir import GAME


def test_minimal_position_defaults_a_full_table():
    g = GAME.position({"players": 4, "loyalty": ["afghan", "british", "russian", "afghan"]})
    GAME.check_invariants(g)
    assert all(c is not None for row in g["market"] for c in row)
    assert sum(c in (101, 102, 103, 104) for c in g["deck"]) == 4
    assert GAME.active(g) == [0] and g["rupees"] == [4] * 4
    assert json.loads(json.dumps(g)) == g


def test_full_position_round_trip_fields():
    spec = {
        "players": 3, "turn": 2, "actions": 1, "favored": "military",
        "loyalty": ["british", "russian", "afghan"], "rupees": [1, 2, 3], "vp": [4, 5, 6],
        "market": [[9, None, 11], [20]], "market_rupees": [[0, 2, 1], [3]],
        "deck": [30, 101], "hands": [[12], [], [13]], "courts": [[5], [1], [3]],
        "prizes": [[], [2], []], "discard": [116], "gifts": [[2], [], [4, 6]],
        "tribes": {"kabul": [1, 0, 2]}, "armies": {"kabul": {"afghan": 2}},
        "roads": {"herat_kabul": {"british": 1}}, "spies": {"1": [1, 0, 1]},
        "events": [{"card": 107, "effect": "courtly_manners", "seat": 0}],
    }
    g = GAME.position(spec)
    GAME.check_invariants(g)
    assert g["turn"]["seat"] == 2 and GAME.active(g) == [2]
    assert g["market_rupees"][0][:3] == [0, 2, 1] and g["cylinders"][0].count(1) == 1
    assert len(g["removed"]) == 116 - 13
    v = GAME.view(g, 2)
    assert v["seats"][2]["gifts"] == [402, 403] and v["rulers"]["204"] == 2


@pytest.mark.parametrize("patch, field", [
    ({"players": 7}, "players"),
    ({"loyalty": ["british", "french", "afghan"]}, "loyalty[1]"),
    ({"favored": "religion"}, "favored"),
    ({"hands": [[999], [], []]}, "hands[0][0]"),
    ({"hands": [[9], [9], []]}, "cards"),
    ({"courts": [[], [20], []]}, "courts[1]"),
    ({"tribes": {"atlantis": [1, 0, 0]}}, "tribes.atlantis"),
    ({"armies": {"kabul": {"french": 1}}}, "armies.kabul"),
    ({"armies": {"kabul": {"british": 13}}}, "armies.kabul.british"),
    ({"spies": {"5": [1, 0, 0]}}, "spies.5"),
    ({"gifts": [[3], [], []]}, "gifts[0]"),
    ({"rupees": [-1, 0, 0]}, "rupees[0]"),
    ({"turn": 3}, "turn"),
    ({"colour": "red"}, "colour"),
    ({"events": [{"card": 107, "effect": "rumor"}]}, "events[0]"),
])
def test_nonsense_is_refused_naming_the_field(patch, field):
    spec = {"players": 3, "loyalty": ["british", "russian", "afghan"], **patch}
    with pytest.raises(BadSpec) as err:
        GAME.position(spec)
    assert f"spec.{field}" in str(err.value)


def test_documented_examples_are_valid_positions():
    """Every JSON example of docs/positions-paxpamir.md builds a valid position."""
    doc = pathlib.Path(__file__).parents[3] / "docs" / "positions-paxpamir.md"
    blocks = re.findall(r"```json\n(.*?)```", doc.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 3
    for block in blocks:
        GAME.check_invariants(GAME.position(json.loads(block)))
