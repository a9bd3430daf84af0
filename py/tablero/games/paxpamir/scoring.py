"""The end of the game and its result: early victory, the final ranking and its tie-breaks.

Rulebook "Game end" and "Final dominance check"; rules_gaps.md 14. Readings chosen:
- early end: the leader has at least 4 more points than every other player (es: "than the
  next highest", the same thing);
- ties that survive military stars and rupees are shared (joint winners).

``finish`` stores the result in ``state["result"]`` when the game ends; ``result`` reads it
(the one place the core and the bots get it from).
"""

from __future__ import annotations

from tablero.core.flow import log

from .data import EARLY_LEAD
from .pieces import stars


def early_leader(g: dict) -> int | None:
    """The seat with at least 4 more points than every other, or None."""
    vp = g["vp"]
    best = max(vp)
    leader = vp.index(best)
    if all(best - v >= EARLY_LEAD for s, v in enumerate(vp) if s != leader):
        return leader
    return None


def finish(g: dict, reason: str) -> None:
    """Game over: empty the stack and store the result with its tie-breaks."""
    n = g["players"]
    keys = {s: (g["vp"][s], stars(g, s, "military"), g["rupees"][s]) for s in range(n)}
    best = max(keys.values())
    winners = [s for s in range(n) if keys[s] == best]
    if early_leader(g) is not None:
        winners = [early_leader(g)]
    g["result"] = {
        "scores": list(g["vp"]),
        "winners": winners,
        "reason": reason,
        "breakdown": [
            {"total": g["vp"][s], **_checks(g, s),
             "military_stars": {"count": keys[s][1], "points": 0},
             "rupees": {"count": keys[s][2], "points": 0}}
            for s in range(n)
        ],
    }
    log(g, "game_over", reason=reason)
    g["stack"].clear()


def _checks(g: dict, seat: int) -> dict:
    """How the seat's points were made: ``check_1``, ``check_2``, ... one per Dominance Check
    scored, with the coalition that dominated it (None: unsuccessful) and whether it was the
    final one (points doubled). Points only come from checks."""
    out = {}
    scored = [e for e in g["log"] if e["msg"] == "check"]
    for i, entry in enumerate(scored, 1):
        out[f"check_{i}"] = {"points": entry["gains"][seat], "coalition": entry["coalition"],
                             "final": entry["final"]}
    return out


def result(state: dict) -> dict | None:
    """Scores, winners, reason and breakdown once the game is over (None before)."""
    return state.get("result")
