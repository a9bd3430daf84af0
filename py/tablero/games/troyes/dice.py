"""Dice: groups of 1-3 dice of one colour, buying dice, modifier cubes, reroll and flip
(rules text: "actions"; reference activity_cards.md for the cube cards).

A ``target`` says what a group is for: {"kind": "card", "card": id}, {"kind": "cathedral"},
{"kind": "event", "card": id}, {"kind": "agriculture"} or {"kind": "place"}.
A group is a list of die ids plus at most one modifier cube (the slot index of its card).
"""

from __future__ import annotations

from tablero.core.flow import end, frame, log
from tablero.core.rng import randint

from .board import free_level
from .data import ACTIVITY, BUY_PRICE, EVENTS, FLIP_COST, FLIP_MAX, REROLL_COST
from .rules import RULES, pay


def own_dice(g: dict, seat: int) -> list[dict]:
    """The dice in the seat's own district."""
    return [d for d in g["dice"] if d["owner"] == seat]


def die(g: dict, die_id: int) -> dict:
    return next(d for d in g["dice"] if d["id"] == die_id)


def counter_strength(dice: list[dict]) -> int:
    """Sum against black dice: red dice count double (rules text, emphasised)."""
    return sum(d["value"] * (2 if d["color"] == "red" else 1) for d in dice)


# --- modifier cubes ----------------------------------------------------------------------------

def target_color(target: dict) -> str | None:
    """The dice colour a target asks for (None: any single die, for placing a citizen)."""
    kind = target["kind"]
    if kind == "card":
        return ACTIVITY[target["card"]]["color"]
    if kind == "event":
        return EVENTS[target["card"]]["color"]
    return {"cathedral": "white", "agriculture": "yellow"}.get(kind)


def modifier_of(g: dict, cube: int | None) -> str | None:
    if cube is None:
        return None
    return ACTIVITY[g["activity"][cube]["card"]]["effect"]["modifier"]


def cube_applies(mod: str, target: dict) -> bool:
    """Whether a modifier cube can change a group for this target (activity_cards.md)."""
    kind, color = target["kind"], target_color(target)
    if kind == "place":
        return mod == "palace_any_space"
    if mod in ("red_plus5", "yellow_as_red", "white_as_red"):
        return color == "red"
    if mod in ("tithing", "white_as_three_yellow", "yellow_plus3"):
        return color == "yellow"
    if mod in ("event_any_color", "event_extra_cube"):
        return kind == "event"
    return mod == "all_fives"


def raw_color(mod: str | None, target: dict) -> str | None:
    """The colour the dice themselves must have with this cube (None: any one colour)."""
    if mod in ("yellow_as_red",):
        return "yellow"
    if mod in ("white_as_red", "white_as_three_yellow"):
        return "white"
    if mod == "event_any_color":
        return None
    if mod == "palace_any_space":
        return "red"
    return target_color(target)


def usable_cubes(g: dict, seat: int, target: dict) -> list[int]:
    """Slots of cube cards where the seat has a cube that applies to this target."""
    out = []
    for i, slot in enumerate(g["activity"]):
        if slot["cubes"][seat] == 0:
            continue
        effect = ACTIVITY[slot["card"]]["effect"]
        if effect["kind"] == "cube":
            if cube_applies(effect["modifier"], target):
                out.append(i)
    return out


# --- groups -------------------------------------------------------------------------------------

def max_size(target: dict, mod: str | None) -> int:
    return 1 if target["kind"] == "place" or mod == "white_as_three_yellow" else 3


def group_cost(g: dict, seat: int, ids: list[int], mod: str | None) -> dict:
    """Deniers owed per owner for the bought dice of a group (rules text: 2/4/6 per die).

    Tithing: the first yellow die from each other district is free."""
    price = BUY_PRICE.get(len(ids), 0)
    owed: dict = {}
    free_from: set = set()
    for i in ids:
        d = die(g, i)
        if d["owner"] == seat:
            continue
        if mod == "tithing" and d["color"] == "yellow" and d["owner"] not in free_from:
            free_from.add(d["owner"])
            continue
        owed[d["owner"]] = owed.get(d["owner"], 0) + price
    return owed


