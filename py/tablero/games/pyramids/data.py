"""Pyramids fact tables: colours, god tiles, scoring tables, the card lookup.

Constants only (rules in the other modules). Sources: shared/rules/pyramids.ja.txt
(the rules authority; sections cited as in that text) and shared/reference/pyramids/.
The deck itself lives in cards.py, a provisional placeholder (PROVISIONAL_TABLES below).
"""

from __future__ import annotations

from .cards import CARD_TABLE

# The package's front (the Game contract's id, name, players, options and provisional tables;
# the same names in every game's data.py)
ID = "pyramids"
NAME = "Pyramids"
MIN_PLAYERS, MAX_PLAYERS = 2, 5
OPTIONS: dict = {}
PROVISIONAL_TABLES = ("deck",)  # cards.py is a synthetic stand-in (rules_notes.md section 1)

ROUNDS = 10  # 【ゲームの流れ】: 10 rounds, one pyramid card each

COLORS = ("blue", "white", "red", "green", "yellow")
GLYPHS = ("pyramid", "obelisk", "tomb")
EDIFICES = ("pyramid", "obelisk", "tomb")

# 【ゲームの準備】1: tiles 1-4 for 2-3 players, all five for 4-5 players.
GOD_NAMES = {1: "Horus", 2: "Anubis", 3: "Khepri", 4: "Sekhmet", 5: "Thoth"}

# 神タイルの説明: optional edifices per tile, by player count ("all": each of them may get
# one card; "one": only one of them this turn - Sekhmet with 4-5 players).
GODS_SMALL = {
    1: ((), "all"),
    2: (("tomb",), "all"),
    3: (("obelisk",), "all"),
    4: (("obelisk", "tomb"), "all"),
}
GODS_LARGE = {
    1: ((), "all"),
    2: (("tomb",), "all"),
    3: (("obelisk",), "all"),
    4: (("obelisk", "tomb"), "one"),
    5: (("obelisk", "tomb"), "all"),
}

# 得点計算 オベリスク: stages of the best colour -> points (5 or more -> 15).
OBELISK_POINTS = (0, 1, 3, 6, 10, 15)
PYRAMID_BONUS = 10  # every colour's largest group scores at least 3
PYRAMID_BONUS_MIN = 3
TOMB_MAJORITY_POINTS = 5
GLYPH_POINTS = 2

# Pyramid shape: 4 / 3 / 2 / 1 cards (ピラミッドの建設).
PYRAMID_BASE = 4
PYRAMID_LEVELS = 4
PYRAMID_CARDS = 10
STRIP = 6  # a stone strip is 6 units wide; each level is shifted half a card (3 units)


def _build_cards() -> dict:
    """Index CARD_TABLE by id, checking its shape once at import."""
    cards = {}
    for cid, stones, glyph in CARD_TABLE:
        assert cid not in cards, f"duplicate card id {cid}"
        assert glyph is None or glyph in GLYPHS, f"{cid}: bad glyph {glyph}"
        assert 1 <= len(stones) <= 3, f"{cid}: bad stone count"
        for color, lo, hi in stones:
            assert color in COLORS and 0 <= lo < hi <= STRIP, f"{cid}: bad stone"
        cards[cid] = {"stones": stones, "glyph": glyph}
    return cards


CARDS = _build_cards()
CARD_IDS = tuple(cid for cid, _, _ in CARD_TABLE)


def gods_for(players: int) -> dict:
    """God tiles in a game of `players`: tile -> (optional edifices, choice)."""
    return GODS_SMALL if players <= 3 else GODS_LARGE
