"""Wakhan's choices: card priority, what she buys, which of her cards acts and where.

wakhan.md items 13-16 (priorities and ties), 30-33 (Ambition, Radicalize), 1.9 (the special
instructions), 37-43 (card-based actions), 51 (cleanup discards), 55-56 (pieces taken from the
map), 61-62 (variants). Each function only chooses; turn.py acts.
"""

from __future__ import annotations

from tablero.core.util import clone

from ..actions import betray_targets, gift_spaces, least_cost, spy_steps, tax_cards, tax_targets
from ..battle import targets
from ..data import BORDERS, COURT, DOMINANCE_CHECKS, GIFTS, REGION_BORDERS
from ..dominance import dominant, is_final, score_check
from ..market import PUBLIC_WITHDRAWAL, buy_cost, buyable, slot_of
from ..pieces import (
    armies,
    court_order,
    hostage_holder,
    reclaimable,
    ruled_by,
    ruler,
    spies,
    stars,
    tribes,
)
from ..rules import effect
from ..turn import bribe_exempt
from .priority import best_card, by_priority, narrow
from .seat import arrows, coalition_of, human_seats, red_player, regions, variant


def discard_choice(g: dict, cards: list[int]) -> int:
    """Item 51: the court card she discards first at cleanup."""
    w = g["wakhan"]["seat"]

    def balance(c):
        n = spies(g, c)
        return sum(n) - 2 * n[w]

    left = narrow(list(cards), [
        lambda c: COURT[c]["suit"] != "political",
        lambda c: COURT[c]["patriot"] is None,
        lambda c: "leverage" not in COURT[c]["impacts"],
    ])
    most = max(balance(c) for c in left)
    left = [c for c in left if balance(c) == most]
    fewest = min(sum(spies(g, c)) for c in left)
    left = [c for c in left if sum(spies(g, c)) == fewest]
    low = min(COURT[c]["rank"] for c in left)
    left = narrow([c for c in left if COURT[c]["rank"] == low],
                   [lambda c: COURT[c]["suit"] != g["favored"]])
    return min(left)


# -- the market ------------------------------------------------------------------------------


def _icons(card: int, kinds: tuple) -> int:
    return sum(1 for i in COURT[card]["impacts"] if i in kinds) if card in COURT else 0


def _cheapest(g: dict, cards: list[int]) -> int | None:
    """Item 16: cheapest, then the highest number (events 101-116 win number ties)."""
    w = g["wakhan"]["seat"]
    return min(cards, key=lambda c: (buy_cost(g, w, c), -c)) if cards else None


def _net(g: dict, card: int) -> int:
    """Rupees a purchase nets her: rupees on the card - cost (+2 for a leverage icon)."""
    row, col = slot_of(g, card)
    lever = 2 if "leverage" in COURT.get(card, {"impacts": []})["impacts"] else 0
    return g["market_rupees"][row][col] - buy_cost(g, g["wakhan"]["seat"], card) + lever


def candidates(g: dict, courts_only: bool = True) -> list[int]:
    """Market cards she may buy now: affordable, no rupee of hers on it this turn, never
    Public Withdrawal nor a Dominance Check (the arrows and instructions skip them)."""
    out = [c for c, _ in buyable(g, g["wakhan"]["seat"])
           if c != PUBLIC_WITHDRAWAL and c not in DOMINANCE_CHECKS]
    return [c for c in out if c in COURT] if courts_only else out


def ambition(g: dict) -> int | None:
    """Items 30-31: the Dominance Check to buy before an action, or None: she buys it when
    its points would be strictly her best among all, or it would win her the game."""
    w = g["wakhan"]["seat"]
    check = next((c for row in g["market"] for c in row if c in DOMINANCE_CHECKS), None)
    if check is None or check in g["turn"]["blocked"]:
        return None
    cost = buy_cost(g, w, check)
    if cost > g["rupees"][w]:
        return None
    sim = clone({k: g[k] for k in ("courts", "cylinders", "blocks", "loyalty", "prizes", "vp",
                                   "rupees", "events", "players", "wakhan", "favored")})
    sim["log"] = []
    sim["rupees"][w] -= cost
    final = is_final(g, [check])
    score_check(sim, final)
    gains = [sim["vp"][s] - g["vp"][s] for s in range(g["players"])]
    if gains[w] > 0 and all(gains[w] > gains[s] for s in range(g["players"]) if s != w):
        return check
    keys = [(sim["vp"][s], stars(sim, s, "military"), sim["rupees"][s])
            for s in range(g["players"])]
    lead = all(sim["vp"][w] - sim["vp"][s] >= 4 for s in range(g["players"]) if s != w)
    first = all(keys[w] > keys[s] for s in range(g["players"]) if s != w)
    return check if lead or (final and first) else None


