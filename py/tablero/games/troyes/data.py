"""Troyes fact tables: board, player counts, activity cards, events, characters.

Constants and tables only; no rules. Sources: the publisher's English rulebook as paraphrased
in ../shared/reference/troyes/rulebook_facts.md and cards_rulebook.md (card names, effects,
multiplicities, black dice), and for the rest ../shared/rules/troyes.ja.txt and SOURCES.md.
Each card row keeps ``provenance`` per field ("rulebook", "inferred" or "provisional"); the
numbers printed only on the card faces are provisional (``"provisional": True``), and the
comments by each table say why each value was chosen. A corrected card replaces its one row
here. Ids and numbers only: the names of cards and characters, the effect texts and the note
on the provisional numbers are words, in texts.py (``ref`` is the rulebook's card reference).

Id ranges: activity cards 101-127, event cards 201-217 (201 Marauding), characters 301-306,
building spaces 401-406 (Palace), 411-416 (Bishopric), 421-426 (City Hall).
"""

from __future__ import annotations

# The package's front (the Game contract's id, name, players, options and provisional tables;
# the same names in every game's data.py)
ID = "troyes"
NAME = "Troyes"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
OPTIONS = {
    "length": {"values": ["standard", "bga"], "default": "standard",
               "label": "Game length (standard 4/5/6 rounds, BGA 4/5/5)"},
    "scores": {"values": ["hidden", "open"], "default": "hidden",
               "label": "Victory points (hidden as printed, or open)"},
}
"""``scores``: the rulebook keeps VP hidden during play (O7); "open" shows every seat's VP."""
PROVISIONAL_TABLES = ("activity_cards", "event_cards", "cityhall_rows", "two_player_neutrals",
                      "bishopric_rows")
"""The tables whose numbers are reconstructed (see each table's provenance below)."""

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
PROVISIONAL_BOARD = {"cityhall_rows": True, "two_player_neutrals": True, "bishopric_rows": True}

TWO_PLAYER_NEUTRALS = {"palace": [0, 1], "bishopric": [1, 5], "cityhall": [2, 5]}
"""Design fallback F3 (RECONSTRUCTED): the 6 spaces the neutral citizens take before a
2-player initial placement."""

# --- cathedral -------------------------------------------------------------------------------

CATHEDRAL_LEVELS = 3
CATHEDRAL_VP = 1
CATHEDRAL_INFLUENCE = {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2}
CATHEDRAL_EMPTY_LEVEL_VP = 2

# --- activity cards --------------------------------------------------------------------------

# Provenance per field. "rulebook": the English rulebook's appendix (2016+ printing) gives it
# (shared/reference/troyes/cards_rulebook.md); "inferred": read from the appendix's order or
# wording (colour and level from its three blocks of nine; cube vs immediate from the effect
# text); "provisional": printed only on the card faces, which no source available to us shows.
RULEBOOK, INFERRED, PROVISIONAL = "rulebook", "inferred", "provisional"

HIRE_BY_LEVEL = {1: 4, 2: 5, 3: 3}
"""Provisional hire cost (one number per card, rulebook H3). Not in any text source: kept at
the old reconstruction's first-space price of each level (Design fallback F1), so the balance
the bots were measured with moves as little as possible."""

SPACES_VP_BY_LEVEL = {1: [2, 2], 2: [3, 3], 3: [1, 1]}
"""Provisional VP of each tradesman space, left to right. Two scoring spaces per card: two
independent reviews (SOURCES.md, data-pass3) say only the first two tradesmen score; the VP are
the old reconstruction's per level (F1). Further tradesmen stand on the picture and score 0."""

_CARD_PROVENANCE = {"name": RULEBOOK, "effect": RULEBOOK, "color": INFERRED, "level": INFERRED,
                    "kind": INFERRED, "divisor": PROVISIONAL, "hire": PROVISIONAL,
                    "spaces": PROVISIONAL}


def _card(cid, ref, color, level, divisor, effect, **over):
    row = {
        "id": cid, "ref": ref, "color": color, "level": level,
        "divisor": divisor, "hire": HIRE_BY_LEVEL[level],
        "spaces": [[HIRE_BY_LEVEL[level], vp] for vp in SPACES_VP_BY_LEVEL[level]],
        "effect": effect, "provisional": True, "provenance": dict(_CARD_PROVENANCE),
    }
    row.update(over)
    return row


