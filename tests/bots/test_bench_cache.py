"""bench/bots.py keeps a played game while the code it ran is unchanged."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bots.py"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_bots", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_cached_games_count_while_their_rules_and_levels_are_unchanged():
    bench = _bench()
    versions = {"pyramids": bench.code_version("pyramids")}
    assert set(versions["pyramids"]) == {"rules", "random", "easy", "normal", "hard"}
    mine = versions["pyramids"]
    easy_game = {"task": ["pyramids", ["easy", "random"], 1000, False],
                 "version": {k: mine[k] for k in ("rules", "easy", "random")}}
    normal_game = {"task": ["pyramids", ["normal", "easy"], 1000, False],
                   "version": {k: mine[k] for k in ("rules", "normal", "easy")}}
    assert bench.current(easy_game, versions) and bench.current(normal_game, versions)

    changed = {"pyramids": {**mine, "normal": "another"}}
    assert bench.current(easy_game, changed)  # a search change keeps easy vs random
    assert not bench.current(normal_game, changed)
    assert not bench.current(easy_game, {"pyramids": {**mine, "rules": "another"}})
    assert not bench.current({**easy_game, "version": "an old single fingerprint"}, versions)


def test_level_fingerprints_differ_and_ignore_text_modules():
    bench = _bench()
    version = bench.code_version("troyes")
    assert len({version[k] for k in ("random", "easy", "normal", "hard")}) == 4
    package = bench.ROOT / "py" / "tablero" / "games" / "troyes"
    assert (package / "texts.py").is_file() and "texts.py" in bench.TEXT_MODULES


def test_keep_others_rewrites_one_games_rows_and_keeps_the_rest(tmp_path):
    """``--games mexica --keep-others --update``: Mexica's rows come from the run, the other
    games' rows and fingerprints stay as the file showed them, and the speed tables outside
    the bot sections stay where they are."""
    bench = _bench()
    row = {"game": "mexica", "level": "easy", "rival": "random", "target": 0.9, "games": 2,
           "rate": 1.0, "low": 0.34, "high": 1.0, "score": 90.0, "rival_score": 40.0,
           "actions": 500}
    data = {"rows": [row], "times": {"mexica": {"easy": {"n": 3, "median": 0.001,
                                                         "p95": 0.002, "max": 0.003}}},
            "seconds": 60, "played": 2, "scale": 1.0, "jobs": 2, "timed": False,
            "skipped": [], "versions": {"mexica": {"rules": "new1", "easy": "new2"}},
            "machine": "a test"}
    old = {**data, "rows": [{**row, "rate": 0.5}, {**row, "game": "troyes"}],
           "times": {g: data["times"]["mexica"] for g in ("mexica", "troyes")},
           "versions": {"mexica": {"rules": "old1"}, "troyes": {"rules": "old2"}}}
    path = tmp_path / "BENCHMARKS.md"
    speed = "# Benchmarks\n\n| game | p95 |\n| --- | ---: |\n| troyes | 6.4 ms |\n"
    path.write_text(speed)  # the speed tables above the bot sections name games too
    bench.update(path, bench.markdown(old))
    bench.update(path, bench.markdown(bench.keep_others(path, data)))
    text = path.read_text()
    assert "mexica: rules new1 easy new2; troyes: rules old2" in text
    assert "old1" not in text and "| mexica | easy vs random | untimed | 2 | 100% |" in text
    assert text.count("| troyes | easy vs random |") == 1
    assert text.count("| troyes | easy | 3 |") == 1 and text.count("| mexica | easy | 3 |") == 1
    assert text.count("| troyes | 6.4 ms |") == 1


def _run_all(monkeypatch):
    """bench/run_all.py as its command line loads it (bench/ first on the path: it imports
    bots.py by that name)."""
    monkeypatch.syspath_prepend(str(BENCH.parent))
    monkeypatch.delitem(sys.modules, "bots", raising=False)
    path = BENCH.parent / "run_all.py"
    spec = importlib.util.spec_from_file_location("bench_run_all", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.delitem(sys.modules, "bots", raising=False)
    return module


def test_run_all_writes_the_bot_turns_and_start_sections_and_keeps_hand_measured_ones(
        tmp_path, monkeypatch):
    """bench/run_all.py knows the whole-bot-turns table bench/browser.py measures (issue 26),
    the warm start and the bridge rows (issue 30), and keeps the sections no script writes."""
    run_all = _run_all(monkeypatch)
    out = tmp_path / "BENCHMARKS.md"
    out.write_text("# Benchmarks\n\n## Random playouts\n\nold\n\n## Worker memory\n\nby hand\n")
    speed = [{"playouts_per_s": 2.0, "steps_per_s": 100.0, "games_per_cpu_s": 2.5,
              "steps": 200}]
    visit = {"wall_ms": 1200, "total_ms": 1000, "pyodide_ms": 900, "install_ms": 30,
             "import_ms": 5, "first_call_ms": 10}
    start = {"runs": [{"cold": visit, "warm": visit}], "warm_loaded": 1,
             "first_visit": {"bytes": 2e7, "bodies": 90, "fetched_twice": [], "dist_bytes": 1e7},
             **{f"{kind}_{key}_median": value for kind in ("cold", "warm")
                for key, value in visit.items()}}
    turn = {"n": 16, "median": 700.0, "p95": 900.0, "max": 950.0, "steps_per_turn": 3.0}
    browser = {"chromium": "1", "cold": {}, "games": {},
               "bot_turns": {"troyes": {"normal": turn, "hard": {"error": "not offered"}}}}
    bots = {"rows": [], "times": {}, "seconds": 0, "played": 0, "scale": 1.0, "jobs": 2,
            "timed": False, "skipped": [], "versions": {}, "machine": "a test"}
    data = {"app_kb": 900, "cpython": {"troyes": speed},
            "pyodide": {"results": {"troyes": speed}, "load_ms": 1, "pyodide": "x"},
            "browser": browser, "bots": bots, "start": start,
            "bridge": {"view_act": {"troyes": speed}, "page": {"troyes": speed}}}
    info = {"cpu": "c", "cores": 2, "memory": "m", "os": "o", "python": "p", "node": "n",
            "load": (1, 1, 1), "load_after": (1, 1, 1)}
    args = type("Args", (), {"repeats": 5, "seeds": 20, "acts": 200, "out": str(out)})
    text = run_all.report(data, info, args)
    assert "| troyes | normal | 16 | 3.0 | 700 ms | 900 ms | 950 ms | 2 s: within |" in text
    assert "| troyes | hard | - |" in text
    assert "Warm start: 1200 ms (within 1.5 s); the snapshot was loaded in 1 of 1" in text
    assert "| troyes | view + act per action | 2.50 |" in text
    assert text.count("## Random playouts") == 1 and "\nold\n" not in text
    assert "## Worker memory\n\nby hand\n" in text


def test_games_against_wakhan_merge_from_split_runs(tmp_path):
    """--wakhan appends each game to one file: runs split by seed (or stopped and resumed)
    add up; a seed counts once, for its level, mode and code; a line cut short is skipped."""
    bench = _bench()
    version = {"rules": "r1", "normal": "n1"}

    def game(seed, mode="untimed", won=True, of=version):
        return {"task": ["normal", seed, mode], "version": of, "steps": 50, "times": [0.1],
                "result": {"scores": [8, 4] if won else [2, 6], "winners": [0 if won else 1]}}

    rows = [game(1000), game(1001, won=False), game(1000, won=False), game(1002, "cpu"),
            game(1003, of={"rules": "r0", "normal": "n1"})]
    path = tmp_path / "wakhan.jsonl"
    path.write_text("".join(bench.json.dumps(r) + "\n" for r in rows) + '{"task": ["nor',
                    encoding="utf-8")
    kept = bench.wakhan_rows(path, "normal", "untimed", version)
    assert [r["task"][1] for r in kept] == [1000, 1001]
    summary = bench.wakhan_summary(kept)
    assert summary["games"] == 2 and summary["beats"] == 0.5 and summary["seeds"] == [1000, 1001]
    assert len(bench.wakhan_rows(path, "normal", "untimed")) == 3
    assert bench.wakhan_rows(tmp_path / "none.jsonl", "normal", "cpu") == []
