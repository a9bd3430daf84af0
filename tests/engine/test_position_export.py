"""Export: a match state -> its position description, the inverse of ``position`` (issue 31).

The round trip, on many random states of every game (seeded random play, every state on the
way): ``position(export(state))`` must give back the same game *for play*. What is compared,
and why:

- ``view(state, seat)`` for every seat and for a spectator: everything a player can see or
  act on, including each seat's own hidden cards (their own view shows them);
- ``active(state)`` and ``actions(state, seat)`` of every active seat: whose turn it is and
  what is being decided, exactly (the same action objects, in the same order);
- with ``keep_hidden`` the hidden order (deck, event decks, face-down cards) rides along too,
  so the states agree on what comes next: checked by the next turned card in the views above
  after the same actions (the views include deck counts; the order itself is in the spec).

Not compared: the log (a position starts a new game history), the PRNG state (a position is
seeded afresh) and which of several identical pieces is which: the views number pieces by
slot (Pax Pamir cylinders and blocks, Mexica temples and calpulli tokens of one size), and
pieces of one kind and owner are interchangeable for play, so those are compared as multisets.

The games are played to their end (late states hold the history a position must carry:
scored Dominance Checks, Mexica's first period scoring, Troyes' later rounds).

Every state exports, through the session (``Match.describe_position``): one in the middle of
a decision (a bribe, a battle, a die chosen to counter, a card's second step) as the latest
start of a decision plus the steps since (``then``, core/midway.py), which the session finds
in its history. With hidden "deal" the description holds only what a spectator sees.
"""

from __future__ import annotations

import json
import random

import pytest

from tablero import __version__, bridge
from tablero.core import record as records
from tablero.core.api import BadSpec
from tablero.core.session import Match
from tablero.games import GAMES
from tablero.games.paxpamir.data import DOMINANCE_CHECKS
from tests.fixtures.games import ALL_GAME_IDS, game_of

SEEDS = 6
"""Seeded random games per game (fewer where a game is long: OVERRIDES)."""
DEAL_SEEDS = (1, 4, 11)  # Pax Pamir: 1 and 4 are games with Wakhan (her deck is hidden too)
MAX_STEPS = 3000  # whole games: the late states (scored periods, checks) count most
MIN_INSIDE = 100
"""States inside a decision (exported as a start and ``then`` steps) the seeds must reach,
so the midway path is exercised; a game whose every state starts a decision sets 0."""
OVERRIDES = {
    "troyes": {"seeds": 3, "seeded": True},  # dice rolled again inside a decision
    "mexica": {"seeds": 2},
    "pyramids": {"inside": 0},  # every prompt starts a decision
    "toy": {"inside": 20},  # short games: a turn's second step
}
"""Per-game settings over the defaults; a game without an entry gets the default checks."""


def setting(game_id: str, key: str, default):
    return OVERRIDES.get(game_id, {}).get(key, default)


def _slot_free(locs):
    return sorted((loc is None, str(loc)) for loc in locs)


def _canonical(game_id: str, view: dict) -> dict:
    """The view with interchangeable pieces compared as multisets (see the module doc), by
    the game's entry in INTERCHANGEABLE (a game without one: the view as it is)."""
    view = json.loads(json.dumps(view))
    if game_id in INTERCHANGEABLE:
        INTERCHANGEABLE[game_id](view)
    return view


def _pax_pieces(view: dict) -> None:
    """Cylinders and blocks by where they stand, not by slot; the fresh marks likewise."""
    p = view["pieces"]
    fresh = []
    for tag in dict.fromkeys(p["fresh"]):
        owner, i = tag[1:].split(".")
        locs = p["cylinders"][int(owner)] if tag[0] == "c" else p["blocks"][owner]
        if locs[int(i)] is not None:  # one back in the supply: its mark means nothing
            fresh.append([tag[0], owner, locs[int(i)]])
    p["fresh"] = sorted(fresh)
    p["cylinders"] = [_slot_free(c) for c in p["cylinders"]]
    p["blocks"] = {k: _slot_free(b) for k, b in p["blocks"].items()}


def _mexica_pieces(view: dict) -> None:
    """Temples of one size, and calpulli tokens of one size, are interchangeable."""
    view["temples"] = [_slot_free(t) for t in view["temples"]]
    for key in ("display", "districts"):
        for token in view[key]:
            token.pop("token", None)


INTERCHANGEABLE = {"paxpamir": _pax_pieces, "mexica": _mexica_pieces}
"""Per-game: how a view's interchangeable pieces are put in a canonical order."""


