"""Bot strength and decision time: the bot sections of BENCHMARKS.md.

    python3 bench/bots.py [--scale 1.0] [--jobs 2] [--timed] [--minutes M] [--pyodide N]
                          [--games ids] [--levels easy,normal,hard] [--json]
                          [--update BENCHMARKS.md [--keep-others]] [--from-json saved]
    python3 bench/bots.py --plans N [--plans-first K] [--timed] [--games ids] [--levels normal]
                          [--jobs 2]
    python3 bench/bots.py --wakhan N [--first K] [--levels normal,hard] [--timed | --cpu]
                          [--results file] [--jobs 1]

Plays seeded head-to-head games through the session's ``bot`` command, exactly as the app
does: one seat at the level measured, every other seat at the rival level, the level's seat
rotating over the seats from game to game, at each game's smallest player count (2; Pax
Pamir 3). Untimed by default (work budgets only), so the same command gives the same games on
any machine under any load (``--timed``: with the app's wall-time caps).

"Beats" is scored pairwise: against each rival seat, finishing ahead counts 1, level 0.5
(shared first place or equal scores), behind 0; a game's result is the mean over the rival
seats, so equal strength is 50% at any player count (with two players it is the win rate).
Each row gives it with a Wilson 95% interval over the games.

Games already played by the same engine and bots (the same code fingerprints: see
``code_version``) are kept in .cache/bench-bots.jsonl, so a run can be stopped (``--minutes``:
no new game starts after M minutes) and resumed by the same command; the tables always show
every game played so far.
Targets (issue 8): easy beats random >= 90%, normal beats easy >= 70%, hard beats normal > 50%.
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import json
import os
import platform
import re
import statistics
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from tablero.core.bots import LEVELS, choose  # noqa: E402
from tablero.core.bots.arena import play_game, wilson  # noqa: E402
from tablero.core.session import Session  # noqa: E402
from tablero.games import GAMES  # noqa: E402

MATCHUPS = [("easy", "random", 0.9), ("normal", "easy", 0.7), ("hard", "normal", 0.5)]
"""(level, rival, target rate)."""
DEFAULT_GAMES = {"easy": 24, "normal": 24, "hard": 16}
"""Games per matchup at --scale 1 (all games: about 2.5 hours on 2 cores; a "hard" game takes
minutes), unless GAMES_PER_MATCHUP says otherwise for a game."""
GAMES_PER_MATCHUP = {  # quicker games get more (narrower intervals), the longest fewer
    "pyramids": {"easy": 40, "normal": 40, "hard": 24},
    "troyes": {"easy": 40, "normal": 40, "hard": 32},  # hard: 16 games sat on the 50% line
    "paxpamir": {"easy": 24, "normal": 24, "hard": 12},
}
BENCH_PLAYERS = {"paxpamir": 3}
"""Player count of the head-to-head games when it is not the game's smallest (Pax Pamir's 1-2
player games seat Wakhan, the automated opponent: measured apart, ``--wakhan``)."""
SEED0 = 1000
CAPS = {lv: spec["seconds"] for lv, spec in LEVELS.items() if "seconds" in spec}
CACHE = ROOT / ".cache" / "bench-bots.jsonl"
START, END = "<!-- bots:start -->", "<!-- bots:end -->"


TEXT_MODULES = {"text.py", "texts.py", "words.py", "describe.py"}
"""Modules that only word things (log lines, labels): changing them keeps the cached games."""
BOT_MODULES = {"bot.py", "determinize.py"}
BOT_CODE = {"random": ("common.py", "random_bot.py"),
            "easy": ("choice.py", "common.py", "greedy.py"),
            "normal": ("choice.py", "common.py", "greedy.py", "rollout.py"),
            "hard": ("choice.py", "common.py", "greedy.py", "rollout.py")}
"""The modules of tablero/core/bots each level runs (with ``choose`` and the level's
settings from levels.py, so that retuning one level keeps the others' games)."""


def _digest(paths: list[Path], extra: str = "") -> str:
    h = hashlib.sha256(extra.encode())
    for path in sorted(paths):
        h.update(path.name.encode() + b"\0" + path.read_bytes())
    return h.hexdigest()[:12]


def code_version(gid: str) -> dict:
    """Fingerprints of the code behind the games of ``gid``: ``rules`` the game's rules and
    the core they run on, each level its bot code and settings (with the game's bot module).
    A cached game counts only while the rules and the levels it used keep their
    fingerprints: a change of texts keeps it, a change of rules drops every game, and a
    change of the search bots keeps the easy-vs-random games."""
    package = ROOT / "py" / "tablero" / "games" / gid
    core = ROOT / "py" / "tablero" / "core"
    bots = core / "bots"
    game_files = [f for f in package.rglob("*.py") if f.name not in TEXT_MODULES]
    rules = [f for f in game_files if f.name not in BOT_MODULES] + list(core.glob("*.py"))
    own = [f for f in game_files if f.name in BOT_MODULES]
    out = {"rules": _digest(rules)}
    for level, files in BOT_CODE.items():
        mine = [bots / f for f in files] + (own if level != "random" else [])
        out[level] = _digest(mine, json.dumps(LEVELS[level], sort_keys=True)
                             + inspect.getsource(choose))
    return out


def bench_players(gid: str) -> int:
    return BENCH_PLAYERS.get(gid, GAMES[gid].min_players)


WAKHAN_RESULTS = ROOT / ".cache" / "bench-wakhan.jsonl"
WAKHAN_MODES = ("untimed", "timed", "cpu")
"""How a game against Wakhan is timed: "untimed" (work budgets only), "timed" (the app's caps,
on the wall clock: the result depends on the machine's load), "cpu" (the app's caps counted in
the worker process's CPU time: what a quiet machine's wall clock would give, see
``_cpu_clock``)."""


def _cpu_clock(mode: str) -> None:
    """In a worker process of a "cpu" run: the bots' clock (``time.perf_counter``, which
    turn.py, rollout.py and greedy.py read for their caps) counts this process's CPU time, so
    that other processes on a shared machine take no thinking time from the bot. Only the
    bench's worker processes do this; the app keeps the wall clock."""
    if mode == "cpu":
        time.perf_counter = time.process_time


def _wakhan_one(task: tuple) -> dict:
    """One 1-player Pax Pamir game (in a worker process): the bot level in seat 0, Wakhan in
    seat 1. Timed ("timed", "cpu"), the bot plays as the app's table does (``kept``: its
    turn's thinking time shared, then its plan); untimed, every step is a full search."""
    level, seed, mode = task
    timed = mode != "untimed"
    session = Session(GAMES)
    game = play_game(session, "paxpamir", [level], seed, timed=timed,
                     kept=(0,) if timed else ())
    return {"task": list(task), "result": game["result"], "steps": game["steps"],
            "times": game["times"].get(level, []), "log": game["log"],
            "actions": game["actions"]}


def wakhan_play(level: str, seeds: list[int], mode: str, jobs: int, version: dict,
                results: Path = WAKHAN_RESULTS) -> None:
    """Play the seeds not yet in ``results`` for the code of ``version`` (see
    ``code_version``), appending each game as one line when it ends: a run can be stopped,
    resumed, or split over processes by seed ranges (``--first``) that write the same file.
    Each game's result goes to stderr too."""
    have = {r["task"][1] for r in wakhan_rows(results, level, mode, version)}
    todo = [(level, s, mode) for s in seeds if s not in have]
    results.parent.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs, initializer=_cpu_clock,
                             initargs=(mode,)) as pool:
        for k, game in enumerate(pool.map(_wakhan_one, todo), 1):
            game["version"] = version
            with results.open("a", encoding="utf-8") as out:
                out.write(json.dumps(game) + "\n")  # one write: safe beside another run
            print(f"{level} {mode} seed {game['task'][1]}: scores {game['result']['scores']} "
                  f"winners {game['result']['winners']}, {game['steps']} actions "
                  f"({k}/{len(todo)}, {(time.perf_counter() - start) / 60:.1f} min)",
                  file=sys.stderr, flush=True)


