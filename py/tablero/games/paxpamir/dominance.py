"""Dominance checks: the dominant coalition, the points of a check, lasting events ended.

Rulebook "Dominance checks", "Final dominance check"; rules_gaps.md 14 (the end of the game and
its result are in scoring.py).
Readings chosen:
- the final check is the one that resolves the last Dominance Check card (no other one left in
  the deck or market), also when an instability pair is discarded;
"""

from __future__ import annotations

from tablero.core.flow import log

from .court import influence
from .data import COALITIONS, DOMINANCE_CHECKS, DOMINANCE_MARGIN, FATIGUE_MARGIN
from .market import market_cards
from .pieces import block_count, cylinders_in_play, put, wakhan_seat
from .rules import effect
from .scoring import early_leader, finish


def dominant(g: dict) -> str | None:
    """The coalition with at least 4 (2 under Conflict Fatigue) more blocks than each other."""
    margin = FATIGUE_MARGIN if effect(g, "conflict_fatigue") else DOMINANCE_MARGIN
    counts = {c: block_count(g, c) for c in COALITIONS}
    for c in COALITIONS:
        if all(counts[c] >= counts[o] + margin for o in COALITIONS if o != c):
            return c
    return None


def award(values: dict, points: list[int]) -> dict:
    """Rank seats by value (high first); tied seats pool their places' points and split them
    rounded down; places beyond ``points`` are worth 0."""
    order = sorted(values, key=lambda s: -values[s])
    out = {}
    place = 0
    while place < len(order):
        tied = [s for s in order if values[s] == values[order[place]]]
        pool = sum(points[place + i] for i in range(len(tied)) if place + i < len(points))
        for s in tied:
            out[s] = pool // len(tied)
        place += len(tied)
    return out


def score_check(g: dict, final: bool) -> str | None:
    """Score one check; returns the dominant coalition (None: unsuccessful)."""
    mult = 2 if final else 1
    winner = dominant(g)
    if winner:
        loyal = loyal_influence(g, winner)
        gains = award(loyal, [5 * mult, 3 * mult, 1 * mult])
    else:
        inplay = {s: cylinders_in_play(g, s) for s in range(g["players"])}
        gains = award(inplay, [3 * mult, 1 * mult])
    for s, n in gains.items():
        g["vp"][s] += n
    log(g, "check", coalition=winner, final=final, gains=[gains.get(s, 0)
                                                          for s in range(g["players"])])
    return winner


def loyal_influence(g: dict, coalition: str) -> dict:
    """Seat -> influence of the seats loyal to a coalition; Wakhan always takes part, with her
    influence with that coalition (wakhan.md 57)."""
    w = wakhan_seat(g)
    return {s: influence(g, s, coalition) for s in range(g["players"])
            if g["loyalty"][s] == coalition or s == w}


def is_final(g: dict, resolving: list[int]) -> bool:
    """True when no Dominance Check is left in the deck or market besides ``resolving``."""
    left = [c for c in g["deck"] + market_cards(g) if c in DOMINANCE_CHECKS]
    return not [c for c in left if c not in resolving]


def dominance_check(g: dict, cards: list[int]) -> None:
    """Resolve a check; the cards go to the discard. Ends the game (empty stack) when due,
    else clears blocks after success, ends lasting events and resolves Insurrection."""
    final = is_final(g, cards)
    for card in cards:
        for row in g["market"]:
            if card in row:
                row[row.index(card)] = None
    g["discard"].extend(cards)
    winner = score_check(g, final)
    if early_leader(g) is not None or final:
        finish(g, "final" if final else "early")
        return
    if winner:
        for blocks in g["blocks"].values():
            blocks[:] = [None] * len(blocks)
    g["discard"].extend(ev["card"] for ev in g["events"])
    g["events"] = []
    _insurrection(g)


def _insurrection(g: dict) -> None:
    """Prince Akbar Khan: its owner places two Afghan armies in Kabul."""
    for seat, court in enumerate(g["courts"]):
        if 3 in court:
            put(g, "block", "afghan", 204, seat)
            put(g, "block", "afghan", 204, seat)
            log(g, "insurrection", seat=seat)
