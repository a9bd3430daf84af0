"""Pyramids setup (【ゲームの準備】): the empty state, shuffling, dealing, the first player."""

from __future__ import annotations

from tablero.core import rng
from tablero.core.api import BadSpec

from .data import CARD_IDS, ID, MAX_PLAYERS, MIN_PLAYERS
from .rules import RULES

VERSION = 1
SMALL_GAME_TILES = 4  # 2 players: tiles 1-4, one set aside each round


def empty_seat() -> dict:
    """A seat's necropolis and hand before anything is built."""
    return {"hand": [], "pyramid": [], "obelisk": [], "tomb": [], "god": None, "built": []}


def base_state(seed: int, players: int) -> dict:
    """The state fields every game has, before the cards are dealt."""
    return {
        "game": ID, "version": VERSION, "rng": rng.new_rng(seed), "checkpoint": 0,
        "stack": [], "log": [], "players": players, "round": 1, "phase": "gods",
        "first_player": 0, "deck": [], "box": [], "quarry": [], "set_aside": None,
        "turn_order": [], "seats": [empty_seat() for _ in range(players)],
    }


def new_game(seed: int, players: int, options: dict) -> dict:
    """【ゲームの準備】: shuffle, deal one card each, draw the first player, start round 1."""
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise BadSpec(f"players: must be {MIN_PLAYERS}..{MAX_PLAYERS}, got {players!r}")
    if not isinstance(options, dict) or options:
        raise BadSpec(f"options: {ID} has no options, got {options!r}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise BadSpec(f"seed: must be an integer, got {seed!r}")
    g = base_state(seed, players)
    g["deck"] = list(CARD_IDS)
    rng.shuffle(g, g["deck"])
    for s in g["seats"]:
        s["hand"].append(g["deck"].pop(0))
    # Step 5 names "whoever saw a pyramid last": we draw the first player at random.
    g["first_player"] = rng.randint(g, players)
    if players == 2:
        # Step 2: with 2 players one of tiles 1-4 is set aside at random in round 1.
        g["set_aside"] = 1 + rng.randint(g, SMALL_GAME_TILES)
    RULES.start(g, "round_start", None)
    return g
