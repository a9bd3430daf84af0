"""The README's first command alone brings the app up on a fresh clone: ``python3 build.py
serve`` installs the pinned npm packages and wheels it lacks, builds dist/ and serves it."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _tracked_copy(dest: Path) -> None:
    """The files git tracks (what a clone holds), without node_modules, caches or dist/."""
    names = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                           check=True).stdout.decode().split("\0")
    for name in filter(None, names):
        source = ROOT / name
        if source.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("npm") is None or shutil.which("git") is None,
                    reason="needs npm and git")
def test_serve_on_a_fresh_clone_installs_what_it_needs_and_serves(tmp_path):
    clone = tmp_path / "clone"
    _tracked_copy(clone)
    assert not (clone / "node_modules").exists()
    port = _free_port()
    server = subprocess.Popen([sys.executable, "build.py", "serve", "--port", str(port)],
                              cwd=clone, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline:
            assert server.poll() is None, server.stdout.read().decode()[-2000:]
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/index.html") as page:
                    assert page.status == 200
                    break
            except OSError:
                time.sleep(1)
        else:
            pytest.fail("build.py serve did not answer within 10 minutes")
        assert (clone / "node_modules" / "pyodide" / "pyodide.asm.wasm").is_file()
        assert (clone / "dist" / "precache.json").is_file()
    finally:
        server.terminate()
        server.wait(timeout=30)
