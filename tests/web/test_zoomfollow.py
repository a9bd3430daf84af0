"""Where the board goes when a decision starts (web/js/ui/zoomfollow.js, issue 36): the zoom
that puts the most offered places on screen at a size a finger can hit, over their densest
cluster. Pure geometry, run by node on the module itself with made-up places on a 390x650
board (board units are CSS px at the whole board)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

MODULE = Path(__file__).resolve().parents[2] / "web" / "js" / "ui" / "zoomfollow.js"
W, H = 390, 650
FIT = {"scale": 1, "x": 0, "y": 0}
BOX = {"x": 0, "y": 0, "w": W, "h": H}

RUN = """
const { followView } = await import(%(module)s);
const cases = JSON.parse(process.argv[1]);
console.log(JSON.stringify(cases.map((c) => followView(c.regions, c.options))));
"""


def follow(*cases: tuple[list, dict]) -> list:
    """followView of each (regions, option overrides) on the 390x650 board, finger size 40,
    zoom 1..5, from the whole board."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is needed to import the front end's modules")
    data = [{"regions": regions, "options": {"w": W, "h": H, "now": FIT,
                                             "minPx": 40, "min": 1, "max": 5, **options}}
            for regions, options in cases]
    code = RUN % {"module": json.dumps(MODULE.as_uri())}
    done = subprocess.run([node, "--input-type=module", "-e", code, json.dumps(data)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def rect(x, y, w, h=None) -> dict:
    return {"x": x, "y": y, "w": w, "h": w if h is None else h}


def on_screen(r: dict, t: dict, box: dict = BOX) -> bool:
    """Whether board rectangle r lies whole in the canvas box under transform t."""
    x, y = r["x"] * t["scale"] + t["x"], r["y"] * t["scale"] + t["y"]
    w, h = r["w"] * t["scale"], r["h"] * t["scale"]
    return (x >= box["x"] - 0.5 and y >= box["y"] - 0.5 and x + w <= box["x"] + box["w"] + 0.5
            and y + h <= box["y"] + box["h"] + 0.5)


def test_big_enough_places_stay_on_the_whole_board_and_no_place_stays_put():
    big = [rect(10, 10, 50), rect(300, 580, 60)]
    zoomed = {"scale": 2, "x": -100, "y": -100}
    assert follow((big, {}), ([], {"now": zoomed}), (big, {"now": zoomed})) == [None, None, FIT]


def test_small_places_are_zoomed_to_forty_px_and_centred_on_their_cluster():
    dice = [rect(200 + 14 * i, 400, 12) for i in range(4)]
    far = [rect(20, 20, 12)]
    [t] = follow((dice + far, {}))
    assert t["scale"] == pytest.approx(40 / 12, abs=0.01)
    assert all(on_screen(d, t) for d in dice)
    assert not on_screen(far[0], t)
    middle = (200 + 200 + 14 * 3 + 12) / 2 * t["scale"] + t["x"]
    assert middle == pytest.approx(W / 2, abs=1)


def test_a_tiny_place_among_big_ones_does_not_zoom_the_board_away_from_them():
    """Pax Pamir's turn: ten 55-px cards and End turn 9 px high on the prompt bar; at the
    whole board ten places are big enough, zoomed to End turn one."""
    cards = [rect(20 + 60 * (i % 5), 100 + 70 * (i // 5), 55) for i in range(10)]
    end_turn = [rect(300, 630, 60, 9.4)]
    [t] = follow((cards + end_turn, {}))
    assert t is None  # already on the whole board
    [t] = follow((end_turn, {}))
    assert t["scale"] == pytest.approx(40 / 9.4, abs=0.01) and on_screen(end_turn[0], t)


def test_a_place_too_small_for_the_most_zoom_gets_the_most_zoom():
    [t] = follow(([rect(100, 100, 6)], {}))
    assert t["scale"] == 5 and on_screen(rect(100, 100, 6), t)


def test_many_small_places_show_the_densest_window_nearest_the_view():
    """Mexica's canal: a grid of 16-px cells wider than one screen at 2.5x; the answer holds
    as many whole cells as any window can, the one nearest the current view on ties."""
    cells = [rect(5 + 19 * c, 100 + 19 * r, 16) for c in range(20) for r in range(12)]
    left, right = follow((cells, {}), (cells, {"now": {"scale": 2.5, "x": -585, "y": -250}}))
    for t in (left, right):
        assert t["scale"] == pytest.approx(2.5)
        shown = sum(on_screen(c, t) for c in cells)
        assert shown >= 7 * 12
    assert left["x"] > right["x"]


def test_a_landscape_board_and_a_board_the_player_already_frames_well():
    """844x300 (a landscape phone with its bars): the places are reached as on a portrait
    board; a view that already shows as many places at that zoom stays put."""
    places = [rect(700 + 14 * i, 250, 12) for i in range(3)]
    [t] = follow((places, {"w": 844, "h": 300}))
    assert all(on_screen(p, t, {"x": 0, "y": 0, "w": 844, "h": 300}) for p in places)
    assert follow((places, {"w": 844, "h": 300, "now": t})) == [None]


def test_a_view_the_player_zoomed_in_stays_while_it_shows_every_place_at_its_goal():
    """Desktop (no finger size): a board zoomed 2x by the player over the offered places stays
    at the next decision; zoomed 3x, or with a place out of view, it goes back to the whole
    board."""
    places = [rect(100, 100, 30), rect(150, 200, 30)]
    desk = {"minPx": 0}
    two = {"scale": 2, "x": -100, "y": -100}
    three = {"scale": 3, "x": -200, "y": -200}
    away = {"scale": 2, "x": -390, "y": -650}
    assert follow((places, {**desk, "now": two}), (places, {**desk, "now": three}),
                  (places, {**desk, "now": away})) == [None, FIT, FIT]
