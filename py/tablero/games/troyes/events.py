"""Phase 3, events (rules text: "phase 3: events", "military events"; reference
event_cards.md "General procedure") and the rewards of a countered event ("combat events").
"""

from __future__ import annotations

from tablero.core.flow import call, end, frame, goto, log
from tablero.core.rng import randint, reveal

from .board import cathedral_add_grey, cathedral_remove_top, place_citizen, row_spaces
from .data import (
    EVENTS,
    FLIP_COST,
    MARAUDING,
    MAX_BLACK_DICE,
    NEUTRAL,
    REROLL_COST,
    UNCOUNTERED_BLACK_VP,
)
from .dice import counter_strength, own_dice, reroll
from .rules import RULES, card_log, gain, pay, penalize, seat_order


@RULES.auto("events_reveal")
def events_reveal(g):
    """Two new events each round: the top red card and the companion it names (S18, S27)."""
    g["phase"] = "events"
    ev = g["events"]
    if ev["red"]:
        red = ev["red"].pop(0)
        ev["row"].append({"card": red, "cubes": []})
        card_log(g, "event_revealed", red)
        companion = EVENTS[red]["companion"]
        if companion and ev[companion]:
            card = ev[companion].pop(0)
            ev["row"].append({"card": card, "cubes": []})
            card_log(g, "event_revealed", card)
    reveal(g)
    goto(g, "event_effects", None, done=[])


@RULES.auto("event_effects")
def event_effects(g):
    """Resolve every event in the row left to right, old ones included, Marauding first (E2).
    The frame keeps the cards already resolved, as an effect (Support) may counter a card to
    its left and shift the row."""
    done = frame(g)["done"]
    for entry in list(g["events"]["row"]):
        if entry["card"] not in done and entry in g["events"]["row"]:
            done.append(entry["card"])
            apply_effect(g, entry["card"])
    goto(g, "black_dice", None)


def apply_effect(g: dict, card: int) -> None:
    """One event's effect (rulebook appendix, event cards). A player who cannot meet it in
    full does what he can and loses 2 VP (E5)."""
    effect = EVENTS[card]["effect"]
    kind = effect["kind"]
    if kind == "none":
        return
    card_log(g, "event_effect", card)
    if kind == "grey_citizen":
        grey_citizen(g, card, effect["building"])
    elif kind == "grey_cubes":
        support(g, card, effect["cards"])
    elif kind == "cathedral_add":
        value = cathedral_add_grey(g)
        if value is not None:
            card_log(g, "event_grey_cathedral", card, value=value)
    elif kind == "cathedral_remove":
        owner = cathedral_remove_top(g)
        if owner is not None:
            card_log(g, "event_cube_removed", card, owner_seat=owner if owner >= 0 else None)
    else:
        for seat in seat_order(g):
            if not effect_on_seat(g, seat, effect):
                short(g, seat, card)


def grey_citizen(g: dict, card: int, building: str) -> None:
    """Roll a die: a grey citizen takes the Palace space of that value (expelling its occupant)
    or enters the first space of that row (pushing as usual). Nothing when all 8 greys are in
    play (E8). Forced placements ignore the one-round protection (rules.py)."""
    if g["neutral_pool"] <= 0:
        card_log(g, "event_no_grey", card)
        return
    value = randint(g, 6) + 1
    g["neutral_pool"] -= 1
    place_citizen(g, building, row_spaces(building, value), NEUTRAL)
    card_log(g, "event_neutral", card, building=building, value=value)


def support(g: dict, card: int, count: int) -> None:
    """Support: a grey cube on each of the ``count`` cards to its left (fewer if fewer are
    there); grey cubes fill banners and count for majorities (J9)."""
    row = g["events"]["row"]
    index = next(i for i, e in enumerate(row) if e["card"] == card)
    for entry in row[max(0, index - count):index]:
        place_event_cube(g, NEUTRAL, entry["card"])


def effect_on_seat(g: dict, seat: int, effect: dict) -> bool:
    """Apply a simple effect to one seat; False when the seat could not meet it in full."""
    kind = effect["kind"]
    if kind == "pay":
        return pay(g, seat, "deniers", effect["deniers"])
    if kind == "lose":
        return pay(g, seat, "influence", effect["influence"])
    if kind == "pay_per_citizen":
        due = effect["deniers"] * g["buildings"][effect["building"]].count(seat)
        return pay(g, seat, "deniers", due)
    return True


def short(g: dict, seat: int, card: int) -> None:
    card_log(g, "event_short", card, seat=seat, vp=penalize(g, seat))


def place_event_cube(g: dict, owner: int, card: int, influence: int = 0,
                     quiet: bool = False) -> None:
    """One cube of ``owner`` on the next banner of an event (+``influence``); full banners:
    the event is countered at once (J2, J5). ``quiet``: the caller logs the cubes."""
    row = g["events"]["row"]
    index = next(i for i, e in enumerate(row) if e["card"] == card)
    row[index]["cubes"].append(owner)
    if owner != NEUTRAL:
        gain(g, owner, "influence", influence)
    if not quiet:
        card_log(g, "event_cube", card, seat=owner if owner >= 0 else None)
    if len(row[index]["cubes"]) >= EVENTS[card]["banners"]:
        card_log(g, "event_countered", card)
        resolve_countered(g, index)


def open_events(g: dict) -> list[int]:
    """Event cards with a free banner (in row order)."""
    return [e["card"] for e in g["events"]["row"] if len(e["cubes"]) < EVENTS[e["card"]]["banners"]]


# --- black dice -------------------------------------------------------------------------------

