"""Shared helpers of the Mexica rule tests: positions in [row, col] terms, action chains."""

from __future__ import annotations

from tablero.games.mexica import GAME
from tablero.games.mexica.data import COLS


def rc(row: int, col: int) -> int:
    """The cell id of (row, col)."""
    return row * COLS + col


def pos(**spec) -> dict:
    """A position (defaults: 3 players, round 2, seat 0 on turn with 6 AP)."""
    spec.setdefault("players", 3)
    return GAME.position(spec)


def cell(row: int, col: int, **extra) -> dict:
    """A cell action."""
    return {"type": "cell", "cell": rc(row, col), **extra}


def act(g: dict, seat: int, *actions: dict) -> dict:
    """Apply a chain of actions (each must be legal)."""
    for action in actions:
        g = GAME.apply(g, seat, action)
    return g


def legal(g: dict, seat: int) -> list[dict]:
    """The seat's legal actions now."""
    return GAME.actions(g, seat)


def cells_offered(g: dict, seat: int) -> set:
    """The cells of the current prompt's cell actions, as (row, col) pairs."""
    return {divmod(a["cell"], COLS) for a in legal(g, seat) if a["type"] == "cell"}


def open_prompt(g: dict, seat: int, verb: str) -> dict:
    """Open a turn action's target prompt."""
    return act(g, seat, {"type": verb})


# A closed 3-cell district at the north edge: (1,6), (1,7), (1,8).
DISTRICT3_CANALS = [[[1, 9], [1, 10]], [[2, 6], [2, 7]], [[2, 8]]]
DISTRICT3 = [(1, 6), (1, 7), (1, 8)]
