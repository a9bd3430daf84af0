"""The 27 activity cards as the rulebook's appendix prints them, one test per card (named
after it), and the hire rules of "Activate an activity card" (rulebook_facts.md H1-H9, K2, K9).
Numbers (divisors, hire costs) are the provisional ones of data.py."""

from __future__ import annotations

import json

from tablero.games.troyes import GAME
from tablero.games.troyes.data import ACTIVITY, EVENTS
from tablero.games.troyes.texts import NAMES

from .helpers import SPARE, act, dice, group, make, on, seat, slot, top, types, use

E = None


# --- hiring (rulebook H3, H4, H6, H9) -------------------------------------------------------------

def test_hire_cost_is_one_number_per_card():
    """H3: the hire costs the card's one printed amount, whatever space is taken."""
    for tradesmen in ([], [1]):
        g = on(102, ("yellow", 3, 0), tradesmen=tradesmen, seats=[{"deniers": 10}, {}])
        g = group(g, 0, {"type": "card", "card": 102}, [1])
        g = act(g, 0, {"type": "supply"}, {"type": "activate"})
        assert seat(g, 0)["deniers"] == 10 - ACTIVITY[102]["hire"] + 2


def test_hire_tradesman_from_another_card_frees_its_space():
    """H4, H9: the tradesman may come from another activity card; his space there becomes
    free and the others on that card do not move into it."""
    g = make(activity=[{"card": 102, "tradesmen": [1]},
                       {"card": 104, "tradesmen": [0, 1]}],
             seats=[{"deniers": 10, "supply": 0}, {}], dice=dice(("yellow", 3, 0), SPARE))
    g = group(g, 0, {"type": "card", "card": 102}, [1])
    assert {"type": "tradesman", "card": 104} in GAME.actions(g, 0)
    g = act(g, 0, {"type": "tradesman", "card": 104})
    assert slot(g, 104)["tradesmen"] == [None, 1]
    assert slot(g, 102)["tradesmen"] == [1, 0]


def test_hire_citizen_lying_on_a_building():
    """H4: one of your citizens lying on a building may be hired."""
    g = make(activity=[{"card": 102}], lying={"palace": [0]},
             seats=[{"deniers": 10, "supply": 0}, {}], dice=dice(("yellow", 3, 0), SPARE))
    g = group(g, 0, {"type": "card", "card": 102}, [1])
    g = act(g, 0, {"type": "lying", "building": "palace"})
    assert g["lying"]["palace"] == [] and slot(g, 102)["tradesmen"] == [0]


def test_hire_takes_the_freed_space_first():
    """H6: a hire takes a free space; only when none is free, the illustration."""
    g = make(activity=[{"card": 102, "tradesmen": [None, 1]}],
             seats=[{"deniers": 10}, {}], dice=dice(("yellow", 3, 0), SPARE))
    g = group(g, 0, {"type": "card", "card": 102}, [1])
    g = act(g, 0, {"type": "supply"})
    assert slot(g, 102)["tradesmen"] == [0, 1]


def test_hire_on_the_illustration_when_spaces_are_full():
    """H6: with both spaces taken the tradesman goes on the picture (0 VP at the end)."""
    g = make(players=3, activity=[{"card": 102, "tradesmen": [1, 2]}],
             seats=[{"deniers": 10}, {}, {}], dice=dice(("yellow", 3, 0), SPARE))
    g = group(g, 0, {"type": "card", "card": 102}, [1])
    g = act(g, 0, {"type": "supply"})
    assert slot(g, 102)["tradesmen"] == [1, 2, 0]


def test_place_a_citizen_moving_one_already_on_the_board():
    """K2: the citizen placed may be one of yours already on the board."""
    g = make(buildings={"palace": [0, E, E, E, E, E]}, seats=[{"supply": 1}, {}],
             dice=dice(("red", 4, 0), SPARE))
    g = group(g, 0, {"type": "place"}, [1])
    assert top(g)["state"] == "citizen_from"
    g = act(g, 0, {"type": "space", "space": 401})
    assert g["buildings"]["palace"] == [E, E, E, 0, E, E] and seat(g, 0)["supply"] == 1


