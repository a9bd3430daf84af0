"""Every level plays legal moves in every game with a bot module; budgets; lobby; CLI."""

from __future__ import annotations

import json
import time

import pytest

from tablero import bridge
from tablero.__main__ import main
from tablero.core import bots
from tablero.core.api import BadRequest
from tablero.core.bots.arena import play_game, wilson
from tablero.core.session import Session
from tablero.games import GAMES
from tests.fixtures.games.toy import GAME as toy_game

from .conftest import BOT_GAMES


@pytest.mark.parametrize("gid", BOT_GAMES)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_level_plays_legal_moves(gid, level, small_levels):
    """A few dozen decisions of each level are legal (Match.act would refuse otherwise)."""
    session = Session(GAMES)
    players = GAMES[gid].min_players
    match_id = session.new(gid, players, 4)
    match = session.matches[match_id]
    for _ in range(30):
        active = match.game.active(match.state)
        if not active:
            break
        action = session.bot(match_id, active[0], level, timed=False)
        assert action in match.game.actions(match.state, active[0])
        match.act(active[0], action)


@pytest.mark.parametrize("gid", BOT_GAMES)
def test_whole_games_end_with_a_result(small_levels, gid):
    """Bots of every level finish games (no endless take-back loops)."""
    levels = ["normal", "easy"] + ["easy"] * (GAMES[gid].min_players - 2)  # Pax: 3+
    game = play_game(Session(GAMES), gid, levels, 2, timed=False)
    assert game["result"]["winners"]


@pytest.mark.parametrize("gid", BOT_GAMES)
def test_a_decision_keeps_to_its_time_cap(monkeypatch, gid):
    """With unlimited work, the wall-time cap ends the decision (the bot checks it)."""
    monkeypatch.setitem(bots.LEVELS, "normal", {**bots.LEVELS["normal"], "work": 10**9,
                                                "seconds": 0.3})
    session = Session(GAMES)
    match_id = session.new(gid, GAMES[gid].min_players, 5)
    match = session.matches[match_id]
    seat = match.game.active(match.state)[0]
    start = time.perf_counter()
    session.bot(match_id, seat, "normal")
    assert time.perf_counter() - start < 1.5


def test_untimed_choices_are_reproducible(small_levels):
    session = Session(GAMES)
    gid = "pyramids"
    match_id = session.new(gid, 3, 8)
    seat = session.matches[match_id].game.active(session.matches[match_id].state)[0]
    first = session.bot(match_id, seat, "normal", timed=False)
    assert session.bot(match_id, seat, "normal", timed=False) == first


def test_games_answer_lists_the_levels_with_descriptions():
    bridge.reset()
    answer = json.loads(bridge.handle(json.dumps({"cmd": "games"})))
    assert answer["ok"]
    for game in answer["games"]:
        levels = [b["level"] for b in game["bots"]]
        assert levels[0] == "random"
        assert all(b["description"] for b in game["bots"])
        if game["id"] in BOT_GAMES:
            assert levels == ["random", "easy", "normal", "hard"]


def test_game_without_bot_module_offers_random_only():
    assert [b["level"] for b in bots.levels_for(toy_game)] == ["random"]
    view = {"seat": 0, "players": 2, "actions": [{"type": "a"}, {"type": "b"}]}
    with pytest.raises(BadRequest, match="only the random bot"):
        bots.choose(toy_game, view, "normal", [1, 2, 0])
    with pytest.raises(BadRequest, match="unknown bot level"):
        bots.choose(toy_game, view, "grandmaster", [1, 2, 0])


def test_wilson_interval():
    low, high = wilson(45, 50)
    assert 0.78 < low < 0.9 < high < 0.97
    assert wilson(0, 0) == (0.0, 0.0)


def test_simulate_command_prints_rates_and_intervals(capsys):
    assert main(["simulate", "pyramids", "--players", "2", "--bots", "easy,random",
                 "--games", "2", "--untimed"]) == 0
    out = capsys.readouterr().out
    assert "wins" in out and "95%" in out and "actions a game" in out


def test_simulate_refuses_an_unknown_level():
    with pytest.raises(SystemExit):
        main(["simulate", "pyramids", "--bots", "easy,grandmaster"])


def test_easy_beats_random_in_a_few_games():
    """A smoke test only: the strength tables are measured in bench/bots.py."""
    session = Session(GAMES)
    wins = 0.0
    for k in range(4):
        levels = ["easy", "random"] if k % 2 == 0 else ["random", "easy"]
        result = play_game(session, "pyramids", levels, 30 + k, timed=False)["result"]
        easy = levels.index("easy")
        wins += (easy in result["winners"]) / len(result["winners"])
    assert wins >= 3
