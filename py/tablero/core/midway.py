"""Positions in the middle of a decision (issue 31): the description's ``then`` key.

A game's own description (``positions.py``) starts where a decision starts: a turn, a phase's
prompt. A state inside a decision (a bribe asked, a battle, a die chosen to counter, a card's
second step) is described as the latest such start plus the steps taken since, in order:
``"then": [[seat, action], ...]``. ``position`` builds the start from the rest of the
description and applies each step through the rules; a step that is not legal there is a
BadSpec naming ``then[i]``, so nothing reaches the rules unchecked.

Randomness drawn inside the decision (a Troyes die rolled again): the replay draws from a
fresh PRNG, seeded by ``then_seed``; the export picks the first seed whose replay writes the
same log as the game did (every entry with hidden kept, the public ones with hidden dealt), so
the description carries what was seen and never the game's own PRNG state.
"""

from __future__ import annotations

from collections.abc import Callable

from . import rng
from .api import BadSpec, IllegalAction
from .util import short

MAX_THEN = 200
"""The most steps a ``then`` may hold (a whole Mexica turn is about 20; the longest decision
seen in random games, a Troyes turn of hires and activations, under 40)."""

SEED_TRIES = 300
"""How many ``then_seed`` values the export tries before it gives up (a die rolled again
needs about 6; two dice about 36)."""

KEYS = ("then", "then_seed")


def position_then(spec, build: Callable[[dict], dict], rules) -> dict:
    """``build(spec)`` without the ``then`` keys, then the steps applied through ``rules``."""
    if not isinstance(spec, dict) or not any(key in spec for key in KEYS):
        return build(spec)
    then = spec.get("then", [])
    if not isinstance(then, list):
        raise BadSpec(f"spec.then: must be a list of [seat, action] steps, got {short(then)}")
    if len(then) > MAX_THEN:
        raise BadSpec(f"spec.then: at most {MAX_THEN} steps, got {len(then)}")
    seed = spec.get("then_seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)
                             or not 0 <= seed < 2**63):
        raise BadSpec(f"spec.then_seed: must be an integer 0..2^63, got {short(seed)}")
    g = build({k: v for k, v in spec.items() if k not in KEYS})
    if seed is not None:
        g["rng"] = rng.new_rng(seed)
    for i, step in enumerate(then):
        ok = isinstance(step, list) and len(step) == 2 and isinstance(step[0], int) \
            and not isinstance(step[0], bool) and isinstance(step[1], dict)
        if not ok:
            raise BadSpec(f"spec.then[{i}]: must be [seat, action object], got {short(step)}")
        try:
            g = rules.apply(g, step[0], step[1])
        except IllegalAction as err:
            raise BadSpec(f"spec.then[{i}]: not legal here: {err.message}") from None
    return g


def _tail(log: list, start: int, keep_hidden: bool) -> list:
    """The log entries from ``start`` a replay must write alike (only the public ones when
    hidden cards are dealt: a private entry names a card the description left out)."""
    return [e for e in log[start:] if keep_hidden or "private" not in e]


def describe(game, state: dict, steps: list, keep_hidden: bool) -> dict:
    """``state`` as a description: the game's own where a decision starts there, else the
    latest start among ``steps`` ((state before, seat, action), oldest first, the last one
    leading to ``state``) and a ``then`` of the steps since. BadSpec when none is found."""
    try:
        return game.export(state, keep_hidden)
    except BadSpec as err:
        refusal = err
    for k in range(len(steps) - 1, max(-1, len(steps) - 1 - MAX_THEN), -1):
        base = steps[k][0]
        try:
            spec = game.export(base, keep_hidden)
        except BadSpec:
            continue
        spec["then"] = [[seat, action] for _, seat, action in steps[k:]]
        return _seeded(game, spec, base, state, keep_hidden)
    raise BadSpec(f"spec.then: no start of a decision within {MAX_THEN} steps "
                  f"({refusal.message})")


def _seeded(game, spec: dict, base: dict, state: dict, keep_hidden: bool) -> dict:
    """The description with a ``then_seed`` where the replay must draw what the game drew
    (none needed when the replay already writes the same log)."""
    want = _tail(state["log"], len(base["log"]), keep_hidden)
    for seed in [None, *range(SEED_TRIES if base["rng"] != state["rng"] else 0)]:
        if seed is not None:
            spec["then_seed"] = seed
        try:
            g = game.position(spec)
        except BadSpec:
            continue
        start = len(g["log"]) - len(state["log"]) + len(base["log"])
        if _tail(g["log"], start, keep_hidden) == want and game.active(g) == game.active(state):
            return spec
    raise BadSpec("spec.then: the decision in progress drew dice or cards that no replay "
                  "reproduces; describe it once the decision is made")
