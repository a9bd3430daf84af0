"""position(spec): a state from a short human-written description (docs/positions-paxpamir.md).

Everything not given is defaulted; anything that makes no sense raises BadSpec naming the
field. The position starts at the main prompt of the seat whose turn it is.
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.api import BadSpec
from tablero.core.midway import position_then
from tablero.core.strict import check_numbers, is_int, playable
from tablero.core.util import short

from .data import (
    ALL_CARDS,
    BORDER_NAMES,
    COALITIONS,
    COURT,
    DOMINANCE_CHECKS,
    EVENTS,
    GIFTS,
    LASTING,
    MARKET_COLUMNS,
    MAX_PLAYERS,
    REGION_NAMES,
    SUITS,
    WAKHAN_BELOW,
)
from .invariants import check_invariants
from .rules import RULES
from .setup import blank_state
from .view import _announced
from .wakhan.positions import described_wakhan, wakhan_part
from .wakhan.seat import VARIANTS

REGION_IDS = {name: r for r, name in REGION_NAMES.items()}
BORDER_IDS = {name: b for b, name in BORDER_NAMES.items()}
PRICE_TO_GIFT = {price: loc for loc, price in GIFTS.items()}
KEYS = {"players", "seed", "turn", "actions", "favored", "loyalty", "rupees", "vp", "market",
        "market_rupees", "deck", "hands", "courts", "prizes", "discard", "gifts", "tribes",
        "armies", "roads", "spies", "events", "blocked", "wakhan"}
FLAGS = frozenset({"final", *VARIANTS})
"""The description's true/false fields (core/strict.py: a boolean nowhere else)."""


def _need(ok: bool, field: str, why: str) -> None:
    if not ok:
        raise BadSpec(f"spec.{field}: {why}")


def _int(v, field: str, lo: int = 0, hi: int = 10**6) -> int:
    _need(is_int(v) and lo <= v <= hi, field,
          f"must be an integer {lo}..{hi}, got {short(v)}")
    return v


def _per_seat(spec: dict, key: str, n: int, default) -> list:
    value = spec.get(key, [default] * n)
    _need(isinstance(value, list) and len(value) == n, key, f"must be a list of {n} entries")
    return value


def _cards(value, field: str, allowed) -> list[int]:
    _need(isinstance(value, list), field, "must be a list of card ids")
    for i, c in enumerate(value):
        _need(c in allowed, f"{field}[{i}]", f"not a card id allowed here: {short(c)}")
    return list(value)


# A small description to start from (the position editor's first text;
# docs/positions-paxpamir.md).
EXAMPLE = {"players": 3, "loyalty": ["british", "russian", "afghan"]}


def position(spec: dict) -> dict:
    """A state from a position description; a decision in progress (``then``, the steps
    taken since it began) is replayed through the rules by core/midway.py. Numbers must be
    integers, and the state built keep the laws of check_invariants (core/strict.py)."""
    check_numbers(spec, FLAGS)
    return position_then(spec, _position, RULES)


def _position(spec: dict) -> dict:
    """Build and validate a state from a position description."""
    _need(isinstance(spec, dict), "", "a position is a JSON object")
    unknown = sorted(set(spec) - KEYS)
    _need(not unknown, unknown[0] if unknown else "", "unknown field")
    low = 2 if "wakhan" in spec else WAKHAN_BELOW
    n = _int(spec.get("players"), "players", low, MAX_PLAYERS)
    g = blank_state(_int(spec.get("seed", 0), "seed", 0, 2**63), n)
    if "wakhan" in spec:
        wakhan_part(g, spec["wakhan"])
    _seats(g, spec, n)
    _zones(g, spec, n)
    _pieces(g, spec, n)
    _deck(g, spec)
    turn = _int(spec.get("turn", 0), "turn", 0, n - 1)
    g["turn"] = {"seat": turn, "actions": _int(spec.get("actions", 2), "actions", 0, 2),
                 "used": [], "blocked": [], "fresh": []}
    g["turn"]["blocked"] = _cards(spec.get("blocked", []), "blocked", ALL_CARDS)
    _used(g, spec)
    _checks(g, spec)
    choosing = _choosing(g, turn)
    if choosing:  # the turn's bookkeeping stays the setup's until the first turn starts
        g["turn"]["seat"] = 0
        RULES.start(g, "loyalty", player=turn, left=choosing)
    else:
        RULES.start(g, "turn_start" if turn == (g.get("wakhan") or {}).get("seat") else "main",
                    player=turn)
    return playable(g, check_invariants)


