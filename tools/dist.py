"""dist/: assembled from web/, Pyodide and the engine wheel, with precache.json; fresh or not.

    dist/                       web/ copied (index.html, js/, css/, sw.js, ...; the JavaScript
                                without comment lines and indentation: tools/jscomments.py)
    dist/pyodide/               pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip,
                                pyodide-lock.json and the pinned micropip + packaging wheels
    dist/vendor/                uqr.mjs (the QR code of a link to a friend) and its licence,
                                from the pinned npm package (tools/vendor.py)
    dist/wheels/tablero-<version>-cp3NN-none-any.whl the engine: Pyodide bytecode, reproducible
    dist/games.json             the engine's answer to {"cmd": "games"}: the lobby shows at
                                once while the engine starts (the engine's own answer follows)
    dist/rules/[<lang>/]<game>-cards.html  each game's card list, from the engine's tables
                                (tools/cardlist.py)
    dist/precache.json          {"version": <hash of all>, "files": {path: sha256}}
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tools import paths
from tools.cardlist import write_card_lists
from tools.common import BuildError, sha256_bytes, sha256_file
from tools.headers import HEADERS_FILE, write_headers_file
from tools.jscomments import without_comments_and_indent
from tools.pyodide import PYODIDE_FILES, copy_pyodide
from tools.vendor import copy_vendor, vendor_sources
from tools.wheel import build_wheel, check_imports


def copy_web(dest: Path) -> None:
    """Copy web/ to the root of dist/ (no dotfiles, no editor or OS litter; JavaScript
    without its whole-line comments)."""
    web = paths.WEB_DIR
    if not web.is_dir():
        raise BuildError("web/ is missing")
    for path in sorted(web.rglob("*")):
        rel = path.relative_to(web)
        if path.is_dir() or any(p.startswith(".") for p in rel.parts) or rel.suffix == "~":
            continue
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        if rel.suffix == ".js":  # shipped without comment lines and indentation (jscomments.py)
            text = path.read_text(encoding="utf-8")
            (dest / rel).write_text(without_comments_and_indent(text), encoding="utf-8")
        else:
            shutil.copyfile(path, dest / rel)


def write_games(dest: Path) -> None:
    """dist/games.json: the engine's games answer, asked of py/ in a child process (the build
    never imports the engine)."""
    code = "import sys; from tablero import bridge; print(bridge.handle(sys.argv[1]))"
    env = {**os.environ, "PYTHONPATH": str(paths.PY_DIR)}
    done = subprocess.run([sys.executable, "-c", code, '{"cmd":"games"}'], env=env,
                          capture_output=True, text=True, check=False)
    answer = json.loads(done.stdout or "{}") if done.returncode == 0 else {}
    if not answer.get("ok"):
        raise BuildError(f"the engine did not list its games: {done.stderr[-400:]}")
    (dest / "games.json").write_text(json.dumps(answer["games"]) + "\n", encoding="utf-8")


def precache(dist: Path) -> dict:
    """{"version": hash of all, "files": {path: sha256}} for every file in dist/ but _headers
    (the static host's, never served)."""
    files = {}
    for path in sorted(dist.rglob("*"), key=lambda p: p.relative_to(dist).as_posix()):
        rel = path.relative_to(dist).as_posix()
        if path.is_file() and rel not in ("precache.json", HEADERS_FILE):
            files[rel] = sha256_file(path)
    listing = "".join(f"{rel}\0{digest}\n" for rel, digest in files.items())
    return {"version": sha256_bytes(listing.encode())[:16], "files": files}


def input_fingerprint() -> str:
    """A hash of everything dist/ is built from (the build's own code too), to tell freshness."""
    root = paths.ROOT
    inputs = [root / "build.py", root / "pyproject.toml", root / "package-lock.json"]
    inputs += sorted((root / "tools").glob("*.py"))
    inputs += [paths.PYODIDE_NPM / f for f in PYODIDE_FILES + ["pyodide-lock.json"]]
    inputs += vendor_sources()
    for base in (paths.PY_DIR, paths.WEB_DIR):
        inputs += [p for p in base.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    h = hashlib.sha256()
    for path in sorted(inputs):
        content = sha256_file(path) if path.is_file() else "missing"
        h.update(f"{path.relative_to(root).as_posix()}\0{content}\n".encode())
    return h.hexdigest()


def is_fresh() -> bool:
    """True when dist/ was built from exactly the current sources."""
    try:
        stamp = json.loads(paths.STAMP.read_text(encoding="utf-8"))
        built = json.loads((paths.DIST / "precache.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return stamp.get("inputs") == input_fingerprint() and stamp.get("version") == built["version"]


def build(quiet: bool = False) -> dict:
    """Assemble dist/ from scratch in a temporary folder, then swap it in."""
    check_imports()
    fingerprint = input_fingerprint()
    dist = paths.DIST
    tmp = dist.with_name(f"{dist.name}.tmp{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    try:
        copy_web(tmp)
        write_games(tmp)
        write_card_lists(tmp)
        copy_pyodide(tmp / "pyodide")
        copy_vendor(tmp / "vendor")
        build_wheel(tmp / "wheels")
        write_headers_file(tmp)
        manifest = precache(tmp)
        (tmp / "precache.json").write_text(json.dumps(manifest, indent=1) + "\n",
                                           encoding="utf-8")
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    _swap_in(tmp)
    paths.STAMP.parent.mkdir(parents=True, exist_ok=True)
    paths.STAMP.write_text(json.dumps({"inputs": fingerprint, "version": manifest["version"]})
                           + "\n", encoding="utf-8")
    if not quiet:
        report_sizes(manifest)
    return manifest


def _swap_in(tmp: Path) -> None:
    """Replace dist/ by tmp with only a moment without a dist/ (two renames)."""
    dist = paths.DIST
    old = dist.with_name(f"{dist.name}.old{os.getpid()}")
    shutil.rmtree(old, ignore_errors=True)
    if dist.exists():
        dist.rename(old)
    tmp.rename(dist)
    shutil.rmtree(old, ignore_errors=True)


def ensure_built(quiet: bool = False) -> dict:
    """Build dist/ unless it is fresh; return its precache manifest."""
    if is_fresh():
        return json.loads((paths.DIST / "precache.json").read_text(encoding="utf-8"))
    return build(quiet=quiet)


def app_sizes(manifest: dict) -> dict:
    """Bytes of dist/ by part: `app` is what the table loads (everything but Pyodide and the
    rules pages), the budgeted figure (DESIGN.md: 1 MB); `rules` the rules pages in three
    languages, read on demand and capped per page (tests/browser/test_rules_pages.py)."""
    sizes = {rel: (paths.DIST / rel).stat().st_size for rel in manifest["files"]}
    rules = sum(s for rel, s in sizes.items() if rel.startswith("rules/"))
    pyodide = sum(s for rel, s in sizes.items() if rel.startswith("pyodide/"))
    total = sum(sizes.values())
    return {"files": len(sizes), "total": total, "rules": rules,
            "app": total - rules - pyodide}


def report_sizes(manifest: dict) -> None:
    """Print what was built and the size budget of the app (see app_sizes)."""
    sizes = app_sizes(manifest)
    app = sizes["app"]
    print(f"built dist/ (version {manifest['version']}): {sizes['files']} files, "
          f"{sizes['total'] / 1e6:.1f} MB in all, {app / 1e3:.0f} kB app without Pyodide "
          f"(budget 1000 kB) and {sizes['rules'] / 1e3:.0f} kB of rules pages")
    if app > 1_000_000:
        print("warning: the app without Pyodide is over its 1 MB budget", file=sys.stderr)
