"""Cleanup after a turn: court and hand limits, events of the leftmost column, refill.

Rulebook "Cleanup" (four steps) and "Instability"; rules_gaps.md 12.
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.flow import frame, goto, log

from . import events
from .court import discard_court_card
from .data import DOMINANCE_CHECKS, EVENTS
from .dominance import dominance_check
from .market import empty_slots, market_cards, slide
from .pieces import settle, stars, wakhan_seat
from .rules import RULES
from .wakhan.seat import next_seat


def court_limit(g: dict, seat: int) -> int:
    """3 + political stars."""
    return 3 + stars(g, seat, "political")


def hand_limit(g: dict, seat: int) -> int:
    """2 + intelligence stars."""
    return 2 + stars(g, seat, "intelligence")


@RULES.auto("cleanup_court")
def cleanup_court(g):
    """First step: discard court cards down to the court limit (re-checked after each)."""
    seat = frame(g)["player"]
    if len(g["courts"][seat]) > court_limit(g, seat):
        goto(g, "cleanup_court_pick")
    else:
        goto(g, "cleanup_hand")


@RULES.prompt("cleanup_court_pick")
def cleanup_court_pick_prompt(g, acts):
    seat = acts.player
    acts.say("cleanup_court_pick", n=court_limit(g, seat))
    for c in g["courts"][seat]:
        acts.add("discard", c)


@RULES.on("cleanup_court_pick", "discard")
def cleanup_court_pick_discard(g, player, action):
    discard_court_card(g, player, action["discard"])
    log(g, "discard", seat=player, card=action["discard"])
    goto(g, "cleanup_court")
    settle(g)


@RULES.auto("cleanup_hand")
def cleanup_hand(g):
    """Second step: discard hand cards down to the hand limit."""
    seat = frame(g)["player"]
    if len(g["hands"][seat]) > hand_limit(g, seat) and seat != wakhan_seat(g):  # wakhan.md 52
        goto(g, "cleanup_hand_pick")
    else:
        goto(g, "cleanup_events")


@RULES.prompt("cleanup_hand_pick")
def cleanup_hand_pick_prompt(g, acts):
    seat = acts.player
    acts.say("cleanup_hand_pick", n=hand_limit(g, seat))
    for c in g["hands"][seat]:
        acts.add("discard", c)


@RULES.on("cleanup_hand_pick", "discard")
def cleanup_hand_pick_discard(g, player, action):
    g["hands"][player].remove(action["discard"])
    g["discard"].append(action["discard"])
    rng.reveal(g)
    log(g, "discard", seat=player, card=action["discard"])
    goto(g, "cleanup_hand")


@RULES.auto("cleanup_events")
def cleanup_events(g):
    """Third step: events in the leftmost column are discarded, top row first; their rupees
    stay on the slot."""
    depth = len(g["stack"])
    for row in (0, 1):
        card = g["market"][row][0]
        if card in EVENTS:
            g["market"][row][0] = None
            if card in DOMINANCE_CHECKS:
                g["market"][row][0] = card  # dominance_check takes it off the market itself
            events.discarded(g, card)
            if not g["stack"]:
                return
            settle(g)
            if len(g["stack"]) != depth:
                return
    goto(g, "cleanup_refill")


@RULES.auto("cleanup_refill")
def cleanup_refill(g):
    """Fourth step: slide left and deal, column by column; instability stops the deal."""
    depth = len(g["stack"])
    while True:
        slide(g)
        slots = empty_slots(g)
        if not slots or not g["deck"]:
            break
        for row, col in slots:
            if not g["deck"]:
                break
            card = g["deck"].pop(0)
            rng.reveal(g)
            g["market"][row][col] = card
            log(g, "deal", card=card)
            others = [c for c in market_cards(g) if c in DOMINANCE_CHECKS and c != card]
            if card in DOMINANCE_CHECKS and others:
                log(g, "instability")
                dominance_check(g, [others[0], card])
                if not g["stack"]:
                    return
                settle(g)
                if len(g["stack"]) != depth:
                    return
                break
        else:
            break
    seat = g["turn"]["seat"]
    goto(g, "turn_start", player=next_seat(g, seat))
