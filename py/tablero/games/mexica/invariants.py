"""Conservation laws of a Mexica state (AssertionError when one breaks)."""

from __future__ import annotations

from . import data
from .board import CANAL, LAKE, PALACE_SET, Board, bridge_ends, compute_regions


def _check_canals(g: dict) -> set:
    cells = [c for tile in g["canals"] for c in tile]
    assert len(cells) == len(set(cells)), "two canal tiles on one cell"
    for tile in g["canals"]:
        assert len(tile) in (1, 2), f"bad canal tile {tile}"
        for c in tile:
            r, col = divmod(c, data.COLS)
            assert data.GRID[r][col] in ".=", f"canal on lake or palace {c}"
        if len(tile) == 2:
            a, b = tile
            assert abs(a - b) in (1, data.COLS) and a // data.COLS == b // data.COLS or abs(
                a - b) == data.COLS, f"double canal not adjacent {tile}"
    singles = sum(1 for t in g["canals"] if len(t) == 1)
    doubles = len(g["canals"]) - singles
    assert singles + g["canal_supply"]["single"] == data.CANAL_SINGLES, "singles not conserved"
    assert doubles + g["canal_supply"]["double"] == data.CANAL_DOUBLES, "doubles not conserved"
    assert min(g["canal_supply"].values()) >= 0, "negative canal supply"
    return set(cells)


def _check_bridges(g: dict, canal: set, board: Board) -> None:
    assert len(g["bridges"]) <= data.BRIDGES, "too many bridges"
    assert len({b[0] for b in g["bridges"]}) == len(g["bridges"]), "two bridges on one cell"
    for cell, axis in g["bridges"]:
        assert cell in canal, f"bridge off a canal {cell}"
        assert all(board.is_land(e) for e in bridge_ends(cell, axis)), f"bridge end wet {cell}"


def _check_pieces(g: dict, canal: set, board: Board) -> None:
    limit = data.PERIOD1_TEMPLES if g["period"] == 1 else len(data.TEMPLE_LEVELS)
    fixed = [c for cells in g["temples"] for c in cells if c is not None]
    fixed += [c for c in g["neutral"] if c is not None]
    fixed += [loc for loc in g["tokens"] if isinstance(loc, int)]
    for cells in g["temples"]:
        assert len(cells) == len(data.TEMPLE_LEVELS), "temple pieces not conserved"
        assert all(c is None for c in cells[limit:]), "period-2 temple placed in period 1"
    pilli = [c for c in g["pilli"] if c is not None]
    every = fixed + pilli
    assert len(every) == len(set(every)), "two pieces on one cell"
    for c in fixed:
        assert board.is_land(c) and c not in PALACE_SET, f"temple/token off buildable land {c}"
    for c in pilli:
        assert board.is_land(c) or c in board.bridges, f"Pilli in the water {c}"
    assert len(g["neutral"]) == (len(data.NEUTRAL_LEVELS) if g["players"] == 2 else 0)


def _fresh_regions(g: dict) -> tuple:
    """Regions recomputed from the state alone (no memo)."""
    terrain = bytearray(data.NCELLS)
    for cell in data.LAKE:
        terrain[cell] = LAKE
    for tile in g["canals"]:
        for cell in tile:
            terrain[cell] = CANAL
    return compute_regions(bytes(terrain))


def _check_tokens(g: dict, board: Board) -> None:
    locs = g["tokens"]
    assert len(locs) == len(data.CALPULLI), "calpulli not conserved"
    reserve = sum(1 for loc in locs if loc == "reserve")
    # A real game keeps exactly 7 in reserve during period 1; a position may leave the
    # display short, so more may wait there.
    if g["period"] == 1:
        assert reserve >= len(locs) - data.TOKENS_PERIOD1, "reserve short in period 1"
        assert "removed" not in locs, "calpulli removed in period 1 (removal is a period-2 rule)"
    else:
        assert reserve == 0, "reserve left in period 2"
    on_board = sorted(t for t, loc in enumerate(locs) if isinstance(loc, int))
    assert on_board == sorted(d["token"] for d in g["districts"]), "districts != tokens"
    index, regions = _fresh_regions(g)
    assert regions == board.regions()[1], "memoised regions differ from a fresh count"
    for district in g["districts"]:
        token = district["token"]
        cells = list(regions[index[locs[token]]])
        assert cells == district["cells"], f"district of token {token} changed"
        assert len(cells) == data.CALPULLI[token][1], f"district size != token {token}"


def check_invariants(g: dict) -> None:
    """Pieces conserved, no stacking, districts recomputed equal from scratch."""
    board = Board(g)
    canal = _check_canals(g)
    _check_bridges(g, canal, board)
    _check_pieces(g, canal, board)
    _check_tokens(g, board)
    assert all(m >= 0 for m in g["markers"]), "negative markers"
    assert sum(g["markers"]) <= data.ACTION_MARKERS, "markers not conserved"
    assert g["ap"] >= 0 and 0 <= g["taken"] <= data.MARKERS_PER_TURN, "bad AP bookkeeping"
    assert all(s >= 0 for s in g["score"]), "negative score"
