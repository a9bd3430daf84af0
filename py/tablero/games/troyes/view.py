"""What a seat may see, and resample_hidden for determinization.

View shape (all keys public unless noted; ``actions``/``prompt``/``log`` are added by the
session):

    game, version, players, round, rounds, phase, start, seat, over, scores ("hidden"|"open"),
    stage (the prompt state now: placement, turn, group, counter, ... ; None once over)
    seats: [{deniers, influence, vp (None for another seat while scores are hidden and the
             game goes on), supply, reserve, passed, won: [event ids],
             characters: [ids] (own seat, or everyone once the game is over) or None,
             character_count}]
    buildings: {palace|bishopric|cityhall: [owner|None x6]}  owner: seat, -1 neutral
    building_rows: {building: [[space index, ...], ...]}, space ids: 401+ / 411+ / 421+
    row_values: {building: [[die values of that row], ...]} (same order as building_rows)
    lying: {building: [owners]}
    dice: [{id, color, value, owner}]  black: [values]
    activity: [{slot, color, level, revealed, card (id or None while face down),
                divisor, hire (deniers, one per card), any_color, spaces: [[hire, vp]],
                effect, tradesmen: [owner|None per space] (None: a freed space; an index
                past the spaces = on the illustration), cubes: [per seat], provisional}]
    events: {row: [{card, color, black_dice, banners, divisor, reward_most,
                    reward_second, effect, cubes: [owners in banner order, -1 grey],
                    provisional}],
             decks: {red, white, yellow: counts}}
    cathedral: [[owner|None x6] x3] (level 1 first; -1: a grey cube of Traveling Builders)
    selection: the acting seat's open dice choice, or None: {state: group|counter|flip, seat,
               target, chosen (die ids), cube (slot), cost: [[owner, deniers]], cost_total,
               pips, cube_card, outcome, extra, options} for a group; {targets (black die
               indices), chosen, strength, need} for a counter.
               outcome: what the group gives now (card: activations, event: cubes placed,
               cathedral: cubes, agriculture: deniers, place: 1); extra: deniers the target
               needs besides the dice (hire, a trade's price); options: [[die id, cost_total,
               pips, outcome]] for each die that may join, i.e. the price before you add it.
    provisional: the names of the provisional tables (as the module's PROVISIONAL, like every
                 game's view); provisional_flags: {activity_cards, event_cards, cityhall_rows,
                 two_player_neutrals, bishopric_rows: bool}. Show a mark on provisional
                 cards.
    final: the result once over (also result(): scores, winners, reason, breakdown).
    character_cards: every character card (public facts: id, thresholds for this player
                     count as [[minimum, VP]]), so the table can show them.
    flow: the state table's stack (public: its frames hold only what the table sees) and
    next_die: the id of the next rolled die; with them bots rebuild a state (determinize.py).
    rule_numbers: the numbers the table writes (no rule number lives in JavaScript):
                  {reroll, flip, recruit: influence costs; give_up_vp: VP lost for an
                  uncountered black die; buy: deniers per bought die in a group of 1, 2, 3;
                  cathedral_vp, cathedral_influence: [per die value 1..6]: what a cube there
                  gives; cathedral_empty_level_vp: lost at the end per level without a cube}.
    space_ids: {building: [space id x6]}; building_colors: {building: die colour}.

No words: a card's, event's and character's name, effect and provenance and the note on the
provisional numbers are in the help table (describe.help_table), by id.

Labels: describe.label(state, action) gives each action's label entry; a die's label in a group
carries the price the group would have with it ("Die yellow 3 (Player 2; dice cost 4)").

Action verbs, by ``stage`` (the view's ``prompt`` says it in words):

    placement     {"type": "space", "space": 401..426}
    turn          {"type": "card", "card": 101..127} | {"type": "event", "event": 201..217} |
                  {"type": "cathedral"} | {"type": "agriculture"} | {"type": "place"} |
                  {"type": "reroll", "die": id} | {"type": "flip"} | {"type": "recruit"} |
                  {"type": "pass"}
    group         {"type": "die", "die": id} | {"type": "cube", "card": id} |
                  {"type": "remove", "die": id} | {"type": "confirm"} | {"type": "cancel"}
    flip          {"type": "die", "die": id} | {"type": "confirm"} | {"type": "cancel"}
    counter       {"type": "die", "die": id} | {"type": "black", "black": index} |
                  {"type": "confirm"} | {"type": "give_up"} | {"type": "reset"} |
                  {"type": "reroll", "die": id} | {"type": "flip"}
    hire, citizen_from  {"type": "supply"} | {"type": "space", "space": id} |
                  {"type": "lying", "building": b} | {"type": "tradesman", "card": id}
    activate      {"type": "activate"} | {"type": "activate", "option": building} |
                  {"type": "stop"}
    event_cube    {"type": "event", "event": id}
"""

from __future__ import annotations

from tablero.core.rng import new_rng, shuffle
from tablero.core.util import clone

from .actions import event_cubes
from .activity import activations, extra_deniers
from .board import space_id
from .data import (
    ACTIVITY,
    ACTIVITY_CARDS,
    AGRICULTURE_DIVISOR,
    BUILDING_COLOR,
    BUILDING_ROWS,
    BUILDINGS,
    BUY_PRICE,
    CATHEDRAL_EMPTY_LEVEL_VP,
    CATHEDRAL_INFLUENCE,
    CATHEDRAL_VP,
    CHARACTERS,
    EVENTS,
    FLIP_COST,
    PROVISIONAL_BOARD,
    RECRUIT_COST,
    RED_DECK,
    REROLL_COST,
    ROW_OF_VALUE,
    SPACES_PER_BUILDING,
    UNCOUNTERED_BLACK_VP,
    WHITE_DECK,
    YELLOW_DECK,
)
from .dice import counter_strength, group_cost, group_total, modifier_of
from .turn import joinable

