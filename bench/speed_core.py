"""Random playouts per second, per game: the same code timed by CPython and inside Pyodide.

bench/engine_speed.py runs it in CPython; bench/pyodide_speed.mjs runs its text in Pyodide
(node). ``measure(spec_json) -> json`` takes {"games": [...] or null, "seeds": [...],
"repeats": n} and returns, per game, the playouts/s and steps/s of each repeat.
"""

from __future__ import annotations

import json
import time

from tablero.core import playout
from tablero.games import GAMES


def _one_pass(module, seeds: list[int]) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds (time.process_time: other work on a shared machine does not
    count) and steps of one random game per seed."""
    span = module.max_players - module.min_players + 1
    steps = 0
    start, cpu = time.perf_counter(), time.process_time()
    for i, seed in enumerate(seeds):
        _, actions = playout.random_playout(module, seed, module.min_players + i % span)
        steps += len(actions)
    return time.perf_counter() - start, time.process_time() - cpu, steps


def measure(spec_json: str) -> str:
    """Time ``repeats`` passes over the seeds for each game; JSON results."""
    spec = json.loads(spec_json)
    games = spec.get("games") or sorted(GAMES)
    out = {}
    for game_id in games:
        runs = []
        for _ in range(spec.get("repeats", 3)):
            seconds, cpu, steps = _one_pass(GAMES[game_id], spec["seeds"])
            runs.append({"seconds": seconds, "playouts_per_s": len(spec["seeds"]) / seconds,
                         "cpu_seconds": cpu, "games_per_cpu_s": len(spec["seeds"]) / cpu,
                         "steps_per_s": steps / seconds, "steps": steps})
        out[game_id] = runs
    return json.dumps(out)


def _bridge_game(bridge, game_id: str, seed: int, players: int, pick, page: bool) -> int:
    """One random game through the JSON bridge; its actions. Per action: a ``view`` of the
    seat to act, then ``act`` (the issue's protocol: its answer carries the actor's view,
    unused); with ``page``, as the page plays: ``act``, whose answer is the next view when the
    same seat acts again, a ``view`` only when another seat is to act."""
    call = bridge.handle
    res = json.loads(call(json.dumps({"cmd": "new", "game": game_id, "players": players,
                                      "seed": seed, "seat": 0})))
    match, steps, view = res["match"], 0, res["view"]
    while not view["result"] and view["active"]:
        seat = view["active"][0]
        if not page or view["seat"] != seat:
            view = json.loads(call(json.dumps({"cmd": "view", "match": match,
                                               "seat": seat})))["view"]
        action = view["actions"][pick(len(view["actions"]))]
        res = json.loads(call(json.dumps({"cmd": "act", "match": match, "seat": seat,
                                          "action": action})))
        if not res["ok"]:
            raise RuntimeError(res["error"]["message"])
        view = res["view"]
        steps += 1
    call(json.dumps({"cmd": "close", "match": match}))
    return steps


def measure_bridge(spec_json: str) -> str:
    """Random games through the bridge (``view`` + ``act`` per action), per game: games/s and
    steps/s of each repeat, by CPU time (time.process_time: other work on the machine does
    not count) and wall time. Spec as for ``measure``, and "page": true for the page's protocol
    (see _bridge_game)."""
    from tablero import bridge  # the bridge's session: only this bench needs it

    spec = json.loads(spec_json)
    out = {}
    for game_id in spec.get("games") or sorted(GAMES):
        module = GAMES[game_id]
        span = module.max_players - module.min_players + 1
        runs = []
        for _ in range(spec.get("repeats", 3)):
            state = {"x": 12345}

            def pick(n, state=state):
                state["x"] = (state["x"] * 1103515245 + 12345) % 2**31
                return (state["x"] >> 16) % n

            steps = 0
            cpu, wall = time.process_time(), time.perf_counter()
            for i, seed in enumerate(spec["seeds"]):
                steps += _bridge_game(bridge, game_id, seed, module.min_players + i % span,
                                      pick, spec.get("page", False))
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            n = len(spec["seeds"])
            runs.append({"cpu_seconds": cpu, "seconds": wall, "games_per_cpu_s": n / cpu,
                         "playouts_per_s": n / wall, "steps_per_s": steps / wall,
                         "steps": steps})
        out[game_id] = runs
    return json.dumps(out)
