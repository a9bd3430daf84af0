"""Seeded random games: invariants, JSON round trip, replay identity, views (whole rules)."""

from __future__ import annotations

import json

import pytest

from tablero.core.playout import random_playout, replay
from tablero.games.mexica import GAME
from tests.soak import games


def _check_step(state, seat, action, new_state):
    GAME.check_invariants(new_state)
    if len(new_state["log"]) % 7:
        return  # the log makes each JSON round trip cost O(game length): sample them
    assert json.loads(json.dumps(new_state)) == new_state
    viewer = len(new_state["log"]) % new_state["players"]
    view = GAME.view(new_state, viewer)
    assert "rng" not in view and "stack" not in view
    reserve = [t for t, loc in enumerate(new_state["tokens"]) if loc == "reserve"]
    shown = {d["token"] for d in view["display"]} | {d["token"] for d in view["districts"]}
    assert not shown & set(reserve)
    other = GAME.resample_hidden(new_state, viewer, 99)
    assert GAME.view(other, viewer) == view


def _play(seed: int, players: int) -> None:
    final, actions = random_playout(GAME, seed, players, on_step=_check_step)
    result = GAME.result(final)
    assert result is not None and len(result["scores"]) == players
    assert set(result["winners"]) <= set(range(players)) and result["winners"]
    assert [s["period"] for s in final["scorings"]] == [1, 2]
    assert json.loads(json.dumps(final)) == final
    assert replay(GAME, seed, players, actions) == final


@pytest.mark.parametrize("seed", range(3))
def test_random_games_quick(seed):
    """Three whole games, 2, 3 and 4 players, every step checked."""
    _play(seed, 2 + seed % 3)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3, 3 + games(10, 40)))
def test_random_games_many(seed):
    """More whole games, forty in a soak run (tests/soak.py; about 3 s of CPU each, mostly the
    per-step checks)."""
    _play(seed, 2 + seed % 3)
