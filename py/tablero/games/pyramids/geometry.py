"""Pyramid geometry: where a card may go, and which stones touch (ピラミッドの建設).

A pyramid is a list of {"level": L, "slot": k, "card": id}. Level 0 is the base; slots
are counted from the first base card (so they may be negative). A card at level L, slot k
rests on level L-1 slots k and k+1 (running bond, rules_notes.md section 2).

Readings implemented (rules text: "next to a card of the unfinished current level, or on
two adjacent cards as the next level"):
- the base grows sideways only, without gaps, to at most 4 cards;
- an upper card may be placed as soon as its two supporting cards exist;
- so the final shape is always 4/3/2/1. No placement can lead to a dead end: every
  partial pyramid is part of the 10-card pyramid on its final base (the base can always
  be extended to 4 cards, and every upper slot of that base is eventually supported),
  so with one card per round the tenth card always completes it (tested exhaustively).
"""

from __future__ import annotations

from .data import CARDS, PYRAMID_BASE, PYRAMID_LEVELS, STRIP


def occupied(pyramid: list) -> set:
    """The (level, slot) places already holding a card."""
    return {(p["level"], p["slot"]) for p in pyramid}


def legal_places(pyramid: list) -> list:
    """Every (level, slot) where the next pyramid card may go, sorted."""
    taken = occupied(pyramid)
    base = sorted(k for lvl, k in taken if lvl == 0)
    if not base:
        return [(0, 0)]
    places = []
    if len(base) < PYRAMID_BASE:
        places += [(0, base[0] - 1), (0, base[-1] + 1)]
    for level in range(1, PYRAMID_LEVELS):
        for k in sorted(s for lvl, s in taken if lvl == level - 1):
            if (level - 1, k + 1) in taken and (level, k) not in taken:
                places.append((level, k))
    return sorted(places)


def place_args(pyramid: list, level: int, slot: int) -> dict:
    """How a player names a place (text arguments): levels count from 1 at the base (1段目)
    and cards from 1 at the left of the base. A base card goes at the left or right end
    ("base, position 1 (left end)"); an upper card rests on two cards of the level below
    ("level 2, over cards 1-2"). Slots stay internal (they may be negative)."""
    base = [k for lvl, k in occupied(pyramid) if lvl == 0]
    if level == 0:
        if not base:
            return {"where": "base_first"}
        if slot < min(base):
            return {"where": "base_left"}
        return {"where": "base_right", "pos": slot - min(base) + 1}
    first = slot - min(base, default=slot) + 1
    return {"where": "upper", "lv": level + 1, "a": first, "b": first + 1}


def stone_cells(pyramid: list) -> list:
    """Each stone of the pyramid as (colour, row, x_from, x_to) on the common x axis.

    rules_notes.md section 2: slot k of level L covers x from 3L + 6k to 3L + 6k + 6.
    """
    cells = []
    for p in pyramid:
        x0 = p["level"] * (STRIP // 2) + p["slot"] * STRIP
        for color, lo, hi in CARDS[p["card"]]["stones"]:
            cells.append((color, p["level"], x0 + lo, x0 + hi))
    return cells


def touching(a: tuple, b: tuple) -> bool:
    """Same colour aside, do two stone cells touch? (edge contact, never a corner)."""
    _, row_a, lo_a, hi_a = a
    _, row_b, lo_b, hi_b = b
    if row_a == row_b:
        return hi_a == lo_b or hi_b == lo_a
    if abs(row_a - row_b) == 1:
        return min(hi_a, hi_b) - max(lo_a, lo_b) > 0
    return False


def largest_groups(pyramid: list, colors: tuple) -> dict:
    """Colour -> stones in its largest connected same-colour group (0 if absent)."""
    by_color = {c: [] for c in colors}
    for cell in stone_cells(pyramid):
        if cell[0] in by_color:
            by_color[cell[0]].append(cell)
    return {c: _largest(cells) for c, cells in by_color.items()}


def _largest(cells: list) -> int:
    """Size of the largest connected group among stones of one colour."""
    best = 0
    seen = [False] * len(cells)
    for i in range(len(cells)):
        if seen[i]:
            continue
        seen[i] = True
        todo, size = [i], 0
        while todo:
            j = todo.pop()
            size += 1
            for m, other in enumerate(cells):
                if not seen[m] and touching(cells[j], other):
                    seen[m] = True
                    todo.append(m)
        best = max(best, size)
    return best