# Effect kinds (rules code in activity.py), per activation:
#   trade:      pay ``pay``, gain ``gain``;
#   choice:     pick one of ``options``, gain ``amount`` x own standing citizens there (Miller);
#   cube:       one own cube on the card; ``modifier`` names its later use (CUBE_RULES);
#   per:        gain ``amount`` x floor(count(``per``) / ``step``);
#   majority:   ``amount`` VP to the player(s) with most ``count`` left in their district
#               (``who``: "top" pays whoever leads, "self" pays only if the activator leads);
#   event_cube: pay ``pay``, then put own cubes on event cards (``roll``: only on a die of at
#               least that; ``per``: one per own red die left in the district), +``influence``
#               each;
#   tax:        every other player pays ``deniers`` per own standing citizen in ``building``,
#               the bank per grey one.
# Divisors are provisional (printed on the cards only); they are the old reconstruction's (F2),
# except for the cards whose effect changed: Confession 4 (like Priest, a +2 per die cube),
# Templar 4 (a strong one-die red cube), Procession 5 and Joust 3 (kept), Archer 3 (a die roll
# may give nothing), Chivalry 6 (several cubes per activation), Diplomat 4, Tax Collector 4,
# Troubadour 4 (pay 3 influence for 2 VP), Glassblower 5 (half the old rate).
ACTIVITY_CARDS = [
    _card(101, "Y1-ARTISAN", "yellow", 1, 4,
          {"kind": "trade", "pay": {"influence": 1}, "gain": {"deniers": 6}}),
    _card(102, "Y1-MERCHANT", "yellow", 1, 3,
          {"kind": "trade", "pay": {}, "gain": {"deniers": 2}}),
    _card(103, "Y1-MILLER", "yellow", 1, 5,
          {"kind": "choice", "gain": "deniers", "amount": 2,
           "options": ["palace", "bishopric"]}),
    _card(104, "Y2-INNKEEPER", "yellow", 2, 3,
          {"kind": "trade", "pay": {"deniers": 1}, "gain": {"influence": 1}}),
    _card(105, "Y2-BLACKSMITH", "yellow", 2, 4,
          {"kind": "cube", "modifier": "red_plus5"}),
    _card(106, "Y2-MILITIAMAN", "yellow", 2, 3,
          {"kind": "cube", "modifier": "yellow_as_red"}),
    _card(107, "Y3-JOURNEYMAN", "yellow", 3, 4,
          {"kind": "trade", "pay": {"deniers": 3}, "gain": {"vp": 2}}),
    _card(108, "Y3-GOLDSMITH", "yellow", 3, 5,
          {"kind": "trade", "pay": {}, "gain": {"vp": 1, "deniers": 2}}),
    _card(109, "Y3-SCULPTOR", "yellow", 3, 3,
          {"kind": "trade", "pay": {}, "gain": {"vp": 1}}),
    _card(110, "W1-TITHE", "white", 1, 6,
          {"kind": "cube", "modifier": "tithing"}),
    _card(111, "W1-MONK", "white", 1, 5,
          {"kind": "cube", "modifier": "white_as_three_yellow"}),
    _card(112, "W1-PRIEST", "white", 1, 4,
          {"kind": "cube", "modifier": "yellow_plus3"}),
    _card(113, "W2-APPRENTICESHIP", "white", 2, 5,
          {"kind": "cube", "modifier": "all_fives"}),
    _card(114, "W2-CONFESSION", "white", 2, 4,
          {"kind": "cube", "modifier": "plus2_each"}),
    _card(115, "W2-TEMPLAR", "white", 2, 4,
          {"kind": "cube", "modifier": "white_as_two_red"}),
    _card(116, "W3-PILGRIMAGE", "white", 3, 5,
          {"kind": "trade", "pay": {}, "gain": {"vp": 2}}, any_color=True),
    _card(117, "W3-GLASSBLOWER", "white", 3, 5,
          {"kind": "per", "gain": "vp", "amount": 1, "per": "cathedral_cubes", "step": 2}),
    _card(118, "W3-PROCESSION", "white", 3, 5,
          {"kind": "majority", "gain": "vp", "amount": 2, "count": "district_dice",
           "who": "top"}),
    _card(119, "R1-DIPLOMAT", "red", 1, 4,
          {"kind": "event_cube", "pay": {"influence": 1}, "influence": 1}),
    _card(120, "R1-ARCHER", "red", 1, 3,
          {"kind": "event_cube", "pay": {}, "roll": 3, "influence": 1}),
    _card(121, "R1-CHIVALRY", "red", 1, 6,
          {"kind": "event_cube", "pay": {}, "per": "red_dice", "influence": 0}),
    _card(122, "R2-HUNTING", "red", 2, 3,
          {"kind": "trade", "pay": {}, "gain": {"influence": 3}}),
    _card(123, "R2-TAX-COLLECTOR", "red", 2, 4,
          {"kind": "tax", "building": "cityhall", "deniers": 1}),
    _card(124, "R2-MERCENARY", "red", 2, 4,
          {"kind": "trade", "pay": {}, "gain": {"deniers": 3}}),
    _card(125, "R3-JOUST", "red", 3, 3,
          {"kind": "majority", "gain": "vp", "amount": 2, "count": "red_pips", "who": "self"}),
    _card(126, "R3-CAPTAIN", "red", 3, 5,
          {"kind": "per", "gain": "vp", "amount": 1, "per": "event_cards", "step": 1}),
    _card(127, "R3-TROUBADOUR", "red", 3, 4,
          {"kind": "trade", "pay": {"influence": 3}, "gain": {"vp": 2}}),
]
"""The 27 activity cards of the rulebook's appendix. Chivalry's cubes give no influence (its
text, unlike Archer's and Diplomat's, does not say so); each of its cubes may go on another
card. Procession pays whoever holds the most dice, as printed, even if not the activator."""
ACTIVITY = {c["id"]: c for c in ACTIVITY_CARDS}

