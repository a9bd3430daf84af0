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


def _one_pass(module, seeds: list[int]) -> tuple[float, int]:
    span = module.max_players - module.min_players + 1
    steps = 0
    start = time.perf_counter()
    for i, seed in enumerate(seeds):
        _, actions = playout.random_playout(module, seed, module.min_players + i % span)
        steps += len(actions)
    return time.perf_counter() - start, steps


def measure(spec_json: str) -> str:
    """Time ``repeats`` passes over the seeds for each game; JSON results."""
    spec = json.loads(spec_json)
    games = spec.get("games") or sorted(GAMES)
    out = {}
    for game_id in games:
        runs = []
        for _ in range(spec.get("repeats", 3)):
            seconds, steps = _one_pass(GAMES[game_id], spec["seeds"])
            runs.append({"seconds": seconds, "playouts_per_s": len(spec["seeds"]) / seconds,
                         "steps_per_s": steps / seconds, "steps": steps})
        out[game_id] = runs
    return json.dumps(out)
