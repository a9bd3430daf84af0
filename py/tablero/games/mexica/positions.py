"""Mexica positions from a short JSON description (docs/positions-mexica.md).

Cells are written ``[row, col]``. Everything left out takes its default. The spec is checked
field by field (BadSpec names the field) and the result must pass ``check_invariants``.
"""

from __future__ import annotations

import json

from tablero.core import rng
from tablero.core.api import BadSpec
from tablero.core.midway import position_then
from tablero.core.strict import check_numbers, is_int, playable
from tablero.core.util import short

from . import data
from .board import PALACE_SET, Board, bridge_ends
from .invariants import check_invariants
from .rules import RULES
from .scoring import result
from .setup import check_players, empty_state

KEYS = {"players", "first", "turn", "period", "round", "ap", "taken", "last_round", "pilli",
        "canals", "bridges", "temples", "neutral", "districts", "display", "removed",
        "markers", "score", "seed", "scorings"}
FLAGS = frozenset({"last_round"})
"""The description's true/false fields (core/strict.py: a boolean nowhere else)."""


def _int(value, where: str, lo: int, hi: int) -> int:
    if not is_int(value) or not lo <= value <= hi:
        raise BadSpec(f"{where}: must be an integer {lo}..{hi}, got {short(value)}")
    return value


def _cell(value, where: str) -> int:
    ok = isinstance(value, list) and len(value) == 2 and all(is_int(v) for v in value)
    if not ok or not (0 <= value[0] < data.ROWS and 0 <= value[1] < data.COLS):
        raise BadSpec(f"{where}: must be [row 0..{data.ROWS - 1}, col 0..{data.COLS - 1}],"
                      f" got {short(value)}")
    return data.cell_of(value[0], value[1])


def _list(spec: dict, key: str, where: str | None = None) -> list:
    value = spec.get(key, [])
    if not isinstance(value, list):
        raise BadSpec(f"{where or 'spec.' + key}: must be a list")
    return value


def _buildable(cell: int, where: str) -> int:
    r, c = divmod(cell, data.COLS)
    if data.GRID[r][c] != "." or cell in PALACE_SET:
        raise BadSpec(f"{where}: [{r}, {c}] is not buildable land (lake, palace or pre-dug)")
    return cell


def _canals(g: dict, spec: dict) -> None:
    for n, tile in enumerate(_list(spec, "canals")):
        where = f"spec.canals[{n}]"
        if not isinstance(tile, list) or len(tile) not in (1, 2):
            raise BadSpec(f"{where}: must be a list of 1 or 2 cells")
        cells = sorted(_buildable(_cell(c, f"{where}[{i}]"), where) for i, c in enumerate(tile))
        if len(cells) == 2 and cells[1] - cells[0] not in (1, data.COLS):
            raise BadSpec(f"{where}: the two cells of a double tile must be adjacent")
        kind = "single" if len(cells) == 1 else "double"
        if g["canal_supply"][kind] <= 0:
            raise BadSpec(f"{where}: no {kind} canal tile left in the supply")
        g["canal_supply"][kind] -= 1
        g["canals"].append(cells)


def _bridges(g: dict, spec: dict) -> None:
    canal = {c for tile in g["canals"] for c in tile}
    for n, item in enumerate(_list(spec, "bridges")):
        where = f"spec.bridges[{n}]"
        if not isinstance(item, list) or len(item) != 2 or item[1] not in ("ns", "ew"):
            raise BadSpec(f"{where}: must be [[row, col], \"ns\" or \"ew\"]")
        cell = _cell(item[0], f"{where}[0]")
        ends = bridge_ends(cell, item[1])
        if cell not in canal or any(e is None or e in canal or e in data.LAKE for e in ends):
            raise BadSpec(f"{where}: a bridge needs a canal cell with land at both ends")
        g["bridges"].append([cell, item[1]])
    if len(g["bridges"]) > data.BRIDGES:
        raise BadSpec(f"spec.bridges: at most {data.BRIDGES}")
    g["bridges"].sort()


def _pieces_by_level(levels: tuple, limit: int, placed: list, items: list, where: str) -> None:
    for n, item in enumerate(items):
        if not isinstance(item, list) or len(item) != 2:
            raise BadSpec(f"{where}[{n}]: must be [[row, col], level]")
        cell = _buildable(_cell(item[0], f"{where}[{n}][0]"), f"{where}[{n}]")
        level = _int(item[1], f"{where}[{n}][1]", 1, 4)
        free = [i for i in range(limit) if levels[i] == level and placed[i] is None]
        if not free:
            raise BadSpec(f"{where}[{n}]: no level {level} piece left")
        placed[free[0]] = cell


