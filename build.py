#!/usr/bin/env python3
"""Tablero's one entry point: ``build``, ``serve [--port N]`` and ``test [pytest args]``.

``build`` assembles dist/ (DESIGN.md, "Layout"; STYLE.md, "build.py"):

    dist/                       web/ copied as it is (index.html, js/, css/, sw.js, ...)
    dist/pyodide/               pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip,
                                pyodide-lock.json and the pinned micropip + packaging wheels
    dist/wheels/tablero-<version>-cp3NN-none-any.whl the engine: Pyodide bytecode, reproducible
    dist/precache.json          {"version": <hash of all>, "files": {path: sha256}}

Nothing is fetched from a CDN at run time: a built dist/ works from any static host and offline.
``serve`` builds if needed and serves dist/ on 127.0.0.1. ``test`` installs what a fresh
machine lacks (dev dependencies, ``npm ci``, Debian's chromium when root), builds, runs pytest.

Standard library only.
"""

from __future__ import annotations

import argparse
import ast
import base64
import functools
import hashlib
import http.server
import importlib.metadata
import io
import json
import os
import shutil
import subprocess
import sys
import threading
import tomllib
import urllib.parse
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
PY_DIR = ROOT / "py"
WEB_DIR = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
WHEEL_CACHE = CACHE / "wheels"
STAMP = CACHE / "dist-stamp.json"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
CHROMIUM = os.environ.get("TABLERO_CHROMIUM", "/usr/bin/chromium")
MAX_WORKERS = 4  # pytest-xdist workers at most (each runs its own Chromium)

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
# Standard-library modules that are gone by Python 3.14 or missing from Pyodide's core stdlib.
NOT_PORTABLE = {
    "aifc", "asynchat", "asyncore", "audioop", "cgi", "cgitb", "chunk", "crypt", "distutils",
    "imghdr", "imp", "lib2to3", "mailcap", "msilib", "nis", "nntplib", "ossaudiodev", "pipes",
    "smtpd", "sndhdr", "spwd", "sunau", "telnetlib", "uu", "xdrlib", "tkinter", "turtle",
    "turtledemo", "idlelib", "ensurepip", "venv", "sqlite3", "ssl", "lzma", "curses", "dbm",
    "readline", "multiprocessing", "ctypes",
}
MIME_TYPES = {
    ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json", ".json": "application/json",
    ".whl": "application/zip", ".zip": "application/zip", ".svg": "image/svg+xml",
    ".css": "text/css", ".html": "text/html", ".txt": "text/plain",
}
ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)
# Compiles the engine for Pyodide's Python: reads {path: base64 source} on stdin, writes
# {path of .pyc: base64} on stdout. Each module becomes a sourceless "<module>.pyc" beside where
# its .py would be (Python imports those when no source exists), with docstrings dropped (they
# serve readers of the repository, not the browser). Unchecked-hash pycs carry no timestamps,
# so the output is reproducible.
PYC_COMPILER_JS = r"""
import { loadPyodide } from "pyodide";
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const sources = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const toStderr = (line) => process.stderr.write(line + "\n");
const py = await loadPyodide({ stdout: toStderr, stderr: toStderr });
py.globals.set("sources_json", JSON.stringify(sources));
const out = py.runPython(`
import ast, base64, importlib.util, json
from importlib._bootstrap_external import _code_to_hash_pyc

DOC_OWNERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)

def without_docstrings(tree):
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(node, DOC_OWNERS) and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)):
            node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
    return tree

pycs = {}
for path, data in json.loads(sources_json).items():
    source = base64.b64decode(data)
    tree = without_docstrings(ast.parse(source, filename=path))
    code = compile(tree, path, "exec", dont_inherit=True)
    pyc = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
    pycs[path[:-3] + ".pyc"] = base64.b64encode(bytes(pyc)).decode()
json.dumps(pycs)
`);
process.stdout.write(out);
"""


class BuildError(Exception):
    """A build step failed; the message says what to fix."""


def sha256_bytes(data: bytes) -> str:
    """Hex sha256 of some bytes."""
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file's content."""
    return sha256_bytes(path.read_bytes())


def project_meta() -> dict:
    """The [project] table of pyproject.toml."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]


def pyodide_python_tag() -> str:
    """Python tag of Pyodide's interpreter ("cp314"), read from its lock file."""
    lock = PYODIDE_NPM / "pyodide-lock.json"
    if not lock.is_file():
        raise BuildError("node_modules/pyodide is missing (run `npm ci`)")
    major, minor = json.loads(lock.read_text(encoding="utf-8"))["info"]["python"].split(".")[:2]
    return f"cp{major}{minor}"


