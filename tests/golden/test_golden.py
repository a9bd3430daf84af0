"""Golden games: recorded games replayed, their legal counts, result and final views pinned.

Each ``<game>/<game>-<players>p[-<option value>].json`` holds a record (``tablero-record/1``)
of a whole game played by the core's seeded random playout, the number of legal actions of
every active seat before each action (perft-style, python-chess), the final ``result`` and
what every seat and the spectator see at the end (``Match.view(seat, "en")``). Any change
that alters an outcome, a legal count or a view fails here and shows up as a reviewed diff
of these files after ``tests/golden/regenerate.py`` (see its docstring for when to run it).
No state hash is kept: the files pin behaviour, not the state's internal layout.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablero.core.session import Session
from tablero.games import GAMES

HERE = Path(__file__).parent
SPECTATOR = "spectator"


def replay(record: dict) -> tuple[dict, list[list[int]], dict]:
    """Replay ``record`` through a session, the test's only access to the engine.

    Returns the match's record as the session writes it, the legal counts of the active
    seats (in ``active`` order) before each action, and the final views by seat
    (``"0"``, ``"1"``, ..., ``"spectator"``).
    """
    session = Session(GAMES)
    match = session.match(session.load({**record, "actions": []}))
    game = match.game
    counts = []
    for seat, action in record["actions"]:
        state = match.state
        counts.append([len(game.actions(state, s)) for s in game.active(state)])
        match.act(seat, action)
    seats = [*range(match.players), None]
    # last_step (the log entries the page highlights) is the session's, not an outcome.
    views = {SPECTATOR if s is None else str(s): match.view(s, "en") for s in seats}
    for view in views.values():
        view.pop("last_step", None)
    return match.record(), counts, views


def golden_of(record: dict) -> dict:
    """What a golden file holds for ``record``: record, legal counts, result, final views."""
    full_record, counts, views = replay(record)
    return {
        "record": full_record,
        "legal_counts": counts,
        "result": views[SPECTATOR]["result"],
        "views": views,
    }


def first_diff(want, got, path: str = "") -> str | None:
    """The first key path where two JSON values differ, with both values (short)."""
    if isinstance(want, dict) and isinstance(got, dict):
        for key in sorted(set(want) | set(got)):
            if key not in got or key not in want:
                side = "missing now" if key not in got else "new"
                return f"{path}.{key}: {side}"
            found = first_diff(want[key], got[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(want, list) and isinstance(got, list):
        for n, (a, b) in enumerate(zip(want, got, strict=False)):
            found = first_diff(a, b, f"{path}[{n}]")
            if found:
                return found
        if len(want) != len(got):
            return f"{path}: length {len(want)} in the golden file, {len(got)} now"
        return None
    if want != got:
        return f"{path}: golden {_short(want)}, now {_short(got)}"
    return None


def _short(value) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= 160 else text[:157] + "..."


FILES = sorted(HERE.glob("*/*.json"))
def test_golden_files_exist():
    assert FILES, f"no golden files under {HERE}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_registered_game_has_golden_games(game_id):
    """A new game is pinned too (tests/golden/regenerate.py writes its files)."""
    assert sorted((HERE / game_id).glob(f"{game_id}-*.json")), f"no golden games of {game_id}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden(path: Path):
    golden = json.loads(path.read_text(encoding="utf-8"))
    got = golden_of(golden["record"])
    actions = golden["record"]["actions"]
    for step, (want, now) in enumerate(zip(golden["legal_counts"], got["legal_counts"],
                                           strict=True)):
        assert want == now, (
            f"{path.name}: legal counts differ first at step {step} (before action "
            f"{_short(actions[step])}): golden {want}, now {now}"
        )
    for key in ("result", "views"):
        found = first_diff(golden[key], got[key], key)
        assert found is None, f"{path.name}: {found}"
