"""Random playouts per second per game in CPython (bench/speed_core.py).

    python3 bench/engine_speed.py [--seeds 20] [--repeats 5] [--json]
    python3 bench/engine_speed.py --bridge [--page] [--game paxpamir] [--seeds 10] [--json]

``--bridge``: random games through the JSON bridge instead (``view`` + ``act`` per action, the
issue 30 protocol; ``--page``: as the page plays, ``act`` and a ``view`` only when another seat
is to act), by CPU time (time.process_time) and wall time.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "py"))
sys.path.insert(0, str(HERE))

import speed_core  # noqa: E402


def run(seeds: int, repeats: int, games: list[str] | None = None) -> dict:
    """{game: [per-repeat results]} for seeds 1..N."""
    spec = {"games": games, "seeds": list(range(1, seeds + 1)), "repeats": repeats}
    return json.loads(speed_core.measure(json.dumps(spec)))


def run_bridge(seeds: int, repeats: int, games: list[str] | None = None,
               page: bool = False) -> dict:
    """{game: [per-repeat results]} through the bridge (speed_core.measure_bridge)."""
    spec = {"games": games, "seeds": list(range(1, seeds + 1)), "repeats": repeats,
            "page": page}
    return json.loads(speed_core.measure_bridge(json.dumps(spec)))


def summary(results: dict) -> dict:
    """Median playouts/s, games per CPU second and steps/s per game."""
    return {game: {"playouts_per_s": statistics.median(r["playouts_per_s"] for r in runs),
                   "games_per_cpu_s": statistics.median(r["games_per_cpu_s"] for r in runs),
                   "steps_per_s": statistics.median(r["steps_per_s"] for r in runs)}
            for game, runs in results.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--json", action="store_true", help="print raw JSON")
    parser.add_argument("--bridge", action="store_true", help="through the bridge (view + act)")
    parser.add_argument("--page", action="store_true", help="with --bridge: the page's protocol")
    args = parser.parse_args()
    if args.bridge:
        results = run_bridge(args.seeds, args.repeats, args.game, args.page)
        if args.json:
            print(json.dumps(results))
            return
        for game, runs in results.items():
            cpu = statistics.median(r["games_per_cpu_s"] for r in runs)
            wall = statistics.median(r["playouts_per_s"] for r in runs)
            print(f"{game:10} bridge: {cpu:6.2f} games per CPU second, {wall:6.2f} games/s wall")
        return
    results = run(args.seeds, args.repeats, args.game)
    if args.json:
        print(json.dumps(results))
        return
    for game, s in summary(results).items():
        print(f"{game:10} CPython {sys.version.split()[0]}: {s['playouts_per_s']:8.1f} "
              f"playouts/s {s['games_per_cpu_s']:8.2f} games per CPU s "
              f"{s['steps_per_s']:9.0f} steps/s")


if __name__ == "__main__":
    main()
