"""Bot-against-bot games: the engine of ``python3 -m tablero simulate`` and bench/bots.py.

Every decision goes through ``Session.bot``, exactly as in the app: the bot gets the seat's
view and nothing else. Seats rotate from game to game (game k gives seat s the level
``bots[(s + k) % n]``), so no level keeps the advantage of a seat.
"""

from __future__ import annotations

import math
import time

from ..session import Session


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson 95% interval of a win rate (shared wins count as fractions)."""
    if games == 0:
        return 0.0, 0.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_game(session: Session, game_id: str, levels: list[str], seed: int,
              options: dict | None = None, timed: bool = True,
              kept: tuple = ()) -> dict:
    """One game with ``levels[seat]`` at each seat: result, actions, decision times, and the
    game's log and the actions taken (for reading and replaying a lost game).
    The seats in ``kept`` play as the app's table does (``Session.bot_play``: the turn's
    thinking time shared, then its plan); the others search afresh at every step
    (``Session.bot``)."""
    match_id = session.new(game_id, len(levels), seed, options or {})
    match = session.matches[match_id]
    times: dict[str, list[float]] = {}
    while True:
        active = match.game.active(match.state)
        if not active:
            break
        seat = active[0]
        start = time.perf_counter()
        if seat in kept:
            session.bot_play(match_id, seat, levels[seat], "step", timed)
        else:
            match.act(seat, session.bot(match_id, seat, levels[seat], timed))
        times.setdefault(levels[seat], []).append(time.perf_counter() - start)
    result = match.game.result(match.state)
    actions, log = list(match.actions), match.state["log"]
    del session.matches[match_id]
    return {"result": result, "steps": len(actions), "times": times, "log": log,
            "actions": actions}


def simulate(games_table: dict, game_id: str, players: int, bots: list[str], games: int,
             seed: int = 1, options: dict | None = None, progress=None,
             timed: bool = True) -> dict:
    """Win rates (Wilson 95% intervals), mean scores, game length and decision times per
    entry of ``bots`` (one entry per seat, rotated over the seats from game to game)."""
    session = Session(games_table)
    entries = [bots[s % len(bots)] for s in range(players)]
    wins, scores = [0.0] * players, [0] * players
    steps, times = 0, {}
    for k in range(games):
        levels = [entries[(s + k) % players] for s in range(players)]
        game = play_game(session, game_id, levels, seed + k, options, timed)
        result = game["result"]
        for seat in range(players):
            entry = (seat + k) % players
            if seat in result["winners"]:
                wins[entry] += 1 / len(result["winners"])
            scores[entry] += result["scores"][seat]
        steps += game["steps"]
        for level, spent in game["times"].items():
            times.setdefault(level, []).extend(spent)
        if progress:
            progress(k + 1, games)
    return {
        "game": game_id, "players": players, "games": games, "seed": seed, "timed": timed,
        "entries": [{"entry": e, "bot": entries[e], "wins": wins[e], "win_rate": wins[e] / games,
                     "interval": wilson(wins[e], games), "mean_score": scores[e] / games}
                    for e in range(players)],
        "mean_actions": steps / games,
        "decision_s": {level: _summary(spent) for level, spent in times.items()},
    }


def _summary(spent: list[float]) -> dict:
    spent = sorted(spent)
    return {"n": len(spent), "median": spent[len(spent) // 2],
            "p95": spent[min(len(spent) - 1, int(0.95 * len(spent)))], "max": spent[-1]}
