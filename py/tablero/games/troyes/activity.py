"""Activity cards: hiring a tradesman and activating a card (rules text: "Activate Activity
Card"; reference activity_cards.md "How every activity card works").

Activations = floor(group pips / the card's divisor). A hire needs at least one activation;
the player may stop early. Immediate cards apply their effect per activation; cube cards put
one own cube on the card per activation (used later by dice.py, one cube per action).
A tradesman comes from the supply or from anywhere on the board (rulebook H4, H9).
"""

from __future__ import annotations

from tablero.core.flow import call, end, frame
from tablero.core.rng import randint

from .board import add_tradesman, cathedral_cubes, citizen_sources, standing, take_citizen
from .data import ACTIVITY, NEUTRAL
from .dice import group_total
from .events import open_events, place_event_cube
from .rules import RULES, card_log, gain, pay


def slot_of(g: dict, card: int) -> int:
    """Index of a card's slot in g["activity"]."""
    return next(i for i, s in enumerate(g["activity"]) if s["card"] == card)


def hire_cost(slot: dict) -> int:
    """The one hire cost printed on the card, whatever space is taken (rulebook H3)."""
    return ACTIVITY[slot["card"]]["hire"]


def extra_deniers(g: dict, seat: int, target: dict) -> int:
    """Deniers a card action needs besides the dice: the hire and one activation's price."""
    if target["kind"] != "card":
        return 0
    slot = g["activity"][slot_of(g, target["card"])]
    need = 0 if seat in slot["tradesmen"] else hire_cost(slot)
    return need + ACTIVITY[slot["card"]]["effect"].get("pay", {}).get("deniers", 0)


def can_pay_activation(g: dict, seat: int, effect: dict, budget: dict | None = None) -> bool:
    """Whether the seat holds what one activation costs (``budget``: what is left of the
    influence it held when the activations began, for Diplomat: all its influence is paid
    before any cube gives some back)."""
    p = budget or g["seats"][seat]
    return all(p[k] >= v for k, v in effect.get("pay", {}).items())


def card_usable(g: dict, seat: int, slot: dict) -> bool:
    """A revealed card the seat has a tradesman on, or could hire one for and activate."""
    if not slot["revealed"]:
        return False
    effect = ACTIVITY[slot["card"]]["effect"]
    if not can_pay_activation(g, seat, effect):
        return False
    if seat not in slot["tradesmen"] and not citizen_sources(g, seat, slot["card"]):
        return False
    return g["seats"][seat]["deniers"] >= extra_deniers(g, seat, {"kind": "card",
                                                                 "card": slot["card"]})


def activations(g: dict, card: int, ids: list[int], mod) -> int:
    return group_total(g, ids, mod) // ACTIVITY[card]["divisor"]


def group_ok_for_card(g: dict, seat: int, card: int, ids: list[int], mod) -> bool:
    return activations(g, card, ids, mod) >= 1


# --- hiring -------------------------------------------------------------------------------------

@RULES.prompt("hire")
def hire_prompt(g, acts):
    """Hire (rulebook H4): a citizen from your supply or from anywhere on the board: a
    building space, a citizen of yours lying on a building, your tradesman on another card."""
    slot = g["activity"][frame(g)["slot"]]
    acts.say("hire", cost=hire_cost(slot))
    acts.actions += citizen_sources(g, acts.player, slot["card"])


def _hire(g: dict, seat: int, action: dict) -> None:
    slot = g["activity"][frame(g)["slot"]]
    take_citizen(g, seat, action)
    cost = hire_cost(slot)
    pay(g, seat, "deniers", cost)
    add_tradesman(slot, seat)
    card_log(g, "hire", slot["card"], seat=seat, deniers=cost)
    end(g)


for _verb in ("supply", "space", "lying", "tradesman"):
    RULES.on("hire", _verb)(_hire)


# --- activating ---------------------------------------------------------------------------------

def count_of(g: dict, seat: int, what: str) -> int:
    """The quantities the VP cards count (rulebook appendix)."""
    if what == "cathedral_cubes":
        return cathedral_cubes(g, seat)
    if what == "event_cards":
        return sum(1 for e in g["events"]["row"] if seat in e["cubes"])
    if what == "district_dice":
        return sum(1 for d in g["dice"] if d["owner"] == seat)
    if what == "red_pips":
        return sum(d["value"] for d in g["dice"] if d["owner"] == seat and d["color"] == "red")
    if what == "red_dice":
        return sum(1 for d in g["dice"] if d["owner"] == seat and d["color"] == "red")
    return 1


