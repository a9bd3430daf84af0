"""Bot strength and decision time: the bot sections of BENCHMARKS.md.

    python3 bench/bots.py [--scale 1.0] [--jobs 2] [--json] [--update BENCHMARKS.md]

Plays seeded 2-player head-to-head games (seats alternate from game to game) through the
session's ``bot`` command, exactly as the app does, untimed (work budgets only), so the same
command gives the same games on any machine under any load. Each row states its win rate
with a Wilson 95% interval; shared wins count half. Decision times are those of the same
games in CPython (the browser figures, with Pyodide, are in the browser section).
Targets (issue 8): easy beats random >= 90%, normal beats easy >= 70%, hard beats normal > 50%.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from tablero.core.bots import LEVELS  # noqa: E402
from tablero.core.bots.arena import play_game, wilson  # noqa: E402
from tablero.core.session import Session  # noqa: E402
from tablero.games import GAMES  # noqa: E402

MATCHUPS = [("easy", "random", 0.9), ("normal", "easy", 0.7), ("hard", "normal", 0.5)]
"""(level, opponent, target win rate)."""
GAMES_PER_MATCHUP = {  # at --scale 1; sized so that the whole run stays near 15 min on 2 cores
    "pyramids": {"easy": 40, "normal": 12, "hard": 6},
    "troyes": {"easy": 12, "normal": 4, "hard": 2},
}
DEFAULT_GAMES = {"easy": 10, "normal": 4, "hard": 2}
SEED0 = 1000
START, END = "<!-- bots:start -->", "<!-- bots:end -->"


def _one(task: tuple) -> dict:
    """One game (in a worker process): which entry won, scores, decision times."""
    gid, levels, seed = task
    game = play_game(Session(GAMES), gid, list(levels), seed, timed=False)
    return {"task": task, "result": game["result"], "steps": game["steps"],
            "times": game["times"]}


def tasks_for(gid: str, level: str, rival: str, games: int) -> list[tuple]:
    """Seeded games, the level at seat 0 in even games and at seat 1 in odd ones."""
    out = []
    for k in range(games):
        levels = (level, rival) if k % 2 == 0 else (rival, level)
        out.append((gid, levels, SEED0 + k // 2))
    return out


def summarize(gid: str, level: str, rival: str, target: float, games: list[dict]) -> dict:
    """Win rate with interval, mean scores and length of one matchup."""
    wins, mine, theirs, steps = 0.0, 0, 0, 0
    for g in games:
        levels = g["task"][1]
        seat = levels.index(level)
        winners = g["result"]["winners"]
        wins += (seat in winners) / len(winners)
        mine += g["result"]["scores"][seat]
        theirs += g["result"]["scores"][1 - seat]
        steps += g["steps"]
    n = len(games)
    low, high = wilson(wins, n)
    return {"game": gid, "level": level, "rival": rival, "target": target, "games": n,
            "wins": wins, "rate": wins / n, "low": low, "high": high,
            "score": mine / n, "rival_score": theirs / n, "actions": steps / n}


def run(scale: float, jobs: int, games_filter: list[str] | None) -> dict:
    """Every matchup of every game with a bot module; results and decision times."""
    plan = []
    for gid in sorted(GAMES):
        if games_filter and gid not in games_filter:
            continue
        counts = GAMES_PER_MATCHUP.get(gid, DEFAULT_GAMES)
        for level, rival, target in MATCHUPS:
            n = max(2, round(counts[level] * scale / 2) * 2)
            plan.append((gid, level, rival, target, tasks_for(gid, level, rival, n)))
    everything = [t for *_, tasks in plan for t in tasks]
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        done = {json.dumps(r["task"]): r for r in pool.map(_one, everything)}
    rows, times = [], {}
    for gid, level, rival, target, tasks in plan:
        games = [done[json.dumps(t)] for t in tasks]
        rows.append(summarize(gid, level, rival, target, games))
        for g in games:
            for lv, spent in g["times"].items():
                times.setdefault(gid, {}).setdefault(lv, []).extend(spent)
    return {"rows": rows, "times": {gid: {lv: _stats(v) for lv, v in per.items()}
                                    for gid, per in times.items()},
            "seconds": time.perf_counter() - start, "scale": scale, "jobs": jobs,
            "machine": _machine()}


def _stats(values: list[float]) -> dict:
    values = sorted(values)
    return {"n": len(values), "median": statistics.median(values),
            "p95": values[min(len(values) - 1, int(0.95 * len(values)))], "max": values[-1]}


def _machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, "
            f"load average {load:.1f} at the end")


def markdown(data: dict) -> list[str]:
    """The bot sections of BENCHMARKS.md (between the bots markers)."""
    lines = [START, "## Bot strength", "",
             f"`python3 bench/bots.py --scale {data['scale']} --jobs {data['jobs']}` "
             f"({data['seconds'] / 60:.1f} min on {data['machine']}). Two-player games, seats "
             "alternating, untimed (work budgets only: the same games on any machine); win "
             "rate of the first level with its Wilson 95% interval, shared wins half. "
             "Few games per row: read the intervals, not the point estimates.", "",
             "| game | level vs rival | games | win rate | 95% interval | target | mean score "
             "| rival's | actions/game |",
             "| --- | --- | ---: | ---: | --- | --- | ---: | ---: | ---: |"]
    for r in data["rows"]:
        verdict = ("met" if r["low"] >= r["target"] else
                   "not shown" if r["high"] >= r["target"] else "**missed**")
        sign = ">" if r["target"] == 0.5 else ">="
        lines.append(
            f"| {r['game']} | {r['level']} vs {r['rival']} | {r['games']} | {r['rate']:.0%} "
            f"| {r['low']:.0%} to {r['high']:.0%} | {sign} {r['target']:.0%}: {verdict} "
            f"| {r['score']:.1f} | {r['rival_score']:.1f} | {r['actions']:.0f} |")
    lines += ["", "\"met\": the whole interval clears the target; \"not shown\": the target is "
              "inside the interval (more games needed); \"missed\": the interval lies below.", "",
              "## Bot decision time in CPython", "",
              "Untimed decisions of the games above (work budget only; in the app each level "
              "also stops itself at its wall-time cap: easy 0.5 s, normal 0.9 s, hard 2.7 s). "
              "Pyodide is 2-3x slower: see the browser section for the in-browser times.", "",
              "| game | level | decisions | median | p95 | max |",
              "| --- | --- | ---: | ---: | ---: | ---: |"]
    for gid, per in data["times"].items():
        for level in LEVELS:
            if level in per:
                t = per[level]
                lines.append(f"| {gid} | {level} | {t['n']} | {t['median'] * 1000:.0f} ms "
                             f"| {t['p95'] * 1000:.0f} ms | {t['max'] * 1000:.0f} ms |")
    return lines + ["", END]


def update(path: Path, lines: list[str]) -> None:
    """Replace the bot sections of a BENCHMARKS.md (or append them)."""
    text = path.read_text(encoding="utf-8") if path.exists() else "# Benchmarks\n"
    block = "\n".join(lines)
    pattern = re.compile(re.escape(START) + ".*?" + re.escape(END), re.S)
    text = pattern.sub(lambda _: block, text) if pattern.search(text) else (
        text.rstrip("\n") + "\n\n" + block + "\n")
    path.write_text(text, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the game counts")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--games", help="only these game ids, comma separated")
    parser.add_argument("--json", action="store_true", help="print the raw results as JSON")
    parser.add_argument("--update", help="rewrite the bot sections of this markdown file")
    args = parser.parse_args()
    data = run(args.scale, args.jobs, args.games.split(",") if args.games else None)
    if args.json:
        print(json.dumps(data, indent=1))
    else:
        print("\n".join(markdown(data)))
    if args.update:
        update(Path(args.update), markdown(data))


if __name__ == "__main__":
    main()
