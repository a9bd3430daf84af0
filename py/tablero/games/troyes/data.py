"""Troyes fact tables: board, player counts, activity cards, events, characters.

Constants and tables only; no rules. Sources: ../shared/rules/troyes.ja.txt (the rules text,
"S27") and ../shared/reference/troyes/ (board.md, activity_cards.csv, event_cards.csv and
SOURCES.md). Numbers the sources could not find are taken from SOURCES.md "Design fallback"
and are marked ``"provisional": True`` on their row, with ``provenance`` saying which parts are
known and which are RECONSTRUCTED. A corrected card replaces its one row here; rules code reads
only the fields, never the card names.

Id ranges: activity cards 101-127, event cards 201-216, characters 301-306,
building spaces 401-406 (Palace), 411-416 (Bishopric), 421-426 (City Hall).
"""

from __future__ import annotations

NEUTRAL = -1
"""Owner id of the grey (neutral) citizens and dice."""

COLORS = ["red", "white", "yellow"]
BLACK = "black"

START_DENIERS = 5
START_INFLUENCE = 4
INCOME = 10
CITIZENS_PER_PLAYER = 12
NEUTRAL_CITIZENS = 8
INFLUENCE_MAX = 20
SHORTFALL_VP = 2
"""Rules text, phase 1 and phase 3: pay what you can and lose 2 VP."""
UNCOUNTERED_BLACK_VP = 2
MAX_BLACK_DICE = 6
"""Design fallback F3 (RECONSTRUCTED): the box has 6 black dice; extra symbols are ignored."""

REROLL_COST = 1
FLIP_COST = 4
FLIP_MAX = 3
RECRUIT_COST = 2
"""board.md (S3): 2 influence move a citizen from the general to the personal supply."""
PASS_FIRST = 2
PASS_LATER = 1
AGRICULTURE_DIVISOR = 2

BUY_PRICE = {1: 2, 2: 4, 3: 6}
"""Rules text, actions: price per bought die by the size of the group."""

PLAYER_COUNTS = {
    2: {"citizens": 6, "characters": 2, "rounds": 4},
    3: {"citizens": 5, "characters": 1, "rounds": 5},
    4: {"citizens": 4, "characters": 1, "rounds": 6},
}
BGA_ROUNDS = {2: 4, 3: 5, 4: 5}
"""Rules text, "BGA specification": 3 and 4 players play 5 rounds, 2 players 4."""

# --- buildings -------------------------------------------------------------------------------

BUILDINGS = ["palace", "bishopric", "cityhall"]
BUILDING_COLOR = {"palace": "red", "bishopric": "white", "cityhall": "yellow"}
COLOR_BUILDING = {"red": "palace", "white": "bishopric", "yellow": "cityhall"}
SALARY = {"palace": 2, "bishopric": 1, "cityhall": 0}
SPACE_BASE = {"palace": 401, "bishopric": 411, "cityhall": 421}
SPACES_PER_BUILDING = 6

BUILDING_ROWS = {
    "palace": [[0], [1], [2], [3], [4], [5]],
    "bishopric": [[0, 1], [2, 3], [4, 5]],
    "cityhall": [[0, 1, 2], [3, 4, 5]],
}
"""Space indices of each row, left to right. Palace: one space per die value (known).
Bishopric: 3 rows of 2 for 1-2 / 3-4 / 5-6 (board.md, medium). City Hall: 2 rows of 3 for
1-3 / 4-6 (Design fallback F3, RECONSTRUCTED)."""

ROW_OF_VALUE = {
    "palace": {1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5},
    "bishopric": {1: 0, 2: 0, 3: 1, 4: 1, 5: 2, 6: 2},
    "cityhall": {1: 0, 2: 0, 3: 0, 4: 1, 5: 1, 6: 1},
}
PROVISIONAL_NOTE = (
    "Troyes card numbers marked provisional (activation divisors, tradesman costs and VP, "
    "event banners and rewards, placeholder effects) and the City Hall rows and 2-player "
    "neutral spaces are RECONSTRUCTED: the printed values could not be found."
)
PROVISIONAL_BOARD = {"cityhall_rows": True, "two_player_neutrals": True, "bishopric_rows": False}

