"""Pyramids scoring (得点計算): pyramid, obelisk, tomb majorities, glyphs; the winners.

All functions read card ids through data.CARDS and return plain JSON dicts, the shape of
result.breakdown[seat] in the view contract.
"""

from __future__ import annotations

from .data import (
    CARDS,
    COLORS,
    GLYPH_POINTS,
    OBELISK_POINTS,
    PYRAMID_BONUS,
    PYRAMID_BONUS_MIN,
    TOMB_MAJORITY_POINTS,
)
from .geometry import largest_groups


def pyramid_score(pyramid: list) -> dict:
    """得点計算 ピラミッド: 1 per stone of each colour's largest group, +1 per stone of the
    largest group overall, +10 when every colour's largest group has at least 3 stones."""
    groups = largest_groups(pyramid, COLORS)
    largest = max(groups.values())
    bonus = PYRAMID_BONUS if all(n >= PYRAMID_BONUS_MIN for n in groups.values()) else 0
    points = sum(groups.values()) + largest + bonus
    return {"groups": groups, "largest": largest, "bonus": bonus, "points": points}


def obelisk_score(obelisk: list) -> dict:
    """得点計算 オベリスク: the colour shown in the most stages (cards) scores 1/3/6/10/15;
    colours tied for most score once (the first in colour order is named)."""
    stages = {c: 0 for c in COLORS}
    for cid in obelisk:
        for color in {s[0] for s in CARDS[cid]["stones"]}:
            stages[color] += 1
    best = max(stages.values())
    color = next((c for c in COLORS if stages[c] == best), None) if best else None
    points = OBELISK_POINTS[min(best, len(OBELISK_POINTS) - 1)]
    return {"color": color, "stages": best, "points": points}


def tomb_stones(tomb: list) -> dict:
    """Colour -> number of stones of that colour on the tomb's cards."""
    count = {c: 0 for c in COLORS}
    for cid in tomb:
        for color, _, _ in CARDS[cid]["stones"]:
            count[color] += 1
    return count


def tomb_scores(tombs: list) -> list:
    """得点計算 墳墓: per colour, the one seat with strictly the most stones scores 5;
    a tie for most scores nothing, and zero stones never win."""
    stones = [tomb_stones(t) for t in tombs]
    out = [{"stones": s, "won": [], "points": 0} for s in stones]
    for color in COLORS:
        counts = [s[color] for s in stones]
        top = max(counts)
        if top > 0 and counts.count(top) == 1:
            winner = out[counts.index(top)]
            winner["won"].append(color)
            winner["points"] += TOMB_MAJORITY_POINTS
    return out


def glyph_score(pyramid: list, obelisk: list, tomb: list | None) -> dict:
    """得点計算 グリフ: 2 points per glyph lying in its own edifice (tomb None: not counted)."""
    counts = {
        "pyramid": sum(1 for p in pyramid if CARDS[p["card"]]["glyph"] == "pyramid"),
        "obelisk": sum(1 for cid in obelisk if CARDS[cid]["glyph"] == "obelisk"),
        "tomb": sum(1 for cid in tomb or [] if CARDS[cid]["glyph"] == "tomb"),
    }
    counts["points"] = GLYPH_POINTS * sum(counts.values())
    return counts


def public_score(seat: dict) -> dict:
    """The part of a seat's score everybody can see (tomb left out): view.score_now."""
    pyr = pyramid_score(seat["pyramid"])["points"]
    obe = obelisk_score(seat["obelisk"])["points"]
    gly = glyph_score(seat["pyramid"], seat["obelisk"], None)["points"]
    return {"pyramid": pyr, "obelisk": obe, "glyphs": gly, "total": pyr + obe + gly}


def breakdown(seats: list) -> list:
    """result.breakdown: every scoring category of every seat, with totals."""
    tombs = tomb_scores([s["tomb"] for s in seats])
    out = []
    for seat, tomb in zip(seats, tombs, strict=True):
        pyr = pyramid_score(seat["pyramid"])
        obe = obelisk_score(seat["obelisk"])
        gly = glyph_score(seat["pyramid"], seat["obelisk"], seat["tomb"])
        total = pyr["points"] + obe["points"] + tomb["points"] + gly["points"]
        out.append({"total": total, "pyramid": pyr, "obelisk": obe, "tomb": tomb, "glyphs": gly})
    return out


def final_result(seats: list) -> dict:
    """【ゲーム終了】: highest total wins; a tie shares the win (no tie-break)."""
    parts = breakdown(seats)
    scores = [p["total"] for p in parts]
    top = max(scores)
    winners = [i for i, s in enumerate(scores) if s == top]
    reason = "shared win" if len(winners) > 1 else "highest score"
    return {"scores": scores, "winners": winners, "reason": reason, "breakdown": parts}


def result(state: dict) -> dict | None:
    """Scores, winners and the breakdown once the game is over (【ゲーム終了】), else None."""
    if state.get("stack") or state.get("phase") != "over":
        return None
    return final_result(state["seats"])
