"""Set-up and initial placement (rules text: "from the start of the game to initial placement";
reference board.md "Set-up order")."""

from __future__ import annotations

from tablero.core.api import BadSpec
from tablero.core.flow import goto, log
from tablero.core.rng import choice, new_rng, randint, shuffle

from .board import space_id, space_of
from .data import (
    ACTIVITY_CARDS,
    BGA_ROUNDS,
    BUILDINGS,
    CATHEDRAL_LEVELS,
    CHARACTERS,
    CITIZENS_PER_PLAYER,
    COLORS,
    MARAUDING,
    NEUTRAL,
    NEUTRAL_CITIZENS,
    OPTIONS,
    PLAYER_COUNTS,
    RED_DECK,
    START_DENIERS,
    START_INFLUENCE,
    TWO_PLAYER_NEUTRALS,
    WHITE_DECK,
    YELLOW_DECK,
)
from .rules import RULES

VERSION = 1


def check_options(players, options) -> dict:
    """Validated options with defaults; BadSpec names the bad field."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise BadSpec(f"players: Troyes takes 2..4, got {players!r}")
    if not isinstance(options, dict):
        raise BadSpec("options: must be an object")
    out = {}
    for name, value in options.items():
        if name not in OPTIONS:
            raise BadSpec(f"options.{name}: unknown option of troyes")
        if value not in OPTIONS[name]["values"]:
            raise BadSpec(f"options.{name}: must be one of {OPTIONS[name]['values']}")
        out[name] = value
    for name, spec in OPTIONS.items():
        out.setdefault(name, spec["default"])
    return out


def new_seat(citizens: int) -> dict:
    """A player's starting stock: 5 deniers, 4 influence, citizens by player count."""
    return {"deniers": START_DENIERS, "influence": START_INFLUENCE, "vp": 0,
            "supply": citizens, "reserve": CITIZENS_PER_PLAYER - citizens,
            "passed": False, "characters": [], "won": []}


def blank_state(seed: int, players: int, options: dict) -> dict:
    """Everything but the random parts: empty board, stocks, no cards chosen yet."""
    counts = PLAYER_COUNTS[players]
    rounds = BGA_ROUNDS[players] if options["length"] == "bga" else counts["rounds"]
    return {
        "game": "troyes", "version": VERSION, "rng": new_rng(seed), "checkpoint": 0,
        "stack": [], "log": [], "players": players, "options": options,
        "round": 0, "rounds": rounds, "phase": "setup", "start": 0,
        "seats": [new_seat(counts["citizens"]) for _ in range(players)],
        "neutral_pool": NEUTRAL_CITIZENS,
        "buildings": {b: [None] * 6 for b in BUILDINGS},
        "lying": {b: [] for b in BUILDINGS},
        "dice": [], "next_die": 1, "black": [],
        "activity": [], "events": {"row": [], "red": [], "white": [], "yellow": []},
        "cathedral": [[None] * 6 for _ in range(CATHEDRAL_LEVELS)],
        "final": None,
    }


def deal_cards(g: dict) -> None:
    """One activity card per colour and level, characters, event decks, start player."""
    n = g["players"]
    for color in COLORS:
        for level in (1, 2, 3):
            pool = [c["id"] for c in ACTIVITY_CARDS if c["color"] == color
                    and c["level"] == level]
            g["activity"].append({"card": choice(g, pool), "color": color, "level": level,
                                  "revealed": False, "tradesmen": [], "cubes": [0] * n})
    chars = [c["id"] for c in CHARACTERS]
    shuffle(g, chars)
    k = PLAYER_COUNTS[n]["characters"]
    for seat in range(n):
        g["seats"][seat]["characters"] = sorted(chars[seat * k:(seat + 1) * k])
    red = list(RED_DECK)
    shuffle(g, red)
    g["events"]["red"] = red[:g["rounds"]]
    for color, deck in (("white", WHITE_DECK), ("yellow", YELLOW_DECK)):
        cards = list(deck)
        shuffle(g, cards)
        g["events"][color] = cards
    g["events"]["row"] = [{"card": MARAUDING, "cubes": []}]
    g["start"] = randint(g, n)


def snake_order(g: dict) -> list[int]:
    """Initial placement order A B C C B A A B C ... from the start player (rules text)."""
    order = [(g["start"] + k) % g["players"] for k in range(g["players"])]
    total = PLAYER_COUNTS[g["players"]]["citizens"]
    out = []
    for lap in range(total):
        out += order if lap % 2 == 0 else order[::-1]
    return out


def place_two_player_neutrals(g: dict) -> None:
    """Design fallback F3 (RECONSTRUCTED): 6 neutrals stand before a 2-player placement."""
    for building, idxs in TWO_PLAYER_NEUTRALS.items():
        for i in idxs:
            g["buildings"][building][i] = NEUTRAL
            g["neutral_pool"] -= 1


def new_game(seed: int, players: int, options: dict) -> dict:
    """A new game: cards dealt, then the snake-order initial placement is asked for."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise BadSpec(f"seed: must be an integer, got {seed!r}")
    opts = check_options(players, options)
    g = blank_state(seed, players, opts)
    deal_cards(g)
    if players == 2:
        place_two_player_neutrals(g)
    order = snake_order(g)
    RULES.start(g, "placement", order[0], order=order)
    return g


@RULES.prompt("placement")
def placement_prompt(g, acts):
    """Rules text, initial placement: put one citizen on any empty building space."""
    acts.say("placement")
    for b in BUILDINGS:
        for i, who in enumerate(g["buildings"][b]):
            if who is None:
                acts.add("space", space_id(b, i))


@RULES.on("placement", "space")
def placement_space(g, player, action):
    building, index = space_of(action["space"])
    g["buildings"][building][index] = player
    g["seats"][player]["supply"] -= 1
    log(g, "setup_place", seat=player, space=action["space"])
    order = g["stack"][-1]["order"][1:]
    if order:
        goto(g, "placement", order[0], order=order)
    else:
        goto(g, "placement_done", None)


@RULES.auto("placement_done")
def placement_done(g):
    """Rules text: grey neutral citizens fill every empty space once all have placed."""
    for b in BUILDINGS:
        for i, who in enumerate(g["buildings"][b]):
            if who is None and g["neutral_pool"] > 0:
                g["buildings"][b][i] = NEUTRAL
                g["neutral_pool"] -= 1
    goto(g, "round_start", None)