TWO_PLAYER_NEUTRALS = {"palace": [0, 1], "bishopric": [1, 5], "cityhall": [2, 5]}
"""Design fallback F3 (RECONSTRUCTED): the 6 spaces the neutral citizens take before a
2-player initial placement."""

# --- cathedral -------------------------------------------------------------------------------

CATHEDRAL_LEVELS = 3
CATHEDRAL_VP = 1
CATHEDRAL_INFLUENCE = {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2}
CATHEDRAL_EMPTY_LEVEL_VP = 2

# --- activity cards --------------------------------------------------------------------------

SPACES_BY_LEVEL = {
    1: [[4, 2], [5, 2], [6, 2]],
    2: [[5, 3], [6, 3], [7, 3]],
    3: [[3, 1], [4, 1], [5, 1]],
}
"""Design fallback F1 (RECONSTRUCTED): [hire cost in deniers, VP at game end] per tradesman
space, left to right. A hire when all three are full goes on the illustration: it costs the
third space's price and scores 0 VP."""

_KNOWN_EFFECT = "effect known (activity_cards.csv); divisor and spaces RECONSTRUCTED (F1/F2)"
_GUESS_EFFECT = "effect and numbers RECONSTRUCTED (Design fallback F2); name per row"


def _card(cid, ref, name, color, level, divisor, effect, provenance, sources):
    return {
        "id": cid, "ref": ref, "name": name, "color": color, "level": level,
        "divisor": divisor, "spaces": SPACES_BY_LEVEL[level], "effect": effect,
        "provisional": True, "provenance": provenance, "sources": sources,
    }


