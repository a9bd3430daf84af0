"""Issue 35: "`git grep` finds the four game ids together only in the two registries and in
docs". A file that names every registered game is a list of the games, one more place a new
game would have to be added; the only such lists are the engine's registry and the front
end's. Tests, tools and benchmarks ask the registry (tablero.games.GAMES, or the engine's
``games`` answer); a per-game table of overrides names only the games that need one, and what
one game alone needs lives in that game's own folders (tests/games/<id>/, its browser tests).

Read: every file git has or would add (tracked, or new and not ignored), as text.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = sorted(p.name for p in (ROOT / "py" / "tablero" / "games").iterdir()
                 if (p / "__init__.py").is_file())
"""The shipped games' ids: their packages (the registry may hold fixture games too, registered
by other tests of the same run)."""
ALLOWED = {
    "py/tablero/games/__init__.py": "the engine's registry",
    "web/js/games/registry.js": "the front end's registry",
    "README.md": "documentation: what the app plays, the layout of the code",
    "BENCHMARKS.md": "documentation: the measurements, a row per game",
    "tests/engine/test_rules_version.py": "data: each game's rules versions and the digest of "
                                          "its golden games under each",
}
"""The files that may name every game, each with why."""
ALLOWED_FOLDERS = {
    "docs/": "documentation for developers (the engine's protocol, embedding, positions)",
    "web/rules/": "documentation for players: the rules reference, a page per game in each "
                  "language and a contents page that links them all",
    "tests/fixtures/oldbuilds/": "saves as earlier builds wrote them, kept as they were, and "
                                 "the script that made them from those builds",
}
"""The folders whose files may name every game, each with why."""


def _files() -> list[str]:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: the files git has are unknown")
    out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                         cwd=ROOT, capture_output=True, check=True).stdout.decode()
    return sorted({name for name in out.split("\0") if name and (ROOT / name).is_file()})


def _names_every_game(path: Path) -> bool:
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return False  # not text (an image, a wheel): nothing a developer edits as a list
    return all(game_id in text for game_id in SHIPPED)


def _allowed(name: str) -> bool:
    return name in ALLOWED or name.startswith(tuple(ALLOWED_FOLDERS))


def test_only_the_registries_and_docs_name_every_game():
    lists = [name for name in _files() if _names_every_game(ROOT / name) and not _allowed(name)]
    assert not lists, f"these files name every game: ask the registry instead: {lists}"


def test_the_allowed_files_are_there():
    """An allowed file that is gone (or renamed) would leave its entry allowing nothing."""
    files = _files()
    assert set(ALLOWED) <= set(files)
    assert all(any(name.startswith(folder) for name in files) for folder in ALLOWED_FOLDERS)


def test_the_registry_has_games_to_look_for():
    """With fewer than two games every file would name them all, or none: the scan would
    say nothing."""
    assert len(SHIPPED) >= 2