def can_join(g: dict, seat: int, target: dict, ids: list[int], mod, d: dict) -> bool:
    """Whether die ``d`` may join the group (colour, size and cathedral room only)."""
    if d["id"] in ids or len(ids) >= max_size(target, mod):
        return False
    need = raw_color(mod, target)
    colors = {die(g, i)["color"] for i in ids} | {d["color"]}
    if len(colors) > 1 or (need is not None and d["color"] != need):
        return False
    if target["kind"] == "cathedral":
        values = [effective_values(g, ids + [d["id"]], mod)]
        col = values[0][-1]
        return free_level(g, col, values[0][:-1].count(col)) is not None
    return True


def effective_values(g: dict, ids: list[int], mod: str | None) -> list[int]:
    """Pips of the group after the cube (Monk: three dice; Priest +3 yellow; fives)."""
    dice = [die(g, i) for i in ids]
    if mod == "all_fives":
        return [5 for _ in dice]
    if mod == "white_as_three_yellow":
        return [dice[0]["value"]] * 3 if dice else []
    if mod == "yellow_plus3":
        return [d["value"] + (3 if d["color"] == "yellow" else 0) for d in dice]
    return [d["value"] for d in dice]


def group_total(g: dict, ids: list[int], mod: str | None) -> int:
    """The group's pips; the Blacksmith cube adds 5 to a red group."""
    bonus = 5 if mod == "red_plus5" else 0
    return sum(effective_values(g, ids, mod)) + bonus


def pay_for_dice(g: dict, seat: int, ids: list[int], mod: str | None) -> None:
    """Pay each owner (neutral dice: the bank), then take the dice off the square."""
    for owner, amount in group_cost(g, seat, ids, mod).items():
        pay(g, seat, "deniers", amount)
        if owner >= 0:
            g["seats"][owner]["deniers"] += amount
            log(g, "die_bought", seat=seat, owner_seat=owner, deniers=amount)
        else:
            log(g, "die_bought_neutral", seat=seat, deniers=amount)
    g["dice"] = [d for d in g["dice"] if d["id"] not in ids]


# --- reroll and flip -----------------------------------------------------------------------------

def reroll(g: dict, seat: int, die_id: int) -> None:
    """1 influence: reroll one own die (rules text)."""
    pay(g, seat, "influence", REROLL_COST)
    d = die(g, die_id)
    old = d["value"]
    d["value"] = randint(g, 6) + 1
    log(g, "reroll", seat=seat, old=old, new=d["value"], color=d["color"])


@RULES.prompt("flip")
def flip_prompt(g, acts):
    """4 influence: turn up to 3 own dice to the opposite face (1<->6, 2<->5, 3<->4)."""
    fr = frame(g)
    acts.say("flip", n=FLIP_MAX, cost=FLIP_COST)
    if len(fr["chosen"]) < FLIP_MAX:
        for d in own_dice(g, acts.player):
            if d["id"] not in fr["chosen"] and d["id"] not in fr["exclude"]:
                acts.add("die", d["id"])
    if fr["chosen"]:
        acts.add("confirm")
    acts.add("cancel")


@RULES.on("flip", "die")
def flip_die(g, player, action):
    frame(g)["chosen"].append(action["die"])


@RULES.on("flip", "confirm")
def flip_confirm(g, player, action):
    pay(g, player, "influence", FLIP_COST)
    for i in frame(g)["chosen"]:
        d = die(g, i)
        d["value"] = 7 - d["value"]
    log(g, "flip", seat=player, count=len(frame(g)["chosen"]))
    end(g)


@RULES.on("flip", "cancel")
def flip_cancel(g, player, action):
    end(g)
