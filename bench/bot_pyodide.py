"""Bot decision times inside Pyodide (run by tests/pyodide/run_engine.mjs, see bench/bots.py).

``run_cases(cases_json)`` takes ``{"games": [...], "levels": [...], "decisions": n}`` and
times ``n`` decisions per game and level through the bridge, as the worker runs them, on
positions reached by random moves, at the game's smallest player count. Returns JSON:
game -> level -> list of milliseconds.
"""

from __future__ import annotations

import json
import time


def run_cases(cases_json: str) -> str:
    from tablero import bridge

    cases = json.loads(cases_json)
    out = {}
    for game in cases["games"]:
        for level in cases["levels"]:
            out.setdefault(game, {})[level] = _times(bridge, game, level, cases["decisions"])
    return json.dumps(out)


def _call(bridge, **req) -> dict:
    return json.loads(bridge.handle(json.dumps(req)))


def _times(bridge, game: str, level: str, decisions: int) -> list:
    games = _call(bridge, cmd="games")["games"]
    players = next(g["players"][0] for g in games if g["id"] == game)
    res = _call(bridge, cmd="new", game=game, players=players, seed=3, seat=0)
    match, view, times = res["match"], res["view"], []
    while len(times) < decisions and not view["result"]:
        seat = view["active"][0]
        start = time.perf_counter()
        answer = _call(bridge, cmd="bot", match=match, seat=seat, level=level)
        times.append((time.perf_counter() - start) * 1000)
        if not answer["ok"]:
            raise RuntimeError(answer["error"]["message"])
        rnd = _call(bridge, cmd="bot", match=match, seat=seat, level="random")["action"]
        view = _call(bridge, cmd="act", match=match, seat=seat, action=rnd)["view"]
    return times