def _wakhan_version(level: str) -> dict:
    versions = code_version("paxpamir")
    return {"rules": versions["rules"], level: versions[level]}


def wakhan_rows(results: Path, level: str, mode: str, version: dict | None = None) -> list:
    """The games of ``level`` in ``mode`` kept in ``results`` (one per seed, the first
    played), only those of ``version`` when given."""
    rows = {}
    for row in jsonl_rows(results):
        if row["task"][0] != level or row["task"][2] != mode:
            continue
        if version is None or row.get("version") == version:
            rows.setdefault(row["task"][1], row)
    return [rows[s] for s in sorted(rows)]


def jsonl_rows(path: Path) -> list:
    """The rows of a results file, one JSON object a line (none when there is no file);
    a line cut short by a stopped run is left out."""
    rows = []
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                rows.append(json.loads(line))
            except ValueError:
                continue
    return rows


def wakhan_summary(rows: list) -> dict:
    """How often the bot (seat 0) beats Wakhan (seat 1), pairwise as the head-to-head rows,
    with its Wilson 95% interval; mean scores, actions and the bot's step p95."""
    beats = sum(pairwise(g["result"], 0) for g in rows)
    low, high = wilson(beats, len(rows))
    times = sorted(t for g in rows for t in g["times"])
    return {"games": len(rows), "wins": beats, "beats": beats / len(rows),
            "interval": [low, high],
            "score": statistics.mean(g["result"]["scores"][1] for g in rows),
            "rival_score": statistics.mean(g["result"]["scores"][0] for g in rows),
            "actions": statistics.mean(g["steps"] for g in rows),
            "p95": times[int(0.95 * (len(times) - 1))] if times else 0.0,
            "seeds": [g["task"][1] for g in rows]}