def test_place_with_an_empty_supply_moves_a_citizen():
    """K2: with an empty supply a citizen on the board can still be placed."""
    g = make(buildings={"cityhall": [0, E, E, E, E, E]}, seats=[{"supply": 0}, {}],
             dice=dice(("red", 2, 0), SPARE))
    assert "place" in types(g, 0)


# --- yellow cards ---------------------------------------------------------------------------------

def test_artisan():
    """Artisan: pay 1 influence, gain 6 deniers."""
    g = use(on(101, ("yellow", 4, 0), seats=[{"influence": 3, "deniers": 0}, {}]), 101, [1])
    assert seat(g, 0)["influence"] == 2 and seat(g, 0)["deniers"] == 6


def test_merchant():
    """Merchant: +2 deniers."""
    g = use(on(102, ("yellow", 6, 0), seats=[{"deniers": 0}, {}]), 102, [1])
    assert seat(g, 0)["deniers"] == 4


def test_miller():
    """Miller: 2 deniers per own standing citizen in the Palace or the Bishopric (chosen)."""
    g = on(103, ("yellow", 5, 0), buildings={"palace": [0, 0, E, E, E, E]},
           seats=[{"deniers": 0}, {}])
    g = group(g, 0, {"type": "card", "card": 103}, [1])
    g = act(g, 0, {"type": "activate", "option": "palace"})
    assert seat(g, 0)["deniers"] == 4


def test_innkeeper():
    """Innkeeper: pay 1 denier, gain 1 influence."""
    g = use(on(104, ("yellow", 3, 0), seats=[{"deniers": 2, "influence": 0}, {}]), 104, [1])
    assert seat(g, 0)["deniers"] == 1 and seat(g, 0)["influence"] == 1


def test_blacksmith():
    """Blacksmith: +5 to a red group's total; not for the Palace (no placement with it)."""
    g = make(activity=[{"card": 105, "tradesmen": [0], "cubes": [1, 0]},
                       {"card": 124, "tradesmen": [0]}],
             seats=[{"deniers": 0}, {}], dice=dice(("red", 1, 0), SPARE))
    g = use(g, 124, [1], cube=105)
    assert seat(g, 0)["deniers"] == 3  # (1 + 5) // 4 = 1 activation of Mercenary
    g = make(activity=[{"card": 105, "tradesmen": [0], "cubes": [1, 0]}],
             dice=dice(("red", 1, 0), SPARE))
    g = act(g, 0, {"type": "place"})
    assert "cube" not in types(g, 0)


def test_militiaman():
    """Militiaman: yellow dice act as red dice of the same values, also to place a citizen in
    the Palace (K9: no bar)."""
    g = make(activity=[{"card": 106, "tradesmen": [0], "cubes": [1, 0]},
                       {"card": 124, "tradesmen": [0]}],
             seats=[{"deniers": 0}, {}], dice=dice(("yellow", 4, 0), SPARE))
    g = use(g, 124, [1], cube=106)
    assert seat(g, 0)["deniers"] == 3
    g = make(activity=[{"card": 106, "tradesmen": [0], "cubes": [1, 0]}], seats=[{"supply": 1}, {}],
             dice=dice(("yellow", 4, 0), SPARE))
    g = placed(g, {"type": "place"}, [1], 106)
    assert g["buildings"]["palace"][3] == 0


def test_journeyman():
    """Journeyman: pay 3 deniers, gain 2 VP."""
    g = use(on(107, ("yellow", 4, 0), seats=[{"deniers": 3}, {}]), 107, [1])
    assert seat(g, 0)["deniers"] == 0 and seat(g, 0)["vp"] == 2


def test_goldsmith():
    """Goldsmith: +1 VP and +2 deniers."""
    g = use(on(108, ("yellow", 5, 0), seats=[{"deniers": 0}, {}]), 108, [1])
    assert seat(g, 0)["vp"] == 1 and seat(g, 0)["deniers"] == 2


def test_sculptor():
    """Sculptor: +1 VP."""
    g = use(on(109, ("yellow", 6, 0)), 109, [1])
    assert seat(g, 0)["vp"] == 2


# --- white cards ----------------------------------------------------------------------------------

def placed(g, start, ids, cube):
    """Place a citizen with a cube; it comes from the supply."""
    g = group(g, 0, start, ids, cube=cube)
    if top(g)["state"] == "citizen_from":
        g = act(g, 0, {"type": "supply"})
    return g


