"""Phase 4, actions: whose turn, the turn menu, building a dice group, passing
(rules text: "phase 4", "actions", "pass"; reference board.md "Actions")."""

from __future__ import annotations

from tablero.core.flow import call, end, frame, goto, log

from .actions import event_cubes, perform
from .activity import card_usable, extra_deniers, group_ok_for_card, slot_of
from .board import cathedral_room, citizen_sources, free_level, placement_allowed, row_spaces
from .data import ACTIVITY, BUY_PRICE, EVENTS, PASS_FIRST, PASS_LATER, RECRUIT_COST
from .dice import (
    die,
    effective_values,
    group_cost,
    group_total,
    joiners,
    max_size,
    mixed_ok,
    modifier_of,
    place_where,
    raw_color,
    reroll,
    usable_cubes,
)
from .events import influence_actions
from .rules import RULES, gain, pay


@RULES.auto("actions_begin")
def actions_begin(g):
    g["phase"] = "actions"
    goto(g, "next_turn", None, last=(g["start"] - 1) % g["players"])


@RULES.auto("next_turn")
def next_turn(g):
    """The next seat that has not passed acts; each passed seat whose turn comes gets 1
    denier. The round ends when all have passed or no die is left (rules text, phase 5)."""
    n = g["players"]
    if not g["dice"] or all(p["passed"] for p in g["seats"]):
        goto(g, "round_end", None)
        return
    seat = frame(g)["last"]
    for _ in range(n):
        seat = (seat + 1) % n
        if not g["seats"][seat]["passed"]:
            goto(g, "turn", seat)
            return
        g["seats"][seat]["deniers"] += PASS_LATER
        log(g, "pass_income", seat=seat)


def targets(g: dict, seat: int) -> list[dict]:
    """Every action target the seat could start now and finish (a dice group for it can be
    completed: issue 28)."""
    out = []
    for slot in g["activity"]:
        if card_usable(g, seat, slot):
            out.append({"kind": "card", "card": slot["card"]})
    if any(free_level(g, v) is not None for v in range(1, 7)):
        out.append({"kind": "cathedral"})
    for entry in g["events"]["row"]:
        if len(entry["cubes"]) < EVENTS[entry["card"]]["banners"]:
            out.append({"kind": "event", "card": entry["card"]})
    out.append({"kind": "agriculture"})
    if citizen_sources(g, seat):
        out.append({"kind": "place"})
    return [t for t in out
            if completable(g, seat, {"target": t, "chosen": [], "cube": None})]


def target_action(target: dict) -> dict:
    kind = target["kind"]
    if kind in ("card", "event"):
        return {"type": kind, kind: target["card"]}
    return {"type": kind}


@RULES.prompt("turn")
def turn_prompt(g, acts):
    """Choose an action, spend influence on your dice, or pass."""
    seat = acts.player
    acts.say("turn")
    for t in targets(g, seat):
        acts.actions.append(target_action(t))
    influence_actions(g, acts, [])
    p = g["seats"][seat]
    if p["influence"] >= RECRUIT_COST and p["reserve"] > 0:
        acts.add("recruit")
    acts.add("pass")


def _start_group(g, player, target):
    call(g, "group", player, target=target, chosen=[], cube=None)


@RULES.on("turn", "cathedral")
def turn_cathedral(g, player, action):
    _start_group(g, player, {"kind": "cathedral"})


@RULES.on("turn", "agriculture")
def turn_agriculture(g, player, action):
    _start_group(g, player, {"kind": "agriculture"})


@RULES.on("turn", "place")
def turn_place(g, player, action):
    _start_group(g, player, {"kind": "place"})


@RULES.on("turn", "card")
def turn_card(g, player, action):
    _start_group(g, player, {"kind": "card", "card": action["card"]})


@RULES.on("turn", "event")
def turn_event(g, player, action):
    _start_group(g, player, {"kind": "event", "card": action["event"]})


@RULES.on("turn", "reroll")
def turn_reroll(g, player, action):
    reroll(g, player, action["die"])


@RULES.on("turn", "flip")
def turn_flip(g, player, action):
    call(g, "flip", player, chosen=[], exclude=[])


@RULES.on("turn", "recruit")
def turn_recruit(g, player, action):
    """2 influence: a citizen from the general supply joins your personal supply (S3)."""
    pay(g, player, "influence", RECRUIT_COST)
    g["seats"][player]["reserve"] -= 1
    g["seats"][player]["supply"] += 1
    log(g, "recruit", seat=player)


@RULES.on("turn", "pass")
def turn_pass(g, player, action):
    """Pass: 2 deniers now, no more actions this round (rules text)."""
    g["seats"][player]["passed"] = True
    gain(g, player, "deniers", PASS_FIRST)
    log(g, "pass", seat=player)
    goto(g, "next_turn", None, last=player)


