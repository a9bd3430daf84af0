"""Generic properties of every registered game (and the fixture games: tests/fixtures/games/),
over many seeded random games.

At every step: check_invariants holds (conservation laws), an active seat has legal actions;
the state survives a JSON round trip (every 3rd step and at the end). At sampled steps (deep
checks): every listed action applies and leaves its input unchanged, an unlisted or
out-of-turn action raises IllegalAction, each seat's view is JSON and does not change when
`resample_hidden` redeals what that seat cannot see, and nothing the game's own account hides
from it (``Game.hidden``, one leak check for every game: game_checks.py) is in it. At the
end: a result with winners, and replaying the actions (also through a saved record) gives the
same state.
"""

from __future__ import annotations

import json
import math
import os

import pytest

from tablero.core.api import IllegalAction
from tablero.core.playout import random_playout, replay
from tablero.core.session import Session
from tablero.core.util import clone
from tests.fixtures.games import ALL_GAME_IDS, game_of
from tests.soak import games

from .game_checks import leaks

GAMES_PER_ID = games(40, 150)  # seeded random games per game id, over its player counts
DEEP_EVERY = 25  # deep checks on every 25th step (every step in the slow test, but Mexica)
JSON_EVERY = 3  # JSON round trip of the state every 3rd step and at the end (a wrong type
# stays in the state once it gets there, so sampling still catches it)
# Random Mexica games run 1,000-3,000 steps with hundreds of legal actions each (every canal
# cell): sampling its checks more thinly keeps each game's cost near the other games'.
# TABLERO_PROPERTY_GAMES=300 sets every game's count (see tests/soak.py).
SAMPLING = {"mexica": {"deep_every": 250, "json_every": 20, "games": games(12, 45)}}
NOT_A_MOVE = {"type": "__not_a_move__"}

CASES = [(gid, n) for gid in ALL_GAME_IDS
         for n in range(game_of(gid).min_players, game_of(gid).max_players + 1)]


def sampling(game, key: str, default: int) -> int:
    return SAMPLING.get(game.id, {}).get(key, default)


def seeds(gid: str, players: int, total: int | None = None) -> range:
    game = game_of(gid)
    if total is None:
        default = sampling(game, "games", GAMES_PER_ID)
        total = int(os.environ.get("TABLERO_PROPERTY_GAMES", default))
    per_count = math.ceil(total / (game.max_players - game.min_players + 1))
    return range(1000 * players, 1000 * players + per_count)


def deep_check(game, state: dict, step: int) -> None:
    """Every listed action applies and an unlisted or out-of-turn one raises; views are JSON,
    resample-proof and leak no hidden id."""
    active = game.active(state)
    before = clone(state)
    for seat in active:
        for action in game.actions(state, seat):
            game.check_invariants(game.apply(state, seat, action))
    for seat in active:
        with pytest.raises(IllegalAction):
            game.apply(state, seat, NOT_A_MOVE)
    idle = [s for s in range(state["players"]) if s not in active]
    if active and idle:
        action = game.actions(state, active[0])[0]
        with pytest.raises(IllegalAction):
            game.apply(state, idle[0], action)
    assert state == before, "apply (legal or refused) changed its input"
    for seat in [*range(state["players"]), None]:
        view = game.view(state, seat)
        assert json.loads(json.dumps(view)) == view
        other = game.resample_hidden(state, seat, step)
        assert game.view(other, seat) == view, f"view of {seat} depends on hidden data"
        leaked = leaks(game, state, seat, view)
        assert not leaked, f"{sorted(map(str, leaked))} hidden from seat {seat} are in its view"


def step_check(game, new_state: dict, n: int) -> None:
    """The per-step properties."""
    if n % sampling(game, "json_every", JSON_EVERY) == 0 or not game.active(new_state):
        copy = json.loads(json.dumps(new_state))
        assert copy == new_state, "state does not survive a JSON round trip"
    game.check_invariants(new_state)
    for other in game.active(new_state):
        assert game.actions(new_state, other), f"seat {other} active with no action"


def play_checked(game, seed: int, players: int, deep_every: int) -> tuple:
    """One random game with every check; returns (final state, actions)."""
    count = [0]

    def on_step(state, seat, action, new_state):
        count[0] += 1
        step_check(game, new_state, count[0])
        if (count[0] + seed) % deep_every == 0:
            deep_check(game, new_state, count[0])

    state, actions = random_playout(game, seed, players, on_step=on_step)
    return state, actions


def final_check(game, state: dict, seed: int, players: int, actions: list) -> None:
    assert game.active(state) == []
    res = game.result(state)
    seats = state["players"]  # a game may seat an automated opponent (Pax Pamir's Wakhan)
    assert res is not None and len(res["scores"]) == seats >= players
    assert res["winners"] and set(res["winners"]) <= set(range(seats))
    assert all(res["scores"][w] == max(res["scores"]) for w in res["winners"])
    assert replay(game, seed, players, actions) == state


@pytest.mark.parametrize("gid, players", CASES)
def test_random_games(gid, players):
    game = game_of(gid)
    for seed in seeds(gid, players):
        state, actions = play_checked(game, seed, players, sampling(game, "deep_every", DEEP_EVERY))
        final_check(game, state, seed, players, actions)


@pytest.mark.parametrize("gid, players", CASES)
def test_record_replay_gives_the_same_state(gid, players, registry):
    """A match played through the session, exported and loaded again, is the same match."""
    game = game_of(gid)
    state, actions = random_playout(game, 77 + players, players)
    session = Session(registry)
    match = session.matches[session.new(gid, players, 77 + players)]
    for seat, action in actions:
        match.act(seat, action)
    assert match.state == state
    record = json.loads(json.dumps(match.record()))
    loaded = session.matches[session.load(record)]
    assert loaded.state == state and loaded.record() == match.record()


@pytest.mark.slow
@pytest.mark.parametrize("gid, players", CASES)
def test_random_games_deep_every_step(gid, players):
    game = game_of(gid)
    for seed in seeds(gid, players, total=games(10, 24)):
        every = max(1, sampling(game, "deep_every", DEEP_EVERY) // DEEP_EVERY * 4)
        state, actions = play_checked(game, seed + 500, players, every)
        final_check(game, state, seed + 500, players, actions)
