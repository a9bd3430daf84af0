"""Issue 42: what the boards draw in Japanese and Spanish holds no English word.

The engine's tables and the page's are read by tests/engine/test_no_english.py; this reads what
the renderers make of them on the canvas (pages/text-boxes.js records every text drawn), where
a renderer may still join an engine id into a sentence (Pyramids' mark said "provisional deck"
in Spanish and "暫定 deck" in Japanese). Views come from random games of the CPython engine
(board_probe.views_along), drawn at a desktop and a phone size. The same allow-list as the
tables' (proper names, the rulebooks' codes) applies.
"""

from __future__ import annotations

import pytest

from tablero.games import GAMES

from ..engine.test_no_english import leftovers
from .board_probe import PHONE_PORTRAIT, draw, open_board, views_along

SIZES = ((1280, 800), PHONE_PORTRAIT)
STEPS = (0, 30, 10_000)


@pytest.mark.parametrize("lang", ["ja", "es"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_english_word_on_the_board(page, site_url, game, lang):
    open_board(page, site_url)
    players = min(4, GAMES[game].max_players)
    found = {}
    for view in views_along(game, players, 11, STEPS, lang=lang):
        for w, h in SIZES:
            for box in draw(page, game, view, w, h, lang)["texts"]:
                for word in leftovers(box["text"], lang):
                    found.setdefault(word, box["text"])
    assert not found, f"{game} {lang}: English left on the board: {found}"
