"""Pax Pamir 2e fact tables: regions, borders, 100 court cards, 16 event cards.

Encoded from ../shared/reference/paxpamir/ (court_cards.csv, event_cards.csv, map.md), which
rate these facts high confidence; impact order is top to bottom as printed (medium-high, BGA and
TTS agree). Numbering: court cards 1-100, dominance checks 101-104, events 105-116,
regions 201-206, borders 301-309, gift spaces 401-403 (cylinder locations).
"""

from __future__ import annotations

# The package's front (the Game contract's id, name, players, options and provisional tables;
# the same names in every game's data.py)
ID = "paxpamir"
NAME = "Pax Pamir (2nd edition)"
MIN_PLAYERS, MAX_PLAYERS = 1, 5
WAKHAN_BELOW = 3  # wakhan.md 2: Wakhan takes a seat of her own with 1 or 2 players
_SEATED = list(range(1, WAKHAN_BELOW))
OPTIONS = {
    "wakhan": {"values": ["rulebook", "improved", "custom"], "default": "rulebook",
               "players": _SEATED,
               "label": "Wakhan (1-2 players): rulebook, improved (all variants) or custom"},
    "savvy_purchasing": {"values": ["off", "on"], "default": "off", "players": _SEATED,
                         "label": "Wakhan variant (custom): Savvy Purchasing"},
    "spy_movement": {"values": ["off", "on"], "default": "off", "players": _SEATED,
                     "label": "Wakhan variant (custom): Spy Movement"},
    "steadfast_loyalty": {"values": ["off", "on"], "default": "off", "players": _SEATED,
                          "label": "Wakhan variant (custom): Steadfast Pragmatic Loyalty"},
}
"""Game options (wakhan.md 1.17): "improved" turns all three variants on, "custom" takes the
three switches as set; they only matter with 1 or 2 players, the counts each option's
``players`` lists (the lobby shows an option only at those counts)."""
PROVISIONAL_TABLES: tuple = ()

COALITIONS = ["afghan", "british", "russian"]
SUITS = ["political", "intelligence", "economic", "military"]

TRANSCASPIA, PERSIA, HERAT, KABUL, KANDAHAR, PUNJAB = 201, 202, 203, 204, 205, 206
REGIONS = [TRANSCASPIA, PERSIA, HERAT, KABUL, KANDAHAR, PUNJAB]
REGION_NAMES = {
    TRANSCASPIA: "transcaspia",
    PERSIA: "persia",
    HERAT: "herat",
    KABUL: "kabul",
    KANDAHAR: "kandahar",
    PUNJAB: "punjab",
}

# map.md: the nine borders (no other pair of regions is adjacent).
BORDERS = {
    301: (HERAT, KABUL),
    302: (HERAT, KANDAHAR),
    303: (HERAT, PERSIA),
    304: (HERAT, TRANSCASPIA),
    305: (KABUL, KANDAHAR),
    306: (KABUL, PUNJAB),
    307: (KABUL, TRANSCASPIA),
    308: (KANDAHAR, PUNJAB),
    309: (PERSIA, TRANSCASPIA),
}
BORDER_NAMES = {b: REGION_NAMES[a] + "_" + REGION_NAMES[c] for b, (a, c) in BORDERS.items()}
REGION_BORDERS = {r: [b for b, ends in BORDERS.items() if r in ends] for r in REGIONS}


# Gift spaces on the loyalty dial (map.md): location id -> price.
GIFTS = {401: 2, 402: 4, 403: 6}

BLOCKS_PER_COALITION = 12
CYLINDERS_PER_PLAYER = 10  # the 11th marks victory points and never leaves the track
STARTING_RUPEES = 4
COST_PER_CARD, COST_PER_CARD_MILITARY = 1, 2  # rupees left on each card when buying
EARLY_LEAD = 4  # points ahead of every other player that end the game at a check
LEVERAGE_RUPEES = 2  # taken by a leverage icon, repaid when the card leaves the court
BUILD_COST, BUILD_LIMIT, NATION_BUILDING_LIMIT = 2, 3, 6  # rupees a block; blocks a build
BETRAY_COST = 2
ARISTOCRACY_RUPEES = 3  # Backing of Persian Aristocracy
DOMINANCE_MARGIN, FATIGUE_MARGIN = 4, 2  # blocks ahead to dominate (Conflict Fatigue: 2)
MARKET_COLUMNS = 6


