"""Board geometry of Mexica: districts, bridges, walking and boat routes (rules: 運河の建設,
区画, 橋の建設/移動, ピリ・メシカ駒の移動).

``Board(g)`` is a read-only snapshot of one state's pieces and terrain (never stored in the
state). ``board_of(g)`` returns the snapshot of an equal position from a small memo, so the
geometry a prompt derives (empty land, canal cells, reachability per Pilli, boat links) is
computed once per position and not again at the next prompt of the same turn; a snapshot
keeps copies of what it reads, never the state itself.
Readings recorded here (rules_notes sections 2, 4 and 5):

- A district (region) is a maximal set of land cells joined orthogonally; canal tiles and the
  lake are water, so water touching only at corners closes a district. Palace cells are land.
  A bridge stands on a canal cell and never joins two regions.
- The palace centre may be stood on and walked through by a Pilli: the rules text says only
  Pilli may be placed on or pass through the palace spaces, and does not single out the centre.
- Walking: orthogonal steps onto empty land or a free bridge, entering and leaving a bridge only
  along its axis. Temples, calpulli tokens and other Pilli block.
- Boat: nodes are bridges; two bridges are linked when water joins them without crossing a
  third bridge's cell. Each link costs 1 AP. A bridge with a Pilli on it may be passed under
  (it still counts as a stop) but never be the destination, and one cannot climb onto it.
"""

from __future__ import annotations

import marshal
from collections import deque
from contextlib import contextmanager
from functools import lru_cache
from itertools import chain

from . import data

LAND, LAKE, CANAL = 0, 1, 2
DIRS = ((-1, 0), (1, 0), (0, -1), (0, 1))
AXIS_DIRS = {"ns": ((-1, 0), (1, 0)), "ew": ((0, -1), (0, 1))}


def _neighbours() -> list:
    out = []
    for cell in range(data.NCELLS):
        r, c = divmod(cell, data.COLS)
        row = []
        for dr, dc in DIRS:
            rr, cc = r + dr, c + dc
            if 0 <= rr < data.ROWS and 0 <= cc < data.COLS:
                row.append(rr * data.COLS + cc)
        out.append(tuple(row))
    return out


NEIGHBOURS = _neighbours()
PALACE_SET = frozenset(data.PALACE)
START_SET = frozenset(data.START_SPACES)
LAKE_SET = frozenset(data.LAKE)
ISLAND = tuple(c for c in range(data.NCELLS) if c not in LAKE_SET)


def _step(cell: int, d: tuple) -> int | None:
    r, c = divmod(cell, data.COLS)
    rr, cc = r + d[0], c + d[1]
    if 0 <= rr < data.ROWS and 0 <= cc < data.COLS:
        return rr * data.COLS + cc
    return None


STEPS = [{d: _step(cell, d) for d in DIRS} for cell in range(data.NCELLS)]
ENDS = {axis: [[_step(cell, d) for d in dirs] for cell in range(data.NCELLS)]
        for axis, dirs in AXIS_DIRS.items()}
# (neighbour, axis of the step) per cell, in DIRS order: the walking table of ``walk_from``.
WALK_STEPS = [tuple((STEPS[cell][d], "ns" if d[1] == 0 else "ew") for d in DIRS
                    if STEPS[cell][d] is not None) for cell in range(data.NCELLS)]


def step(cell: int, d: tuple) -> int | None:
    """The cell one step in direction d from cell, or None off the grid."""
    return STEPS[cell][d]


def bridge_ends(cell: int, axis: str) -> list[int]:
    """The two land cells a bridge on ``cell`` joins (None off the grid)."""
    return ENDS[axis][cell]


# Pure functions of the canal layout, memoised: the terrain changes only when a canal is laid,
# so playouts and views recompute regions and bridge spots once per layout. The caches hold
# no game state (same input, same output), so determinism is untouched.
@lru_cache(maxsize=256)
def terrain_of(canal_key: tuple) -> bytes:
    """Terrain code per cell (LAND, LAKE, CANAL) for a sorted tuple of canal cells."""
    terrain = bytearray(data.NCELLS)
    for cell in data.LAKE:
        terrain[cell] = LAKE
    for cell in canal_key:
        terrain[cell] = CANAL
    return bytes(terrain)


def compute_regions(terrain: bytes) -> tuple[tuple, tuple]:
    """(region index per cell or -1, tuple of sorted cell tuples), from scratch."""
    index = [-1] * data.NCELLS
    regions = []
    for start in range(data.NCELLS):
        if terrain[start] != LAND or index[start] >= 0:
            continue
        n = len(regions)
        index[start] = n
        cells, todo = [start], [start]
        while todo:
            cur = todo.pop()
            for nb in NEIGHBOURS[cur]:
                if terrain[nb] == LAND and index[nb] < 0:
                    index[nb] = n
                    cells.append(nb)
                    todo.append(nb)
        regions.append(tuple(sorted(cells)))
    return tuple(index), tuple(regions)


