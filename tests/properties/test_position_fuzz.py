"""The fuzz of positions (issue 38: every accepted description is playable).

Descriptions of random games of every shipped game (``Game.export`` of states met in seeded
random play, hidden cards kept or dealt) are mutated one spot at a time (mutations.py: a
number changed, made a fraction or a boolean, a value nulled or deleted, a deck shortened,
cards swapped, copied or moved) and given to the engine the way the bridge gives them
(``record.position_state``). Each mutant is refused with a BadSpec, or its state:

- keeps the game's conservation laws (``check_invariants``), with no fraction anywhere and a
  boolean only where the rules themselves write one (the types seen in the random games);
- shows every seat and a spectator its view;
- plays 25 random steps, each seat asked having an action and every law holding after each.

Anything else (an accepted mutant that breaks, or a refusal that is not a BadSpec) fails the
test, with the mutants that did. CI's run makes MUTANTS mutants (a quarter a game); a soak
run (TABLERO_SOAK=1, tests/soak.py) four times as many.
"""

from __future__ import annotations

import json
import random
from collections import defaultdict

import pytest

from tablero.core import record as records
from tablero.core.api import BadSpec
from tablero.games import GAMES
from tests.soak import games

from .mutations import mutant, spots

MUTANTS = games(10_000, 40_000)
"""Mutants a run makes over all games (issue 38: at least 10,000 in CI's run)."""
PER_BASE = 25  # mutants of each description
STEPS = 25  # random steps played from an accepted mutant
EXPORT_EVERY = 9  # a description every 9th state of a random game
GAME_IDS = sorted(GAMES)
PER_GAME = -(-MUTANTS // len(GAME_IDS))


def _pattern(path: tuple) -> tuple:
    """A state path with list indices and number-named keys made alike."""
    return tuple("*" if isinstance(k, int) else "#" if k.lstrip("-").isdigit() else k
                 for k in path)


class Types:
    """The JSON types the rules write at each place of a state (the log aside)."""

    def __init__(self):
        self.seen = defaultdict(set)

    def learn(self, state: dict) -> None:
        for path, value in spots({k: v for k, v in state.items() if k != "log"}):
            self.seen[_pattern(path)].add(type(value))

    def problem(self, state: dict) -> str | None:
        """A fraction anywhere, or a boolean where the rules never write one."""
        for path, value in spots({k: v for k, v in state.items() if k != "log"}):
            known = self.seen.get(_pattern(path))
            if isinstance(value, float) or isinstance(value, bool) and known \
                    and bool not in known:
                return f"{value!r} at {'.'.join(map(str, path))}"
        return None


def descriptions(game, rnd: random.Random, count: int, types: Types) -> list[dict]:
    """``count`` descriptions of states met in seeded random games (``types`` learns the
    states' types on the way)."""
    out = []
    while len(out) < count:
        players = rnd.randint(game.min_players, game.max_players)
        state = game.setup(rnd.randrange(10**6), players, {})
        for step in range(40 * EXPORT_EVERY):
            if not game.active(state) or len(out) >= count:
                break
            if step % EXPORT_EVERY == 0:
                types.learn(state)
                try:
                    out.append(game.export(state, rnd.random() < 0.7))
                except BadSpec:  # inside a decision: no description starts there
                    pass
            seat = rnd.choice(game.active(state))
            acts = game.ask(state, seat)
            state = game.apply_offered(state, seat, rnd.choice(acts.actions), acts)
    return out


def play_on(game, state: dict, rnd: random.Random, types: Types) -> None:
    """The checks of an accepted mutant (AssertionError or the game's own error if one
    fails)."""
    problem = types.problem(state)
    assert problem is None, f"accepted a type the rules never write: {problem}"
    for seat in [None, *range(state["players"])]:
        json.dumps(game.view(state, seat))
    for _ in range(STEPS):
        game.check_invariants(state)
        active = game.active(state)
        if not active:
            return
        seat = rnd.choice(active)
        acts = game.ask(state, seat)
        assert acts is not None and acts.actions, f"seat {seat} is asked with no action"
        state = game.apply_offered(state, seat, rnd.choice(acts.actions), acts)
    game.check_invariants(state)


def fuzz(game, seed: str, count: int) -> dict:
    """``count`` mutants of descriptions of ``game``; the counts by outcome and the first
    mutants that broke something."""
    rnd = random.Random(seed)
    types = Types()
    counts = {"mutants": 0, "refused": 0, "accepted": 0}
    broken = []
    for base in descriptions(game, rnd, -(-count // PER_BASE), types):
        for _ in range(min(PER_BASE, count - counts["mutants"])):
            spec, kind = mutant(base, rnd)
            counts["mutants"] += 1
            try:
                state = records.position_state(game, spec)
            except BadSpec as err:
                counts["refused"] += 1
                assert len(err.message) < 600, err.message[:200]
                continue
            except Exception as err:  # noqa: BLE001 - any other error is what is looked for
                broken.append((kind, f"refused with {type(err).__name__}: {err}", spec))
                continue
            counts["accepted"] += 1
            try:
                play_on(game, state, rnd, types)
            except Exception as err:  # noqa: BLE001 - as above
                broken.append((kind, f"{type(err).__name__}: {err}", spec))
    return {**counts, "broken": broken}


@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_accepted_mutant_plays_25_steps(gid):
    outcome = fuzz(GAMES[gid], f"positions-{gid}", PER_GAME)
    assert outcome["mutants"] == PER_GAME
    assert outcome["refused"] and outcome["accepted"], outcome  # both sides exercised
    shown = [(kind, why[:200], json.dumps(spec)[:400]) for kind, why, spec in
             outcome["broken"][:5]]
    assert not outcome["broken"], f"{len(outcome['broken'])} mutants broke: {shown}"


def test_the_run_reaches_its_count():
    """CI's run makes at least 10,000 mutants over the games (issue 38)."""
    assert PER_GAME * len(GAME_IDS) >= MUTANTS >= 10_000
