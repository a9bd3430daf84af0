"""Pyramids consistency checks: pyramid shapes (shared with positions) and invariants."""

from __future__ import annotations

from collections import Counter

from .data import CARD_IDS, PYRAMID_BASE, PYRAMID_CARDS, PYRAMID_LEVELS

ALL_CARDS = frozenset(CARD_IDS)


def pyramid_problem(pyramid: list) -> str | None:
    """Why a pyramid shape could not have been built, or None when it could.

    ピラミッドの建設: the base is contiguous, holds slot 0 (the first card) and at most 4
    cards; a card at level L slot k needs level L-1 slots k and k+1.
    """
    places = [(p["level"], p["slot"]) for p in pyramid]
    taken = set(places)
    if len(taken) < len(places):
        dupe = next(p for p, n in Counter(places).items() if n > 1)
        return f"two cards at level {dupe[0]} slot {dupe[1]}"
    base = sorted(k for lvl, k in places if lvl == 0)
    if base and (0 not in base or base != list(range(base[0], base[0] + len(base)))):
        return f"the base slots {base} are not contiguous around slot 0"
    if len(base) > PYRAMID_BASE:
        return f"the base has {len(base)} cards (at most {PYRAMID_BASE})"
    for lvl, k in sorted(places):
        if not 0 <= lvl < PYRAMID_LEVELS:
            return f"level {lvl} does not exist (0..{PYRAMID_LEVELS - 1})"
        if lvl and not {(lvl - 1, k), (lvl - 1, k + 1)} <= taken:
            return f"level {lvl} slot {k} lacks its supports at level {lvl - 1} slots {k}, {k + 1}"
    return None


def card_locations(state: dict) -> list:
    """Every card id in the state, once per place it lies in."""
    ids = list(state["deck"]) + list(state["box"])
    for pair in state["quarry"]:
        ids += pair["cards"]
    for s in state["seats"]:
        ids += s["hand"] + s["obelisk"] + s["tomb"] + [p["card"] for p in s["pyramid"]]
    return ids


def builds_problem(seat: dict) -> str | None:
    """Why a seat's obelisk or tomb holds more cards than its turns of building could have
    put there, or None. Every turn places one pyramid card and at most one card on each of
    the others (``built``: what the turn in progress, or the round's finished one, placed)."""
    turns = len(seat["pyramid"]) - ("pyramid" in seat["built"])
    for edifice in ("obelisk", "tomb"):
        before = len(seat[edifice]) - (edifice in seat["built"])
        if not 0 <= before <= turns:
            return (f"{edifice}: {len(seat[edifice])} cards, built {seat['built']} this turn "
                    f"after {turns} turns of building")
    return None


def taken_problem(state: dict) -> str | None:
    """Which card of a taken pair lies neither with the seat that took it nor in the box,
    or None (the pair shows the cards it held; each card lies in one place)."""
    for n, pair in enumerate(state["quarry"]):
        taker = pair["taken_by"]
        s = state["seats"][taker] if taker is not None else None
        for card in pair.get("taken_cards", []):
            held = s is not None and card in s["hand"] + s["obelisk"] + s["tomb"] + [
                p["card"] for p in s["pyramid"]]
            if not held and card not in state["box"]:
                return (f"quarry[{n}]: taken card {card} lies neither with seat {taker} nor "
                        "in the box")
    return None


def check_invariants(state: dict) -> None:
    """AssertionError when a conservation law or a shape rule of Pyramids breaks."""
    ids = card_locations(state)
    assert len(ids) == len(CARD_IDS), f"{len(ids)} cards in play, deck has {len(CARD_IDS)}"
    assert set(ids) == ALL_CARDS, "a card is duplicated or unknown"
    rnd = state["round"]
    gods = [s["god"] for s in state["seats"] if s["god"] is not None]
    assert len(gods) == len(set(gods)), "two seats hold the same god"
    assert state["set_aside"] not in gods, "a set-aside god tile is held"
    for n, s in enumerate(state["seats"]):
        problem = pyramid_problem(s["pyramid"])
        assert problem is None, f"seat {n}: {problem}"
        assert rnd - 1 <= len(s["pyramid"]) <= rnd, f"seat {n}: pyramid size vs round {rnd}"
        assert len(s["obelisk"]) <= rnd and len(s["tomb"]) <= rnd, f"seat {n}: too many builds"
        assert len(s["hand"]) + len(s["built"]) <= 3, f"seat {n}: more than 3 cards this round"
        if state["phase"] == "gods":
            assert len(s["hand"]) <= 1, f"seat {n}: more than 1 card carried over"
        assert len(s["built"]) == len(set(s["built"])), f"seat {n}: two builds in one edifice"
        problem = builds_problem(s)
        assert problem is None, f"seat {n}: {problem}"
    problem = taken_problem(state)
    assert problem is None, problem
    if state["phase"] == "over":
        assert all(len(s["pyramid"]) == PYRAMID_CARDS and not s["hand"] for s in state["seats"])
