"""What a seat may see, and redealing what it may not (determinization).

View shape (built from an allow-list; the session adds active, actions, labels, prompt, log,
result):

    {"game": "paxpamir", "version", "seat", "players",
     "favored": suit, "deck_count", "deck_checks": dominance checks still in the deck,
     "removed_count", "discard": [card ids, oldest first],
     "market": [[card|null x6], [..]], "market_rupees": [[int x6], [..]],
     "blocked": [market cards that received rupees this turn],
     "turn": {"seat", "actions": normal actions left, "used": [court cards used this turn]},
     "rulers": {"201": seat|null, ...},
     "map": {"armies": {"afghan": {"204": 2}, ...}, "roads": {"afghan": {"305": 1}, ...},
             "tribes": {"204": [count per seat], ...}},
     "events": [{"card", "effect", "seat"}],          lasting event effects in force
     "stage": {"state": prompt state, "player": seat(s), ...public locals} (see below),
     "seats": [{"seat", "loyalty", "rupees", "vp", "hand_count", "court": [ids, left to right],
                "spies": {"<card>": count}, "gifts": [401..403 filled], "prizes": [ids],
                "influence" (Wakhan's: with her pragmatic loyalty), "cylinders_in_play", "owed",
                "stars": {suit: total rank}, "bonus": [court cards whose action is free now]}],
     "hand": [own card ids] (only for a seat, not for spectators),
     "market_cost": [[rupees to buy each slot now, for the turn's seat] x2],
     "buyable": [market cards the turn's seat may buy now],
     "hostages": {"<card>": seat holding it hostage},
     "dominance": {"blocks": {coalition: n}, "dominant": coalition|None, "margin": 4|2,
                   "final": bool (the next check is the last), "checks_left": int,
                   "gains": [points per seat if a check were resolved now]},
     "checks": [{"coalition": dominant or None, "final": bool, "gains": [points per seat]}]
               (every dominance check scored so far, oldest first),
     "figures": {"cost_per_card": rupees per card to the left now, "cost_per_card_base": 1,
                 "cost_per_card_military": 2, "gift_prices": {"401": 2, ...},
                 "cylinders": per player, "early_lead": 4} (rule numbers the page shows),
     "cards": {"<id>": facts of every card shown in this view: court cards {"name", "region",
               "suit", "rank", "patriot", "prize", "impacts" (top to bottom), "actions" (left
               to right), "special"}, events {"name", "discarded", "purchased"}},
     "wakhan": only with 1-2 players (wakhan/view.py): {"seat", "order", "variants",
                "deck_count", "discard": [AI cards face up, last = in use], "back": {"numbers",
                "top", "bottom"} of the deck's top card, "card", "coalition" (pragmatic),
                "influence": {coalition: n}, and once a card is up: "front": {"actions",
                "loyalty", "regions", "black", "red"}, "column", "row", "red_player"},
     "flow": the state stack (every frame's locals are public table talk),
     "pieces": {"cylinders": [[location|null x10] per seat], "blocks": {coalition:
                [location|null x12]}, "fresh": [pieces placed this turn, "c<seat>.<i>" /
                "b<coalition>.<i>"], "pending": [placements waiting for a reclaim choice]}}
     (flow and pieces: the exact public record, so bots rebuild a state: determinize.py)

Action verbs the front end sends back (always one of view.actions):
- setup: {"type": "coalition", "coalition": "afghan|british|russian"}
- main prompt: {"type": "buy", "buy": card}, {"type": "play", "play": card},
  {"type": "tax|gift|build|move|betray|battle", "card": court card}, {"type": "pass"} (end turn)
- play: {"type": "side", "side": "left|right"}; bribes: payee {"type": "amount", "amount": n},
  payer {"type": "pay"} / {"type": "cancel"}
- impacts and build: {"type": "space", "space": region 201-206 or border 301-309},
  {"type": "card", "card": id} (spy placement, blackmail, tax from a market card, betray,
  battle site, spy move target)
- tax: {"type": "seat", "seat": s}, {"type": "done"}; gift: {"type": "gift", "gift": 401-403}
- move: {"type": "army", "army": region} / {"type": "tribe", "tribe": region} /
  {"type": "spy", "spy": card}, then {"type": "space"|"card", ...}; {"type": "done"}
- battle: {"type": "army", "army": coalition}, {"type": "road", "road": coalition,
  "space": border}, {"type": "tribe", "tribe": seat}, {"type": "spy", "spy": seat}, "done"
- betray prize: {"type": "take"} / {"type": "pass"}; discards (cleanup limits, leverage
  shortfall, Confidence Failure): {"type": "discard", "discard": card}; component limits:
  {"type": "space", "space": location of the piece taken (region, border, card, gift space)}
- events bought: {"type": "seat", "seat": s} (Rumor, Other Persuasive Methods),
  {"type": "suit", "suit": s} (Pashtunwali Values), {"type": "space", "space": region} (Rebuke)
- start of turn (Blackmail): {"type": "card", "card": id} or {"type": "pass"};
  after a build (Infrastructure): {"type": "space", ...} or {"type": "pass"}
- gift / betray with nothing to pay for: {"type": "pass"} only (a safety net: a hostage bribe
  that would leave the action unaffordable is not paid, so the action never starts)

Prompt states (``stack[-1]["state"]``, useful to pick a highlight mode): loyalty, blackmail,
main, bribe (payee), bribe_pay (payer), play_side, place_road, place_spy, tax, gift, build,
infrastructure, move, move_to, betray, prize, battle, battle_remove, event_choice,
confidence, cleanup_court_pick, cleanup_hand_pick, reclaim, repay. The view shows it as
``"stage": {"state", "player", and the public locals among card, amount, payer, payee, left,
placed, site, region, kind, src, dest}`` ({"state": "over"} at the end).
"""

