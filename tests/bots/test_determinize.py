"""determinize(view, seed): a full state the seat cannot tell from the real one."""

from __future__ import annotations

import json

import pytest

from tablero.core.session import Session
from tablero.games import GAMES

from .conftest import BOT_GAMES, game_view, sampled_states

CASES = [(gid, n) for gid in BOT_GAMES
         for n in range(GAMES[gid].min_players, GAMES[gid].max_players + 1)]


@pytest.mark.parametrize(("gid", "players"), CASES)
def test_determinized_state_looks_the_same_to_the_seat(gid, players):
    """Its view for that seat equals the original view; the same actions are legal; it is
    JSON, passes the game's invariants and plays on."""
    game = GAMES[gid]
    det = game.bot.determinize
    for n, state in enumerate(sampled_states(game, 40 + players, players, every=9)):
        for seat in range(players):
            view = game.view(state, seat)
            rebuilt = det(view, 1000 * n + seat)
            assert json.loads(json.dumps(rebuilt)) == rebuilt
            game.check_invariants(rebuilt)
            assert game.view(rebuilt, seat) == view
            assert game.actions(rebuilt, seat) == game.actions(state, seat)
            assert game.active(rebuilt) == game.active(state)
            assert game.result(rebuilt) == game.result(state)


@pytest.mark.parametrize("gid", BOT_GAMES)
def test_determinize_accepts_the_session_view(gid):
    """The bot gets the session's view (with actions, labels, log): that works as well."""
    game = GAMES[gid]
    session = Session(GAMES)
    match = session.matches[session.new(gid, game.min_players, 3)]
    seat = game.active(match.state)[0]
    view = match.view(seat)
    rebuilt = game.bot.determinize(view, 7)
    assert game.view(rebuilt, seat) == game_view(view)


def _hidden_signature(gid: str, state: dict, seat: int) -> str:
    """What the seat cannot see, as text (differs between good redraws)."""
    if gid == "pyramids":
        others = [s["hand"] + s["tomb"] for n, s in enumerate(state["seats"]) if n != seat]
        return json.dumps([state["deck"], others])
    if gid == "troyes":
        others = [s["characters"] for n, s in enumerate(state["seats"]) if n != seat]
        hidden = [a["card"] for a in state["activity"] if not a["revealed"]]
        return json.dumps([state["events"], others, hidden])
    return json.dumps(state, sort_keys=True)


@pytest.mark.parametrize("gid", BOT_GAMES)
def test_hidden_parts_vary_over_seeds(gid):
    """Over many seeds the hidden parts are drawn differently (not copied from the truth)."""
    game = GAMES[gid]
    state = sampled_states(game, 5, game.min_players + 1, every=17)[2]
    seat = 0
    view = game.view(state, seat)
    det = game.bot.determinize
    signatures = {_hidden_signature(gid, det(view, seed), seat) for seed in range(20)}
    assert len(signatures) >= 15
    truth = _hidden_signature(gid, state, seat)
    assert sum(sig == truth for sig in signatures) <= 1
