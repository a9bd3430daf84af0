"""What the bots need of Mexica: determinize (determinize.py), a score estimate, and pruning.

``evaluate`` is each seat's banked score plus the period scorings still to come as if the
temples stood as now (founded districts scored at the end of this period and, from period 1,
again at the end of period 2; unfounded regions at a discount, as they may still be cut or
founded), plus the worth of what is not points yet: AP still to come this round, action
markers, temples still to place, the palace bonus in a period's last round, and the Pilli's
prospects where it stands (a district it could found, the canal cells still needed to cut
one out around it, the best temple it could add there). ``evaluate_board``, the easy bot's
estimate, leaves those prospects out; ``evaluate_contests``, the hard bot's, counts the
majorities of period 2's big unfounded regions as still open (a gap one turn cannot close
is still worth narrowing, a lead one turn could overturn is not yet safe).
Weights are our own estimates, not rules.

A turn is a chain of small steps with many targets (a canal may go on ~150 cells), so
``prune`` keeps a few purposeful ones per prompt: moves to a better spot (nearest cell of
each region, cells within a turn's walk with good cuts), canal tiles of the best cuts around
the Pilli (never a cut a temple, token or the palace would have to close), one cell for a
temple (inside the planned district) or a token; markers only at a turn's end; bridges left
to humans; ``prune_easy``, the easy bot's, also keeps only the teleports that clearly pay.
No turn loops: ``back`` is never offered, a move only goes to a strictly better spot, every
other step spends AP or places a piece. A seat with nothing purposeful to do, not even a
move, digs anywhere, and a period longer than STALL_ROUND rounds is pushed to its
end, so games always finish.
"""

from __future__ import annotations

import marshal
import math
from functools import lru_cache

from tablero.core.game import BotSpec

from . import data
from .board import NEIGHBOURS, PALACE_SET, START_SET, Board, regions_of
from .determinize import determinize
from .scoring import NEUTRAL, region_points
from .targets import (
    available_pieces,
    canal_barred,
    canal_cells,
    canal_tiles,
    found_cells,
    in_first_round,
    move_options,
    temple_cells,
)

__all__ = ["BOT"]

P2_AGAIN = 0.8  # a district founded in period 1 is scored again after period 2
UNFOUNDED_FITS = 0.7  # an unfounded region of a display size (likely founded soon)
UNFOUNDED_SMALL = 0.4  # a small unfounded region of no display size (yet)
UNFOUNDED_P2 = 0.7  # period 2: unfounded regions score at the end, unless cut first
BIG_REGION = 13  # larger unfounded regions will be cut up: temples there count flat
BIG_TEMPLE = 0.9  # per level of a temple in a big unfounded region (period 1)
AP_VALUE = 1.0  # an AP still to spend this turn
MARKER_VALUE = 1.05  # an action marker (an AP later, and the tie-break)
TIE_BREAK = 0.01  # an action marker once the seat's last turn is over: only the tie-break
TAKEN = 0.1  # per marker taken this turn: taking one back after spending one only loses
TEMPLE_LEFT = 0.25  # per level of a temple piece still to place this period
FOUND_READY = 0.9  # share of founding worth when the Pilli stands in a fitting region
CARVE_DECAY = 0.75  # ... per canal cell still needed to cut such a region out
BLOCKED_CUT = 1  # extra canal cells counted for a cut cell a Pilli stands on
OPPORTUNITY = 0.4  # share of the best temple the Pilli could add where it stands
SOFT_LEVELS = 3.0  # levels per step of the chance that a majority still open changes hands
MOVE_KEEP = 6  # move targets kept by prune: nearest cells of regions...
PLAN_KEEP = 3  # ... and cells with the best cut plans around them
PLAN_REACH = 6  # AP of the farthest such cell considered (a whole turn)
STALL_ROUND = 30  # a period longer than this (rounds) is forced to its end (see prune)
STALL_AP = 3  # AP left with nothing to do that count as a stall (see prune)
PROGRESS = ("canal", "temple", "move", "found")  # the verbs that bring a period's end
PURPOSE = ("canal", "temple", "found", "move")  # without one of these a turn with AP left stalls
MOVE_GAIN = 0.1  # a move must improve the Pilli's prospects by this much
CANAL_PLANS = 2  # cut plans whose canal tiles prune keeps...
CANAL_KEEP = 4  # ... at most this many tiles
MOVE_BEST = 4  # move targets kept (the best gains net of their AP)
EASY_TELEPORT_GAIN = 2.0  # the easy bot teleports only for this much more gain than a walk


