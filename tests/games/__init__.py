"""Each game's own tests, in tests/games/<id>/ (one module per rule). A game's folder here
also holds what the tests that cover every game must know of it and could not find out
(own_module: kept_words.py for test_no_english.py, pieces.py for test_position_export.py)."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest

from tablero.core.api import BadSpec


def own_module(game_id: str, name: str) -> ModuleType | None:
    """tests/games/<game_id>/<name>.py, or None when the game has no such module."""
    full = f"{__name__}.{game_id}.{name}"
    try:
        return importlib.import_module(full)
    except ModuleNotFoundError as exc:
        if full == exc.name or full.startswith(f"{exc.name}."):
            return None
        raise  # the module is there, but something it imports is not


def refused_naming(game, spec: dict, field: str) -> None:
    """``game.position(spec)`` refuses the description with a BadSpec whose message starts
    with the field it names (nothing crashes)."""
    with pytest.raises(BadSpec) as err:
        game.position(spec)
    assert err.value.message.startswith(field), err.value.message