# --- the dice group ------------------------------------------------------------------------------

def affordable(g: dict, seat: int, target: dict, ids: list[int], mod) -> bool:
    """The group's price plus what the target itself needs stays within the seat's deniers."""
    cost = sum(group_cost(g, seat, ids, mod).values())
    return cost + extra_deniers(g, seat, target) <= g["seats"][seat]["deniers"]


def place_ok(g: dict, seat: int, d: dict, mod) -> bool:
    """Placing a citizen with this die: the space exists (Confession may pass 6) and the
    placement does not expel a colour already lying there this round (rulebook K7)."""
    building, value = place_where(d, mod)
    return value <= 6 and placement_allowed(g, seat, building, row_spaces(building, value))


def joinable(g: dict, seat: int, fr: dict) -> list[int]:
    """Dice that may join the group as it stands (colour, size, price, placement)."""
    target, ids, mod = fr["target"], fr["chosen"], modifier_of(g, fr["cube"])
    out = []
    for d in joiners(g, target, ids, mod):
        if target["kind"] == "place" and not place_ok(g, seat, d, mod):
            continue
        if affordable(g, seat, target, ids + [d["id"]], mod):
            out.append(d["id"])
    return out


def completable(g: dict, seat: int, fr: dict, after: int = -1) -> bool:
    """Whether dice still to add (and a cube, if none yet) can make the group usable (issue 28:
    no offer that leads only to Cancel). Dice are tried highest first (a success is usually
    found at once), each set once (in that order, one of each identical kind)."""
    known = fast_completable(g, seat, fr) if after < 0 else None
    if known is None and group_valid(g, seat, fr):
        return True
    if known or (known is False and fr["cube"] is not None):
        return known
    if fr["cube"] is None and after < 0:
        for slot in usable_cubes(g, seat, fr["target"]):
            if cube_fits(g, seat, fr, slot) and completable(g, seat, {**fr, "cube": slot}, -1):
                return True
        if known is False:
            return False
    rank = {d["id"]: k for k, d in enumerate(sorted(g["dice"], key=lambda d: (-d["value"],
                                                                             d["id"])))}
    candidates = sorted(joinable(g, seat, fr), key=rank.get)
    if not reachable(g, fr, [i for i in candidates if rank[i] > after]):
        return False
    seen = set()
    for i in candidates:
        d = die(g, i)
        key = (d["color"], d["value"], d["owner"])
        if rank[i] <= after or key in seen:
            continue
        seen.add(key)
        if completable(g, seat, {**fr, "chosen": fr["chosen"] + [i]}, rank[i]):
            return True
    return False


# Modifier cubes whose dice count one by one (each die's pips after the cube) and whose price is
# the plain one; Tithing (some dice free) and targets other than cards, events and Agriculture
# use the search above.
_PER_DIE = {
    None: lambda v: v, "red_plus5": lambda v: v, "yellow_as_red": lambda v: v,
    "yellow_plus3": lambda v: v + 3, "all_fives": lambda v: 5, "plus2_each": lambda v: v + 2,
    "white_as_two_red": lambda v: 2 * v, "white_as_three_yellow": lambda v: 3 * v,
}


def fast_completable(g: dict, seat: int, fr: dict) -> bool | None:
    """``completable`` with the group's cube fixed, decided without a search where that is
    exact (None: not decided here). A card, an event or Agriculture only needs enough pips
    and deniers: for each group size and each number of bought dice, the best dice are the
    highest own and the highest bought ones of the colour asked (the price depends only on
    the size and the bought count; pips and prices only grow as dice are added, so every
    part of a group that can be paid for can be paid for too, as the search builds it)."""
    target, ids, mod = fr["target"], fr["chosen"], modifier_of(g, fr["cube"])
    kind = target["kind"]
    if kind not in ("card", "event", "agriculture") or mod not in _PER_DIE:
        return None
    need_color = raw_color(mod, target)
    if need_color is None and not mixed_ok(mod, target):
        return None
    if kind == "event":
        entry = next(e for e in g["events"]["row"] if e["card"] == target["card"])
        info = EVENTS[target["card"]]
        if info["banners"] - len(entry["cubes"]) < 1:
            return False
        need = info["divisor"]
    else:
        need = ACTIVITY[target["card"]]["divisor"] if kind == "card" else 0
    worth = _PER_DIE[mod]
    budget = g["seats"][seat]["deniers"] - extra_deniers(g, seat, target)
    chosen = [die(g, i) for i in ids]
    base = sum(worth(d["value"]) for d in chosen) + (5 if mod == "red_plus5" else 0)
    bought_in = sum(1 for d in chosen if d["owner"] != seat)
    own, other = [], []
    for d in g["dice"]:
        if d["id"] in ids or (need_color is not None and d["color"] != need_color):
            continue
        (own if d["owner"] == seat else other).append(worth(d["value"]))
    own.sort(reverse=True)
    other.sort(reverse=True)
    for size in range(max(1, len(ids)), max_size(target, mod) + 1):
        room = size - len(ids)
        for bought in range(room + 1):
            if room - bought > len(own) or bought > len(other):
                continue
            if BUY_PRICE[size] * (bought_in + bought) > budget:
                continue
            if base + sum(own[:room - bought]) + sum(other[:bought]) >= need:
                return True
    return False


