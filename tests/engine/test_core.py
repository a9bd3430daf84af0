"""The shared core: PRNG, flow, session (undo, records) with the toy race (the fixture game,
tests/fixtures/games/toy/)."""

from __future__ import annotations

import ast
import json
import pathlib

import pytest

from tablero.core import record, rng
from tablero.core.api import BadRecord, BadSpec, IllegalAction
from tablero.core.playout import random_playout, replay
from tablero.core.session import Session
from tests.fixtures.games.toy import GAME as toy

PY = pathlib.Path(__file__).resolve().parents[2] / "py"


def test_rng_is_a_fixed_sequence():
    """splitmix64 from seed 7: the same numbers on every Python (Pyodide parity rests on it)."""
    g = {"rng": rng.new_rng(7), "checkpoint": 0}
    assert [rng.randint(g, 6) for _ in range(10)] == [3, 0, 0, 3, 4, 3, 4, 0, 5, 5]
    assert g["checkpoint"] == 10


def test_rng_shuffle_and_bounds():
    g = {"rng": rng.new_rng(1), "checkpoint": 0}
    items = list(range(20))
    rng.shuffle(g, items)
    assert sorted(items) == list(range(20)) and items != list(range(20))
    assert all(0 <= rng.randint(g, 3) < 3 for _ in range(200))
    with pytest.raises(ValueError):
        rng.randint(g, 0)


def test_apply_is_pure_and_checks_legality():
    state = toy.setup(3, 2, {})
    before = json.dumps(state)
    after = toy.apply(state, 0, {"type": "add", "add": 2})
    assert json.dumps(state) == before
    assert after["totals"] == [2, 0]
    for bad in [{"type": "add", "add": 5}, {"type": "done"}, "add", {}, {"type": 3}]:
        with pytest.raises(IllegalAction):
            toy.apply(state, 0, bad)
    with pytest.raises(IllegalAction, match="not to act"):
        toy.apply(state, 1, {"type": "add", "add": 1})
    assert json.dumps(state) == before


def test_undo_within_a_turn_but_not_across_randomness_or_turns():
    session = Session({"toy": toy})
    match = session.matches[session.new("toy", 2, 5)]
    assert not match.can_undo()
    match.act(0, {"type": "add", "add": 2})
    assert match.can_undo()
    match.undo()
    assert match.state["totals"] == [0, 0] and match.actions == []
    match.act(0, {"type": "add", "add": 1})
    match.act(0, {"type": "done"})
    assert not match.can_undo(), "the turn passed to the other seat"
    match.act(1, {"type": "draw"})
    assert not match.can_undo(), "a random draw is never undone"
    with pytest.raises(IllegalAction):
        match.undo()


def test_private_log_entries_reach_only_their_seat():
    session = Session({"toy": toy})
    match = session.matches[session.new("toy", 2, 5)]
    match.act(0, {"type": "draw"})
    mine = [e["text"] for e in match.view(0)["log"]]
    theirs = [e["text"] for e in match.view(1)["log"]]
    assert any("drew" in t for t in mine)
    assert not any("drew" in t for t in theirs)
    assert "Player 1 draws a card." in theirs


def test_record_round_trip_and_refusals():
    session = Session({"toy": toy})
    match_id = session.new("toy", 2, 11, seats=["human", "bot:random"])
    match = session.matches[match_id]
    for action in ({"type": "draw"}, {"type": "add", "add": 2}, {"type": "done"}):
        match.act(match.game.active(match.state)[0], action)
    rec = match.record()
    assert rec["format"] == "tablero-record/1" and rec["options"] == {"target": 10}
    again = session.matches[session.load(json.loads(json.dumps(rec)))]
    assert again.state == match.state
    bad = dict(rec, actions=rec["actions"] + [[0, {"type": "add", "add": 9}]])
    with pytest.raises(BadRecord, match=r"actions\[3\]"):
        session.load(bad)
    for broken, field in [({**rec, "format": "x"}, "format"), ({**rec, "game": "go"}, "game"),
                          ({**rec, "engine": "99.0"}, "newer"), ({**rec, "players": 9}, "players"),
                          ({**rec, "actions": [[7, {}]]}, "actions"), ([], "object")]:
        with pytest.raises(BadRecord, match=field):
            session.load(broken)


def test_options_are_checked():
    with pytest.raises(BadSpec, match="options.speed"):
        record.check_options(toy, {"speed": 1})
    with pytest.raises(BadSpec, match="options.target"):
        record.check_options(toy, {"target": 11})
    assert record.check_options(toy, {}) == {"target": 10}


def test_playout_and_replay_agree():
    state, actions = random_playout(toy, 4, 2)
    assert toy.result(state) is not None
    assert replay(toy, 4, 2, actions) == state


def _imports(path: pathlib.Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_games_never_use_ambient_randomness_or_time():
    for path in (PY / "tablero" / "games").rglob("*.py"):
        assert not _imports(path) & {"random", "time", "secrets"}, path


def test_engine_uses_the_standard_library_only():
    import sys

    for path in (PY / "tablero").rglob("*.py"):
        for name in _imports(path):
            assert name == "tablero" or name in sys.stdlib_module_names, (path, name)
