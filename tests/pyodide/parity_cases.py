"""Seeded random playouts summarised as JSON: run by CPython and by Pyodide, then compared.

This file is not a test module: tests/pyodide/test_parity.py executes its text in CPython and
run_engine.mjs executes the same text inside Pyodide, then both call ``run_cases``. It plays
every game of the registry, which the harness fills first with the fixture games too
(tests/fixtures/games/: in CPython by ``registered``, in Pyodide by installing each fixture's
wheel and ``tablero.games.add_package``), so the toy race checks the core's PRNG and flow
apart from any real game.
"""

from __future__ import annotations

import hashlib
import json

from tablero.core import playout
from tablero.games import GAMES


def state_sha256(state: dict) -> str:
    """sha256 of the state's canonical JSON."""
    text = json.dumps(state, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()


def default_cases(seeds: list[int]) -> list[dict]:
    """One case per registered game and seed; player counts cycle through the range."""
    cases = []
    for game_id, game in sorted(GAMES.items()):
        span = game.max_players - game.min_players + 1
        for i, seed in enumerate(seeds):
            cases.append({"game": game_id, "seed": seed, "players": game.min_players + i % span})
    return cases


def run_case(case: dict) -> dict:
    """Play one seeded random game and summarise its end."""
    game = GAMES[case["game"]]
    state, actions = playout.random_playout(game, case["seed"], case["players"])
    result = game.result(state) or {}
    return {**case, "steps": len(actions), "scores": result.get("scores"),
            "state_sha256": state_sha256(state)}


def run_cases(cases_json: str) -> str:
    """JSON text in (a list of cases, or {"seeds": [...]}), JSON text out (a list of results)."""
    spec = json.loads(cases_json)
    cases = default_cases(spec["seeds"]) if isinstance(spec, dict) else spec
    return json.dumps([run_case(c) for c in cases], sort_keys=True)