def _same_game(game, a: dict, b: dict) -> None:
    seats = [None, *range(a["players"])]
    for seat in seats:
        assert _canonical(game.id, game.view(a, seat)) == _canonical(game.id, game.view(b, seat))
    assert game.active(a) == game.active(b)
    for seat in game.active(a):
        assert game.actions(a, seat) == game.actions(b, seat)


def _random_states(game, seed: int):
    rnd = random.Random(seed)
    state = game.setup(seed, rnd.randint(game.min_players, game.max_players), {})
    for _ in range(MAX_STEPS):
        yield state
        if not game.active(state):
            return
        seat = rnd.choice(game.active(state))
        state = game.apply(state, seat, rnd.choice(game.actions(state, seat)))


def _random_match(game, seed: int):
    """A match played at random through the session (which keeps the history an export in
    the middle of a decision walks back through), yielded after every action."""
    rnd = random.Random(seed)
    head = records.header(game, __version__, seed,
                          rnd.randint(game.min_players, game.max_players), {}, None)
    match = Match(game, game.setup(seed, head["players"], {}), head)
    for _ in range(MAX_STEPS):
        yield match
        if not game.active(match.state):
            return
        seat = rnd.choice(game.active(match.state))
        match.act(seat, rnd.choice(game.actions(match.state, seat)))


@pytest.mark.parametrize("game_id", ALL_GAME_IDS)
def test_export_then_position_gives_the_same_game(game_id):
    """Issue 31 "Position from any state": export -> position -> the same views, turn and
    legal actions, on EVERY state of seeded random games, decisions in progress included."""
    game = game_of(game_id)
    inside = seeded = 0
    for seed in range(setting(game_id, "seeds", SEEDS)):
        for match in _random_match(game, seed):
            spec = json.loads(json.dumps(match.describe_position(True)))  # as over the bridge
            _same_game(game, match.state, game.position(spec))
            inside += "then" in spec
            seeded += any(len(step) == 3 for step in spec.get("then", []))
    assert inside >= setting(game_id, "inside", MIN_INSIDE), inside
    assert seeded or not setting(game_id, "seeded", False)  # a step's dice, seeded alike


@pytest.mark.parametrize("game_id", ALL_GAME_IDS)
def test_export_leaving_hidden_cards_to_the_engine(game_id):
    """Issue 31 "hidden cards as the author chooses": with hidden "deal" the description
    leaves every hidden card to the engine; on every state of a random game the dealt position
    shows a spectator the same table, with the same seats to act."""
    game = game_of(game_id)
    for seed in DEAL_SEEDS:
        for match in _random_match(game, seed):
            spec = json.loads(json.dumps(match.describe_position(False)))
            dealt = game.position(spec)
            assert _canonical(game_id, game.view(dealt, None)) == \
                _canonical(game_id, game.view(match.state, None))
            assert game.active(dealt) == game.active(match.state)
            if "then" not in spec:
                assert game.export(dealt, False) == spec


@pytest.mark.parametrize("game_id", ALL_GAME_IDS)
def test_a_dealt_export_tells_only_what_a_spectator_sees(game_id):
    """Issue 31: a "deal" export holds no seat's hand or face-down card, no deck order and no
    PRNG state: it is the same for every state a spectator cannot tell apart (the state with
    everything hidden redealt by ``resample_hidden``, the game's own account of what is
    hidden); the steps of a decision in progress carry only cards public by its end."""
    game = game_of(game_id)
    checked = 0
    for seed in DEAL_SEEDS:
        for match in _random_match(game, seed):
            spec = match.describe_position(False)
            if "then" in spec:
                continue
            for redeal in (1, 2):
                assert game.export(game.resample_hidden(match.state, None, redeal), False) == spec
            checked += 1
    assert checked >= 20