# scoring as if now ------------------------------------------------------------------------------
def _owners(g: dict) -> dict:
    """cell -> (owner, level) of every temple (NEUTRAL for the 2-player neutral ones)."""
    out = {}
    for seat, cells in enumerate(g["temples"]):
        for i, c in enumerate(cells):
            if c is not None:
                out[c] = (seat, data.TEMPLE_LEVELS[i])
    for i, c in enumerate(g["neutral"]):
        if c is not None:
            out[c] = (NEUTRAL, data.NEUTRAL_LEVELS[i])
    return out


def _sums(owners: dict, cells) -> dict:
    sums: dict = {}
    for c in cells:
        hit = owners.get(c)
        if hit is not None:
            sums[hit[0]] = sums.get(hit[0], 0) + hit[1]
    return sums


def _gains(sums: dict, points: tuple) -> dict:
    """seat -> points of its rank (ties share the full points of their rank)."""
    out = {}
    for owner, total in sums.items():
        if owner == NEUTRAL:
            continue
        rank = sum(1 for other in sums.values() if other > total)
        if rank < 3:
            out[owner] = points[rank]
    return out


def _display_sizes(g: dict) -> dict:
    """size -> (yellow, blue, white) of the tokens on the display."""
    out = {}
    for token, loc in enumerate(g["tokens"]):
        if loc == "display":
            out[data.CALPULLI[token][1]] = data.CALPULLI[token][1:]
    return out


def _region_terms(g: dict, cells, sizes: dict) -> tuple[tuple, float]:
    """(points by rank, weight) of an unfounded region; weight 0 for a big period-1 one."""
    size = len(cells)
    if g["period"] == 2:
        return region_points(size), (1.0 if g["last_round"] else UNFOUNDED_P2)
    if size in sizes:
        return sizes[size], UNFOUNDED_FITS
    if size <= BIG_REGION:
        return region_points(size), UNFOUNDED_SMALL
    return (0, 0, 0), 0.0


def _areas(g: dict, board: Board, owners: dict, sizes: dict) -> list:
    """Every area as (cells, points, weight, founded)."""
    again = _again(g)
    out = []
    for d in g["districts"]:
        out.append((d["cells"], data.CALPULLI[d["token"]][1:], again, True))
    founded = board.founded_cells()
    for cells in board.regions()[1]:
        if cells[0] not in founded:
            points, weight = _region_terms(g, cells, sizes)
            out.append((cells, points, weight, False))
    return out


def _ahead(lead: int, fixed: bool) -> float:
    """The chance that an owner ``lead`` levels ahead of a seat (negative: behind) is still
    ahead of it when the region is scored: a tie shares the rank, the neutral temples never
    grow, and a seat can add about a turn's worth of levels (SOFT_LEVELS per step)."""
    if fixed and lead <= 0:
        return 0.0
    return 1.0 / (1.0 + math.exp((0.5 - lead) / SOFT_LEVELS))


def _open_gains(sums: dict, points: tuple) -> dict:
    """seat -> rank points of a majority still open: each other owner counts as ahead by the
    chance that it stays ahead (``_ahead``), and the fractional rank reached interpolates the
    rank points (fourth and later: none)."""
    table = (*points, 0, 0)
    out = {}
    for owner, total in sums.items():
        if owner == NEUTRAL:
            continue
        rank = sum(_ahead(other - total, who == NEUTRAL)
                   for who, other in sums.items() if who != owner)
        low = min(int(rank), 3)
        share = rank - low
        out[owner] = table[low] * (1 - share) + table[low + 1] * share
    return out


