"""Wakhan's card priority (wakhan.md item 13, the aid card "Priorities"): whenever she
picks among court cards. Apart from her other choices so that the battle chapter can use it
(Safe House, item 15) without an import cycle."""

from __future__ import annotations

from ..data import COURT
from ..dominance import dominant
from ..pieces import owner_of


def narrow(cards: list, tests) -> list:
    """Apply each test in turn, keeping the passing cards when at least one passes."""
    for test in tests:
        kept = [c for c in cards if test(c)]
        if kept:
            cards = kept
        if len(cards) == 1:
            break
    return cards


def best_card(g: dict, cards: list[int]) -> int | None:
    """Item 13: the card priority (opponent's court, favored suit, dominant patriot, dominant
    prize, patriot, leverage, highest rank, highest number)."""
    if not cards:
        return None
    w = g["wakhan"]["seat"]
    top = dominant(g)

    def opponent(c):
        return owner_of(g, c) not in (None, w)

    tests = [opponent, lambda c: COURT[c]["suit"] == g["favored"]]
    if top:
        tests += [lambda c: COURT[c]["patriot"] == top, lambda c: COURT[c]["prize"] == top]
    tests += [lambda c: COURT[c]["patriot"] is not None,
              lambda c: "leverage" in COURT[c]["impacts"]]
    left = narrow(list(cards), tests)
    return max(left, key=lambda c: (COURT[c]["rank"], c))


def by_priority(g: dict, cards: list[int]) -> list[int]:
    """Cards from the highest priority to the lowest."""
    rest, out = list(cards), []
    while rest:
        c = best_card(g, rest)
        out.append(c)
        rest.remove(c)
    return out
