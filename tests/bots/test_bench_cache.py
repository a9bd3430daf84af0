"""bench/bots.py keeps a played game while the code it ran is unchanged."""

from __future__ import annotations

import importlib.util
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
