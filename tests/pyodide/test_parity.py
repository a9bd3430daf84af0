"""The same seeds give the same games inside Pyodide (Python 3.14) as in CPython.

DESIGN.md, "Engine protocol": determinism on CPython 3.11+ and in Pyodide. Each case is a seeded
random playout (tablero.core.playout) of every registered game and of the fixture games
(tests/fixtures/games/, registered on both sides); final scores, step counts and the sha256
of the final state's JSON must agree.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablero.games import GAMES
from tests.fixtures.games import FIXTURE_GAMES

pytestmark = pytest.mark.pyodide

SCRIPT = Path(__file__).resolve().parent / "parity_cases.py"
SEEDS = [1, 2, 3, 4]
SLOW_SEEDS = list(range(100, 106))


def run_in_cpython(cases_json: str) -> list:
    """The same script as inside Pyodide, executed by this interpreter."""
    namespace: dict = {"__name__": "parity_cases"}
    exec(compile(SCRIPT.read_text(encoding="utf-8"), str(SCRIPT), "exec"), namespace)
    return json.loads(namespace["run_cases"](cases_json))


def _compare(cases_json: str, run_in_pyodide) -> list:
    expected = run_in_cpython(cases_json)
    got = run_in_pyodide(cases_json)
    assert len(got) == len(expected)
    for want, have in zip(expected, got, strict=True):
        label = f"{want['game']} seed {want['seed']} with {want['players']} players"
        assert have == want, f"{label}: Pyodide differs from CPython"
    return expected


def test_same_results_in_pyodide_and_cpython(run_in_pyodide, registry):
    """Every game x SEEDS: identical final scores, step counts and state hashes."""
    results = _compare(json.dumps({"seeds": SEEDS}), run_in_pyodide)
    games = {r["game"] for r in results}
    assert games == set(GAMES) and set(FIXTURE_GAMES) <= games, "every game must be covered"
    for r in results:
        # one score per seat: Pax Pamir's Wakhan is a seat of her own below 3 players
        assert isinstance(r["scores"], list) and len(r["scores"]) >= r["players"]


@pytest.mark.slow
def test_same_results_many_seeds(run_in_pyodide, registry):
    """The same check over 6 more seeds per game."""
    _compare(json.dumps({"seeds": SLOW_SEEDS}), run_in_pyodide)