def _open_contest(g: dict, cells, founded: bool) -> bool:
    """A big unfounded region of period 2 before the last round: it is scored at the end, and
    its majority goes on changing until then (see ``evaluate_contests``)."""
    return g["period"] == 2 and not g["last_round"] and not founded and len(cells) > BIG_REGION


def _area_values(g: dict, owners: dict, areas: list, values: list,
                 contests: bool = False) -> None:
    for cells, points, weight, founded in areas:
        sums = _sums(owners, cells)
        if not sums:
            continue
        if contests and _open_contest(g, cells, founded):
            for owner, gained in _open_gains(sums, points).items():
                values[owner] += weight * gained
            continue
        if weight == 0.0:  # big period-1 region: flat worth per temple level
            for owner, total in sums.items():
                if owner != NEUTRAL:
                    values[owner] += BIG_TEMPLE * total
            continue
        for owner, gained in _gains(sums, points).items():
            values[owner] += weight * gained


# prospects of a Pilli ---------------------------------------------------------------------------
DIAGONALS = [tuple(c + d for d in (-data.COLS - 1, -data.COLS + 1, data.COLS - 1, data.COLS + 1)
                   if 0 <= c + d < data.NCELLS and abs((c + d) % data.COLS - c % data.COLS) == 1)
             for c in range(data.NCELLS)]


@lru_cache(maxsize=4096)
def _cuts(canal_key: tuple, fixed: frozenset, start: int) -> tuple:
    """((size, cells to dig, cells inside), ...) for sizes 3..13: a compact set of land cells
    grown from ``start`` (hugging water, then close to the start), and the land cells around it
    that canals would have to cover to cut it out as a region of that size. ``fixed``: cells
    no canal can ever take (temples, tokens, the palace, bridge ends): growth takes them in
    first, and a shape they would have to close is left out (it could never be cut)."""
    index, regions = regions_of(canal_key)
    if index[start] < 0:
        return ()
    region = set(regions[index[start]])
    inside = {start}
    out = []
    r0, c0 = divmod(start, data.COLS)

    def snug(c: int) -> tuple:
        near = sum(1 for nb in NEIGHBOURS[c] if nb in inside or nb not in region)
        corner = sum(1 for nb in DIAGONALS[c] if nb in inside or nb not in region)
        r, col = divmod(c, data.COLS)
        return c in fixed, near, corner, -abs(r - r0) - abs(col - c0), -c

    while len(inside) < min(len(region), BIG_REGION):
        frontier = {nb for c in inside for nb in NEIGHBOURS[c] if nb in region} - inside
        inside.add(max(frontier, key=snug))
        if len(inside) >= 3:
            ring = {nb for c in inside for nb in NEIGHBOURS[c] if nb in region} - inside
            if not ring & fixed:
                out.append((len(inside), tuple(sorted(ring)), tuple(sorted(inside))))
    return tuple(out)


def _fixed(board: Board) -> frozenset:
    """Land cells no canal can ever take (see ``_cuts``): pieces that stay (temples, tokens)
    and the rule's barred cells; a Pilli moves away, so not those."""
    return frozenset(board.blocked | canal_barred(board))


def _again(g: dict) -> float:
    """How often a district founded now is still scored (weighted)."""
    return 1.0 + P2_AGAIN if g["period"] == 1 else 1.0


def _founding(g: dict, seat: int, size: int, sizes: dict) -> float:
    """Worth of founding a district of that size: the founding bonus and, with temples left
    to lead it, a share of its first place."""
    lead = OPPORTUNITY * size * _again(g) if available_pieces(g, seat) else 0.0
    return FOUND_READY * (sizes[size][1] + lead)


