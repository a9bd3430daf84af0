"""The export of a Pax Pamir state (issue 31, tests/engine/test_position_export.py for every
game): with the deck kept the same cards come next; the bridge's describe_position, also in
the middle of a decision; the fields the export writes, refused by name when nonsense."""

from __future__ import annotations

import json
import random

import pytest

from tablero import bridge
from tablero.core.api import BadSpec
from tablero.games.paxpamir import GAME
from tablero.games.paxpamir.data import DOMINANCE_CHECKS

from .. import refused_naming

PAX = {"players": 3, "loyalty": ["british", "russian", "afghan"]}
CARD = 1  # a court card, played from hand in test_bridge_describes_a_decision_in_progress
PASS = [0, {"type": "pass"}]
MAX_STEPS = 3000
EXPORT_FIELDS = [
    ({**PAX, "used": [999]}, "spec.used[0]"),
    ({**PAX, "fresh": [[0, "kabul"]]}, "spec.fresh[0]"),
    ({**PAX, "fresh": "x"}, "spec.fresh"),
    ({**PAX, "fresh": [[7, "atlantis"]]}, "spec.fresh[0]"),
    ({**PAX, "checks": [{"coalition": "french", "final": False,
                         "gains": [0, 0, 0]}]}, "spec.checks[0]"),
    ({**PAX, "checks": [{"coalition": None, "final": False,
                         "gains": [0, -1, 0]}]}, "spec.checks[0].gains[1]"),
    ({**PAX, "then": "x"}, "spec.then"),
    ({**PAX, "then": [PASS] * 201}, "spec.then"),
    ({**PAX, "then": [[0]]}, "spec.then[0]"),
    ({**PAX, "then": [[True, {"type": "pass"}]]}, "spec.then[0]"),
    ({**PAX, "then": [[0, {"type": "fly"}]]}, "spec.then[0]"),
    ({**PAX, "then": [PASS, [0, {"type": "pass"}, -1]]}, "spec.then[1]"),
    ({**PAX, "then": [[2, {"type": "pass"}]]}, "spec.then[0]"),
    ({**PAX, "loyalty": [None, "british", None]}, "spec.loyalty[1]"),
    ({**PAX, "hands": [[None] * 200, [], []]}, "spec.hands[0]"),
]


@pytest.mark.parametrize(("spec", "field"), EXPORT_FIELDS)
def test_the_export_fields_refuse_nonsense_by_name(spec, field):
    refused_naming(GAME, spec, field)


def _random_states(seed: int):
    """The states of a seeded random game, at a random number of players."""
    rnd = random.Random(seed)
    state = GAME.setup(seed, rnd.randint(GAME.min_players, GAME.max_players), {})
    for _ in range(MAX_STEPS):
        yield state
        if not GAME.active(state):
            return
        seat = rnd.choice(GAME.active(state))
        state = GAME.apply(state, seat, rnd.choice(GAME.actions(state, seat)))


def test_kept_deck_draws_the_same_cards():
    """With the deck kept, the cards that come next are the same: Pax Pamir, after the same
    actions from an exported position, the market refills identically."""
    game = GAME
    rnd = random.Random(3)
    states = list(_random_states(11))  # 4 players: a long game
    for state in states[40:]:
        try:
            spec = game.export(state, True)
        except BadSpec:
            continue
        a, b = state, game.position(spec)
        for _ in range(30):
            if not game.active(a):
                break
            seat = rnd.choice(game.active(a))
            action = rnd.choice(game.actions(a, seat))
            assert action in game.actions(b, seat)
            a, b = game.apply(a, seat, action), game.apply(b, seat, action)
            assert a["market"] == b["market"] and a["deck"] == b["deck"]
        return
    pytest.fail("no exportable state")


def _call(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def test_bridge_describe_position_round_trips_and_refuses_cleanly():
    """The bridge command answers the description, "position" takes it back; malformed
    requests answer a clear error and change nothing."""
    bridge.reset()
    spec = {"players": 3, "loyalty": ["british", "russian", "afghan"], "rupees": [5, 4, 4]}
    made = _call(cmd="position", game="paxpamir", spec=spec, seat=0)
    match = made["match"]
    answer = _call(cmd="describe_position", match=match)
    assert answer["ok"] and answer["game"] == "paxpamir" and "deck" in answer["spec"]
    again = _call(cmd="position", game="paxpamir", spec=answer["spec"], seat=0)
    assert again["view"]["market"] == made["view"]["market"]
    dealt = _call(cmd="describe_position", match=match, hidden="deal")
    assert dealt["spec"]["rupees"] == [5, 4, 4]
    assert {c for c in dealt["spec"]["deck"] if c is not None} <= set(DOMINANCE_CHECKS)
    for bad, code in (({"hidden": "peek"}, "bad_request"), ({"hidden": 1}, "bad_request"),
                      ({"match": 7}, "bad_request"), ({"match": "m999"}, "unknown_match")):
        refused = _call(**{"cmd": "describe_position", "match": match, **bad})
        assert refused["error"]["code"] == code and refused["error"]["message"]
    assert _call(cmd="view", match=match, seat=0)["view"] == made["view"]


def test_bridge_describes_a_decision_in_progress():
    """Issue 31: a state in the middle of a decision is described as its start and the steps
    since ("then"); the position made from it is the same game."""
    bridge.reset()
    spec = {**PAX, "hands": [[CARD], [], []], "rupees": [9, 4, 4]}
    made = _call(cmd="position", game="paxpamir", spec=spec, seat=0)
    play = next(a for a in made["view"]["actions"] if a["type"] == "play")
    acted = _call(cmd="act", match=made["match"], seat=0, action=play)
    answer = _call(cmd="describe_position", match=made["match"])
    assert answer["ok"] and answer["spec"]["then"] == [[0, play]]
    again = _call(cmd="position", game="paxpamir", spec=answer["spec"], seat=0)
    assert again["view"]["actions"] == acted["view"]["actions"]
    assert again["view"]["prompt"] == acted["view"]["prompt"]
    bridge.reset()
