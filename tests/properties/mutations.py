"""Mutants of a position description for the fuzz of positions (test_position_fuzz.py): the
mistakes a hand-edited description, a damaged link or a hostile page makes.

Each mutation changes one spot of a copy: a number changed, written as a fraction (``9.0``)
or as ``true``/``false``; a value nulled or deleted; a list shortened (a deck cut short) or
an item dropped; two items swapped (a card moved to another's place), one copied into
another list (a card in two places) or moved there. ``then`` steps are left alone (the rules
check them as moves).
"""

from __future__ import annotations

import json
import random

KINDS = ("number", "fraction", "boolean", "null", "delete", "shorten", "drop", "swap",
         "duplicate", "move")


def spots(value, path=()):
    """Every (path, value) inside a description, ``then`` left out."""
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            if not (path == () and key == "then"):
                yield from spots(item, (*path, key))
    elif isinstance(value, list):
        for n, item in enumerate(value):
            yield from spots(item, (*path, n))


def _at(root, path):
    for key in path:
        root = root[key]
    return root


def _number(value, rnd: random.Random) -> int:
    return rnd.choice([value + 1, value - 1, 0, -1, value + rnd.randrange(2, 30), 10**6])


def mutant(spec: dict, rnd: random.Random) -> tuple[dict, str]:
    """A copy of ``spec`` with one mutation, and its kind (one of KINDS)."""
    spec = json.loads(json.dumps(spec))
    inner = [(p, v) for p, v in spots(spec) if p]
    ints = [(p, v) for p, v in inner if type(v) is int]
    lists = [v for _, v in inner if isinstance(v, list) and v]
    kind = rnd.choice(KINDS)
    if kind in ("number", "fraction", "boolean") and ints:
        path, value = rnd.choice(ints)
        new = {"number": _number(value, rnd), "fraction": float(value),
               "boolean": rnd.choice([True, False])}[kind]
        _at(spec, path[:-1])[path[-1]] = new
    elif kind in ("swap", "duplicate", "move") and lists:
        a, b = rnd.choice(lists), rnd.choice(lists)
        i, j = rnd.randrange(len(a)), rnd.randrange(len(b))
        if kind == "swap":
            a[i], b[j] = b[j], a[i]
        else:
            item = a[i] if kind == "duplicate" else a.pop(i)
            b.insert(j, json.loads(json.dumps(item)))  # a copy: ``b`` may lie inside it
    elif kind in ("shorten", "drop") and lists:
        items = rnd.choice(lists)
        i = rnd.randrange(len(items))
        if kind == "shorten":
            del items[i:]
        else:
            del items[i]
    else:
        path, value = rnd.choice(inner)
        parent = _at(spec, path[:-1])
        if kind == "delete" and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            kind = "null" if value is not None else "boolean"
            parent[path[-1]] = None if value is not None else rnd.choice([True, False])
    return spec, kind