# Effect kinds (rules code in activity.py):
#   trade:  pay ``pay`` per activation, gain ``gain`` per activation;
#   per:    gain ``gain`` x count(``per``) per activation (a ``requires`` count >= 1 gates it);
#   choice: per activation, pick one option of ``options`` (Miller);
#   cube:   each activation puts one own cube on the card; ``modifier`` names the later use.
ACTIVITY_CARDS = [
    _card(101, "Y1-ARTISAN", "Artisan", "yellow", 1, 4,
          {"kind": "trade", "pay": {"influence": 1}, "gain": {"deniers": 6}},
          _KNOWN_EFFECT, "S1;S5;S9"),
    _card(102, "Y1-MERCHANT", "Merchant", "yellow", 1, 3,
          {"kind": "trade", "pay": {}, "gain": {"deniers": 2}}, _KNOWN_EFFECT, "S1;S6;S9"),
    _card(103, "Y1-MILLER", "Miller", "yellow", 1, 5,
          {"kind": "choice", "gain": "deniers", "amount": 2,
           "options": ["palace", "bishopric"]}, _KNOWN_EFFECT, "S1;S9"),
    _card(104, "Y2-INNKEEPER", "Innkeeper", "yellow", 2, 3,
          {"kind": "trade", "pay": {"deniers": 1}, "gain": {"influence": 1}},
          _KNOWN_EFFECT, "S1"),
    _card(105, "Y2-BLACKSMITH", "Blacksmith", "yellow", 2, 4,
          {"kind": "cube", "modifier": "red_plus5"}, _KNOWN_EFFECT, "S1;S6"),
    _card(106, "Y2-MILITIA", "Militia", "yellow", 2, 3,
          {"kind": "cube", "modifier": "yellow_as_red"}, _KNOWN_EFFECT, "S1;S5"),
    _card(107, "Y3-JOURNEYMAN", "Journeyman", "yellow", 3, 4,
          {"kind": "trade", "pay": {"deniers": 3}, "gain": {"vp": 2}}, _KNOWN_EFFECT,
          "S1;S6;S7"),
    _card(108, "Y3-GOLDSMITH", "Goldsmith", "yellow", 3, 5,
          {"kind": "trade", "pay": {}, "gain": {"vp": 1, "deniers": 2}}, _KNOWN_EFFECT,
          "S1;S5;S7"),
    _card(109, "Y3-SCULPTOR", "Sculptor", "yellow", 3, 3,
          {"kind": "trade", "pay": {}, "gain": {"vp": 1}}, _KNOWN_EFFECT, "S1;S7"),
    _card(110, "W1-TITHING", "Tithing", "white", 1, 6,
          {"kind": "cube", "modifier": "tithing"}, _KNOWN_EFFECT, "S1;S6;S10"),
    _card(111, "W1-MONK", "Monk", "white", 1, 5,
          {"kind": "cube", "modifier": "white_as_three_yellow"}, _KNOWN_EFFECT, "S1;S5;S10"),
    _card(112, "W1-PRIEST", "Priest", "white", 1, 4,
          {"kind": "cube", "modifier": "yellow_plus3"}, _KNOWN_EFFECT, "S1"),
    _card(113, "W2-APPRENTICESHIP", "Apprenticeship", "white", 2, 5,
          {"kind": "cube", "modifier": "all_fives"},
          "effect known but its restriction is cut off; 'not for placing citizens' and the "
          "divisor/spaces RECONSTRUCTED (F2)", "S1;S5"),
    _card(114, "W2-CONFESSION?", "Confession", "white", 2, 4,
          {"kind": "trade", "pay": {}, "gain": {"influence": 2}}, _GUESS_EFFECT, "S6"),
    _card(115, "W2-UNKNOWN", "Chaplain (placeholder)", "white", 2, 3,
          {"kind": "cube", "modifier": "white_as_red"}, _GUESS_EFFECT, "-"),
    _card(116, "W3-PILGRIMAGE", "Pilgrimage", "white", 3, 5,
          {"kind": "trade", "pay": {}, "gain": {"vp": 2}},
          "kind known (S7); amount, divisor and spaces RECONSTRUCTED (F2)", "S5;S7"),
    _card(117, "W3-GLASSMAKER", "Glassmaker", "white", 3, 8,
          {"kind": "per", "gain": "vp", "amount": 1, "per": "cathedral_cubes"},
          "kind known (S7, S8); formula, divisor and spaces RECONSTRUCTED (F2)", "S7;S8"),
    _card(118, "W3-PROCESSION", "Procession", "white", 3, 5,
          {"kind": "per", "gain": "vp", "amount": 1, "per": "bishopric_citizens"},
          "kind known (S7); condition, divisor and spaces RECONSTRUCTED (F2)", "S7"),
    _card(119, "R1-DIPLOMAT", "Diplomat", "red", 1, 4,
          {"kind": "cube", "modifier": "event_any_color"}, _GUESS_EFFECT, "S5"),
    _card(120, "R1-ARCHER?", "Archer", "red", 1, 4,
          {"kind": "cube", "modifier": "event_extra_cube"}, _GUESS_EFFECT, "S6"),
    _card(121, "R1-UNKNOWN", "Recruiter (placeholder)", "red", 1, 6,
          {"kind": "trade", "pay": {"reserve": 1}, "gain": {"supply": 1}}, _GUESS_EFFECT, "-"),
    _card(122, "R2-HUNT", "Hunt", "red", 2, 3,
          {"kind": "trade", "pay": {}, "gain": {"influence": 1}},
          "name/level known (S5, S6); effect inferred, amount, divisor and spaces "
          "RECONSTRUCTED (F2)", "S5;S6"),
    _card(123, "R2-UNKNOWN-A", "Herald (placeholder)", "red", 2, 3,
          {"kind": "cube", "modifier": "palace_any_space"}, _GUESS_EFFECT, "-"),
    _card(124, "R2-UNKNOWN-B", "Tax collector (placeholder)", "red", 2, 4,
          {"kind": "trade", "pay": {}, "gain": {"deniers": 3}}, _GUESS_EFFECT, "-"),
    _card(125, "R3-JOUST", "Joust", "red", 3, 3,
          {"kind": "per", "gain": "vp", "amount": 2, "per": "one",
           "requires": "palace_citizens"},
          "kind known (S7); condition, divisor and spaces RECONSTRUCTED (F2)", "S7"),
    _card(126, "R3-CAPTAIN", "Captain", "red", 3, 5,
          {"kind": "per", "gain": "vp", "amount": 1, "per": "event_cubes"},
          "kind known (S7); formula, divisor and spaces RECONSTRUCTED (F2)", "S5;S7"),
    _card(127, "R3-TROUBADOUR", "Troubadour", "red", 3, 3,
          {"kind": "trade", "pay": {"influence": 1}, "gain": {"vp": 1}},
          "kind known (S7); resource and rate RECONSTRUCTED (F2)", "S7"),
]
ACTIVITY = {c["id"]: c for c in ACTIVITY_CARDS}

