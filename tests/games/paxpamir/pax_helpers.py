"""Helpers of the Pax Pamir rule tests: positions from short specs, acting, finding actions."""

from __future__ import annotations

from tablero.games.paxpamir import GAME
from tablero.games.paxpamir.data import REGION_NAMES

R = {name: r for r, name in REGION_NAMES.items()}  # "kabul" -> 204


def make(**spec) -> dict:
    """A position with 3 players (British, Russian, Afghan) and an empty deck by default."""
    spec.setdefault("players", 3)
    spec.setdefault("loyalty", ["british", "russian", "afghan"][: spec["players"]]
                    + ["british", "russian"][: max(0, spec["players"] - 3)])
    spec.setdefault("deck", [])
    spec.setdefault("market", [[None] * 6, [None] * 6])
    return GAME.position(spec)


def act(g: dict, who: int, /, **action) -> dict:
    """Apply one action given as keywords: act(g, 0, type="buy", buy=88)."""
    out = GAME.apply(g, who, action)
    GAME.check_invariants(out)
    return out


def do(g: dict, *steps) -> dict:
    """Apply (seat, action dict) steps in order."""
    for seat, action in steps:
        g = act(g, seat, **action)
    return g


def legal(g: dict, seat: int) -> list[dict]:
    return GAME.actions(g, seat)


def state_name(g: dict) -> str:
    return g["stack"][-1]["state"] if g["stack"] else "over"


def types(g: dict, seat: int) -> set[str]:
    return {a["type"] for a in legal(g, seat)}