def _cut_plans(g: dict, board: Board, seat: int, cell: int, sizes: dict,
               fixed: frozenset) -> list:
    """(value, cells to dig, cells inside) of cutting a district of a display size around
    ``cell``, best first; each cell still to dig discounts the worth of founding it.
    ``fixed``: ``_fixed(board)``, made once per board by the caller."""
    out = []
    for size, ring, inside in _cuts(board.canal_key, fixed, cell):
        if size not in sizes or all(c in fixed or c in board.pilli_at for c in inside):
            continue  # no display size, or no cell for the token (the palace, say)
        cost = sum(1 if board.is_empty_land(c) else 1 + BLOCKED_CUT for c in ring)
        out.append((_founding(g, seat, size, sizes) * CARVE_DECAY ** cost, ring, inside))
    out.sort(key=lambda p: -p[0])
    return out


def _plans(g: dict, board: Board, seat: int, sizes: dict) -> list:
    """(value, cells to dig, cells inside) of the cut plans around the seat's Pilli, best
    first (none in a founded district or off land)."""
    cell = g["pilli"][seat]
    if cell is None or not board.is_land(cell) or cell in board.founded_cells():
        return []
    return _cut_plans(g, board, seat, cell, sizes, _fixed(board))


def _best_temple(g: dict, owners: dict, seat: int, cells, points: tuple,
                 weight: float) -> float:
    """What the seat's highest temple left would add in these cells (rank points)."""
    pieces = available_pieces(g, seat)
    if not pieces or weight == 0.0:
        return 0.0
    level = max(data.TEMPLE_LEVELS[i] for i in pieces)
    sums = _sums(owners, cells)
    before = _gains(sums, points).get(seat, 0)
    sums[seat] = sums.get(seat, 0) + level
    return weight * (_gains(sums, points).get(seat, 0) - before)


def _prospect(g: dict, board: Board, owners: dict, seat: int, sizes: dict, areas: dict) -> float:
    """Worth of where the seat's Pilli stands: founding, cutting, a temple to add."""
    cell = g["pilli"][seat]
    if cell is None or not board.is_land(cell):
        return 0.0
    cells = board.region_cells(cell)
    area = areas.get(cells[0])
    if area is None:
        return 0.0
    _cells, points, weight, founded = area
    if not any(board.is_empty_land(c) and c not in PALACE_SET for c in cells):
        return 0.0  # no room for a temple or a token
    if founded:
        return OPPORTUNITY * _best_temple(g, owners, seat, cells, points, weight)
    if len(cells) in sizes:  # ready to found: the bonus, and a temple in the district
        token = sizes[len(cells)]
        return (FOUND_READY * token[1]
                + OPPORTUNITY * _best_temple(g, owners, seat, cells, token, _again(g)))
    plans = _plans(g, board, seat, sizes)
    value = plans[0][0] if plans else 0.0
    return value + OPPORTUNITY * _best_temple(g, owners, seat, cells, points, weight)


def _turn_seat(g: dict) -> int | None:
    stack = g["stack"]
    if not stack or stack[0]["state"] != "turn":
        return None
    return stack[0]["player"]


_KEYS = ("stack", "first", "period", "round", "ap", "taken", "last_round", "pilli", "temples",
         "neutral", "canals", "canal_supply", "bridges", "tokens", "markers", "score")
MEMO_SIZE = 4096


def _memo(fn):
    """Memoise ``fn(state, *args)`` by the state's game facts (not its log or PRNG): Mexica
    has no hidden state and no chance after setup, so search meets the same positions again
    and again (every playout round replays the same game)."""
    table: dict = {}

    def cached(state: dict, *args):
        key = marshal.dumps((tuple(state[k] for k in _KEYS), args))
        hit = table.get(key)
        if hit is None:
            if len(table) >= MEMO_SIZE:
                table.clear()
            hit = table[key] = marshal.dumps(fn(state, *args))
        return marshal.loads(hit)  # a fresh copy: callers may keep or change it

    cached.__doc__ = fn.__doc__
    cached.__name__ = fn.__name__
    return cached


