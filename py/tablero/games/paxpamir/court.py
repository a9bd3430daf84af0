"""Leaving the court: discards, spies, leverage, overthrow, loyalty changes.

Rulebook "Discarding court cards", "The overthrow rule", "Loyalty"; rules_gaps.md 5, 9, 10.
Reading chosen: a played patriot of another coalition is placed first, then the old patriots
(every other patriot) are discarded, as the rulebook orders it.
"""

from __future__ import annotations

from tablero.core.flow import log

from .data import COURT, LEVERAGE_RUPEES
from .pieces import tribes, wakhan_seat
from .rules import effect


def discard_court_card(g: dict, seat: int, card: int, to: str = "discard") -> None:
    """Remove a card from a court: spies go home, leverage is repaid, overthrow is checked.

    ``to`` is "discard" or "prize" (betrayal hands the card to the betrayer afterwards).
    """
    g["courts"][seat].remove(card)
    for cyls in g["cylinders"]:
        for i, loc in enumerate(cyls):
            if loc == card:
                cyls[i] = None
    if to == "discard":
        g["discard"].append(card)
    info = COURT[card]
    if "leverage" in info["impacts"]:
        _repay(g, seat)
    if info["suit"] == "political":
        _overthrow_tribes(g, seat, info["region"])


def _repay(g: dict, seat: int) -> None:
    """Rule "Leverage": return 2 rupees; each missing rupee costs a card (the repay prompt)."""
    paid = min(LEVERAGE_RUPEES, g["rupees"][seat])
    g["rupees"][seat] -= paid
    g["owed"][seat] += LEVERAGE_RUPEES - paid
    log(g, "repay", seat=seat, paid=paid)


def _overthrow_tribes(g: dict, seat: int, region: int) -> None:
    """Overthrow (b): the last political card of a region left the court: tribes go home."""
    if any(COURT[c]["suit"] == "political" and COURT[c]["region"] == region
           for c in g["courts"][seat]):
        return
    cyls = g["cylinders"][seat]
    if region in cyls:
        log(g, "overthrow_tribes", seat=seat, region=region)
    for i, loc in enumerate(cyls):
        if loc == region:
            cyls[i] = None


def remove_tribe(g: dict, seat: int, region: int) -> None:
    """Remove one tribe; overthrow (a) when it was the seat's last one in that region."""
    cyls = g["cylinders"][seat]
    cyls[cyls.index(region)] = None
    after_tribe_left(g, seat, region)


def after_tribe_left(g: dict, seat: int, region: int) -> None:
    """Overthrow (a): no tribe left in the region, so its political cards are discarded."""
    if tribes(g, seat, region):
        return
    lost = [c for c in g["courts"][seat]
            if COURT[c]["suit"] == "political" and COURT[c]["region"] == region]
    for card in lost:
        if card in g["courts"][seat]:
            log(g, "overthrow_card", seat=seat, card=card)
            discard_court_card(g, seat, card)


def clear_region(g: dict, region: int) -> None:
    """Riots and Rebuke: every tribe and army in the region goes; overthrow applies."""
    for blocks in g["blocks"].values():
        for i, loc in enumerate(blocks):
            if loc == region:
                blocks[i] = None
    for seat in range(g["players"]):
        while tribes(g, seat, region):
            remove_tribe(g, seat, region)


def discard_prizes(g: dict, seat: int) -> None:
    """All prizes of a seat go to the discard pile."""
    g["discard"].extend(g["prizes"][seat])
    g["prizes"][seat] = []


def change_loyalty(g: dict, seat: int, coalition: str, keep: int | None = None) -> None:
    """Rule "Loyalty": gifts home, prizes and patriots (other than ``keep``) discarded."""
    cyls = g["cylinders"][seat]
    for i, loc in enumerate(cyls):
        if loc is not None and loc > 400:
            cyls[i] = None
    discard_prizes(g, seat)
    for card in list(g["courts"][seat]):
        if card != keep and COURT[card]["patriot"] and card in g["courts"][seat]:
            discard_court_card(g, seat, card)
    g["loyalty"][seat] = coalition
    log(g, "loyalty", seat=seat, coalition=coalition)


def influence(g: dict, seat: int, coalition: str | None = None) -> int:
    """Rule "Influence": 1 + patriots + prizes + gifts, with the event modifiers.

    A player's patriots and prizes are all of their loyalty (a loyalty change discards them).
    Wakhan (wakhan.md 8) is loyal to all: her influence with ``coalition`` counts only her
    patriots and prizes of that coalition, and all her gifts (no coalition: none of her
    patriots or prizes count)."""
    if seat == wakhan_seat(g):
        patriots = sum(1 for c in g["courts"][seat]
                       if coalition and COURT[c]["patriot"] == coalition)
        prizes = sum(1 for c in g["prizes"][seat] if coalition and COURT[c]["prize"] == coalition)
    else:
        patriots = sum(1 for c in g["courts"][seat]
                       if COURT[c]["patriot"] == g["loyalty"][seat])
        prizes = len(g["prizes"][seat])
    if effect(g, "rumor", seat):
        patriots = 0
    gifts = sum(1 for loc in g["cylinders"][seat] if loc is not None and loc > 400)
    if effect(g, "embarrassment_of_riches"):
        gifts = 0
    elif effect(g, "koh_i_noor_recovered", seat):
        gifts *= 2
    return 1 + patriots + prizes + gifts
