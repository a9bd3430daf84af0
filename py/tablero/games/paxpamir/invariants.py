"""Conservation laws checked by the property tests (RTT's on_assert)."""

from __future__ import annotations

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


def card_zones(g: dict) -> list[int]:
    """Every card id in every zone (deck, market, hands, courts, prizes, discard, removed,
    lasting events)."""
    cards = list(g["deck"]) + list(g["discard"]) + list(g["removed"])
    cards += [c for row in g["market"] for c in row if c is not None]
    for s in range(g["players"]):
        cards += g["hands"][s] + g["courts"][s] + g["prizes"][s]
    cards += [ev["card"] for ev in g["events"]]
    return cards


def check_invariants(g: dict) -> None:
    """AssertionError when a card, piece or rupee law is broken."""
    cards = card_zones(g)
    if sorted(cards) != sorted(ALL_CARDS):
        twice = sorted({c for c in cards if cards.count(c) > 1})
        missing = sorted(set(ALL_CARDS) - set(cards))
        raise AssertionError(f"cards: twice {twice}, missing {missing}")
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
