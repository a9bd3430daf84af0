"""Where each Mexica action may go: the legal targets the prompts offer (rules: プレイヤーの手番).

One source of truth: the prompts in ``turn.py`` list exactly these targets. Every placement
also passes the round-1 rule (テレポート, last paragraph): during the first round of the game no
action may leave another player's Pilli trapped. Reading: a Pilli is trapped when it can reach
no cell at all by walking or boat ("completely surrounded"); being closed inside a district
that it can still walk around in is not trapping. Only actions that newly trap are refused.
"""

from __future__ import annotations

from . import data
from .board import NEIGHBOURS, PALACE_SET, Board, board_of, bridge_ends, spots_of


def in_first_round(g: dict) -> bool:
    """Round 1 of the game (the no-trapping rule applies)."""
    return g["period"] == 1 and g["round"] == 1


def _trap_seat(g: dict, seat: int) -> int | None:
    """The part of a per-Board cache key that the round-1 trap check adds: in round 1 an
    answer depends on whose action it is (others' Pilli may not be trapped), after it not.

    The turn prompt asks the same questions of a Board at every step of a turn (the Board
    is shared by equal positions, board.board_of), so the answers are kept on the Board
    under a key of everything else they read: the seat, the AP, the period and round."""
    return seat if in_first_round(g) else None


def _near(board: Board, cell: int) -> set:
    near = set(NEIGHBOURS[cell])
    if cell in board.bridges:
        near.update(board.bridges)
    return near


def traps_someone(g: dict, board: Board, seat: int, changed: set, after: dict) -> bool:
    """True if the hypothetical state ``after`` (a shallow variant of g) newly traps another
    seat's Pilli. ``changed`` are the cells the action touches (a cheap pre-filter)."""
    if not in_first_round(g):
        return False
    late = None
    for other, cell in enumerate(g["pilli"]):
        if other == seat or cell is None or not (_near(board, cell) & changed):
            continue
        if board.is_trapped(other):
            continue
        late = late or board_of(after)
        if late.is_trapped(other):
            return True
    return False


# canals ---------------------------------------------------------------------------------------
def canal_barred(board: Board) -> set:
    """Land no canal may take even when empty (rule 運河の建設): the palace and bridge ends."""
    return board.bridge_end_cells() | PALACE_SET


def canal_cells(g: dict, board: Board) -> set:
    """Rule 運河の建設: empty land, not palace, not at a bridge end, not in a founded district."""
    return board.cached("canal_cells", lambda: (
        board.free - canal_barred(board) - board.founded_cells()))


def canal_tiles(g: dict, board: Board, seat: int, near: int | None = None) -> list[list[int]]:
    """Every legal tile placement: [cell] for a single tile, [a, b] (a < b) for a double
    (``near``: only the tiles on that cell, in the same order)."""
    return list(_canal_tiles(g, board, seat, near))


def canal_tile_cells(g: dict, board: Board, seat: int) -> list[int]:
    """The cells of ``canal_tiles``, sorted. After the first round (no trap check) they
    follow from the free cells without listing every tile."""
    if in_first_round(g):
        return sorted({c for t in canal_tiles(g, board, seat) for c in t})
    ok = canal_cells(g, board)
    if g["canal_supply"]["single"] > 0:
        return board.cached("canal_cells_sorted", lambda: sorted(ok))
    if g["canal_supply"]["double"] == 0:
        return []
    return sorted({c for a in ok for b in NEIGHBOURS[a] if b > a and b in ok for c in (a, b)})


def has_canal_tile(g: dict, board: Board, seat: int) -> bool:
    """Whether ``canal_tiles`` is non-empty (stops at the first legal tile)."""
    supply = g["canal_supply"]
    key = ("has_canal", supply["single"] > 0, supply["double"] > 0, _trap_seat(g, seat))
    return board.cached(key, lambda: next(_canal_tiles(g, board, seat), None) is not None)


