"""position(spec): a Troyes state from a short description (docs/positions-troyes.md).

The position starts in phase 4 with ``turn`` to act, or, when ``black`` lists black dice, in
phase 3's countering with ``turn`` facing the highest one. Unlisted parts take defaults;
citizens in the general supply (``reserve``) and the grey pool are computed so that every
player owns 12 citizens and the neutral player 8.
"""

from __future__ import annotations

from tablero.core.api import BadSpec
from tablero.core.midway import position_then
from tablero.core.rng import shuffle
from tablero.core.strict import check_numbers, is_int, playable
from tablero.core.util import short

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
from .invariants import cathedral_gap, check_invariants, citizens_of
from .rules import RULES
from .setup import blank_state, check_options

_SEAT_INTS = ("deniers", "influence", "vp", "supply")
FLAGS = frozenset({"passed", "revealed"})
"""The description's true/false fields (core/strict.py: a boolean nowhere else)."""


def _int(value, where: str, lo: int, hi: int) -> int:
    if not is_int(value) or not lo <= value <= hi:
        raise BadSpec(f"{where}: must be an integer {lo}..{hi}, got {short(value)}")
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
            if c not in CHARACTER and c is not None:
                raise BadSpec(f"{where}.characters: unknown character {short(c)} (null: dealt)")
        p["characters"] = list(item.get("characters", []))
        won = _list(item.get("won", []), f"{where}.won")
        if any(c not in EVENTS or c == MARAUDING for c in won):
            raise BadSpec(f"{where}.won: event ids are 202..217")
        p["won"] = list(won)
    _deal_characters(g)


def _deal_characters(g: dict) -> None:
    """Secret characters written null (an export leaving hidden cards to the engine) are
    dealt from those nobody holds."""
    held = [c for p in g["seats"] for c in p["characters"] if c is not None]
    if len(set(held)) != len(held):
        raise BadSpec("spec.seats: a character held twice")
    pool = [c for c in CHARACTER if c not in held]
    shuffle(g, pool)
    for s, p in enumerate(g["seats"]):
        if p["characters"].count(None) > len(pool):
            raise BadSpec(f"spec.seats[{s}].characters: more characters than the game has")
        if None in p["characters"]:
            p["characters"] = sorted(c if c is not None else pool.pop() for c in p["characters"])


def _board(g: dict, spec: dict) -> None:
    n = g["players"]
    for b in BUILDINGS:
        if b in spec.get("buildings", {}):
            row = _list(spec["buildings"][b], f"spec.buildings.{b}", 6)
            g["buildings"][b] = [_owner(v, f"spec.buildings.{b}", n) for v in row]
        if b in spec.get("lying", {}):
            row = _list(spec["lying"][b], f"spec.lying.{b}")
            g["lying"][b] = [_int(v, f"spec.lying.{b}", -1, n - 1) for v in row]
    if "cathedral" in spec:
        levels = _list(spec["cathedral"], "spec.cathedral", CATHEDRAL_LEVELS)
        g["cathedral"] = [[_owner(v, "spec.cathedral", n)
                           for v in _list(lv, "spec.cathedral[]", 6)] for lv in levels]
        gap = cathedral_gap(g)
        if gap:
            raise BadSpec(f"spec.cathedral: {gap}")


def _dice(g: dict, spec: dict) -> None:
    n = g["players"]
    for k, d in enumerate(_list(spec.get("dice", []), "spec.dice")):
        where = f"spec.dice[{k}]"
        _obj(d, where)
        if d.get("color") not in COLORS:
            raise BadSpec(f"{where}.color: must be red, white or yellow")
        g["dice"].append({"id": _int(d.get("id", k + 1), f"{where}.id", 1, 999),
                          "color": d["color"],
                          "value": _int(d.get("value"), f"{where}.value", 1, 6),
                          "owner": _int(d.get("owner"), f"{where}.owner", -1, n - 1)})
    ids = [d["id"] for d in g["dice"]]
    if len(set(ids)) != len(ids):
        raise BadSpec("spec.dice: two dice with the same id")
    g["next_die"] = _int(spec.get("next_die", max(ids, default=0) + 1), "spec.next_die",
                         max(ids, default=0) + 1, 9999)
    g["black"] = [_int(v, "spec.black", 1, 6) for v in _list(spec.get("black", []), "spec.black")]