from __future__ import annotations

import json

from tablero.core import rng
from tablero.core.util import clone
from tablero.core.views import Prewritten

from .court import influence
from .data import (
    COALITIONS,
    COST_PER_CARD,
    COST_PER_CARD_MILITARY,
    COURT,
    CYLINDERS_PER_PLAYER,
    DOMINANCE_CHECKS,
    DOMINANCE_MARGIN,
    EARLY_LEAD,
    EVENTS,
    FATIGUE_MARGIN,
    GIFTS,
    REGIONS,
    SUITS,
)
from .dominance import award, dominant, loyal_influence
from .market import buy_cost, cost_per_card, market_cards
from .market import buyable as market_buyable
from .pieces import block_count, court_order, cylinders_in_play, hostage_holder, rulers, stars
from .rules import effect
from .turn import is_bonus
from .wakhan.seat import coalition_of
from .wakhan.view import resample_ai_deck, wakhan_view


def _seat_view(g: dict, s: int) -> dict:
    spies = {}
    for loc in g["cylinders"][s]:
        if loc is not None and loc <= 100:
            spies[str(loc)] = spies.get(str(loc), 0) + 1
    return {
        "seat": s, "loyalty": g["loyalty"][s], "rupees": g["rupees"][s], "vp": g["vp"][s],
        "hand_count": len(g["hands"][s]), "court": g["courts"][s], "spies": spies,
        "gifts": sorted(loc for loc in g["cylinders"][s] if loc is not None and loc > 400),
        "prizes": g["prizes"][s], "influence": influence(g, s, coalition_of(g, s)),
        "cylinders_in_play": cylinders_in_play(g, s), "owed": g["owed"][s],
        "stars": {suit: stars(g, s, suit) for suit in SUITS},
        "bonus": [c for c in g["courts"][s] if is_bonus(g, s, c)],
    }


def _map_view(g: dict) -> dict:
    armies, roads = {}, {}
    for c in COALITIONS:
        armies[c], roads[c] = {}, {}
        for loc in g["blocks"][c]:
            if loc is None:
                continue
            side = armies[c] if loc < 300 else roads[c]
            side[str(loc)] = side.get(str(loc), 0) + 1
    tribes = {str(r): [cyl.count(r) for cyl in g["cylinders"]] for r in REGIONS}
    return {"armies": armies, "roads": roads, "tribes": tribes}


