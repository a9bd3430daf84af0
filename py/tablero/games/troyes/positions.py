"""position(spec): a Troyes state from a short description (docs/positions-troyes.md).

The position starts in phase 4 with ``turn`` to act, or, when ``black`` lists black dice, in
phase 3's countering with ``turn`` facing the highest one. Unlisted parts take defaults;
citizens in the general supply (``reserve``) and the grey pool are computed so that every
player owns 12 citizens and the neutral player 8.
"""

from __future__ import annotations

from tablero.core.api import BadSpec
from tablero.core.rng import shuffle

from .board import neutral_on_board
from .data import (
    ACTIVITY,
    BUILDINGS,
    CATHEDRAL_LEVELS,
    CHARACTER,
    COLORS,
    EVENTS,
    MARAUDING,
    NEUTRAL_CITIZENS,
    PLAYER_COUNTS,
    RED_DECK,
    WHITE_DECK,
    YELLOW_DECK,
)
from .invariants import citizens_of
from .rules import RULES
from .setup import blank_state, check_options

_SEAT_INTS = ("deniers", "influence", "vp", "supply")


def _int(value, where: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise BadSpec(f"{where}: must be an integer {lo}..{hi}, got {value!r}")
    return value


def _owner(value, where: str, players: int):
    if value is None:
        return None
    return _int(value, where, -1, players - 1)


def _obj(value, where: str) -> dict:
    if not isinstance(value, dict):
        raise BadSpec(f"{where}: must be an object")
    return value


def _list(value, where: str, length: int | None = None) -> list:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        size = f" of {length}" if length is not None else ""
        raise BadSpec(f"{where}: must be a list{size}")
    return value


def _known(spec: dict, where: str, allowed: set) -> None:
    for key in spec:
        if key not in allowed:
            raise BadSpec(f"{where}.{key}: unknown field")


def _seats(g: dict, spec) -> None:
    n = g["players"]
    for s, item in enumerate(_list(spec, "spec.seats", n)):
        where = f"spec.seats[{s}]"
        _known(_obj(item, where), where, set(_SEAT_INTS) | {"characters", "won", "passed"})
        p = g["seats"][s]
        for key in _SEAT_INTS:
            if key in item:
                p[key] = _int(item[key], f"{where}.{key}", 0, 20 if key == "influence" else 999)
        if "passed" in item:
            p["passed"] = bool(item["passed"])
        for c in _list(item.get("characters", []), f"{where}.characters"):
            if c not in CHARACTER:
                raise BadSpec(f"{where}.characters: unknown character {c!r}")
        p["characters"] = list(item.get("characters", []))
        won = _list(item.get("won", []), f"{where}.won")
        if any(c not in EVENTS or c == MARAUDING for c in won):
            raise BadSpec(f"{where}.won: event ids are 202..217")
        p["won"] = list(won)


def _board(g: dict, spec: dict) -> None:
    n = g["players"]
    for b in BUILDINGS:
        if b in spec.get("buildings", {}):
            row = _list(spec["buildings"][b], f"spec.buildings.{b}", 6)
            g["buildings"][b] = [_owner(v, f"spec.buildings.{b}", n) for v in row]
        if b in spec.get("lying", {}):
            row = _list(spec["lying"][b], f"spec.lying.{b}")
            g["lying"][b] = [_owner(v, f"spec.lying.{b}", n) for v in row]
    if "cathedral" in spec:
        levels = _list(spec["cathedral"], "spec.cathedral", CATHEDRAL_LEVELS)
        g["cathedral"] = [[_owner(v, "spec.cathedral", n)
                           for v in _list(lv, "spec.cathedral[]", 6)] for lv in levels]


def _dice(g: dict, spec: dict) -> None:
    n = g["players"]
    for k, d in enumerate(_list(spec.get("dice", []), "spec.dice")):
        where = f"spec.dice[{k}]"
        _obj(d, where)
        if d.get("color") not in COLORS:
            raise BadSpec(f"{where}.color: must be red, white or yellow")
        g["dice"].append({"id": k + 1, "color": d["color"],
                          "value": _int(d.get("value"), f"{where}.value", 1, 6),
                          "owner": _int(d.get("owner"), f"{where}.owner", -1, n - 1)})
    g["next_die"] = len(g["dice"]) + 1
    g["black"] = [_int(v, "spec.black", 1, 6) for v in _list(spec.get("black", []), "spec.black")]


def _activity(g: dict, spec: dict) -> None:
    n = g["players"]
    given = {}
    for k, item in enumerate(_list(spec.get("activity", []), "spec.activity")):
        where = f"spec.activity[{k}]"
        card = _obj(item, where).get("card")
        if card not in ACTIVITY:
            raise BadSpec(f"{where}.card: unknown activity card {card!r}")
        given[(ACTIVITY[card]["color"], ACTIVITY[card]["level"])] = (item, where)
    for color in COLORS:
        for level in (1, 2, 3):
            item, where = given.get((color, level), ({}, ""))
            card = item.get("card") or min(c for c in ACTIVITY if ACTIVITY[c]["color"] == color
                                           and ACTIVITY[c]["level"] == level)
            tradesmen = [None if t is None else _int(t, f"{where}.tradesmen", 0, n - 1)
                         for t in _list(item.get("tradesmen", []), f"{where}.tradesmen")]
            men = [t for t in tradesmen if t is not None]
            if len(set(men)) != len(men):
                raise BadSpec(f"{where}.tradesmen: one tradesman per player per card")
            if tradesmen and tradesmen[-1] is None:
                raise BadSpec(f"{where}.tradesmen: a free space (null) only before a tradesman")
            cubes = _list(item.get("cubes", [0] * n), f"{where}.cubes", n)
            g["activity"].append({
                "card": card, "color": color, "level": level,
                "revealed": level <= g["round"] or bool(item),
                "tradesmen": tradesmen,
                "cubes": [_int(c, f"{where}.cubes", 0, 99) for c in cubes]})


def _events(g: dict, spec: dict) -> None:
    n = g["players"]
    row = []
    for k, item in enumerate(_list(spec.get("events", [{"card": MARAUDING}]), "spec.events")):
        where = f"spec.events[{k}]"
        card = _obj(item, where).get("card")
        if card not in EVENTS:
            raise BadSpec(f"{where}.card: unknown event card {card!r}")
        cubes = [_int(c, f"{where}.cubes", -1, n - 1)
                 for c in _list(item.get("cubes", []), f"{where}.cubes")]
        if len(cubes) >= EVENTS[card]["banners"]:
            raise BadSpec(f"{where}.cubes: at most {EVENTS[card]['banners'] - 1} cubes")
        row.append({"card": card, "cubes": cubes})
    g["events"]["row"] = row
    used = {e["card"] for e in row} | {c for p in g["seats"] for c in p["won"]}
    for color, deck in (("red", RED_DECK), ("white", WHITE_DECK), ("yellow", YELLOW_DECK)):
        cards = [c for c in deck if c not in used]
        shuffle(g, cards)
        g["events"][color] = cards
    g["events"]["red"] = g["events"]["red"][:g["rounds"] - g["round"]]


def _citizens(g: dict, spec: dict) -> None:
    """Reserve = 12 minus the rest; an unlisted supply shrinks to fit (default by count)."""
    given = spec.get("seats") or [{}] * g["players"]
    for s, p in enumerate(g["seats"]):
        p["reserve"] = 0
        if "supply" not in given[s]:
            p["supply"] = 0
            p["supply"] = max(0, min(PLAYER_COUNTS[g["players"]]["citizens"],
                                     12 - citizens_of(g, s)))
        p["reserve"] = 12 - citizens_of(g, s)
        if p["reserve"] < 0:
            raise BadSpec(f"spec.seats[{s}]: more than 12 citizens in play")
    g["neutral_pool"] = NEUTRAL_CITIZENS - neutral_on_board(g)
    if g["neutral_pool"] < 0:
        raise BadSpec("spec.buildings: more than 8 neutral citizens")


def position(spec: dict) -> dict:
    """Build a state from a position description; BadSpec names the bad field."""
    _obj(spec, "spec")
    _known(spec, "spec", {"players", "seed", "options", "round", "start", "turn", "seats",
                          "buildings", "lying", "cathedral", "dice", "black", "activity",
                          "events"})
    players = spec.get("players")
    options = check_options(players, spec.get("options", {}))
    g = blank_state(_int(spec.get("seed", 1), "spec.seed", 0, 2**63), players, options)
    g["round"] = _int(spec.get("round", 1), "spec.round", 1, g["rounds"])
    g["start"] = _int(spec.get("start", 0), "spec.start", 0, players - 1)
    turn = _int(spec.get("turn", g["start"]), "spec.turn", 0, players - 1)
    if "seats" in spec:
        _seats(g, spec["seats"])
    _board(g, spec)
    _dice(g, spec)
    _activity(g, spec)
    _events(g, spec)
    _citizens(g, spec)
    offset = (turn - g["start"]) % players
    if g["black"]:
        g["phase"] = "events"
        g["stack"] = [{"state": "counter_next", "player": None, "turn": offset}]
    else:
        g["phase"] = "actions"
        g["stack"] = [{"state": "turn", "player": turn}]
    RULES.run(g)
    return g
