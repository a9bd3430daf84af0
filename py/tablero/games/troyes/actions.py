"""Carrying out a confirmed dice group: cathedral, agriculture, citizen placement, fighting an
event, activating a card (rules text: the action sections of phase 4)."""

from __future__ import annotations

from tablero.core.flow import call, end, frame, log

from .activity import activations, slot_of
from .board import citizen_sources, free_level, place_citizen, row_spaces, space_id, take_citizen
from .data import ACTIVITY, AGRICULTURE_DIVISOR, CATHEDRAL_INFLUENCE, CATHEDRAL_VP, EVENTS
from .dice import die, effective_values, group_total, modifier_of, pay_for_dice, place_where
from .events import place_event_cube
from .rules import RULES, card_log, gain


def event_cubes(g: dict, seat: int, card: int, ids: list[int], mod) -> int:
    """Cubes a group places on an event: floor(pips / divisor), at most the free banners
    (rulebook J1, J4)."""
    entry = next(e for e in g["events"]["row"] if e["card"] == card)
    info = EVENTS[card]
    count = group_total(g, ids, mod) // info["divisor"]
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
        effect = ACTIVITY[target["card"]]["effect"]
        budget = ({"influence": g["seats"][seat]["influence"]}
                  if effect["kind"] == "event_cube" and effect["pay"] else None)
        call(g, "activate", seat, slot=slot, left=count, done=0, budget=budget)
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
    card_log(g, "event_fought", card, seat=seat, cubes=cubes)
    for _ in range(cubes):
        place_event_cube(g, seat, card, 1, quiet=True)


def place_with_die(g: dict, seat: int, d: dict, mod) -> None:
    """One die: its colour (or the cube's) picks the building, its value the row or Palace
    space; the citizen comes from the supply or from the board (rulebook K2)."""
    building, value = place_where(d, mod)
    idxs = row_spaces(building, value)
    sources = citizen_sources(g, seat)
    if sources == [{"type": "supply"}]:
        put_citizen(g, seat, building, idxs, sources[0])
    else:
        call(g, "citizen_from", seat, building=building, idxs=idxs)


def put_citizen(g: dict, seat: int, building: str, idxs: list[int], source: dict) -> None:
    take_citizen(g, seat, source)
    out = place_citizen(g, building, idxs, seat)
    log(g, "citizen_placed", seat=seat, space=space_id(building, idxs[0]), pushed=out)


@RULES.prompt("citizen_from")
def citizen_from_prompt(g, acts):
    """Place a citizen from your supply or move one of yours already on the board (K2)."""
    fr = frame(g)
    acts.say("citizen_from", space=space_id(fr["building"], fr["idxs"][0]))
    acts.actions += citizen_sources(g, acts.player)


def _citizen_from(g, player, action):
    fr = frame(g)
    end(g)
    put_citizen(g, player, fr["building"], fr["idxs"], action)


for _verb in ("supply", "space", "lying", "tradesman"):
    RULES.on("citizen_from", _verb)(_citizen_from)