def wheel_tag(bytecode: bool = True) -> str:
    """The engine wheel's tag: for Pyodide's Python only when it carries bytecode."""
    return f"{pyodide_python_tag()}-none-any" if bytecode else "py3-none-any"


def wheel_name(version: str | None = None, bytecode: bool = True) -> str:
    """File name of the engine wheel."""
    return f"tablero-{version or project_meta()['version']}-{wheel_tag(bytecode)}.whl"


# ---------------------------------------------------------------- the engine wheel


def _skip(rel: Path) -> bool:
    """Files that never go into the wheel: caches, tests, dotfiles, compiled files."""
    parts = rel.parts
    return (any(p == "__pycache__" or p.startswith(".") or p in ("tests", "test") for p in parts)
            or rel.suffix in (".pyc", ".pyo") or rel.name.startswith("test_"))


def package_files() -> list[Path]:
    """Every file of py/tablero that belongs in the wheel, sorted by posix path."""
    base = PY_DIR / "tablero"
    if not (base / "__init__.py").is_file():
        raise BuildError(f"{base}/__init__.py is missing: nothing to package")
    files = [p for p in base.rglob("*") if p.is_file() and not _skip(p.relative_to(PY_DIR))]
    return sorted(files, key=lambda p: p.relative_to(PY_DIR).as_posix())


