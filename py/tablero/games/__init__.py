"""The registered games, by id: each package's ``GAME`` contract (core/game.py)."""

from __future__ import annotations

from . import mexica, paxpamir, pyramids, troyes

GAMES: dict = {game.id: game for game in (paxpamir.GAME, pyramids.GAME, troyes.GAME, mexica.GAME)}
