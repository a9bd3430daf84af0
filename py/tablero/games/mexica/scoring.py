"""Mexica period ends, scoring and the result (rules: ラウンド終了時の名声点の獲得, ゲームの終了).

Readings recorded here:

- Ranking (霊的な高貴さ): a seat's nobility in a district is the sum of its temple levels there;
  seats without a temple there are not ranked. Rank = 1 + number of owners with a strictly
  higher sum, so ties share the full points of their rank and push the next owner down
  (two firsts: nobody is second, the next is third). Ranks 1..3 score yellow/blue/white.
  In a 2-player game the neutral temples are ranked like an owner but never score.
- Unfounded regions (final scoring only): 1st = size, 2nd = ceil(size/2), 3rd = ceil(2nd/2).
- Palace bonus: 5 to each Pilli on one of the 4 start spaces (not the centre).
- Display tokens nobody can found any more (rulebook_facts P6): the rulebook lets the players
  remove such a token, when all agree, only in period 2 (第2ピリオド). We remove it there at
  once, after the action that made it so (all would agree: the test is the rules' own), with a
  log line saying why: no canal tile left to carve a district of its size, or no land left
  for one. In period 1 no token is removed. A token is unfoundable when no district of its
  size can still be formed: no unfounded region of its size can take it (two cells free of
  temples and tokens, one of them off the palace: one for the token, one for the founder's
  Pilli) and no larger unfounded region can still be cut (no canal tile left, or no cell in
  it a canal could ever take). Cells under a Pilli count as available, and so do a bridge's
  end cells: Pilli move away and bridges can be moved (E1; issue 28). Nothing undoes this
  (temples, tokens and canals never leave, regions only shrink), so a token once
  unfoundable stays so.
- Period 1 with an unfoundable token: its end needs all 8 display tokens used to found
  districts, which can then never happen, and the rulebook says nothing of this case (its
  only text on such a token is period 2's, whose end counts a token "removed from play
  because it has become impossible to found" as done). We read period 1's condition the same
  way: a display token nobody can found any more counts as done, so period 1 ends once every
  display token is used or unfoundable and a seat has placed its 9 temples (the log says why
  the last round came). The token is not removed in period 1: it stays on the display and
  leaves when period 2 begins, by the period-2 rule, with its log line.
"""

from __future__ import annotations

from tablero.core.flow import log
from tablero.core.util import clone

from . import data
from .board import PALACE_SET, START_SET, Board, board_of

NEUTRAL = -1


def half_up(n: int) -> int:
    """n / 2 rounded up."""
    return (n + 1) // 2


def region_points(size: int) -> tuple[int, int, int]:
    """Points of 1st/2nd/3rd place in an unfounded region of that size."""
    second = half_up(size)
    return size, second, half_up(second)


def token_points(token: int) -> tuple[int, int, int]:
    """Yellow, blue, white of a calpulli token."""
    _name, size, blue, white = data.CALPULLI[token]
    return size, blue, white


def nobility(g: dict, cells: list[int]) -> dict:
    """owner (seat, or NEUTRAL = -1) -> sum of temple levels on these cells (owners with 0 left
    out)."""
    cellset = set(cells)
    sums = {}
    for seat, placed in enumerate(g["temples"]):
        total = sum(data.TEMPLE_LEVELS[i] for i, c in enumerate(placed) if c in cellset)
        if total:
            sums[seat] = total
    neutral = sum(data.NEUTRAL_LEVELS[i] for i, c in enumerate(g["neutral"]) if c in cellset)
    if neutral:
        sums[NEUTRAL] = neutral
    return sums


def rank_points(sums: dict, points: tuple[int, int, int]) -> dict:
    """owner -> (rank, points): ties take the full points of their rank, the next is skipped."""
    out = {}
    for owner, total in sums.items():
        rank = 1 + sum(1 for other in sums.values() if other > total)
        gained = points[rank - 1] if rank <= 3 and owner != NEUTRAL else 0
        out[owner] = (rank, gained)
    return out


def score_area(g: dict, cells: list[int], points: tuple, where: int, kind: str) -> dict:
    """Score one district or region, log it and return its breakdown row."""
    ranked = rank_points(nobility(g, cells), points)
    row = {"kind": kind, "cell": where, "size": len(cells), "points": list(points),
           "ranks": []}
    for owner in sorted(ranked, key=lambda o: (ranked[o][0], o)):
        rank, gained = ranked[owner]
        row["ranks"].append({"seat": owner, "rank": rank, "points": gained})
        if owner != NEUTRAL and gained:
            g["score"][owner] += gained
            log(g, "district_score", seat=owner, points=gained, rank=rank,
                where=data.cell_name(where))
    return row


