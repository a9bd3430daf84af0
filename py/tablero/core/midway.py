"""Positions in the middle of a decision (issue 31): the description's ``then`` key.

A game's own description (``positions.py``) starts where a decision starts: a turn, a phase's
prompt, a setup choice. A state inside a decision (a bribe asked, a battle, a die chosen to
counter, a card's second step) is described as the latest such start plus the steps taken
since, in order: ``"then": [[seat, action], ...]``. ``position`` builds the start from the rest
of the description and applies each step through the rules; a step that is not legal there
is a BadSpec naming ``then[i]``, so nothing reaches the rules unchecked.

Randomness drawn by a step (a Troyes die rolled again) comes from the step's own seed, a third
entry ``[seat, action, seed]``: the PRNG is seeded afresh with it before the step. The export
picks the first seed whose step writes the same log as the game did (every entry with hidden
kept, the public ones with hidden dealt), so the description carries what was seen and never
the game's own PRNG state (which would tell what comes next).
"""

from __future__ import annotations

from collections.abc import Callable

from . import rng
from .api import BadSpec, IllegalAction
from .util import short

MAX_THEN = 200
"""The most steps a ``then`` may hold (a whole Mexica turn is about 20; the longest decision
seen in random games, a Troyes turn of hires and activations, under 40)."""

SEED_TRIES = 2000
"""How many seeds the export tries for one step that drew randomness (a die rolled again:
about 6; three dice rolled at once: about 216)."""


def position_then(spec, build: Callable[[dict], dict], rules) -> dict:
    """``build(spec)`` without ``then``, then its steps applied through ``rules``."""
    if not isinstance(spec, dict) or "then" not in spec:
        return build(spec)
    then = spec["then"]
    if not isinstance(then, list):
        raise BadSpec(f"spec.then: must be a list of [seat, action] steps, got {short(then)}")
    if len(then) > MAX_THEN:
        raise BadSpec(f"spec.then: at most {MAX_THEN} steps, got {len(then)}")
    g = build({k: v for k, v in spec.items() if k != "then"})
    for i, step in enumerate(then):
        ok = isinstance(step, list) and len(step) in (2, 3) and _is_int(step[0]) \
            and isinstance(step[1], dict) and (len(step) == 2 or _is_int(step[2])
                                              and 0 <= step[2] < 2**63)
        if not ok:
            raise BadSpec(f"spec.then[{i}]: must be [seat, action object] or [seat, action, "
                          f"seed 0..2^63], got {short(step)}")
        try:
            g = _step(rules, g, step)
        except IllegalAction as err:
            raise BadSpec(f"spec.then[{i}]: not legal here: {err.message}") from None
    return g


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _step(rules, g: dict, step: list) -> dict:
    """One step of ``then`` (a seed, when given, reseeds the PRNG first)."""
    if len(step) == 3:
        g = {**g, "rng": rng.new_rng(step[2])}  # apply copies the state: g stays untouched
    return rules.apply(g, step[0], step[1])


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
        try:
            spec = game.export(steps[k][0], keep_hidden, state)
        except BadSpec:
            continue
        spec["then"] = _replayed(game, spec, steps[k:], state, keep_hidden)
        return spec
    raise BadSpec(f"spec.then: no start of a decision within {MAX_THEN} steps "
                  f"({refusal.message})")


def _replayed(game, spec: dict, steps: list, state: dict, keep_hidden: bool) -> list:
    """The ``then`` steps, each checked to write what the game wrote, seeded where it drew."""
    g = game.position(spec)
    then = []
    for k, (before, seat, action) in enumerate(steps):
        after = steps[k + 1][0] if k + 1 < len(steps) else state
        want = _tail(after["log"], len(before["log"]), keep_hidden)
        drew = before["rng"] != after["rng"]
        for trial in ([[seat, action, s] for s in range(SEED_TRIES)] if drew
                      else [[seat, action]]):
            try:
                nxt = _step(game.rules, g, trial)
            except IllegalAction:
                continue
            if _tail(nxt["log"], len(g["log"]), keep_hidden) == want:
                break
        else:
            raise BadSpec(f"spec.then[{k}]: no replay of the decision in progress writes what "
                          "the game wrote (dice or hidden cards it turned up); describe it once "
                          "the decision is made")
        then.append(trial)
        g = nxt
    return then
