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

Every game is checked here, with settings over the defaults only where a game needs them
(OVERRIDES) and its interchangeable pieces in its own test folder (tests/games/<id>/pieces.py);
what one game's export writes is tested in tests/games/<id>/test_export.py.
"""

from __future__ import annotations

import json
import random

import pytest

from tablero import __version__
from tablero.core import record as records
from tablero.core.session import Match
from tests.fixtures.games import ALL_GAME_IDS, game_of
from tests.games import own_module

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


def _canonical(game_id: str, view: dict) -> dict:
    """The view with interchangeable pieces compared as multisets (see the module doc), by the
    game's own ``canonical`` (tests/games/<id>/pieces.py; a game without one: the view as it
    is)."""
    view = json.loads(json.dumps(view))
    pieces = own_module(game_id, "pieces")
    return pieces.canonical(view) if pieces else view


def _same_game(game, a: dict, b: dict) -> None:
    seats = [None, *range(a["players"])]
    for seat in seats:
        assert _canonical(game.id, game.view(a, seat)) == _canonical(game.id, game.view(b, seat))
    assert game.active(a) == game.active(b)
    for seat in game.active(a):
        assert game.actions(a, seat) == game.actions(b, seat)


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