def score_period(g: dict) -> None:
    """Scoring at the end of a period: founded districts (both), unfounded regions (final),
    then the palace bonus. Appends the breakdown to g["scorings"]."""
    rows = []
    for district in g["districts"]:
        token = district["token"]
        rows.append(score_area(g, district["cells"], token_points(token),
                               g["tokens"][token], "founded"))
    if g["period"] == 2:
        board = board_of(g)
        founded = board.founded_cells()
        for cells in board.regions()[1]:
            if cells[0] not in founded:
                rows.append(score_area(g, cells, region_points(len(cells)), cells[0],
                                       "unfounded"))
    palace = []
    for seat, cell in enumerate(g["pilli"]):
        if cell in START_SET:
            g["score"][seat] += data.PALACE_BONUS
            palace.append(seat)
            log(g, "palace", seat=seat)
    g["scorings"].append({"period": g["period"], "areas": rows, "palace": palace,
                          "score": list(g["score"])})


def period_end_reason(g: dict) -> str | None:
    """Whether the period's last round starts now, as the key of its log entry: "last_round"
    (no token left on the display, and some seat has placed every temple it has this
    period), "last_round_unfoundable" (period 1: the tokens left on the display can no longer
    be founded; see the module docstring), or None."""
    limit = data.PERIOD1_TEMPLES if g["period"] == 1 else len(data.TEMPLE_LEVELS)
    if not any(all(c is not None for c in placed[:limit]) for placed in g["temples"]):
        return None
    left = [t for t, loc in enumerate(g["tokens"]) if loc == "display"]
    if not left:
        return "last_round"
    if g["period"] == 1 and set(left) <= set(unfoundable(g)):
        return "last_round_unfoundable"
    return None


def _foundable(board: Board, cells: tuple) -> bool:
    """A district of exactly this region can still be founded: a cell for the token (not
    palace) and another for the founder's Pilli, among the cells no temple or token holds.
    A Pilli standing there does not count against it: Pilli move away (or in)."""
    usable = [c for c in cells if c not in board.blocked]
    return len(usable) >= 2 and any(c not in PALACE_SET for c in usable)


def _cuttable(board: Board, cells: tuple) -> bool:
    """A canal could still take a cell of this unfounded region one day: one with no temple,
    token or palace. Cells under a Pilli or at a bridge's end count (Pilli walk off, bridges
    can be moved)."""
    blocked = board.blocked
    return any(c not in blocked and c not in PALACE_SET for c in cells)


def unfoundable(g: dict) -> dict:
    """Display token -> why nobody can found it any more: "canals" (no canal tile left to
    carve a district of its size) or "land" (no land left for one); see the module
    docstring."""
    sizes = {data.CALPULLI[t][1] for t, loc in enumerate(g["tokens"]) if loc == "display"}
    if not sizes:
        return {}
    board = board_of(g)
    founded = board.founded_cells()
    open_regions = [cells for cells in board.regions()[1] if cells[0] not in founded]
    exact = {len(cells) for cells in open_regions
             if len(cells) in sizes and _foundable(board, cells)}
    if sizes <= exact:
        return {}
    canals = g["canal_supply"]["single"] + g["canal_supply"]["double"] > 0
    larger = 0
    if canals:
        larger = next((len(cells) for cells in sorted(open_regions, key=len, reverse=True)
                       if _cuttable(board, cells)), 0)
    why = "land" if canals else "canals"
    return {token: why for token, loc in enumerate(g["tokens"])
            if loc == "display" and data.CALPULLI[token][1] not in exact
            and larger <= data.CALPULLI[token][1]}


def remove_unusable(g: dict) -> None:
    """Period 2 only: display tokens nobody can found any more leave the game, the log saying
    why (see the module docstring)."""
    if g["period"] != 2:
        return
    for token, why in unfoundable(g).items():
        g["tokens"][token] = "removed"
        log(g, f"removed_{why}", size=data.CALPULLI[token][1])


def result(state: dict) -> dict | None:
    """Scores, winners (tie: most action markers, then shared) once the game is over; with
    ``scorings`` (each period's areas and ranks, as in the view) for the end screen."""
    if state["stack"]:
        return None
    scores = list(state["score"])
    best = max(scores)
    top = [s for s in range(state["players"]) if scores[s] == best]
    most = max(state["markers"][s] for s in top)
    winners = [s for s in top if state["markers"][s] == most]
    reason = "most points"
    if len(top) > 1:
        reason = "tie on points broken by action markers" if len(winners) < len(top) else (
            "tie on points and action markers: shared win")
    return {"scores": scores, "winners": winners, "reason": reason,
            "breakdown": _breakdown(state), "scorings": clone(state["scorings"])}


def _breakdown(state: dict) -> list[dict]:
    rows = [{"total": s, "markers": state["markers"][n]} for n, s in enumerate(state["score"])]
    for scoring in state["scorings"]:
        key = f"period{scoring['period']}"
        for n, row in enumerate(rows):
            areas = sum(r["points"] for a in scoring["areas"] for r in a["ranks"]
                        if r["seat"] == n)
            palace = data.PALACE_BONUS if n in scoring["palace"] else 0
            row[key] = {"districts": areas, "palace": palace, "points": areas + palace}
    for row in rows:
        done = sum(row[k]["points"] for k in ("period1", "period2") if k in row)
        row["founding"] = {"points": row["total"] - done}
    return rows