def _cube(card, *items, **spec):
    return make(activity=[{"card": card, "tradesmen": [0], "cubes": [1, 0]}],
                dice=dice(*items, SPARE), **spec)


def test_tithe():
    """Tithe: one yellow die of each other district free, also for a City Hall placement."""
    g = _cube(110, ("yellow", 2, 1), seats=[{"deniers": 0, "supply": 1}, {}])
    g = placed(g, {"type": "place"}, [1], 110)
    assert g["buildings"]["cityhall"][0] == 0 and seat(g, 0)["deniers"] == 0


def test_monk():
    """Monk: one white die counts as three yellow dice of its value."""
    g = _cube(111, ("white", 4, 0), ("white", 4, 0), seats=[{"deniers": 0}, {}])
    g = act(g, 0, {"type": "agriculture"}, {"type": "cube", "card": 111})
    g = act(g, 0, {"type": "die", "die": 1})
    assert {"type": "die", "die": 2} not in GAME.actions(g, 0)
    g = act(g, 0, {"type": "confirm"})
    assert seat(g, 0)["deniers"] == 6


def test_priest():
    """Priest: +3 to each yellow die; not for a City Hall placement."""
    g = _cube(112, ("yellow", 3, 0), ("yellow", 2, 0), seats=[{"deniers": 0}, {}])
    g = group(g, 0, {"type": "agriculture"}, [1, 2], cube=112)
    assert seat(g, 0)["deniers"] == (6 + 5) // 2
    g = _cube(112, ("yellow", 3, 0))
    g = act(g, 0, {"type": "place"})
    assert "cube" not in types(g, 0)


def test_apprenticeship():
    """Apprenticeship: every die counts 5, colours mixed; not for the cathedral, the Bishopric
    or the City Hall; a red die may place in the Palace at 5."""
    g = make(activity=[{"card": 113, "tradesmen": [0], "cubes": [1, 0]},
                       {"card": 102, "tradesmen": [0]}],
             seats=[{"deniers": 0}, {}], dice=dice(("red", 1, 0), ("white", 1, 0), SPARE))
    g = use(g, 102, [1, 2], cube=113)
    assert seat(g, 0)["deniers"] == 3 * 2  # 10 // 3 = 3 Merchant activations
    g = _cube(113, ("white", 2, 0))
    g = act(g, 0, {"type": "cathedral"})
    assert "cube" not in types(g, 0)
    g = _cube(113, ("red", 2, 0), seats=[{"supply": 1}, {}])
    g = placed(g, {"type": "place"}, [1], 113)
    assert g["buildings"]["palace"][4] == 0


def test_confession():
    """Confession: +2 to every die of the group (may pass 6), the dice of the card's colour;
    not for the cathedral."""
    g = make(activity=[{"card": 114, "tradesmen": [0], "cubes": [1, 0]},
                       {"card": 102, "tradesmen": [0]}],
             seats=[{"deniers": 0}, {}], dice=dice(("yellow", 6, 0), ("yellow", 1, 0), SPARE))
    g = use(g, 102, [1, 2], cube=114)
    assert seat(g, 0)["deniers"] == 3 * 2  # 8 + 3 = 11 -> 3 activations
    g = _cube(114, ("white", 2, 0))
    g = act(g, 0, {"type": "cathedral"})
    assert "cube" not in types(g, 0)


def test_confession_allows_no_mixed_or_other_colour_group():
    """Confession (appendix; G2): the cube adds 2 to each die but lets no die of another
    colour serve a card: white and red dice do not activate the yellow Merchant with it, nor
    does a yellow die join a white one; only Apprenticeship allows a mixed group."""
    g = make(activity=[{"card": 114, "tradesmen": [0], "cubes": [1, 0]},
                       {"card": 102, "tradesmen": [0]}],
             seats=[{"deniers": 0}, {}],
             dice=dice(("red", 6, 0), ("white", 1, 0), ("yellow", 3, 0), SPARE))
    g = act(g, 0, {"type": "card", "card": 102}, {"type": "cube", "card": 114})
    offered = {a["die"] for a in GAME.actions(g, 0) if a["type"] == "die"}
    assert offered == {3}
    g = make(activity=[{"card": 114, "tradesmen": [0], "cubes": [1, 0]},
                       {"card": 102, "tradesmen": [0]}],
             seats=[{"deniers": 0}, {}], dice=dice(("white", 6, 0), ("yellow", 3, 0), SPARE))
    g = act(g, 0, {"type": "card", "card": 102}, {"type": "die", "die": 2})
    assert "cube" in types(g, 0)
    g = act(g, 0, {"type": "cube", "card": 114})
    assert {"type": "die", "die": 1} not in GAME.actions(g, 0)


