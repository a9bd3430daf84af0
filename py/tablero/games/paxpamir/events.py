"""Event cards: purchase effects (bottom half) and cleanup discard effects (top half).

Rulebook "Event cards", "Cleanup" (third step); event_cards.csv; rules_gaps.md 11 and 13.
Lasting effects sit in ``g["events"]`` as ``{"card", "effect", "seat"}`` (seat None: everyone;
Rumor: its target) until the next Dominance Check has been scored. Readings chosen:
- Rumor targets another player (RTT; "names a player" reads as an opponent);
- Other Persuasive Methods swaps with another player;
- Confidence Failure asks each player with a hand, from the active player clockwise.
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.flow import call, end, frame, goto, log

from .court import clear_region, discard_prizes
from .data import ARISTOCRACY_RUPEES, EVENTS, REGIONS, SUITS
from .dominance import dominance_check
from .pieces import settle, wakhan_seat
from .rules import RULES, effect


def set_favored(g: dict, suit: str) -> None:
    """Move the favored suit marker, unless Pashtunwali Values holds it."""
    if effect(g, "pashtunwali_values"):
        log(g, "favor_blocked", suit=suit)
        return
    g["favored"] = suit
    log(g, "favored", suit=suit)


def _lasting(g: dict, card: int, name: str, seat: int | None) -> None:
    g["events"].append({"card": card, "effect": name, "seat": seat})


def purchased(g: dict, seat: int, card: int) -> None:
    """Resolve the bottom half of a bought event (the buyer's main frame is below)."""
    name = EVENTS[card][2]
    log(g, "event", seat=seat, card=card, effect=name)
    if name == "dominance_check":
        dominance_check(g, [card])
        return
    if name == "backing_of_persian_aristocracy":
        g["rupees"][seat] += ARISTOCRACY_RUPEES
        g["discard"].append(card)
    elif name in ("rumor", "other_persuasive_methods", "pashtunwali_values", "rebuke"):
        g["discard"].append(card)  # kept there while the buyer chooses
        call(g, "event_choice", player=seat, card=card, effect=name)
    else:
        _lasting(g, card, name, seat)


@RULES.prompt("event_choice")
def event_choice_prompt(g, acts):
    """The buyer's choice for Rumor, Other Persuasive Methods, Pashtunwali Values, Rebuke."""
    name = frame(g)["effect"]
    seat = acts.player
    if name in ("rumor", "other_persuasive_methods"):
        acts.say("choose_seat")
        for s in range(g["players"]):
            if s != seat:
                acts.add("seat", s)
    elif name == "pashtunwali_values":
        acts.say("choose_suit")
        for suit in SUITS:
            acts.add("suit", suit)
    else:
        acts.say("choose_region")
        for r in REGIONS:
            acts.add("space", r)


@RULES.on("event_choice", "seat")
def event_choice_seat(g, player, action):
    fr = frame(g)
    other = action["seat"]
    if fr["effect"] == "rumor":
        g["discard"].remove(fr["card"])
        _lasting(g, fr["card"], "rumor", other)
    else:
        hands = g["hands"]
        hands[player], hands[other] = hands[other], hands[player]
        rng.reveal(g)
    log(g, "event_target", seat=player, other_seat=other)
    end(g)


@RULES.on("event_choice", "suit")
def event_choice_suit(g, player, action):
    set_favored(g, action["suit"])
    g["discard"].remove(frame(g)["card"])
    _lasting(g, frame(g)["card"], "pashtunwali_values", None)
    end(g)


@RULES.on("event_choice", "space")
def event_choice_space(g, player, action):
    clear_region(g, action["space"])
    log(g, "rebuke", seat=player, region=action["space"])
    end(g)
    settle(g)


def discarded(g: dict, card: int) -> None:
    """Resolve the top half of an event discarded from the leftmost market column."""
    name = EVENTS[card][1]
    log(g, "event_discard", card=card, effect=name)
    if name == "dominance_check":
        dominance_check(g, [card])
        return
    if name in ("embarrassment_of_riches", "disregard_for_customs"):
        _lasting(g, card, name, None)
        return
    g["discard"].append(card)
    if name.startswith("favor_"):
        set_favored(g, name[len("favor_"):])
    elif name == "failure_to_impress":
        for seat in range(g["players"]):
            discard_prizes(g, seat)
    elif name.startswith("riots_"):
        region = {"riots_punjab": 206, "riots_herat": 203, "riots_kabul": 204,
                  "riots_persia": 202}[name]
        clear_region(g, region)
    elif name == "confidence_failure":
        start = g["turn"]["seat"]
        order = [(start + i) % g["players"] for i in range(g["players"])]
        queue = [s for s in order if g["hands"][s] and s != wakhan_seat(g)]  # wakhan.md 52
        if queue:
            call(g, "confidence", player=queue[0], queue=queue)


@RULES.prompt("confidence")
def confidence_prompt(g, acts):
    """Confidence Failure: discard one card from your hand."""
    acts.say("confidence")
    for c in g["hands"][acts.player]:
        acts.add("discard", c)


@RULES.on("confidence", "discard")
def confidence_discard(g, player, action):
    g["hands"][player].remove(action["discard"])
    g["discard"].append(action["discard"])
    rng.reveal(g)
    log(g, "discard", seat=player, card=action["discard"])
    rest = frame(g)["queue"][1:]
    if rest:
        goto(g, "confidence", player=rest[0], queue=rest)
    else:
        end(g)