def _canal_tiles(g: dict, board: Board, seat: int, near: int | None = None):
    ok = canal_cells(g, board)
    cells = board.cached("canal_cells_sorted", lambda: sorted(ok))
    if near is not None:  # the first cells of the tiles on ``near``, in the same order
        cells = sorted(ok.intersection([near, *NEIGHBOURS[near]]))
    check = in_first_round(g)
    if g["canal_supply"]["single"] > 0:
        for c in cells:
            if (near is None or c == near) and (
                    not check or not _canal_traps(g, board, seat, [c])):
                yield [c]
    if g["canal_supply"]["double"] > 0:
        for a in cells:
            for b in NEIGHBOURS[a]:
                if b > a and b in ok and (near is None or near in (a, b)) and (
                        not check or not _canal_traps(g, board, seat, [a, b])):
                    yield [a, b]


def _canal_traps(g: dict, board: Board, seat: int, tile: list[int]) -> bool:
    after = dict(g, canals=g["canals"] + [tile])
    return traps_someone(g, board, seat, set(tile), after)


# bridges --------------------------------------------------------------------------------------
def bridge_spots(g: dict, board: Board) -> list[list]:
    """Rule 橋の建設: [cell, axis] on a canal tile (never the lake) with land at both ends.

    A bridge always has land at both ends, so two bridges can never meet end to end; side by
    side on one canal is allowed.
    """
    return [[cell, axis] for cell, axis in spots_of(board.canal_key)
            if cell not in board.bridges]


def has_bridge_spot(board: Board) -> bool:
    """Whether ``bridge_spots`` is non-empty."""
    return board.cached("has_spot", lambda: any(
        cell not in board.bridges for cell, _axis in spots_of(board.canal_key)))


def can_move_bridges(g: dict) -> bool:
    """Rule 橋の移動: only once all 11 bridges are on the board."""
    return len(g["bridges"]) >= data.BRIDGES


def movable_bridges(g: dict, board: Board, seat: int) -> list[int]:
    """Bridges without a Pilli on them that have somewhere to go."""
    if not can_move_bridges(g):
        return []
    return list(board.cached(("movable", _trap_seat(g, seat)),
                             lambda: _movable_bridges(g, board, seat)))


def _movable_bridges(g: dict, board: Board, seat: int) -> list[int]:
    free = has_bridge_spot(board)
    return [b for b in sorted(board.bridges) if b not in board.pilli_at
            and (free and not in_first_round(g) or bridge_moves(g, board, seat, b))]


def bridge_moves(g: dict, board: Board, seat: int, src: int) -> list[list]:
    """Where the bridge on ``src`` may be moved (its own spot excluded). Lifting a bridge
    changes no terrain, so the spots are today's free ones plus the other axis on ``src``."""
    rest = [b for b in g["bridges"] if b[0] != src]
    own = [src, board.bridges[src]]
    turned = [src, "ew" if own[1] == "ns" else "ns"]
    spots = bridge_spots(g, board)
    if all(board.is_land(end) for end in bridge_ends(*turned)):
        spots = sorted(spots + [turned])
    if not in_first_round(g):
        return spots
    changed = {src} | set(bridge_ends(src, board.bridges[src]))
    return [s for s in spots
            if not traps_someone(g, board, seat, changed, dict(g, bridges=rest + [s]))]


# temples --------------------------------------------------------------------------------------
def available_pieces(g: dict, seat: int) -> list[int]:
    """Unplaced temple pieces of the seat usable in this period."""
    limit = data.PERIOD1_TEMPLES if g["period"] == 1 else len(data.TEMPLE_LEVELS)
    return [i for i in range(limit) if g["temples"][seat][i] is None]


def temple_cells(g: dict, board: Board, seat: int) -> list[int]:
    """Rule 神殿の建設: empty land (not palace) in the region of the seat's Pilli."""
    return list(_temple_cells(g, board, seat))


def _temple_cells(g: dict, board: Board, seat: int):
    pilli = g["pilli"][seat]
    if pilli is None or not board.is_land(pilli):
        return
    free, check = board.free, in_first_round(g)
    index, regions = board.regions()
    for c in regions[index[pilli]]:
        if c in free and c not in PALACE_SET and not (check and _piece_traps(g, board, seat, c)):
            yield c


def _piece_traps(g: dict, board: Board, seat: int, cell: int) -> bool:
    temples = [list(t) for t in g["temples"]]
    temples[seat] = temples[seat] + [cell]
    return traps_someone(g, board, seat, {cell}, dict(g, temples=temples))