def test_confession_on_a_mixed_pilgrimage_group():
    """Pilgrimage (appendix; H1): its own mixed groups may still take a Confession cube."""
    g = make(activity=[{"card": 114, "tradesmen": [0], "cubes": [1, 0]},
                       {"card": 116, "tradesmen": [0]}],
             dice=dice(("red", 3, 0), ("yellow", 2, 0), SPARE))
    g = use(g, 116, [1, 2], cube=114)
    assert seat(g, 0)["vp"] == 2


def test_confession_places_only_in_the_palace():
    """Confession (K9): not for the Bishopric nor the City Hall: a red die placed with it
    enters the Palace at its value + 2; a white or yellow die takes no Confession cube."""
    g = _cube(114, ("red", 3, 0), seats=[{"supply": 1}, {}])
    g = placed(g, {"type": "place"}, [1], 114)
    assert g["buildings"]["palace"][4] == 0
    for color in ("white", "yellow"):
        g = _cube(114, (color, 3, 0), seats=[{"supply": 1}, {}])
        g = act(g, 0, {"type": "place"}, {"type": "die", "die": 1})
        assert "cube" not in types(g, 0)


def test_templar():
    """Templar: one white die counts as two red dice of its value (one die only)."""
    g = make(activity=[{"card": 115, "tradesmen": [0], "cubes": [1, 0]},
                       {"card": 124, "tradesmen": [0]}],
             seats=[{"deniers": 0}, {}], dice=dice(("white", 4, 0), ("white", 4, 0), SPARE))
    g = act(g, 0, {"type": "card", "card": 124}, {"type": "cube", "card": 115},
            {"type": "die", "die": 1})
    assert {"type": "die", "die": 2} not in GAME.actions(g, 0)
    g = act(g, 0, {"type": "confirm"}, {"type": "activate"}, {"type": "activate"})
    assert seat(g, 0)["deniers"] == 6  # 8 // 4 = 2 Mercenary activations


def test_pilgrimage():
    """Pilgrimage: +2 VP; the group may be any mix of colours."""
    g = use(on(116, ("red", 3, 0), ("yellow", 2, 0)), 116, [1, 2])
    assert seat(g, 0)["vp"] == 2


def test_procession():
    """Procession: the player(s) with most dice left in their district gain 2 VP (ties all),
    as printed even when that is not the activator."""
    g = on(118, ("white", 5, 0), ("red", 1, 0), ("red", 2, 1))
    g = use(g, 118, [1])
    assert seat(g, 0)["vp"] == 0 and seat(g, 1)["vp"] == 2  # 1 die left against 2
    g = on(118, ("white", 5, 0), ("red", 1, 0), ("red", 2, 0), ("red", 2, 1))
    g = use(g, 118, [1])
    assert seat(g, 0)["vp"] == 2 and seat(g, 1)["vp"] == 2  # 2 dice each: a tie


def test_glassblower():
    """Glassblower: +1 VP per 2 own cathedral cubes."""
    cath = [[0, 0, 0, E, E, E], [E] * 6, [E] * 6]
    g = use(on(117, ("white", 5, 0), cathedral=cath), 117, [1])
    assert seat(g, 0)["vp"] == 1


# --- red cards ------------------------------------------------------------------------------------

def test_diplomat():
    """Diplomat: pay 1 influence, put a cube on an event card, +1 influence; all influence is
    paid before any cube (no activation on the influence it gives back)."""
    g = on(119, ("red", 4, 0), ("red", 4, 0), seats=[{"influence": 1}, {}],
           events=[{"card": 201}, {"card": 202}])
    g = group(g, 0, {"type": "card", "card": 119}, [1, 2])
    g = act(g, 0, {"type": "activate"})
    assert top(g)["state"] == "event_cube"
    g = act(g, 0, {"type": "event", "event": 202})
    assert g["events"]["row"][1]["cubes"] == [0] and seat(g, 0)["influence"] == 1
    assert {"type": "activate"} not in GAME.actions(g, 0)


