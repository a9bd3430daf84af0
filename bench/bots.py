"""Bot strength and decision time: the bot sections of BENCHMARKS.md.

    python3 bench/bots.py [--scale 1.0] [--jobs 2] [--timed] [--pyodide N] [--json]
                          [--update BENCHMARKS.md] [--from-json saved.json]

Plays seeded 2-player head-to-head games (seats alternate from game to game) through the
session's ``bot`` command, exactly as the app does; untimed by default (work budgets only), so
the same command gives the same games on any machine under any load (``--timed``: with the
app's wall-time caps). Each row states its win rate
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
from tablero.core.bots.common import bot_module  # noqa: E402
from tablero.core.session import Session  # noqa: E402
from tablero.games import GAMES  # noqa: E402

MATCHUPS = [("easy", "random", 0.9), ("normal", "easy", 0.7), ("hard", "normal", 0.5)]
"""(level, opponent, target win rate)."""
GAMES_PER_MATCHUP = {  # at --scale 1: sized so that a run stays near 15 min on 2 busy cores
    "pyramids": {"easy": 20, "normal": 8, "hard": 2},
    "troyes": {"easy": 8, "normal": 4, "hard": 0},  # 0: not run (a hard game takes ~6 min)
}
DEFAULT_GAMES = {"easy": 10, "normal": 4, "hard": 2}
SEED0 = 1000
_COST = {"random": 0, "easy": 1, "normal": 10, "hard": 30}
CAPS = {lv: spec["seconds"] for lv, spec in LEVELS.items() if "seconds" in spec}
START, END = "<!-- bots:start -->", "<!-- bots:end -->"


def _one(task: tuple) -> dict:
    """One game (in a worker process): which entry won, scores, decision times."""
    gid, levels, seed, timed = task
    game = play_game(Session(GAMES), gid, list(levels), seed, timed=timed)
    return {"task": task, "result": game["result"], "steps": game["steps"],
            "times": game["times"]}


def tasks_for(gid: str, level: str, rival: str, games: int, timed: bool) -> list[tuple]:
    """Seeded games, the level at seat 0 in even games and at seat 1 in odd ones."""
    out = []
    for k in range(games):
        levels = (level, rival) if k % 2 == 0 else (rival, level)
        out.append((gid, levels, SEED0 + k // 2, timed))
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
            "timed": games[0]["task"][3],
            "wins": wins, "rate": wins / n, "low": low, "high": high,
            "score": mine / n, "rival_score": theirs / n, "actions": steps / n}


def run(scale: float, jobs: int, games_filter: list[str] | None, timed: bool) -> dict:
    """Every matchup of every game with a bot module; results and decision times."""
    plan, skipped = [], []
    for gid in sorted(GAMES):
        if (games_filter and gid not in games_filter) or bot_module(GAMES[gid]) is None:
            continue  # a game without a bot module has only the random bot
        counts = GAMES_PER_MATCHUP.get(gid, DEFAULT_GAMES)
        for level, rival, target in MATCHUPS:
            n = 2 * round(counts[level] * scale / 2)
            if n == 0:
                skipped.append(f"{gid}: {level} vs {rival}")
                continue
            plan.append((gid, level, rival, target, tasks_for(gid, level, rival, n, timed)))
    everything = [t for *_, tasks in plan for t in tasks]
    everything.sort(key=lambda t: -_COST.get(max(t[1], key=_COST.get), 1))  # long ones first
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
            "timed": timed, "skipped": skipped, "caps": CAPS,
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


def pyodide_times(games: list[str], levels: list[str], decisions: int) -> dict:
    """Decision times inside Pyodide under node (bench/bot_pyodide.py), in ms."""
    import subprocess
    import tempfile

    sys.path.insert(0, str(ROOT))
    import build

    with tempfile.TemporaryDirectory() as tmp:
        wheel = build.build_wheel(Path(tmp))
        cases = json.dumps({"games": games, "levels": levels, "decisions": decisions})
        out = subprocess.run(["node", str(ROOT / "tests/pyodide/run_engine.mjs"), str(wheel),
                              cases, str(ROOT / "bench/bot_pyodide.py")], cwd=ROOT, check=True,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    raw = json.loads(out.stdout.strip().splitlines()[-1])
    return {g: {lv: _stats([t / 1000 for t in ts if t > 0]) for lv, ts in per.items()}
            for g, per in raw.items()}


def _pyodide_lines(data: dict) -> list[str]:
    if not data.get("pyodide"):
        return []
    lines = ["", "## Bot decision time in Pyodide (node)", "",
             f"`python3 bench/bots.py --pyodide {data['pyodide_decisions']}`: decisions on "
             "positions reached by random moves, 2 players, timed as in the app, through the "
             "bridge inside Pyodide under node (the worker's engine). Budget: normal <= 1 s, "
             "hard <= 3 s in the browser.", "",
             "| game | level | decisions | median | p95 | max |",
             "| --- | --- | ---: | ---: | ---: | ---: |"]
    for gid, per in data["pyodide"].items():
        for level, t in per.items():
            lines.append(f"| {gid} | {level} | {t['n']} | {t['median'] * 1000:.0f} ms "
                         f"| {t['p95'] * 1000:.0f} ms | {t['max'] * 1000:.0f} ms |")
    return lines


def _strength_lines(data: dict) -> list[str]:
    commands = data.get("commands") or [
        f"python3 bench/bots.py --scale {data['scale']} --jobs {data['jobs']}"
        + (" --timed" if data["timed"] else "")]
    lines = ["## Bot strength", "",
             "`" + "`, `".join(commands) + f"` ({data['seconds'] / 60:.1f} min on "
             f"{data['machine']}). Two-player games, seats alternating; win rate of the first "
             "level with its Wilson 95% interval, shared wins half. Mode \"untimed\": work "
             "budgets only (the same games on any machine); \"timed\": as in the app, each "
             "decision also stops at its level's wall-time cap, so machine load weakens the "
             "search levels. Few games per row: read the intervals, not the point estimates.",
             "",
             "| game | level vs rival | mode | games | win rate | 95% interval | target "
             "| mean score | rival's | actions/game |",
             "| --- | --- | --- | ---: | ---: | --- | --- | ---: | ---: | ---: |"]
    for r in data["rows"]:
        verdict = ("met" if r["low"] >= r["target"] else
                   "not shown" if r["high"] >= r["target"] else "**missed**")
        sign = ">" if r["target"] == 0.5 else ">="
        lines.append(
            f"| {r['game']} | {r['level']} vs {r['rival']} "
            f"| {'timed' if r.get('timed', data['timed']) else 'untimed'} "
            f"| {r['games']} | {r['rate']:.0%} "
            f"| {r['low']:.0%} to {r['high']:.0%} | {sign} {r['target']:.0%}: {verdict} "
            f"| {r['score']:.1f} | {r['rival_score']:.1f} | {r['actions']:.0f} |")
    if data["skipped"]:
        lines += ["", "Not run at this scale: " + "; ".join(data["skipped"]) + "."]
    lines += ["", "\"met\": the whole interval clears the target; \"not shown\": the target is "
              "inside the interval (more games needed); \"missed\": the interval lies below."]
    return lines


def _cpython_lines(data: dict) -> list[str]:
    caps = ", ".join(f"{lv} {sec} s" for lv, sec in data.get("caps", CAPS).items())
    lines = ["", "## Bot decision time in CPython", "",
              "Decisions of the games above, " + ("timed" if data["timed"] else "untimed") +
              " (each level stops itself at its wall-time cap; caps in the measured version: "
              + caps + "; parallel games share the cores). "
              "Pyodide is 2-3x slower: see the browser section for the in-browser times.", "",
              "| game | level | decisions | median | p95 | max |",
              "| --- | --- | ---: | ---: | ---: | ---: |"]
    for gid, per in data["times"].items():
        for level in LEVELS:
            if level in per:
                t = per[level]
                lines.append(f"| {gid} | {level} | {t['n']} | {t['median'] * 1000:.0f} ms "
                             f"| {t['p95'] * 1000:.0f} ms | {t['max'] * 1000:.0f} ms |")
    return lines


def markdown(data: dict) -> list[str]:
    """The bot sections of BENCHMARKS.md (between the bots markers)."""
    return [START, *_strength_lines(data), *_cpython_lines(data), *_pyodide_lines(data), "",
            END]


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
    parser.add_argument("--timed", action="store_true",
                        help="keep the wall-time caps of the app (results then depend on load)")
    parser.add_argument("--pyodide", type=int, default=0, metavar="N",
                        help="also time N decisions per game and level inside Pyodide (node)")
    parser.add_argument("--from-json", help="only rewrite markdown from a saved --json run")
    parser.add_argument("--json", action="store_true", help="print the raw results as JSON")
    parser.add_argument("--update", help="rewrite the bot sections of this markdown file")
    args = parser.parse_args()
    if args.from_json:
        data = json.loads(Path(args.from_json).read_text())
    else:
        data = run(args.scale, args.jobs, args.games.split(",") if args.games else None,
                   args.timed)
    if args.pyodide:
        games = sorted({r["game"] for r in data["rows"]})
        data["pyodide"] = pyodide_times(games, ["easy", "normal", "hard"], args.pyodide)
        data["pyodide_decisions"] = args.pyodide
    if args.json:
        print(json.dumps(data, indent=1))
    else:
        print("\n".join(markdown(data)))
    if args.update:
        update(Path(args.update), markdown(data))


if __name__ == "__main__":
    main()
