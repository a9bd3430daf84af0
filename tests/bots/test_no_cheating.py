"""Bots see the seat's view and nothing else: cheating is impossible by construction."""

from __future__ import annotations

import pytest

from tablero.core.bots import turn
from tablero.core.session import Session
from tablero.games import GAMES

from .conftest import BOT_GAMES, sampled_states

LEVELS = ["random", "easy", "normal", "hard"]


@pytest.mark.parametrize("gid", BOT_GAMES)
def test_session_gives_the_bot_only_the_seats_view(gid, monkeypatch):
    """Session.bot hands over the game module and the view of that seat, never the state."""
    session = Session(GAMES)
    match_id = session.new(gid, GAMES[gid].min_players, 9)
    match = session.matches[match_id]
    seat = match.game.active(match.state)[0]
    seen = {}

    def spy(game, view, level, salt, timed=True):
        seen.update(game=game, view=view, salt=salt)
        return view["actions"][0]

    monkeypatch.setattr(turn, "choose", spy)
    session.bot(match_id, seat, "normal")
    assert seen["game"] is GAMES[gid]
    assert seen["view"] == match.view(seat)
    assert all(not isinstance(part, dict) for part in seen["salt"])


@pytest.mark.parametrize("gid", BOT_GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_choice_does_not_depend_on_what_the_seat_cannot_see(gid, level, small_levels):
    """States that differ only in hidden parts (redealt by resample_hidden) get the same
    choice at every level: the real hidden cards cannot influence a bot."""
    game = GAMES[gid]
    players = game.min_players + 1
    for state in sampled_states(game, 21, players, every=37)[1:4]:
        active = game.active(state)
        if not active:
            continue
        seat = active[0]
        choices = []
        for seed in (1, 2, 3):
            other = game.resample_hidden(state, seat, seed)
            session = Session(GAMES)
            match_id = session.new(gid, players, 1)
            session.matches[match_id].state = other
            choices.append(session.bot(match_id, seat, level, timed=False))
        assert choices[0] == choices[1] == choices[2]


@pytest.mark.parametrize("gid", BOT_GAMES)
def test_bot_module_has_the_interface(gid):
    bot = GAMES[gid].bot
    assert callable(bot.determinize) and callable(bot.evaluate)
    assert bot.scale > 0