def test_archer():
    """Archer: roll a die; on 3 or more, a cube on an event card (+1 influence)."""
    for seed in range(1, 12):
        g = on(120, ("red", 3, 0), seed=seed, seats=[{"influence": 0}, {}])
        g = use(g, 120, [1])
        roll = next(e["value"] for e in g["log"] if e["msg"] == "archer_roll")
        assert (top(g)["state"] == "event_cube") == (roll >= 3)


def test_chivalry():
    """Chivalry: a cube on an event card per own red die left in the district."""
    g = on(121, ("red", 6, 0), ("red", 2, 0), ("red", 1, 0), events=[{"card": 201}])
    g = use(g, 121, [1])
    assert top(g)["state"] == "event_cube" and top(g)["left"] == 2
    g = act(g, 0, {"type": "event", "event": 201}, {"type": "event", "event": 201})
    assert g["events"]["row"][0]["cubes"] == [0, 0]


def test_hunting():
    """Hunting: +3 influence."""
    g = use(on(122, ("red", 3, 0), seats=[{"influence": 0}, {}]), 122, [1])
    assert seat(g, 0)["influence"] == 3


def test_tax_collector():
    """Tax Collector: each other player pays 1 per own standing City Hall citizen (as much as
    he can); the bank pays 1 per grey one."""
    g = on(123, ("red", 4, 0), buildings={"cityhall": [1, 1, -1, E, E, E]},
           seats=[{"deniers": 0}, {"deniers": 1}])
    g = use(g, 123, [1])
    assert seat(g, 0)["deniers"] == 2 and seat(g, 1)["deniers"] == 0


def test_mercenary():
    """Mercenary: +3 deniers."""
    g = use(on(124, ("red", 4, 0), seats=[{"deniers": 0}, {}]), 124, [1])
    assert seat(g, 0)["deniers"] == 3


def test_joust():
    """Joust: +2 VP if your red dice left total the most; ties at the top all gain."""
    g = on(125, ("red", 3, 0), ("red", 5, 0), ("red", 6, 1))
    g = use(g, 125, [1])
    assert seat(g, 0)["vp"] == 0  # 5 < 6 + 1
    g = on(125, ("red", 3, 0), ("red", 6, 0), ("red", 4, 1))
    g = use(g, 125, [1])
    assert seat(g, 0)["vp"] == 2 and seat(g, 1)["vp"] == 0


def test_captain():
    """Captain: +1 VP per event card (Marauding included) holding your cube."""
    g = on(126, ("red", 5, 0), events=[{"card": 201, "cubes": [0]}, {"card": 202, "cubes": [0, 0]},
                                       {"card": 203, "cubes": [1]}])
    g = use(g, 126, [1])
    assert seat(g, 0)["vp"] == 2


def test_troubadour():
    """Troubadour: pay 3 influence, gain 2 VP."""
    g = use(on(127, ("red", 4, 0), seats=[{"influence": 3}, {}]), 127, [1])
    assert seat(g, 0)["vp"] == 2 and seat(g, 0)["influence"] == 0


def test_every_card_of_the_appendix_is_in_the_data():
    names = {NAMES["en"][c] for c in ACTIVITY}
    assert len(names) == 27 and "placeholder" not in " ".join(names).lower()


def test_every_card_and_event_named_in_every_language_and_no_placeholder_shown():
    """Issue 24: every card carries its real name in en, ja and es; neither a view nor the
    help table that words it says "placeholder" (the provisional mark stays on the numbers)."""
    for cid in list(ACTIVITY) + list(EVENTS):
        assert all(cid in NAMES[lang] for lang in ("en", "ja", "es")), cid
    g = make(players=4, round=3, events=[{"card": e} for e in (201, 203, 210, 215)])
    assert "placeholder" not in json.dumps(GAME.view(g, 0)).lower()
    for lang in ("en", "ja", "es"):
        help_text = json.dumps(GAME.texts.help[lang], ensure_ascii=False).lower()
        assert "placeholder" not in help_text
