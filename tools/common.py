"""What every job shares: the BuildError, sha256 helpers and pyproject.toml's [project]."""

from __future__ import annotations

import hashlib
import tomllib
from pathlib import Path

from tools import paths


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
    with open(paths.ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]
