"""position(spec) validation (docs/positions-mexica.md) and the view's shape."""

from __future__ import annotations

import json

import pytest

from tablero.core.api import BadSpec
from tablero.core.texts import label_text
from tablero.games.mexica import GAME
from tablero.games.mexica.texts import LOG

from .helpers import act, cell, pos, rc


def test_doc_example_founds_as_described():
    spec = {"players": 3, "canals": [[[1, 9], [1, 10]], [[2, 6], [2, 7]], [[2, 8]]],
            "pilli": [[1, 6], [1, 7], [7, 9]], "display": [3, 5, 8]}
    g = act(GAME.position(spec), 0, {"type": "found"}, cell(1, 8))
    assert g["score"] == [2, 1, 0]


@pytest.mark.parametrize("spec, field", [
    ({"players": 5}, "players"),
    ({"players": 3, "colour": 1}, "spec.colour"),
    ({"players": 3, "canals": [[[7, 8]]]}, "spec.canals[0]"),
    ({"players": 3, "canals": [[[3, 3], [5, 5]]]}, "spec.canals[0]"),
    ({"players": 3, "canals": [[[3, 3], "x"]]}, "spec.canals[0][1]"),
    ({"players": 3, "bridges": [[[3, 3], "ns"]]}, "spec.bridges[0]"),
    ({"players": 3, "temples": [[[[3, 3], 4], [[3, 4], 4]], [], []]}, "spec.temples[0][1]"),
    ({"players": 3, "temples": [[[[7, 8], 1]], [], []]}, "spec.temples[0][0]"),
    ({"players": 3, "neutral": [[[3, 3], 1]]}, "spec.neutral"),
    ({"players": 3, "districts": [{"at": [3, 3], "size": 3}]}, "spec.districts[0]"),
    ({"players": 3, "display": [14]}, "spec.display[0]"),
    ({"players": 3, "display": [3, 3, 3]}, "spec.display[2]"),
    ({"players": 3, "pilli": [[3, 3], [3, 3], [7, 7]]}, "spec: inconsistent"),
    ({"players": 3, "markers": [5, 5, 5]}, "spec: inconsistent"),
    ({"players": 3, "turn": 3}, "spec.turn"),
    ({"players": 3, "ap": -1}, "spec.ap"),
    ("nonsense", "spec"),
])
def test_bad_specs_name_the_field(spec, field):
    with pytest.raises(BadSpec) as err:
        GAME.position(spec)
    assert field in err.value.message


def test_bad_options_and_players_for_new_game():
    with pytest.raises(BadSpec):
        GAME.setup(1, 1, {})
    with pytest.raises(BadSpec):
        GAME.setup(1, 3, {"variant": True})


def test_view_shape_is_public_json():
    g = pos(canals=[[[3, 3]]], bridges=[[[3, 3], "ns"]], temples=[[[[5, 5], 2]], [], []])
    view = GAME.view(g, 1)
    assert json.loads(json.dumps(view)) == view
    assert "rng" not in view and "stack" not in view
    assert view["seat"] == 1 and view["turn"] == 0 and view["stage"] == "turn"
    assert view["temples"][0] == [{"cell": rc(5, 5), "level": 2}]
    assert view["temples_left"][0] == [1, 1, 1, 2, 2, 3, 3, 4]
    assert view["bridges"] == [[rc(3, 3), "ns"]] and view["bridge_supply"] == 10
    assert view["reserve_count"] == 7 and len(view["display"]) == 8
    assert sum(r["size"] for r in view["regions"]) == 191
    assert GAME.view(g, None)["seat"] is None


def test_view_pending_shows_the_half_done_action():
    g = act(pos(), 0, {"type": "canal"}, cell(3, 3))
    view = GAME.view(g, 0)
    assert view["stage"] == "canal_end" and view["pending"] == {"first": rc(3, 3)}


def test_describe_labels():
    g = pos()
    assert label_text(GAME, g, {"type": "canal"}) == "Lay a canal (1 AP)"
    g = act(g, 0, {"type": "move"})
    assert label_text(GAME, g, cell(3, 3, cost=5)) == "Teleport, 5 AP: r3c3"


def test_log_texts_render():
    g = act(pos(), 0, {"type": "canal"}, cell(3, 3), {"type": "single"})
    entry = g["log"][-1]
    text = LOG["en"][entry["msg"]].format(**{**entry, "seat": "Player 1"})
    assert text == "Player 1 lays a canal on r3c3."


def test_canal_preview_shows_the_district_a_tile_would_close():
    """Table hover: the district a canal would close (closing D3 with its last tile)."""
    g = pos(canals=[[[1, 9], [1, 10]], [[2, 6], [2, 7]]])
    g = act(g, 0, {"type": "canal"}, cell(2, 8))
    preview = {tuple(p["tile"]): p["regions"] for p in GAME.view(g, 0)["canal_preview"]}
    assert [r["size"] for r in preview[(rc(2, 8),)]] == [3, 184]
    assert preview[(rc(2, 8),)][0]["cells"] == [rc(1, 6), rc(1, 7), rc(1, 8)]
