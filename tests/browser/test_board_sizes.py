"""Every game's board in the phone table's board box (issue 36): portrait 390 x 600 (360 x 470
on a 360 x 640 phone) and landscape 844 x 260, besides the app's desktop and tablet boards.

How overlaps are found: the test page wraps the canvas's fillText and strokeText
(``pages/text-boxes.js``), so every text any renderer draws is recorded as the box of its ink
(measureText's actual bounding box, after maxWidth's squeeze and the canvas transform), without
a line in the renderers for the tests. Two texts whose boxes cross by more than a pixel both
ways print over each other; a box past the canvas's edge is cut. Views come from random games
of the CPython engine (the seat to act, so its choices are drawn), at several points of a game
and at its end, with the most and the fewest players and in two languages.
"""

from __future__ import annotations

from functools import cache

import pytest

from tablero.games import GAMES

from .board_probe import PHONE_SIZES, draw, open_board, outside, overlaps, views_along

SIZES = PHONE_SIZES + ((1000, 640), (768, 900))
# The steps of a random game at which the board is looked at, with the most seats and with two
# (the last step runs to the end of the game, however long the game).
FULL_TABLE_STEPS = (0, 20, 60, 120, 10_000)
TWO_SEAT_STEPS = (5, 40, 10_000)


def plays(game: str) -> tuple:
    """(players, steps) pairs a game's board is checked at."""
    return ((GAMES[game].max_players, FULL_TABLE_STEPS), (2, TWO_SEAT_STEPS))


@cache
def game_views(game: str) -> tuple:
    """(label, view, lang) of the boards a game is checked on."""
    out = []
    for players, steps in plays(game):
        for lang, seed in (("en", 3), ("es", 8)):
            for view in views_along(game, players, seed, steps, lang=lang):
                out.append((f"{players}p step {view['step']} {lang}", view, lang))
    return tuple(out)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_text_prints_over_another_or_leaves_the_board(page, site_url, game):
    open_board(page, site_url)
    problems = []
    for label, view, lang in game_views(game):
        for w, h in SIZES:
            got = draw(page, game, view, w, h, lang)
            assert got["texts"], (game, label, w, h)
            for pair in overlaps(got["texts"]):
                problems.append(f"{label} at {w}x{h}: {pair}")
            for cut in outside(got["texts"], w, h):
                problems.append(f"{label} at {w}x{h}: cut {cut!r}")
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("game", sorted(GAMES))
def test_offered_places_and_areas_lie_on_the_board(page, site_url, game):
    """At every phone size each offered region is inside the board, and the renderer's areas
    (the rects a hand or players sheet enlarges) are inside it and not empty."""
    open_board(page, site_url)
    for label, view, lang in game_views(game)[:4]:
        for w, h in PHONE_SIZES:
            got = draw(page, game, view, w, h, lang)
            for r in got["regions"]:
                assert r["x"] >= -1 and r["y"] >= -1, (label, w, h, r)
                assert r["x"] + r["w"] <= w + 1 and r["y"] + r["h"] <= h + 1, (label, w, h, r)
            for name, r in got["areas"].items():
                assert name in ("hand", "players"), name
                assert r["w"] > 20 and r["h"] > 20, (label, name, r)
                assert r["x"] >= 0 and r["y"] >= 0, (label, name, r)
                assert r["x"] + r["w"] <= w + 0.5 and r["y"] + r["h"] <= h + 0.5, (label, name, r)


def prompt_drawn(view: dict) -> bool:
    """Whether the board's prompt line shows view["prompt"]: Troyes shows the open dice
    choice's summary instead while the shown seat picks dice."""
    sel = view.get("selection")
    return not (sel and sel.get("seat") == view["seat"])


@pytest.mark.parametrize("game", ["pyramids", "troyes"])
def test_the_prompt_is_on_the_board_whole(page, site_url, game):
    """Pyramids draws the decision's prompt on its board as the other games do, and Troyes'
    prompt wraps rather than being cut (issue 36): each of its words is in a text drawn, at
    every phone size."""
    open_board(page, site_url)
    checked = 0
    for label, view, lang in game_views(game):
        if view["result"] or not view["actions"] or not prompt_drawn(view):
            continue
        for w, h in PHONE_SIZES:
            got = draw(page, game, view, w, h, lang)
            drawn = " ".join(t["text"] for t in got["texts"]).split()
            missing = [word for word in view["prompt"].split() if word not in drawn]
            assert not missing, (label, w, h, view["prompt"], missing)
            checked += 1
    assert checked >= 6, checked