def _imported_roots(path: Path) -> set[str]:
    """Top-level module names imported (absolutely) by one Python file."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except SyntaxError as exc:
        raise BuildError(f"{path}: syntax error: {exc}") from exc
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def check_imports() -> None:
    """Fail if anything in py/ imports outside the portable standard library."""
    allowed = (set(sys.stdlib_module_names) - NOT_PORTABLE) | {"tablero"}
    bad = []
    for path in sorted(PY_DIR.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        for name in sorted(_imported_roots(path) - allowed):
            bad.append(f"{path.relative_to(PY_DIR.parent)} imports {name!r}")
    if bad:
        raise BuildError("py/ must use the standard library only (and modules that exist on "
                         "Python 3.11, 3.14 and Pyodide):\n  " + "\n  ".join(bad))


def _zip_add(zf: zipfile.ZipFile, arcname: str, data: bytes) -> None:
    """Add one entry with a fixed timestamp and permissions (deterministic output)."""
    info = zipfile.ZipInfo(arcname, date_time=ZIP_EPOCH)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    info.create_system = 3
    zf.writestr(info, data, compresslevel=9)


def _record_line(arcname: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arcname},sha256={digest},{len(data)}"


def _dist_info(meta: dict, tag: str) -> dict[str, bytes]:
    """METADATA and WHEEL of the engine wheel (RECORD is added by build_wheel)."""
    metadata = (f"Metadata-Version: 2.1\nName: tablero\nVersion: {meta['version']}\n"
                f"Summary: {meta.get('description', '')}\n"
                f"Requires-Python: {meta.get('requires-python', '>=3.11')}\n")
    wheel = ("Wheel-Version: 1.0\nGenerator: tablero build.py\nRoot-Is-Purelib: true\n"
             f"Tag: {tag}\n")
    return {"METADATA": metadata.encode(), "WHEEL": wheel.encode(), "top_level.txt": b"tablero\n"}


def compile_pyc(sources: dict[str, bytes]) -> dict[str, bytes]:
    """Pyodide's sourceless bytecode ("<module>.pyc") of the .py sources, by archive name.

    Importing from bytecode instead of source cuts the engine's import in the browser several
    times over (BENCHMARKS.md). Results are cached in .cache/pyc/ by content.
    """
    h = hashlib.sha256(PYC_COMPILER_JS.encode())
    for path in (PYODIDE_NPM / "pyodide-lock.json", PYODIDE_NPM / "python_stdlib.zip"):
        h.update(sha256_file(path).encode() if path.is_file() else b"missing")
    for name in sorted(sources):
        h.update(f"{name}\0{sha256_bytes(sources[name])}\n".encode())
    cached = CACHE / "pyc" / f"{h.hexdigest()[:32]}.json"
    if not cached.is_file():
        if shutil.which("node") is None or not (PYODIDE_NPM / "pyodide.mjs").is_file():
            raise BuildError("compiling the engine for Pyodide needs node and node_modules/pyodide"
                             " (run `npm ci`)")
        payload = json.dumps({n: base64.b64encode(d).decode() for n, d in sources.items()})
        proc = subprocess.run(["node", "--input-type=module", "-e", PYC_COMPILER_JS], cwd=ROOT,
                              input=payload, capture_output=True, text=True)
        if proc.returncode != 0:
            raise BuildError(f"compiling bytecode in Pyodide failed:\n{proc.stderr[-3000:]}")
        cached.parent.mkdir(parents=True, exist_ok=True)
        cached.write_text(proc.stdout, encoding="utf-8")
        _prune(cached.parent, keep=8)
    encoded = json.loads(cached.read_text(encoding="utf-8"))
    return {name: base64.b64decode(data) for name, data in sorted(encoded.items())}


def _prune(folder: Path, keep: int) -> None:
    """Delete all but the ``keep`` newest files of a cache folder."""
    try:
        files = sorted(folder.iterdir(), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in files[keep:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass  # another build is pruning the same folder


def build_wheel(out_dir: Path, bytecode: bool = True) -> Path:
    """Write the engine as a byte-for-byte reproducible wheel into out_dir.

    With ``bytecode`` (the site's wheel) the modules are Pyodide's sourceless bytecode only:
    importing bytecode instead of source cuts the engine's start in the browser several times
    over, and leaving the sources out keeps dist/ within its size budget. Without it, the
    sources only (a pure py3 wheel).
    """
    meta = project_meta()
    info_dir = f"tablero-{meta['version']}.dist-info"
    code = {p.relative_to(PY_DIR).as_posix(): p.read_bytes() for p in package_files()}
    if bytecode:
        sources = {n: d for n, d in code.items() if n.endswith(".py")}
        code = {n: d for n, d in code.items() if n not in sources}
        code.update(compile_pyc(sources))
    entries = sorted(code.items())
    info = _dist_info(meta, wheel_tag(bytecode))
    entries += [(f"{info_dir}/{name}", data) for name, data in info.items()]
    record = "\n".join(_record_line(a, d) for a, d in entries) + f"\n{info_dir}/RECORD,,\n"
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for arcname, data in entries:
            _zip_add(zf, arcname, data)
        _zip_add(zf, f"{info_dir}/RECORD", record.encode())
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / wheel_name(meta["version"], bytecode)
    path.write_bytes(buf.getvalue())
    return path


# ---------------------------------------------------------------- Pyodide and pinned wheels


def fetch_pinned_wheels() -> dict[str, Path]:
    """The micropip and packaging wheels, from .cache/wheels/ or PyPI, sha256-checked."""
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    wanted = [f"{name}=={ver}" for name, (ver, fname, _) in PINNED_WHEELS.items()
              if not (WHEEL_CACHE / fname).is_file()]
    if wanted:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
               "--python-version", "3.14", "-d", str(WHEEL_CACHE), *wanted]
        if subprocess.run(cmd).returncode != 0:
            raise BuildError("could not download " + " ".join(wanted) + " from PyPI")
    paths = {}
    for name, (_, fname, digest) in PINNED_WHEELS.items():
        path = WHEEL_CACHE / fname
        if sha256_file(path) != digest:
            path.unlink()
            raise BuildError(f"{fname}: sha256 differs from the pinned {digest}; deleted it, "
                             "run the build again to download it afresh")
        paths[name] = path
    return paths


def pyodide_lock(wheels: dict[str, Path]) -> dict:
    """Pyodide's lock reduced to the packages dist/ ships, with their real sha256.

    Listing only what is shipped means a missing package fails at once by name instead of
    trying a download that cannot work offline.
    """
    src = PYODIDE_NPM / "pyodide-lock.json"
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
    missing = [f for f in PYODIDE_FILES + ["pyodide-lock.json"] if not (PYODIDE_NPM / f).is_file()]
    if missing:
        raise BuildError(f"node_modules/pyodide lacks {', '.join(missing)}: run `npm ci` "
                         "(or `python3 build.py test`, which does)")
    dest.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(PYODIDE_NPM / name, dest / name)
    wheels = fetch_pinned_wheels()
    for path in wheels.values():
        shutil.copyfile(path, dest / path.name)
    lock = pyodide_lock(wheels)
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n",
                                            encoding="utf-8")


# ---------------------------------------------------------------- dist/


def copy_web(dest: Path) -> None:
    """Copy web/ to the root of dist/ (no dotfiles, no editor or OS litter)."""
    if not WEB_DIR.is_dir():
        raise BuildError("web/ is missing")
    for path in sorted(WEB_DIR.rglob("*")):
        rel = path.relative_to(WEB_DIR)
        if path.is_dir() or any(p.startswith(".") for p in rel.parts) or rel.suffix == "~":
            continue
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest / rel)


def precache(dist: Path) -> dict:
    """{"version": hash of all, "files": {path: sha256}} for every file in dist/."""
    files = {}
    for path in sorted(dist.rglob("*"), key=lambda p: p.relative_to(dist).as_posix()):
        rel = path.relative_to(dist).as_posix()
        if path.is_file() and rel != "precache.json":
            files[rel] = sha256_file(path)
    listing = "".join(f"{rel}\0{digest}\n" for rel, digest in files.items())
    return {"version": sha256_bytes(listing.encode())[:16], "files": files}


def input_fingerprint() -> str:
    """A hash of everything dist/ is built from, to tell whether dist/ is fresh."""
    inputs = [ROOT / "build.py", ROOT / "pyproject.toml", ROOT / "package-lock.json"]
    inputs += [PYODIDE_NPM / f for f in PYODIDE_FILES + ["pyodide-lock.json"]]
    for base in (PY_DIR, WEB_DIR):
        inputs += [p for p in base.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    h = hashlib.sha256()
    for path in sorted(inputs):
        content = sha256_file(path) if path.is_file() else "missing"
        h.update(f"{path.relative_to(ROOT).as_posix()}\0{content}\n".encode())
    return h.hexdigest()


def is_fresh() -> bool:
    """True when dist/ was built from exactly the current sources."""
    try:
        stamp = json.loads(STAMP.read_text(encoding="utf-8"))
        built = json.loads((DIST / "precache.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return stamp.get("inputs") == input_fingerprint() and stamp.get("version") == built["version"]


def build(quiet: bool = False) -> dict:
    """Assemble dist/ from scratch in a temporary folder, then swap it in."""
    check_imports()
    fingerprint = input_fingerprint()
    tmp = DIST.with_name(f"{DIST.name}.tmp{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    try:
        copy_web(tmp)
        copy_pyodide(tmp / "pyodide")
        build_wheel(tmp / "wheels")
        manifest = precache(tmp)
        (tmp / "precache.json").write_text(json.dumps(manifest, indent=1) + "\n",
                                           encoding="utf-8")
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    _swap_in(tmp)
    STAMP.parent.mkdir(parents=True, exist_ok=True)
    STAMP.write_text(json.dumps({"inputs": fingerprint, "version": manifest["version"]}) + "\n",
                     encoding="utf-8")
    if not quiet:
        report_sizes(manifest)
    return manifest


def _swap_in(tmp: Path) -> None:
    """Replace dist/ by tmp with only a moment without a dist/ (two renames)."""
    old = DIST.with_name(f"{DIST.name}.old{os.getpid()}")
    shutil.rmtree(old, ignore_errors=True)
    if DIST.exists():
        DIST.rename(old)
    tmp.rename(DIST)
    shutil.rmtree(old, ignore_errors=True)


def ensure_built(quiet: bool = False) -> dict:
    """Build dist/ unless it is fresh; return its precache manifest."""
    if is_fresh():
        return json.loads((DIST / "precache.json").read_text(encoding="utf-8"))
    return build(quiet=quiet)


def report_sizes(manifest: dict) -> None:
    """Print what was built and the size budget of dist/ without Pyodide (DESIGN.md: 1 MB)."""
    sizes = {rel: (DIST / rel).stat().st_size for rel in manifest["files"]}
    app = sum(s for rel, s in sizes.items() if not rel.startswith("pyodide/"))
    total = sum(sizes.values())
    print(f"built dist/ (version {manifest['version']}): {len(sizes)} files, "
          f"{total / 1e6:.1f} MB in all, {app / 1e3:.0f} kB without Pyodide (budget 1000 kB)")
    if app > 1_000_000:
        print("warning: dist/ without Pyodide is over its 1 MB budget", file=sys.stderr)


# ---------------------------------------------------------------- serve


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide and the PWA need; quiet unless asked.

    ``mounts`` maps URL prefixes ("/__test__/") to other folders (test and bench pages).
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    verbose = False
    mounts: dict[str, str] = {}

    def translate_path(self, path: str) -> str:
        for prefix, folder in self.mounts.items():
            if path.startswith(prefix):
                rest = urllib.parse.unquote(path[len(prefix):].split("?", 1)[0].split("#", 1)[0])
                target = (Path(folder) / rest).resolve()
                if target.is_relative_to(Path(folder).resolve()):
                    return str(target)
                return str(Path(folder) / "__outside__")
        return super().translate_path(path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        # Pages of another origin may embed the app (DESIGN.md, use 3): allow them to load it.
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (stdlib signature)
        if self.verbose:
            super().log_message(format, *args)


def make_server(port: int = 0, directory: Path = DIST, verbose: bool = False,
                mounts: dict[str, Path] | None = None):
    """A threading HTTP server for directory on 127.0.0.1 (port 0: a free one)."""
    attrs = {"verbose": verbose, "mounts": {k: str(v) for k, v in (mounts or {}).items()}}
    handler = type("DistHandler", (Handler,), attrs)
    factory = functools.partial(handler, directory=str(directory))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), factory)


def serve_in_thread(port: int = 0, directory: Path = DIST, mounts: dict[str, Path] | None = None):
    """Start make_server in a daemon thread; return (server, base_url). Stop: server.shutdown()."""
    server = make_server(port, directory, mounts=mounts)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def serve(port: int) -> int:
    """Build if needed, then serve dist/ until interrupted."""
    ensure_built()
    try:
        server = make_server(port, verbose=True)
    except OSError as exc:
        raise BuildError(f"cannot listen on 127.0.0.1:{port}: {exc.strerror or exc}") from exc
    print(f"serving dist/ at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


# ---------------------------------------------------------------- test


def run(cmd: list[str], **kw) -> None:
    """Run a command, echoing it; raise BuildError when it fails."""
    print("+", " ".join(cmd), flush=True)
    if subprocess.run(cmd, cwd=ROOT, **kw).returncode != 0:
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
    """True when node_modules does not hold exactly what package-lock.json pins."""
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    for path, entry in lock.get("packages", {}).items():
        if not path or entry.get("optional") or entry.get("dev"):
            continue
        try:
            installed = json.loads((ROOT / path / "package.json").read_text(encoding="utf-8"))
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
    if Path(CHROMIUM).exists():
        return True
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        run(["apt-get", "update"], env=env)
        run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"], env=env)
        return Path(CHROMIUM).exists()
    print(f"\n*** {CHROMIUM} is missing and this is not root: browser tests will be skipped. "
          "Install it with `sudo apt-get install chromium` (or set TABLERO_CHROMIUM to a "
          "Chromium binary) to run them. ***\n", file=sys.stderr, flush=True)
    return False


def skipped_required(report: Path) -> list[str]:
    """Browser and Pyodide tests that were skipped (not xfailed), from a JUnit XML report."""
    import xml.etree.ElementTree as ET

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
    """Install what is missing, build, run the whole pytest suite: on every core (up to
    MAX_WORKERS pytest-xdist workers; each has its own browser, server and wheel), unless the
    arguments choose (``-n 0`` runs in this process)."""
    ci = os.environ.get("CI", "").lower() in ("1", "true", "yes")
    install_python_deps()
    install_node_deps()
    if not install_chromium():
        if ci:
            raise BuildError(f"CI: {CHROMIUM} is missing and could not be installed")
        os.environ["TABLERO_NO_BROWSER"] = "1"
    build()
    report = CACHE / "pytest-junit.xml"
    report.unlink(missing_ok=True)
    names_paths = any((ROOT / a.split("::")[0]).exists() for a in pytest_args if a[:1] != "-")
    where = [] if names_paths else ["tests"]
    chosen = any(a.startswith(("-n", "--numprocesses", "--dist")) for a in pytest_args)
    workers = [] if chosen else ["-n", str(min(os.cpu_count() or 1, MAX_WORKERS)),
                                 "--dist", "worksteal"]
    cmd = [sys.executable, "-m", "pytest", *where, *workers, f"--junitxml={report}",
           *pytest_args]
    print("+", " ".join(cmd), flush=True)
    code = subprocess.run(cmd, cwd=ROOT).returncode
    skipped = skipped_required(report)
    if ci and skipped:
        print("\n*** CI: browser/Pyodide tests must not skip, but these did:\n  "
              + "\n  ".join(skipped), file=sys.stderr)
        return code or 1
    return code


# ---------------------------------------------------------------- command line


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run one subcommand."""
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("build", help="assemble dist/")
    serve_p = sub.add_parser("serve", help="build if needed and serve dist/ on 127.0.0.1")
    serve_p.add_argument("--port", type=int, default=8000)
    sub.add_parser("test", help="install what is missing, build, run pytest (extra args pass on)")
    args, extra = parser.parse_known_args(argv)
    if extra and args.cmd != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        if args.cmd == "build":
            build()
            return 0
        if args.cmd == "serve":
            return serve(args.port)
        return test(extra)
    except BuildError as exc:
        print(f"build.py {args.cmd}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
