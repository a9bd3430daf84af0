"""A seeded, bounded fuzz of hostile bridge requests over every game (issue: never die on
input). Each request is answered, never raised; no answer is ``internal``; a refusal changes
no match (its export is the same before and after); an accepted action is one of the offered
ones with the same JSON types (``1.0`` and ``true`` are not ``1``)."""

from __future__ import annotations

import json
import random

import pytest

from tablero import bridge
from tablero.core.util import same_json
from tests.fixtures.games import ALL_GAME_IDS

REQUESTS_PER_GAME = 700


def _call(text: str) -> dict:
    answer = bridge.handle(text)  # must not raise
    return json.loads(answer)


def _mutate(value, rnd: random.Random):
    """A value of another JSON type that Python's == may still take for the original."""
    if isinstance(value, bool):
        return rnd.choice([int(value), float(value), str(value).lower(), None])
    if isinstance(value, int):
        return rnd.choice([float(value), bool(value % 2), str(value), [value], value + 10**6,
                           -1 - value, {"n": value}])
    if isinstance(value, str):
        return rnd.choice([value.upper() + "x", 0, None, [value], value * 200])
    if isinstance(value, list):
        return rnd.choice([tuple_like(value), {}, None, value + value])
    return rnd.choice([0, "x", [], None])


def tuple_like(value: list) -> dict:
    return {str(i): v for i, v in enumerate(value)}


def _hostile_action(offered: list[dict], rnd: random.Random) -> dict:
    action = dict(rnd.choice(offered))
    kind = rnd.randrange(5)
    keys = [k for k in action if k != "type"]
    if kind == 0 and keys:
        key = rnd.choice(keys)
        action[key] = _mutate(action[key], rnd)
    elif kind == 1:
        action["extra"] = rnd.choice([1, "x", None, [1]])
    elif kind == 2 and keys:
        del action[rnd.choice(keys)]
    elif kind == 3:
        action["type"] = rnd.choice([1, None, ["pass"], action["type"] + "!", ""])
    else:
        return rnd.choice([[], "pass", 5, None, {"type": "pass", "pass": True}])
    return action


def _hostile_request(match: str, players: int, view: dict, rnd: random.Random) -> str:
    kind = rnd.randrange(9)
    base = {"cmd": "act", "match": match, "seat": view["active"][0] if view["active"] else 0}
    if kind == 0:
        return json.dumps({**base, "action": _hostile_action(view["actions"], rnd)})
    if kind == 1:
        field = rnd.choice(["match", "seat", "lang", "view", "cmd"])
        return json.dumps({**base, "action": rnd.choice(view["actions"]),
                           field: _mutate(base.get(field, 0), rnd)})
    if kind == 2:
        return json.dumps({"cmd": rnd.choice(["bot", "view", "undo", "export"]),
                           "match": rnd.choice([match, [match], 3, None]),
                           "seat": rnd.choice([0, players, -1, 1.0, True, "0", None]),
                           "level": rnd.choice(["normal", ["easy"], 3, None, "god"])})
    if kind == 3:
        depth = rnd.choice([20, 60, 3000])
        return "[" * depth + "]" * depth
    if kind == 4:
        return rnd.choice(["", "{", "nul", "NaN", '{"cmd": "act"', "1e999", '"x"', "[]"])
    if kind == 5:
        record = bridge.handle_object({"cmd": "export", "match": match})["record"]
        broken = json.loads(json.dumps(record))
        field = rnd.choice(["game", "seed", "players", "options", "seats", "actions", "format"])
        broken[field] = _mutate(broken.get(field), rnd)
        return json.dumps({"cmd": "load", "record": broken})
    if kind == 6:
        return json.dumps({"cmd": "position", "game": view["game"],
                           "spec": rnd.choice([{"players": players, "x": [1]}, [], None,
                                               {"players": "3"}, {"players": 2.0}])})
    if kind == 7:
        return json.dumps({"cmd": "new", "game": view["game"],
                           "players": rnd.choice([players, 0, 99, 2.0, True, None]),
                           "seed": rnd.choice([1, -1, 2**70, "1", 1.5, None]),
                           "options": rnd.choice([{}, {"x": 1}, [], None])})
    return json.dumps({**base, "action": rnd.choice(view["actions"]), "seat": players + 1})


@pytest.mark.parametrize("gid", ALL_GAME_IDS)
def test_hostile_requests_never_crash_never_change_a_match(gid, registry):
    bridge.reset()
    rnd = random.Random(f"fuzz-{gid}")
    game = registry[gid]
    players = game.min_players
    new = bridge.handle_object({"cmd": "new", "game": gid, "players": players, "seed": 11})
    match = new["match"]
    counts = {"refused": 0, "accepted": 0}
    for _ in range(REQUESTS_PER_GAME):
        seat = bridge.handle_object({"cmd": "view", "match": match})["view"]["active"]
        if not seat:  # over (a 1-player Pax Pamir game may end fast): play on in a new match
            match = bridge.handle_object({"cmd": "new", "game": gid, "players": players,
                                          "seed": rnd.randrange(1000)})["match"]
            seat = bridge.handle_object({"cmd": "view", "match": match})["view"]["active"]
        view = bridge.handle_object({"cmd": "view", "match": match, "seat": seat[0]})["view"]
        before = bridge.handle_object({"cmd": "export", "match": match})["record"]
        text = _hostile_request(match, players, view, rnd)
        answer = _call(text)
        after = bridge.handle_object({"cmd": "export", "match": match})["record"]
        if not answer["ok"]:
            assert answer["error"]["code"] != "internal", (text[:300], answer)
            assert len(answer["error"]["message"]) < 600, text[:300]
            assert after == before, text[:300]
            counts["refused"] += 1
        elif len(after["actions"]) == len(before["actions"]) + 1:  # an act (undo shortens)
            taken = after["actions"][-1][1]
            assert any(same_json(taken, offered) for offered in view["actions"]), taken
            counts["accepted"] += 1
        # move the game on with a legal action now and then, so every phase is reached
        if rnd.random() < 0.35:
            action = rnd.choice(view["actions"])
            moved = bridge.handle_object({"cmd": "act", "match": match, "seat": seat[0],
                                          "action": action})
            assert moved["ok"], moved
    assert counts["refused"] > REQUESTS_PER_GAME // 3
    bridge.reset()