@_memo
def evaluate(state: dict) -> list:
    """Each seat's estimated final score (the exact scores once the game is over)."""
    return _estimate(state)


@_memo
def evaluate_board(state: dict) -> list:
    """``evaluate`` without the Pilli's prospects (no district it could cut or found, no
    temple it could add where it stands): the points as the board stands, the easy bot's
    estimate. A beginner sees the majorities, not the district two canals away."""
    return _estimate(state, prospects=False)


@_memo
def evaluate_contests(state: dict) -> list:
    """``evaluate`` with the majorities of period 2's big unfounded regions still open (see
    ``_open_gains``): a temple that narrows a gap or widens a lead is worth something before
    it changes a rank, so the seat builds toward a majority it cannot take in one turn and
    keeps a lead the next turn could not overturn: the hard bot's estimate."""
    return _estimate(state, contests=True)


def _estimate(g: dict, prospects: bool = True, contests: bool = False) -> list:
    values = [float(s) for s in g["score"]]
    if not g["stack"]:
        return values
    board = Board(g)
    owners = _owners(g)
    sizes = _display_sizes(g)
    areas = _areas(g, board, owners, sizes)
    _area_values(g, owners, areas, values, contests)
    by_first = {a[0][0]: a for a in areas}
    for seat in range(g["players"]):
        values[seat] += _turn_credit(g, seat)
        values[seat] += _marker_worth(g, seat) * g["markers"][seat]
        values[seat] += TEMPLE_LEFT * sum(data.TEMPLE_LEVELS[i]
                                          for i in available_pieces(g, seat))
        values[seat] += _spot_value(g, board, owners, seat, sizes, by_first, prospects)
    return values


def _marker_worth(g: dict, seat: int) -> float:
    """An action marker is an AP later, until the game's last round: there it is an AP only
    to a seat whose last turn is still to come (else just the tie-break), so a seat spends
    its markers in its last turn instead of ending the game holding them."""
    if g["period"] < 2 or not g["last_round"]:
        return MARKER_VALUE
    on_turn = _turn_seat(g)
    if on_turn is not None and (seat == on_turn or _later(g, seat, on_turn)):
        return AP_VALUE
    return TIE_BREAK


def _later(g: dict, seat: int, on_turn: int) -> bool:
    """The seat's turn comes after that of the seat on turn in this round."""
    n, first = g["players"], g["first"]
    return (seat - first) % n > (on_turn - first) % n


def _turn_credit(g: dict, seat: int) -> float:
    """AP to come before the round ends: the AP left of the seat on turn, a whole turn for
    the seats after it in this round, none for those done. Ending a turn thus loses only
    the AP left, never looks like handing a turn to the next seat."""
    on_turn = _turn_seat(g)
    if on_turn is None:
        return 0.0
    if seat == on_turn:
        return AP_VALUE * g["ap"] - TAKEN * g["taken"]
    return AP_VALUE * data.AP_PER_TURN if _later(g, seat, on_turn) else 0.0


def _spot_value(g: dict, board: Board, owners: dict, seat: int, sizes: dict,
                areas: dict, prospects: bool = True) -> float:
    """Worth of where the seat's Pilli stands: its prospects (unless left out) and the
    palace bonus in a last round."""
    value = _prospect(g, board, owners, seat, sizes, areas) if prospects else 0.0
    if g["last_round"] and g["pilli"][seat] in START_SET:
        value += data.PALACE_BONUS
    return value


# pruning ----------------------------------------------------------------------------------------
def _corner_first(board: Board, cells: list) -> list:
    """Cells with the fewest empty land neighbours first (a piece there blocks least)."""
    return sorted(cells, key=lambda c: (sum(1 for nb in NEIGHBOURS[c]
                                            if board.is_empty_land(nb)), c))


