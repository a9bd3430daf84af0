"""Buildings, citizens and the cathedral (rules text: "citizen placement", "cathedral").

Each building is a list of 6 spaces holding an owner (seat, NEUTRAL) or None; its rows come
from data.BUILDING_ROWS. A Palace space is a row of one, so "evict the occupant" and "push the
row right" are the same mechanism: the citizen pushed off the right end lies on the picture.
"""

from __future__ import annotations

from .data import (
    ACTIVITY,
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
    """A placement may not expel a citizen whose colour already lies on that building this
    round, whoever places; grey is a colour like the others (rulebook "Place a citizen",
    K7 read literally, answer (f))."""
    _, out = push_result(g["buildings"][building], idxs, seat)
    return out is None or out not in g["lying"][building]


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


def cathedral_add_grey(g: dict) -> int | None:
    """Traveling Builders: a grey cube on the free space lowest in level, then in number
    (level first: our reading of "lowest level and number"). Returns its value, None if full."""
    for lv in range(CATHEDRAL_LEVELS):
        for col in range(6):
            if g["cathedral"][lv][col] is None:
                g["cathedral"][lv][col] = NEUTRAL
                return col + 1
    return None


def cathedral_remove_top(g: dict) -> int | None:
    """Interrupted Work: the cube on the occupied space highest in level, then in number, comes
    off, whoever owns it (it is the top of its column, so no gap opens). Returns its owner
    (None: the cathedral is empty). The VP and influence it gave are kept."""
    for lv in range(CATHEDRAL_LEVELS - 1, -1, -1):
        for col in range(5, -1, -1):
            owner = g["cathedral"][lv][col]
            if owner is not None:
                g["cathedral"][lv][col] = None
                return owner
    return None


# --- where a citizen comes from ----------------------------------------------------------------

def citizen_sources(g: dict, seat: int, card: int | None = None) -> list[dict]:
    """Where a seat may take a citizen to hire or place (rulebook H4, K2): its personal supply,
    one of its citizens standing or lying on a building, or its tradesman on another activity
    card (``card`` is the card being hired for). As actions of the prompt that asks."""
    out = [{"type": "supply"}] if g["seats"][seat]["supply"] > 0 else []
    for b in BUILDINGS:
        out += [{"type": "space", "space": space_id(b, i)}
                for i, who in enumerate(g["buildings"][b]) if who == seat]
        if seat in g["lying"][b]:
            out.append({"type": "lying", "building": b})
    out += [{"type": "tradesman", "card": slot["card"]} for slot in g["activity"]
            if seat in slot["tradesmen"] and slot["card"] != card]
    return out


def take_citizen(g: dict, seat: int, source: dict) -> None:
    """Take the citizen a ``citizen_sources`` action names off its place. A tradesman frees
    his space (the others on that card do not move into it, H9)."""
    kind = source["type"]
    if kind == "supply":
        g["seats"][seat]["supply"] -= 1
    elif kind == "space":
        building, index = space_of(source["space"])
        g["buildings"][building][index] = None
    elif kind == "lying":
        g["lying"][source["building"]].remove(seat)
    else:
        slot = next(s for s in g["activity"] if s["card"] == source["card"])
        remove_tradesman(slot, ACTIVITY[slot["card"]]["spaces"], seat)


def remove_tradesman(slot: dict, spaces: list, seat: int) -> None:
    """A tradesman leaves a card: his space becomes free (None); one on the picture goes."""
    men = slot["tradesmen"]
    i = men.index(seat)
    if i < len(spaces):
        men[i] = None
    else:
        men.pop(i)
    while men and men[-1] is None:
        men.pop()


def add_tradesman(slot: dict, seat: int) -> None:
    """A hired tradesman takes the first free space, else the picture (H6)."""
    men = slot["tradesmen"]
    if None in men:
        men[men.index(None)] = seat
    else:
        men.append(seat)