def view(g: dict, seat: int | None) -> dict:
    """The allow-listed public state plus the seat's own hand.

    No language: it holds ids and numbers only (card names stay as printed); the page words
    them from its strings and the help table (region names, what a card does), and the
    session adds the labels, prompt and log lines. A copy: nothing in it is the state's.
    """
    out = shared_view(g, seat)
    out["cards"] = dict(out["cards"])  # a plain dict (marshal copies no dict subclass)
    return clone(out)  # one copy of the whole view


def shared_view(g: dict, seat: int | None) -> dict:
    """``view`` sharing the state's own parts (and the cards' static facts), for a reader
    that only reads it: the session writes it as JSON at once (Game.shared_view)."""
    turn = g["turn"]
    out = {
        "game": "paxpamir", "version": g["version"], "seat": seat, "players": g["players"],
        "favored": g["favored"], "deck_count": len(g["deck"]),
        "deck_checks": sum(1 for c in g["deck"] if c in DOMINANCE_CHECKS),
        "removed_count": len(g["removed"]), "discard": g["discard"],
        "market": g["market"], "market_rupees": g["market_rupees"],
        "blocked": turn["blocked"],
        "turn": {"seat": turn["seat"], "actions": turn["actions"], "used": turn["used"]},
        "rulers": {str(r): s for r, s in rulers(g).items()},
        "map": _map_view(g), "events": g["events"],
        "seats": [_seat_view(g, s) for s in range(g["players"])],
    }
    if seat is not None:
        out["hand"] = g["hands"][seat]
    out["stage"] = _stage(g)
    out.update(_table_aids(g))
    out["cards"] = _card_facts(out)
    if g.get("wakhan"):
        out["wakhan"] = wakhan_view(g)
    out["flow"] = g["stack"]
    out["pieces"] = {"cylinders": g["cylinders"], "blocks": g["blocks"],
                     "fresh": g["turn"]["fresh"], "pending": g["pending"]}
    return out


def _table_aids(g: dict) -> dict:
    """Figures a player reads off the table (costs, hostages, a check resolved now): derived
    out of public pieces by the rules' own functions, so the front end computes nothing."""
    seat = g["turn"]["seat"]
    per_card = cost_per_card(g)
    costs = [[col * per_card if card is None or card in EVENTS else buy_cost(g, seat, card)
              for col, card in enumerate(row)] for row in g["market"]]
    # what can_buy allows, market order, in one pass over the market
    buyable = [card for card, _ in market_buyable(g, seat)] if g["turn"]["actions"] > 0 else []
    hostages = {}
    for card in court_order(g):
        holder = hostage_holder(g, card)
        if holder is not None:
            hostages[str(card)] = holder
    checks = _checks(g["log"])
    figures = {"cost_per_card": per_card, "cost_per_card_base": COST_PER_CARD,
               "cost_per_card_military": COST_PER_CARD_MILITARY,
               "gift_prices": {str(loc): price for loc, price in GIFTS.items()},
               "cylinders": CYLINDERS_PER_PLAYER, "early_lead": EARLY_LEAD}
    return {"market_cost": costs, "buyable": buyable, "hostages": hostages,
            "dominance": _dominance_preview(g), "checks": checks, "figures": figures}


_SCANNED: list = [0, None, []]
"""The last log ``_checks`` read: [its length, its last entry, the checks in it]."""


def _checks(log: list) -> list:
    """Every dominance check the log records, oldest first. A log extends the last one read
    when that one's last entry sits at its place (entries are only ever appended, each a new
    object): then only the entries after it are read."""
    length, last, checks = _SCANNED
    if not (0 < length <= len(log) and log[length - 1] is last):
        length, checks = 0, []
    checks = checks + [{"coalition": e["coalition"], "final": e["final"],
                        "gains": list(e["gains"])}
                       for e in log[length:] if e["msg"] == "check"]
    _SCANNED[:] = [len(log), log[-1] if log else None, checks]
    return list(checks)


