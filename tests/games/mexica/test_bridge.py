"""Bridges (橋の建設/移動, 1 AP)."""

from __future__ import annotations

from tablero.games.mexica import data

from .helpers import DISTRICT3_CANALS, act, cell, cells_offered, legal, open_prompt, pos, rc

ROW4 = [[[4, 1], [4, 2]], [[4, 3], [4, 4]], [[4, 5], [4, 6]], [[4, 7], [4, 8]]]


def test_build_on_a_canal_with_land_at_both_ends():
    """橋の建設: on any canal tile whose two ends face land; costs 1 AP."""
    g = pos(canals=ROW4)
    offered = cells_offered(open_prompt(g, 0, "bridge"), 0)
    predug = {(6, 15), (7, 15), (8, 15), (9, 15)}
    assert {(4, c) for c in range(2, 9)} | predug == offered  # (5,1) is lake
    g = act(g, 0, {"type": "bridge"}, cell(4, 3))
    assert g["bridges"] == [[rc(4, 3), "ns"]] and g["ap"] == 5


def test_pre_dug_canal_takes_bridges_and_lake_never_does():
    """橋の建設: the pre-dug tiles are canal tiles; the lake (6,19), (9,2) is not."""
    offered = cells_offered(open_prompt(pos(), 0, "bridge"), 0)
    assert offered == {(6, 15), (7, 15), (8, 15), (9, 15)}
    assert (6, 19) not in offered and (9, 2) not in offered


def test_end_never_faces_water():
    """橋駒の一端が運河や湖に面することはできません."""
    # (1,9)-(1,10) canal: north is lake, so only east-west bridges could fit, but (1,11) is lake.
    g = pos(canals=DISTRICT3_CANALS)
    offered = cells_offered(open_prompt(g, 0, "bridge"), 0)
    assert (1, 9) not in offered and (1, 10) not in offered
    assert (2, 6) in offered  # (1,6) and (3,6) are land


def test_side_by_side_allowed():
    """2個の橋駒を同じ運河上に同じ向きで横に並べて置くことができます."""
    g = pos(canals=ROW4, bridges=[[[4, 3], "ns"]])
    g = act(g, 0, {"type": "bridge"}, cell(4, 4))
    assert [rc(4, 4), "ns"] in g["bridges"]


def test_single_tile_amid_land_asks_for_the_direction():
    """A single canal tile with land on all four sides: choose north-south or east-west."""
    g = pos(canals=[[[3, 4]]])
    g = act(g, 0, {"type": "bridge"}, cell(3, 4))
    assert legal(g, 0) == [{"type": "axis", "axis": "ew"}, {"type": "axis", "axis": "ns"},
                           {"type": "back"}]
    g = act(g, 0, {"type": "axis", "axis": "ew"})
    assert g["bridges"] == [[rc(3, 4), "ew"]]


def _eleven():
    canals = ROW4 + [[[11, 4], [11, 5]]]
    bridges = [[[4, c], "ns"] for c in range(2, 9)]
    bridges += [[[r, 15], "ew"] for r in range(6, 10)]
    return canals, bridges


def test_move_only_when_all_eleven_are_placed():
    """橋の移動: only when every bridge of the stock is on the board."""
    canals, bridges = _eleven()
    g = pos(canals=canals, bridges=bridges[:10])
    assert {"type": "move_bridge"} not in legal(g, 0)
    g = pos(canals=canals, bridges=bridges)
    assert {"type": "bridge"} not in legal(g, 0)
    assert {"type": "move_bridge"} in legal(g, 0)
    g = act(g, 0, {"type": "move_bridge"}, cell(4, 2), cell(11, 5))
    cells = [b[0] for b in g["bridges"]]
    assert rc(4, 2) not in cells and rc(11, 5) in cells
    assert len(g["bridges"]) == data.BRIDGES and g["ap"] == 5


def test_bridge_with_a_pilli_on_it_cannot_move():
    """橋の移動: not a bridge with a Pilli on it."""
    canals, bridges = _eleven()
    g = pos(canals=canals, bridges=bridges, pilli=[[4, 2], [7, 7], [7, 9]])
    offered = cells_offered(open_prompt(g, 0, "move_bridge"), 0)
    assert (4, 2) not in offered and (4, 3) in offered


def test_move_may_turn_a_bridge_on_its_own_cell():
    """Moving = taking it up and building it again: the other direction on the same cell."""
    canals, bridges = _eleven()
    canals = canals + [[[11, 9]]]
    bridges = bridges[:-1] + [[[11, 9], "ns"]]
    g = pos(canals=canals, bridges=bridges)
    g = act(g, 0, {"type": "move_bridge"}, cell(11, 9), cell(11, 9))
    assert [rc(11, 9), "ew"] in g["bridges"] and len(g["bridges"]) == data.BRIDGES