def wakhan_main(args) -> None:
    """``--wakhan N``: play seeds SEED0 + first .. SEED0 + N - 1 of each level (those not
    played yet), then print each level's row over every game in the file of the code this
    run started with (the workers were forked from it; a file edited meanwhile changes the
    fingerprint, not the games)."""
    mode = "cpu" if args.cpu else "timed" if args.timed else "untimed"
    results = Path(args.results) if args.results else WAKHAN_RESULTS
    for level in (args.levels or "random,easy").split(","):
        seeds = [SEED0 + k for k in range(args.first, args.wakhan)]
        version = _wakhan_version(level)  # the code the workers run (read once: see above)
        if args.minutes != 0:
            wakhan_play(level, seeds, mode, args.jobs, version, results)
        rows = wakhan_rows(results, level, mode, version)
        if not rows:
            continue
        row = wakhan_summary(rows)
        low, high = row["interval"]
        print(f"| paxpamir | Wakhan vs {level} | {mode} | {row['games']} "
              f"| {row['beats']:.0%} | {low:.0%} to {high:.0%} | {row['score']:.1f} "
              f"| {row['rival_score']:.1f} | {row['actions']:.0f} | {row['p95']:.2f} s |")


def current(row: dict, versions: dict) -> bool:
    """True when a cached game was played by the rules and bots of ``versions``."""
    gid, levels = row["task"][0], row["task"][1]
    mine, theirs = versions.get(gid), row.get("version")
    if not isinstance(mine, dict) or not isinstance(theirs, dict):
        return False
    return all(theirs.get(k) == mine[k] for k in ("rules", *levels))


def short_version(version: dict) -> str:
    """The fingerprints in one line (for the table's heading)."""
    return " ".join(f"{k} {v}" for k, v in version.items())


def _one(task: tuple) -> dict:
    """One game (in a worker process): result, length and decision times."""
    gid, levels, seed, timed = task
    game = play_game(Session(GAMES), gid, list(levels), seed, timed=timed)
    return {"task": list(task), "result": game["result"], "steps": game["steps"],
            "times": game["times"]}


