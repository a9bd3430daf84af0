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
    package = Path(bench.GAMES["troyes"].__file__).parent
    assert (package / "texts.py").is_file() and "texts.py" in bench.TEXT_MODULES
