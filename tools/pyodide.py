"""dist/pyodide/: Pyodide's core files, the pinned micropip and packaging wheels, a reduced lock.

Nothing is fetched from a CDN at run time, so a built dist/ works from any static host and
offline.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from tools import paths
from tools.common import BuildError, sha256_file

PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
# The wheels Pyodide's lock names, pinned to PyPI's published sha256 (pip checks them too).
# Pyodide's own lock lists different hashes for these file names (its rebuilt copies, which
# no registry here serves), so dist/pyodide/pyodide-lock.json is rewritten with these.
PINNED_WHEELS = {
    "micropip": ("0.11.1", "micropip-0.11.1-py3-none-any.whl",
                 "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"),
    "packaging": ("26.1", "packaging-26.1-py3-none-any.whl",
                  "5d9c0669c6285e491e0ced2eee587eaf67b670d94a19e94e3984a481aba6802f"),
}


def fetch_pinned_wheels() -> dict[str, Path]:
    """The micropip and packaging wheels, from .cache/wheels/ or PyPI, sha256-checked."""
    cache = paths.WHEEL_CACHE
    cache.mkdir(parents=True, exist_ok=True)
    wanted = [f"{name}=={ver}" for name, (ver, fname, _) in PINNED_WHEELS.items()
              if not (cache / fname).is_file()]
    if wanted:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
               "--python-version", "3.14", "-d", str(cache), *wanted]
        if subprocess.run(cmd).returncode != 0:
            raise BuildError("could not download " + " ".join(wanted) + " from PyPI")
    found = {}
    for name, (_, fname, digest) in PINNED_WHEELS.items():
        path = cache / fname
        if sha256_file(path) != digest:
            path.unlink()
            raise BuildError(f"{fname}: sha256 differs from the pinned {digest}; deleted it, "
                             "run the build again to download it afresh")
        found[name] = path
    return found


def pyodide_lock(wheels: dict[str, Path]) -> dict:
    """Pyodide's lock reduced to the packages dist/ ships, with their real sha256.

    Listing only what is shipped means a missing package fails at once by name instead of
    trying a download that cannot work offline.
    """
    src = paths.PYODIDE_NPM / "pyodide-lock.json"
    lock = json.loads(src.read_text(encoding="utf-8"))
    packages = {}
    for name, path in wheels.items():
        entry = dict(lock["packages"].get(name) or {})
        if entry.get("file_name") != path.name:
            raise BuildError(f"{src} does not list {path.name} for {name!r} "
                             f"(it lists {entry.get('file_name')!r}): update PINNED_WHEELS")
        entry["sha256"] = sha256_file(path)
        packages[name] = entry
    lock["packages"] = packages
    return lock


def copy_pyodide(dest: Path) -> None:
    """dist/pyodide/: Pyodide's core files, its (reduced) lock and the pinned wheels."""
    npm = paths.PYODIDE_NPM
    missing = [f for f in PYODIDE_FILES + ["pyodide-lock.json"] if not (npm / f).is_file()]
    if missing:
        raise BuildError(f"node_modules/pyodide lacks {', '.join(missing)}: run `npm ci` "
                         "(or `python3 build.py test`, which does)")
    dest.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(npm / name, dest / name)
    wheels = fetch_pinned_wheels()
    for path in wheels.values():
        shutil.copyfile(path, dest / path.name)
    lock = pyodide_lock(wheels)
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n",
                                            encoding="utf-8")