def tasks_for(gid: str, level: str, rival: str, games: int, timed: bool) -> list[tuple]:
    """Seeded games with the level at seat k mod n in game k and the rival everywhere else;
    each seed is played once with the level at every seat."""
    players = bench_players(gid)
    out = []
    for k in range(games):
        levels = tuple(level if s == k % players else rival for s in range(players))
        out.append((gid, levels, SEED0 + k // players, timed))
    return out


def pairwise(result: dict, seat: int) -> float:
    """The seat's mean result against every other seat: ahead 1, level 0.5, behind 0."""
    scores, winners = result["scores"], result["winners"]
    points = []
    for other in range(len(scores)):
        if other == seat:
            continue
        if scores[seat] != scores[other]:
            points.append(float(scores[seat] > scores[other]))
        elif (seat in winners) != (other in winners):
            points.append(float(seat in winners))
        else:
            points.append(0.5)
    return sum(points) / len(points)


def summarize(gid: str, level: str, rival: str, target: float, games: list[dict]) -> dict:
    """Pairwise rate with interval, mean scores and length of one matchup."""
    wins, mine, theirs, steps = 0.0, 0.0, 0.0, 0
    for g in games:
        seat = list(g["task"][1]).index(level)
        scores = g["result"]["scores"]
        wins += pairwise(g["result"], seat)
        mine += scores[seat]
        theirs += (sum(scores) - scores[seat]) / (len(scores) - 1)
        steps += g["steps"]
    n = len(games)
    low, high = wilson(wins, n) if n else (0.0, 0.0)
    return {"game": gid, "level": level, "rival": rival, "target": target, "games": n,
            "players": bench_players(gid), "timed": bool(games and games[0]["task"][3]),
            "wins": wins, "rate": wins / n if n else 0.0, "low": low, "high": high,
            "score": mine / max(n, 1), "rival_score": theirs / max(n, 1),
            "actions": steps / max(n, 1)}


def _load_cache(versions: dict) -> dict:
    done = {}
    for row in jsonl_rows(CACHE):
        if current(row, versions):
            done[json.dumps(row["task"])] = row
    return done


def _interleaved(plan: list) -> list[tuple]:
    """Every matchup's games in turn (1st of each, 2nd of each, ...), so that a run stopped
    early has played some games of every matchup."""
    queues = [list(tasks) for *_, tasks in plan]
    out = []
    while any(queues):
        for q in queues:
            if q:
                out.append(q.pop(0))
    return out


def play_missing(tasks: list[tuple], done: dict, versions: dict, jobs: int,
                 minutes: float | None) -> int:
    """Play the tasks not in ``done`` (adding each to it and to the cache as it ends); no new
    game starts after ``minutes``. Returns how many games it played."""
    todo = [t for t in tasks if json.dumps(list(t)) not in done]
    stop_at = time.time() + minutes * 60 if minutes is not None else None
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    played = 0
    with ProcessPoolExecutor(max_workers=jobs) as pool, CACHE.open("a", encoding="utf-8") as out:
        running = set()
        while todo or running:
            while todo and len(running) < jobs and (stop_at is None or time.time() < stop_at):
                running.add(pool.submit(_one, todo.pop(0)))
            if not running:
                break
            finished, running = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                row = future.result()
                gid, levels = row["task"][0], row["task"][1]
                row["version"] = {k: versions[gid][k] for k in ("rules", *levels)}
                done[json.dumps(row["task"])] = row
                out.write(json.dumps(row) + "\n")
                out.flush()
                played += 1
    return played


def run(scale: float, jobs: int, games_filter: list[str] | None, timed: bool,
        minutes: float | None = None, levels_filter: list[str] | None = None) -> dict:
    """Every matchup of every game with a bot module: results and decision times."""
    plan, skipped = [], []
    for gid in sorted(GAMES):
        if (games_filter and gid not in games_filter) or GAMES[gid].bot is None:
            continue  # a game without a bot module has only the random bot
        counts = GAMES_PER_MATCHUP.get(gid, DEFAULT_GAMES)
        players = bench_players(gid)
        for level, rival, target in MATCHUPS:
            if levels_filter and level not in levels_filter:
                continue
            n = players * round(counts[level] * scale / players)
            if n == 0:
                skipped.append(f"{gid}: {level} vs {rival}")
                continue
            plan.append((gid, level, rival, target, tasks_for(gid, level, rival, n, timed)))
    versions = {gid: code_version(gid) for gid, *_ in plan}
    done = _load_cache(versions)
    start = time.perf_counter()
    played = play_missing(_interleaved(plan), done, versions, jobs, minutes)
    rows, times = [], {}
    for gid, level, rival, target, tasks in plan:
        games = [done[json.dumps(list(t))] for t in tasks if json.dumps(list(t)) in done]
        rows.append(summarize(gid, level, rival, target, games))
        for g in games:
            for lv, spent in g["times"].items():
                times.setdefault(gid, {}).setdefault(lv, []).extend(spent)
    return {"rows": rows, "times": {gid: {lv: _stats(v) for lv, v in per.items()}
                                    for gid, per in times.items()},
            "seconds": time.perf_counter() - start, "played": played, "scale": scale,
            "jobs": jobs,
            "timed": timed, "skipped": skipped, "caps": CAPS, "versions": versions,
            "machine": _machine()}


def _kept_one(task: tuple) -> dict:
    """One game (in a worker process) of a level against itself, one seat playing whole
    turns as the app does."""
    gid, level, seed, kept_seat, timed = task
    levels = [level] * bench_players(gid)
    game = play_game(Session(GAMES), gid, levels, seed, timed=timed, kept=(kept_seat,))
    return {"task": list(task), "result": game["result"],
            "seconds": sum(sum(v) for v in game["times"].values())}


def plans_run(gid: str, level: str, games: int, jobs: int, first: int = 0,
              timed: bool = False) -> dict:
    """The app's whole bot turns (``Session.bot_play``) against a full search at every step
    (``Session.bot``, issue 26): ``games`` games of ``level`` against itself, the seat that
    plays as the app does rotating; "beats" pairwise, with its Wilson 95% interval (50%: no
    difference). Untimed both play the same moves (every step a full search); ``timed``
    measures what sharing a turn's thinking time costs (the other seats get the level's full
    decision cap at every step). ``first``: the games before it are left out (a run that
    adds games to an earlier one)."""
    players = bench_players(gid)
    tasks = [(gid, level, SEED0 + k // players, k % players, timed)
             for k in range(first, games)]
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        done = list(pool.map(_kept_one, tasks))
    beats = sum(pairwise(g["result"], g["task"][3]) for g in done)
    low, high = wilson(beats, len(done))
    return {"game": gid, "level": level, "games": len(done), "beats": beats / len(done),
            "interval": [low, high], "minutes": (time.perf_counter() - start) / 60}


def _stats(values: list[float]) -> dict:
    values = sorted(values)
    return {"n": len(values), "median": statistics.median(values),
            "p95": values[min(len(values) - 1, int(0.95 * len(values)))], "max": values[-1]}


def cpu_model() -> str:
    """The CPU's model name (Linux), or "unknown CPU"."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


def _machine() -> str:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (f"{cpu_model()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
            f"load average {load:.1f} at the end")


def pyodide_times(games: list[str], levels: list[str], decisions: int) -> dict:
    """Decision times inside Pyodide under node (bench/bot_pyodide.py), in ms."""
    import subprocess
    import tempfile

    sys.path.insert(0, str(ROOT))
    from tools.wheel import build_wheel

    with tempfile.TemporaryDirectory() as tmp:
        wheel = build_wheel(Path(tmp))
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
             "positions reached by random moves (the smallest player count), timed as in the "
             "app, through the bridge inside Pyodide under node (the worker's engine). Budget: "
             "normal <= 1 s, hard <= 3 s in the browser.", "",
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
    kept = data.get("kept", {})
    versions = {**{g: short_version(v) for g, v in data.get("versions", {}).items()},
                **kept.get("versions", {})}
    lines = ["## Bot strength", "",
             "`" + "`, `".join(commands) + "` (games of the code versions "
             + "; ".join(f"{g}: {versions[g]}" for g in sorted(versions))
             + (f"; the rows of {', '.join(sorted(kept['versions']))} are kept from the run "
                "before, `--keep-others`" if kept.get("versions") else "")
             + f"; this run played {data.get('played', 0)} of them in "
             f"{data['seconds'] / 60:.1f} min on "
             f"{data['machine']}). One seat at the level, the other seats at the rival level, "
             "the level's seat rotating; 2 players (Pax Pamir: 3). \"Beats\": against each "
             "rival seat, ahead 1, level 0.5, behind 0 (with two players, the win rate), with "
             "its Wilson 95% interval over the games. Mode \"untimed\": work budgets only (the "
             "same games on any machine); \"timed\": as in the app, each decision also stops "
             "at its level's wall-time cap, so machine load weakens the search levels.",
             "",
             "| game | level vs rival | mode | games | beats | 95% interval | target "
             "| mean score | rival's | actions/game |",
             "| --- | --- | --- | ---: | ---: | --- | --- | ---: | ---: | ---: |"]
    rows = []
    for r in data["rows"]:
        if not r["games"]:
            rows.append(f"| {r['game']} | {r['level']} vs {r['rival']} | | 0 | | | "
                        f"not played yet | | | |")
            continue
        verdict = _verdict(r)
        rows.append(
            f"| {r['game']} | {r['level']} vs {r['rival']} "
            f"| {'timed' if r.get('timed', data['timed']) else 'untimed'} "
            f"| {r['games']} | {r['rate']:.0%} "
            f"| {r['low']:.0%} to {r['high']:.0%} "
            f"| {'>' if r['target'] == 0.5 else '>='} {r['target']:.0%}: {verdict} "
            f"| {r['score']:.1f} | {r['rival_score']:.1f} | {r['actions']:.0f} |")
    lines += _by_game(rows + kept.get("strength", []))
    if data["skipped"]:
        lines += ["", "Not run at this scale: " + "; ".join(data["skipped"]) + "."]
    lines += ["", "\"met\": the whole interval clears the target; \"on target\": the rate "
              "does, the interval not yet (more games needed); \"below, not excluded\": the "
              "rate falls short, the interval still reaches the target; \"missed\": the "
              "whole interval lies below."]
    return lines


def _verdict(row: dict) -> str:
    """How a row stands against its target (> 50% is strict, the others are >=)."""
    target = row["target"]

    def clears(x: float) -> bool:
        return x > target if target == 0.5 else x >= target

    if clears(row["low"]):
        return "met"
    if clears(row["rate"]):
        return "on target"
    return "below, not excluded" if clears(row["high"]) else "**missed**"


def _cpython_lines(data: dict) -> list[str]:
    caps = ", ".join(f"{lv} {sec} s" for lv, sec in data.get("caps", CAPS).items())
    lines = ["", "## Bot decision time in CPython", "",
              "Decisions of the games above"
              + (", timed as in the app (each level stops itself at its wall-time cap: "
                 + caps + "; parallel games share the cores)." if data["timed"] else
                 ", untimed: work budgets only, no wall-time cap, on a shared machine. They "
                 "show how much work each level does, not what a player waits: the app caps "
                 "every decision (" + caps + "), see the browser and Pyodide tables.")
              + " Pyodide is 1.2-2x slower than CPython.", "",
              "| game | level | decisions | median | p95 | max |",
              "| --- | --- | ---: | ---: | ---: | ---: |"]
    rows = []
    for gid, per in data["times"].items():
        for level in LEVELS:
            if level in per:
                t = per[level]
                rows.append(f"| {gid} | {level} | {t['n']} | {t['median'] * 1000:.0f} ms "
                            f"| {t['p95'] * 1000:.0f} ms | {t['max'] * 1000:.0f} ms |")
    return lines + _by_game(rows + data.get("kept", {}).get("cpython", []))


def _by_game(rows: list[str]) -> list[str]:
    """Table rows in game order (stable: a game's rows keep their order)."""
    return sorted(rows, key=lambda row: row.split("|")[1].strip())


def keep_others(path: Path, data: dict) -> dict:
    """The rows and fingerprints of the games this run left out (``--games``), as the bot
    sections of ``path`` show them: one game's games replayed without replaying the rest
    (the bench cache, .cache/, does not travel with the code)."""
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    text = text.partition(START)[2].partition(END)[0]  # not the speed tables above
    ran = {r["game"] for r in data["rows"]}
    strength, _, rest = text.partition("## Bot decision time in CPython")
    cpython = rest.split("## Bot decision time in Pyodide")[0]

    def others(section: str) -> list[str]:
        return [line for line in section.splitlines() if line.startswith("| ")
                and line.split("|")[1].strip() in GAMES
                and line.split("|")[1].strip() not in ran]

    heading = re.search(r"games of the code versions (.*?); this run", strength)
    versions = {}
    for part in heading.group(1).split("; ") if heading else []:
        gid, _, version = part.partition(": ")
        if gid in GAMES and gid not in ran:
            versions[gid] = version
    return {**data, "kept": {"strength": others(strength), "cpython": others(cpython),
                             "versions": versions}}


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
    parser.add_argument("--levels", help="only the matchups of these levels (easy: easy vs "
                                         "random, ...), comma separated")
    parser.add_argument("--timed", action="store_true",
                        help="keep the wall-time caps of the app (results then depend on load)")
    parser.add_argument("--minutes", type=float,
                        help="start no new game after this many minutes (resume later; "
                             "0: only report the games played so far)")
    parser.add_argument("--pyodide", type=int, default=0, metavar="N",
                        help="also time N decisions per game and level inside Pyodide (node)")
    parser.add_argument("--from-json", help="only rewrite markdown from a saved --json run")
    parser.add_argument("--json", action="store_true", help="print the raw results as JSON")
    parser.add_argument("--update", help="rewrite the bot sections of this markdown file")
    parser.add_argument("--keep-others", action="store_true",
                        help="with --update and --games: keep the other games' rows as the "
                             "file shows them")
    parser.add_argument("--plans", type=int, default=0, metavar="N",
                        help="instead: N games of each --levels level against itself, one "
                             "seat playing whole turns as the app does (bot_play), the others "
                             "a full search at every step (with --timed: as in the app)")
    parser.add_argument("--plans-first", type=int, default=0, metavar="K",
                        help="with --plans: leave out the first K games (played before)")
    parser.add_argument("--wakhan", type=int, default=0, metavar="N",
                        help="instead: N 1-player Pax Pamir games of Wakhan against each "
                             "--levels level (default random,easy) in seat 0 (with --timed: "
                             "as in the app)")
    parser.add_argument("--first", type=int, default=0, metavar="K",
                        help="with --wakhan: seeds from SEED0 + K (split a run over processes)")
    parser.add_argument("--cpu", action="store_true",
                        help="with --wakhan: timed as in the app, the caps counted in CPU time")
    parser.add_argument("--results", help="with --wakhan: the games file (default "
                                          ".cache/bench-wakhan.jsonl)")
    args = parser.parse_args()
    if args.wakhan:
        wakhan_main(args)
        return
    if args.plans:
        for gid in (args.games.split(",") if args.games else sorted(GAMES)):
            for level in (args.levels or "normal").split(","):
                row = plans_run(gid, level, args.plans, args.jobs, args.plans_first,
                                args.timed)
                low, high = row["interval"]
                mode = "timed" if args.timed else "untimed"
                print(f"| {gid} | {level} whole turns vs a search every step | {mode} "
                      f"| {row['games']} "
                      f"| {row['beats']:.0%} | {low:.0%} to {high:.0%} | "
                      f"{row['minutes']:.1f} min |")
        return
    if args.from_json:
        data = json.loads(Path(args.from_json).read_text())
    else:
        data = run(args.scale, args.jobs, args.games.split(",") if args.games else None,
                   args.timed, args.minutes, args.levels.split(",") if args.levels else None)
    if args.pyodide:
        games = sorted({r["game"] for r in data["rows"]})
        data["pyodide"] = pyodide_times(games, ["easy", "normal", "hard"], args.pyodide)
        data["pyodide_decisions"] = args.pyodide
    if args.json:
        print(json.dumps(data, indent=1))
    else:
        print("\n".join(markdown(data)))
    if args.update:
        if args.keep_others:
            data = keep_others(Path(args.update), data)
        update(Path(args.update), markdown(data))


if __name__ == "__main__":
    main()
