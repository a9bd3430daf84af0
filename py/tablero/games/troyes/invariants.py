"""Conservation laws checked by the property tests (RTT ``on_assert`` style)."""

from __future__ import annotations

from tablero.core.strict import is_int

from .board import neutral_on_board
from .data import (
    ACTIVITY,
    BUILDINGS,
    CATHEDRAL_LEVELS,
    CITIZENS_PER_PLAYER,
    EVENTS,
    INFLUENCE_MAX,
    NEUTRAL,
    NEUTRAL_CITIZENS,
)


def citizens_of(g: dict, seat: int) -> int:
    """Every citizen of a seat, wherever it is (supply, reserve, buildings, lying, cards)."""
    p = g["seats"][seat]
    on_board = sum(g["buildings"][b].count(seat) + g["lying"][b].count(seat) for b in BUILDINGS)
    on_cards = sum(slot["tradesmen"].count(seat) for slot in g["activity"])
    return p["supply"] + p["reserve"] + on_board + on_cards


def cathedral_gap(g: dict) -> str | None:
    """Where a cube stands over an empty level of its column (cubes are built from the
    bottom up and taken from the top down), or None."""
    for col in range(6):
        filled = [g["cathedral"][lv][col] is not None for lv in range(CATHEDRAL_LEVELS)]
        if filled != sorted(filled, reverse=True):
            return f"cathedral column {col + 1} has a gap (a cube over an empty level)"
    return None


def owner_problem(g: dict) -> str | None:
    """Which piece belongs to no seat (nor to the grey player, where grey pieces go), or
    None: a citizen lying on a building is one of a seat's or a grey one, never nobody's."""
    owners = range(NEUTRAL, g["players"])
    places = [(f"lying.{b}", g["lying"][b], False) for b in BUILDINGS]
    places += [(f"buildings.{b}", g["buildings"][b], True) for b in BUILDINGS]
    places += [(f"cathedral[{lv}]", level, True) for lv, level in enumerate(g["cathedral"])]
    places += [(f"events.{e['card']}.cubes", e["cubes"], False) for e in g["events"]["row"]]
    places.append(("dice", [d["owner"] for d in g["dice"]], False))
    for where, held, free in places:
        bad = [o for o in held if not (free and o is None or is_int(o) and o in owners)]
        if bad:
            return f"{where}: owner {bad[0]!r} is no seat"
    return None


def check_invariants(state: dict) -> None:
    """AssertionError naming the first broken law."""
    g = state
    problem = owner_problem(g) or cathedral_gap(g)
    assert problem is None, problem
    for seat, p in enumerate(g["seats"]):
        assert p["deniers"] >= 0, f"seat {seat}: negative deniers"
        assert 0 <= p["influence"] <= INFLUENCE_MAX, f"seat {seat}: influence {p['influence']}"
        assert p["vp"] >= 0, f"seat {seat}: negative VP tokens"
        assert p["supply"] >= 0 and p["reserve"] >= 0, f"seat {seat}: negative citizens"
        assert citizens_of(g, seat) == CITIZENS_PER_PLAYER, f"seat {seat}: citizens not 12"
    assert neutral_on_board(g) + g["neutral_pool"] == NEUTRAL_CITIZENS, "grey citizens not 8"
    for slot in g["activity"]:
        assert slot["card"] in ACTIVITY
        men = [m for m in slot["tradesmen"] if m is not None]
        assert len(men) == len(set(men)), "two tradesmen of one seat"
        assert not slot["tradesmen"] or slot["tradesmen"][-1] is not None, "trailing free space"
        assert all(c >= 0 for c in slot["cubes"]), "negative cubes"
    for entry in g["events"]["row"]:
        assert len(entry["cubes"]) < EVENTS[entry["card"]]["banners"], "full event left in row"
    for d in g["dice"]:
        assert 1 <= d["value"] <= 6, f"die {d['id']} shows {d['value']}"
    assert all(1 <= v <= 6 for v in g["black"]), "black die out of range"
