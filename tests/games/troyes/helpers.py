"""Helpers of the Troyes rule tests: positions, acting, reading the flow."""

from __future__ import annotations

from tablero.games.troyes import GAME

MERCHANT, ARTISAN, MILLER = 102, 101, 103
MARAUDING = 201


def make(**spec) -> dict:
    """A position (docs/positions-troyes.md); 2 players, round 1 unless told."""
    spec.setdefault("players", 2)
    return GAME.position(spec)


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


def seat(state: dict, s: int) -> dict:
    return state["seats"][s]


def dice(*items) -> list[dict]:
    """Dice from (color, value, owner) triples; ids are 1, 2, 3, ... in order."""
    return [{"color": c, "value": v, "owner": o} for c, v, o in items]


def group(state: dict, s: int, start: dict, die_ids: list[int], cube: int | None = None):
    """Start an action, pick dice (and a cube), confirm."""
    state = act(state, s, start)
    if cube is not None:
        state = act(state, s, {"type": "cube", "card": cube})
    for i in die_ids:
        state = act(state, s, {"type": "die", "die": i})
    return act(state, s, {"type": "confirm"})


SPARE = ("red", 1, 1)  # a die of the other seat, so the round does not end


def slot(g, card):
    """The activity slot holding ``card``."""
    return next(s for s in g["activity"] if s["card"] == card)


def on(card, *dice_items, tradesmen=(0,), cubes=None, **spec):
    """Seat 0 to act, with a tradesman on ``card`` (revealed) and the given dice."""
    item = {"card": card, "tradesmen": list(tradesmen)}
    if cubes is not None:
        item["cubes"] = cubes
    return make(activity=[item], dice=dice(*dice_items, SPARE), **spec)


def use(g, card, ids, times=None, option=None, cube=None):
    """Activate ``card`` with dice ``ids`` (and a cube); take every activation offered (or
    ``times``)."""
    g = group(g, 0, {"type": "card", "card": card}, ids, cube=cube)
    done = 0
    action = {"type": "activate", "option": option} if option else {"type": "activate"}
    while action in GAME.actions(g, 0) and (times is None or done < times):
        g = act(g, 0, action)
        done += 1
    if top(g)["state"] == "activate":
        g = act(g, 0, {"type": "stop"})
    return g