MODIFIER_TEXT = {
    "red_plus5": "Blacksmith cube: a red group's total gets +5 (not for placing a citizen).",
    "yellow_as_red": "Militia cube: 1-3 yellow dice act as red dice.",
    "tithing": "Tithing cube: in a yellow group, one yellow die from each other district "
               "is free.",
    "white_as_three_yellow": "Monk cube: one white die counts as three yellow dice of its value.",
    "yellow_plus3": "Priest cube: +3 to every yellow die of the group (not for placing).",
    "all_fives": "Apprenticeship cube: every die of the group counts as 5 (not for placing).",
    "white_as_red": "Cube: 1-3 white dice act as red dice.",
    "event_any_color": "Diplomat cube: fight an event with dice of any one colour.",
    "event_extra_cube": "Archer cube: place one extra cube when fighting an event.",
    "palace_any_space": "Cube: place a citizen on any Palace space with a red die.",
}

# --- events ----------------------------------------------------------------------------------

MARAUDING = 201


def _event(eid, ref, name, color, black, effect, companion, provenance, **over):
    red = color == "red"
    row = {
        "id": eid, "ref": ref, "name": name, "color": color, "black_dice": black,
        "effect": effect, "companion": companion, "divisor": 5,
        "banners": 3 if red else 2, "reward_most": 3 if red else 2, "reward_second": 1,
        "provisional": True, "provenance": provenance,
    }
    row.update(over)
    return row


_EV_GUESS = "name a placeholder; effect and numbers RECONSTRUCTED (Design fallback F4)"
_EV_NUMBERS = "divisor, banners and rewards RECONSTRUCTED (Design fallback F4)"

