"""Views are pinned byte for byte: speed work on the view path must not change what any seat
sees (bots decide from views, and the bots' cached games must replay identically).

Seeded random games of every game (2 and the most players, Pax Pamir also 1 player with
Wakhan) go through the JSON bridge; at every step the view of every seat and of the
spectator, in English and one other language, and the view ``act`` answers with, are hashed
(SHA-256 over ``json.dumps(view, sort_keys=True)``) and compared with the digests recorded
from the code before the speed work (view_digests.json).

Issue 35 took the words of the rules out of the views (Pyramids' ``terms``, Troyes' card,
event and character names and texts, provenance and provisional note): they reach the page
through the help table instead. The digests were recorded again from the code before that
change (fc2b073) with those keys stripped, and the views after it match them unchanged: the
change removed those keys and nothing else. Regenerate only for a deliberate change of what
a view shows:

    PYTHONPATH=py python3 tests/engine/test_view_digest.py
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

from tablero import bridge

FIXTURE = Path(__file__).with_name("view_digests.json")
MAX_STEPS = 200
"""Steps hashed per game (the opening and middle of a game; enough to cross rounds)."""
CASES = [  # (game, players, seed, other language)
    ("paxpamir", 1, 3, "ja"),
    ("paxpamir", 2, 4, "es"),
    ("paxpamir", 3, 12, "es"),
    ("paxpamir", 5, 5, "ja"),
    ("troyes", 2, 6, "es"),
    ("troyes", 4, 7, "ja"),
    ("pyramids", 2, 8, "ja"),
    ("pyramids", 5, 9, "es"),
    ("mexica", 2, 10, "es"),
    ("mexica", 4, 11, "ja"),
]


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
    return "{}-{}p-seed{}-{}".format(*case)


@pytest.mark.parametrize("case", CASES, ids=_key)
def test_views_are_unchanged_byte_for_byte(case):
    expected = json.loads(FIXTURE.read_text())[_key(case)]
    got = play(*case)
    for n, (mine, theirs) in enumerate(zip(got[:-1], expected[:-1], strict=False)):
        assert mine == theirs, f"{_key(case)}: the views differ first at step {n}"
    assert got == expected


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps({_key(c): play(*c) for c in CASES}, indent=0) + "\n")
    print(f"wrote {FIXTURE}", file=sys.stderr)
