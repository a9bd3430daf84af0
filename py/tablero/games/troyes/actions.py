"""Carrying out a confirmed dice group: cathedral, agriculture, citizen placement, fighting an
event, activating a card (rules text: the action sections of phase 4)."""

from __future__ import annotations

from tablero.core.flow import call, end, log

from .activity import activations, slot_of
from .board import free_level, place_citizen, placement_allowed, row_spaces, space_id, space_of
from .data import (
    AGRICULTURE_DIVISOR,
    CATHEDRAL_INFLUENCE,
    CATHEDRAL_VP,
    COLOR_BUILDING,
    EVENTS,
)
from .dice import die, effective_values, group_total, modifier_of, pay_for_dice
from .events import resolve_countered
from .rules import RULES, card_log, gain


def event_cubes(g: dict, seat: int, card: int, ids: list[int], mod) -> int:
    """Cubes a group places on an event: floor(pips / divisor) (+1 Archer), at most the free
    banners (rules text, combat events)."""
    entry = next(e for e in g["events"]["row"] if e["card"] == card)
    info = EVENTS[card]
    count = group_total(g, ids, mod) // info["divisor"]
    if count and mod == "event_extra_cube":
        count += 1
    return min(count, info["banners"] - len(entry["cubes"]))


def perform(g: dict, seat: int, target: dict, ids: list[int], cube: int | None) -> None:
    """Pay for the dice, spend the cube, then do the action (may call further prompts)."""
    mod = modifier_of(g, cube)
    values = effective_values(g, ids, mod)
    total = group_total(g, ids, mod)
    first = die(g, ids[0])
    kind = target["kind"]
    if kind == "event":
        cubes = event_cubes(g, seat, target["card"], ids, mod)
    if kind == "card":
        count = activations(g, target["card"], ids, mod)
    pay_for_dice(g, seat, ids, mod)
    if cube is not None:
        g["activity"][cube]["cubes"][seat] -= 1
        card_log(g, "cube_used", g["activity"][cube]["card"], seat=seat)
    if kind == "cathedral":
        build_cathedral(g, seat, values)
    elif kind == "agriculture":
        deniers = gain(g, seat, "deniers", total // AGRICULTURE_DIVISOR)
        log(g, "agriculture", seat=seat, deniers=deniers)
    elif kind == "event":
        fight_event(g, seat, target["card"], cubes)
    elif kind == "place":
        place_with_die(g, seat, first, mod)
    else:
        slot = slot_of(g, target["card"])
        call(g, "activate", seat, slot=slot, left=count, done=0)
        if seat not in g["activity"][slot]["tradesmen"]:
            call(g, "hire", seat, slot=slot)


def build_cathedral(g: dict, seat: int, values: list[int]) -> None:
    """White dice: one cube per die on the lowest free level of its column; 1 VP and 1
    (values 1-3) or 2 (values 4-6) influence per cube (rules text, cathedral)."""
    for v in values:
        level = free_level(g, v)
        g["cathedral"][level][v - 1] = seat
        gain(g, seat, "vp", CATHEDRAL_VP)
        gain(g, seat, "influence", CATHEDRAL_INFLUENCE[v])
        log(g, "cathedral", seat=seat, value=v, level=level + 1)


def fight_event(g: dict, seat: int, card: int, cubes: int) -> None:
    """Cubes on banners from the upper left, +1 influence each; full banners: countered."""
    row = g["events"]["row"]
    index = next(i for i, e in enumerate(row) if e["card"] == card)
    for _ in range(cubes):
        row[index]["cubes"].append(seat)
        gain(g, seat, "influence", 1)
    card_log(g, "event_fought", card, seat=seat, cubes=cubes)
    if len(row[index]["cubes"]) >= EVENTS[card]["banners"]:
        card_log(g, "event_countered", card)
        resolve_countered(g, index)


def place_with_die(g: dict, seat: int, d: dict, mod) -> None:
    """One die: its colour picks the building, its value the row or Palace space."""
    building = COLOR_BUILDING[d["color"]]
    if mod == "palace_any_space":
        call(g, "palace_space", seat)
        return
    put_citizen(g, seat, building, row_spaces(building, d["value"]))


def put_citizen(g: dict, seat: int, building: str, idxs: list[int]) -> None:
    g["seats"][seat]["supply"] -= 1
    out = place_citizen(g, building, idxs, seat)
    log(g, "citizen_placed", seat=seat, space=space_id(building, idxs[0]), pushed=out)


@RULES.prompt("palace_space")
def palace_space_prompt(g, acts):
    """Cube (Design fallback F2): place the citizen on any Palace space."""
    acts.say("palace_space")
    for i in range(6):
        if placement_allowed(g, acts.player, "palace", [i]):
            acts.add("space", space_id("palace", i))


@RULES.on("palace_space", "space")
def palace_space_space(g, player, action):
    _, index = space_of(action["space"])
    put_citizen(g, player, "palace", [index])
    end(g)
