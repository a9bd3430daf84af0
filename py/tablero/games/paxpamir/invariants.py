"""Conservation laws checked by the property tests (RTT's on_assert)."""

from __future__ import annotations

from tablero.core.strict import is_int

from .data import (
    ALL_CARDS,
    BLOCKS_PER_COALITION,
    BORDERS,
    COALITIONS,
    COURT,
    CYLINDERS_PER_PLAYER,
    GIFTS,
    REGIONS,
)
from .wakhan.data import AI_CARDS


def card_zones(g: dict) -> list[int]:
    """Every card id in every zone (deck, market, hands, courts, prizes, discard, removed,
    lasting events)."""
    cards = list(g["deck"]) + list(g["discard"]) + list(g["removed"])
    cards += [c for row in g["market"] for c in row if c is not None]
    for s in range(g["players"]):
        cards += g["hands"][s] + g["courts"][s] + g["prizes"][s]
    cards += [ev["card"] for ev in g["events"]]
    return cards


def wakhan_problem(g: dict) -> str | None:
    """What keeps Wakhan's AI deck from being drawn as item 17 says, or None: each AI card
    once in her deck or discard pile, at least one face down (its back is read), and two
    in all, so that a reshuffle after a draw leaves one face down again."""
    w = g.get("wakhan")
    if not w:
        return None
    cards = w["deck"] + w["discard"]
    if not all(is_int(c) and c in AI_CARDS for c in cards) or len(set(cards)) < len(cards):
        return "wakhan: each AI card once in her deck or discard pile"
    if not w["deck"] or len(cards) < 2:
        return (f"wakhan: {len(w['deck'])} AI cards face down and {len(w['discard'])} face "
                "up: her deck needs one, and the two piles two (item 17: the deck refilled "
                "from the discard pile still shows a back)")
    return None


def check_invariants(g: dict) -> None:
    """AssertionError when a card, piece or rupee law is broken."""
    cards = card_zones(g)
    if sorted(cards) != sorted(ALL_CARDS):
        twice = sorted({c for c in cards if cards.count(c) > 1})
        missing = sorted(set(ALL_CARDS) - set(cards))
        raise AssertionError(f"cards: twice {twice}, missing {missing}")
    problem = wakhan_problem(g)
    assert problem is None, problem
    places = set(REGIONS) | set(BORDERS)
    for c in COALITIONS:
        blocks = g["blocks"][c]
        assert len(blocks) == BLOCKS_PER_COALITION, f"blocks: {c} has {len(blocks)}"
        assert all(loc is None or loc in places for loc in blocks), f"blocks: bad place {c}"
    on_court = {c for court in g["courts"] for c in court}
    for s in range(g["players"]):
        cyls = g["cylinders"][s]
        assert len(cyls) == CYLINDERS_PER_PLAYER, f"cylinders: seat {s} has {len(cyls)}"
        for loc in cyls:
            ok = loc is None or loc in REGIONS or loc in GIFTS or loc in on_court
            assert ok, f"cylinders: seat {s} has one at {loc}"
        gifts = [loc for loc in cyls if loc in GIFTS]
        assert len(gifts) == len(set(gifts)), f"gifts: seat {s} doubles a gift space"
        assert g["rupees"][s] >= 0, f"rupees: seat {s} has {g['rupees'][s]}"
        assert g["owed"][s] >= 0
        assert all(c in COURT for c in g["hands"][s] + g["courts"][s]), "hand/court: an event"
        for c in g["courts"][s] if s != (g.get("wakhan") or {}).get("seat") else ():
            patriot = COURT[c]["patriot"]
            assert patriot in (None, g["loyalty"][s]), (
                f"court: seat {s} keeps a {patriot} patriot while {g['loyalty'][s]}")
    for row in g["market_rupees"]:
        assert all(n >= 0 for n in row), "market: negative rupees"