def temple_levels(g: dict, board: Board, seat: int) -> list[int]:
    """Levels the seat can build now: a piece left, enough AP, and a legal cell."""
    key = ("temple_levels", seat, g["period"], g["ap"], _trap_seat(g, seat))
    return list(board.cached(key, lambda: _temple_levels(g, board, seat)))


def _temple_levels(g: dict, board: Board, seat: int) -> list[int]:
    levels = {data.TEMPLE_LEVELS[i] for i in available_pieces(g, seat)}
    levels = sorted(lv for lv in levels if lv <= g["ap"])
    if not levels or next(_temple_cells(g, board, seat), None) is None:
        return []
    return levels


def place_temple_piece(g: dict, seat: int, level: int) -> int:
    """The index of the seat's first unplaced piece of that level."""
    return next(i for i in available_pieces(g, seat) if data.TEMPLE_LEVELS[i] == level)


# founding -------------------------------------------------------------------------------------
def display_token(g: dict, size: int) -> int | None:
    """A token of that size on the display (the lowest id), or None."""
    for token, loc in enumerate(g["tokens"]):
        if loc == "display" and data.CALPULLI[token][1] == size:
            return token
    return None


def found_cells(g: dict, board: Board, seat: int) -> list[int]:
    """Rule 区画の設立: cells for the token when the seat's Pilli stands in an unfounded
    region whose size a display token matches; the token goes on empty non-palace land."""
    key = ("found", seat, _trap_seat(g, seat))
    return list(board.cached(key, lambda: _found_cells(g, board, seat)))


def _found_cells(g: dict, board: Board, seat: int) -> list[int]:
    pilli = g["pilli"][seat]
    if pilli is None or not board.is_land(pilli):
        return []
    cells = board.region_cells(pilli)
    if board.token_in(cells) is not None or display_token(g, len(cells)) is None:
        return []
    out = [c for c in cells if c not in PALACE_SET and board.is_empty_land(c)]
    if in_first_round(g):
        out = [c for c in out if not _token_traps(g, board, seat, c)]
    return out


def _token_traps(g: dict, board: Board, seat: int, cell: int) -> bool:
    tokens = list(g["tokens"])
    tokens[tokens.index("display")] = cell  # any display token: only the cell matters here
    return traps_someone(g, board, seat, {cell}, dict(g, tokens=tokens))


# movement -------------------------------------------------------------------------------------
def move_options(g: dict, board: Board, seat: int) -> dict:
    """cell -> AP cost: walking and boat at their path cost, teleport at 5 (rule 移動)."""
    key = ("move_options", seat, g["ap"], _trap_seat(g, seat))
    return dict(board.cached(key, lambda: _move_options(g, board, seat)))


def _move_options(g: dict, board: Board, seat: int) -> dict:
    if g["pilli"][seat] is None:
        return {}
    ap = g["ap"]
    out = board.move_costs(seat, ap)
    if ap >= data.TELEPORT_COST:
        for cell in board.teleport_targets():
            if out.get(cell, data.TELEPORT_COST + 1) > data.TELEPORT_COST:
                out[cell] = data.TELEPORT_COST
    if in_first_round(g):
        out = {c: k for c, k in out.items() if not _move_traps(g, board, seat, c)}
    return out


def is_teleport(board: Board, seat: int, ap: int, cell: int, cost: int) -> bool:
    """Whether a move offer of ``cost`` AP to ``cell`` is a teleport: no walk or boat route
    of at most that cost reaches it (rule 移動; the move's log line and its label say so)."""
    path = board.move_costs(seat, ap).get(cell)
    return path is None or path > cost


def can_move(g: dict, board: Board, seat: int) -> bool:
    """Whether ``move_options`` is non-empty (a free first step settles it after round 1)."""
    pilli = g["pilli"][seat]
    if pilli is not None and g["ap"] >= 1 and not in_first_round(g) and board.walk_from(pilli):
        return True
    return bool(move_options(g, board, seat))


def _move_traps(g: dict, board: Board, seat: int, cell: int) -> bool:
    pilli = list(g["pilli"])
    old = pilli[seat]
    pilli[seat] = cell
    return traps_someone(g, board, seat, {cell, old}, dict(g, pilli=pilli))