@lru_cache(maxsize=256)
def regions_of(canal_key: tuple) -> tuple[tuple, tuple]:
    """``compute_regions`` of a canal layout, memoised."""
    return compute_regions(terrain_of(canal_key))


@lru_cache(maxsize=256)
def land_of(canal_key: tuple) -> frozenset:
    """Every land cell (palace included) of a canal layout."""
    terrain = terrain_of(canal_key)
    return frozenset(c for c in ISLAND if terrain[c] == LAND)


@lru_cache(maxsize=256)
def spots_of(canal_key: tuple) -> tuple:
    """Every (cell, axis) where a bridge fits by terrain: a canal cell, land at both ends."""
    terrain = terrain_of(canal_key)
    out = []
    for cell in canal_key:
        for axis in ("ns", "ew"):
            ends = ENDS[axis][cell]
            if all(e is not None and terrain[e] == LAND for e in ends):
                out.append((cell, axis))
    return tuple(sorted(out))


@lru_cache(maxsize=256)
def links_of(canal_key: tuple, bridge_cells: tuple) -> dict:
    """bridge cell -> bridge cells one boat stretch away (treat as read-only).

    Water minus the bridge cells falls into segments; a bridge reaches every bridge that
    touches a segment it touches, and a bridge right beside it (side by side).
    """
    terrain, bridges = terrain_of(canal_key), set(bridge_cells)
    segment_of, touching = {}, []
    for start in canal_key + data.LAKE:
        if start in bridges or start in segment_of:
            continue
        n = len(touching)
        segment_of[start] = n
        todo, near = [start], set()
        while todo:
            cur = todo.pop()
            for nb in NEIGHBOURS[cur]:
                if nb in bridges:
                    near.add(nb)
                elif terrain[nb] != LAND and nb not in segment_of:
                    segment_of[nb] = n
                    todo.append(nb)
        touching.append(near)
    links = {}
    for b in bridge_cells:
        found = set()
        for nb in NEIGHBOURS[b]:
            if nb in bridges:
                found.add(nb)
            elif nb in segment_of:
                found.update(touching[segment_of[nb]])
        found.discard(b)
        links[b] = tuple(sorted(found))
    return links


def canal_key_of(g: dict) -> tuple:
    """The sorted canal cells of a state (the memo key)."""
    return tuple(sorted(chain.from_iterable(g["canals"])))


BOARD_MEMO_SIZE = 1024
_BOARDS: dict = {}


def board_key(g: dict) -> bytes:
    """Every piece a Board reads, as bytes (marshal format 2: equal values, equal bytes).

    The founded districts are left out: each is the region around its token (a region is
    founded whole, and no canal may enter it afterwards), so tokens and canals fix them."""
    return marshal.dumps((g["canals"], g["bridges"], g["pilli"], g["temples"], g["neutral"],
                          g["tokens"]), 2)


_PINNED: list = [None, None]
"""[state, its Board] while a prompt reads that state (``pinned``): its Board without a key."""


def board_of(g: dict) -> Board:
    """The Board of this position, shared with equal positions (treat as read-only)."""
    if g is _PINNED[0]:
        return _PINNED[1]
    return board_at(g, board_key(g))


@contextmanager
def pinned(g: dict, key: bytes):
    """While a prompt reads ``g`` (which nothing changes meanwhile), ``board_of(g)`` is its
    Board at once: a prompt asks for it several times, and the key costs a marshal each."""
    _PINNED[:] = [g, board_at(g, key)]
    try:
        yield
    finally:
        _PINNED[:] = [None, None]


def board_at(g: dict, key: bytes) -> Board:
    """``board_of`` with the position's ``board_key`` already made."""
    board = _BOARDS.get(key)
    if board is None:
        if len(_BOARDS) >= BOARD_MEMO_SIZE:
            _BOARDS.clear()
        board = _BOARDS[key] = Board(g)
    return board