CUBE_RULES = {
    "red_plus5": {"serves": "red", "dice": "red", "size": 3, "place": []},
    "yellow_as_red": {"serves": "red", "dice": "yellow", "size": 3, "place": ["palace"]},
    "white_as_two_red": {"serves": "red", "dice": "white", "size": 1, "place": ["palace"]},
    "tithing": {"serves": "yellow", "dice": "yellow", "size": 3, "place": ["cityhall"]},
    "white_as_three_yellow": {"serves": "yellow", "dice": "white", "size": 1,
                              "place": ["cityhall"]},
    "yellow_plus3": {"serves": "yellow", "dice": "yellow", "size": 3, "place": []},
    "all_fives": {"serves": "any", "dice": None, "size": 3, "place": ["palace"],
                  "mixed": True, "no_cathedral": True},
    "plus2_each": {"serves": "any", "dice": None, "size": 3, "place": ["palace"],
                   "no_cathedral": True},
}
"""What each cube may change (rulebook appendix and "Place a citizen", K9): ``serves`` the
target colour it works for ("any": every colour); ``dice`` the colour the group's own dice
must have (None: the target's own colour, as without a cube; any colours, mixed too, when
``mixed``: only Apprenticeship); ``size`` the most dice; ``place`` the buildings a placement
with it may enter (Blacksmith: not the Palace, so none, its group being red; Priest: not the
City Hall, so none; Apprenticeship and Confession: not the Bishopric nor the City Hall, so only
the Palace, and never the cathedral). Confession adds 2 to each die of a one-colour group (a
mixed group only on Pilgrimage, which takes any colours). Monk and Templar turn their one die
into several; for a placement, which takes one die, the die enters the building of the colour
it counts as, at its value."""

# --- events ----------------------------------------------------------------------------------

MARAUDING = 201

_EVENT_PROVENANCE = {"name": RULEBOOK, "effect": RULEBOOK, "count": RULEBOOK,
                     "color": INFERRED, "black_dice": RULEBOOK, "companion": PROVISIONAL,
                     "dice": PROVISIONAL, "divisor": PROVISIONAL, "banners": PROVISIONAL,
                     "rewards": PROVISIONAL}


def _event(eid, ref, color, black, effect, companion, **over):
    red = color == "red"
    row = {
        "id": eid, "ref": ref, "color": color, "black_dice": black,
        "effect": effect, "companion": companion, "divisor": 5,
        "banners": 3 if red else 2, "reward_most": 3 if red else 2, "reward_second": 1,
        "provisional": True, "provenance": dict(_EVENT_PROVENANCE),
    }
    row.update(over)
    return row


def _provenance(**fields):
    return {**_EVENT_PROVENANCE, **fields}


