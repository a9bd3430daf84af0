"""Mexica fact tables: the island grid, the calpulli tokens, piece counts.

Sources: ``shared/reference/mexica/`` (board.txt, calpulli.csv, rules_notes.md sections 1-3)
and ``shared/rules/mexica.ja.txt`` (ゲームの準備). Constants and tables only; no rules here.

Where the sources disagree (rules_notes section 8) we follow the rules text: palace as in
board.txt, bridges never on the lake, founding bonus blue (founder) / white (others), period 2
keeps the start player. rules_notes section 1 gives the level totals of the temple sets as 15
and 19; its piece counts (3/3/2/1 and 3/2/2/2) give 19 and 21, and we follow the pieces.

Cells are ints ``row * COLS + col`` (row 0 = north, col 0 = west), orthogonal adjacency only.
Calpulli tokens are ints 0..14 indexing ``CALPULLI``. Temple pieces are ints 0..17 per seat
indexing ``TEMPLE_LEVELS`` (0..8 are the period-1 set, 9..17 join in period 2); the 2-player
neutral's pieces are ints 0..17 indexing ``NEUTRAL_LEVELS`` (the colour's 18 by level, those
of ``NEUTRAL_SETS`` placed).
"""

from __future__ import annotations

# The package's front (the Game contract's id, name, players, options and provisional tables;
# the same names in every game's data.py)
ID = "mexica"
NAME = "Mexica"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
OPTIONS = {
    "neutral": {"values": ["20", "25", "30"], "default": "20", "players": [2],
                "label": "Neutral temples (2 players): total levels, 20 as printed"},
}
"""``neutral``: the 2-player variant of a stronger neutral (2人プレイルール, 選択ルール: more
than 20 levels; rulebook_facts N6). The sets are NEUTRAL_SETS; only 2 players have a neutral,
and the lobby shows the option at that count only (``players``)."""
PROVISIONAL_TABLES: tuple = ()

ROWS = 16
COLS = 23

# board.txt: "~" lake, "." land, "S" palace start space, "P" palace centre,
# "=" pre-dug canal (covered by two double canal tiles at setup).
GRID = (
    "~~~~~~~~~~~~~~~~~~~~~~~",
    "~~.~~~.....~~~~~~~~~~~~",
    "~~...........~~~~~~~~~~",
    "~............~~~~~~~~~~",
    "~..............~~~~~~~~",
    "~~...............~~~~~~",
    "~~......S......=...~..~",
    "~~.....SPS.....=......~",
    "~~......S......=......~",
    "~~~............=.....~~",
    "~~................~~~~~",
    "~...............~~~~~~~",
    "~.............~~~~~~~~~",
    "~...........~~~~~~~~~~~",
    "~~~....~~..~~~~~~~~~~~~",
    "~~~~~~~~~~~~~~~~~~~~~~~",
)


def cell_of(row: int, col: int) -> int:
    """The cell id of (row, col)."""
    return row * COLS + col


NCELLS = ROWS * COLS
LAKE = tuple(
    cell_of(r, c) for r in range(ROWS) for c in range(COLS) if GRID[r][c] == "~"
)
PALACE_CENTRE = cell_of(7, 8)
START_SPACES = (cell_of(6, 8), cell_of(7, 7), cell_of(7, 9), cell_of(8, 8))
PALACE = (PALACE_CENTRE,) + START_SPACES
# Setup (M5): two double canal tiles on the pre-dug strip (6,15)-(9,15).
PREDUG_TILES = ((cell_of(6, 15), cell_of(7, 15)), (cell_of(8, 15), cell_of(9, 15)))

# rules_notes section 1: 43 canal tiles = 6 single + 37 double (2 doubles start on the board).
CANAL_SINGLES = 6
CANAL_DOUBLES = 37
BRIDGES = 11
ACTION_MARKERS = 12
AP_PER_TURN = 6
MARKERS_PER_TURN = 2
TELEPORT_COST = 5
ACTION_AP = {"canal": 1, "bridge": 1, "move_bridge": 1, "move": 1, "found": 0, "take_marker": 1}
# AP of the turn's actions ("move": per step or boat stretch; a temple costs its level).
MARKER_AP = 1  # AP a spent action marker gives
PALACE_BONUS = 5

# Temple pieces of one colour, by piece index: period 1 set 3xL1, 3xL2, 2xL3, 1xL4,
# period 2 adds 3xL1, 2xL2, 2xL3, 2xL4 (rules_notes section 1).
TEMPLE_LEVELS = (1, 1, 1, 2, 2, 2, 3, 3, 4, 1, 1, 1, 2, 2, 3, 3, 4, 4)
PERIOD1_TEMPLES = 9
# 2-player neutral: temple pieces of the third colour, by piece index: its 18 by level.
NEUTRAL_LEVELS = tuple(sorted(TEMPLE_LEVELS))
NEUTRAL_SETS = {
    "20": {1: 4, 2: 3, 3: 2, 4: 1},
    "25": {1: 2, 2: 3, 3: 3, 4: 2},
    "30": {2: 3, 3: 4, 4: 3},
}
"""Level -> count of the neutral temples placed at setup, by the option ``neutral``: "20" is
the printed set (2人プレイルール: 4xL1, 3xL2, 2xL3, 1xL4). The variant (選択ルール) says only
"more than 20 levels"; our reading keeps ten temples, all of the neutral colour's pieces, and
raises their levels: ten is about as many as the spacing rule lets setup place (Manhattan
distance >= 5, off the lake shore: a random spread of 12 or more is rare), and 30 is the most
ten of its pieces make (3xL4, 4xL3, 3xL2)."""
NEUTRAL_MIN_DISTANCE = 5  # "at least 4 spaces between": Manhattan distance >= 5

# calpulli.csv: (name, size = yellow = 1st place, blue = 2nd place and founder bonus,
# white = 3rd place and bonus of every other Pilli inside at founding).
CALPULLI = (
    ("C01", 3, 2, 1),
    ("C02", 3, 2, 1),
    ("C03", 4, 2, 1),
    ("C04", 4, 2, 1),
    ("C05", 5, 3, 2),
    ("C06", 5, 3, 2),
    ("C07", 6, 3, 2),
    ("C08", 6, 3, 2),
    ("C09", 7, 4, 2),
    ("C10", 8, 4, 2),
    ("C11", 9, 5, 3),
    ("C12", 10, 5, 3),
    ("C13", 11, 6, 3),
    ("C14", 12, 6, 3),
    ("C15", 13, 7, 4),
)
TOKENS_PERIOD1 = 8
SEAT_COLOURS = ("black", "grey", "tan", "red")
# 2 players: the neutral temples are "a third colour" of the box (2人プレイルール).
NEUTRAL_COLOUR = SEAT_COLOURS[2]


def cell_name(cell: int) -> str:
    """A short name of a cell for logs: 'r7c8'."""
    return f"r{cell // COLS}c{cell % COLS}"
