"""The registered games, by id. A game appears in the lobby once its table exists."""

from __future__ import annotations

from . import mexica, paxpamir, pyramids, troyes

GAMES: dict = {
    "paxpamir": paxpamir, "pyramids": pyramids, "troyes": troyes, "mexica": mexica,
}
