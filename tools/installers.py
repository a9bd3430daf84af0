"""What a fresh machine lacks for ``build.py test``: pinned pip packages, npm ci, chromium."""

from __future__ import annotations

import importlib.metadata
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tools import paths
from tools.common import BuildError, project_meta


def run(cmd: list[str], **kw) -> None:
    """Run a command, echoing it; raise BuildError when it fails."""
    print("+", " ".join(cmd), flush=True)
    if subprocess.run(cmd, cwd=paths.ROOT, **kw).returncode != 0:
        raise BuildError(f"command failed: {' '.join(cmd)}")


def install_python_deps() -> None:
    """pip install the pinned dev list of pyproject.toml when something differs."""
    pins = project_meta().get("optional-dependencies", {}).get("dev", [])
    todo = []
    for pin in pins:
        name, _, version = pin.partition("==")
        try:
            if importlib.metadata.version(name.strip()) == version.strip():
                continue
        except importlib.metadata.PackageNotFoundError:
            pass
        todo.append(pin)
    if todo:
        run([sys.executable, "-m", "pip", "install", "--disable-pip-version-check", *todo])


def npm_is_stale() -> bool:
    """True when node_modules does not hold exactly what package-lock.json pins (the test-only
    packages too: `npm ci` installs them, and the browser tests need axe-core)."""
    root = paths.ROOT
    lock = json.loads((root / "package-lock.json").read_text(encoding="utf-8"))
    for path, entry in lock.get("packages", {}).items():
        if not path or entry.get("optional"):
            continue
        try:
            installed = json.loads((root / path / "package.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return True
        if installed.get("version") != entry.get("version"):
            return True
    return False


def install_node_deps() -> None:
    """npm ci when node_modules is missing or stale."""
    if shutil.which("npm") is None:
        raise BuildError("npm is not installed: install Node.js 20+ with npm")
    if npm_is_stale():
        run(["npm", "ci", "--no-audit", "--no-fund"])


def install_chromium() -> bool:
    """Debian's chromium for the browser tests; True when it is there afterwards."""
    chromium = paths.CHROMIUM
    if Path(chromium).exists():
        return True
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        run(["apt-get", "update"], env=env)
        run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"], env=env)
        return Path(chromium).exists()
    print(f"\n*** {chromium} is missing and this is not root: browser tests will be skipped. "
          "Install it with `sudo apt-get install chromium` (or set TABLERO_CHROMIUM to a "
          "Chromium binary) to run them. ***\n", file=sys.stderr, flush=True)
    return False