@RULES.auto("black_dice")
def black_dice(g):
    """Roll one black die per die symbol on the red events in the row (max 6, F3)."""
    count = sum(EVENTS[e["card"]]["black_dice"] for e in g["events"]["row"])
    g["black"] = [randint(g, 6) + 1 for _ in range(min(count, MAX_BLACK_DICE))]
    log(g, "black_rolled", values=list(g["black"]))
    goto(g, "counter_next", None, turn=0)


@RULES.auto("counter_next")
def counter_next(g):
    """Players in turn order from the start player each face the highest black die."""
    if not g["black"]:
        goto(g, "actions_begin", None)
        return
    turn = frame(g)["turn"]
    seat = seat_order(g)[turn % g["players"]]
    goto(g, "counter_next", None, turn=turn + 1)
    highest = g["black"].index(max(g["black"]))
    call(g, "counter", seat, targets=[highest], chosen=[])


@RULES.prompt("counter")
def counter_prompt(g, acts):
    """Counter the highest black die (and optionally more) with own dice whose sum reaches
    theirs; red dice count double (rules text, military events)."""
    fr = frame(g)
    seat = acts.player
    need = sum(g["black"][t] for t in fr["targets"])
    have = counter_strength([d for d in g["dice"] if d["id"] in fr["chosen"]])
    acts.say("counter", need=need, have=have)
    for d in own_dice(g, seat):
        if d["id"] not in fr["chosen"]:
            acts.add("die", d["id"])
    if fr["chosen"] and have >= need:
        for i in range(len(g["black"])):
            if i not in fr["targets"]:
                acts.add("black", i)
    if fr["chosen"] and have >= need:
        acts.add("confirm")
    if counter_strength(own_dice(g, seat)) < g["black"][fr["targets"][0]]:
        acts.add("give_up")
    if fr["chosen"] or len(fr["targets"]) > 1:
        acts.add("reset")
    influence_actions(g, acts, fr["chosen"])


def influence_actions(g: dict, acts, chosen: list[int]) -> None:
    """Reroll (1 influence) or flip up to 3 (4 influence) own dice before acting (rules text)."""
    seat = acts.player
    influence = g["seats"][seat]["influence"]
    mine = [d for d in own_dice(g, seat) if d["id"] not in chosen]
    if influence >= REROLL_COST:
        for d in mine:
            acts.add("reroll", die=d["id"])
    if influence >= FLIP_COST and mine:
        acts.add("flip")


@RULES.on("counter", "reroll")
def counter_reroll(g, player, action):
    reroll(g, player, action["die"])


@RULES.on("counter", "flip")
def counter_flip(g, player, action):
    call(g, "flip", player, chosen=[], exclude=list(frame(g)["chosen"]))


@RULES.on("counter", "die")
def counter_die(g, player, action):
    frame(g)["chosen"].append(action["die"])


@RULES.on("counter", "black")
def counter_black(g, player, action):
    frame(g)["targets"].append(action["black"])


@RULES.on("counter", "reset")
def counter_reset(g, player, action):
    fr = frame(g)
    fr["chosen"] = []
    fr["targets"] = fr["targets"][:1]


@RULES.on("counter", "confirm")
def counter_confirm(g, player, action):
    """Discard the chosen dice and the countered black dice; +1 influence per black die."""
    fr = frame(g)
    g["dice"] = [d for d in g["dice"] if d["id"] not in fr["chosen"]]
    values = [g["black"][t] for t in fr["targets"]]
    g["black"] = [v for i, v in enumerate(g["black"]) if i not in fr["targets"]]
    gain(g, player, "influence", len(values))
    log(g, "black_countered", seat=player, values=values)
    end(g)


@RULES.on("counter", "give_up")
def counter_give_up(g, player, action):
    """Not countered: the black die goes, the player loses 2 VP and keeps his dice (S17)."""
    value = g["black"].pop(frame(g)["targets"][0])
    log(g, "black_lost", seat=player, value=value, vp=penalize(g, player, UNCOUNTERED_BLACK_VP))
    end(g)


# --- rewards of a countered event --------------------------------------------------------------

def split_rewards(cubes: list[int], most: int, second: int) -> dict:
    """VP per owner when the banners are full (rules text, combat events; event_cards.md).

    Alone: both rewards. Tie for most: most+second shared, rounded down, no second reward.
    Clear first, tie for second: the second reward shared, rounded down.
    """
    counts: dict = {}
    for owner in cubes:
        counts[owner] = counts.get(owner, 0) + 1
    ranked = sorted(set(counts.values()), reverse=True)
    top = [o for o in counts if counts[o] == ranked[0]]
    if len(counts) == 1:
        return {top[0]: most + second}
    if len(top) > 1:
        return {o: (most + second) // len(top) for o in top}
    out = {top[0]: most}
    runners = [o for o in counts if counts[o] == ranked[1]]
    for o in runners:
        out[o] = second // len(runners)
    return out


def taker(cubes: list[int]) -> int:
    """Most cubes takes the card; a tie goes to whoever placed first among the tied."""
    counts = {o: cubes.count(o) for o in cubes}
    best = max(counts.values())
    return next(o for o in cubes if counts[o] == best)


def resolve_countered(g: dict, index: int) -> None:
    """Pay rewards; the top player takes the card (neutral: discarded); Marauding stays."""
    entry = g["events"]["row"][index]
    card = EVENTS[entry["card"]]
    for owner, vp in split_rewards(entry["cubes"], card["reward_most"],
                                   card["reward_second"]).items():
        if owner != NEUTRAL:
            gain(g, owner, "vp", vp)
            card_log(g, "event_reward", entry["card"], seat=owner, vp=vp)
    if entry["card"] == MARAUDING:
        entry["cubes"] = []
        return
    winner = taker(entry["cubes"])
    g["events"]["row"].pop(index)
    if winner != NEUTRAL:
        g["seats"][winner]["won"].append(entry["card"])