def _c(name, region, suit, rank, patriot, prize, impacts, actions, special):
    return {
        "name": name,
        "region": region,
        "suit": suit,
        "rank": rank,
        "patriot": patriot,
        "prize": prize,
        "impacts": impacts.split(),
        "actions": actions.split(),
        "special": special,
    }


# court_cards.csv: impacts top to bottom, actions left to right as printed.
COURT = {
    1: _c(
        "Mohan Lal",
        204,
        "intelligence",
        3,
        None,
        "russian",
        "spy spy spy",
        "move",
        "indispensable_advisors",
    ),
    2: _c(
        "Jan-Fishan Khan",
        204,
        "intelligence",
        2,
        None,
        "russian",
        "spy spy army favor_military",
        "battle move",
        None,
    ),
    3: _c(
        "Prince Akbar Khan",
        204,
        "intelligence",
        2,
        "afghan",
        None,
        "spy spy army favor_military",
        "battle",
        "insurrection",
    ),
    4: _c("Charles Stoddart", 204, "intelligence", 1, None, "afghan", "spy", "gift move", None),
    5: _c(
        "Shah Shujah Durrani",
        204,
        "political",
        1,
        None,
        "afghan",
        "tribe",
        "build",
        "claim_of_ancient_lineage",
    ),
    6: _c(
        "Aminullah Khan Logari",
        204,
        "political",
        1,
        "afghan",
        None,
        "tribe army spy",
        "build battle",
        None,
    ),
    7: _c("Dost Mohammad", 204, "political", 2, None, None, "tribe tribe army spy", "", None),
    8: _c(
        "Kabul Bazaar", 204, "economic", 2, None, None, "road road spy favor_political", "tax", None
    ),
    9: _c("Afghan Handicrafts", 204, "economic", 1, None, None, "road", "tax move", None),
    10: _c(
        "Balkh Arsenic Mine",
        204,
        "economic",
        1,
        None,
        "afghan",
        "road favor_military",
        "build betray",
        None,
    ),
    11: _c("Lapis Lazuli Mine", 204, "economic", 2, "afghan", None, "road road", "tax gift", None),
    12: _c("City of Ghazni", 204, "economic", 3, None, None, "road road road army", "gift", None),
    13: _c("Ghilzai Nomads", 204, "economic", 2, None, "russian", "road road", "tax move", None),
    14: _c(
        "Money Lenders", 204, "economic", 2, None, None, "road road leverage", "gift build", None
    ),
    15: _c("Durrani Royal Guard", 204, "military", 1, None, None, "army", "betray", "bodyguards"),
    16: _c("Bala Hissar", 204, "military", 1, None, None, "army", "tax betray", None),
    17: _c("Citadel of Ghazni", 204, "military", 1, None, None, "army", "build", "citadel_kabul"),
    18: _c("Harry Flashman", 206, "intelligence", 1, None, None, "spy", "gift betray", None),
    19: _c(
        "Eldred Pottinger",
        206,
        "intelligence",
        2,
        "british",
        "russian",
        "spy spy favor_economic",
        "move betray",
        None,
    ),
    20: _c(
        "Henry Rawlinson",
        206,
        "intelligence",
        1,
        "british",
        "russian",
        "spy favor_economic",
        "gift move",
        None,
    ),
    21: _c(
        "Alexander Burnes",
        206,
        "intelligence",
        2,
        None,
        "afghan",
        "spy spy",
        "move",
        "strange_bedfellows",
    ),
    22: _c(
        "George Hayward",
        206,
        "intelligence",
        1,
        "british",
        "russian",
        "spy favor_political",
        "move gift",
        None,
    ),
    23: _c(
        "Henry Pottinger",
        206,
        "intelligence",
        1,
        "british",
        "russian",
        "spy favor_economic",
        "battle move",
        None,
    ),
    24: _c(
        "Ranjit Singh",
        206,
        "political",
        2,
        None,
        None,
        "tribe tribe army",
        "betray",
        "civil_service_reforms",
    ),
    25: _c("Josiah Harlan", 206, "political", 1, "afghan", "british", "tribe", "tax", None),
    26: _c("Paolo Avitabile", 206, "political", 1, None, "afghan", "tribe army", "betray", None),
    27: _c("Maqpon Dynasty", 206, "political", 1, None, None, "tribe leverage", "build", None),
    28: _c("Anarkali Bazaar", 206, "economic", 1, None, "afghan", "road spy", "tax build", None),
    29: _c("Khyber Pass", 206, "economic", 2, None, None, "road road", "tax move", None),
    30: _c(
        "Sikh Merchants in Lahore",
        206,
        "economic",
        1,
        None,
        None,
        "road spy leverage",
        "tax gift",
        None,
    ),
    31: _c(
        "Company Weapons",
        206,
        "military",
        1,
        None,
        None,
        "army favor_intelligence",
        "tax betray",
        None,
    ),
    32: _c(
        "Army of the Indus", 206, "military", 3, "british", "afghan", "army army army", "move", None
    ),
    33: _c(
        "Zorawar Singh Kahluria", 206, "military", 2, None, None, "army army", "battle gift", None
    ),
    34: _c(
        "Sindhi Warriors",
        206,
        "military",
        1,
        None,
        "british",
        "army favor_economic",
        "battle move betray",
        None,
    ),
    35: _c(
        "Hari Singh Nalwa",
        206,
        "military",
        2,
        None,
        None,
        "army army favor_political",
        "battle move",
        None,
    ),
    36: _c(
        "Bengal Native Infantry",
        206,
        "military",
        1,
        "british",
        "afghan",
        "army favor_intelligence",
        "battle betray",
        None,
    ),
    37: _c(
        "Seaforth Highlanders",
        206,
        "military",
        1,
        "british",
        "afghan",
        "army favor_political",
        "battle move",
        None,
    ),
    38: _c("Akali Sikhs", 206, "military", 2, None, "british", "army army", "battle", None),
    39: _c("William Moorcroft", 205, "intelligence", 1, None, None, "spy", "move battle", None),
    40: _c(
        "William Hay Macnaghten",
        205,
        "intelligence",
        2,
        "british",
        "afghan",
        "spy spy leverage",
        "tax move",
        None,
    ),
    41: _c("Charles Masson", 205, "intelligence", 2, None, None, "spy spy", "build", "safe_house"),
    42: _c(
        "Barakzai Sadars",
        205,
        "political",
        1,
        "afghan",
        "afghan",
        "tribe leverage favor_economic",
        "build",
        "charismatic_courtiers",
    ),
    43: _c(
        "Giljee Nobles",
        205,
        "political",
        1,
        None,
        "afghan",
        "tribe army",
        "battle",
        "blackmail_kandahar",
    ),
    44: _c("Baluchi Chiefs", 205, "political", 1, None, "russian", "tribe army", "build tax", None),
    45: _c("Haji Khan Kakar", 205, "political", 1, None, None, "tribe army", "betray gift", None),
    46: _c(
        "Bank",
        205,
        "economic",
        2,
        None,
        None,
        "road road leverage favor_intelligence",
        "gift",
        None,
    ),
    47: _c("Bolan Pass", 205, "economic", 2, None, "russian", "road road army", "gift move", None),
    48: _c(
        "Fruit Markets", 205, "economic", 1, None, None, "road favor_political", "move build", None
    ),
    49: _c(
        "Kandahari Markets",
        205,
        "economic",
        1,
        None,
        None,
        "road favor_political",
        "tax build",
        None,
    ),
    50: _c(
        "British Regulars",
        205,
        "military",
        2,
        "british",
        "russian",
        "army army",
        "battle move",
        None,
    ),
    51: _c(
        "Sir John Keane",
        205,
        "military",
        1,
        "british",
        "russian",
        "army",
        "battle",
        "indian_supplies",
    ),
    52: _c(
        "Pashtun Mercenary",
        205,
        "military",
        1,
        None,
        None,
        "army favor_political",
        "battle tax",
        None,
    ),
    53: _c(
        "Jezail Sharpshooters", 205, "military", 2, None, "russian", "army army spy", "betray", None
    ),
    54: _c(
        "Herati Bandits",
        203,
        "intelligence",
        1,
        None,
        None,
        "spy leverage",
        "tax",
        "blackmail_herat",
    ),
    55: _c("Hazara Chiefs", 203, "political", 1, None, None, "tribe army", "battle tax move", None),
    56: _c(
        "Yar Mohammad Alikozai",
        203,
        "political",
        2,
        None,
        "afghan",
        "tribe tribe favor_political",
        "betray",
        "well_connected",
    ),
    57: _c(
        "Exiled Durrani Nobility",
        203,
        "political",
        1,
        None,
        "british",
        "tribe",
        "betray move",
        None,
    ),
    58: _c(
        "Ishaqzai Chiefs",
        203,
        "political",
        1,
        "afghan",
        None,
        "tribe favor_economic",
        "gift build",
        None,
    ),
    59: _c("Tajik Warband", 203, "military", 2, None, None, "army army", "betray battle", None),
    60: _c("Nomadic Warlord", 203, "military", 1, None, "russian", "army", "tax gift battle", None),
    61: _c("Karakul Sheep", 203, "economic", 2, None, None, "road road", "tax", None),
    62: _c(
        "Qanat System", 203, "economic", 1, None, None, "road favor_political", "gift build", None
    ),
    63: _c("Farah Road", 203, "economic", 3, None, None, "road road road", "move", None),
    64: _c(
        "Opium Fields", 203, "economic", 2, None, None, "road road spy favor_military", "tax", None
    ),
    65: _c("Minaret of Jam", 203, "economic", 1, None, None, "road army", "battle tax move", None),
    66: _c(
        "Baluchi Smugglers",
        203,
        "economic",
        2,
        None,
        "afghan",
        "road road army",
        "battle",
        "herat_influence",
    ),
    67: _c("Wheat Fields", 203, "economic", 2, None, None, "road", "move gift", None),
    68: _c(
        "Ghaem Magham Farahani",
        202,
        "intelligence",
        2,
        None,
        None,
        "spy spy army",
        "tax",
        "persian_influence",
    ),
    69: _c(
        "Count Ivan Simonich",
        202,
        "intelligence",
        2,
        "russian",
        "british",
        "spy spy",
        "battle move",
        None,
    ),
    70: _c(
        "Alexander Griboyedov",
        202,
        "intelligence",
        2,
        "russian",
        "afghan",
        "spy spy",
        "move",
        "russian_influence",
    ),
    71: _c("Joseph Wolff", 202, "intelligence", 1, "british", "afghan", "spy", "move gift", None),
    72: _c("Claude Wade", 202, "intelligence", 2, None, "russian", "spy spy", "move", "safe_house"),
    73: _c(
        "Jean-François Allard",
        202,
        "intelligence",
        1,
        None,
        "british",
        "spy favor_military",
        "build battle",
        None,
    ),
    74: _c(
        "Hajj Mirza Aghasi",
        202,
        "political",
        1,
        "afghan",
        "russian",
        "tribe favor_intelligence",
        "betray battle",
        None,
    ),
    75: _c("Abbas Mirza", 202, "political", 1, None, None, "tribe army", "tax battle", None),
    76: _c(
        "Fath-Ali Shah", 202, "political", 2, None, None, "tribe tribe favor_intelligence", "", None
    ),
    77: _c(
        "Mohammad Shah",
        202,
        "political",
        1,
        None,
        None,
        "tribe army favor_intelligence",
        "build betray",
        None,
    ),
    78: _c(
        "Civic Improvements",
        202,
        "economic",
        2,
        None,
        None,
        "road road leverage favor_intelligence",
        "build",
        "infrastructure",
    ),
    79: _c(
        "Persian Slave Markets",
        202,
        "economic",
        1,
        None,
        "british",
        "road spy leverage",
        "tax move",
        None,
    ),
    80: _c(
        "Anglo-Persian Trade",
        202,
        "economic",
        1,
        "british",
        "russian",
        "road leverage",
        "tax build",
        None,
    ),
    81: _c(
        "Russo-Persian Trade",
        202,
        "economic",
        2,
        "russian",
        "british",
        "road road leverage",
        "tax build",
        None,
    ),
    82: _c(
        "Persian Army",
        202,
        "military",
        2,
        None,
        None,
        "army army favor_intelligence",
        "gift battle",
        None,
    ),
    83: _c("Shah's Guard", 202, "military", 1, None, None, "army spy", "tax", "bodyguards"),
    84: _c(
        "Russian Regulars",
        202,
        "military",
        2,
        "russian",
        "afghan",
        "army army favor_economic",
        "battle",
        None,
    ),
    85: _c(
        "Bukharan Jews",
        201,
        "intelligence",
        1,
        None,
        "british",
        "spy leverage favor_economic",
        "gift build",
        None,
    ),
    86: _c(
        "Jan Prosper Witkiewicz",
        201,
        "intelligence",
        2,
        "russian",
        None,
        "spy spy",
        "move build",
        None,
    ),
    87: _c(
        "Imperial Surveyors",
        201,
        "intelligence",
        1,
        "russian",
        None,
        "spy",
        "move gift build",
        None,
    ),
    88: _c("Arthur Conolly", 201, "intelligence", 1, "british", None, "spy", "move gift", None),
    89: _c("Aga Mehdi", 201, "intelligence", 1, "russian", None, "spy", "move betray battle", None),
    90: _c("Nasrullah Khan", 201, "political", 1, None, "british", "tribe", "tax betray", None),
    91: _c(
        "Allah Quli Bahadur",
        201,
        "political",
        1,
        None,
        "russian",
        "tribe army spy",
        "betray",
        "savvy_operator",
    ),
    92: _c(
        "Mir Murad Beg",
        201,
        "political",
        1,
        None,
        "british",
        "tribe spy favor_military",
        "battle tax move",
        None,
    ),
    93: _c(
        "Madali Khan", 201, "political", 2, None, "british", "tribe tribe", "battle betray", None
    ),
    94: _c(
        "Khivan Slave Markets",
        201,
        "economic",
        1,
        None,
        "british",
        "road spy leverage",
        "tax betray",
        None,
    ),
    95: _c(
        "Supplies from Orenburg", 201, "economic", 1, "russian", "afghan", "road", "tax move", None
    ),
    96: _c("Panjdeh Oasis", 201, "economic", 2, None, "british", "road road", "tax move", None),
    97: _c(
        "Ark of Bukhara",
        201,
        "military",
        1,
        None,
        None,
        "army favor_intelligence",
        "build",
        "citadel_transcaspia",
    ),
    98: _c("European Cannons", 201, "military", 3, None, "british", "army army army", "gift", None),
    99: _c(
        "Cossacks", 201, "military", 1, "russian", "british", "army spy", "battle", "irregulars"
    ),
    100: _c(
        "Count Perovsky", 201, "military", 2, "russian", "british", "army army", "battle", None
    ),
}

