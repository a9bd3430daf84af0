"""Activity cards: hiring a tradesman and activating a card (rules text: "Activate Activity
Card"; reference activity_cards.md "How every activity card works").

Activations = floor(group pips / the card's divisor). A hire needs at least one activation;
the player may stop early. Immediate cards apply their effect per activation; cube cards put
one own cube on the card per activation (used later by dice.py, one cube per action).
"""

from __future__ import annotations

from tablero.core.flow import end, frame

from .board import cathedral_cubes, space_id, space_of, standing
from .data import ACTIVITY, BUILDINGS
from .dice import group_total
from .rules import RULES, card_log, gain, pay


def slot_of(g: dict, card: int) -> int:
    """Index of a card's slot in g["activity"]."""
    return next(i for i, s in enumerate(g["activity"]) if s["card"] == card)


def hire_cost(slot: dict) -> int:
    """Deniers of the first free tradesman space (the illustration costs as the third)."""
    spaces = ACTIVITY[slot["card"]]["spaces"]
    return spaces[min(len(slot["tradesmen"]), len(spaces) - 1)][0]


def extra_deniers(g: dict, seat: int, target: dict) -> int:
    """Deniers a card action needs besides the dice: the hire and one activation's price."""
    if target["kind"] != "card":
        return 0
    slot = g["activity"][slot_of(g, target["card"])]
    need = 0 if seat in slot["tradesmen"] else hire_cost(slot)
    effect = ACTIVITY[slot["card"]]["effect"]
    if effect["kind"] == "trade":
        need += effect["pay"].get("deniers", 0)
    return need


def can_pay_activation(g: dict, seat: int, effect: dict) -> bool:
    """Whether the seat holds the influence/citizens one activation of a trade card costs."""
    if effect["kind"] != "trade":
        return True
    p = g["seats"][seat]
    return all(p[k] >= v for k, v in effect["pay"].items())


def card_usable(g: dict, seat: int, slot: dict) -> bool:
    """A revealed card the seat has a tradesman on, or could hire one for and activate."""
    if not slot["revealed"]:
        return False
    effect = ACTIVITY[slot["card"]]["effect"]
    if not can_pay_activation(g, seat, effect):
        return False
    p = g["seats"][seat]
    if seat not in slot["tradesmen"]:
        has_citizen = p["supply"] > 0 or standing(g, seat) > 0
        if not has_citizen:
            return False
    return p["deniers"] >= extra_deniers(g, seat, {"kind": "card", "card": slot["card"]})


def activations(g: dict, card: int, ids: list[int], mod) -> int:
    return group_total(g, ids, mod) // ACTIVITY[card]["divisor"]


def group_ok_for_card(g: dict, seat: int, card: int, ids: list[int], mod) -> bool:
    return activations(g, card, ids, mod) >= 1


# --- hiring -------------------------------------------------------------------------------------

@RULES.prompt("hire")
def hire_prompt(g, acts):
    """Hire: a citizen from your supply or from any building space goes on the card."""
    slot = g["activity"][frame(g)["slot"]]
    acts.say("hire", cost=hire_cost(slot))
    seat = acts.player
    if g["seats"][seat]["supply"] > 0:
        acts.add("supply")
    for b in BUILDINGS:
        for i, who in enumerate(g["buildings"][b]):
            if who == seat:
                acts.add("space", space_id(b, i))


def _hire(g: dict, seat: int) -> None:
    slot = g["activity"][frame(g)["slot"]]
    cost = hire_cost(slot)
    pay(g, seat, "deniers", cost)
    slot["tradesmen"].append(seat)
    card_log(g, "hire", slot["card"], seat=seat, deniers=cost)
    end(g)


@RULES.on("hire", "supply")
def hire_supply(g, player, action):
    g["seats"][player]["supply"] -= 1
    _hire(g, player)


@RULES.on("hire", "space")
def hire_space(g, player, action):
    building, index = space_of(action["space"])
    g["buildings"][building][index] = None
    _hire(g, player)


# --- activating ---------------------------------------------------------------------------------

def count_of(g: dict, seat: int, what: str) -> int:
    """The quantities VP formulas count (reference Design fallback F2)."""
    if what == "cathedral_cubes":
        return cathedral_cubes(g, seat)
    if what == "event_cubes":
        return sum(e["cubes"].count(seat) for e in g["events"]["row"])
    if what == "bishopric_citizens":
        return standing(g, seat, "bishopric")
    if what == "palace_citizens":
        return standing(g, seat, "palace")
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
    elif can_pay_activation(g, acts.player, effect):
        acts.add("activate")
    if fr["done"] >= 1:
        acts.add("stop")


@RULES.on("activate", "activate")
def activate_activate(g, player, action):
    fr = frame(g)
    slot = g["activity"][fr["slot"]]
    apply_activation(g, player, slot, action.get("option"))
    fr["left"] -= 1
    fr["done"] += 1
    if fr["left"] <= 0:
        end(g)


@RULES.on("activate", "stop")
def activate_stop(g, player, action):
    end(g)


def apply_activation(g: dict, seat: int, slot: dict, option: str | None) -> None:
    """One activation of a card's effect (activity_cards.csv / Design fallback F2)."""
    effect = ACTIVITY[slot["card"]]["effect"]
    kind = effect["kind"]
    if kind == "cube":
        slot["cubes"][seat] += 1
    elif kind == "trade":
        for what, amount in effect["pay"].items():
            pay(g, seat, what, amount)
        for what, amount in effect["gain"].items():
            gain(g, seat, what, amount)
    elif kind == "choice":
        gain(g, seat, effect["gain"], effect["amount"] * standing(g, seat, option))
    elif kind == "per":
        ok = count_of(g, seat, effect.get("requires", "one")) > 0
        gain(g, seat, effect["gain"], effect["amount"] * count_of(g, seat, effect["per"]) * ok)
    card_log(g, "activate", slot["card"], seat=seat)
