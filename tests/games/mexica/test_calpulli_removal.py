"""第2ピリオド (rulebook_facts P6, E1; issue 28): a calpulli token leaves the game only when no
district of its size can still be formed. Cells under a Pilli count as available (the Pilli
can step off); period-1 removal stays as the documented reading (scoring.py)."""

from __future__ import annotations

from tablero.games.mexica import GAME

from .helpers import act, cell, legal, pos, rc

# The 3x3 box around the palace, rows 6-8, cols 7-9, closed by canals on all four sides.
BOX = [[[5, 7], [5, 8]], [[5, 9]], [[9, 7], [9, 8]], [[9, 9]],
       [[6, 6], [7, 6]], [[8, 6]], [[6, 10], [7, 10]], [[8, 10]]]
OTHERS = [3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 10, 11, 12, 13]


def box(corners: list, pilli: list) -> dict:
    """Period 2, only the size-9 token on the display, no canal tile left to cut with."""
    g = pos(period=2, canals=BOX, removed=OTHERS, display=[9],
            temples=[[[c, 1] for c in corners], [], []], pilli=[pilli, [3, 3], [3, 5]])
    g["canal_supply"] = {"single": 0, "double": 0}
    return g


def display_sizes(g: dict) -> list:
    return [t["size"] for t in GAME.view(g, 0)["display"]]


def test_period_two_removal_counts_a_pilli_occupied_space_as_available():
    """Temples on three corners of the palace box, a Pilli on the fourth: it steps off onto
    the palace and founds the 9-district, so the size-9 token must stay."""
    g = box([[6, 7], [6, 9], [8, 7]], [8, 9])
    g = act(g, 0, {"type": "take_marker"})
    assert display_sizes(g) == [9]
    g = act(g, 0, {"type": "move"}, cell(7, 9, cost=1))
    assert {"type": "found"} in legal(g, 0)
    g = act(g, 0, {"type": "found"}, cell(8, 9))
    assert g["tokens"][[d["token"] for d in g["districts"]][0]] == rc(8, 9)
    assert len(g["districts"][0]["cells"]) == 9


def test_period_two_removal_when_only_palace_spaces_are_left():
    """All four corners under temples: only palace spaces remain, no token can go there."""
    g = box([[6, 7], [6, 9], [8, 7], [8, 9]], [7, 9])
    g = act(g, 0, {"type": "take_marker"})
    assert display_sizes(g) == []
    assert 9 in GAME.view(g, 0)["removed"]


def test_period_two_removal_keeps_a_token_one_teleport_makes_usable():
    """rulebook_facts E1: two Pilli and a temple fill a 3-district; one Pilli teleports out
    and the other founds, so both size-3 tokens stay."""
    g = pos(period=2, canals=[[[1, 9], [1, 10]], [[2, 6], [2, 7]], [[2, 8]]],
            pilli=[[1, 6], [1, 7], [7, 9]], temples=[[[[1, 8], 1]], [], []])
    g["canal_supply"] = {"single": 0, "double": 0}
    g = act(g, 0, {"type": "take_marker"})
    assert display_sizes(g).count(3) == 2