def _temples(g: dict, spec: dict) -> None:
    temples = _list(spec, "temples")
    if temples and len(temples) != g["players"]:
        raise BadSpec("spec.temples: one list per seat")
    limit = data.PERIOD1_TEMPLES if g["period"] == 1 else len(data.TEMPLE_LEVELS)
    for seat, items in enumerate(temples):
        if not isinstance(items, list):
            raise BadSpec(f"spec.temples[{seat}]: must be a list")
        _pieces_by_level(data.TEMPLE_LEVELS, limit, g["temples"][seat], items,
                         f"spec.temples[{seat}]")
    neutral = _list(spec, "neutral")
    if neutral and g["players"] != 2:
        raise BadSpec("spec.neutral: neutral temples exist only with 2 players")
    if g["players"] == 2:
        g["neutral"] = [None] * len(data.NEUTRAL_LEVELS)
        _pieces_by_level(data.NEUTRAL_LEVELS, len(data.NEUTRAL_LEVELS), g["neutral"], neutral,
                         "spec.neutral")


def _take_token(g: dict, size, where: str) -> int:
    size = _int(size, where, 3, 13)
    for token, loc in enumerate(g["tokens"]):
        if loc == "reserve" and data.CALPULLI[token][1] == size:
            return token
    raise BadSpec(f"{where}: no calpulli of size {size} left")


def _tokens(g: dict, spec: dict) -> None:
    for n, item in enumerate(_list(spec, "districts")):
        where = f"spec.districts[{n}]"
        if not isinstance(item, dict) or not {"at", "size"} <= set(item):
            raise BadSpec(f"{where}: must be {{\"at\": [row, col], \"size\": n, \"founder\": s}}")
        token = _take_token(g, item["size"], f"{where}.size")
        cell = _buildable(_cell(item["at"], f"{where}.at"), where)
        founder = _int(item.get("founder", 0), f"{where}.founder", 0, g["players"] - 1)
        g["tokens"][token] = cell
        g["districts"].append({"token": token, "cells": [], "founder": founder})
    for n, size in enumerate(_list(spec, "removed")):
        g["tokens"][_take_token(g, size, f"spec.removed[{n}]")] = "removed"
    if "display" in spec:
        for n, size in enumerate(_list(spec, "display")):
            g["tokens"][_take_token(g, size, f"spec.display[{n}]")] = "display"
    else:
        used = sum(1 for loc in g["tokens"] if loc != "reserve")
        want = data.TOKENS_PERIOD1 - used if g["period"] == 1 else len(data.CALPULLI)
        for token in range(len(data.CALPULLI)):
            if want > 0 and g["tokens"][token] == "reserve":
                g["tokens"][token] = "display"
                want -= 1
    if g["period"] == 2:
        g["tokens"] = ["display" if loc == "reserve" else loc for loc in g["tokens"]]
    elif sum(1 for loc in g["tokens"] if loc == "reserve") < len(data.CALPULLI) - 8:
        raise BadSpec("spec.display: period 1 has at most 8 tokens out of the reserve")


def _seat_list(spec: dict, key: str, players: int, default) -> list:
    value = spec.get(key, [default] * players)
    if not isinstance(value, list) or len(value) != players:
        raise BadSpec(f"spec.{key}: must be a list of {players}")
    return value


def _scalars(g: dict, spec: dict) -> None:
    n = g["players"]
    g["first"] = _int(spec.get("first", 0), "spec.first", 0, n - 1)
    g["period"] = _int(spec.get("period", 1), "spec.period", 1, 2)
    g["round"] = _int(spec.get("round", 2), "spec.round", 1, 10_000)
    g["ap"] = _int(spec.get("ap", data.AP_PER_TURN), "spec.ap", 0, 99)
    g["taken"] = _int(spec.get("taken", 0), "spec.taken", 0, data.MARKERS_PER_TURN)
    g["last_round"] = spec.get("last_round", False)
    g["markers"] = [_int(v, f"spec.markers[{i}]", 0, data.ACTION_MARKERS)
                    for i, v in enumerate(_seat_list(spec, "markers", n, 0))]
    g["score"] = [_int(v, f"spec.score[{i}]", 0, 10_000)
                  for i, v in enumerate(_seat_list(spec, "score", n, 0))]
    g["rng"] = rng.new_rng(_int(spec.get("seed", 0), "spec.seed", 0, 2**63))


