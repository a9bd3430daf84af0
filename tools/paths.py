"""Where things are: the repository's folders and files that the build reads and writes.

Other modules read these as ``paths.DIST`` (not ``from ... import DIST``) so that a test can
point them elsewhere with one ``monkeypatch.setattr(paths, "DIST", ...)``.
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY_DIR = ROOT / "py"
WEB_DIR = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
WHEEL_CACHE = CACHE / "wheels"
STAMP = CACHE / "dist-stamp.json"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
CHROMIUM = os.environ.get("TABLERO_CHROMIUM", "/usr/bin/chromium")