def canal_candidates(g: dict, board: Board, seat: int) -> list:
    """Up to CANAL_KEEP legal canal tiles on the cells of the seat's best cut plans (the
    best plan first, doubles first)."""
    plans = _plans(g, board, seat, _display_sizes(g))[:CANAL_PLANS]
    wanted = {c for _value, ring, _inside in plans for c in ring}
    if not wanted:
        return []
    if in_first_round(g):  # the no-trapping rule: the rules' own list
        tiles = [t for t in canal_tiles(g, board, seat) if all(c in wanted for c in t)]
    else:
        ok = wanted & canal_cells(g, board)
        tiles = []
        if g["canal_supply"]["double"] > 0:
            tiles += [[a, b] for a in sorted(ok) for b in NEIGHBOURS[a] if b > a and b in ok]
        if g["canal_supply"]["single"] > 0:
            tiles += [[c] for c in sorted(ok)]

    def rank(tile: list) -> tuple:
        plan = next((n for n, p in enumerate(plans) if all(c in p[1] for c in tile)),
                    len(plans))
        return plan, -len(tile), tile

    return sorted(tiles, key=rank)[:CANAL_KEEP]


def _move_targets(g: dict, board: Board, seat: int, actions: list) -> list:
    """The cheapest cell of each region (each palace start space in a last round), and the
    few cells within a turn's walk with the best cut plans around them (the palace never:
    it takes no token and no canal)."""
    index = board.regions()[0]
    best: dict = {}
    planned = []
    sizes = _display_sizes(g)
    fixed = _fixed(board)
    for a in actions:
        cell = a["cell"]
        key = index[cell] if index[cell] >= 0 else ("bridge", cell)
        if g["last_round"] and cell in START_SET:
            key = ("start", cell)
        if key not in best or (a["cost"], cell) < (best[key]["cost"], best[key]["cell"]):
            best[key] = a
        if a["cost"] <= PLAN_REACH and index[cell] >= 0 and cell not in PALACE_SET:
            plans = _cut_plans(g, board, seat, cell, sizes, fixed)
            if plans:
                planned.append((plans[0][0] - AP_VALUE * a["cost"], -cell, a))
    kept = sorted(best.values(), key=lambda a: (a["cost"], a["cell"]))[:MOVE_KEEP]
    for _value, _cell, a in sorted(planned, key=lambda t: t[:2], reverse=True)[:PLAN_KEEP]:
        if a not in kept:
            kept.append(a)
    return kept


def _prune_move(g: dict, board: Board, seat: int, actions: list, shy: bool) -> list:
    """Move targets (see _move_targets) that stand better than where the Pilli is now, so
    the Pilli never walks back and forth; ``shy`` (the easy bot): a teleport must gain
    EASY_TELEPORT_GAIN more."""
    kept = []
    for gain, a in _move_gains(g, board, seat, actions):
        shied = shy and a["cost"] >= data.TELEPORT_COST
        if gain > MOVE_GAIN + (EASY_TELEPORT_GAIN if shied else 0.0):
            kept.append((gain - AP_VALUE * a["cost"], -a["cell"], a))
    return [a for _gain, _cell, a in sorted(kept, key=lambda k: k[:2], reverse=True)[:MOVE_BEST]]


def _move_gains(g: dict, board: Board, seat: int, actions: list) -> list:
    """(gain in the worth of where the Pilli stands, action) of each move target (see
    _move_targets)."""
    owners, sizes = _owners(g), _display_sizes(g)

    def spot(state: dict, where: Board) -> float:
        areas = {a[0][0]: a for a in _areas(state, where, owners, sizes)}
        return _spot_value(state, where, owners, seat, sizes, areas)

    now = spot(g, board)
    out = []
    for a in _move_targets(g, board, seat, [a for a in actions if a["type"] == "cell"]):
        moved = _moved(g, seat, a["cell"])
        out.append((spot(moved, Board(moved)) - now, a))
    return out


