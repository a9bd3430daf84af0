"""Round phases 0, 1, 2 and 5 (rules text: "round flow"; reference board.md "Round structure").

Phase 3 (events) is in events.py, phase 4 (actions) in turn.py.
"""

from __future__ import annotations

from tablero.core.flow import end, goto, log
from tablero.core.rng import randint, reveal

from .data import BUILDING_COLOR, BUILDINGS, INCOME, NEUTRAL, SALARY
from .rules import RULES, card_log, pay, penalize, seat_order
from .scoring import final_scores


def reveal_activity(g: dict) -> None:
    """Phase 0 (rounds 1-3): the card of this round's level turns face up in each colour."""
    for slot in g["activity"]:
        if slot["level"] == g["round"] and not slot["revealed"]:
            slot["revealed"] = True
            card_log(g, "reveal_card", slot["card"])
    reveal(g)


def income_and_salaries(g: dict) -> None:
    """Phase 1: +10 deniers, then 1 per Bishopric and 2 per Palace citizen; short: pay all
    you have and lose 2 VP (rules text)."""
    for seat in seat_order(g):
        g["seats"][seat]["deniers"] += INCOME
        due = sum(SALARY[b] * g["buildings"][b].count(seat) for b in BUILDINGS)
        if not pay(g, seat, "deniers", due):
            log(g, "salary_short", seat=seat, due=due, vp=penalize(g, seat))
        else:
            log(g, "salary", seat=seat, due=due)


def roll_dice(g: dict) -> None:
    """Phase 2: one die per standing citizen, colour by building, rolled into the district.
    The start player rolls the neutral district's dice (reference S12): same roll here."""
    g["dice"] = []
    for owner in seat_order(g) + [NEUTRAL]:
        for b in BUILDINGS:
            for _ in range(g["buildings"][b].count(owner)):
                g["dice"].append({"id": g["next_die"], "color": BUILDING_COLOR[b],
                                  "value": randint(g, 6) + 1, "owner": owner})
                g["next_die"] += 1


@RULES.auto("round_start")
def round_start(g):
    g["round"] += 1
    g["phase"] = "income"
    log(g, "round", round=g["round"])
    if g["round"] <= 3:
        reveal_activity(g)
    income_and_salaries(g)
    roll_dice(g)
    goto(g, "events_reveal", None)


@RULES.auto("round_end")
def round_end(g):
    """Phase 5 (reference S4): lying citizens go home, unused dice leave, the start player
    card passes left; after the last round the game is scored."""
    for b in BUILDINGS:
        for owner in g["lying"][b]:
            if owner == NEUTRAL:
                g["neutral_pool"] += 1
            else:
                g["seats"][owner]["supply"] += 1
        g["lying"][b] = []
    g["dice"] = []
    for p in g["seats"]:
        p["passed"] = False
    log(g, "round_end", round=g["round"])
    if g["round"] >= g["rounds"]:
        goto(g, "game_over", None)
        return
    g["start"] = (g["start"] + 1) % g["players"]
    goto(g, "round_start", None)


@RULES.auto("game_over")
def game_over(g):
    g["phase"] = "over"
    g["final"] = final_scores(g)
    reveal(g)
    log(g, "game_over")
    end(g)
