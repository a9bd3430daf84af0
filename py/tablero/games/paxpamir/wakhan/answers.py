"""Wakhan's answers to the prompts the shared chapters open for her: the robot of the state
table (``RULES.robot``; core/flow.py answers her prompts at once, inside ``apply``).

Only legal actions are ever chosen (the prompt's own list), so her answers go through the
same handlers as a player's. wakhan.md items cited per state.
"""

from __future__ import annotations

from tablero.core.flow import frame

from ..data import COURT
from ..pieces import wakhan_seat
from ..rules import RULES
from ..texts import NAMES
from .choice import (
    discard_choice,
    reclaim_pick,
    removal_pick,
    road_border,
    spy_card,
    tax_pick,
)
from .priority import best_card
from .seat import red_player, regions


def _first(kind: str, acts: list[dict]) -> dict | None:
    return next((a for a in acts if a["type"] == kind), None)


def _road(g: dict, acts: list[dict]) -> dict:
    """Item 36: roads of one card spread over the region's borders in AI order."""
    fr = frame(g)
    below = g["stack"][-2] if len(g["stack"]) > 1 else {}
    done = COURT[fr["card"]]["impacts"].count("road") - below.get("todo", []).count("road") - 1
    return {"type": "space", "space": road_border(g, fr["region"], done)}


@RULES.robot(seat=wakhan_seat, names=NAMES)
def answer(g: dict, acts: list[dict]) -> dict:
    """Her action in the prompt on top (always one of ``acts``)."""
    name = frame(g)["state"]
    pick = None
    if name in ("bribe", "bribe_pay", "prize", "gift"):
        pick = acts[0]  # bribes asked in full (item 47), paid in full (46); prizes taken (40)
    elif name == "place_spy":
        pick = {"type": "card", "card": spy_card(g, frame(g)["region"],
                                                 [a["card"] for a in acts])}
    elif name == "place_road":
        pick = _road(g, acts)
    elif name == "tax":
        pick = tax_pick(g, acts)
    elif name == "battle_remove":
        pick = removal_pick(g, acts)
    elif name == "reclaim":
        pick = reclaim_pick(g, frame(g)["kind"], acts)
    elif name == "cleanup_court_pick":
        pick = {"type": "discard", "discard": discard_choice(g, [a["discard"] for a in acts])}
    elif name == "blackmail":
        cards = [a["card"] for a in acts if a["type"] == "card"]
        pick = {"type": "card", "card": best_card(g, cards)} if cards else None
    elif name == "event_choice":
        pick = _event(g, acts)
    elif name == "play_side":
        pick = acts[0]
    return pick if pick in acts else _fallback(acts)


def _event(g: dict, acts: list[dict]) -> dict | None:
    """Item 53: Rumor and Other Persuasive Methods name the red-arrow player, Pashtunwali
    Values the favored suit (item 14), Rebuke the first region of the AI card."""
    kind = acts[0]["type"]
    if kind == "seat":
        return {"type": "seat", "seat": red_player(g)}
    if kind == "suit":
        return {"type": "suit", "suit": g["favored"]}
    return {"type": "space", "space": regions(g)[0]}


def _fallback(acts: list[dict]) -> dict:
    """A prompt with no Wakhan rule (never expected): end it when possible, else the first."""
    return _first("done", acts) or _first("pass", acts) or acts[0]