def _activity(g: dict, spec: dict) -> None:
    n = g["players"]
    given = {}
    for k, item in enumerate(_list(spec.get("activity", []), "spec.activity")):
        where = f"spec.activity[{k}]"
        card = _obj(item, where).get("card")
        if card not in ACTIVITY:
            raise BadSpec(f"{where}.card: unknown activity card {short(card)}")
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
                "revealed": bool(item.get("revealed", level <= g["round"] or bool(item))),
                "tradesmen": tradesmen,
                "cubes": [_int(c, f"{where}.cubes", 0, 99) for c in cubes]})


def _events(g: dict, spec: dict) -> None:
    n = g["players"]
    row = []
    for k, item in enumerate(_list(spec.get("events", [{"card": MARAUDING}]), "spec.events")):
        where = f"spec.events[{k}]"
        card = _obj(item, where).get("card")
        if card not in EVENTS:
            raise BadSpec(f"{where}.card: unknown event card {short(card)}")
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
    if "decks" in spec:
        _decks(g, spec["decks"], used)
    else:
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


# A small description to start from (the position editor's first text;
# docs/positions-troyes.md).
EXAMPLE = {"players": 3}


def position(spec: dict) -> dict:
    """A state from a position description; a decision in progress (``then``, the steps
    taken since it began) is replayed through the rules by core/midway.py. Numbers must be
    integers, and the state built keep the laws of check_invariants (core/strict.py)."""
    check_numbers(spec, FLAGS)
    return position_then(spec, _position, RULES)


def _position(spec: dict) -> dict:
    """Build a state from a position description; BadSpec names the bad field."""
    _obj(spec, "spec")
    _known(spec, "spec", {"players", "seed", "options", "round", "start", "turn", "seats",
                          "buildings", "lying", "cathedral", "dice", "black", "activity",
                          "events", "decks", "faced", "next_die", "placement"})
    players = spec.get("players")
    options = check_options(players, spec.get("options", {}))
    g = blank_state(_int(spec.get("seed", 1), "spec.seed", 0, 2**63), players, options)
    placing = "placement" in spec  # the setup's initial placement, before round 1
    g["round"] = _int(spec.get("round", 0 if placing else 1), "spec.round", 0 if placing else 1,
                      0 if placing else g["rounds"])
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
    if placing:
        g["stack"] = [_placement(g, spec["placement"], turn)]
    elif g["black"]:
        g["phase"] = "events"
        faced = _int(spec.get("faced", offset), "spec.faced", 0, 999)
        if faced % players != offset:
            raise BadSpec(f"spec.faced: {faced} black dice faced so far puts seat "
                          f"{(g['start'] + faced) % players} to face the next, not {turn}")
        g["stack"] = [{"state": "counter_next", "player": None, "turn": faced}]
    else:
        g["phase"] = "actions"
        g["stack"] = [{"state": "turn", "player": turn}]
    RULES.run(g)
    return playable(g, check_invariants)


def _placement(g: dict, order, turn: int) -> dict:
    """The setup's initial placement in progress: the seats still to place a citizen, in
    order (the snake order's rest), ``turn`` the first of them."""
    seats = [_int(s, "spec.placement", 0, g["players"] - 1)
             for s in _list(order, "spec.placement")]
    if not seats or seats[0] != turn or g["black"] or g["dice"]:
        raise BadSpec(f"spec.placement: the seats still to place, {turn} (turn) first, "
                      "with no dice rolled yet")
    for s in range(g["players"]):
        if seats.count(s) > g["seats"][s]["supply"]:
            raise BadSpec(f"spec.placement: seat {s} has {g['seats'][s]['supply']} citizens "
                          "in supply to place")
    g["phase"] = "setup"
    return {"state": "placement", "player": turn, "order": seats}


