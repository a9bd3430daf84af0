"""What a seat may see, and resample_hidden for determinization.

View shape (all keys public unless noted; ``actions``/``prompt``/``log`` are added by the
session):

    game, version, players, round, rounds, phase, start, seat, over,
    stage (the prompt state now: placement, turn, group, counter, ... ; None once over)
    seats: [{deniers, influence, vp, supply, reserve, passed, won: [event ids],
             characters: [ids] (own seat, or everyone once the game is over) or None,
             character_count}]
    buildings: {palace|bishopric|cityhall: [owner|None x6]}  owner: seat, -1 neutral
    building_rows: {building: [[space index, ...], ...]}, space ids: 401+ / 411+ / 421+
    lying: {building: [owners]}
    dice: [{id, color, value, owner}]  black: [values]
    activity: [{slot, color, level, revealed, card (id or None while face down), name,
                divisor, spaces: [[cost, vp]], effect, text, tradesmen: [owners] (index 3+ =
                on the illustration), cubes: [per seat], provisional, provenance}]
    events: {row: [{card, name, color, black_dice, banners, divisor, reward_most,
                    reward_second, effect, text, cubes: [owners in banner order],
                    provisional, provenance}],
             decks: {red, white, yellow: counts}}
    cathedral: [[owner|None x6] x3] (level 1 first)
    selection: the acting seat's open dice choice, or None: {state: group|counter|flip, seat,
               target, chosen (die ids), cube (slot), cost: [[owner, deniers]], cost_total,
               pips, cube_card} for a group; {targets (black die indices), chosen, strength,
               need} for a counter
    provisional: {activity_cards, event_cards, cityhall_rows, two_player_neutrals, ...: bool,
                  note: the line for the rules reference}; show a mark on provisional cards
    final: the result once over (also result(): scores, winners, reason, breakdown).

Labels: describe(state, action) gives each action's English label; a die's label in a group
carries the price the group would have with it ("Die yellow 3 (Player 2; dice cost 4)").

Action verbs, by ``stage`` (the view's ``prompt`` says it in words):

    placement     {"type": "space", "space": 401..426}
    turn          {"type": "card", "card": 101..127} | {"type": "event", "event": 201..216} |
                  {"type": "cathedral"} | {"type": "agriculture"} | {"type": "place"} |
                  {"type": "reroll", "die": id} | {"type": "flip"} | {"type": "recruit"} |
                  {"type": "pass"}
    group         {"type": "die", "die": id} | {"type": "cube", "card": id} |
                  {"type": "confirm"} | {"type": "cancel"}
    flip          {"type": "die", "die": id} | {"type": "confirm"} | {"type": "cancel"}
    counter       {"type": "die", "die": id} | {"type": "black", "black": index} |
                  {"type": "confirm"} | {"type": "give_up"} | {"type": "reset"} |
                  {"type": "reroll", "die": id} | {"type": "flip"}
    hire          {"type": "supply"} | {"type": "space", "space": id}
    activate      {"type": "activate"} | {"type": "activate", "option": building} |
                  {"type": "stop"}
    palace_space  {"type": "space", "space": 401..406}
    lose_cube     {"type": "card", "card": id}
"""

from __future__ import annotations

from tablero.core.rng import new_rng, shuffle
from tablero.core.util import clone

from .data import (
    ACTIVITY,
    ACTIVITY_CARDS,
    BUILDING_ROWS,
    BUILDINGS,
    CHARACTERS,
    EVENTS,
    PROVISIONAL_BOARD,
    PROVISIONAL_NOTE,
    RED_DECK,
    WHITE_DECK,
    YELLOW_DECK,
)
from .dice import counter_strength, group_cost, group_total, modifier_of
from .texts import activity_text, event_text

_SEAT_PUBLIC = ("deniers", "influence", "vp", "supply", "reserve", "passed")


def _seat_view(g: dict, seat: int, viewer: int | None, over: bool) -> dict:
    p = g["seats"][seat]
    out = {k: p[k] for k in _SEAT_PUBLIC}
    out["won"] = list(p["won"])
    out["character_count"] = len(p["characters"])
    out["characters"] = list(p["characters"]) if over or seat == viewer else None
    return out


def _activity_view(slot: dict, index: int) -> dict:
    out = {"slot": index, "color": slot["color"], "level": slot["level"],
           "revealed": slot["revealed"], "tradesmen": list(slot["tradesmen"]),
           "cubes": list(slot["cubes"]), "card": None}
    if slot["revealed"]:
        card = ACTIVITY[slot["card"]]
        out.update(card=card["id"], name=card["name"], divisor=card["divisor"],
                   spaces=[list(s) for s in card["spaces"]], effect=dict(card["effect"]),
                   provisional=card["provisional"], provenance=card["provenance"],
                   text=activity_text(card))
    return out


