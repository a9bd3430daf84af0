"""The pytest run of ``build.py test``: install, build, every core, and the CI skipped guard."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from tools import paths
from tools.common import BuildError
from tools.dist import build
from tools.installers import install_chromium, install_node_deps, install_python_deps

MAX_WORKERS = 4  # pytest-xdist workers at most (each runs its own Chromium)


def skipped_required(report: Path) -> list[str]:
    """Browser and Pyodide tests that were skipped (not xfailed), from a JUnit XML report."""
    if not report.is_file():
        return []
    bad = []
    for case in ET.parse(report).getroot().iter("testcase"):
        name = f"{case.get('classname')}.{case.get('name')}"
        parts = name.split(".")
        folder = parts[1] if parts[0] == "tests" else parts[0]
        skipped = case.find("skipped")
        # An expected failure (xfail) is written as <skipped type="pytest.xfail">: it ran.
        if skipped is not None and skipped.get("type") != "pytest.xfail" \
                and folder in ("browser", "pyodide"):
            bad.append(name)
    return bad


def test(pytest_args: list[str]) -> int:
    """Install what is missing, build, run the whole pytest suite on every core.

    Up to MAX_WORKERS pytest-xdist workers (each has its own browser, server and wheel), unless
    the arguments choose (``-n 0`` runs in this process).
    """
    ci = os.environ.get("CI", "").lower() in ("1", "true", "yes")
    install_python_deps()
    install_node_deps()
    if not install_chromium():
        if ci:
            raise BuildError(f"CI: {paths.CHROMIUM} is missing and could not be installed")
        os.environ["TABLERO_NO_BROWSER"] = "1"
    build()
    report = paths.CACHE / "pytest-junit.xml"
    report.unlink(missing_ok=True)
    root = paths.ROOT
    names_paths = any((root / a.split("::")[0]).exists() for a in pytest_args if a[:1] != "-")
    where = [] if names_paths else ["tests"]
    chosen = any(a.startswith(("-n", "--numprocesses", "--dist")) for a in pytest_args)
    workers = [] if chosen else ["-n", str(min(os.cpu_count() or 1, MAX_WORKERS)),
                                 "--dist", "worksteal"]
    cmd = [sys.executable, "-m", "pytest", *where, *workers, f"--junitxml={report}",
           *pytest_args]
    print("+", " ".join(cmd), flush=True)
    code = subprocess.run(cmd, cwd=root).returncode
    skipped = skipped_required(report)
    if ci and skipped:
        print("\n*** CI: browser/Pyodide tests must not skip, but these did:\n  "
              + "\n  ".join(skipped), file=sys.stderr)
        return code or 1
    return code