def _decks(g: dict, decks, used: set) -> None:
    """The event decks in order, top first (export keeping what is hidden): each card of its
    own colour's deck, none in the row or won; a null is a card the engine deals (from those
    of the colour named nowhere: an export leaving hidden cards to the engine)."""
    _known(_obj(decks, "spec.decks"), "spec.decks", {"red", "white", "yellow"})
    for color, deck in (("red", RED_DECK), ("white", WHITE_DECK), ("yellow", YELLOW_DECK)):
        cards = _list(decks.get(color, []), f"spec.decks.{color}")
        named = [c for c in cards if c is not None]
        if any(c not in deck or c in used for c in named) or len(set(named)) != len(named):
            raise BadSpec(f"spec.decks.{color}: distinct {color} event cards not in play")
        pool = [c for c in g["events"][color] if c not in named]  # shuffled by _events
        if cards.count(None) > len(pool):
            raise BadSpec(f"spec.decks.{color}: more {color} event cards than the game has")
        g["events"][color] = [c if c is not None else pool.pop() for c in cards]


def export_position(g: dict, keep_hidden: bool = True, later: dict | None = None) -> dict:
    """The description ``position`` turns back into this state for play (the inverse).

    A position starts at a turn of phase 4, at phase 3's countering of a black die (before
    a seat has chosen dice for it) or in the initial placement (core/midway.py describes the
    states in between); anywhere else BadSpec says what is being decided. With
    ``keep_hidden`` the event decks' order, the face-down activity cards and the secret
    characters are kept; without, only what a spectator sees: the engine shuffles the decks,
    the face-down slots take their default cards, the characters are written null (dealt)
    and the VP left out while scores are hidden, unless ``later`` (the end of the decision
    in progress) is the game's end, which shows them all."""
    names = [f["state"] for f in g["stack"]]
    counter = names == ["counter_next", "counter"] and not g["stack"][1]["chosen"]
    if not (names == ["turn"] and g["phase"] == "actions" or counter or names == ["placement"]):
        raise BadSpec(f"spec.turn: only a turn, a black die to counter or the initial "
                      f"placement can be a position; "
                      f"{short(names[-1] if names else 'the end')} is being decided")
    spec = {"players": g["players"], "options": dict(g["options"]), "round": g["round"],
            "start": g["start"], "turn": g["stack"][-1]["player"],
            "seats": [_described_seat(g, p, keep_hidden or (later or g)["phase"] == "over")
                      for p in g["seats"]],
            "buildings": {b: list(row) for b, row in g["buildings"].items()},
            "lying": {b: list(row) for b, row in g["lying"].items() if row},
            "cathedral": [list(level) for level in g["cathedral"]],
            "dice": [dict(d) for d in g["dice"]], "next_die": g["next_die"],
            "black": list(g["black"]),
            "events": [{"card": e["card"], "cubes": list(e["cubes"])}
                       for e in g["events"]["row"]]}
    if counter:
        spec["faced"] = g["stack"][0]["turn"] - 1
    if names == ["placement"]:
        spec["placement"] = list(g["stack"][0]["order"])
    spec["activity"] = []
    for a in g["activity"]:
        if a["revealed"] or keep_hidden:
            spec["activity"].append({"card": a["card"], "revealed": a["revealed"],
                                     "tradesmen": list(a["tradesmen"]), "cubes": list(a["cubes"])})
    spec["decks"] = {c: list(g["events"][c]) if keep_hidden else [None] * len(g["events"][c])
                     for c in ("red", "white", "yellow")}  # their sizes are public
    return spec


def _described_seat(g: dict, p: dict, open_: bool) -> dict:
    """A seat in an export; unless ``open_`` (hidden kept, or the game over by the end of the
    decision in progress): its secret characters null and its VP left out while scores are
    hidden (rulebook O7: a spectator sees neither)."""
    out = {key: p[key] for key in (*_SEAT_INTS, "passed")}
    if not (open_ or g["options"].get("scores") == "open"):
        del out["vp"]
    out["characters"] = list(p["characters"]) if open_ else [None] * len(p["characters"])
    out["won"] = list(p["won"])
    return out
