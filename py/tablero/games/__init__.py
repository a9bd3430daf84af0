"""The registry of games: each game package's ``GAME`` contract (core/game.py), by id.

A game is its package and one line here. ``registered(game)`` adds a game for the time of a
block (the tests' fixture games: tests/fixtures/games/); ``add_package(name)`` adds the game
of a package installed later, for good (a page installing a game package by URL: the
worker's ``{install: url, package: name}``, web/js/worker.js).
"""

from __future__ import annotations

import importlib
from contextlib import contextmanager

from ..core.game import Game
from . import mexica, paxpamir, pyramids, troyes

GAMES: dict[str, Game] = {game.id: game for game in (
    paxpamir.GAME, pyramids.GAME, troyes.GAME, mexica.GAME)}


def register(game: Game) -> None:
    """Add ``game`` (its id must be new: a registered game is never replaced)."""
    if not isinstance(game, Game):
        raise TypeError(f"a game is a tablero.core.game.Game, got {type(game).__name__}")
    if game.id in GAMES:
        raise ValueError(f"a game {game.id!r} is registered already")
    GAMES[game.id] = game


@contextmanager
def registered(game: Game):
    """``game`` in the registry while the block runs, then the registry as before."""
    register(game)
    try:
        yield game
    finally:
        del GAMES[game.id]


def add_package(name: str) -> str:
    """Import the installed package ``name`` and register its ``GAME``; returns its id."""
    game = importlib.import_module(name).GAME
    register(game)
    return game.id
