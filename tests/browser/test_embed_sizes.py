"""Embeds in a post's column (issue 36): no text prints over another in a phone-width column
(320-400 px), and on desktop a Pax Pamir embed fits one screen of a 720-px column unless the
post asks for the tall layout (``layout="tall"``).

The texts are recorded as in test_board_sizes.py: ``pages/text-boxes.js`` wraps the canvas's
fillText before the embed's scripts run, and the embed's canvas answers its last frame.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from tablero.games import GAMES

from .board_probe import call, overlaps

PAGES = Path(__file__).resolve().parent / "pages"
SHOTS = Path("/work/s17/shots/render")
READY = "() => document.getElementById('e')?.state === 'ready'"


@cache
def midgame_record(game: str, players: int, steps: int, seed: int = 5) -> str:
    """A record (JSON) of a game played `steps` moves at random by the CPython engine."""
    res = call({"cmd": "new", "game": game, "players": players, "seed": seed, "options": {}})
    match, view = res["match"], res["view"]
    for _ in range(steps):
        if view["result"]:
            break
        seat = view["active"][0]
        action = call({"cmd": "bot", "match": match, "seat": seat, "level": "random"})["action"]
        view = call({"cmd": "act", "match": match, "seat": seat, "action": action})["view"]
    record = call({"cmd": "export", "match": match})["record"]
    call({"cmd": "close", "match": match})
    return json.dumps(record)


def show_embed(page, site_url: str, game: str, column: int, layout: str | None = None,
               players: int = 4) -> dict:
    """An embed of a mid-game record in a column `column` px wide; answers its texts and its
    board's and element's sizes once it is drawn."""
    page.add_init_script(path=str(PAGES / "text-boxes.js"))
    page.goto(site_url + "__test__/embeds-far.html")
    page.evaluate("""([game, record, column, layout]) => {
      document.body.innerHTML = '';
      const col = document.createElement('main');
      col.style.width = `${column}px`;
      const el = document.createElement('tablero-game');
      el.id = 'e';
      el.setAttribute('game', game);
      el.setAttribute('lang', 'en');
      el.setAttribute('record', record);
      if (layout) el.setAttribute('layout', layout);
      col.append(el);
      document.body.append(col);
    }""", [game, midgame_record(game, players, 40), column, layout])
    page.wait_for_function(READY, timeout=120_000)
    page.wait_for_timeout(600)  # the board's size settles, the last frame is drawn
    return page.evaluate("""() => {
      const el = document.getElementById('e');
      const canvas = el.shadowRoot.querySelector('canvas');
      const box = canvas.getBoundingClientRect();
      return { texts: window.__textBoxes(canvas), board: [box.width, box.height],
        element: el.getBoundingClientRect().height };
    }""")


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("column", [320, 358, 400])
def test_no_text_overlaps_in_a_phone_width_column(page, site_url, game, column):
    page.set_viewport_size({"width": 420, "height": 800})
    got = show_embed(page, site_url, game, column)
    assert got["texts"]
    assert not overlaps(got["texts"]), overlaps(got["texts"])[:20]
    if column == 358:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.locator("#e").screenshot(path=str(SHOTS / f"embed-{game}-358.png"))


def test_pax_pamir_fits_one_screen_of_a_720px_column_unless_tall(page, site_url):
    page.set_viewport_size({"width": 1280, "height": 900})
    compact = show_embed(page, site_url, "paxpamir", 720)
    assert compact["element"] <= 900, compact["element"]
    assert not overlaps(compact["texts"]), overlaps(compact["texts"])[:20]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator("#e").screenshot(path=str(SHOTS / "embed-paxpamir-720.png"))
    tall = show_embed(page, site_url, "paxpamir", 720, layout="tall")
    assert tall["board"][1] > tall["board"][0], tall["board"]  # the portrait table
