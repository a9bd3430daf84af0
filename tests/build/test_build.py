"""build.py: a deterministic engine wheel, the stdlib-only check, dist/ layout, precache, server.

STYLE.md, "build.py": sorted zip entries and fixed timestamps, no tests or __pycache__ in the
wheel, fail on imports outside the standard library, precache.json listing every file.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import json
import urllib.error
import urllib.request
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def build():
    """build.py imported as a module."""
    spec = importlib.util.spec_from_file_location("tablero_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def isolated(build, tmp_path, monkeypatch):
    """build.py writing dist/ and its stamp under tmp_path instead of the repository."""
    monkeypatch.setattr(build, "DIST", tmp_path / "dist")
    monkeypatch.setattr(build, "STAMP", tmp_path / "stamp.json")
    return build


def test_wheel_is_byte_for_byte_reproducible(build, tmp_path):
    a = build.build_wheel(tmp_path / "a").read_bytes()
    b = build.build_wheel(tmp_path / "b").read_bytes()
    assert a == b


def test_wheel_entries_sorted_dated_and_clean(build, tmp_path):
    path = build.build_wheel(tmp_path)
    assert path.name == build.wheel_name()
    with zipfile.ZipFile(path) as zf:
        infos = zf.infolist()
        names = [i.filename for i in infos]
        code = [n for n in names if ".dist-info/" not in n]
        assert code == sorted(code)
        assert all(i.date_time == build.ZIP_EPOCH for i in infos)
        assert not [n for n in names if "/tests/" in n or n.split("/")[-1].startswith("test_")]
        # Sourceless bytecode compiled for Pyodide: one .pyc where each .py would be, no
        # sources, nothing from local caches.
        assert "tablero/__init__.pyc" in names and "tablero/bridge.pyc" in names
        assert not [n for n in code if n.endswith(".py") or "__pycache__" in n]
        sources = {p.relative_to(build.PY_DIR).as_posix() for p in build.package_files()}
        expected = {n[:-3] + ".pyc" if n.endswith(".py") else n for n in sources}
        assert set(code) == expected
        lock = json.loads((build.PYODIDE_NPM / "pyodide-lock.json").read_text())
        major, minor = lock["info"]["python"].split(".")[:2]
        tag = f"cp{major}{minor}-none-any"
        assert path.name.endswith(f"-{tag}.whl")
        info = next(n for n in names if n.endswith(".dist-info/WHEEL"))
        assert f"Tag: {tag}" in zf.read(info).decode()
        assert "Root-Is-Purelib: true" in zf.read(info).decode()


def test_wheel_without_bytecode_is_sources_only(build, tmp_path):
    with zipfile.ZipFile(build.build_wheel(tmp_path, bytecode=False)) as zf:
        assert not [n for n in zf.namelist() if n.endswith(".pyc") or "__pycache__" in n]
        assert "tablero/bridge.py" in zf.namelist()
        assert "Tag: py3-none-any" in zf.read(next(
            n for n in zf.namelist() if n.endswith(".dist-info/WHEEL"))).decode()


def test_wheel_record_matches_content(build, tmp_path):
    with zipfile.ZipFile(build.build_wheel(tmp_path)) as zf:
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


def test_py_uses_the_standard_library_only(build):
    build.check_imports()


@pytest.mark.parametrize("line", ["import numpy", "from requests import get",
                                  "import sqlite3", "import tkinter.ttk", "import imp"])
def test_non_portable_import_fails_the_build(build, tmp_path, monkeypatch, line):
    (tmp_path / "tablero").mkdir()
    (tmp_path / "tablero" / "__init__.py").write_text(f"import json\n{line}\nfrom . import x\n")
    monkeypatch.setattr(build, "PY_DIR", tmp_path)
    with pytest.raises(build.BuildError, match=line.split()[1].split(".")[0]):
        build.check_imports()


def test_dist_layout_and_precache(isolated):
    manifest = isolated.build(quiet=True)
    dist = isolated.DIST
    for name in isolated.PYODIDE_FILES + ["pyodide-lock.json"]:
        assert (dist / "pyodide" / name).is_file(), name
    for _, fname, _ in isolated.PINNED_WHEELS.values():
        assert (dist / "pyodide" / fname).is_file()
    assert (dist / "wheels" / isolated.wheel_name()).is_file()
    assert (dist / "js" / "worker.js").is_file() and (dist / "js" / "engine-client.js").is_file()
    on_disk = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    assert set(manifest["files"]) == on_disk - {"precache.json"}
    for rel, digest in manifest["files"].items():
        assert hashlib.sha256((dist / rel).read_bytes()).hexdigest() == digest
    assert json.loads((dist / "precache.json").read_text()) == manifest


def test_build_is_deterministic_and_fresh_check_works(isolated):
    first = isolated.build(quiet=True)
    assert isolated.is_fresh()
    assert isolated.build(quiet=True) == first
    assert isolated.ensure_built(quiet=True) == first


def test_pyodide_lock_lists_exactly_the_shipped_wheels(isolated):
    isolated.build(quiet=True)
    lock = json.loads((isolated.DIST / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["info"]["python"].startswith("3.")
    assert set(lock["packages"]) == set(isolated.PINNED_WHEELS)
    for name, (version, fname, digest) in isolated.PINNED_WHEELS.items():
        entry = lock["packages"][name]
        assert (entry["file_name"], entry["version"], entry["sha256"]) == (fname, version, digest)
        shipped = (isolated.DIST / "pyodide" / fname).read_bytes()
        assert hashlib.sha256(shipped).hexdigest() == digest


def test_server_mime_types_and_mounts(build, tmp_path):
    site, extra = tmp_path / "site", tmp_path / "extra"
    site.mkdir()
    extra.mkdir()
    (tmp_path / "secret.txt").write_text("no")
    for name in ("a.mjs", "b.wasm", "c.webmanifest", "d.json", "e.whl"):
        (site / name).write_bytes(b"x")
    (extra / "page.html").write_text("<p>hi</p>")
    server, url = build.serve_in_thread(0, site, mounts={"/__test__/": extra})
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


def test_command_line_refuses_unknown_input(build, capsys):
    with pytest.raises(SystemExit) as exc:
        build.main(["frobnicate"])
    assert exc.value.code == 2
    with pytest.raises(SystemExit):
        build.main(["build", "--bogus"])


def test_node_modules_match_the_lock(build):
    if not (ROOT / "node_modules").is_dir():
        pytest.skip("node_modules not installed")
    assert not build.npm_is_stale()


def test_ci_guard_finds_skipped_browser_and_pyodide_tests(build, tmp_path):
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
    assert build.skipped_required(report) == ["tests.browser.test_x.test_a",
                                              "tests.pyodide.test_parity.test_d"]
    assert build.skipped_required(tmp_path / "missing.xml") == []
