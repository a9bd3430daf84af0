"""Helpers of the Pyramids rule tests."""

from __future__ import annotations

from tablero.games.pyramids import GAME

FULL = [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (3, 0)]


def pyramid(ids: list) -> list:
    """Placements of card ids in the canonical order: base left to right, then upwards."""
    return [{"level": lvl, "slot": k, "card": c} for (lvl, k), c in zip(FULL, ids, strict=False)]


def act(state: dict, seat: int, *actions: dict) -> dict:
    """Apply several actions of one seat (checked)."""
    for action in actions:
        state = GAME.apply(state, seat, action)
    return state


def types(state: dict, seat: int) -> set:
    """The action types a seat is offered."""
    return {a["type"] for a in GAME.actions(state, seat)}


def top(state: dict) -> dict:
    """The current frame of the flow."""
    return state["stack"][-1]
