"""Rebuild a full Mexica state from one seat's view, for the bots (determinization).

Mexica hides nothing from a seat but the PRNG (see view.py), so the state is rebuilt from
public facts alone, and the PRNG is seeded by ``seed``:

- temple pieces: the view lists each seat's placed temples in piece order, and a level's
  pieces are always taken lowest index first, so the j-th placed temple of level L is the
  j-th piece of level L;
- calpulli tokens: display and district tokens are named in the view; removed ones are known
  by size and the rest wait face down (same-size tokens are identical, so which id of a size
  was removed does not matter);
- the stack: the turn frame of the seat on turn, with the open target prompt and its locals
  (``stage`` and ``pending``) on top; before play, the Pilli placement of the next seat.

view(determinize(v, seed), seat) == v for the game's own keys, by construction and by test.
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.util import clone

from . import data


def _pieces(levels: tuple, placed: list) -> list:
    """Per piece index its cell or None, from ``[{"cell", "level"}]`` in piece order."""
    cells = [None] * len(levels)
    for item in placed:
        free = next(i for i, lv in enumerate(levels) if lv == item["level"] and cells[i] is None)
        cells[free] = item["cell"]
    return cells


def _tokens(view: dict) -> list:
    """Where each calpulli token is: "display", "reserve", "removed" or its cell."""
    tokens: list = [None] * len(data.CALPULLI)
    for item in view["display"]:
        tokens[item["token"]] = "display"
    for district in view["districts"]:
        tokens[district["token"]] = district["cell"]
    for size in view["removed"]:
        token = next(t for t, loc in enumerate(tokens)
                     if loc is None and data.CALPULLI[t][1] == size)
        tokens[token] = "removed"
    return ["reserve" if loc is None else loc for loc in tokens]


def _stack(view: dict) -> list:
    """The prompt frames the view shows (empty once the game is over)."""
    stage = view["stage"]
    if stage is None:
        return []
    if stage == "place_pilli":
        placed = sum(1 for c in view["pilli"] if c is not None)
        return [{"state": stage, "player": (view["first"] + placed) % view["players"]}]
    frames = [{"state": "turn", "player": view["turn"]}]
    if stage != "turn":
        frames.append({"state": stage, "player": view["turn"], **clone(view["pending"])})
    return frames


def determinize(view: dict, seed: int) -> dict:
    """The state behind ``view`` (any seat's or a spectator's), its PRNG seeded by ``seed``."""
    players = view["players"]
    return {
        "game": "mexica", "version": view["version"], "players": players,
        "rng": rng.new_rng(seed), "checkpoint": 0, "stack": _stack(view), "log": [],
        "first": view["first"], "period": view["period"], "round": view["round"],
        "ap": view["ap"], "taken": view["taken"], "last_round": view["last_round"],
        "pilli": list(view["pilli"]),
        "temples": [_pieces(data.TEMPLE_LEVELS, placed) for placed in view["temples"]],
        "neutral": _pieces(data.NEUTRAL_LEVELS, view["neutral"]) if players == 2 else [],
        "canals": [list(tile) for tile in view["canals"]],
        "canal_supply": dict(view["canal_supply"]),
        "bridges": [list(b) for b in view["bridges"]],
        "tokens": _tokens(view),
        "districts": [{"token": d["token"], "cells": list(d["cells"]), "founder": d["founder"]}
                      for d in view["districts"]],
        "markers": list(view["markers"]),
        "score": list(view["score"]),
        "scorings": clone(view["scorings"]),
    }
