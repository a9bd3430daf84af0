"""Views are pinned byte for byte: speed work on the view path must not change what any seat
sees (bots decide from views, and the bots' cached games must replay identically).

Seeded random games of every registered game (2 and the most players, Pax Pamir also 1 player
with Wakhan) go through the JSON bridge; at every step the view of every seat and of the
spectator, in English and one other language, and the view ``act`` answers with, are hashed
(SHA-256 over ``json.dumps(view, sort_keys=True)``) and compared with the digests recorded
from the code before the speed work: view_digests/<game>.json, one file per game, keyed by
its cases (``<players>p-seed<seed>-<other language>``). A registered game without its file
fails; its first digests are recorded by the command below, with DEFAULT_CASES.

Issue 35 took the words of the rules out of the views (Pyramids' ``terms``, Troyes' card,
event and character names and texts, provenance and provisional note): they reach the page
through the help table instead. The digests were recorded again from the code before that
change (fc2b073) with those keys stripped, and the views after it match them unchanged: the
change removed those keys and nothing else. Regenerate only for a deliberate change of what
a view shows (every game, or the games named):

    PYTHONPATH=py python3 tests/engine/test_view_digest.py [game ...]
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

from tablero import bridge
from tablero.games import GAMES

FOLDER = Path(__file__).with_name("view_digests")
MAX_STEPS = 200
"""Steps hashed per game (the opening and middle of a game; enough to cross rounds)."""


def digests(game: str) -> dict:
    """The game's recorded digests by case key (empty when it has none yet)."""
    path = FOLDER / f"{game}.json"
    return json.loads(path.read_text()) if path.exists() else {}


def _case(game: str, key: str) -> tuple:
    """(game, players, seed, other language) of a case key ``<players>p-seed<seed>-<lang>``."""
    players, seed, lang = key.split("-")
    return game, int(players.removesuffix("p")), int(seed.removeprefix("seed")), lang


def default_cases(game: str) -> list[tuple]:
    """A new game's first cases: its smallest table of two or more in Japanese, its largest
    in Spanish."""
    spec = GAMES[game]
    return [(game, max(2, spec.min_players), 1, "ja"), (game, spec.max_players, 2, "es")]


CASES = [_case(game, key) for game in GAMES for key in digests(game)]
"""(game, players, seed, other language) of every recorded case."""


def _call(request: dict) -> dict:
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert answer["ok"], answer
    return answer


def _digest(view: dict) -> str:
    text = json.dumps(view, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def play(game: str, players: int, seed: int, lang: str) -> list[str]:
    """Per step, one short digest over every view of that step (full SHA-256, cut to 16
    hex digits for the fixture's size); the last item is the whole game's chain digest."""
    pick = random.Random(seed)
    answer = _call({"cmd": "new", "game": game, "players": players, "seed": seed,
                    "seat": None})
    match, steps, chain = answer["match"], [], hashlib.sha256()
    seats = list(range(players)) + [None]
    for _ in range(MAX_STEPS):
        step = hashlib.sha256()
        views = {}
        for language in ("en", lang):
            for seat in seats:
                view = _call({"cmd": "view", "match": match, "seat": seat,
                              "lang": language})["view"]
                views[(language, seat)] = view
                step.update(_digest(view).encode())
        active = views[("en", None)]["active"]
        if not active:
            break
        seat = active[pick.randrange(len(active))]
        actions = views[("en", seat)]["actions"]
        action = actions[pick.randrange(len(actions))]
        acted = _call({"cmd": "act", "match": match, "seat": seat, "action": action,
                       "lang": lang})
        step.update(_digest(acted["view"]).encode())
        chain.update(step.digest())
        steps.append(step.hexdigest()[:16])
    _call({"cmd": "close", "match": match})
    return steps + [chain.hexdigest()]


def _key(case) -> str:
    """A case's key in its game's file."""
    return "{}p-seed{}-{}".format(*case[1:])


def _id(case) -> str:
    return f"{case[0]}-{_key(case)}"


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_has_its_views_pinned(game):
    """A new game is recorded (the command in the module doc), never left out."""
    assert digests(game), f"no {FOLDER.name}/{game}.json: record it"


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_views_are_unchanged_byte_for_byte(case):
    expected = digests(case[0])[_key(case)]
    got = play(*case)
    for n, (mine, theirs) in enumerate(zip(got[:-1], expected[:-1], strict=False)):
        assert mine == theirs, f"{_key(case)}: the views differ first at step {n}"
    assert got == expected


def record(game: str) -> Path:
    """Write the game's file anew: its recorded cases, or a new game's default ones."""
    cases = [_case(game, key) for key in digests(game)] or default_cases(game)
    path = FOLDER / f"{game}.json"
    path.write_text(json.dumps({_key(c): play(*c) for c in cases}, indent=0) + "\n")
    return path


if __name__ == "__main__":
    for name in sys.argv[1:] or list(GAMES):
        print(f"wrote {record(name)}", file=sys.stderr)
