"""What a seat sees of a Mexica game (the end result: scoring.py; texts: texts.py).

Mexica has no secret held by one seat: the only face-down things are the 7 period-2 calpulli,
whose sizes follow from the 15 known tokens minus the display, so the view shows their count
only. ``rng`` and the stack never appear. ``resample_hidden`` reseeds the PRNG (the only hidden
state).

View shape (every cell is an int ``row * cols + col``; seats are 0-based; -1 = neutral):

- ``game`` ("mexica"), ``version``, ``seat`` (the viewer, None for a spectator), ``players``,
  ``provisional`` (always [] here)
- ``rows``, ``cols``, ``grid`` (row strings: ``~`` lake, ``.`` land, ``S`` start space,
  ``P`` palace centre, ``=`` pre-dug canal), ``palace``, ``start_spaces``, ``colours`` (the
  box's: black, grey, tan, red), ``neutral_colour`` (2 players: the third colour; else None)
- ``period`` (1 or 2), ``round``, ``first`` (start player), ``turn`` (seat on turn or None),
  ``ap`` (AP left this turn), ``taken`` (markers taken this turn), ``last_round`` (bool)
- ``pilli``: cell per seat (None before placement)
- ``temples``: per seat a list of ``{"cell", "level"}`` on the board; ``temples_left``: per seat
  the levels still to place this period; ``temples_later``: per seat pieces waiting for period 2
- ``neutral``: ``{"cell", "level"}`` of the 2-player neutral temples
- ``canals``: tiles, each ``[cell]`` or ``[cell, cell]``; ``canal_supply``: ``{single, double}``
- ``bridges``: ``[cell, axis]`` with axis ``"ns"`` or ``"ew"`` (the land ends lie that way);
  ``bridge_supply``
- ``display``: tokens on the Emperor's display, ``{"token", "size", "blue", "white"}`` by size;
  ``reserve_count``: face-down tokens for period 2; ``removed``: sizes removed as unusable
- ``districts``: founded ones, ``{"token", "cell", "size", "blue", "white", "founder", "cells"}``
- ``regions``: every land region, ``{"cells", "size", "founded"}`` (for outlines and sizes)
- ``markers`` per seat, ``marker_supply``, ``score`` per seat
- rule numbers, for the page's legends (JavaScript holds none): ``action_ap`` (verb -> AP of
  the turn's actions, ``move`` per step), ``marker_ap`` (AP a spent marker gives),
  ``teleport_cost`` (a move of at least this cost is drawn as a teleport), ``palace_bonus``,
  ``temple_levels`` (the levels there are, ascending)
- ``scorings``: per finished period ``{"period", "areas": [{"kind", "cell", "size", "points",
  "ranks": [{"seat", "rank", "points"}]}], "palace": [seats], "score"}``

Action verbs (the session adds ``actions`` for the active seat only):

- ``place_pilli`` prompt: ``{"type": "cell", "cell": c}`` (a free start space)
- ``turn`` prompt: ``canal``, ``bridge``, ``move_bridge``, ``temple``, ``move``, ``found``
  (each opens a target prompt), ``take_marker``, ``spend_marker``, ``end_turn``
- target prompts: ``{"type": "cell", "cell": c}`` (``move`` adds ``"cost": ap``: the fewest AP
  by foot and boat, or 5 for a teleport), in
  ``canal_end`` also ``single``; ``temple`` offers ``{"type": "level", "level": n}``;
  ``bridge_axis`` offers ``{"type": "axis", "axis": "ns"|"ew"}``; every target prompt has
  ``back``. ``view["stage"]`` names the prompt state and ``view["pending"]`` its locals
  (``first`` cell of a double canal, ``level`` of the temple, ``src`` bridge being moved).
- ``canal_preview`` (stage ``canal_end`` only): per tile ``{"tile": [cells], "regions":
  [{"cells", "size"}]}``, the regions that laying it would create or reshape, smallest first
  (for hover highlights); it lists the land options, the legal ones are in ``actions``.
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.util import clone

from . import data
from .board import NEIGHBOURS, Board, regions_of
from .targets import available_pieces

PENDING_KEYS = ("first", "level", "src", "cell")


def _temples(state: dict) -> tuple[list, list, list]:
    placed, left, later = [], [], []
    for seat, cells in enumerate(state["temples"]):
        placed.append([{"cell": c, "level": data.TEMPLE_LEVELS[i]}
                       for i, c in enumerate(cells) if c is not None])
        now = available_pieces(state, seat)
        left.append([data.TEMPLE_LEVELS[i] for i in now])
        later.append(sum(1 for i, c in enumerate(cells) if c is None and i not in now))
    return placed, left, later


def _token(token: int) -> dict:
    _name, size, blue, white = data.CALPULLI[token]
    return {"token": token, "size": size, "blue": blue, "white": white}


def _stage(state: dict) -> tuple[str | None, dict, int | None]:
    if not state["stack"]:
        return None, {}, None
    top = state["stack"][-1]
    pending = {k: top[k] for k in PENDING_KEYS if k in top}
    turn = state["stack"][0]["player"] if state["stack"][0]["state"] != "place_pilli" else None
    return top["state"], pending, turn


def _canal_preview(state: dict, board: Board, stage: str | None, pending: dict) -> list:
    """In ``canal_end``: for each tile, the regions it would create or reshape (smallest
    first)."""
    if stage != "canal_end":
        return []
    first = pending["first"]
    old = set(board.regions()[1])
    tiles = [[first]] + [sorted([first, nb]) for nb in sorted(NEIGHBOURS[first])
                         if board.is_land(nb)]
    out = []
    for tile in tiles:
        key = tuple(sorted(board.canal_key + tuple(tile)))
        new = sorted((list(r) for r in regions_of(key)[1] if r not in old), key=len)
        out.append({"tile": tile, "regions": [{"cells": r, "size": len(r)} for r in new]})
    return out


def view(state: dict, player: int | None) -> dict:
    """The public state (there are no per-seat secrets in Mexica). It holds no text, only
    facts, numbers and keys: the page words them from its tables and the help table."""
    board = Board(state)
    placed, left, later = _temples(state)
    stage, pending, turn = _stage(state)
    tokens = state["tokens"]
    founded = board.founded_cells()
    return {
        "game": "mexica", "version": state["version"], "seat": player,
        "players": state["players"], "rows": data.ROWS, "cols": data.COLS,
        "grid": list(data.GRID), "palace": list(data.PALACE),
        "start_spaces": list(data.START_SPACES),
        "colours": list(data.SEAT_COLOURS[:state["players"]]),
        "neutral_colour": data.NEUTRAL_COLOUR if state["players"] == 2 else None,
        "period": state["period"], "round": state["round"], "first": state["first"],
        "turn": turn, "stage": stage, "pending": pending,
        "ap": state["ap"], "taken": state["taken"], "last_round": state["last_round"],
        "pilli": list(state["pilli"]), "temples": placed, "temples_left": left,
        "temples_later": later,
        "neutral": [{"cell": c, "level": data.NEUTRAL_LEVELS[i]}
                    for i, c in enumerate(state["neutral"]) if c is not None],
        "canals": [list(t) for t in state["canals"]],
        "canal_supply": dict(state["canal_supply"]),
        "bridges": [list(b) for b in state["bridges"]],
        "bridge_supply": data.BRIDGES - len(state["bridges"]),
        "display": sorted((_token(t) for t, loc in enumerate(tokens) if loc == "display"),
                          key=lambda d: (d["size"], d["token"])),
        "reserve_count": sum(1 for loc in tokens if loc == "reserve"),
        "removed": sorted(data.CALPULLI[t][1] for t, loc in enumerate(tokens)
                          if loc == "removed"),
        "districts": [dict(_token(d["token"]), cell=tokens[d["token"]], founder=d["founder"],
                           cells=list(d["cells"])) for d in state["districts"]],
        "regions": [{"cells": list(cells), "size": len(cells), "founded": cells[0] in founded}
                    for cells in board.regions()[1]],
        "markers": list(state["markers"]),
        "marker_supply": data.ACTION_MARKERS - sum(state["markers"]),
        "score": list(state["score"]),
        "scorings": clone(state["scorings"]),
        "canal_preview": _canal_preview(state, board, stage, pending),
        "action_ap": dict(data.ACTION_AP), "marker_ap": data.MARKER_AP,
        "teleport_cost": data.TELEPORT_COST, "palace_bonus": data.PALACE_BONUS,
        "temple_levels": sorted(set(data.TEMPLE_LEVELS)),
        "provisional": [],
    }


def resample_hidden(state: dict, player, seed: int) -> dict:
    """Only the PRNG is hidden (see module docstring): reseed it."""
    out = clone(state)
    out["rng"] = rng.new_rng(seed)
    return out