def _choosing(g: dict, turn: int) -> int:
    """How many seats still choose their loyalty (setup: in turn from ``turn``, whose choice
    is asked; the last to choose takes the first turn); 0 once all have chosen."""
    humans = [s for s in range(g["players"]) if s != (g.get("wakhan") or {}).get("seat")]
    left = sum(g["loyalty"][s] is None for s in humans)
    if left:
        _need(turn in humans, "turn", "Wakhan chooses no loyalty")
        start = humans.index(turn)
        for k, s in enumerate(humans[start:] + humans[:start]):
            _need((g["loyalty"][s] is None) == (k < left), f"loyalty[{s}]",
                  f"loyalties are chosen in turn from seat {turn}: null only for the seats "
                  "still to choose")
    return left


def _seats(g: dict, spec: dict, n: int) -> None:
    wakhan = (g.get("wakhan") or {}).get("seat")
    for s, c in enumerate(_per_seat(spec, "loyalty", n, None)):
        if s == wakhan:
            _need(c is None, f"loyalty[{s}]", "Wakhan is loyal to all: null")
            continue
        _need(c in (*COALITIONS, None), f"loyalty[{s}]",
              f"must be one of {COALITIONS} (null: still to choose), got {short(c)}")
        g["loyalty"][s] = c
    g["rupees"] = [_int(v, f"rupees[{s}]") for s, v in
                   enumerate(_per_seat(spec, "rupees", n, 4))]
    g["vp"] = [_int(v, f"vp[{s}]") for s, v in enumerate(_per_seat(spec, "vp", n, 0))]
    fav = spec.get("favored", "political")
    _need(fav in SUITS, "favored", f"must be one of {SUITS}, got {short(fav)}")
    g["favored"] = fav


def _zones(g: dict, spec: dict, n: int) -> None:
    for key in ("hands", "courts", "prizes"):
        g[key] = [_cards(v, f"{key}[{s}]", list(COURT) + [None] * (key == "hands"))
                  for s, v in enumerate(_per_seat(spec, key, n, []))]
    for s in range(n if not g.get("wakhan") else n - 1):
        for c in g["courts"][s]:
            p = COURT[c]["patriot"]
            _need(p in (None, g["loyalty"][s]), f"courts[{s}]",
                  f"card {c} is a {p} patriot but the seat is {g['loyalty'][s]}")
    g["discard"] = _cards(spec.get("discard", []), "discard", ALL_CARDS)
    if "market" in spec:
        rows = spec["market"]
        _need(isinstance(rows, list) and len(rows) == 2, "market", "must be two rows")
        for r in (0, 1):
            row = _cards(rows[r], f"market[{r}]", list(ALL_CARDS) + [None])
            _need(len(row) <= MARKET_COLUMNS, f"market[{r}]", "at most 6 slots")
            g["market"][r] = row + [None] * (MARKET_COLUMNS - len(row))
    coins = spec.get("market_rupees", [[0] * 6, [0] * 6])
    _need(isinstance(coins, list) and len(coins) == 2, "market_rupees", "must be two rows")
    for r in (0, 1):
        row = coins[r]
        _need(isinstance(row, list) and len(row) <= 6, f"market_rupees[{r}]", "at most 6")
        g["market_rupees"][r] = [_int(v, f"market_rupees[{r}][{i}]") for i, v in
                                 enumerate(row + [0] * (6 - len(row)))]
    evs = spec.get("events", [])
    _need(isinstance(evs, list), "events", "must be a list")
    for i, ev in enumerate(evs):
        ok = isinstance(ev, dict) and ev.get("card") in EVENTS and ev.get("effect") in LASTING
        _need(ok, f"events[{i}]", "must be {card: event id, effect: lasting effect, seat}")
        _need(ev.get("effect") in EVENTS[ev["card"]][1:], f"events[{i}]", "effect not on card")
        seat = ev.get("seat")
        _need(seat is None or seat in range(n), f"events[{i}].seat", "bad seat")
        g["events"].append({"card": ev["card"], "effect": ev["effect"], "seat": seat})


