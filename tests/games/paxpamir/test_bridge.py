"""Pax Pamir through the JSON bridge (not registered in the lobby yet: served by reset)."""

from __future__ import annotations

import json

import pytest

from tablero import bridge
from tablero.core import rng
from tablero.games.paxpamir import GAME


@pytest.fixture
def call():
    bridge.reset({"paxpamir": GAME})
    yield lambda req: json.loads(bridge.handle(json.dumps(req)))
    bridge.reset()


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_game_to_the_end_through_the_bridge(call, players):
    """A whole game through new/view/act, then export and load give the same match."""
    res = call({"cmd": "new", "game": "paxpamir", "players": players, "seed": 21})
    assert res["ok"], res
    match = res["match"]
    chooser = {"rng": rng.new_rng(players), "checkpoint": 0}
    view = res["view"]
    for _ in range(5000):
        if view["result"]:
            break
        seat = view["active"][0]
        view = call({"cmd": "view", "match": match, "seat": seat})["view"]
        assert len(view["labels"]) == len(view["actions"]) and view["prompt"]
        action = view["actions"][rng.randint(chooser, len(view["actions"]))]
        res = call({"cmd": "act", "match": match, "seat": seat, "action": action})
        assert res["ok"], res
        view = res["view"]
    assert view["result"]["winners"]
    record = call({"cmd": "export", "match": match})["record"]
    again = call({"cmd": "load", "record": record})
    assert again["ok"] and again["view"]["result"] == view["result"]


def test_bridge_refuses_illegal_actions_and_bad_positions(call):
    res = call({"cmd": "new", "game": "paxpamir", "players": 3, "seed": 1})
    bad = call({"cmd": "act", "match": res["match"], "seat": 0,
                "action": {"type": "buy", "buy": 500}})
    assert not bad["ok"] and bad["error"]["code"] in ("illegal_action", "bad_request")
    spec = {"players": 3, "loyalty": ["british", "russian", "pirate"]}
    bad = call({"cmd": "position", "game": "paxpamir", "spec": spec})
    assert not bad["ok"] and "spec.loyalty[2]" in bad["error"]["message"]
    good = call({"cmd": "position", "game": "paxpamir",
                 "spec": {"players": 3, "loyalty": ["british", "russian", "afghan"]}})
    assert good["ok"] and good["view"]["turn"]["seat"] == 0
