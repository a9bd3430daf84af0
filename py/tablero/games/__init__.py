"""The registered games, by id. A game appears in the lobby once its table exists."""

from __future__ import annotations

from . import pyramids

GAMES: dict = {"pyramids": pyramids}