def test_kept_deck_draws_the_same_cards():
    """With the deck kept, the cards that come next are the same: Pax Pamir, after the same
    actions from an exported position, the market refills identically."""
    game = GAMES["paxpamir"]
    rnd = random.Random(3)
    states = list(_random_states(game, 11))  # 4 players: a long game
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
    since ("then"); the position made from it is the same game, and the setup's own choices
    (Mexica's Pilli still to place) are positions of their own."""
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
    new = _call(cmd="new", game="mexica", players=3, seed=2)
    pilli = _call(cmd="describe_position", match=new["match"])["spec"]["pilli"]
    assert pilli == [None, None, None]
    bridge.reset()


PAX = {"players": 3, "loyalty": ["british", "russian", "afghan"]}
CARD = 1  # a Pax Pamir court card, played from hand in the test above
PASS = [0, {"type": "pass"}]
BAD_FIELDS = [
    ("paxpamir", {**PAX, "used": [999]}, "spec.used[0]"),
    ("paxpamir", {**PAX, "fresh": [[0, "kabul"]]}, "spec.fresh[0]"),
    ("paxpamir", {**PAX, "fresh": "x"}, "spec.fresh"),
    ("paxpamir", {**PAX, "fresh": [[7, "atlantis"]]}, "spec.fresh[0]"),
    ("paxpamir", {**PAX, "checks": [{"coalition": "french", "final": False,
                                     "gains": [0, 0, 0]}]}, "spec.checks[0]"),
    ("paxpamir", {**PAX, "checks": [{"coalition": None, "final": False,
                                     "gains": [0, -1, 0]}]}, "spec.checks[0].gains[1]"),
    ("troyes", {"players": 3, "decks": {"red": [210]}}, "spec.decks.red"),
    ("troyes", {"players": 3, "decks": {"blue": []}}, "spec.decks.blue"),
    ("troyes", {"players": 3, "black": [4], "turn": 1, "faced": 3}, "spec.faced"),
    ("troyes", {"players": 3, "dice": [{"color": "red", "value": 2, "owner": 0, "id": 4},
                                       {"color": "red", "value": 3, "owner": 0, "id": 4}]},
     "spec.dice"),
    ("troyes", {"players": 3, "dice": [{"color": "red", "value": 2, "owner": 0, "id": 4}],
                "next_die": 2}, "spec.next_die"),
    ("pyramids", {"players": 3, "phase": "build", "seats": [{"god": 1, "pyramid": ["P001"]},
                                                            {"god": 2}, {"god": 3}],
                  "quarry": [{"taken_by": 0, "took": ["P001"]}, ["P002", "P003"],
                             ["P004", "P005"]]}, "spec.quarry[0].took"),
    ("paxpamir", {**PAX, "then": "x"}, "spec.then"),
    ("paxpamir", {**PAX, "then": [PASS] * 201}, "spec.then"),
    ("paxpamir", {**PAX, "then": [[0]]}, "spec.then[0]"),
    ("paxpamir", {**PAX, "then": [[True, {"type": "pass"}]]}, "spec.then[0]"),
    ("paxpamir", {**PAX, "then": [[0, {"type": "fly"}]]}, "spec.then[0]"),
    ("paxpamir", {**PAX, "then": [PASS, [0, {"type": "pass"}, -1]]}, "spec.then[1]"),
    ("paxpamir", {**PAX, "then": [[2, {"type": "pass"}]]}, "spec.then[0]"),
    ("paxpamir", {**PAX, "loyalty": [None, "british", None]}, "spec.loyalty[1]"),
    ("paxpamir", {**PAX, "hands": [[None] * 200, [], []]}, "spec.hands[0]"),
    ("mexica", {"players": 3, "pilli": [[0, 5], None, [3, 0]]}, "spec.pilli"),
    ("mexica", {"players": 3, "then": [[1, {"type": "pass"}]]}, "spec.then[0]"),
    ("troyes", {"players": 3, "placement": [1], "turn": 0}, "spec.placement"),
    ("troyes", {"players": 3, "placement": [0, "x"]}, "spec.placement"),
    ("troyes", {"players": 3, "seats": [{"characters": [None] * 20}, {}, {}]},
     "spec.seats[0].characters"),
    ("pyramids", {"players": 3, "phase": "gods", "seats": [{"hand": [None, 7]}, {}, {}]},
     "spec.seats[0].hand[1]"),
    ("mexica", {"players": 3, "scorings": [{"period": 1}]}, "spec.scorings[0]"),
    ("mexica", {"players": 3, "scorings": [{"period": 1, "areas": [{"x": 1}], "palace": [],
                                            "score": [0, 0, 0]}]}, "spec.scorings"),
]


@pytest.mark.parametrize(("game_id", "spec", "field"), BAD_FIELDS)
def test_the_export_fields_refuse_nonsense_by_name(game_id, spec, field):
    """The fields the export writes (a turn in progress, history, hidden order) are checked
    like every other: BadSpec names the field, nothing crashes."""
    with pytest.raises(BadSpec) as err:
        GAMES[game_id].position(spec)
    assert err.value.message.startswith(field), err.value.message
