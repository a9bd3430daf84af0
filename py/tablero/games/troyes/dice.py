"""Dice: groups of 1-3 dice of one colour (mixed with Apprenticeship, and on Pilgrimage),
buying dice, modifier cubes, reroll and flip
(rules text: "actions"; reference activity_cards.md for the cube cards).

A ``target`` says what a group is for: {"kind": "card", "card": id}, {"kind": "cathedral"},
{"kind": "event", "card": id}, {"kind": "agriculture"} or {"kind": "place"}.
A group is a list of die ids plus at most one modifier cube (the slot index of its card).
"""

from __future__ import annotations

from tablero.core.flow import end, frame, log
from tablero.core.rng import randint

from .board import free_level
from .data import (
    ACTIVITY,
    BUILDING_COLOR,
    BUY_PRICE,
    COLOR_BUILDING,
    CUBE_RULES,
    EVENTS,
    FLIP_COST,
    FLIP_MAX,
    REROLL_COST,
)
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
    """The dice colour a target asks for (None: any: placing a citizen, Pilgrimage)."""
    kind = target["kind"]
    if kind == "card":
        card = ACTIVITY[target["card"]]
        return None if card.get("any_color") else card["color"]
    return serve_color(target)


def serve_color(target: dict) -> str | None:
    """The colour a target counts as for the cubes that serve one colour (Pilgrimage: white)."""
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
    """Whether a modifier cube can change a group for this target (data.CUBE_RULES)."""
    rule = CUBE_RULES[mod]
    kind = target["kind"]
    if kind == "place":
        return bool(rule["place"])
    if kind == "cathedral" and rule.get("no_cathedral"):
        return False
    return rule["serves"] in ("any", serve_color(target))


def raw_color(mod: str | None, target: dict) -> str | None:
    """The colour the dice themselves must have with this cube (None: any)."""
    if mod is None:
        return target_color(target)
    rule = CUBE_RULES[mod]
    if target["kind"] == "place":
        return rule["dice"] or BUILDING_COLOR[rule["place"][0]]
    if rule["dice"] is None and not rule.get("mixed"):
        return target_color(target)  # Confession: the dice the target asks for
    return rule["dice"]


def mixed_ok(mod: str | None, target: dict) -> bool:
    """Colours may be mixed: the Apprenticeship cube anywhere but a placement, and Pilgrimage,
    with no cube or with one that serves it (an Apprenticeship or Confession cube: rulebook
    appendix; G2, H1)."""
    if target["kind"] == "place":
        return False
    if mod is not None and CUBE_RULES[mod].get("mixed"):
        return True
    return target_color(target) is None


def place_where(d: dict, mod: str | None) -> tuple[str, int]:
    """(building, value) a placement die enters: its colour and value, or what the cube makes
    of them (Militiaman/Templar: the Palace; Monk: the City Hall; Confession +2)."""
    if mod is None:
        return COLOR_BUILDING[d["color"]], d["value"]
    value = {"all_fives": 5, "plus2_each": d["value"] + 2}.get(mod, d["value"])
    return CUBE_RULES[mod]["place"][0], value


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
    """Placing always takes one die; Monk and Templar take one die; else up to 3."""
    if target["kind"] == "place":
        return 1
    return CUBE_RULES[mod]["size"] if mod else 3


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


def joiners(g: dict, target: dict, ids: list[int], mod) -> list[dict]:
    """The dice that may join the group (colour, size and cathedral room only)."""
    if len(ids) >= max_size(target, mod):
        return []
    need = raw_color(mod, target)
    chosen = {die(g, i)["color"] for i in ids}
    one = None if mixed_ok(mod, target) or not chosen else next(iter(chosen))
    out = []
    for d in g["dice"]:
        if d["id"] in ids or (need and d["color"] != need) or (one and d["color"] != one):
            continue
        if target["kind"] == "cathedral":
            values = effective_values(g, ids + [d["id"]], mod)
            if free_level(g, values[-1], values[:-1].count(values[-1])) is None:
                continue
        out.append(d)
    return out


def effective_values(g: dict, ids: list[int], mod: str | None) -> list[int]:
    """Pips of the group after the cube (Monk: three dice, Templar: two; Priest +3 yellow;
    Apprenticeship fives; Confession +2 each)."""
    dice = [die(g, i) for i in ids]
    if mod == "all_fives":
        return [5 for _ in dice]
    if mod == "plus2_each":
        return [d["value"] + 2 for d in dice]
    if mod == "white_as_three_yellow":
        return [dice[0]["value"]] * 3 if dice else []
    if mod == "white_as_two_red":
        return [dice[0]["value"]] * 2 if dice else []
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
    count = len(frame(g)["chosen"])
    log(g, "flip" if count > 1 else "flip_one", seat=player, count=count)
    end(g)


@RULES.on("flip", "cancel")
def flip_cancel(g, player, action):
    end(g)