def radicalize_pick(g: dict) -> int | None:
    """Item 33 (plain Radicalize): the Dominance Check rules, else the arrows."""
    if any(c in DOMINANCE_CHECKS for row in g["market"] for c in row):
        return _check_pick(g)
    return arrow_pick(g)


def _check_pick(g: dict) -> int | None:
    """Item 33.2: a Dominance Check is in the market."""
    cards = candidates(g, courts_only=False)
    if not cards:
        return None
    top = dominant(g)
    if top:
        patriots = [c for c in cards if c in COURT and COURT[c]["patriot"] == top]
        if patriots:
            return _cheapest(g, patriots)
        most = max(_icons(c, ("army", "road")) for c in cards)
        return _cheapest(g, [c for c in cards if _icons(c, ("army", "road")) == most])
    most = max(_icons(c, ("spy", "tribe")) for c in cards)
    if most > 0:
        return _cheapest(g, [c for c in cards if _icons(c, ("spy", "tribe")) == most])
    if variant(g, "savvy_purchasing"):
        best = max(_net(g, c) for c in cards)
        return _cheapest(g, [c for c in cards if _net(g, c) == best])
    first = [c for c in cards if slot_of(g, c)[1] == 0]
    return max(first) if first else _cheapest(g, cards)


def arrow_pick(g: dict) -> int | None:
    """Item 33.3: from the arrows' slot leftwards in the red-arrow row, then the other row
    from the same column leftwards (Savvy Purchasing may swap for a cheaper court card)."""
    column, row_name = arrows(g)
    first = 0 if row_name == "top" else 1
    ok = set(candidates(g, courts_only=False))
    for row in (first, 1 - first):
        for col in range(column, -1, -1):
            card = g["market"][row][col]
            if card in ok:
                return _savvy(g, card, first) if variant(g, "savvy_purchasing") else card
    return None


def _savvy(g: dict, card: int, first_row: int) -> int:
    """Item 61(a): a cheaper court card of the same suit and at least the same rank."""
    if card not in COURT:
        return card
    w = g["wakhan"]["seat"]
    cost = buy_cost(g, w, card)
    info = COURT[card]
    better = [c for c in candidates(g) if COURT[c]["suit"] == info["suit"]
              and COURT[c]["rank"] >= info["rank"] and buy_cost(g, w, c) < cost]
    if not better:
        return card
    return min(better, key=lambda c: (buy_cost(g, w, c), slot_of(g, c)[1],
                                      slot_of(g, c)[0] != first_row))


def _highest_rank(g: dict, cards: list[int]) -> int | None:
    if not cards:
        return None
    top = max(COURT[c]["rank"] for c in cards)
    return _cheapest(g, [c for c in cards if COURT[c]["rank"] == top])


def _suit(cards: list[int], suit: str) -> list[int]:
    return [c for c in cards if COURT[c]["suit"] == suit]


def _gains_control(g: dict, card: int) -> bool:
    """R_gains_region_control: with the card's army and tribe icons she would rule its
    region, which she does not rule now."""
    w = g["wakhan"]["seat"]
    region = COURT[card]["region"]
    if ruler(g, region) == w:
        return False
    sim = clone({k: g[k] for k in ("cylinders", "blocks", "loyalty", "players", "wakhan")})
    coalition = coalition_of(g, w)
    for icon in COURT[card]["impacts"]:
        if icon == "tribe":
            sim["cylinders"][w].append(region)
        elif icon == "army":
            sim["blocks"][coalition].append(region)
    return ruler(sim, region) == w


