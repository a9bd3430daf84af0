"""Pilli movement (ピリ・メシカ駒の移動): walking and boat 1 AP, teleport 5 AP."""

from __future__ import annotations

from .helpers import act, cell, legal, open_prompt, pos, rc

ROW4 = [[[4, 1], [4, 2]], [[4, 3], [4, 4]], [[4, 5], [4, 6]], [[4, 7], [4, 8]]]
SOUTH = [[[12, 11], [12, 12]], [[12, 13]]]
BRIDGES = [[[4, 3], "ns"], [[4, 5], "ns"], [[4, 7], "ns"], [[12, 11], "ns"]]


def costs(g, seat=0) -> dict:
    """(row, col) -> AP cost of the move prompt."""
    g = open_prompt(g, seat, "move")
    return {divmod(a["cell"], 23): a["cost"] for a in legal(g, seat) if a["type"] == "cell"}


def test_walk_one_ap_a_step_orthogonal_only():
    """徒歩移動: 1 AP per orthogonal step, never diagonal."""
    c = costs(pos(pilli=[[3, 3], [7, 7], [7, 9]]))
    assert c[(3, 4)] == 1 and c[(2, 3)] == 1
    assert c[(2, 4)] == 2  # the diagonal neighbour takes two steps
    assert c[(3, 8)] == 5
    g = act(pos(pilli=[[3, 3], [7, 7], [7, 9]]), 0, {"type": "move"}, cell(3, 6, cost=3))
    assert g["pilli"][0] == rc(3, 6) and g["ap"] == 3


def test_temples_tokens_and_other_pilli_block():
    """徒歩移動: other Pilli, temples and calpulli tokens cannot be entered or passed."""
    g = pos(pilli=[[3, 3], [2, 3], [7, 9]], temples=[[[[3, 4], 1]], [], []])
    c = costs(g)
    assert (3, 4) not in c and (2, 3) not in c
    assert c[(3, 5)] == 4  # around the temple: (4,3) (4,4) (4,5) (3,5)
    canals = [[[1, 9], [1, 10]], [[2, 6], [2, 7]], [[2, 8]]]
    g = pos(canals=canals, districts=[{"at": [1, 7], "size": 3, "founder": 1}],
            pilli=[[1, 6], [7, 7], [7, 9]])
    assert (1, 8) not in {k for k, v in costs(g).items() if v < 5}


def test_palace_centre_may_be_walked():
    """Reading: only Pilli may stand on or pass the palace spaces, the centre included."""
    c = costs(pos(pilli=[[7, 7], [6, 8], [8, 8]]))
    assert c[(7, 8)] == 1 and c[(7, 9)] == 2


def test_bridge_entered_only_along_its_length():
    """徒歩移動: never onto a bridge from the land at its side."""
    g = pos(canals=[[[3, 4]]], bridges=[[[3, 4], "ns"]], pilli=[[3, 3], [7, 7], [7, 9]])
    c = costs(g)
    assert c[(3, 4)] == 3  # (2,3) (2,4) then down onto the bridge
    g = pos(canals=[[[3, 4]]], bridges=[[[3, 4], "ns"]], pilli=[[2, 4], [7, 7], [7, 9]])
    assert costs(g)[(3, 4)] == 1 and costs(g)[(4, 4)] == 2


def test_boat_bridge_to_bridge_one_ap_each_stretch():
    """小舟での移動: 1 AP from a bridge to the next one joined by water."""
    g = pos(canals=ROW4 + SOUTH, bridges=BRIDGES, pilli=[[4, 3], [7, 7], [7, 9]])
    c = costs(g)
    assert c[(4, 5)] == 1 and c[(4, 7)] == 2


def test_boat_across_the_lake_costs_one():
    """小舟での移動: canals joined through the lake make long moves for 1 AP."""
    g = pos(canals=ROW4 + SOUTH, bridges=BRIDGES, pilli=[[4, 3], [7, 7], [7, 9]])
    assert costs(g)[(12, 11)] == 1
    g = pos(canals=ROW4 + SOUTH, bridges=BRIDGES, pilli=[[4, 7], [7, 7], [7, 9]])
    assert costs(g)[(12, 11)] == 3  # passes under (4,5) and (4,3): each is a stop


def test_boat_passes_occupied_bridge_but_never_stops_there():
    """小舟での移動 worked rule: a bridge with another Pilli may be passed under, costing the
    extra AP of a stop, but is never the end of the move."""
    g = pos(canals=ROW4 + SOUTH, bridges=BRIDGES, pilli=[[4, 3], [4, 5], [7, 9]])
    c = costs(g)
    assert (4, 5) not in c
    assert c[(4, 7)] == 2
    assert (3, 5) in c and c[(3, 5)] > 2  # no stepping off the occupied bridge


def test_boat_needs_orthogonally_joined_water():
    """小舟での移動: canals touching only at corners are not joined."""
    g = pos(canals=[[[6, 3]], [[7, 4]]], bridges=[[[6, 3], "ns"], [[7, 4], "ns"]],
            pilli=[[6, 3], [7, 7], [7, 9]])
    assert costs(g)[(7, 4)] == 4  # on foot (7,3) (8,3) (8,4), onto the bridge: no boat link


def test_boat_starts_only_from_a_bridge():
    """小舟での移動: no boat from a land space."""
    g = pos(canals=ROW4 + SOUTH, bridges=BRIDGES, pilli=[[3, 3], [7, 7], [7, 9]])
    c = costs(g)
    assert c[(4, 3)] == 1 and c[(12, 11)] == 2


def test_teleport_five_ap_anywhere_free():
    """テレポート: 5 AP to any empty land space or free bridge."""
    g = pos(pilli=[[7, 7], [7, 9], [8, 8]])
    c = costs(g)
    assert c[(13, 2)] == 5 and c[(1, 2)] == 5
    assert costs(pos(pilli=[[7, 7], [7, 9], [8, 8]], ap=4)).get((13, 2)) is None
    g = act(g, 0, {"type": "move"}, cell(13, 2, cost=5))
    assert g["pilli"][0] == rc(13, 2) and g["ap"] == 1


def test_teleport_frees_a_trapped_pilli():
    """テレポート: the way out of a trap."""
    g = pos(canals=[[[2, 2]]], pilli=[[1, 2], [7, 7], [7, 9]])
    c = costs(g)
    assert set(c.values()) == {5}


def test_off_a_bridge_at_its_ends_and_staying_on_it():
    """徒歩移動: leave a bridge along its length; a Pilli may end its turn on a bridge."""
    g = pos(canals=ROW4 + SOUTH, bridges=BRIDGES, pilli=[[4, 3], [7, 7], [7, 9]])
    c = costs(g)
    assert c[(3, 3)] == 1 and c[(5, 3)] == 1
    g = act(g, 0, {"type": "end_turn"})
    assert g["pilli"][0] == rc(4, 3)
