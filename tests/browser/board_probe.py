"""A game's board drawn at a chosen canvas size, and what it drew (issue 36).

The views come from the CPython engine (random bots from a seed, the view of the seat to act,
so its choices are on the board); the test page ``/__test__/board.html`` draws one with the
game's renderer on a canvas of w x h CSS px and answers every text box (the page wraps the
canvas's fillText: ``pages/text-boxes.js``), the offered regions, the places and the
renderer's areas. No engine runs in the page: a probe takes a few milliseconds.

The sizes a board must hold (issue 36): the phone table's board box in portrait (390 x 600,
and 360 x 470 on a 360 x 640 phone) and in landscape (844 x 260), besides the app's own.
"""

from __future__ import annotations

import json
from functools import cache

from tablero import bridge

PHONE_PORTRAIT = (390, 600)
SMALL_PORTRAIT = (360, 470)
PHONE_LANDSCAPE = (844, 260)
PHONE_SIZES = (PHONE_PORTRAIT, SMALL_PORTRAIT, PHONE_LANDSCAPE)


def call(request: dict) -> dict:
    """A bridge request answered by the CPython engine (asserted ok)."""
    res = json.loads(bridge.handle(json.dumps(request)))
    assert res["ok"], res
    return res


@cache
def help_table(game: str, lang: str = "en") -> dict:
    """The game's help table in a language (the words a renderer gets from setHelp)."""
    return call({"cmd": "texts", "game": game, "lang": lang})["help"]


def views_along(game: str, players: int, seed: int, steps: tuple, lang: str = "en") -> list:
    """The view of the seat to act after each of `steps` random moves (ascending); stops early
    at the end of the game, whose view (of seat 0) is the last."""
    res = call({"cmd": "new", "game": game, "players": players, "seed": seed, "options": {},
                "lang": lang})
    match, view = res["match"], res["view"]
    out, done = [], 0
    for target in steps:
        while done < target and not view["result"]:
            seat = view["active"][0]
            action = call({"cmd": "bot", "match": match, "seat": seat,
                           "level": "random"})["action"]
            view = call({"cmd": "act", "match": match, "seat": seat, "action": action})["view"]
            done += 1
        seat = view["active"][0] if view["active"] else 0
        out.append(call({"cmd": "view", "match": match, "seat": seat, "lang": lang})["view"])
        if view["result"]:
            break
    return out


def open_board(page, site_url: str) -> None:
    """Open the test page that draws boards."""
    page.goto(site_url + "__test__/board.html")
    page.wait_for_function("() => window.__ready === true")


def draw(page, game: str, view: dict, w: int, h: int, lang: str = "en") -> dict:
    """Draw `view` at w x h in the open board page: {texts, regions, places, areas}."""
    return page.evaluate("args => window.__draw(args)", {
        "game": game, "view": view, "help": help_table(game, lang), "lang": lang,
        "w": w, "h": h})


def overlaps(texts: list, slack: float = 1.0) -> list:
    """Pairs of text boxes that print over each other (by more than `slack` px both ways);
    the same words drawn twice at one place (a shadow, an outline) are one text."""
    boxes = [t for t in texts if t["w"] > 0 and t["h"] > 0 and t.get("alpha", 1) > 0.05]
    out = []
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a["text"] == b["text"] and abs(a["x"] - b["x"]) < 3 and abs(a["y"] - b["y"]) < 3:
                continue
            dx = min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"])
            dy = min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"])
            if dx > slack and dy > slack:
                out.append((a["text"], b["text"], round(dx, 1), round(dy, 1)))
    return out


def outside(texts: list, w: int, h: int, slack: float = 1.0) -> list:
    """The texts whose ink leaves the canvas (cut at an edge)."""
    return [t["text"] for t in texts if t["x"] < -slack or t["y"] < -slack
            or t["x"] + t["w"] > w + slack or t["y"] + t["h"] > h + slack]
