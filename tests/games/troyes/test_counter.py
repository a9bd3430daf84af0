"""Phase 3, black dice (rules text: "military events (countering black dice)")."""

from __future__ import annotations

from tablero.core.texts import label_text
from tablero.games.troyes import GAME

from .helpers import act, dice, make, seat, top


def test_red_dice_count_double_against_black_dice():
    """Rules text (important): a red 3 counts 6 and so counters a black 5."""
    g = make(black=[5], dice=dice(("red", 3, 0), ("white", 3, 0)))
    g = act(g, 0, {"type": "die", "die": 1})
    assert {"type": "confirm"} in GAME.actions(g, 0)
    g = act(g, 0, {"type": "confirm"})
    assert g["black"] == [] and [d["id"] for d in g["dice"]] == [2]
    assert seat(g, 0)["influence"] == 5


def test_white_three_alone_does_not_reach_black_five():
    g = make(black=[5], dice=dice(("white", 3, 0), ("yellow", 2, 0)))
    g = act(g, 0, {"type": "die", "die": 1})
    assert {"type": "confirm"} not in GAME.actions(g, 0)
    g = act(g, 0, {"type": "die", "die": 2})
    assert {"type": "confirm"} in GAME.actions(g, 0)  # sum 5 = 5: equal is enough


def test_highest_black_die_first_then_next_player():
    """Rules text: in seat order from the start player, each counters the highest black die
    (or it and more); repeat until none is left."""
    g = make(black=[2, 6], dice=dice(("red", 3, 0), ("yellow", 2, 1), ("yellow", 2, 1)))
    assert top(g)["player"] == 0 and top(g)["targets"] == [1]
    g = act(g, 0, {"type": "die", "die": 1}, {"type": "confirm"})
    assert g["black"] == [2] and top(g)["player"] == 1
    g = act(g, 1, {"type": "die", "die": 2}, {"type": "confirm"})
    assert g["phase"] == "actions" and top(g)["state"] == "turn"


def test_several_black_dice_at_once_one_influence_each():
    g = make(black=[2, 3], dice=dice(("red", 3, 0), ("red", 3, 1)))
    g = act(g, 0, {"type": "die", "die": 1}, {"type": "black", "black": 0}, {"type": "confirm"})
    assert g["black"] == [] and seat(g, 0)["influence"] == 6


def test_must_counter_when_able():
    """Reference S2: declining a counter one can make is not allowed."""
    g = make(black=[3], dice=dice(("yellow", 3, 0)))
    assert "give_up" not in {a["type"] for a in GAME.actions(g, 0)}


def test_uncountered_black_die_costs_two_vp_dice_kept():
    """Rules text: not countered, the black die is removed and 2 VP lost; own dice stay
    (errata S17)."""
    g = make(black=[6], dice=dice(("yellow", 2, 0), ("white", 3, 0)), seats=[{"vp": 5}, {}])
    assert "give_up" in {a["type"] for a in GAME.actions(g, 0)}
    g = act(g, 0, {"type": "give_up"})
    assert seat(g, 0)["vp"] == 3 and len(g["dice"]) == 2 and g["black"] == []


def test_no_buying_dice_against_black_dice():
    g = make(black=[2], dice=dice(("red", 6, 1)))
    assert {"type": "die", "die": 1} not in GAME.actions(g, 0)
    assert GAME.actions(g, 0) == [{"type": "give_up"}]


def test_reroll_before_countering():
    g = make(black=[6], dice=dice(("yellow", 1, 0)), seats=[{"influence": 2}, {}])
    assert {"type": "reroll", "die": 1} in GAME.actions(g, 0)
    g = act(g, 0, {"type": "reroll", "die": 1})
    assert seat(g, 0)["influence"] == 1 and top(g)["state"] == "counter"


def test_black_dice_count_from_red_events_capped_at_six():
    """Marauding 1 die, War 2 dice (S16); at most 6 black dice (F3, RECONSTRUCTED)."""
    from tablero.games.troyes.events import black_dice

    g = make(events=[{"card": 201}, {"card": 202}, {"card": 205}, {"card": 202 + 0}],
             dice=dice(("red", 6, 0)))
    g["stack"] = [{"state": "black_dice", "player": None}]
    black_dice(g)
    assert len(g["black"]) == 6
    g = make(events=[{"card": 201}, {"card": 202}, {"card": 210}], dice=dice(("red", 6, 0)))
    g["stack"] = [{"state": "black_dice", "player": None}]
    black_dice(g)
    assert len(g["black"]) == 3


def test_flip_while_countering_spares_the_chosen_dice():
    g = make(black=[6], dice=dice(("yellow", 1, 0), ("yellow", 2, 0), ("red", 1, 1)),
             seats=[{"influence": 4}, {}])
    g = act(g, 0, {"type": "die", "die": 1}, {"type": "flip"})
    offered = {a.get("die") for a in GAME.actions(g, 0)}
    assert offered == {2, None}
    g = act(g, 0, {"type": "die", "die": 2}, {"type": "confirm"})
    assert top(g)["state"] == "counter" and g["dice"][1]["value"] == 5
    g = act(g, 0, {"type": "die", "die": 2}, {"type": "confirm"})
    assert g["black"] == []


def test_reset_clears_the_selection():
    g = make(black=[2, 1], dice=dice(("yellow", 3, 0), ("red", 1, 1)))
    g = act(g, 0, {"type": "die", "die": 1}, {"type": "black", "black": 1}, {"type": "reset"})
    assert top(g)["chosen"] == [] and top(g)["targets"] == [0]


def test_black_dice_of_one_value_have_labels_apart():
    """Two black dice may show the same value: the choices to counter another one are numbered
    in the order rolled, so a player can tell them apart (en, ja, es)."""
    g = make(black=[4, 1, 1], dice=dice(("red", 3, 0), ("white", 6, 0)))
    g = act(g, 0, {"type": "die", "die": 1})
    black = [a for a in GAME.actions(g, 0) if a["type"] == "black"]
    assert len(black) == 2
    for lang in ("en", "ja", "es"):
        texts = {label_text(GAME, g, a, lang) for a in black}
        assert len(texts) == 2, texts