def _place_cyl(g: dict, s: int, loc: int, field: str) -> None:
    cyls = g["cylinders"][s]
    _need(None in cyls, field, f"seat {s} has only 10 cylinders")
    cyls[cyls.index(None)] = loc


def _place_block(g: dict, c: str, loc: int, field: str) -> None:
    _need(c in COALITIONS, field, f"unknown coalition {short(c)}")
    blocks = g["blocks"][c]
    _need(None in blocks, field, f"{c} has only 12 blocks")
    blocks[blocks.index(None)] = loc


def _pieces(g: dict, spec: dict, n: int) -> None:
    for s, prices in enumerate(_per_seat(spec, "gifts", n, [])):
        for p in prices:
            _need(p in PRICE_TO_GIFT, f"gifts[{s}]", f"prices are 2, 4, 6, got {short(p)}")
            _place_cyl(g, s, PRICE_TO_GIFT[p], f"gifts[{s}]")
    for name, counts in _dict(spec, "tribes").items():
        _need(name in REGION_IDS and isinstance(counts, list) and len(counts) == n,
              f"tribes.{name}", "must be a region name -> list of counts per seat")
        for s, k in enumerate(counts):
            for _ in range(_int(k, f"tribes.{name}[{s}]", 0, 10)):
                _place_cyl(g, s, REGION_IDS[name], f"tribes.{name}")
    on_court = {c for court in g["courts"] for c in court}
    for key, counts in _dict(spec, "spies").items():
        card = int(key) if str(key).isdigit() else None
        _need(card in on_court, f"spies.{key}", "must be a court card in some court")
        _need(isinstance(counts, list) and len(counts) == n, f"spies.{key}", "counts per seat")
        for s, k in enumerate(counts):
            for _ in range(_int(k, f"spies.{key}[{s}]", 0, 10)):
                _place_cyl(g, s, card, f"spies.{key}")
    for key, names in (("armies", REGION_IDS), ("roads", BORDER_IDS)):
        for name, by_coalition in _dict(spec, key).items():
            _need(name in names and isinstance(by_coalition, dict), f"{key}.{name}",
                  "unknown place or not a {coalition: count} object")
            for c, k in by_coalition.items():
                for _ in range(_int(k, f"{key}.{name}.{c}", 0, 12)):
                    _place_block(g, c, names[name], f"{key}.{name}")


def _dict(spec: dict, key: str) -> dict:
    value = spec.get(key, {})
    _need(isinstance(value, dict), key, "must be an object")
    return value


