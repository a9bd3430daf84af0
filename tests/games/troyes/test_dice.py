"""Dice groups, buying dice, reroll and flip (rules text: "actions", with its purchase
examples)."""

from __future__ import annotations

import pytest

from tablero.core.api import IllegalAction
from tablero.core.texts import label_text
from tablero.games.troyes import GAME

from .helpers import act, dice, group, make, seat, top

YELLOWS = dice(("yellow", 4, 0), ("yellow", 4, 1), ("yellow", 4, 1), ("yellow", 4, 2),
               ("yellow", 4, -1))


def three(**over):
    spec = {"players": 3, "dice": YELLOWS,
            "seats": [{"deniers": 30}, {"deniers": 0}, {"deniers": 0}]}
    spec.update(over)
    return GAME.position(spec)


@pytest.mark.parametrize("ids,paid", [
    ([1, 2, 4], {1: 6, 2: 6}),   # own + A + B: 6 to A, 6 to B
    ([1, 2, 3], {1: 12}),        # own + two of A: 12 to A
    ([2, 3], {1: 8}),            # two of A: 8 to A
    ([1, 2], {1: 4}),            # own + one of A: 4 to A
    ([2], {1: 2}),               # one of A: 2 to A
])
def test_purchase_examples(ids, paid):
    """Rules text, actions: the five worked purchase examples (2 / 4 / 6 per bought die)."""
    g = three()
    g = group(g, 0, {"type": "agriculture"}, ids)
    for s, amount in paid.items():
        assert seat(g, s)["deniers"] == amount
    spent = sum(paid.values())
    assert seat(g, 0)["deniers"] == 30 - spent + (4 * len(ids)) // 2


def test_neutral_dice_are_paid_to_the_bank():
    """Reference F3 (RECONSTRUCTED): money for neutral dice goes to the bank."""
    g = three()
    g = group(g, 0, {"type": "agriculture"}, [5])
    assert seat(g, 0)["deniers"] == 30 - 2 + 2
    assert [seat(g, s)["deniers"] for s in (1, 2)] == [0, 0]


def test_cannot_add_a_die_you_cannot_pay_for():
    g = three(seats=[{"deniers": 3}, {}, {}])
    g = act(g, 0, {"type": "agriculture"}, {"type": "die", "die": 2})
    offered = {a.get("die") for a in GAME.actions(g, 0)}
    assert 3 not in offered  # a second bought die would cost 8
    assert 1 not in offered  # even an own die raises the bought die's price to 4
    assert {"type": "confirm"} in GAME.actions(g, 0)


def test_group_is_one_colour_and_at_most_three_dice():
    g = make(dice=dice(("yellow", 2, 0), ("white", 2, 0), ("yellow", 3, 0), ("yellow", 4, 0),
                       ("yellow", 5, 0)))
    g = act(g, 0, {"type": "agriculture"}, {"type": "die", "die": 1})
    assert {"type": "die", "die": 2} not in GAME.actions(g, 0)
    g = act(g, 0, {"type": "die", "die": 3}, {"type": "die", "die": 4})
    assert "die" not in {a["type"] for a in GAME.actions(g, 0)}


def test_cancel_returns_to_the_turn_unchanged():
    g = make(dice=dice(("yellow", 2, 0)))
    g2 = act(g, 0, {"type": "agriculture"}, {"type": "die", "die": 1}, {"type": "cancel"})
    assert top(g2)["state"] == "turn" and g2["dice"] == g["dice"]


def test_reroll_costs_one_influence_own_dice_only():
    """Rules text: 1 influence rerolls one of your dice; never another player's die."""
    g = make(dice=dice(("yellow", 2, 0), ("yellow", 2, 1)), seats=[{"influence": 1}, {}])
    offered = [a for a in GAME.actions(g, 0) if a["type"] == "reroll"]
    assert offered == [{"type": "reroll", "die": 1}]
    g = act(g, 0, offered[0])
    assert seat(g, 0)["influence"] == 0
    assert 1 <= g["dice"][0]["value"] <= 6
    assert "reroll" not in {a["type"] for a in GAME.actions(g, 0)}


def test_flip_up_to_three_for_four_influence():
    """Rules text: 4 influence turn up to 3 own dice over (1 becomes 6)."""
    g = make(dice=dice(("red", 1, 0), ("red", 2, 0), ("red", 3, 0), ("red", 4, 0),
                       ("red", 1, 1)), seats=[{"influence": 5}, {}])
    g = act(g, 0, {"type": "flip"})
    offered = {a.get("die") for a in GAME.actions(g, 0)}
    assert 5 not in offered
    g = act(g, 0, {"type": "die", "die": 1}, {"type": "die", "die": 2}, {"type": "die", "die": 3})
    assert "die" not in {a["type"] for a in GAME.actions(g, 0)}
    g = act(g, 0, {"type": "confirm"})
    assert [d["value"] for d in g["dice"]] == [6, 5, 4, 4, 1]
    assert seat(g, 0)["influence"] == 1
    assert top(g)["state"] == "turn"


def test_flip_needs_four_influence():
    g = make(dice=dice(("red", 1, 0)), seats=[{"influence": 3}, {}])
    assert "flip" not in {a["type"] for a in GAME.actions(g, 0)}


def test_illegal_action_leaves_state_untouched():
    g = make(dice=dice(("red", 1, 0)))
    before = repr(g)
    with pytest.raises(IllegalAction):
        GAME.apply(g, 0, {"type": "die", "die": 1})
    with pytest.raises(IllegalAction):
        GAME.apply(g, 1, {"type": "pass"})
    with pytest.raises(IllegalAction):
        GAME.apply(g, 0, "pass")
    assert repr(g) == before


def test_selection_shows_the_cost_before_confirming():
    """The table shows the group's price (and each die's label the price with it added)."""
    g = three()
    g = act(g, 0, {"type": "agriculture"}, {"type": "die", "die": 2})
    sel = GAME.view(g, 1)["selection"]
    assert sel["seat"] == 0 and sel["chosen"] == [2]
    assert sel["cost"] == [[1, 2]] and sel["cost_total"] == 2 and sel["pips"] == 4
    label = label_text(GAME, g, {"type": "die", "die": 3})
    assert "dice cost 8" in label