def _dominance_preview(g: dict) -> dict:
    """Rulebook "Dominance checks": what a check would score if it were resolved now."""
    left = [c for c in g["deck"] + market_cards(g) if c in DOMINANCE_CHECKS]
    final = len(left) <= 1
    mult = 2 if final else 1
    winner = dominant(g)
    n = g["players"]
    if winner:
        loyal = loyal_influence(g, winner)
        gains = award(loyal, [5 * mult, 3 * mult, 1 * mult])
    else:
        gains = award({s: cylinders_in_play(g, s) for s in range(n)}, [3 * mult, 1 * mult])
    margin = FATIGUE_MARGIN if effect(g, "conflict_fatigue") else DOMINANCE_MARGIN
    return {"blocks": {c: block_count(g, c) for c in COALITIONS}, "dominant": winner,
            "margin": margin, "final": final, "checks_left": len(left),
            "gains": [gains.get(s, 0) for s in range(n)]}


STAGE_KEYS = ("player", "card", "amount", "payer", "payee", "left", "placed", "site", "region",
              "kind", "src", "dest")


def _stage(g: dict) -> dict:
    """The prompt state now and its public locals (every one of them is public table talk)."""
    if not g["stack"]:
        return {"state": "over"}
    fr = g["stack"][-1]
    out = {"state": fr["state"]}
    for key in STAGE_KEYS:
        if key in fr:
            out[key] = fr[key]  # copied with the whole view
    return out


_FACTS = {**COURT, **{c: {"name": name, "discarded": top, "purchased": bottom}
                      for c, (name, top, bottom) in EVENTS.items()}}
"""The static facts of every card a view may show (copied with the whole view)."""
_FACTS_JSON = {c: json.dumps(str(c)) + ":" + json.dumps(facts, separators=(",", ":"))
               for c, facts in _FACTS.items()}
"""Each card's ``"<id>":{facts}`` as the view's JSON writes it (written once, at import)."""
_KEYS = {c: str(c) for c in _FACTS}


def _card_facts(out: dict) -> dict:
    """Static facts of the cards this view shows, keyed by id (as a string)."""
    ids = {c for row in out["market"] for c in row if c is not None}
    ids |= set(out["discard"]) | set(out.get("hand", [])) | {ev["card"] for ev in out["events"]}
    for seat in out["seats"]:
        ids |= set(seat["court"]) | set(seat["prizes"])
    ids = sorted(ids)
    return Prewritten({_KEYS[c]: _FACTS[c] for c in ids},
                      "{" + ",".join(_FACTS_JSON[c] for c in ids) + "}")


def resample_hidden(state: dict, player: int | None, seed: int) -> dict:
    """Redeal what ``player`` cannot see: other hands, the deck's cards and the removed cards.

    Court cards swap among court-card slots and events among event slots; dominance checks
    keep their places (their count per deck part is public through the pile structure), and
    so does a card already announced (a card being played while its bribe is negotiated).
    """
    g = clone(state)
    pinned = set(DOMINANCE_CHECKS) | _announced(g)
    zones = [g["deck"], g["removed"]] + [g["hands"][s] for s in range(g["players"])
                                         if s != player]
    pool_court = [c for zone in zones for c in zone if c not in pinned and c not in EVENTS]
    pool_event = [c for zone in zones for c in zone if c not in pinned and c in EVENTS]
    chooser = {"rng": rng.new_rng(seed), "checkpoint": 0}
    rng.shuffle(chooser, pool_court)
    rng.shuffle(chooser, pool_event)
    for zone in zones:
        for i, c in enumerate(zone):
            if c not in pinned:
                zone[i] = pool_event.pop() if c in EVENTS else pool_court.pop()
    if g.get("wakhan"):
        resample_ai_deck(g, seed)
    return g


def _announced(g: dict) -> set[int]:
    """Cards named by the frames on the stack (public once announced)."""
    out = set()
    for fr in g["stack"]:
        for holder in (fr, fr.get("args") or {}):
            if isinstance(holder.get("card"), int):
                out.add(holder["card"])
    return out
