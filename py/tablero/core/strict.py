"""What a position description must be before a game takes it (issue 38): numbers that are
integers, and a state that keeps the game's conservation laws.

Python's ``==`` takes ``9.0`` and ``true`` for ``9`` and ``1``, so a card id written ``9.0``
passes every ``in`` test of a description, lands in the state and is offered back as ``9.0``.
A description is JSON, and nothing in any game's description is a fraction: a float is
refused wherever it stands, and a boolean wherever the game does not mean true or false.

A description that passes its fields' checks may still describe a table no game reaches (a
card in two places, a cube over an empty level): ``playable`` runs the game's own
``check_invariants``, the laws the property tests hold every step to, on the state built.
"""

from __future__ import annotations

from .api import BadSpec
from .util import short

INVARIANT_ERRORS = (AssertionError, TypeError, ValueError, KeyError, IndexError,
                    AttributeError)
"""What a game's ``check_invariants`` may raise on a state it was never meant to see."""


def is_int(value) -> bool:
    """True for a JSON integer (``true`` and ``9.0`` are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_numbers(spec, flags: frozenset = frozenset(), where: str = "spec") -> None:
    """BadSpec naming the first value of a description that is a float, a boolean outside
    the game's true/false fields, or something else inside one. ``flags`` are the keys whose
    value is true or false; ``then`` steps are the rules' to check (an action is compared
    with the offered ones type for type: core/flow.py)."""
    stack = [(where, spec, None)]
    while stack:
        path, value, key = stack.pop()
        if key in flags:
            if not isinstance(value, bool):
                raise BadSpec(f"{path}: must be true or false, got {short(value)}")
        elif isinstance(value, bool):
            raise BadSpec(f"{path}: {short(value).lower()} where a number or a name is meant")
        elif isinstance(value, float):
            raise BadSpec(f"{path}: must be an integer, got {short(value)}")
        elif isinstance(value, dict):
            stack += [(f"{path}.{k}", v, k) for k, v in value.items()
                      if not (path == where and k == "then")]
        elif isinstance(value, list):
            stack += [(f"{path}[{n}]", v, None) for n, v in enumerate(value)]


def no_floats(state) -> None:
    """AssertionError when a float stands anywhere in a state (a state holds none)."""
    stack = [state]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack += value.values()
        elif isinstance(value, list):
            stack += value
        else:
            assert not isinstance(value, float), f"a fraction {value!r} in the state"


def playable(state: dict, check_invariants) -> dict:
    """``state`` when the game's ``check_invariants`` holds of it; else BadSpec naming the
    law it breaks (a description every field of which was fine on its own)."""
    try:
        no_floats(state)
        check_invariants(state)
    except INVARIANT_ERRORS as err:
        why = (str(err) or type(err).__name__)[:200]
        raise BadSpec(f"spec: inconsistent position, no game reaches it: {why}") from None
    return state