def instruction_pick(g: dict, name: str) -> int | None:
    """Section 1.9: the card a special instruction buys (None: skipped)."""
    w = g["wakhan"]["seat"]
    cards = candidates(g)
    top = dominant(g)
    if name == "R_if_military_favored_highest_military":
        return _highest_rank(g, _suit(cards, "military")) if g["favored"] == "military" \
            else None
    if name == "R_if_political_favored_highest_economic":
        return _highest_rank(g, _suit(cards, "economic")) if g["favored"] == "political" \
            else None
    if name == "R_highest_political":
        return _highest_rank(g, _suit(cards, "political"))
    if name == "R_highest_intelligence":
        return _highest_rank(g, _suit(cards, "intelligence"))
    if name == "R_any_intelligence":
        return _cheapest(g, _suit(cards, "intelligence"))
    if name == "R_if_under_2_rupees_most_net_rupees":
        if g["rupees"][w] > 1:
            return None
        pool = [c for c in candidates(g, courts_only=False) if _net(g, c) > 0]
        best = max((_net(g, c) for c in pool), default=0)
        return _cheapest(g, [c for c in pool if _net(g, c) == best])
    if name == "R_gains_region_control":
        return _cheapest(g, [c for c in cards if _gains_control(g, c)])
    if name == "R_most_armies_roads":
        return _most_icons(g, cards, ("army", "road"))
    if name == "R_if_no_dominance_most_spies_tribes":
        return None if top else _most_icons(g, cards, ("spy", "tribe"))
    if name == "R_if_no_move_card_move_card":
        if any("move" in COURT[c]["actions"] for c in g["courts"][w]):
            return None
        return _cheapest(g, [c for c in cards if "move" in COURT[c]["actions"]])
    if name == "R_if_dominance_matching_patriot":
        return _cheapest(g, [c for c in cards if COURT[c]["patriot"] == top]) if top else None
    if name == "R_if_court_full_highest_political":
        if len(g["courts"][w]) < 3 + stars(g, w, "political"):
            return None
        return _highest_rank(g, _suit(cards, "political"))
    if name == "R_if_fewer_spies_highest_intelligence":
        mine = _spy_total(g, w)
        if not any(_spy_total(g, s) > mine for s in human_seats(g)):
            return None
        return _highest_rank(g, _suit(cards, "intelligence"))
    raise ValueError(name)


def _most_icons(g: dict, cards: list[int], kinds: tuple) -> int | None:
    most = max((_icons(c, kinds) for c in cards), default=0)
    return _cheapest(g, [c for c in cards if _icons(c, kinds) == most]) if most else None


def _spy_total(g: dict, seat: int) -> int:
    return sum(1 for loc in g["cylinders"][seat] if loc is not None and loc <= 100)


# -- card-based actions ----------------------------------------------------------------------


def _hostage_cost(g: dict, card: int) -> int:
    w = g["wakhan"]["seat"]
    holder = hostage_holder(g, card)
    if holder is None or bribe_exempt(g, w, "hostage"):
        return 0
    return spies(g, card)[holder]


def acting_card(g: dict, verb: str, cards: list[int] | None = None) -> int | None:
    """Item 37: her highest-priority unused court card with the action whose cost (least
    cost + hostage bribe) she can pay, when the action has something to do."""
    w = g["wakhan"]["seat"]
    if not has_target(g, verb):
        return None
    pool = [c for c in (g["courts"][w] if cards is None else cards)
            if verb in COURT[c]["actions"] and c not in g["turn"]["used"]
            and least_cost(g, w, verb) + _hostage_cost(g, c) <= g["rupees"][w]]
    return best_card(g, pool)


def has_target(g: dict, verb: str) -> bool:
    """Whether her version of the action has anything to do now."""
    w = g["wakhan"]["seat"]
    if verb == "tax":
        return bool(tax_targets(g, w) or tax_cards(g))
    if verb == "gift":
        return bool(gift_spaces(g, w)) and (None in g["cylinders"][w]
                                            or bool(reclaimable(g, "cyl", w)))
    if verb == "build":
        return g["rupees"][w] >= 2 and build_region(g) is not None
    if verb == "move":
        return move_step(g) is not None
    if verb == "betray":
        return g["rupees"][w] >= 2 and betray_target(g) is not None
    return battle_site(g) is not None