def _prune_canal(g: dict, board: Board, seat: int, actions: list, top: dict) -> list:
    if _stalled(g, board, seat):
        return actions
    tiles = canal_candidates(g, board, seat)
    if top["state"] == "canal":
        firsts = {t[0] for t in tiles}
        return [a for a in actions if a["type"] == "cell" and a["cell"] in firsts] or actions
    first = top["first"]
    keep = []
    for a in actions:
        if a["type"] == "single" and [first] in tiles:
            keep.append(a)
        elif a["type"] == "cell" and sorted([first, a["cell"]]) in tiles:
            keep.append(a)
    return keep or [a for a in actions if a["type"] != "back"]


def _prune_turn(g: dict, board: Board, seat: int, actions: list, shy: bool) -> list:
    """Markers: spend one only when out of AP, take one only with the last AP or two (and
    with one AP only when holding none, so a spent marker is not taken straight back);
    bridges are left to humans (search sees no worth in them). A seat with AP to spare and
    nothing purposeful to do, not even a move to a better spot, lays a canal anywhere
    (``_stalled``: digging at random uses up the canals a district needs), so a period ends;
    with a canal or temple to place it does not pass. In a stalled period it founds or
    builds whenever it can (see ``_stall_verbs``)."""
    if g["round"] > STALL_ROUND * g["period"]:
        return _stall_verbs(actions)
    kept = []
    for a in actions:
        verb = a["type"]
        if verb in ("bridge", "move_bridge"):
            continue
        if verb == "spend_marker" and (g["taken"] > 0 or g["ap"] > 0):
            continue
        if verb == "take_marker" and not (g["ap"] == 2 or g["ap"] == 1
                                          and g["markers"][seat] == 0):
            continue
        if verb == "canal" and not canal_candidates(g, board, seat):
            continue
        if verb == "move" and not _prune_move(g, board, seat, _move_actions(g, board, seat),
                                              shy):
            continue
        kept.append(a)
    if g["ap"] >= STALL_AP and not any(a["type"] in PURPOSE for a in kept):
        kept += [a for a in actions if a["type"] == "canal" and a not in kept]
    if g["ap"] >= STALL_AP and any(a["type"] in ("canal", "temple") for a in kept):
        kept = [a for a in kept if a["type"] != "end_turn"]  # no passing with work to do
    return kept


def _stall_verbs(actions: list) -> list:
    """A period ends once the display is empty and some seat has placed all its temples
    (scoring.period_end_reason), yet the heuristic holds back a temple that gains no rank (a
    piece in hand is worth a little): in a stalled period a seat founds whenever it can,
    else places a temple, else digs or walks."""
    for verbs in (("found",), ("temple",), PROGRESS):
        acts = [a for a in actions if a["type"] in verbs]
        if acts:
            return acts
    return actions


def _stall_moves(g: dict, seat: int, actions: list) -> list:
    """A district is worth less than the AP of the walk there (the heuristic counts AP as
    points, though with nothing else to do they are worth nothing): in a stalled period,
    moves into a region where the seat can found, else into one with room for a temple."""
    places = []
    for a in actions:
        if a["type"] == "cell":
            moved = _moved(g, seat, a["cell"])
            places.append((a, moved, Board(moved)))  # each board built once, for both tests
    for room in (found_cells, temple_cells):
        kept = [a for a, moved, board in places if room(moved, board, seat)]
        if kept:
            return kept
    return actions


def _moved(g: dict, seat: int, cell: int) -> dict:
    """A shallow variant of g with the seat's Pilli on ``cell``."""
    pilli = list(g["pilli"])
    pilli[seat] = cell
    return dict(g, pilli=pilli)


def _stalled(g: dict, board: Board, seat: int) -> bool:
    """No cut plan to follow: the canal prompt then offers every tile."""
    return g["round"] > STALL_ROUND * g["period"] or not canal_candidates(g, board, seat)


