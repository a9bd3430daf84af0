"""What a received game with friends is against the saved one (web/js/friends/link.js, issue
41): older, newer, the same or a fork, read from the moves; the seat kinds of a game first
received; the log mark of "Since your last turn". Run by node on the module itself."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

MODULE = Path(__file__).resolve().parents[2] / "web" / "js" / "friends" / "link.js"
RUN = """
const link = await import(%(module)s);
const m = (n) => [n %% 2, {type: "move", n}];
const moves = (k) => Array.from({length: k}, (_, n) => m(n));
const forked = [...moves(3), [1, {type: "other"}]];
console.log(JSON.stringify({
  compare: [link.compareMoves(null, moves(2)), link.compareMoves(moves(4), moves(4)),
    link.compareMoves(moves(4), moves(2)), link.compareMoves(moves(2), moves(5)),
    link.compareMoves(moves(5), forked)],
  kinds: link.kindsFor(["human", "friend", "bot:easy", "human"], 1),
  marks: [link.markAfterLastMove(moves(4), [0, 2, 5, 7], 0, 9),
    link.markAfterLastMove(moves(4), [0, 2, 5, 7], 1, 9),
    link.markAfterLastMove(moves(4), [0, 2, 5, 7], 2, 9)],
  fragment: [link.friendsFragment("#f=abc-_9"), link.friendsFragment("#r=x")],
  id: link.newGameId(),
  hash: await link.sha256Hex("abc"),
}));
"""


@pytest.fixture(scope="module")
def answers() -> dict:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is needed to import the front end's modules")
    code = RUN % {"module": json.dumps(MODULE.as_uri())}
    done = subprocess.run([node, "--input-type=module", "-e", code], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def test_received_moves_are_new_same_older_newer_or_a_fork(answers):
    kinds = [(c["kind"], c["at"]) for c in answers["compare"]]
    assert kinds == [("new", 0), ("same", 4), ("older", 2), ("newer", 2), ("fork", 3)]


def test_a_first_received_game_seats_this_device_at_its_seat(answers):
    assert answers["kinds"] == ["friend", "human", "bot:easy", "friend"]


def test_since_your_last_turn_starts_after_the_seats_last_move(answers):
    assert answers["marks"] == [7, 9, 0]  # seat 0 last moved at 2, seat 1 at 3, seat 2 never


def test_the_fragment_the_id_and_the_hash(answers):
    assert answers["fragment"] == ["abc-_9", None]
    assert len(answers["id"]) == 12 and all(c.isalnum() or c in "-_" for c in answers["id"])
    assert answers["hash"] == ("ba7816bf8f01cfea414140de5dae2223"
                               "b00361a396177a9cb410ff61f20015ad")
