"""Districts (区画): land enclosed by canals and lake; rules 運河の建設 and rules_notes §4."""

from __future__ import annotations

from tablero.games.mexica import data
from tablero.games.mexica.board import Board

from .helpers import DISTRICT3, DISTRICT3_CANALS, pos, rc


def _region(g, r, c):
    return sorted(divmod(x, data.COLS) for x in Board(g).region_cells(rc(r, c)))


def test_start_island_is_one_region_of_192():
    """ゲームの準備: the island is one big region; palace counts, pre-dug canal does not."""
    regions = Board(pos()).regions()[1]
    assert [len(r) for r in regions] == [192]


def test_canals_and_lake_close_a_district():
    """運河の建設: land surrounded by canals and lake is a district of its own."""
    g = pos(canals=DISTRICT3_CANALS)
    assert _region(g, 1, 7) == DISTRICT3
    assert len(Board(g).regions()[1]) == 2


def test_corner_contact_of_water_closes_a_district():
    """運河の建設: water touching only at a corner is enough to enclose land."""
    # Four single tiles that touch one another only at their corners cut off (4,4).
    g = pos(canals=[[[3, 4]], [[4, 5]], [[5, 4]], [[4, 3]]])
    assert _region(g, 4, 4) == [(4, 4)]
    # (1,2) has lake on three sides; one canal at (2,2) closes it.
    g = pos(canals=[[[2, 2]]])
    assert _region(g, 1, 2) == [(1, 2)]


def test_bridge_does_not_join_regions():
    """rules_notes §4: a bridge over a canal does not merge the land on its two sides."""
    g = pos(canals=DISTRICT3_CANALS, bridges=[[[2, 7], "ns"]])
    assert _region(g, 1, 7) == DISTRICT3


def test_palace_counts_as_land_for_district_size():
    """区画の設立: the 5 palace spaces count as land spaces of the district."""
    ring = [[[5, 7], [5, 8]], [[5, 9]], [[6, 6], [7, 6]], [[8, 6]], [[9, 7], [9, 8]],
            [[9, 9]], [[6, 10], [7, 10]], [[8, 10]]]
    g = pos(canals=ring, pilli=[[6, 7], [7, 7], [8, 9]])
    assert len(_region(g, 7, 8)) == 9  # 3x3 block: palace plus four corners
