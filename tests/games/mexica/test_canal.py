"""Canal building (運河の建設, 1 AP): single or double tile on empty land."""

from __future__ import annotations

import pytest

from tablero.core.api import IllegalAction
from tablero.games.mexica import GAME

from .helpers import DISTRICT3_CANALS, act, cell, cells_offered, legal, open_prompt, pos, rc


def test_single_and_double_tiles_cost_one_ap():
    """運河の建設: 1 AP for a single or a double tile."""
    g = pos()
    g1 = act(g, 0, {"type": "canal"}, cell(3, 3), {"type": "single"})
    assert g1["ap"] == 5 and [rc(3, 3)] in g1["canals"]
    assert g1["canal_supply"] == {"single": 5, "double": 35}
    g2 = act(g, 0, {"type": "canal"}, cell(3, 3), cell(3, 4))
    assert g2["ap"] == 5 and [rc(3, 3), rc(3, 4)] in g2["canals"]
    assert g2["canal_supply"] == {"single": 6, "double": 34}


def test_second_cell_choices_are_orthogonal_neighbours():
    g = open_prompt(pos(), 0, "canal")
    g = act(g, 0, cell(3, 3))
    assert cells_offered(g, 0) == {(2, 3), (4, 3), (3, 2), (3, 4)}
    assert {"type": "single"} in legal(g, 0)


def test_never_on_palace_canal_or_lake():
    """運河の建設: not on the palace, another canal tile or the lake."""
    offered = cells_offered(open_prompt(pos(), 0, "canal"), 0)
    for bad in [(7, 8), (6, 8), (7, 7), (7, 9), (8, 8), (6, 15), (9, 15), (0, 0), (6, 19)]:
        assert bad not in offered
    assert (3, 3) in offered


def test_never_on_an_occupied_space():
    """A canal goes on empty land: no Pilli, temple or token there."""
    g = pos(pilli=[[3, 3], [7, 7], [7, 9]], temples=[[[[3, 5], 1]], [], []])
    offered = cells_offered(open_prompt(g, 0, "canal"), 0)
    assert (3, 3) not in offered and (3, 5) not in offered


def test_never_at_a_bridge_end():
    """運河の建設: not on a land space that a bridge end faces."""
    g = pos(canals=DISTRICT3_CANALS, bridges=[[[2, 7], "ns"]])
    offered = cells_offered(open_prompt(g, 0, "canal"), 0)
    assert (3, 7) not in offered and (3, 6) in offered


def test_never_inside_a_founded_district():
    """運河の建設: not inside a founded district; unfounded ones may be cut further."""
    g = pos(canals=DISTRICT3_CANALS)
    assert (1, 6) in cells_offered(open_prompt(g, 0, "canal"), 0)
    g = pos(canals=DISTRICT3_CANALS, districts=[{"at": [1, 8], "size": 3, "founder": 1}])
    offered = cells_offered(open_prompt(g, 0, "canal"), 0)
    assert (1, 6) not in offered and (1, 7) not in offered


def test_anywhere_regardless_of_pilli():
    """運河の建設: a player may cut districts anywhere on the island."""
    g = pos(pilli=[[7, 7], [7, 9], [8, 8]])
    assert (13, 2) in cells_offered(open_prompt(g, 0, "canal"), 0)


def test_supply_runs_out():
    """Once the singles are gone only doubles are offered, and no canal when none is left."""
    g = pos()
    g["canal_supply"] = {"single": 0, "double": 1}
    g = act(g, 0, {"type": "canal"}, cell(3, 3))
    assert {"type": "single"} not in legal(g, 0)
    g = act(g, 0, cell(3, 4))
    assert {"type": "canal"} not in legal(g, 0)


def test_no_ap_no_canal_and_illegal_action_leaves_state():
    g = pos(ap=0)
    assert {"type": "canal"} not in legal(g, 0)
    before = GAME.view(g, 0)
    with pytest.raises(IllegalAction):
        GAME.apply(g, 0, {"type": "canal"})
    assert GAME.view(g, 0) == before


def test_back_returns_to_the_turn_without_cost():
    g = act(pos(), 0, {"type": "canal"}, cell(3, 3), {"type": "back"})
    assert g["ap"] == 6 and g["stack"][-1]["state"] == "turn"