# Effect kinds (rules code in events.py), resolved each round while the card is in the row:
#   none; pay (deniers); lose (influence or vp); pay_per_citizen (deniers x own citizens in a
#   building); neutral_citizen (a grey citizen enters building at the row of value);
#   cathedral_cube (remove own highest cathedral cube); activity_cube (return one own cube).
EVENT_CARDS = [
    _event(201, "E-R-MARAUDING", "Marauding", "red", 1, {"kind": "none"}, None,
           "permanent and 1 black die known (S4, S15, S16); 3 banners, 2/1 VP RECONSTRUCTED",
           reward_most=2),
    _event(202, "E-R-WAR", "War", "red", 2, {"kind": "none"}, "white",
           "name and 2 black dice known (S16); " + _EV_NUMBERS),
    _event(203, "E-R-CONFLICT", "Succession conflict", "red", 1,
           {"kind": "pay", "deniers": 2}, "yellow",
           "name known (S5, S16, S35); money effect inferred (S32), amounts RECONSTRUCTED"),
    _event(204, "E-R-INVASION", "Invasion (placeholder)", "red", 1,
           {"kind": "neutral_citizen", "building": "palace", "value": 6}, "white",
           "effect kind known (S24, S34); card and numbers RECONSTRUCTED (F4)"),
    _event(205, "E-R-SIEGE", "Siege (placeholder)", "red", 2, {"kind": "none"}, "yellow",
           _EV_GUESS),
    _event(206, "E-R-PILLAGE", "Pillage (placeholder)", "red", 1,
           {"kind": "lose", "influence": 1}, "white", _EV_GUESS),
    _event(207, "E-R-REVOLT", "Revolt (placeholder)", "red", 1,
           {"kind": "pay_per_citizen", "building": "cityhall", "deniers": 1}, "yellow",
           _EV_GUESS),
    _event(208, "E-R-CRUSADE", "Crusade (placeholder)", "red", 1,
           {"kind": "pay_per_citizen", "building": "palace", "deniers": 1}, "white",
           _EV_GUESS),
    _event(209, "E-W-WORKSTOP", "Obstruction of the works", "white", 0,
           {"kind": "cathedral_cube"}, None,
           "name and effect kind known (S27); which cube and numbers RECONSTRUCTED (F4)"),
    _event(210, "E-W-HERESY", "Heresy", "white", 0, {"kind": "lose", "influence": 1}, None,
           "name from S6/S33 (may be an expansion card); effect and numbers RECONSTRUCTED"),
    _event(211, "E-W-SCHISM", "Schism (placeholder)", "white", 0,
           {"kind": "neutral_citizen", "building": "bishopric", "value": 5}, None, _EV_GUESS),
    _event(212, "E-W-EPIDEMIC", "Epidemic (placeholder)", "white", 0,
           {"kind": "lose", "vp": 1}, None, _EV_GUESS),
    _event(213, "E-Y-CUBELOSS", "Lost tools (placeholder name)", "yellow", 0,
           {"kind": "activity_cube"}, None,
           "effect, divisor 5, 2 banners, 2/1 VP from one forum post (S14, medium-low)"),
    _event(214, "E-Y-DROUGHT", "Drought", "yellow", 0, {"kind": "pay", "deniers": 2}, None,
           "name known (S5, S35); effect and numbers RECONSTRUCTED (F4)"),
    _event(215, "E-Y-FAMINE", "Famine (placeholder)", "yellow", 0,
           {"kind": "pay_per_citizen", "building": "bishopric", "deniers": 1}, None,
           _EV_GUESS),
    _event(216, "E-Y-FLOOD", "Flood (placeholder)", "yellow", 0,
           {"kind": "neutral_citizen", "building": "cityhall", "value": 1}, None, _EV_GUESS),
]
EVENTS = {e["id"]: e for e in EVENT_CARDS}
RED_DECK = [e["id"] for e in EVENT_CARDS if e["color"] == "red" and e["id"] != MARAUDING]
WHITE_DECK = [e["id"] for e in EVENT_CARDS if e["color"] == "white"]
YELLOW_DECK = [e["id"] for e in EVENT_CARDS if e["color"] == "yellow"]

# --- characters ------------------------------------------------------------------------------

CHARACTERS = [
    {"id": 301, "name": "Chrétien de Troyes", "counts": "building_citizens",
     "text": "citizens in the three buildings",
     "thresholds": [[3, 1], [5, 3], [7, 6]], "thresholds_2p": [[4, 1], [6, 3], [8, 6]]},
    {"id": 302, "name": "Urbain IV", "counts": "cathedral_cubes",
     "text": "cubes in the cathedral",
     "thresholds": [[3, 1], [5, 3], [7, 6]], "thresholds_2p": [[4, 1], [6, 3], [8, 6]]},
    {"id": 303, "name": "Thibaut II", "counts": "deniers", "text": "deniers",
     "thresholds": [[6, 1], [12, 3], [18, 6]]},
    {"id": 304, "name": "Hugues de Payns", "counts": "influence", "text": "influence",
     "thresholds": [[5, 1], [10, 3], [15, 6]]},
    {"id": 305, "name": "le Florentin", "counts": "tradesmen",
     "text": "tradesmen on activity cards", "thresholds": [[2, 1], [4, 3], [6, 6]]},
    {"id": 306, "name": "Henri I", "counts": "events_won", "text": "event cards collected",
     "thresholds": [[1, 1], [3, 3], [5, 6]]},
]
"""Rules text, "character card scoring": [minimum, VP] steps; 2-player steps where they
differ. Every dealt character scores for every player (rules text)."""
CHARACTER = {c["id"]: c for c in CHARACTERS}