def reachable(g: dict, fr: dict, candidates: list[int]) -> bool:
    """A quick bound: can the best dice still to add reach one activation (cards) or one cube
    (events)? Other targets need no total."""
    target, mod = fr["target"], modifier_of(g, fr["cube"])
    if target["kind"] not in ("card", "event"):
        return True
    need = (ACTIVITY if target["kind"] == "card" else EVENTS)[target["card"]]["divisor"]
    room = max_size(target, mod) - len(fr["chosen"])
    best = fr["chosen"] + candidates[:max(0, room)]
    return bool(best) and group_total(g, best, mod) >= need


def cube_fits(g: dict, seat: int, fr: dict, slot: int) -> bool:
    """A cube may be added if the dice chosen so far still fit its rules."""
    mod = modifier_of(g, slot)
    target, ids = fr["target"], fr["chosen"]
    if len(ids) > max_size(target, mod):
        return False
    need = raw_color(mod, target)
    colors = {die(g, i)["color"] for i in ids}
    if need is not None and colors - {need}:
        return False
    if len({die(g, i)["color"] for i in ids}) > 1 and not mixed_ok(mod, target):
        return False
    if target["kind"] == "place" and ids and not place_ok(g, seat, die(g, ids[0]), mod):
        return False
    if target["kind"] == "cathedral" and not cathedral_room(g, effective_values(g, ids, mod)):
        return False  # e.g. every die a five, with no room left for them in column 5
    return affordable(g, seat, target, ids, mod)


def group_valid(g: dict, seat: int, fr: dict) -> bool:
    """Whether the group may be used now (at least one effect; see actions.py)."""
    target, ids, mod = fr["target"], fr["chosen"], modifier_of(g, fr["cube"])
    if not ids or not affordable(g, seat, target, ids, mod):
        return False
    if target["kind"] == "card":
        return group_ok_for_card(g, seat, target["card"], ids, mod)
    if target["kind"] == "event":
        return event_cubes(g, seat, target["card"], ids, mod) >= 1
    if target["kind"] == "cathedral":
        return cathedral_room(g, effective_values(g, ids, mod))
    if target["kind"] == "place":
        return place_ok(g, seat, die(g, ids[0]), mod)
    return True


@RULES.prompt("group")
def group_prompt(g, acts):
    """Pick 1-3 dice of one colour (own or bought), optionally one cube, then confirm."""
    fr = frame(g)
    seat = acts.player
    mod = modifier_of(g, fr["cube"])
    cost = sum(group_cost(g, seat, fr["chosen"], mod).values())
    acts.say("group", kind=fr["target"]["kind"], card=fr["target"].get("card"), cost=cost)
    for i in joinable(g, seat, fr):
        if completable(g, seat, {**fr, "chosen": fr["chosen"] + [i]}):
            acts.add("die", i)
    if fr["cube"] is None:
        for slot in usable_cubes(g, seat, fr["target"]):
            if cube_fits(g, seat, fr, slot) and completable(g, seat, {**fr, "cube": slot}):
                acts.add("cube", card=g["activity"][slot]["card"])
    for i in fr["chosen"]:
        acts.add("remove", die=i)
    if group_valid(g, seat, fr):
        acts.add("confirm")
    acts.add("cancel")


@RULES.on("group", "die")
def group_die(g, player, action):
    frame(g)["chosen"].append(action["die"])


@RULES.on("group", "remove")
def group_remove(g, player, action):
    """Take a chosen die back out of the group, keeping the rest (issue 28)."""
    frame(g)["chosen"].remove(action["die"])


@RULES.on("group", "cube")
def group_cube(g, player, action):
    frame(g)["cube"] = slot_of(g, action["card"])


@RULES.on("group", "cancel")
def group_cancel(g, player, action):
    end(g)


@RULES.on("group", "confirm")
def group_confirm(g, player, action):
    fr = frame(g)
    target, ids, cube = fr["target"], list(fr["chosen"]), fr["cube"]
    end(g)
    goto(g, "next_turn", None, last=player)
    perform(g, player, target, ids, cube)