class Board:
    """Terrain, pieces and derived geometry of one state."""

    def __init__(self, g: dict):
        self.pilli = tuple(g["pilli"])
        self.tokens = tuple(g["tokens"])
        self.districts = tuple(tuple(d["cells"]) for d in g["districts"])
        self.canal_key = canal_key_of(g)
        self.terrain = terrain_of(self.canal_key)
        self.bridges = {cell: axis for cell, axis in g["bridges"]}
        self.pilli_at = {c: s for s, c in enumerate(g["pilli"]) if c is not None}
        # temples, neutral temples and calpulli tokens
        self.blocked = blocked = set(chain.from_iterable(g["temples"]))
        blocked.update(g["neutral"])
        blocked.update(loc for loc in g["tokens"] if isinstance(loc, int))
        blocked.discard(None)
        # Empty land, computed once per snapshot: walking and every prompt test against it.
        self.free = land_of(self.canal_key).difference(self.blocked, self.pilli_at)
        self._links = None
        self._memo: dict = {}  # derived geometry, filled on demand (the snapshot never changes)

    def cached(self, key, compute):
        """``compute()`` once per snapshot under ``key`` (the snapshot never changes)."""
        if key not in self._memo:
            self._memo[key] = compute()
        return self._memo[key]

    # terrain --------------------------------------------------------------------------------
    def is_land(self, cell: int | None) -> bool:
        """Land (palace included), as opposed to lake or canal."""
        return cell is not None and self.terrain[cell] == LAND

    def is_empty_land(self, cell: int) -> bool:
        """Land with no Pilli, temple or token on it."""
        return cell in self.free

    def bridge_end_cells(self) -> frozenset:
        """Every land cell at the end of a bridge."""
        return self.cached("ends", lambda: frozenset(
            e for cell, axis in self.bridges.items() for e in bridge_ends(cell, axis)))

    # districts ------------------------------------------------------------------------------
    def regions(self) -> tuple[tuple, tuple]:
        """(region index per cell or -1, tuple of sorted cell tuples); read-only."""
        return regions_of(self.canal_key)

    def region_cells(self, cell: int) -> list[int]:
        """The cells of the region holding a land cell ([] for water)."""
        index, regions = self.regions()
        return list(regions[index[cell]]) if index[cell] >= 0 else []

    def founded_cells(self) -> frozenset:
        """Every cell of a founded district."""
        return self.cached("founded", lambda: frozenset(chain.from_iterable(self.districts)))

    def token_in(self, cells: list[int]) -> int | None:
        """The calpulli token lying on one of these cells, if any."""
        cellset = set(cells)
        for token, loc in enumerate(self.tokens):
            if isinstance(loc, int) and loc in cellset:
                return token
        return None

    # movement -------------------------------------------------------------------------------
    def boat_links(self) -> dict:
        """bridge cell -> tuple of bridge cells one boat stretch away."""
        if self._links is None:
            self._links = links_of(self.canal_key, tuple(sorted(self.bridges)))
        return self._links

    def walk_from(self, cell: int) -> list[int]:
        """Cells one foot step away that a Pilli may enter."""
        free, bridges = self.free, self.bridges
        if cell in bridges:
            return [end for end in ENDS[bridges[cell]][cell] if end in free]
        out = []
        for nb, axis in WALK_STEPS[cell]:
            if nb in free or (bridges.get(nb) == axis and nb not in self.pilli_at):
                out.append(nb)
        return out

    def move_costs(self, seat: int, limit: int | None = None) -> dict:
        """cell -> fewest AP to walk and boat there from the seat's Pilli (BFS, 1 AP an edge).

        Only cells the Pilli may stop on are returned: empty land and free bridges. With a
        ``limit``, only cells within that many AP (the search stops there). It runs once per
        snapshot, seat and limit.
        """
        return dict(self.cached(("costs", seat, limit), lambda: self._move_costs(seat, limit)))

    def walk_costs(self, seat: int, limit: int | None = None) -> dict:
        """cell -> fewest AP to walk there, no boat (``move_costs`` without boat links): a
        move's label says whether it is a walk or a boat move."""
        return dict(self.cached(("walk", seat, limit),
                                lambda: self._move_costs(seat, limit, boats=False)))

    def _move_costs(self, seat: int, limit: int | None, boats: bool = True) -> dict:
        start = self.pilli[seat]
        pilli_at, bridges = self.pilli_at, self.bridges
        dist = {start: 0}
        todo = deque([start])
        while todo:
            cur = todo.popleft()
            far = dist[cur] + 1
            if limit is not None and far > limit:
                break  # breadth first: every cell left in the queue is as far or farther
            nexts = [] if cur != start and cur in pilli_at else self.walk_from(cur)
            if boats and cur in bridges:
                nexts += self.boat_links()[cur]
            for nb in nexts:
                if nb not in dist:
                    dist[nb] = far
                    todo.append(nb)
        del dist[start]
        return {c: k for c, k in dist.items() if c not in pilli_at}

    def teleport_targets(self) -> list[int]:
        """Every empty land cell and free bridge."""
        out = self.empty_land()
        out += [b for b in self.bridges if b not in self.pilli_at]
        return sorted(out)

    def empty_land(self) -> list[int]:
        """Every land cell with nothing on it, in cell order."""
        return sorted(self.free)

    def is_trapped(self, seat: int) -> bool:
        """True when the seat's Pilli can reach no cell at all by walking and boat."""
        cell = self.pilli[seat]
        if cell is None:
            return False
        if self.walk_from(cell):
            return False
        return not self.move_costs(seat)
