"""A new game: the six-pile deck, the market, rupees, starting loyalty.

Rulebook "Setup" (Build the draw deck, Create the market, Starting loyalty).
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.api import BadSpec

from .data import (
    BLOCKS_PER_COALITION,
    COALITIONS,
    COURT,
    CYLINDERS_PER_PLAYER,
    DOMINANCE_CHECKS,
    EVENTS,
    MARKET_COLUMNS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONS,
    STARTING_RUPEES,
    WAKHAN_BELOW,
)
from .rules import RULES
from .wakhan.seat import new_wakhan

VERSION = 1


def blank_state(seed: int, players: int) -> dict:
    """The empty table: no cards dealt, pieces in supply, political favored."""
    return {
        "game": "paxpamir", "version": VERSION, "rng": rng.new_rng(seed), "checkpoint": 0,
        "stack": [], "log": [], "players": players,
        "deck": [], "market": [[None] * MARKET_COLUMNS for _ in range(2)],
        "market_rupees": [[0] * MARKET_COLUMNS for _ in range(2)],
        "discard": [], "removed": [],
        "hands": [[] for _ in range(players)], "courts": [[] for _ in range(players)],
        "prizes": [[] for _ in range(players)],
        "rupees": [STARTING_RUPEES] * players, "vp": [0] * players,
        "loyalty": [None] * players, "owed": [0] * players, "pending": [],
        "cylinders": [[None] * CYLINDERS_PER_PLAYER for _ in range(players)],
        "blocks": {c: [None] * BLOCKS_PER_COALITION for c in COALITIONS},
        "favored": "political", "events": [], "result": None,
        "turn": {"seat": 0, "actions": 2, "used": [], "blocked": [], "fresh": []},
    }


def build_deck(g: dict) -> None:
    """Six piles of 5 + players court cards; dominance checks in the four right piles; two
    events in pile 2 and one in each of piles 3-6; each pile shuffled; pile 1 on top."""
    n = g["players"]
    court = sorted(COURT)
    rng.shuffle(g, court)
    size = 5 + n
    piles = [court[i * size:(i + 1) * size] for i in range(6)]
    g["removed"] = court[6 * size:]
    events = [c for c in sorted(EVENTS) if c not in DOMINANCE_CHECKS]
    rng.shuffle(g, events)
    piles[1] += events[:2]
    for i in range(4):
        piles[2 + i] += [events[2 + i], DOMINANCE_CHECKS[i]]
    g["removed"] += events[6:]
    for pile in piles:
        rng.shuffle(g, pile)
    g["deck"] = [c for pile in piles for c in pile]


def fill_market(g: dict) -> None:
    """Deal the market column by column from the left, top row first."""
    for col in range(MARKET_COLUMNS):
        for row in (0, 1):
            g["market"][row][col] = g["deck"].pop(0)


def new_game(seed: int, players: int, options: dict) -> dict:
    """Setup; the first frame asks a random seat for its loyalty.

    With 1 or 2 players Wakhan is one more seat (the last) and counts as a player for the
    deck (wakhan.md 3-6); the options only choose her variants."""
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise BadSpec(f"players: must be {MIN_PLAYERS}..{MAX_PLAYERS}, got {players!r}")
    if not isinstance(options, dict) or any(
            k not in OPTIONS or v not in OPTIONS[k]["values"] for k, v in options.items()):
        raise BadSpec(f"options: unknown option or value in {options!r}")
    humans = players
    if players < WAKHAN_BELOW:
        players += 1
    g = blank_state(seed, players)
    if humans < WAKHAN_BELOW:
        new_wakhan(g, humans, options)
    build_deck(g)
    fill_market(g)
    first = rng.randint(g, humans)
    RULES.start(g, "loyalty", player=first, left=humans)
    return g
