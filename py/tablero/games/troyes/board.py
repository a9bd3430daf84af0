"""Buildings, citizens and the cathedral (rules text: "citizen placement", "cathedral").

Each building is a list of 6 spaces holding an owner (seat, NEUTRAL) or None; its rows come
from data.BUILDING_ROWS. A Palace space is a row of one, so "evict the occupant" and "push the
row right" are the same mechanism: the citizen pushed off the right end lies on the picture.
"""

from __future__ import annotations

from .data import (
    BUILDING_ROWS,
    BUILDINGS,
    CATHEDRAL_LEVELS,
    NEUTRAL,
    ROW_OF_VALUE,
    SPACE_BASE,
)


def space_id(building: str, index: int) -> int:
    """The public id of a building space (401-406, 411-416, 421-426)."""
    return SPACE_BASE[building] + index


def space_of(sid: int) -> tuple[str, int] | None:
    """(building, index) of a space id, or None if it is not one."""
    for b in BUILDINGS:
        if isinstance(sid, int) and 0 <= sid - SPACE_BASE[b] < 6:
            return b, sid - SPACE_BASE[b]
    return None


def row_spaces(building: str, value: int) -> list[int]:
    """Space indices of the row a die value enters."""
    return BUILDING_ROWS[building][ROW_OF_VALUE[building][value]]


def push_result(spaces: list, idxs: list[int], owner: int) -> tuple[list, int | None]:
    """The row after ``owner`` enters at its left, and who is pushed off (None if nobody).

    Rules text: the newcomer takes the leftmost space, the others move one space right; the
    citizen pushed past the right end lies on the picture. A gap stops the push.
    """
    row = [spaces[i] for i in idxs]
    new = [owner] + row
    if None in new:
        new.remove(None)
        return new, None
    return new[:-1], new[-1]


def place_citizen(g: dict, building: str, idxs: list[int], owner: int) -> int | None:
    """Put ``owner`` into the row ``idxs``; the pushed-out citizen lies down. Returns it."""
    spaces = g["buildings"][building]
    row, out = push_result(spaces, idxs, owner)
    for i, who in zip(idxs, row, strict=True):
        spaces[i] = who
    if out is not None:
        g["lying"][building].append(out)
    return out


def placement_allowed(g: dict, seat: int, building: str, idxs: list[int]) -> bool:
    """Rules text: a placement may not push out a second citizen of one player from a
    building this round (whoever places). Grey citizens have no such protection (our
    reading: the text speaks of a player's citizens)."""
    _, out = push_result(g["buildings"][building], idxs, seat)
    return out is None or out == NEUTRAL or out not in g["lying"][building]


def standing(g: dict, seat: int, building: str | None = None) -> int:
    """How many of a seat's citizens stand in one building (or in all three)."""
    names = BUILDINGS if building is None else [building]
    return sum(g["buildings"][b].count(seat) for b in names)


def neutral_on_board(g: dict) -> int:
    """Grey citizens standing or lying in the buildings."""
    return standing(g, NEUTRAL) + sum(g["lying"][b].count(NEUTRAL) for b in BUILDINGS)


# --- cathedral -------------------------------------------------------------------------------

def free_level(g: dict, value: int, extra: int = 0) -> int | None:
    """The lowest free cathedral level of a column, skipping ``extra`` levels already claimed."""
    free = [lv for lv in range(CATHEDRAL_LEVELS) if g["cathedral"][lv][value - 1] is None]
    return free[extra] if extra < len(free) else None


def cathedral_room(g: dict, values: list[int]) -> bool:
    """Whether every die value of a group finds a free level in its column (a full column
    takes no more cubes, rules text, cathedral), counting the group's own cubes."""
    return all(1 <= v <= 6 and free_level(g, v, values.count(v) - 1) is not None
               for v in set(values))


def cathedral_cubes(g: dict, seat: int) -> int:
    """A seat's cubes in the cathedral."""
    return sum(level.count(seat) for level in g["cathedral"])


def remove_top_cathedral_cube(g: dict, seat: int) -> bool:
    """Remove the seat's cube on its highest level (highest column first); False if none.

    Design fallback F4 (RECONSTRUCTED) names the level; the column rule is ours (fixed, so no
    prompt is needed). Cubes above the removed one drop a level, so levels fill bottom first.
    """
    cath = g["cathedral"]
    for lv in range(CATHEDRAL_LEVELS - 1, -1, -1):
        for col in range(5, -1, -1):
            if cath[lv][col] == seat:
                for up in range(lv, CATHEDRAL_LEVELS - 1):
                    cath[up][col] = cath[up + 1][col]
                cath[CATHEDRAL_LEVELS - 1][col] = None
                return True
    return False
