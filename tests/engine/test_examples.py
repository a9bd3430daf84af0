"""Every game's example position (the position editor's first text, sent in the ``games``
answer) is one its own engine accepts."""

from __future__ import annotations

import json

import pytest

from tablero.bridge import handle
from tests.fixtures.games import ALL_GAME_IDS


@pytest.mark.parametrize("game_id", ALL_GAME_IDS)
def test_example_position_is_accepted(game_id, registry):
    games = json.loads(handle(json.dumps({"cmd": "games"})))["games"]
    example = next(g["example"] for g in games if g["id"] == game_id)
    assert example == registry[game_id].example and example
    answer = json.loads(handle(json.dumps({"cmd": "position", "game": game_id, "spec": example})))
    assert answer["ok"], answer