def _move_actions(g: dict, board: Board, seat: int) -> list:
    """The move prompt's cell actions, without opening it."""
    options = move_options(g, board, seat)
    return [{"type": "cell", "cell": c, "cost": options[c]} for c in sorted(options)]


def _temple_cells(g: dict, board: Board, seat: int, cells: list) -> list:
    """Cells inside the best cut plan around the Pilli (the district to be), else corners."""
    plans = _plans(g, board, seat, _display_sizes(g))
    if plans:
        inside = set(plans[0][2])
        near = [c for c in cells if c in inside]
        if near:
            return _corner_first(board, near)
    return _corner_first(board, cells)


@_memo
def prune(state: dict, seat: int, actions: list) -> list:
    """A few sensible targets per prompt (see the module docstring); never ``back``."""
    return _prune(state, seat, actions, shy=False)


@_memo
def prune_easy(state: dict, seat: int, actions: list) -> list:
    """``prune`` for the easy bot, which teleports only where the spot gains
    EASY_TELEPORT_GAIN more than a move must: a beginner's thrift, where the stronger levels
    gain most (a greedy bot held back by 5 won 19 of 61 games against one that was not)."""
    return _prune(state, seat, actions, shy=True)


def _prune(state: dict, seat: int, actions: list, shy: bool) -> list:
    if not state["stack"]:
        return actions
    actions = [a for a in actions if a["type"] != "back"]
    top = state["stack"][-1]
    stage = top["state"]
    if stage in ("place_pilli", "temple", "bridge", "bridge_axis", "move_bridge"):
        return actions
    if state["round"] > STALL_ROUND * state["period"] and stage != "turn":
        return _stall_moves(state, seat, actions) if stage == "move" else actions
    board = Board(state)
    if stage == "turn":
        return _prune_turn(state, board, seat, actions, shy)
    if stage == "move":
        return _prune_move(state, board, seat, actions, shy)
    if stage in ("canal", "canal_end"):
        return _prune_canal(state, board, seat, actions, top)
    if stage in ("temple_cell", "found"):
        cells = [a["cell"] for a in actions if a["type"] == "cell"]
        if not cells:
            return actions
        ranked = (_temple_cells(state, board, seat, cells) if stage == "temple_cell"
                  else _corner_first(board, cells))
        return [a for a in actions if a["type"] == "cell" and a["cell"] == ranked[0]]
    return actions


BOT = BotSpec(
    determinize=determinize,
    evaluate=evaluate,
    scale=10.0,
    avoid=(),
    prune=prune,
    work_scale=0.6,
    policy_depth=1,
    search={"easy": {"depth": 3, "prune": prune_easy, "estimate": evaluate_board},
            "hard": {"estimate": evaluate_contests}},
)
"""Mexica for search. ``scale``: a lead of about 10 points counts as clearly winning.
``work_scale``: steps cost more here (a step rebuilds the prompts' target lists), so the
levels' work budgets are scaled to fit the app's wall-time cap in the browser.
``policy_depth``: search playouts value each move by where it leads at once (listing the
moves after it, what a deeper look needs, costs more than the move). ``avoid``: none,
``prune`` drops ``back`` itself (opening a prompt and taking it back only loops).

``search``: the levels differ in what they think about, not only in work (search adds little
here: nothing is hidden and a turn's worth shows only rounds later). The easy bot plays like
a beginner: it looks one action ahead (its next three steps: a verb, a target, the next
verb), teleports only where that clearly pays at once (``prune_easy``) and counts the points
on the board, not the districts its Pilli could cut (``evaluate_board``); normal plans its
whole turn and relocates wherever the spot is better; hard also sees that period 2's big
unfounded region, which decides most games, is won over several turns
(``evaluate_contests``). Measured in bench/bots.py (issue 8's targets)."""