def _deck(g: dict, spec: dict) -> None:
    """Explicit deck (top first; unmentioned cards out of the game), or a seeded default."""
    used = [c for row in g["market"] for c in row if c is not None] + g["discard"]
    used += [ev["card"] for ev in g["events"]]
    for s in range(g["players"]):
        used += g["courts"][s] + g["prizes"][s]
    deck = _cards(spec["deck"], "deck", [*ALL_CARDS, None]) if "deck" in spec else []
    pool = _dealt(g, used + [c for h in g["hands"] for c in h] + deck)
    courts = [c for c in pool if c in COURT]
    for s, hand in enumerate(g["hands"]):
        _need(hand.count(None) <= len(courts), f"hands[{s}]", "more cards than the game has")
        hand[:] = [c if c is not None else courts.pop() for c in hand]
        used += hand
    if "deck" in spec:
        rest = [c for c in pool if c not in used and c not in DOMINANCE_CHECKS]
        _need(deck.count(None) <= len(rest), "deck", "more cards than the game has")
        g["deck"] = [c if c is not None else rest.pop() for c in deck]
        used += g["deck"]
        _unique(used)
        g["removed"] = [c for c in ALL_CARDS if c not in used]
    else:
        _unique(used)
        rest = [c for c in ALL_CARDS if c not in used and c not in DOMINANCE_CHECKS]
        rng.shuffle(g, rest)
        checks = [c for c in DOMINANCE_CHECKS if c not in used]
        top = 0 if "market" in spec else min(2 * MARKET_COLUMNS, len(rest))
        for k, c in enumerate(checks):
            rest.insert(top + (len(rest) - top - k) * (k + 2) // (len(checks) + 2) + k, c)
        g["deck"] = rest
    if "market" not in spec:
        for col in range(MARKET_COLUMNS):
            for row in (0, 1):
                if g["deck"]:
                    g["market"][row][col] = g["deck"].pop(0)


def _dealt(g: dict, used: list) -> list:
    """The cards that deal a hand's or the deck's null (hidden cards left to the engine):
    those nowhere else, shuffled."""
    if None not in used:
        return []  # nothing to deal: the PRNG stays as the default deck's shuffle expects
    taken = set(used)
    pool = [c for c in ALL_CARDS if c not in taken]
    rng.shuffle(g, pool)
    return pool


def _unique(cards: list[int]) -> None:
    seen = set()
    for c in cards:
        _need(c not in seen, "cards", f"card {c} appears twice")
        seen.add(c)


# --- Export: a state -> its position description (the inverse of ``position``) -----------

def export_position(g: dict, keep_hidden: bool = True, later: dict | None = None) -> dict:
    """The description ``position`` turns back into this state for play (docs, "Export").

    Only a state at a main prompt or the setup's choice of loyalty can be described (a
    position starts there): anywhere else BadSpec says what is being decided.
    ``keep_hidden=False`` leaves the draw deck out, so the engine deals every card
    not on the table (the cards out of the game included)."""
    top = g["stack"][-1] if g["stack"] else {"state": "over"}
    _need(len(g["stack"]) == 1 and top["state"] in ("main", "loyalty") and not g["pending"]
          and not any(g["owed"]), "turn",
          f"only a main prompt or a loyalty to choose can be a position; {short(top['state'])} "
          "is being decided")
    n = g["players"]
    turn = top["player"] if top["state"] == "loyalty" else g["turn"]["seat"]
    spec = {"players": n, "loyalty": list(g["loyalty"]), "turn": turn,
            "actions": g["turn"]["actions"], "favored": g["favored"], "rupees": list(g["rupees"]),
            "vp": list(g["vp"]), "market": [list(row) for row in g["market"]],
            "market_rupees": [list(row) for row in g["market_rupees"]],
            "hands": _described_hands(g, keep_hidden, later),
            "courts": [list(c) for c in g["courts"]],
            "prizes": [list(p) for p in g["prizes"]], "discard": list(g["discard"]),
            "events": [dict(ev) for ev in g["events"]], "blocked": list(g["turn"]["blocked"])}
    if g["turn"]["used"]:
        spec["used"] = list(g["turn"]["used"])
    if g["turn"]["fresh"]:
        spec["fresh"] = _described_fresh(g)
    checks = [{"coalition": e["coalition"], "final": e["final"], "gains": list(e["gains"])}
              for e in g["log"] if e["msg"] == "check"]
    if checks:
        spec["checks"] = checks
    if keep_hidden:
        spec["deck"] = list(g["deck"])
    else:  # its size and where the checks lie are public (the six piles), not the cards
        shown = _shown(g, later)
        spec["deck"] = [c if c in DOMINANCE_CHECKS or c in shown else None for c in g["deck"]]
    spec.update(_described_pieces(g))
    if g.get("wakhan"):
        spec["wakhan"] = described_wakhan(g, keep_hidden, later)
    return spec


def _described_hands(g: dict, keep_hidden: bool, later: dict | None) -> list:
    """The hands; hidden cards dealt, each card null but those shown by ``later`` (the state
    at the end of the decision in progress, whose steps play them)."""
    if keep_hidden:
        return [list(h) for h in g["hands"]]
    shown = _shown(g, later)
    return [[c if c in shown else None for c in h] for h in g["hands"]]


def _shown(g: dict, later: dict | None) -> set:
    """The hidden cards of ``g`` (hands, deck, out of the game) that ``later`` shows."""
    if later is None:
        return set()
    hidden = {c for h in later["hands"] for c in h} | set(later["deck"]) | set(later["removed"])
    hidden -= _announced(later)  # a card being played is public while its steps are decided
    return ({c for h in g["hands"] for c in h} | set(g["deck"])) - hidden


def _described_pieces(g: dict) -> dict:
    n = g["players"]
    gifts = [sorted(GIFTS[loc] for loc in cyls if loc in GIFTS) for cyls in g["cylinders"]]
    tribes, spies = {}, {}
    for s, cyls in enumerate(g["cylinders"]):
        for loc in cyls:
            if loc in REGION_NAMES:
                tribes.setdefault(REGION_NAMES[loc], [0] * n)[s] += 1
            elif loc in COURT:
                spies.setdefault(str(loc), [0] * n)[s] += 1
    armies, roads = {}, {}
    for c in COALITIONS:
        for loc in g["blocks"][c]:
            if loc is None:
                continue
            where = (armies, REGION_NAMES) if loc in REGION_NAMES else (roads, BORDER_NAMES)
            place = where[0].setdefault(where[1][loc], {})
            place[c] = place.get(c, 0) + 1
    return {"gifts": gifts, "tribes": tribes, "spies": spies, "armies": armies, "roads": roads}


def _place_name(loc: int):
    """A piece's place as a description writes it: a region or border name, a court card id
    (a spy) or "gift2"/"gift4"/"gift6"."""
    if loc in GIFTS:
        return f"gift{GIFTS[loc]}"
    return REGION_NAMES.get(loc) or BORDER_NAMES.get(loc) or loc


def _described_fresh(g: dict) -> list:
    """Pieces placed this turn and still on the board (one back in its supply is placed
    afresh when it comes out again, so its mark changes nothing)."""
    out = []
    for tag in dict.fromkeys(g["turn"]["fresh"]):
        owner, i = tag[1:].split(".")
        owner = int(owner) if tag[0] == "c" else owner
        loc = (g["cylinders"] if tag[0] == "c" else g["blocks"])[owner][int(i)]
        if loc is not None:
            out.append([owner, _place_name(loc)])
    return out


def _used(g: dict, spec: dict) -> None:
    """A turn in progress (export): court cards already used for an action this turn, and
    pieces placed this turn (``fresh``: [seat or coalition, place]; they may not be taken
    back when a supply runs out)."""
    g["turn"]["used"] = _cards(spec.get("used", []), "used", COURT)
    fresh = spec.get("fresh", [])
    _need(isinstance(fresh, list), "fresh", "must be a list of [seat or coalition, place]")
    places = {_place_name(loc): loc for loc in list(REGION_NAMES) + list(BORDER_NAMES)
              + list(GIFTS)}
    for k, item in enumerate(fresh):
        ok = isinstance(item, list) and len(item) == 2
        owner, place = item if ok else (None, None)
        loc = place if place in COURT else places.get(place) if isinstance(place, str) else None
        if owner in COALITIONS:
            locs, tag = g["blocks"][owner], f"b{owner}."
        elif owner in range(g["players"]):
            locs, tag = g["cylinders"][owner], f"c{owner}."
        else:
            locs, tag = [], ""
        free = [i for i, at in enumerate(locs) if at == loc and loc is not None
                and tag + str(i) not in g["turn"]["fresh"]]
        _need(bool(free), f"fresh[{k}]", f"no piece of {short(owner)} at {short(place)} to mark")
        g["turn"]["fresh"].append(tag + str(free[0]))


def _checks(g: dict, spec: dict) -> None:
    """Dominance Checks already scored, oldest first ({coalition or null, final, gains per
    seat}): the score sheet's history, kept in the log as the game keeps it."""
    checks = spec.get("checks", [])
    _need(isinstance(checks, list), "checks", "must be a list")
    for k, c in enumerate(checks):
        ok = isinstance(c, dict) and set(c) == {"coalition", "final", "gains"} \
            and c["coalition"] in (None, *COALITIONS) and isinstance(c["final"], bool) \
            and isinstance(c["gains"], list) and len(c["gains"]) == g["players"]
        _need(ok, f"checks[{k}]", "must be {coalition or null, final, gains: [per seat]}")
        gains = [_int(v, f"checks[{k}].gains[{s}]") for s, v in enumerate(c["gains"])]
        g["log"].append({"msg": "check", "coalition": c["coalition"], "final": c["final"],
                         "gains": gains})


# The fields only a state in progress needs (written by the export, accepted by position);
# kept in this block so that the export stays apart from the rest of the description.
KEYS |= {"used", "fresh", "checks"}
