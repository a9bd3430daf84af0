"""Seeded random playouts summarised as JSON: run by CPython and by Pyodide, then compared.

This file is not a test module: tests/pyodide/test_parity.py executes its text in CPython and
run_engine.mjs executes the same text inside Pyodide, then both call ``run_cases``.
It also carries a tiny toy game on the shared core (dice, a shuffled deck, the flow table), so
the harness checks the core's PRNG and flow even before any real game is registered.
"""

from __future__ import annotations

import hashlib
import json

from tablero.core import playout, rng
from tablero.core.flow import Rules, end, goto
from tablero.games import GAMES

TOY = Rules("toy")


@TOY.prompt("turn")
def _turn_prompt(g, acts):
    acts.say("turn")
    if g["deck"]:
        acts.add("draw")
    acts.add("roll", die=6)
    acts.add("roll", die=4)


@TOY.on("turn", "draw")
def _turn_draw(g, player, action):
    g["scores"][player] += g["deck"].pop()
    _next(g, player)


@TOY.on("turn", "roll")
def _turn_roll(g, player, action):
    g["scores"][player] += 1 + rng.randint(g, action["die"])
    _next(g, player)


def _next(g, player):
    if max(g["scores"]) >= 30:
        end(g)
    else:
        goto(g, "turn", player=(player + 1) % g["players"])


class Toy:
    """The toy game's part of the game contract (only what playouts and this script use)."""

    id, min_players, max_players = "toy", 2, 4
    rules = TOY
    ask = staticmethod(TOY.ask)
    active = staticmethod(TOY.active_players)
    actions = staticmethod(TOY.legal_actions)
    apply = staticmethod(TOY.apply)
    apply_offered = staticmethod(TOY.apply_offered)

    @staticmethod
    def setup(seed, players, options):
        g = {"game": "toy", "rng": rng.new_rng(seed), "checkpoint": 0, "players": players,
             "scores": [0] * players, "deck": list(range(1, 11))}
        rng.shuffle(g, g["deck"])
        TOY.start(g, "turn", player=0)
        return g

    @staticmethod
    def result(state):
        return None if state["stack"] else {"scores": state["scores"]}


def state_sha256(state: dict) -> str:
    """sha256 of the state's canonical JSON."""
    text = json.dumps(state, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()


def default_cases(seeds: list[int]) -> list[dict]:
    """One case per game (the toy game first) and seed; player counts cycle through the range."""
    cases = []
    for game_id, module in [("toy", Toy), *sorted(GAMES.items())]:
        span = module.max_players - module.min_players + 1
        for i, seed in enumerate(seeds):
            cases.append({"game": game_id, "seed": seed, "players": module.min_players + i % span})
    return cases


def run_case(case: dict) -> dict:
    """Play one seeded random game and summarise its end."""
    module = Toy if case["game"] == "toy" else GAMES[case["game"]]
    state, actions = playout.random_playout(module, case["seed"], case["players"])
    result = module.result(state) or {}
    return {**case, "steps": len(actions), "scores": result.get("scores"),
            "state_sha256": state_sha256(state)}


def run_cases(cases_json: str) -> str:
    """JSON text in (a list of cases, or {"seeds": [...]}), JSON text out (a list of results)."""
    spec = json.loads(cases_json)
    cases = default_cases(spec["seeds"]) if isinstance(spec, dict) else spec
    return json.dumps([run_case(c) for c in cases], sort_keys=True)
