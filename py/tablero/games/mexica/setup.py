"""Mexica setup, the new game (rules: ゲームの準備; 2人プレイルール).

Eight calpulli tokens, drawn at random, go face up on the display (shown in size order); the
other seven wait face down for period 2. The two pre-dug canal tiles are laid. Each seat gets
its Pilli (placed on a start space by a prompt, in turn order from the random start player),
18 temple pieces (9 usable in period 1), no action markers and 0 points. With 2 players ten
neutral temples are placed at random: on land not orthogonally next to the lake, not on the
palace or the pre-dug canal, and any two at Manhattan distance >= 5 (reading of "at least 4
spaces between"; rules_notes section 7). Their levels are the printed set, or a stronger one
with the option ``neutral`` (the variant of more than 20 levels: data.NEUTRAL_SETS). The
option only chooses the pieces placed: the state holds them, nothing else remembers it.
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.api import BadSpec
from tablero.core.flow import log

from . import data
from .board import LAKE_SET, NEIGHBOURS, PALACE_SET
from .data import ID, MAX_PLAYERS, MIN_PLAYERS
from .rules import RULES

VERSION = 1
NEUTRAL_TRIES = 200


def empty_state(players: int) -> dict:
    """A state with the board as at setup and no random choices made yet."""
    return {
        "game": ID, "version": VERSION, "players": players, "rng": 0, "checkpoint": 0,
        "stack": [], "log": [],
        "first": 0, "period": 1, "round": 1, "ap": 0, "taken": 0, "last_round": False,
        "pilli": [None] * players,
        "temples": [[None] * len(data.TEMPLE_LEVELS) for _ in range(players)],
        "neutral": [],
        "canals": [list(tile) for tile in data.PREDUG_TILES],
        "canal_supply": {"single": data.CANAL_SINGLES, "double": data.CANAL_DOUBLES - 2},
        "bridges": [],
        "tokens": ["reserve"] * len(data.CALPULLI),
        "districts": [],
        "markers": [0] * players,
        "score": [0] * players,
        "scorings": [],
    }


def check_players(players) -> int:
    """The player count, or BadSpec."""
    if not isinstance(players, int) or isinstance(players, bool) or not (
            MIN_PLAYERS <= players <= MAX_PLAYERS):
        raise BadSpec(f"players: mexica takes {MIN_PLAYERS}..{MAX_PLAYERS}, got {players!r}")
    return players


def check_options(options) -> dict:
    """Validated options with defaults; BadSpec names an unknown option or value."""
    if not isinstance(options, dict):
        raise BadSpec("options: must be an object")
    for name, value in options.items():
        if name not in data.OPTIONS:
            raise BadSpec(f"options.{name}: unknown option of mexica")
        if value not in data.OPTIONS[name]["values"]:
            raise BadSpec(f"options.{name}: must be one of {data.OPTIONS[name]['values']}")
    return {name: options.get(name, spec["default"]) for name, spec in data.OPTIONS.items()}


def deal_tokens(g: dict) -> None:
    """8 random tokens to the display, 7 to the face-down reserve."""
    order = list(range(len(data.CALPULLI)))
    rng.shuffle(g, order)
    for token in order[:data.TOKENS_PERIOD1]:
        g["tokens"][token] = "display"


def neutral_spots() -> list[int]:
    """Land cells a neutral temple may take (not next to the lake, not palace or canal)."""
    out = []
    for cell in range(data.NCELLS):
        r, c = divmod(cell, data.COLS)
        if data.GRID[r][c] != "." or cell in PALACE_SET:
            continue
        if any(nb in LAKE_SET for nb in NEIGHBOURS[cell]):
            continue
        out.append(cell)
    return out


def far_apart(a: int, b: int) -> bool:
    """Manhattan distance of two cells >= NEUTRAL_MIN_DISTANCE."""
    (ra, ca), (rb, cb) = divmod(a, data.COLS), divmod(b, data.COLS)
    return abs(ra - rb) + abs(ca - cb) >= data.NEUTRAL_MIN_DISTANCE


def neutral_pieces(levels: dict) -> list[int]:
    """The neutral pieces of a set (level -> count): the first of each level, by index."""
    out = []
    for level, count in sorted(levels.items()):
        out += [i for i, lv in enumerate(data.NEUTRAL_LEVELS) if lv == level][:count]
    return sorted(out)


def place_neutral(g: dict, levels: dict) -> None:
    """Random spread-out cells for the neutral temples of a set (data.NEUTRAL_SETS)."""
    pieces = neutral_pieces(levels)
    spots = neutral_spots()
    g["neutral"] = [None] * len(data.NEUTRAL_LEVELS)
    for _ in range(NEUTRAL_TRIES):
        order = list(spots)
        rng.shuffle(g, order)
        chosen: list[int] = []
        for cell in order:
            if all(far_apart(cell, other) for other in chosen):
                chosen.append(cell)
                if len(chosen) == len(pieces):
                    for piece, cell in zip(pieces, chosen, strict=True):
                        g["neutral"][piece] = cell
                    log(g, "neutral", cells=", ".join(data.cell_name(c) for c in chosen))
                    return
    raise RuntimeError("mexica: no spread of neutral temples found")


def new_state(seed: int, players: int, options: dict) -> dict:
    """The state before the first prompt: tokens dealt, start player drawn, neutrals placed."""
    check_players(players)
    options = check_options(options)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise BadSpec(f"seed: must be an integer, got {seed!r}")
    g = empty_state(players)
    g["rng"] = rng.new_rng(seed)
    deal_tokens(g)
    g["first"] = rng.randint(g, players)
    log(g, "start", seat=g["first"])
    if players == 2:
        place_neutral(g, data.NEUTRAL_SETS[options["neutral"]])
    return g


def new_game(seed: int, players: int, options: dict) -> dict:
    """A new game: tokens dealt, start player drawn; the first prompt places Pilli."""
    g = new_state(seed, players, options)
    RULES.start(g, "place_pilli", g["first"])
    return g