# Effect kinds (rules code in events.py), resolved each round while the card is in the row:
#   none; pay (deniers, each player); lose (influence, each player); pay_per_citizen (deniers x
#   own standing citizens in a building); grey_citizen (roll a die: a grey citizen enters the
#   building at that value); grey_cubes (a grey cube on each of the ``cards`` cards to its
#   left); cathedral_add (a grey cube on the lowest free cathedral space); cathedral_remove
#   (the cube on the highest occupied cathedral space comes off).
# Numbers the rulebook does not give (provisional): fighting dice = the card's colour, divisor
# 5, banners 3 (red) / 2 (others), rewards 3/1 (red) / 2/1 (others): the old reconstruction's
# (F4), consistent with S14's yellow card (divisor 5, 2 banners, 2/1 VP). Companions: four red
# cards call white and four yellow (the decks hold 4 + 4), alternated by id. Conflict of
# Succession's black dice are not given: 1, like every other red card but War and Normans
# Attack. Marauding: nothing printed; 1 black die (the French rulebook's example, S16), 3
# banners and 2/1 VP as before.
EVENT_CARDS = [
    _event(201, "E-MARAUDING", "red", 1, {"kind": "none"}, None, reward_most=2,
           provenance=_provenance(black_dice=PROVISIONAL, color=INFERRED)),
    _event(202, "E-R-WAR", "red", 2, {"kind": "none"}, "white"),
    _event(203, "E-R-SUCCESSION", "red", 1,
           {"kind": "grey_citizen", "building": "palace"}, "yellow",
           provenance=_provenance(black_dice=PROVISIONAL)),
    _event(204, "E-R-BRIGANDS-1", "red", 1, {"kind": "none"}, "white"),
    _event(205, "E-R-NORMANS", "red", 2, {"kind": "none"}, "yellow"),
    _event(206, "E-R-BRIGANDS-2", "red", 1, {"kind": "none"}, "yellow"),
    _event(207, "E-R-BRIGANDS-3", "red", 1, {"kind": "none"}, "white"),
    _event(208, "E-R-SKIRMISHES-1", "red", 1, {"kind": "none"}, "yellow"),
    _event(209, "E-R-SKIRMISHES-2", "red", 1, {"kind": "none"}, "white"),
    _event(210, "E-W-HERESY", "white", 0, {"kind": "lose", "influence": 2}, None),
    _event(211, "E-W-THEOLOGY", "white", 0,
           {"kind": "grey_citizen", "building": "bishopric"}, None),
    _event(212, "E-W-BUILDERS", "white", 0, {"kind": "cathedral_add"}, None),
    _event(213, "E-W-INTERRUPTED", "white", 0, {"kind": "cathedral_remove"}, None),
    _event(214, "E-Y-DROUGHT", "yellow", 0,
           {"kind": "pay_per_citizen", "building": "cityhall", "deniers": 1}, None),
    _event(215, "E-Y-SUPPORT", "yellow", 0, {"kind": "grey_cubes", "cards": 2}, None),
    _event(216, "E-Y-CIVIL-WAR", "yellow", 0, {"kind": "pay", "deniers": 3}, None),
    _event(217, "E-Y-WAYFARERS", "yellow", 0,
           {"kind": "grey_citizen", "building": "cityhall"}, None),
]
"""Marauding (always in play, not one of the 16) and the rulebook's 16 event cards: 8 red
(Brigands x3, Skirmishes x2, War, Normans Attack, Conflict of Succession), 4 white, 4 yellow.
Colours of the non-red cards are inferred from the appendix's order and theme."""
EVENTS = {e["id"]: e for e in EVENT_CARDS}
RED_DECK = [e["id"] for e in EVENT_CARDS if e["color"] == "red" and e["id"] != MARAUDING]
WHITE_DECK = [e["id"] for e in EVENT_CARDS if e["color"] == "white"]
YELLOW_DECK = [e["id"] for e in EVENT_CARDS if e["color"] == "yellow"]

# --- characters ------------------------------------------------------------------------------

CHARACTERS = [
    {"id": 301, "counts": "building_citizens",
     "thresholds": [[3, 1], [5, 3], [7, 6]], "thresholds_2p": [[4, 1], [6, 3], [8, 6]]},
    {"id": 302, "counts": "cathedral_cubes",
     "thresholds": [[3, 1], [5, 3], [7, 6]], "thresholds_2p": [[4, 1], [6, 3], [8, 6]]},
    {"id": 303, "counts": "deniers", "thresholds": [[6, 1], [12, 3], [18, 6]]},
    {"id": 304, "counts": "influence", "thresholds": [[5, 1], [10, 3], [15, 6]]},
    {"id": 305, "counts": "tradesmen", "thresholds": [[2, 1], [4, 3], [6, 6]]},
    {"id": 306, "counts": "events_won", "thresholds": [[1, 1], [3, 3], [5, 6]]},
]
"""Rules text, "character card scoring": [minimum, VP] steps; 2-player steps where they
differ. Every dealt character scores for every player (rules text)."""
CHARACTER = {c["id"]: c for c in CHARACTERS}
