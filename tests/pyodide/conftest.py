"""Fixtures of the Pyodide parity tests (marker ``pyodide``).

``engine_wheel``: the engine wheel built by tools/wheel.py into a temporary folder (the same
bytes as dist/wheels/). ``run_in_pyodide(cases_json) -> list``: runs parity_cases.py inside
Pyodide under node (node_modules/pyodide), with every fixture game's wheel loaded and its game
registered (tests/fixtures/games/wheels.py), and returns its results. Without node or
node_modules/pyodide the tests skip, except under CI=true, where they fail: CI must run them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.fixtures.games import FIXTURE_GAMES, wheels
from tools.wheel import build_wheel

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def _missing_prerequisite() -> str | None:
    if shutil.which("node") is None:
        return "node is not installed"
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        return "node_modules/pyodide is missing (run `npm ci` or `python3 build.py test`)"
    return None


@pytest.fixture(scope="session")
def engine_wheel(tmp_path_factory) -> Path:
    """The engine wheel, freshly built from py/."""
    missing = _missing_prerequisite()
    if missing:
        if IN_CI:
            pytest.fail(f"CI must run the Pyodide tests, but {missing}")
        pytest.skip(missing)
    return build_wheel(tmp_path_factory.mktemp("wheel"))


@pytest.fixture(scope="session")
def fixture_wheels(engine_wheel, tmp_path_factory) -> list[str]:
    """The runner's arguments that load every fixture game: ``--game name=wheel``."""
    out = tmp_path_factory.mktemp("fixtures")
    args = []
    for game_id in sorted(FIXTURE_GAMES):
        path = wheels.build_wheel(game_id, out)
        args += ["--game", f"{wheels.package_name(game_id)}={path}"]
    return args


@pytest.fixture(scope="session")
def run_in_pyodide(engine_wheel, fixture_wheels):
    """Run cases in Pyodide under node; returns the parsed list of results."""

    def run(cases_json: str, timeout: float = 600) -> list:
        proc = subprocess.run(
            ["node", str(HERE / "run_engine.mjs"), str(engine_wheel), cases_json,
             *fixture_wheels],
            capture_output=True, text=True, timeout=timeout, cwd=ROOT,
        )
        if proc.returncode != 0:
            pytest.fail(f"run_engine.mjs failed ({proc.returncode}):\n{proc.stderr[-4000:]}")
        return json.loads(proc.stdout.strip().splitlines()[-1])

    return run
