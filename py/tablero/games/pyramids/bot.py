"""What the bots need of Pyramids: determinize (determinize.py) and a score estimate.

``evaluate`` is the scoring of 得点計算 as if the game ended now (pyramid, obelisk, tomb
majorities, glyphs), plus small hints for what is not scored yet: progress towards the
+10 pyramid bonus, cards still in hand, the god tile held before its pair is taken, and the
pair still to come this round (so seats are compared fairly whatever their order of play).
Hint weights are our own estimates (tuned by bench/bots.py), not rules.
"""

from __future__ import annotations

from tablero.core.game import BotSpec

from .data import PYRAMID_BONUS_MIN, gods_for
from .determinize import determinize
from .scoring import breakdown, final_result

BONUS_STEP = 1.5  # per colour whose largest group already has 3+ stones (bonus not yet won)
HAND_CARD = 1.0  # a card in hand can still be built or carried over
OPTIONAL_EDIFICE = 1.2  # an unused obelisk/tomb permission of the god held, before the pair
EARLY_PICK = 0.3  # per place earlier in the pair order (tile number)
PAIR_TO_COME = 7.0  # a pair the seat still takes this round (about what two cards build)


def prune(state: dict, seat: int, actions: list) -> list:
    """Once a card is selected, switching to another card is left to humans (bots would
    otherwise switch back and forth without end)."""
    top = state["stack"][-1] if state.get("stack") else None
    if top and top["state"] == "build" and top.get("selected") is not None:
        return [a for a in actions if a["type"] != "card"]
    return actions


def epoch(state: dict) -> int:
    """The round: the god tiles reorder play every round, so search looks to its end."""
    return state["round"]


def _pair_to_come(g: dict, seat: int) -> bool:
    """The seat takes a pair later this round (so a position evaluated before its turn to
    build is not counted as lost against seats that have built already)."""
    return (g["phase"] in ("gods", "build") and bool(g["quarry"])
            and all(pair["taken_by"] != seat for pair in g["quarry"]))


def _hint(g: dict, seat: int, parts: dict) -> float:
    s = g["seats"][seat]
    value = PAIR_TO_COME if _pair_to_come(g, seat) else 0.0
    pyr = parts["pyramid"]
    if not pyr["bonus"]:
        value += BONUS_STEP * sum(1 for n in pyr["groups"].values() if n >= PYRAMID_BONUS_MIN)
    value += HAND_CARD * min(len(s["hand"]), 2)
    if s["god"] is not None and "pyramid" not in s["built"]:
        allows, _ = gods_for(g["players"])[s["god"]]
        value += OPTIONAL_EDIFICE * len(allows) - EARLY_PICK * s["god"]
    return value


def evaluate(state: dict) -> list:
    """Each seat's estimated final score (the exact scores once the game is over)."""
    if state.get("phase") == "over" and not state.get("stack"):
        return [float(x) for x in final_result(state["seats"])["scores"]]
    parts = breakdown(state["seats"])
    return [p["total"] + _hint(state, n, p) for n, p in enumerate(parts)]


BOT = BotSpec(
    determinize=determinize,
    evaluate=evaluate,
    scale=8.0,
    prune=prune,
    epoch=epoch,
    search={"hard": {"candidates": 5}},
)
"""A lead of about 8 points counts as clearly winning (reward squashing in search). Here the
playouts pick well among the easy bot's best moves (normal beats easy), so hard spends its
extra work on more of them, not only on more playouts of three (bench/bots.py: hard beat
normal 13 of 24 games with five, 11.5 with three)."""