# event_cards.csv: number -> (name, effect when discarded (top), effect when purchased (bottom)).
EVENTS = {
    101: ("Dominance Check", "dominance_check", "dominance_check"),
    102: ("Dominance Check", "dominance_check", "dominance_check"),
    103: ("Dominance Check", "dominance_check", "dominance_check"),
    104: ("Dominance Check", "dominance_check", "dominance_check"),
    105: ("Favor Military / New Tactics", "favor_military", "new_tactics"),
    106: (
        "Embarrassment of Riches / Koh-i-noor Recovered",
        "embarrassment_of_riches",
        "koh_i_noor_recovered",
    ),
    107: ("Disregard for Customs / Courtly Manners", "disregard_for_customs", "courtly_manners"),
    108: ("Failure to Impress / Rumor", "failure_to_impress", "rumor"),
    109: ("Riots in Punjab / Conflict Fatigue", "riots_punjab", "conflict_fatigue"),
    110: ("Riots in Herat / Nationalism", "riots_herat", "nationalism"),
    111: ("No Effect / Public Withdrawal", "no_effect", "public_withdrawal"),
    112: ("Riots in Kabul / Nation Building", "riots_kabul", "nation_building"),
    113: (
        "Riots in Persia / Backing of Persian Aristocracy",
        "riots_persia",
        "backing_of_persian_aristocracy",
    ),
    114: (
        "Confidence Failure / Other Persuasive Methods",
        "confidence_failure",
        "other_persuasive_methods",
    ),
    115: ("Favor Intelligence / Pashtunwali Values", "favor_intelligence", "pashtunwali_values"),
    116: ("Favor Political / Rebuke", "favor_political", "rebuke"),
}

DOMINANCE_CHECKS = [101, 102, 103, 104]
LASTING = {
    "new_tactics",
    "koh_i_noor_recovered",
    "courtly_manners",
    "rumor",
    "conflict_fatigue",
    "nationalism",
    "nation_building",
    "pashtunwali_values",
    "embarrassment_of_riches",
    "disregard_for_customs",
}
ALL_CARDS = list(COURT) + list(EVENTS)


def name_of(card: int) -> str:
    """The English name of any card id."""
    return COURT[card]["name"] if card in COURT else EVENTS[card][0]


def bought_name(card: int) -> str:
    """The name of the half of an event card that applies when it is bought (the bottom one:
    "Favor Military / New Tactics" -> "New Tactics"; a one-name card keeps its name)."""
    return EVENTS[card][0].split(" / ")[-1]
