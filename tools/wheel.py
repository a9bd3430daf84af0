"""The engine wheel: py/tablero as Pyodide bytecode, byte-for-byte reproducible; import check.

STYLE.md, "build.py": sorted zip entries, fixed timestamps, no tests or ``__pycache__``, and
nothing in py/ may import outside the standard library.
"""

from __future__ import annotations

import ast
import base64
import hashlib
import io
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from tools import paths
from tools.common import BuildError, project_meta, sha256_bytes, sha256_file

ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)
# Standard-library modules that are gone by Python 3.14 or missing from Pyodide's core stdlib.
NOT_PORTABLE = {
    "aifc", "asynchat", "asyncore", "audioop", "cgi", "cgitb", "chunk", "crypt", "distutils",
    "imghdr", "imp", "lib2to3", "mailcap", "msilib", "nis", "nntplib", "ossaudiodev", "pipes",
    "smtpd", "sndhdr", "spwd", "sunau", "telnetlib", "uu", "xdrlib", "tkinter", "turtle",
    "turtledemo", "idlelib", "ensurepip", "venv", "sqlite3", "ssl", "lzma", "curses", "dbm",
    "readline", "multiprocessing", "ctypes",
}
PYC_COMPILER = Path(__file__).resolve().parent / "pyc_compile.py"
# Runs PYC_COMPILER in Pyodide under node: {"program": text, "sources": {...}} on stdin, its
# compile_sources() result on stdout; Pyodide's own output goes to stderr.
PYC_RUNNER_JS = r"""
import { loadPyodide } from "pyodide";
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { program, sources } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const toStderr = (line) => process.stderr.write(line + "\n");
const py = await loadPyodide({ stdout: toStderr, stderr: toStderr });
py.runPython(program);
process.stdout.write(py.globals.get("compile_sources")(JSON.stringify(sources)));
"""


def pyodide_python_tag() -> str:
    """Python tag of Pyodide's interpreter ("cp314"), read from its lock file."""
    lock = paths.PYODIDE_NPM / "pyodide-lock.json"
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


TERMINAL_ONLY = {"tablero/__main__.py", "tablero/core/bots/arena.py"}
"""The command line and its bot arena run in a terminal, never in a browser: the wheel (the
engine the page downloads) leaves them out."""
BUILD_ONLY = "cardlist.py"
"""The card lists (core/cardlist.py and each game's cardlist.py) are read at build time only, by
tools/cardlist.py, which writes them as pages: the wheel leaves every module of that name out."""


def _skip(rel: Path) -> bool:
    """Files that never go into the wheel: caches, tests, dotfiles, compiled files, the
    terminal-only modules and the build-only card lists."""
    parts = rel.parts
    return (any(p == "__pycache__" or p.startswith(".") or p in ("tests", "test") for p in parts)
            or rel.suffix in (".pyc", ".pyo") or rel.name.startswith("test_")
            or rel.as_posix() in TERMINAL_ONLY or rel.name == BUILD_ONLY)


def package_files() -> list[Path]:
    """Every file of py/tablero that belongs in the wheel, sorted by posix path."""
    base = paths.PY_DIR / "tablero"
    if not (base / "__init__.py").is_file():
        raise BuildError(f"{base}/__init__.py is missing: nothing to package")
    files = [p for p in base.rglob("*") if p.is_file() and not _skip(p.relative_to(paths.PY_DIR))]
    return sorted(files, key=lambda p: p.relative_to(paths.PY_DIR).as_posix())


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
    for path in sorted(paths.PY_DIR.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        for name in sorted(_imported_roots(path) - allowed):
            bad.append(f"{path.relative_to(paths.PY_DIR.parent)} imports {name!r}")
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
    program = PYC_COMPILER.read_text(encoding="utf-8")
    h = hashlib.sha256((PYC_RUNNER_JS + "\0" + program).encode())
    for path in (paths.PYODIDE_NPM / "pyodide-lock.json", paths.PYODIDE_NPM / "python_stdlib.zip"):
        h.update(sha256_file(path).encode() if path.is_file() else b"missing")
    for name in sorted(sources):
        h.update(f"{name}\0{sha256_bytes(sources[name])}\n".encode())
    cached = paths.CACHE / "pyc" / f"{h.hexdigest()[:32]}.json"
    if not cached.is_file():
        if shutil.which("node") is None or not (paths.PYODIDE_NPM / "pyodide.mjs").is_file():
            raise BuildError("compiling the engine for Pyodide needs node and node_modules/pyodide"
                             " (run `npm ci`)")
        payload = json.dumps({"program": program, "sources": {
            n: base64.b64encode(d).decode() for n, d in sources.items()}})
        proc = subprocess.run(["node", "--input-type=module", "-e", PYC_RUNNER_JS],
                              cwd=paths.ROOT, input=payload, capture_output=True, text=True)
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
    code = {p.relative_to(paths.PY_DIR).as_posix(): p.read_bytes() for p in package_files()}
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
