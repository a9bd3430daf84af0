"""End-of-game scoring (rules text: cathedral penalty, "character card scoring"; reference
board.md "End-of-game scoring"). No tie-break (rules text: "there is no tie-break")."""

from __future__ import annotations

from .board import cathedral_cubes, standing
from .data import ACTIVITY, CATHEDRAL_EMPTY_LEVEL_VP, CHARACTER


def character_count(g: dict, seat: int, counts: str) -> int:
    """What one character counts for a seat."""
    p = g["seats"][seat]
    if counts == "building_citizens":
        return standing(g, seat)
    if counts == "cathedral_cubes":
        return cathedral_cubes(g, seat)
    if counts == "tradesmen":
        return sum(slot["tradesmen"].count(seat) for slot in g["activity"])
    if counts == "events_won":
        return len(p["won"])
    return p[counts]


def character_vp(char: dict, count: int, players: int) -> int:
    """The VP step reached (2-player steps where the card has them)."""
    steps = char.get("thresholds_2p") if players == 2 else None
    vp = 0
    for minimum, points in steps or char["thresholds"]:
        if count >= minimum:
            vp = points
    return vp


def tradesman_vp(g: dict, seat: int) -> int:
    """Each tradesman scores its space's VP; the illustration scores 0 (Design fallback F1)."""
    total = 0
    for slot in g["activity"]:
        spaces = ACTIVITY[slot["card"]]["spaces"]
        for i, who in enumerate(slot["tradesmen"]):
            if who == seat and i < len(spaces):
                total += spaces[i][1]
    return total


def seat_breakdown(g: dict, seat: int, dealt: list[int]) -> dict:
    empty = sum(1 for level in g["cathedral"] if seat not in level)
    uncountered = sum(1 for e in g["events"]["row"] if seat in e["cubes"])
    chars = {}
    for cid in dealt:
        char = CHARACTER[cid]
        count = character_count(g, seat, char["counts"])
        chars[str(cid)] = {"count": count, "points": character_vp(char, count, g["players"])}
    parts = {
        "tokens": {"points": g["seats"][seat]["vp"]},
        "tradesmen": {"points": tradesman_vp(g, seat)},
        "cathedral": {"empty_levels": empty, "points": -CATHEDRAL_EMPTY_LEVEL_VP * empty},
        "events": {"uncountered": uncountered, "points": uncountered},
        "characters": {"cards": chars, "points": sum(c["points"] for c in chars.values())},
    }
    parts["total"] = sum(v["points"] for v in parts.values())
    return parts


def result(state: dict) -> dict | None:
    """Scores, winners and breakdown once the game is over (kept in the state), else None."""
    return state.get("final")


def final_scores(g: dict) -> dict:
    """The result: scores, winners (all tied at the top), breakdown per seat."""
    dealt = sorted(c for p in g["seats"] for c in p["characters"])
    breakdown = [seat_breakdown(g, s, dealt) for s in range(g["players"])]
    scores = [b["total"] for b in breakdown]
    best = max(scores)
    return {"scores": scores, "winners": [s for s in range(len(scores)) if scores[s] == best],
            "reason": "most victory points (no tie-break)", "breakdown": breakdown}
