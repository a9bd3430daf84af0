"""Rebuild a full Pax Pamir state from one seat's view, for the bots (determinization).

Everything public is copied from the view (its ``flow`` and ``pieces`` carry the state stack
and the exact piece arrays). What the seat cannot see is dealt at random from the cards it
has not seen, in the sizes the view shows: the other seats' hands, the removed cards and the
deck. The deck keeps the pile structure of setup (rulebook "Build the draw deck"): what is
left of the deck is the bottom of the six piles, so the number of events and Dominance
Checks in each remaining pile is known; only their places inside a pile are drawn. A court
card named by a frame of the flow and seen nowhere else is being played (its bribe is being
negotiated, Wakhan's included): it is public and stays in its player's hand. The real
state is never used. view(determinize(v, seed), seat) == v for the game's own keys.
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.util import clone

from .data import ALL_CARDS, COURT, DOMINANCE_CHECKS, EVENTS
from .scoring import early_leader, finish
from .setup import blank_state
from .wakhan.view import ai_state

PILES = 6
PILE_EVENTS = [0, 2, 1, 1, 1, 1]  # events other than Dominance Checks per pile (setup)
PILE_CHECKS = [0, 0, 1, 1, 1, 1]

_SEAT_KEYS = ("rupees", "vp", "loyalty", "owed")


def _seen(view: dict) -> set:
    """Every card the seat can see or knows the place of."""
    seen = set(view["discard"]) | set(view.get("hand") or [])
    seen |= {c for row in view["market"] for c in row if c is not None}
    seen |= {ev["card"] for ev in view["events"]}
    for seat in view["seats"]:
        seen |= set(seat["court"]) | set(seat["prizes"])
    return seen


def _announced(view: dict, seen: set) -> dict[int, list[int]]:
    """Court cards being played, by the seat playing them: named by a flow frame (a bribe's
    ``args``, a placement's locals), in no public place, so in that seat's hand."""
    out: dict[int, list[int]] = {}
    counts = {s["seat"]: s["hand_count"] for s in view["seats"]}
    for fr in view["flow"]:
        owner = fr.get("payer", fr.get("player"))
        for holder in (fr, fr.get("args") or {}):
            card = holder.get("card")
            if (isinstance(card, int) and card in COURT and card not in seen
                    and isinstance(owner, int) and len(out.get(owner, [])) < counts[owner]):
                out.setdefault(owner, []).append(card)
                seen.add(card)
    return out


def _piles(players: int) -> list[dict]:
    """The six piles of setup, top pile first: size, events and checks in each."""
    size = 5 + players
    return [{"size": size + PILE_EVENTS[i] + PILE_CHECKS[i], "events": PILE_EVENTS[i],
             "checks": PILE_CHECKS[i]} for i in range(PILES)]


def deck_slots(players: int, count: int, events: int, checks: int, dealer: dict) -> list[str]:
    """Kinds ("court", "event", "check") of the ``count`` deck cards from the top.

    The deck is the bottom ``count`` cards of the six piles: piles entirely left keep their
    known contents, the partly drawn pile holds the rest; inside each pile the places are
    shuffled. Counts that do not fit the structure (a test position) fall back to one pile.
    """
    parts, left = [], count
    rest_events, rest_checks = events, checks
    for pile in reversed(_piles(players)):
        if left <= 0:
            break
        if left >= pile["size"]:
            parts.append((pile["size"], pile["events"], pile["checks"]))
            rest_events -= pile["events"]
            rest_checks -= pile["checks"]
            left -= pile["size"]
        else:
            parts.append((left, rest_events, rest_checks))
            left = 0
    if left or any(e < 0 or c < 0 or e + c > n for n, e, c in parts):
        parts = [(count, min(events, count), min(checks, max(0, count - events)))]
    slots = []
    for n, e, c in reversed(parts):
        pile = ["event"] * e + ["check"] * c + ["court"] * (n - e - c)
        rng.shuffle(dealer, pile)
        slots += pile
    return slots


def _deal(g: dict, view: dict, seed: int) -> None:
    """Deck, removed cards and other hands, dealt from the unseen cards."""
    seat = view["seat"]
    seen = _seen(view)
    announced = _announced(view, seen)
    unseen = [c for c in ALL_CARDS if c not in seen]
    courts = [c for c in unseen if c in COURT]
    checks = [c for c in unseen if c in DOMINANCE_CHECKS]
    events = [c for c in unseen if c in EVENTS and c not in DOMINANCE_CHECKS]
    dealer = {"rng": rng.new_rng(seed), "checkpoint": 0}
    for pool in (courts, checks, events):
        rng.shuffle(dealer, pool)
    removed_courts = len(COURT) - PILES * (5 + view["players"])  # setup set these aside
    removed_events = min(len(events), max(0, view["removed_count"] - removed_courts))
    deck_checks = min(view["deck_checks"], len(checks))
    deck_events = min(len(events) - removed_events, view["deck_count"] - deck_checks)
    kinds = deck_slots(view["players"], view["deck_count"], deck_events, deck_checks, dealer)
    pools = {"court": courts, "event": events, "check": checks}
    g["deck"] = [(pools[k] or courts or events).pop() for k in kinds]
    for s in view["seats"]:
        if s["seat"] != seat:
            known = announced.get(s["seat"], [])
            g["hands"][s["seat"]] = known + [courts.pop()
                                             for _ in range(s["hand_count"] - len(known))]
    g["removed"] = (events + courts + checks)[:view["removed_count"]]


def _seats(g: dict, view: dict) -> None:
    for s in view["seats"]:
        n = s["seat"]
        for key in _SEAT_KEYS:
            g[key][n] = s[key]
        g["courts"][n] = list(s["court"])
        g["prizes"][n] = list(s["prizes"])
    if view.get("hand") is not None:
        g["hands"][view["seat"]] = list(view["hand"])


def determinize(view: dict, seed: int) -> dict:
    """A state consistent with ``view`` (a seat's view), unseen cards dealt by ``seed``."""
    g = blank_state(seed, view["players"])
    g["version"] = view["version"]
    g.update(market=clone(view["market"]), market_rupees=clone(view["market_rupees"]),
             discard=list(view["discard"]), favored=view["favored"],
             events=clone(view["events"]), stack=clone(view["flow"]))
    turn = view["turn"]
    pieces = view["pieces"]
    g["turn"] = {"seat": turn["seat"], "actions": turn["actions"], "used": list(turn["used"]),
                 "blocked": list(view["blocked"]), "fresh": list(pieces["fresh"])}
    g["cylinders"] = clone(pieces["cylinders"])
    g["blocks"] = clone(pieces["blocks"])
    g["pending"] = clone(pieces["pending"])
    g["log"] = [{"msg": "check", **clone(c)} for c in view["checks"]]
    _seats(g, view)
    if view.get("wakhan"):
        g["wakhan"] = ai_state(view, seed)
    _deal(g, view, seed)
    if view["stage"]["state"] == "over":
        final = bool(view["checks"]) and view["checks"][-1]["final"]
        finish(g, "final" if final or early_leader(g) is None else "early")
    return g
