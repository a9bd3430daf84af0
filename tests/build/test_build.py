"""build.py and tools/: a deterministic engine wheel, the stdlib-only check, dist/ layout,
precache, server, command line.

STYLE.md, "build.py": sorted zip entries and fixed timestamps, no tests or __pycache__ in the
wheel, fail on imports outside the standard library, precache.json listing every file.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import json
import marshal
import urllib.error
import urllib.request
import zipfile
from pathlib import Path

import pytest

from tools import dist, installers, paths, pyc_compile, testrun, wheel
from tools.common import BuildError
from tools.pyodide import PINNED_WHEELS, PYODIDE_FILES
from tools.server import serve_in_thread

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def cli():
    """build.py (the command line) imported as a module."""
    spec = importlib.util.spec_from_file_location("tablero_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def isolated(tmp_path, monkeypatch):
    """tools.dist writing dist/ and its stamp under tmp_path instead of the repository."""
    monkeypatch.setattr(paths, "DIST", tmp_path / "dist")
    monkeypatch.setattr(paths, "STAMP", tmp_path / "stamp.json")
    return dist


def test_wheel_is_byte_for_byte_reproducible(tmp_path):
    a = wheel.build_wheel(tmp_path / "a").read_bytes()
    b = wheel.build_wheel(tmp_path / "b").read_bytes()
    assert a == b


def test_wheel_entries_sorted_dated_and_clean(tmp_path):
    path = wheel.build_wheel(tmp_path)
    assert path.name == wheel.wheel_name()
    with zipfile.ZipFile(path) as zf:
        infos = zf.infolist()
        names = [i.filename for i in infos]
        code = [n for n in names if ".dist-info/" not in n]
        assert code == sorted(code)
        assert all(i.date_time == wheel.ZIP_EPOCH for i in infos)
        assert not [n for n in names if "/tests/" in n or n.split("/")[-1].startswith("test_")]
        # Sourceless bytecode compiled for Pyodide: one .pyc where each .py would be, no
        # sources, nothing from local caches.
        assert "tablero/__init__.pyc" in names and "tablero/bridge.pyc" in names
        assert not [n for n in code if n.endswith(".py") or "__pycache__" in n]
        sources = {p.relative_to(paths.PY_DIR).as_posix() for p in wheel.package_files()}
        expected = {n[:-3] + ".pyc" if n.endswith(".py") else n for n in sources}
        assert set(code) == expected
        lock = json.loads((paths.PYODIDE_NPM / "pyodide-lock.json").read_text())
        major, minor = lock["info"]["python"].split(".")[:2]
        tag = f"cp{major}{minor}-none-any"
        assert path.name.endswith(f"-{tag}.whl")
        info = next(n for n in names if n.endswith(".dist-info/WHEEL"))
        assert f"Tag: {tag}" in zf.read(info).decode()
        assert "Root-Is-Purelib: true" in zf.read(info).decode()


def test_wheel_without_bytecode_is_sources_only(tmp_path):
    with zipfile.ZipFile(wheel.build_wheel(tmp_path, bytecode=False)) as zf:
        assert not [n for n in zf.namelist() if n.endswith(".pyc") or "__pycache__" in n]
        assert "tablero/bridge.py" in zf.namelist()
        assert "Tag: py3-none-any" in zf.read(next(
            n for n in zf.namelist() if n.endswith(".dist-info/WHEEL"))).decode()


def test_pyc_compiler_drops_docstrings_and_keeps_the_code():
    """tools/pyc_compile.py is plain Python: here it runs in CPython instead of Pyodide."""
    source = b'"""Doc."""\nX = 1\n\n\ndef f():\n    """Doc."""\n'
    out = pyc_compile.compile_sources(json.dumps({"m/a.py": base64.b64encode(source).decode()}))
    pyc = base64.b64decode(json.loads(out)["m/a.pyc"])
    namespace: dict = {}
    exec(marshal.loads(pyc[16:]), namespace)  # 16 bytes of header, then the code object
    assert namespace["X"] == 1 and namespace.get("__doc__") is None
    assert namespace["f"].__doc__ is None


def test_wheel_record_matches_content(tmp_path):
    with zipfile.ZipFile(wheel.build_wheel(tmp_path)) as zf:
        record = next(n for n in zf.namelist() if n.endswith("/RECORD"))
        rows = [line.split(",") for line in zf.read(record).decode().splitlines()]
        listed = {row[0] for row in rows}
        assert listed == set(zf.namelist())
        for name, digest, size in rows:
            if name == record:
                continue
            data = zf.read(name)
            want = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            assert digest == "sha256=" + want.decode() and int(size) == len(data)


def test_py_uses_the_standard_library_only():
    wheel.check_imports()


@pytest.mark.parametrize("line", ["import numpy", "from requests import get",
                                  "import sqlite3", "import tkinter.ttk", "import imp"])
def test_non_portable_import_fails_the_build(tmp_path, monkeypatch, line):
    (tmp_path / "tablero").mkdir()
    (tmp_path / "tablero" / "__init__.py").write_text(f"import json\n{line}\nfrom . import x\n")
    monkeypatch.setattr(paths, "PY_DIR", tmp_path)
    with pytest.raises(BuildError, match=line.split()[1].split(".")[0]):
        wheel.check_imports()


def test_dist_layout_and_precache(isolated):
    manifest = isolated.build(quiet=True)
    out = paths.DIST
    for name in PYODIDE_FILES + ["pyodide-lock.json"]:
        assert (out / "pyodide" / name).is_file(), name
    for _, fname, _ in PINNED_WHEELS.values():
        assert (out / "pyodide" / fname).is_file()
    assert (out / "wheels" / wheel.wheel_name()).is_file()
    assert (out / "js" / "worker.js").is_file() and (out / "js" / "engine-client.js").is_file()
    on_disk = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    assert set(manifest["files"]) == on_disk - {"precache.json", "_headers"}
    for rel, digest in manifest["files"].items():
        assert hashlib.sha256((out / rel).read_bytes()).hexdigest() == digest
    assert json.loads((out / "precache.json").read_text()) == manifest


def test_build_is_deterministic_and_fresh_check_works(isolated):
    first = isolated.build(quiet=True)
    assert isolated.is_fresh()
    assert isolated.build(quiet=True) == first
    assert isolated.ensure_built(quiet=True) == first


def test_pyodide_lock_lists_exactly_the_shipped_wheels(isolated):
    isolated.build(quiet=True)
    lock = json.loads((paths.DIST / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["info"]["python"].startswith("3.")
    assert set(lock["packages"]) == set(PINNED_WHEELS)
    for name, (version, fname, digest) in PINNED_WHEELS.items():
        entry = lock["packages"][name]
        assert (entry["file_name"], entry["version"], entry["sha256"]) == (fname, version, digest)
        shipped = (paths.DIST / "pyodide" / fname).read_bytes()
        assert hashlib.sha256(shipped).hexdigest() == digest


def test_server_mime_types_and_mounts(tmp_path):
    site, extra = tmp_path / "site", tmp_path / "extra"
    site.mkdir()
    extra.mkdir()
    (tmp_path / "secret.txt").write_text("no")
    for name in ("a.mjs", "b.wasm", "c.webmanifest", "d.json", "e.whl"):
        (site / name).write_bytes(b"x")
    (extra / "page.html").write_text("<p>hi</p>")
    server, url = serve_in_thread(0, site, mounts={"/__test__/": extra})
    try:
        types = {}
        for name in ("a.mjs", "b.wasm", "c.webmanifest", "d.json", "e.whl", "__test__/page.html"):
            with urllib.request.urlopen(url + name) as res:
                types[name] = res.headers["Content-Type"]
        with pytest.raises(urllib.error.HTTPError):
            urllib.request.urlopen(url + "__test__/..%2Fsecret.txt")
    finally:
        server.shutdown()
        server.server_close()
    assert types["a.mjs"] == "text/javascript"
    assert types["b.wasm"] == "application/wasm"
    assert types["c.webmanifest"] == "application/manifest+json"
    assert types["d.json"] == "application/json"
    assert types["__test__/page.html"].startswith("text/html")


def test_command_line_refuses_unknown_input(cli, capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["frobnicate"])
    assert exc.value.code == 2
    with pytest.raises(SystemExit):
        cli.main(["build", "--bogus"])


def test_node_modules_match_the_lock():
    if not (ROOT / "node_modules").is_dir():
        pytest.skip("node_modules not installed")
    assert not installers.npm_is_stale()


def test_ci_guard_finds_skipped_browser_and_pyodide_tests(tmp_path):
    report = tmp_path / "junit.xml"
    report.write_text(
        '<testsuites><testsuite name="pytest">'
        '<testcase classname="tests.browser.test_x" name="test_a"><skipped message="m"/>'
        '</testcase>'
        '<testcase classname="tests.pyodide.test_parity" name="test_b"/>'
        '<testcase classname="tests.games.pyramids.test_y" name="test_c"><skipped/></testcase>'
        '<testcase classname="tests.pyodide.test_parity" name="test_d"><skipped/></testcase>'
        '<testcase classname="tests.browser.test_z" name="test_e">'
        '<skipped type="pytest.xfail" message="known"/></testcase>'
        '</testsuite></testsuites>')
    assert testrun.skipped_required(report) == ["tests.browser.test_x.test_a",
                                              "tests.pyodide.test_parity.test_d"]
    assert testrun.skipped_required(tmp_path / "missing.xml") == []
