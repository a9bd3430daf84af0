"""The Game contract's promises (core/game.py, docs/engine-protocol.md), checked on every
registered game and on the fixture games (tests/fixtures/games/): a new game is tested here
as soon as it is registered, and the toy race shows that the contract is all a game needs.

Each game is played at random for a few seeds; every state on the way is checked for what
the core relies on: JSON state with the reserved keys, who is asked and what, texts for
every key, pure and checked ``apply``, views that hold none of what ``hidden`` names, a
result once over, positions and the bridge's commands.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import json
import pkgutil
import random
from types import ModuleType

import pytest

from tablero import bridge
from tablero.core.api import IllegalAction
from tablero.core.game import BotSpec, Game, Texts, contract_problems
from tablero.core.util import clone
from tests.fixtures.games import ALL_GAME_IDS, game_of
from tests.properties.game_checks import leaks

SEEDS = 3
MAX_STEPS = 300
"""Steps checked per seeded game (openings and middles; the property tests play to the end)."""
RESERVED = {"game": str, "version": int, "rng": int, "checkpoint": int, "stack": list,
            "log": list, "players": int}
FLOW_CALLS = {"goto", "call", "start"}


def states(game: Game, seeds: int = SEEDS):
    """(state, seed) along seeded random games, every player count in turn."""
    span = game.max_players - game.min_players + 1
    for seed in range(seeds):
        pick = random.Random(seed)
        state = game.setup(seed, game.min_players + seed % span, {})
        for _ in range(MAX_STEPS):
            yield state
            active = game.active(state)
            if not active:
                break
            seat = pick.choice(active)
            state = game.apply(state, seat, pick.choice(game.actions(state, seat)))


@pytest.mark.parametrize("gid", ALL_GAME_IDS)
def test_the_declaration_keeps_the_contract(gid):
    game = game_of(gid)
    assert isinstance(game, Game) and game.id == gid and game.name
    assert contract_problems(game) == []
    assert isinstance(game.texts, Texts) and {"en"} <= set(game.texts.log)
    assert isinstance(game.curtain, bool) and isinstance(game.provisional, tuple)
    assert game.bot is None or isinstance(game.bot, BotSpec)
    assert all(isinstance(m, ModuleType) for m in game.chapters)
    json.dumps([game.options, game.example])


@pytest.mark.parametrize("gid", ALL_GAME_IDS)
def test_every_state_a_module_goes_to_is_registered(gid):
    """Every state named in a ``goto``, ``call`` or ``start`` of the game's package (its
    modules read as source) is a prompt or an auto of its table."""
    game = game_of(gid)
    package = importlib.import_module(min((m.__package__ for m in game.chapters), key=len))
    known = game.rules.prompts.keys() | game.rules.autos.keys()
    named = set()
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        named |= _states_named(inspect.getsource(importlib.import_module(info.name)))
    assert named, "no goto/call/start found"
    assert named <= known, sorted(named - known)


def _states_named(source: str) -> set:
    out = set()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or len(node.args) < 2:
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        arg = node.args[1]
        if name in FLOW_CALLS and isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            out.add(arg.value)
    return out


@pytest.mark.parametrize("gid", ALL_GAME_IDS)
def test_a_new_game_is_json_with_the_reserved_keys(gid):
    game = game_of(gid)
    defaults = {name: spec["default"] for name, spec in game.options.items()}
    for players in range(game.min_players, game.max_players + 1):
        state = game.setup(7, players, defaults)
        assert json.loads(json.dumps(state)) == state
        for key, kind in RESERVED.items():
            assert isinstance(state[key], kind), key
        assert state["game"] == gid and state["players"] >= players
        assert game.active(state), "nobody is asked at the start"
        game.check_invariants(state)


@pytest.mark.parametrize("gid", ALL_GAME_IDS)
def test_the_asked_seats_and_their_words(gid):
    """Exactly the active seats are asked, with a prompt and actions whose keys are in the
    game's English tables; every log entry's key too; others are asked nothing."""
    game = game_of(gid)
    texts = game.texts
    for state in states(game):
        active = game.active(state)
        for seat in range(state["players"]):
            acts = game.ask(state, seat)
            if seat not in active:
                assert acts is None and game.actions(state, seat) == []
                continue
            assert acts.actions and acts.actions == game.actions(state, seat)
            assert acts.prompt is None or acts.prompt["msg"] in texts.prompts["en"]
            for action in acts.actions:
                assert game.label(state, action)["msg"] in texts.labels["en"], action
        assert all(entry["msg"] in texts.log["en"] for entry in state["log"])


@pytest.mark.parametrize("gid", ALL_GAME_IDS)
def test_apply_is_pure_and_takes_only_what_was_offered(gid):
    game = game_of(gid)
    for n, state in enumerate(states(game, 1)):
        active = game.active(state)
        if not active or n % 5:
            continue
        before = clone(state)
        seat = active[0]
        action = game.actions(state, seat)[-1]
        after = game.apply(state, seat, action)
        assert state == before, "apply changed its input"
        stepped = clone(state)
        game.step(stepped, seat, action)
        assert stepped == after
        assert game.apply_offered(state, seat, action, game.ask(state, seat)) == after
        for bad in ({"type": "__not_offered__"}, {**action, "type": 1}, "pass"):
            with pytest.raises(IllegalAction):
                game.apply(state, seat, bad)
        idle = [s for s in range(state["players"]) if s not in active]
        if idle:
            with pytest.raises(IllegalAction):
                game.apply(state, idle[0], action)
        assert state == before, "a refused action changed the state"


@pytest.mark.parametrize("gid", ALL_GAME_IDS)
def test_views_hold_nothing_hidden_from_their_seat(gid):
    """Every seat's view (and a spectator's) is JSON without the PRNG, and holds none of
    what ``hidden`` names for it; a game with no curtain hides nothing. The leak check
    itself finds a hidden mark put into a view."""
    game = game_of(gid)
    for state in states(game):
        for seat in [*range(state["players"]), None]:
            view = game.view(state, seat)
            assert json.loads(json.dumps(view)) == view and "rng" not in view
            marks = game.hidden(state, seat)
            assert isinstance(marks, set)
            assert game.curtain or not marks, "no curtain, yet something is hidden"
            assert not leaks(game, state, seat, view)
            if marks:
                assert leaks(game, state, seat, _with_mark(view, min(marks, key=str)))


def _with_mark(view: dict, mark) -> dict:
    """``view`` with a hidden mark in it, as a leaking view would hold it."""
    key, value = mark if isinstance(mark, tuple) else ("__leak__", mark)
    return {**view, "__leak__": {key: [value]}}


@pytest.mark.parametrize("gid", ALL_GAME_IDS)
def test_a_result_only_once_the_game_is_over(gid):
    game = game_of(gid)
    span = game.max_players - game.min_players + 1
    for seed in range(SEEDS):
        state = game.setup(seed, game.min_players + seed % span, {})
        pick = random.Random(seed)
        while game.active(state):
            assert game.result(state) is None
            seat = pick.choice(game.active(state))
            state = game.apply(state, seat, pick.choice(game.actions(state, seat)))
        result = game.result(state)
        seats = state["players"]
        assert len(result["scores"]) == len(result["breakdown"]) == seats
        assert result["winners"] and set(result["winners"]) <= set(range(seats))
        assert isinstance(result["reason"], str)
        assert all(isinstance(part["total"], int) for part in result["breakdown"])


@pytest.mark.parametrize("gid", ALL_GAME_IDS)
def test_the_example_position_and_its_export(gid):
    """The example starts a game, and its export (hidden kept) gives it back for play."""
    game = game_of(gid)
    state = game.position(json.loads(json.dumps(game.example)))
    game.check_invariants(state)
    again = game.position(json.loads(json.dumps(game.export(state, True))))
    for seat in [*range(state["players"]), None]:
        assert game.view(again, seat) == game.view(state, seat)
    assert game.active(again) == game.active(state)


def _call(**request) -> dict:
    return json.loads(bridge.handle(json.dumps(request)))


@pytest.mark.parametrize("gid", ALL_GAME_IDS)
def test_the_bridge_serves_the_game(gid, registry):
    """Through the JSON door: listed by ``games``, played by ``new``/``act``/``undo``, saved
    and loaded, described as a position, its help table by ``texts``."""
    bridge.reset()
    game = game_of(gid)
    listed = {g["id"]: g for g in _call(cmd="games")["games"]}[gid]
    assert listed["hidden"] == game.curtain and listed["example"] == game.example
    assert listed["players"] == [game.min_players, game.max_players] and listed["bots"]
    made = _call(cmd="new", game=gid, players=game.min_players, seed=3, seat=None)
    match, seat = made["match"], made["view"]["active"][0]
    view = _call(cmd="view", match=match, seat=seat)["view"]
    acted = _call(cmd="act", match=match, seat=seat, action=view["actions"][0], lang="ja")
    assert acted["ok"] and acted["view"]["step"] == 1 and acted["view"]["lang"] == "ja"
    record = _call(cmd="export", match=match)["record"]
    loaded = _call(cmd="load", record=record, seat=seat)
    assert loaded["ok"] and loaded["view"]["step"] == 1
    assert _call(cmd="describe_position", match=match)["ok"]
    assert _call(cmd="texts", game=gid, lang="es")["ok"]
    bridge.reset()
