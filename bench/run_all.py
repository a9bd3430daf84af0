"""Run every benchmark and regenerate BENCHMARKS.md (medians over repeated runs).

    python3 bench/run_all.py [--repeats 5] [--seeds 20] [--acts 200] [--out BENCHMARKS.md]
                             [--bot-minutes M] [--bot-games mexica,...]

Runs bench/engine_speed.py (CPython; with --bridge the view + act path), bench/pyodide_speed.mjs
(Pyodide under node) and bench/browser.py (Chromium via Playwright: start-up, round trips, bot
decisions, whole bot turns; --start: warm and cold start, first-visit bytes), after building
dist/ if it is stale, and bench/bots.py (bot strength and decision times). Sections of --out
that no script writes (measured by hand, e.g. worker memory or plan keeping) are kept as they
are. Benchmarks are never timed tests: nothing here fails on a missed budget, the report says
so instead.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bots import cpu_model, keep_others  # noqa: E402
from bots import markdown as bot_markdown  # noqa: E402  (bench/bots.py: the bot sections)
from tools.dist import app_sizes, ensure_built  # noqa: E402

BUDGETS = {"engine_ready_ms": 300, "round_trip_p95_ms": 16, "bot_ms": 1000, "ratio": 2.5,
           "app_kb": 1000, "warm_start_ms": 1500}
TURN_BUDGET_MS = {"normal": 2000, "hard": 5000}
"""Issue 26: a whole bot turn in the browser, p95."""


def sh(cmd: list[str]) -> str:
    """Run a command in the repository root; its stdout (stderr passes through)."""
    print("+", " ".join(cmd), file=sys.stderr, flush=True)
    return subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.PIPE, text=True).stdout


def machine() -> dict:
    """What the numbers were measured on."""
    try:
        mem = next(line.split()[1] for line in Path("/proc/meminfo").read_text().splitlines()
                   if line.startswith("MemTotal"))
        mem_gib = f"{int(mem) / 1024 / 1024:.0f} GiB"
    except (OSError, StopIteration):
        mem_gib = "unknown"
    return {"cpu": cpu_model(), "cores": os.cpu_count(), "memory": mem_gib,
            "os": platform.platform(), "python": platform.python_version(),
            "node": sh(["node", "--version"]).strip(), "load": os.getloadavg()}


def median_of(runs: list[dict], key: str) -> float:
    """The median of one key over runs."""
    return statistics.median(r[key] for r in runs)


def collect(args) -> dict:
    """Run the three benchmark scripts; their raw results."""
    manifest = ensure_built(quiet=True)
    sizes = app_sizes(manifest)
    py = sys.executable
    common = ["--seeds", str(args.seeds), "--repeats", str(args.repeats)]
    cpython = json.loads(sh([py, "bench/engine_speed.py", "--json", *common]))
    pyodide = json.loads(sh(["node", "bench/pyodide_speed.mjs", *common]))
    browser = json.loads(sh([py, "bench/browser.py", "--repeats", str(args.repeats),
                             "--acts", str(args.acts)]))
    bot_args = ["--minutes", str(args.bot_minutes)] if args.bot_minutes is not None else []
    bot_args += ["--games", args.bot_games] if args.bot_games else []
    bridge = json.loads(sh([py, "bench/engine_speed.py", "--bridge", "--json", "--seeds", "10",
                            "--repeats", str(args.repeats)]))
    page = json.loads(sh([py, "bench/engine_speed.py", "--bridge", "--page", "--json",
                          "--seeds", "10", "--repeats", str(args.repeats)]))
    start = json.loads(sh([py, "bench/browser.py", "--start", "--repeats", str(args.repeats)]))
    bots = json.loads(sh([py, "bench/bots.py", "--json", *bot_args]))  # resumes its cache
    return {"app_kb": sizes["app"] / 1000, "rules_kb": sizes["rules"] / 1000,
            "cpython": cpython, "pyodide": pyodide, "browser": browser,
            "bots": bots, "bridge": {"view_act": bridge, "page": page}, "start": start}


def mark(value: float, budget: float) -> str:
    """A within/over budget mark."""
    return "within" if value <= budget else "**over**"


def startup_rows(cold: dict) -> list[str]:
    """The start-up table: one row per install method, medians over cold starts."""
    rows = ["| install method | cold start (page to ready) | Pyodide start | wheel install "
            "| import | first view | engine ready after Pyodide | budget 300 ms |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for method, runs in cold.items():
        ready = median_of(runs, "engine_ready_ms")
        rows.append(
            f"| {method} | {median_of(runs, 'cold_start_ms'):.0f} ms "
            f"| {median_of(runs, 'pyodide_ms'):.0f} ms | {median_of(runs, 'install_ms'):.0f} ms "
            f"| {median_of(runs, 'import_ms'):.0f} ms | {median_of(runs, 'first_view_ms'):.1f} ms "
            f"| {ready:.0f} ms | {mark(ready, BUDGETS['engine_ready_ms'])} |")
    return rows


def speed_rows(data: dict) -> list[str]:
    """Playouts per second in CPython and Pyodide, and their time ratio."""
    rows = ["| game | CPython playouts/s | Pyodide playouts/s | CPython steps/s "
            "| Pyodide steps/s | Pyodide time / CPython time | budget 2.5x |",
            "| --- | ---: | ---: | ---: | ---: | ---: | --- |"]
    for game, runs in data["cpython"].items():
        pruns = data["pyodide"]["results"][game]
        c, p = median_of(runs, "playouts_per_s"), median_of(pruns, "playouts_per_s")
        ratio = c / p
        rows.append(f"| {game} | {c:.1f} | {p:.1f} | {median_of(runs, 'steps_per_s'):.0f} "
                    f"| {median_of(pruns, 'steps_per_s'):.0f} | {ratio:.2f}x "
                    f"| {mark(ratio, BUDGETS['ratio'])} |")
    return rows


def _bot_text(level: str, fig: dict) -> str:
    if "error" in fig:
        return f"{level}: not offered"
    text = f"{level}: median {fig['median']:.0f} ms, max {fig['max']:.0f} ms"
    if level == "normal":  # DESIGN.md budgets the normal level only
        text += f" ({mark(fig['max'], BUDGETS['bot_ms'])} 1 s)"
    return text


def game_rows(games: dict) -> list[str]:
    """Round trips and bot decisions per game in the browser."""
    rows = ["| game | act + view p95 | median | max | budget 16 ms | bot decisions |",
            "| --- | ---: | ---: | ---: | --- | --- |"]
    for game, fig in games.items():
        rt = fig["round_trip_ms"]
        bots = "; ".join(_bot_text(k[4:-3], v) for k, v in fig.items()
                         if k.startswith("bot_")) or "only random"
        rows.append(f"| {game} | {rt['p95']:.1f} ms | {rt['median']:.1f} ms | {rt['max']:.1f} ms "
                    f"| {mark(rt['p95'], BUDGETS['round_trip_p95_ms'])} | {bots} |")
    return rows


def turn_rows(turns: dict) -> list[str]:
    """Whole bot turns per game and level in the browser (issue 26): median, p95, max."""
    rows = ["| game | level | turns | steps a turn | median | p95 | max | budget (p95) |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |"]
    for game, levels in turns.items():
        for level, fig in levels.items():
            if "error" in fig:
                rows.append(f"| {game} | {level} | - | - | - | - | - | {fig['error']} |")
                continue
            budget = TURN_BUDGET_MS.get(level)
            mark_text = f"{budget / 1000:.0f} s: {mark(fig['p95'], budget)}" if budget else "-"
            rows.append(f"| {game} | {level} | {fig['n']} | {fig['steps_per_turn']:.1f} "
                        f"| {fig['median']:.0f} ms | {fig['p95']:.0f} ms | {fig['max']:.0f} ms "
                        f"| {mark_text} |")
    return rows


def start_lines(start: dict) -> list[str]:
    """Warm and cold start (browser.py --start) and the first visit's bytes."""
    first = start["first_visit"]
    warm = start["warm_wall_ms_median"]
    rows = ["| visit | page to ready (wall) | in the worker | Pyodide start (or restore) "
            "| wheel install | import + first call |", "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for kind, name in (("cold", "first (snapshot made)"), ("warm", "second (snapshot loaded)")):
        engine = start[kind + "_import_ms_median"] + start[kind + "_first_call_ms_median"]
        rows.append(f"| {name} | {start[kind + '_wall_ms_median']:.0f} ms "
                    f"| {start[kind + '_total_ms_median']:.0f} ms "
                    f"| {start[kind + '_pyodide_ms_median']:.0f} ms "
                    f"| {start[kind + '_install_ms_median']:.0f} ms "
                    f"| {engine:.0f} ms |")
    return [*rows, "",
            f"Warm start: {warm:.0f} ms ({mark(warm, BUDGETS['warm_start_ms'])} 1.5 s); "
            f"the snapshot was loaded in {start['warm_loaded']} of {len(start['runs'])} warm "
            f"visits. First visit of the app (index.html, until the service worker holds the "
            f"precache): {first['bytes'] / 1e6:.1f} MB in {first['bodies']} bodies "
            f"(dist/: {first['dist_bytes'] / 1e6:.1f} MB); fetched more than once: "
            f"{', '.join(first['fetched_twice']) or 'none'}."]


def bridge_rows(bridge: dict) -> list[str]:
    """Random games through the bridge, games per CPU second (engine_speed.py --bridge)."""
    rows = ["| game | protocol | games per CPU second | games/s wall | actions a game |",
            "| --- | --- | ---: | ---: | ---: |"]
    for name, key in (("view + act per action", "view_act"), ("as the page plays", "page")):
        for game, runs in bridge[key].items():
            rows.append(f"| {game} | {name} | {median_of(runs, 'games_per_cpu_s'):.2f} "
                        f"| {median_of(runs, 'playouts_per_s'):.2f} "
                        f"| {runs[0]['steps'] / 10:.0f} |")
    return rows


GENERATED = ("Machine", "Commands", "Start-up in the browser", "Warm and cold start",
             "Act + view round trip and bots in the browser", "Whole bot turns in the browser",
             "Random playouts", "Through the bridge", "Size", "Bot strength",
             "Bot decision time in CPython", "Bot decision time in Pyodide")


def kept_sections(path: Path) -> list[str]:
    """The sections of the old report that no benchmark script writes, as they were."""
    if not path.exists():
        return []
    text = re.sub(r"<!-- bots:start -->.*?<!-- bots:end -->", "", path.read_text(), flags=re.S)
    out = []
    for part in re.split(r"(?m)^(?=## )", text)[1:]:
        heading = part.splitlines()[0][3:].strip()
        if not any(heading.startswith(name) for name in GENERATED):
            out.append(part.rstrip("\n") + "\n")
    return out


def report(data: dict, info: dict, args) -> str:
    """BENCHMARKS.md text."""
    b = data["browser"]
    lines = [
        "# Benchmarks", "",
        "Generated by `python3 bench/run_all.py` on "
        f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}. Medians over "
        f"{args.repeats} runs; regenerate after engine or start-up changes. Budgets: DESIGN.md.",
        "", "## Machine", "",
        f"- CPU: {info['cpu']}, {info['cores']} cores, {info['memory']} memory",
        f"- OS: {info['os']}; Python {info['python']}; node {info['node']}; "
        f"Chromium {b['chromium']} (Debian, headless); Pyodide {data['pyodide']['pyodide']}",
        f"- Load average before / after: {info['load'][0]:.1f} / {info['load_after'][0]:.1f} "
        "(other work on the machine inflates every figure)", "",
        "## Commands", "",
        f"- `python3 bench/engine_speed.py --seeds {args.seeds} --repeats {args.repeats}`",
        f"- `node bench/pyodide_speed.mjs --seeds {args.seeds} --repeats {args.repeats}`",
        f"- `python3 bench/browser.py --repeats {args.repeats} --acts {args.acts}`",
        f"- `python3 bench/browser.py --start --repeats {args.repeats}`",
        f"- `python3 bench/engine_speed.py --bridge [--page] --seeds 10 --repeats {args.repeats}`",
        "- `python3 bench/bots.py` (bot strength and decision times; resumable)",
        "- all at once: `python3 bench/run_all.py` (rewrites this file)", "",
        "## Start-up in the browser", "",
        "Each cold start is a fresh browser context (no HTTP or code cache). \"Engine ready after "
        "Pyodide\" = wheel install + `import tablero.bridge` + first `games` call + first `new` "
        "view. The worker's default is `unpack` (the wheel fetched while Pyodide starts, then "
        "`pyodide.unpackArchive` into site-packages); the wheel carries Pyodide's sourceless "
        "bytecode.", "",
        *startup_rows(b["cold"]), "",
        "## Warm and cold start", "",
        f"`python3 bench/browser.py --start --repeats {args.repeats}`: per run a fresh browser "
        "context visits the engine page twice: the first visit starts Pyodide and makes the "
        "memory snapshot, the second (once the snapshot is stored) restores it. Wall time from "
        "the visit to a ready engine; medians.", "",
        *start_lines(data["start"]), "",
        "## Act + view round trip and bots in the browser", "",
        f"One round trip = `act` (a random legal action) then `view` for the next active seat, "
        f"through the worker, timed in the page over {args.acts} steps per game.", "",
        *game_rows(b["games"]), "",
        "## Whole bot turns in the browser", "",
        "One `bot_play` request with `until: \"turn\"` (as the table asks at the fast and "
        "instant speeds), timed in the page: 3 seats, every seat a bot of the level, seed 5, "
        "the first turns of the game (`python3 bench/browser.py --turns 16`).", "",
        *turn_rows(b.get("bot_turns", {})), "",
        "## Random playouts", "",
        f"Seeds 1..{args.seeds} per game, player counts cycling through the game's range; "
        f"Pyodide under node loads in {data['pyodide']['load_ms']} ms (not counted).", "",
        *speed_rows(data), "",
        "## Through the bridge", "",
        f"`python3 bench/engine_speed.py --bridge [--page] --seeds 10 --repeats {args.repeats}`"
        ": random games through `tablero.bridge.handle` (JSON in and out), CPU time "
        "(time.process_time).", "",
        *bridge_rows(data["bridge"]), "",
        "## Size", "",
        f"dist/ without Pyodide and the rules pages: {data['app_kb']:.0f} kB "
        f"({mark(data['app_kb'], BUDGETS['app_kb'])} the 1 MB budget); the rules pages in "
        f"three languages, read on demand: {data.get('rules_kb', 0):.0f} kB.", "",
        *bot_markdown(data["bots"]), "",
        *kept_sections(Path(args.out)),
    ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--acts", type=int, default=200)
    parser.add_argument("--out", default=str(ROOT / "BENCHMARKS.md"))
    parser.add_argument("--bot-minutes", type=float,
                        help="start no new bot game after this many minutes (bench/bots.py)")
    parser.add_argument("--bot-games", help="only these games' bot matchups, comma separated; "
                                            "the other games' bot rows stay as --out shows them")
    parser.add_argument("--raw", help="also write the raw JSON here")
    args = parser.parse_args()
    info = machine()
    data = collect(args)
    info["load_after"] = os.getloadavg()
    if args.bot_games:
        data["bots"] = keep_others(Path(args.out), data["bots"])
    if args.raw:
        Path(args.raw).write_text(json.dumps({**data, "info": info}, indent=1))
    Path(args.out).write_text(report(data, info, args), encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
