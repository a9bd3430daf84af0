"""Seeded random playouts of Troyes: invariants, JSON round trip, hidden information,
replay identity (STYLE.md "Properties"; the issue asks for >= 300 seeded games: the slow run)."""

from __future__ import annotations

import json

import pytest

from tablero.core.playout import random_playout, replay
from tablero.core.texts import log_text
from tablero.core.util import clone
from tablero.games.troyes import GAME, rules
from tests.soak import games

FAST_SEEDS = range(20)
SLOW_SEEDS = range(100, 100 + games(25, 100))  # 300 games in a soak run (tests/soak.py)


def _hidden_ok(state: dict, seed: int) -> None:
    """Other seats' characters and face-down cards never reach a seat's view."""
    for seat in range(state["players"]):
        v = GAME.view(state, seat)
        for other in range(state["players"]):
            if other != seat and state["phase"] != "over":
                assert v["seats"][other]["characters"] is None
        assert GAME.view(GAME.resample_hidden(state, seat, seed), seat) == v


def _play(seed: int, players: int) -> None:
    steps = [0]

    def on_step(before, seat, action, after):
        steps[0] += 1
        GAME.check_invariants(after)
        if steps[0] % 25 == 0:
            assert json.loads(json.dumps(after)) == after
            snapshot = clone(before)
            GAME.apply(before, seat, action)
            assert before == snapshot  # apply is pure
            _hidden_ok(after, seed + steps[0])

    final, actions = random_playout(GAME, seed, players, on_step=on_step)
    assert GAME.active(final) == []
    res = GAME.result(final)
    assert len(res["scores"]) == players and res["winners"]
    assert replay(GAME, seed, players, actions) == final
    assert json.loads(json.dumps(final)) == final
    for entry in final["log"]:
        text = log_text(GAME, entry)
        assert "{" not in text and "?" not in text, entry


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", FAST_SEEDS)
def test_random_games(seed, players):
    _play(seed, players)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SLOW_SEEDS)
def test_random_games_long(seed, players):
    _play(seed, players)


def test_bga_length_game_ends():
    final, _ = random_playout(GAME, 5, 4, {"length": "bga"})
    assert final["round"] == 5 and GAME.result(final)


def test_no_forbidden_imports():
    """All randomness comes from tablero.core.rng (STYLE.md "Randomness")."""
    import pathlib

    root = pathlib.Path(rules.__file__).parent
    for path in root.glob("*.py"):
        text = path.read_text()
        for name in ("import random", "import time", "import secrets", "from random"):
            assert name not in text, f"{path.name}: {name}"
