"""A game's rules version changes whenever a change could alter a replay (issue 38).

What a replay depends on is pinned by the golden games (tests/golden): each file's seed,
players, options and actions, the legal counts before each action and the result. Their
digest per game is kept here for every rules version the game has had; when the golden games
of a game change, this test fails until ``RULES_VERSION`` in the game's ``__init__.py`` is
raised and the new digest added under the new version (the old ones stay: a digest is never
reused). A golden change that alters only the final views (a view field added) is no rules
change: the views are left out of the digest.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from tablero.games import GAMES
from tests.golden.test_golden import HERE

DIGESTS = {
    "mexica": {1: "ad269ec2c58d2828"},
    "paxpamir": {1: "da860c016d6cd1b2"},
    "pyramids": {1: "51801529fbeac958"},
    "troyes": {1: "eb6b0c3f11df4d51"},
}
"""game -> {rules version: digest of its golden games under those rules}."""


def golden_digest(game_id: str) -> str:
    """The digest of what the golden games of ``game_id`` replay: records and outcomes."""
    pinned = []
    for path in sorted((HERE / game_id).glob(f"{game_id}-*.json")):
        golden = json.loads(path.read_text(encoding="utf-8"))
        record = golden["record"]
        pinned.append([path.name, {key: record.get(key) for key in
                                   ("game", "seed", "players", "options", "actions")},
                       golden["legal_counts"], golden["result"]])
    text = json.dumps(pinned, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_golden_games_change_only_with_the_rules_version(game_id):
    version = GAMES[game_id].rules_version
    digest = golden_digest(game_id)
    known = DIGESTS.get(game_id, {})
    assert version in known, (
        f"{game_id}: rules version {version} has no digest here; add {version}: {digest!r}")
    assert known[version] == digest, (
        f"{game_id}: the golden games changed ({digest}) but the rules version is still "
        f"{version}: raise RULES_VERSION in py/tablero/games/{game_id}/__init__.py and add "
        f"its digest here (a record of the old rules then goes on from its saved position)")


def test_every_digest_is_new_with_its_version():
    for game_id, known in DIGESTS.items():
        assert sorted(known) == list(range(1, len(known) + 1)), game_id
        assert len(set(known.values())) == len(known), f"{game_id}: a digest reused"