def _event_view(entry: dict) -> dict:
    e = EVENTS[entry["card"]]
    keys = ("name", "color", "black_dice", "banners", "divisor", "reward_most",
            "reward_second", "provisional", "provenance")
    return {"card": entry["card"], "cubes": list(entry["cubes"]),
            "effect": dict(e["effect"]), "text": event_text(e), **{k: e[k] for k in keys}}


def _selection(g: dict) -> dict | None:
    """The open dice choice of the acting seat (public: everyone at the table sees it)."""
    if not g["stack"]:
        return None
    fr = g["stack"][-1]
    if fr["state"] not in ("group", "counter", "flip"):
        return None
    chooser = fr["player"]
    keys = ("target", "chosen", "targets", "cube")
    out = {"state": fr["state"], "seat": chooser, **{k: clone(fr[k]) for k in keys if k in fr}}
    if fr["state"] == "group":
        mod = modifier_of(g, fr["cube"])
        owed = group_cost(g, chooser, fr["chosen"], mod)
        out["cost"] = [[owner, owed[owner]] for owner in sorted(owed)]
        out["cost_total"] = sum(owed.values())
        out["pips"] = group_total(g, fr["chosen"], mod) if fr["chosen"] else 0
        if fr["cube"] is not None:
            out["cube_card"] = g["activity"][fr["cube"]]["card"]
    if fr["state"] == "counter":
        chosen = [d for d in g["dice"] if d["id"] in fr["chosen"]]
        out["strength"] = counter_strength(chosen)
        out["need"] = sum(g["black"][t] for t in fr["targets"])
    return out


def view(state: dict, player: int | None) -> dict:
    """An allow-listed view for one seat (None: spectator)."""
    g = state
    over = g["phase"] == "over"
    ev = g["events"]
    return {
        "game": "troyes", "version": g["version"], "players": g["players"],
        "seat": player, "round": g["round"], "rounds": g["rounds"], "phase": g["phase"],
        "start": g["start"], "over": over,
        "stage": g["stack"][-1]["state"] if g["stack"] else None,
        "seats": [_seat_view(g, s, player, over) for s in range(g["players"])],
        "buildings": {b: list(g["buildings"][b]) for b in BUILDINGS},
        "building_rows": clone(BUILDING_ROWS),
        "lying": {b: list(g["lying"][b]) for b in BUILDINGS},
        "neutral_pool": g["neutral_pool"],
        "dice": [dict(d) for d in g["dice"]], "black": list(g["black"]),
        "activity": [_activity_view(s, i) for i, s in enumerate(g["activity"])],
        "events": {"row": [_event_view(e) for e in ev["row"]],
                   "decks": {c: len(ev[c]) for c in ("red", "white", "yellow")}},
        "cathedral": [list(level) for level in g["cathedral"]],
        "selection": _selection(g),
        "provisional": {"activity_cards": True, "event_cards": True, **PROVISIONAL_BOARD,
                        "note": PROVISIONAL_NOTE},
        "final": clone(g["final"]) if g["final"] else None,
    }


def resample_hidden(state: dict, player: int | None, seed: int) -> dict:
    """A state equal to ``state`` for everything ``player`` sees, with the rest redealt:
    face-down activity cards, the order and contents of the event decks, and the other
    seats' characters."""
    g = clone(state)
    r = {"rng": new_rng(seed), "checkpoint": 0}
    for slot in g["activity"]:
        if not slot["revealed"]:
            pool = [c["id"] for c in ACTIVITY_CARDS
                    if c["color"] == slot["color"] and c["level"] == slot["level"]]
            shuffle(r, pool)
            slot["card"] = pool[0]
    seen = {e["card"] for e in g["events"]["row"]} | {c for p in g["seats"] for c in p["won"]}
    ev = g["events"]
    for color, full in (("red", RED_DECK), ("white", WHITE_DECK), ("yellow", YELLOW_DECK)):
        pool = [c for c in full if c not in seen]
        shuffle(r, pool)
        ev[color] = pool[:len(ev[color])]
    if g["phase"] != "over":
        others = [s for s in range(g["players"]) if s != player]
        mine = g["seats"][player]["characters"] if player is not None else []
        pool = [c["id"] for c in CHARACTERS if c["id"] not in mine]
        shuffle(r, pool)
        for s in others:
            k = len(g["seats"][s]["characters"])
            g["seats"][s]["characters"] = sorted(pool[:k])
            pool = pool[k:]
    return g