_SEAT_PUBLIC = ("deniers", "influence", "vp", "supply", "reserve", "passed")


def _seat_view(g: dict, seat: int, viewer: int | None, over: bool) -> dict:
    """A seat's public stock; its VP only to itself while scores are hidden (rulebook O7)."""
    p = g["seats"][seat]
    out = {k: p[k] for k in _SEAT_PUBLIC}
    if not (over or seat == viewer or g["options"].get("scores") == "open"):
        out["vp"] = None
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
        out.update(card=card["id"], divisor=card["divisor"], hire=card["hire"],
                   any_color=bool(card.get("any_color")),
                   spaces=[list(s) for s in card["spaces"]], effect=dict(card["effect"]),
                   provisional=card["provisional"])
    return out


def _event_view(entry: dict) -> dict:
    e = EVENTS[entry["card"]]
    keys = ("color", "black_dice", "banners", "divisor", "reward_most",
            "reward_second", "provisional")
    return {"card": entry["card"], "cubes": list(entry["cubes"]),
            "effect": dict(e["effect"]), **{k: e[k] for k in keys}}


def _outcome(g: dict, seat: int, target: dict, ids: list[int], mod) -> int:
    """What a group of dice gives for its target (the table shows it before confirming)."""
    kind = target["kind"]
    if not ids:
        return 0
    if kind == "card":
        return activations(g, target["card"], ids, mod)
    if kind == "event":
        return event_cubes(g, seat, target["card"], ids, mod)
    if kind == "agriculture":
        return group_total(g, ids, mod) // AGRICULTURE_DIVISOR
    if kind == "cathedral":
        return len(ids)
    return 1


def _previews(g: dict, fr: dict, chooser: int, mod) -> dict:
    """The group's outcome now, the deniers its target needs, and each joinable die's price."""
    target, chosen = fr["target"], fr["chosen"]
    options = []
    for i in joinable(g, chooser, fr):
        ids = chosen + [i]
        cost = sum(group_cost(g, chooser, ids, mod).values())
        options.append([i, cost, group_total(g, ids, mod), _outcome(g, chooser, target, ids, mod)])
    return {"outcome": _outcome(g, chooser, target, chosen, mod),
            "extra": extra_deniers(g, chooser, target), "options": options}


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
        out.update(_previews(g, fr, chooser, mod))
    if fr["state"] == "counter":
        chosen = [d for d in g["dice"] if d["id"] in fr["chosen"]]
        out["strength"] = counter_strength(chosen)
        out["need"] = sum(g["black"][t] for t in fr["targets"])
    return out


def view(state: dict, player: int | None) -> dict:
    """An allow-listed view for one seat (None: spectator): ids and numbers only."""
    g = state
    over = g["phase"] == "over"
    ev = g["events"]
    flags = {"activity_cards": True, "event_cards": True, **PROVISIONAL_BOARD}
    scores = g["options"].get("scores", "hidden")
    return {
        "game": "troyes", "version": g["version"], "players": g["players"],
        "seat": player, "round": g["round"], "rounds": g["rounds"], "phase": g["phase"],
        "start": g["start"], "over": over, "scores": scores,
        "stage": g["stack"][-1]["state"] if g["stack"] else None,
        "seats": [_seat_view(g, s, player, over) for s in range(g["players"])],
        "buildings": {b: list(g["buildings"][b]) for b in BUILDINGS},
        "building_rows": clone(BUILDING_ROWS),
        "row_values": {b: _row_values(b) for b in BUILDINGS},
        "lying": {b: list(g["lying"][b]) for b in BUILDINGS},
        "neutral_pool": g["neutral_pool"],
        "dice": [dict(d) for d in g["dice"]], "black": list(g["black"]),
        "activity": [_activity_view(s, i) for i, s in enumerate(g["activity"])],
        "events": {"row": [_event_view(e) for e in ev["row"]],
                   "decks": {c: len(ev[c]) for c in ("red", "white", "yellow")}},
        "cathedral": [list(level) for level in g["cathedral"]],
        "selection": _selection(g),
        "provisional": [k for k, v in flags.items() if v],
        "provisional_flags": flags,
        "final": clone(g["final"]) if g["final"] else None,
        "character_cards": [_character(c, g["players"]) for c in CHARACTERS],
        "flow": clone(g["stack"]),
        "next_die": g["next_die"],
        "rule_numbers": _rule_numbers(),
        "space_ids": {b: [space_id(b, i) for i in range(SPACES_PER_BUILDING)] for b in BUILDINGS},
        "building_colors": dict(BUILDING_COLOR),
    }


def _rule_numbers() -> dict:
    """The rule numbers the table writes in its tooltips and buttons (data.py)."""
    return {"reroll": REROLL_COST, "flip": FLIP_COST, "recruit": RECRUIT_COST,
            "give_up_vp": UNCOUNTERED_BLACK_VP, "buy": [BUY_PRICE[n] for n in sorted(BUY_PRICE)],
            "cathedral_vp": CATHEDRAL_VP,
            "cathedral_influence": [CATHEDRAL_INFLUENCE[v] for v in range(1, 7)],
            "cathedral_empty_level_vp": CATHEDRAL_EMPTY_LEVEL_VP}


def _row_values(building: str) -> list[list[int]]:
    rows = ROW_OF_VALUE[building]
    return [[v for v in range(1, 7) if rows[v] == r] for r in range(len(BUILDING_ROWS[building]))]


def _character(card: dict, players: int) -> dict:
    steps = card.get("thresholds_2p") if players == 2 else None
    return {"id": card["id"], "thresholds": clone(steps or card["thresholds"])}


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

