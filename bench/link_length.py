"""Link length of whole games with friends (issue 41): the "Links of games with friends"
section of BENCHMARKS.md.

    python3 bench/link_length.py [--games 20] [--level random] [--ids mexica,paxpamir]
                                 [--every-count] [--timed] [--json out.json]

Plays ``--games`` bot games of each game at its largest player count (``--every-count``: at
each of its player counts), every seat at
``--level`` (through ``Session.bot``, as the app asks), and measures the link data of each
whole game (core/linkcodec.py: the actions as indices among the offered ones, deflated,
base64url; the page adds about 40 characters of address and ``#f=``). The budget is 2,000
characters. Untimed by default (work budgets only), so the same command gives the same games.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from tablero.core.session import Session  # noqa: E402
from tablero.games import GAMES  # noqa: E402

BUDGET = 2000
FIELDS = {"to": 3, "prev": "f" * 64, "id": "x" * 12}
"""A link's page fields at their longest (a SHA-256 in hex, a 12-character game id)."""


def one_game(session: Session, game_id: str, players: int, seed: int, level: str,
             timed: bool) -> dict:
    """One bot game: its steps and the length of its whole link's data."""
    match_id = session.new(game_id, players, seed, {}, [f"bot:{level}"] * players)
    match = session.matches[match_id]
    while active := match.game.active(match.state):
        match.act(active[0], session.bot(match_id, active[0], level, timed))
    data = session.link(match_id, FIELDS)
    session.close(match_id)
    return {"steps": len(match.actions), "chars": len(data)}


def measure(game_id: str, players: int, games: int, level: str, timed: bool) -> dict:
    session = Session(GAMES)
    start = time.perf_counter()
    rows = [one_game(session, game_id, players, seed, level, timed)
            for seed in range(1, games + 1)]
    chars = [row["chars"] for row in rows]
    steps = [row["steps"] for row in rows]
    return {"game": game_id, "players": players, "level": level, "games": games,
            "median": statistics.median(chars), "max": max(chars),
            "steps_median": statistics.median(steps), "steps_max": max(steps),
            "seconds": round(time.perf_counter() - start, 1)}


def table(results: list[dict]) -> str:
    lines = ["| game | players | bots | games | moves (median, max) | link chars (median) "
             "| link chars (max) | within 2,000 |",
             "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for r in results:
        lines.append(f"| {r['game']} | {r['players']} | {r['level']} | {r['games']} | "
                     f"{r['steps_median']:g}, {r['steps_max']} | {r['median']:g} | {r['max']} | "
                     f"{'yes' if r['max'] <= BUDGET else 'no'} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--level", default="random")
    parser.add_argument("--ids", default=",".join(GAMES))
    parser.add_argument("--every-count", action="store_true")
    parser.add_argument("--timed", action="store_true")
    parser.add_argument("--json")
    args = parser.parse_args()
    results = []
    for game_id in args.ids.split(","):
        front = GAMES[game_id]
        counts = (range(front.min_players, front.max_players + 1) if args.every_count
                  else [front.max_players])
        for players in counts:
            results.append(measure(game_id, players, args.games, args.level, args.timed))
            print(json.dumps(results[-1]), file=sys.stderr, flush=True)
    print(table(results))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