def build_region(g: dict) -> int | None:
    """Item 39: the first region of the AI card that she rules."""
    ruled = ruled_by(g, g["wakhan"]["seat"])
    return next((r for r in regions(g) if r in ruled), None)


def build_count(g: dict) -> int:
    """Item 39: min(rupees // 2, 3) armies (Nation Building: twice as many, same cost)."""
    w = g["wakhan"]["seat"]
    n = min(g["rupees"][w] // 2, 3)
    return 2 * n if effect(g, "nation_building", w) else n


def betray_target(g: dict) -> int | None:
    """Item 40: the highest-priority court card with a loyalty prize and her spy."""
    w = g["wakhan"]["seat"]
    return best_card(g, [c for c in betray_targets(g, w) if COURT[c]["prize"]])


def battle_site(g: dict) -> int | None:
    """Item 41: the first region of the AI card where she has strength and an enemy; else
    the highest-priority court card where she and another player have spies."""
    w = g["wakhan"]["seat"]
    coalition = coalition_of(g, w)
    nationalism = effect(g, "nationalism", w)
    for r in regions(g):
        strong = armies(g, coalition, r) or (nationalism and tribes(g, w, r))
        if strong and targets(g, w, r):
            return r
    cards = [c for c in court_order(g) if spies(g, c)[w] and targets(g, w, c)]
    return best_card(g, cards)


def court_battle_site(g: dict) -> int | None:
    """battle_court_card_most_spies: among cards with her spy and a target spy, the most
    spies in total, then card priority."""
    w = g["wakhan"]["seat"]
    cards = [c for c in court_order(g) if spies(g, c)[w] and targets(g, w, c)]
    if not cards:
        return None
    most = max(sum(spies(g, c)) for c in cards)
    return best_card(g, [c for c in cards if sum(spies(g, c)) == most])


def _neighbours(region: int) -> list[int]:
    return [a if b == region else b for a, b in (BORDERS[x] for x in REGION_BORDERS[region])]


def move_step(g: dict) -> tuple | None:
    """Item 43: one army step (origin, destination) in AI region order, None when none.
    She needs no road; she never gives up a region she rules; Nationalism lets a tribe move
    where no army stands. Item 62 (Spy Movement): else a spy step ("spy", card, card)."""
    w = g["wakhan"]["seat"]
    coalition = coalition_of(g, w)
    order = regions(g)
    for r in order:
        kind = "army" if armies(g, coalition, r) else None
        if kind is None and effect(g, "nationalism", w) and tribes(g, w, r):
            kind = "tribe"
        if kind is None or (ruler(g, r) == w and _loses_rule(g, kind, coalition, r)):
            continue
        near = set(_neighbours(r))
        for dest in order:
            if dest in near and _worth(g, dest, coalition):
                return kind, r, dest
    if variant(g, "spy_movement"):
        return _spy_step(g)
    return None


def _loses_rule(g: dict, kind: str, coalition: str, region: int) -> bool:
    w = g["wakhan"]["seat"]
    sim = clone({k: g[k] for k in ("cylinders", "blocks", "loyalty", "players", "wakhan")})
    locs = sim["blocks"][coalition] if kind == "army" else sim["cylinders"][w]
    locs[locs.index(region)] = None
    return ruler(sim, region) != w


def _worth(g: dict, region: int, coalition: str) -> bool:
    """Another player has a tribe there and all tribes outnumber her armies there."""
    w = g["wakhan"]["seat"]
    others = any(tribes(g, s, region) for s in range(g["players"]) if s != w)
    total = sum(tribes(g, s, region) for s in range(g["players"]))
    return others and total > armies(g, coalition, region)


def _leads(g: dict, card: int) -> bool:
    n = spies(g, card)
    w = g["wakhan"]["seat"]
    return all(n[w] > m for s, m in enumerate(n) if s != w)


def _spy_step(g: dict) -> tuple | None:
    """Item 62: from the lowest-priority card where her spies outnumber the others' spies
    to the highest-priority adjacent card where she does not lead."""
    from_cards = [c for c in court_order(g) if spies(g, c)[g["wakhan"]["seat"]] * 2
                  > sum(spies(g, c))]
    for origin in reversed(by_priority(g, from_cards)):
        near = spy_steps(g, g["wakhan"]["seat"], origin)
        dest = best_card(g, [c for c in near if not _leads(g, c)])
        if dest is not None:
            return "spy", origin, dest
    return None


def gift_space(g: dict) -> int | None:
    """Item 38: the cheapest free gift space she can pay."""
    spaces = gift_spaces(g, g["wakhan"]["seat"])
    return min(spaces, key=lambda loc: GIFTS[loc]) if spaces else None


# -- answers to shared prompts ---------------------------------------------------------------


def tax_pick(g: dict, acts: list[dict]) -> dict:
    """Item 42: players first (most rupees, ties: the red-arrow player); the market only
    when no player could be taxed in this action; leftmost column, red-arrow row first."""
    seats = [a for a in acts if a["type"] == "seat"]
    red = red_player(g)
    if seats:
        return max(seats, key=lambda a: (g["rupees"][a["seat"]], a["seat"] == red))
    w = g["wakhan"]["seat"]
    since = len(g["log"]) - next(i for i, e in enumerate(reversed(g["log"]))
                                 if e["msg"] == "action")
    if any(e["msg"] == "tax_player" and e["seat"] == w for e in g["log"][since:]):
        return {"type": "done"}
    cards = [a for a in acts if a["type"] == "card"]
    if not cards:
        return {"type": "done"}
    first = 0 if arrows(g)[1] == "top" else 1
    return min(cards, key=lambda a: (slot_of(g, a["card"])[1],
                                     slot_of(g, a["card"])[0] != first))


def removal_pick(g: dict, acts: list[dict]) -> dict:
    """Item 41: tribes first (the red-arrow player's first), then armies and roads (the red
    arrow player's coalition first); on a card, the red-arrow player's spies first."""
    red = red_player(g)
    foe = g["loyalty"][red]
    rank = {"tribe": 0, "army": 1, "road": 2, "spy": 0}

    def key(a):
        t = a["type"]
        if t == "done":
            return (9, 0)
        mine = (a.get("tribe") == red) if t == "tribe" else (a.get("spy") == red) \
            if t == "spy" else a[t] == foe
        return (rank[t], not mine)

    return min(acts, key=key)


def reclaim_pick(g: dict, kind: str, acts: list[dict]) -> dict:
    """Items 55-56: armies before roads, tribes before spies, in AI region order; spies on
    the highest-priority card."""
    order = regions(g)
    spaces = [a["space"] for a in acts]

    def place_rank(loc):
        if 200 < loc < 300:
            return (0, order.index(loc), 0)
        if 300 < loc < 400:
            a, b = BORDERS[loc]
            return (1, min(order.index(a), order.index(b)), max(order.index(a), order.index(b)))
        if loc in GIFTS:
            return (3, loc, 0)
        return (2, 0, 0)

    cards = [s for s in spaces if s <= 100]
    best = min(spaces, key=place_rank)
    if place_rank(best)[0] == 2:
        best = best_card(g, cards)
    return {"type": "space", "space": best}


def road_border(g: dict, region: int, index: int) -> int:
    """Item 36: the road number ``index`` of a card goes on the region's borders in AI
    order of the region across each, starting again after the last."""
    order = regions(g)
    borders = sorted(REGION_BORDERS[region], key=lambda b: order.index(
        BORDERS[b][0] if BORDERS[b][1] == region else BORDERS[b][1]))
    return borders[index % len(borders)]


def spy_card(g: dict, region: int, cards: list[int]) -> int:
    """Item 36: the highest-priority card of the region where she does not lead the spies
    (all led: the highest-priority one)."""
    open_ = [c for c in cards if COURT[c]["region"] == region and not _leads(g, c)]
    return best_card(g, open_ or cards)