@RULES.prompt("activate")
def activate_prompt(g, acts):
    """Apply one activation at a time; stop once at least one is done."""
    fr = frame(g)
    slot = g["activity"][fr["slot"]]
    card = ACTIVITY[slot["card"]]
    effect = card["effect"]
    acts.say("activate", card=card["id"], left=fr["left"])
    if effect["kind"] == "choice":
        for option in effect["options"]:
            acts.add("activate", option=option)
    elif can_pay_activation(g, acts.player, effect, fr.get("budget")):
        acts.add("activate")
    if fr["done"] >= 1:
        acts.add("stop")


@RULES.on("activate", "activate")
def activate_activate(g, player, action):
    fr = frame(g)
    slot = g["activity"][fr["slot"]]
    fr["left"] -= 1
    fr["done"] += 1
    if fr.get("budget"):
        for what, amount in ACTIVITY[slot["card"]]["effect"]["pay"].items():
            fr["budget"][what] -= amount
    if fr["left"] <= 0:
        end(g)
    apply_activation(g, player, slot, action.get("option"))


@RULES.on("activate", "stop")
def activate_stop(g, player, action):
    end(g)


def apply_activation(g: dict, seat: int, slot: dict, option: str | None) -> None:
    """One activation of a card's effect (rulebook appendix); may ask for event cards."""
    effect = ACTIVITY[slot["card"]]["effect"]
    kind = effect["kind"]
    card_log(g, "activate", slot["card"], seat=seat)
    for what, amount in effect.get("pay", {}).items():
        pay(g, seat, what, amount)
    if kind == "cube":
        slot["cubes"][seat] += 1
    elif kind == "trade":
        for what, amount in effect["gain"].items():
            gain(g, seat, what, amount)
    elif kind == "choice":
        gain(g, seat, effect["gain"], effect["amount"] * standing(g, seat, option))
    elif kind == "per":
        count = count_of(g, seat, effect["per"]) // effect["step"]
        gain(g, seat, effect["gain"], effect["amount"] * count)
    elif kind == "majority":
        majority(g, seat, slot["card"], effect)
    elif kind == "tax":
        tax(g, seat, slot["card"], effect)
    else:
        event_cube_activation(g, seat, slot["card"], effect)


def majority(g: dict, seat: int, card: int, effect: dict) -> None:
    """Procession pays the player(s) with most dice left in their district, Joust the
    activator if his red dice left total most; ties at the top all gain (rulebook appendix).
    Nothing when the most is 0 (a district with no die holds no majority)."""
    counts = {s: count_of(g, s, effect["count"]) for s in range(g["players"])}
    best = max(counts.values())
    top = [s for s in counts if counts[s] == best]
    if best == 0 or (effect["who"] == "self" and seat not in top):
        return
    for s in top:
        gain(g, s, effect["gain"], effect["amount"])
        card_log(g, "majority_gain", card, seat=s, vp=effect["amount"])


def tax(g: dict, seat: int, card: int, effect: dict) -> None:
    """Tax Collector: each other player pays 1 per own standing City Hall citizen, as much as
    he can (no penalty); the bank pays 1 per standing grey citizen there."""
    building = g["buildings"][effect["building"]]
    for other in range(g["players"]):
        if other != seat:
            due = effect["deniers"] * building.count(other)
            paid = min(due, g["seats"][other]["deniers"])
            pay(g, other, "deniers", paid)
            gain(g, seat, "deniers", paid)
            if paid:
                card_log(g, "tax_paid", card, seat=other, to_seat=seat, deniers=paid)
    bank = effect["deniers"] * building.count(NEUTRAL)
    if bank:
        gain(g, seat, "deniers", bank)
        card_log(g, "tax_bank", card, seat=seat, deniers=bank)


def event_cube_activation(g: dict, seat: int, card: int, effect: dict) -> None:
    """Archer (a die of at least ``roll``), Diplomat (one cube) and Chivalry (one per own red
    die left in the district) put cubes on event cards; each cube may go on another card."""
    count = 1
    if "roll" in effect:
        value = randint(g, 6) + 1
        card_log(g, "archer_roll", card, seat=seat, value=value)
        count = int(value >= effect["roll"])
    elif "per" in effect:
        count = count_of(g, seat, effect["per"])
    if count and open_events(g):
        call(g, "event_cube", seat, card=card, left=count, influence=effect["influence"])


@RULES.prompt("event_cube")
def event_cube_prompt(g, acts):
    """Put one of your cubes on an event card with a free banner."""
    fr = frame(g)
    acts.say("event_cube", card=fr["card"], left=fr["left"])
    for card in open_events(g):
        acts.add("event", card)


@RULES.on("event_cube", "event")
def event_cube_event(g, player, action):
    fr = frame(g)
    fr["left"] -= 1
    place_event_cube(g, player, action["event"], fr["influence"])
    if fr["left"] <= 0 or not open_events(g):
        end(g)