def _pilli(g: dict, spec: dict) -> None:
    default = [[c // data.COLS, c % data.COLS] for c in data.START_SPACES]
    value = spec.get("pilli", default[:g["players"]])
    if not isinstance(value, list) or len(value) != g["players"]:
        raise BadSpec(f"spec.pilli: must be a list of {g['players']} cells")
    g["pilli"] = [None if v is None else _cell(v, f"spec.pilli[{i}]")
                  for i, v in enumerate(value)]
    placed = sum(c is not None for c in g["pilli"])
    for k in range(g["players"]):  # the setup places them in turn from the first seat
        seat = (g["first"] + k) % g["players"]
        if (g["pilli"][seat] is None) != (k >= placed):
            raise BadSpec(f"spec.pilli[{seat}]: the Pilli are placed in turn from the first "
                          f"seat ({g['first']}): null only for the seats still to place")


def _districts_from_board(g: dict) -> None:
    board = Board(g)
    for n, district in enumerate(g["districts"]):
        cells = board.region_cells(g["tokens"][district["token"]])
        size = data.CALPULLI[district["token"]][1]
        if len(cells) != size:
            raise BadSpec(f"spec.districts[{n}]: the region there has {len(cells)} cells,"
                          f" not {size}")
        district["cells"] = cells


# A small description to start from (the position editor's first text;
# docs/positions-mexica.md).
EXAMPLE = {"players": 3}


def position(spec: dict) -> dict:
    """A state from a position description; a decision in progress (``then``, the steps
    taken since it began) is replayed through the rules by core/midway.py. Numbers must be
    integers, and the state built keep the laws of check_invariants (core/strict.py)."""
    check_numbers(spec, FLAGS)
    return position_then(spec, _position, RULES)


def _position(spec: dict) -> dict:
    """A state from a position description; BadSpec names the first bad field."""
    if not isinstance(spec, dict):
        raise BadSpec("spec: must be an object")
    unknown = sorted(set(spec) - KEYS)
    if unknown:
        raise BadSpec(f"spec.{unknown[0]}: unknown field")
    g = empty_state(check_players(spec.get("players")))
    _scalars(g, spec)
    _canals(g, spec)
    _bridges(g, spec)
    _temples(g, spec)
    _tokens(g, spec)
    _pilli(g, spec)
    _districts_from_board(g)
    _scorings(g, spec)
    playable(g, check_invariants)
    placing = None in g["pilli"]  # the setup's placement of the Pilli, from the first seat
    default = (g["first"] + g["players"] - g["pilli"].count(None)) % g["players"]
    seat = _int(spec.get("turn", default if placing else g["first"]), "spec.turn", 0,
                g["players"] - 1)
    if placing and seat != default:
        raise BadSpec(f"spec.turn: seat {default} places its Pilli next, not {seat}")
    RULES.start(g, "place_pilli" if placing else "turn", seat)
    return g



def _scorings(g: dict, spec: dict) -> None:
    """Period scorings already made (export of a period-2 game): copied as the view shows
    them, for the end screen's breakdown; their shape is checked by using them once."""
    scorings = _list(spec, "scorings")
    for n, item in enumerate(scorings):
        ok = isinstance(item, dict) and set(item) == {"period", "areas", "palace", "score"}
        if not ok or item["period"] not in (1, 2):
            raise BadSpec(f"spec.scorings[{n}]: must be {{period, areas, palace, score}}")
    g["scorings"] = json.loads(json.dumps(scorings))
    try:
        result({"stack": [], "players": g["players"], "score": g["score"],
                "markers": g["markers"], "scorings": g["scorings"]})
    except (KeyError, TypeError, ValueError, AttributeError) as err:
        raise BadSpec(f"spec.scorings: not a scoring breakdown ({type(err).__name__})") from None


def _rc(cell: int) -> list:
    return list(divmod(cell, data.COLS))


def export_position(g: dict, keep_hidden: bool = True, later: dict | None = None) -> dict:
    """The description ``position`` turns back into this state for play (the inverse).

    Only a turn prompt or the setup's Pilli placement can be a position (a position starts
    there; core/midway.py describes the states in between); anywhere else BadSpec says what
    is being decided. Mexica hides nothing that is dealt, so ``keep_hidden`` and ``later``
    change nothing (the face-down reserve follows from the tokens given)."""
    top = g["stack"][-1] if g["stack"] else {"state": "over"}
    if len(g["stack"]) != 1 or top["state"] not in ("turn", "place_pilli"):
        raise BadSpec(f"spec.turn: only a turn prompt or a Pilli to place can be a position; "
                      f"{short(top['state'])} "
                      "is being decided")
    predug = [list(t) for t in data.PREDUG_TILES]
    spec = {key: g[key] for key in ("players", "first", "period", "round", "ap", "taken",
                                    "last_round")}
    spec.update(turn=top["player"], markers=list(g["markers"]), score=list(g["score"]),
                pilli=[None if c is None else _rc(c) for c in g["pilli"]],
                canals=[[_rc(c) for c in tile] for tile in g["canals"] if tile not in predug],
                bridges=[[_rc(cell), way] for cell, way in g["bridges"]],
                temples=[[[_rc(c), data.TEMPLE_LEVELS[i]] for i, c in enumerate(placed)
                          if c is not None] for placed in g["temples"]],
                districts=[{"at": _rc(g["tokens"][d["token"]]),
                            "size": data.CALPULLI[d["token"]][1], "founder": d["founder"]}
                           for d in g["districts"]],
                display=[data.CALPULLI[t][1] for t, loc in enumerate(g["tokens"])
                         if loc == "display"],
                removed=[data.CALPULLI[t][1] for t, loc in enumerate(g["tokens"])
                         if loc == "removed"])
    if g["players"] == 2:
        spec["neutral"] = [[_rc(c), data.NEUTRAL_LEVELS[i]] for i, c in enumerate(g["neutral"])
                           if c is not None]
    if g["scorings"]:
        spec["scorings"] = json.loads(json.dumps(g["scorings"]))
    return spec
