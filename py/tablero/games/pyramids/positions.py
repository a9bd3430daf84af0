"""Pyramids positions: a state from a short JSON description (docs/positions-pyramids.md).

Everything not given is defaulted; nonsense is refused with BadSpec naming the field.
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.api import BadSpec
from tablero.core.midway import position_then
from tablero.core.strict import check_numbers, is_int, playable
from tablero.core.util import short

from .data import CARD_IDS, CARDS, EDIFICES, MAX_PLAYERS, MIN_PLAYERS, ROUNDS, gods_for
from .invariants import builds_problem, check_invariants, pyramid_problem, taken_problem
from .rules import RULES, fill_known, pair_cards_unplaced, seat_order_from, turn_finished
from .setup import base_state

PHASES = ("gods", "build", "keep", "over")
SEAT_KEYS = ("pyramid", "obelisk", "tomb", "hand", "god", "built")
SPEC_KEYS = ("players", "seed", "round", "first_player", "phase", "turn", "step", "selected",
             "set_aside", "quarry", "deck", "box", "seats")
CANONICAL = [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (3, 0)]


def _is_seat(value, players: int) -> bool:
    return is_int(value) and 0 <= value < players


def _int(spec: dict, key: str, lo: int, hi: int, default: int) -> int:
    value = spec.get(key, default)
    if not is_int(value) or not lo <= value <= hi:
        raise BadSpec(f"spec.{key}: must be an integer {lo}..{hi}, got {short(value)}")
    return value


def _ids(value, where: str, hidden: bool = False) -> list:
    """A list of known card ids (``hidden``: null for a face-down card the engine deals)."""
    if not isinstance(value, list):
        raise BadSpec(f"{where}: must be a list of card ids, got {short(value)}")
    for n, cid in enumerate(value):
        if not (isinstance(cid, str) and cid in CARDS or hidden and cid is None):
            raise BadSpec(f"{where}[{n}]: unknown card {short(cid)}")
    return list(value)


def _pyramid(value, where: str) -> list:
    """Card ids in the canonical order (base left to right, then up), or placement objects."""
    if not isinstance(value, list) or len(value) > len(CANONICAL):
        raise BadSpec(f"{where}: must be a list of at most 10 cards")
    out = []
    for n, item in enumerate(value):
        if isinstance(item, str):
            level, slot, cid = *CANONICAL[n], item
        elif isinstance(item, dict) and set(item) == {"level", "slot", "card"}:
            level, slot, cid = item["level"], item["slot"], item["card"]
        else:
            raise BadSpec(f"{where}[{n}]: a card id or {{level, slot, card}}, got {short(item)}")
        if not (is_int(level) and is_int(slot)):
            raise BadSpec(f"{where}[{n}]: level and slot must be integers")
        if not isinstance(cid, str) or cid not in CARDS:
            raise BadSpec(f"{where}[{n}]: unknown card {short(cid)}")
        out.append({"level": level, "slot": slot, "card": cid})
    base = [p["slot"] for p in out if p["level"] == 0]
    if base and 0 not in base:  # slots count from the first base card: shift to the left end
        shift = min(base)
        out = [{**p, "slot": p["slot"] - shift} for p in out]
    problem = pyramid_problem(out)
    if problem:
        raise BadSpec(f"{where}: {problem}")
    return out


def _seat(spec_seat, n: int, players: int) -> dict:
    where = f"spec.seats[{n}]"
    if not isinstance(spec_seat, dict):
        raise BadSpec(f"{where}: must be an object")
    for key in spec_seat:
        if key not in SEAT_KEYS:
            raise BadSpec(f"{where}.{key}: unknown field (known: {', '.join(SEAT_KEYS)})")
    god = spec_seat.get("god")
    if god is not None and (not is_int(god) or god not in gods_for(players)):
        raise BadSpec(f"{where}.god: no god tile {short(god)} with {players} players")
    built = spec_seat.get("built", [])
    if not isinstance(built, list) or any(b not in EDIFICES for b in built) or \
            len(set(built)) != len(built):
        raise BadSpec(f"{where}.built: a list of distinct edifices {EDIFICES}, got {short(built)}")
    hand = _ids(spec_seat.get("hand", []), f"{where}.hand", hidden=True)
    if len(hand) > 3:
        raise BadSpec(f"{where}.hand: at most 3 cards, got {len(hand)}")
    return {
        "hand": hand,
        "pyramid": _pyramid(spec_seat.get("pyramid", []), f"{where}.pyramid"),
        "obelisk": _ids(spec_seat.get("obelisk", []), f"{where}.obelisk"),
        "tomb": _ids(spec_seat.get("tomb", []), f"{where}.tomb", hidden=True),
        "god": god, "built": list(built),
    }


def _header(spec) -> dict:
    """Players, round, phase, first player, seed and the set-aside tile, checked."""
    if not isinstance(spec, dict):
        raise BadSpec("spec: must be a JSON object")
    for key in spec:
        if key not in SPEC_KEYS:
            raise BadSpec(f"spec.{key}: unknown field (known: {', '.join(SPEC_KEYS)})")
    players = _int(spec, "players", MIN_PLAYERS, MAX_PLAYERS, None)
    phase = spec.get("phase", "gods")
    if phase not in PHASES:
        raise BadSpec(f"spec.phase: one of {', '.join(PHASES)}, got {short(phase)}")
    rnd = _int(spec, "round", 1, ROUNDS, ROUNDS if phase == "over" else 1)
    if phase == "over" and rnd != ROUNDS or phase == "keep" and rnd == ROUNDS:
        raise BadSpec(f"spec.round: phase {phase} cannot be in round {rnd}")
    head = {"players": players, "phase": phase, "round": rnd,
            "first_player": _int(spec, "first_player", 0, players - 1, 0),
            "seed": _int(spec, "seed", -(2 ** 63), 2 ** 64 - 1, 0), "set_aside": None}
    if players == 2:
        head["set_aside"] = _int(spec, "set_aside", 1, 4, (rnd - 1) % 4 + 1)
    elif "set_aside" in spec:
        raise BadSpec("spec.set_aside: only 2-player games set a god tile aside")
    return head


def _seats(spec: dict, g: dict) -> None:
    seats = spec.get("seats", [{} for _ in range(g["players"])])
    if not isinstance(seats, list) or len(seats) != g["players"]:
        raise BadSpec(f"spec.seats: must be a list of {g['players']} seat objects")
    g["seats"] = [_seat(s, n, g["players"]) for n, s in enumerate(seats)]
    for n, s in enumerate(g["seats"]):
        if s["god"] is not None and s["god"] == g["set_aside"]:
            raise BadSpec(f"spec.seats[{n}].god: tile {s['god']} is set aside this round")
        if len(s["obelisk"]) > g["round"] or len(s["tomb"]) > g["round"]:
            raise BadSpec(f"spec.seats[{n}]: at most one obelisk/tomb card per round so far")
    gods = [s["god"] for s in g["seats"] if s["god"] is not None]
    if len(gods) != len(set(gods)):
        raise BadSpec("spec.seats: two seats hold the same god tile")


def _turn(spec: dict, default: int | None, choices: list, why: str) -> int:
    """The seat to act: the given `turn` (checked against `choices`) or the default."""
    turn = spec.get("turn", default)
    if not is_int(turn) or turn not in choices:
        raise BadSpec(f"spec.turn: {why}; must be one of {choices}, got {short(turn)}")
    return turn


def _size(g: dict, n: int, want: int, extra: str = "") -> None:
    have = len(g["seats"][n]["pyramid"])
    if have != want:
        raise BadSpec(f"spec.seats[{n}].pyramid: {have} cards, round {g['round']} "
                      f"phase {g['phase']}{extra} needs {want}")


def _idle(g: dict, n: int, cards_in_round: int) -> None:
    """A seat not building now: pyramid size fixed by the round, nothing built this turn."""
    _size(g, n, cards_in_round)
    s = g["seats"][n]
    if s["built"] and "pyramid" not in s["built"]:
        raise BadSpec(f"spec.seats[{n}].built: a finished turn always includes the pyramid")
    if cards_in_round == g["round"] and not s["built"]:
        s["built"] = ["pyramid"]
    if cards_in_round < g["round"] and s["built"]:
        raise BadSpec(f"spec.seats[{n}].built: this seat has not built yet this round")
    _check_built(g, n)


def _check_built(g: dict, n: int) -> None:
    """The edifices built this round fit the seat's god and the cards it can have had."""
    s = g["seats"][n]
    if len(s["hand"]) + len(s["built"]) > 3:
        raise BadSpec(f"spec.seats[{n}].hand: {len(s['hand'])} cards left after building "
                      f"{len(s['built'])}: a seat holds at most 3 cards in a round")
    if s["god"] is None:
        return
    allows, choice = gods_for(g["players"])[s["god"]]
    extra = [b for b in s["built"] if b != "pyramid"]
    if any(b not in allows for b in extra) or choice == "one" and len(extra) > 1:
        raise BadSpec(f"spec.seats[{n}].built: {s['built']} is not allowed by god {s['god']}")


def _gods_phase(spec: dict, g: dict) -> dict:
    order = seat_order_from(g, g["first_player"])
    chosen = [s for s in order if g["seats"][s]["god"] is not None]
    if chosen != order[:len(chosen)]:
        raise BadSpec("spec.seats: gods are chosen from the first player clockwise; "
                      f"seats {chosen} cannot hold gods while earlier ones have none")
    if len(chosen) == len(order):
        raise BadSpec("spec.phase: every seat holds a god: use phase build")
    for n in range(g["players"]):
        _idle(g, n, g["round"] - 1)
        if len(g["seats"][n]["hand"]) > 1:
            raise BadSpec(f"spec.seats[{n}].hand: at most 1 card carried into a round")
    turn = _turn(spec, order[len(chosen)], order[len(chosen):len(chosen) + 1],
                 "the next seat clockwise chooses a god")
    return {"state": "choose_god", "player": turn, "left": order[order.index(turn) + 1:]}


def _check_builder(g: dict, n: int, selected) -> None:
    """The seat building now: its god allows what it built, and its turn is not over."""
    s = g["seats"][n]
    _check_built(g, n)
    if len(s["hand"]) + len(s["built"]) < 2:
        raise BadSpec(f"spec.seats[{n}].hand: the seat took a pair, so it holds 2+ cards "
                      "counting those it built this turn")
    _size(g, n, g["round"] - 1 + ("pyramid" in s["built"]), " (with its built list)")
    if "pyramid" not in s["built"] and not s["hand"]:
        raise BadSpec(f"spec.seats[{n}].hand: no card left for the mandatory pyramid card")
    if turn_finished(g, n):
        raise BadSpec(f"spec.seats[{n}]: nothing more to build, the turn would be over")
    if selected is not None and selected not in s["hand"]:
        raise BadSpec(f"spec.selected: {short(selected)} is not in seat {n}'s hand")


def _build_phase(spec: dict, g: dict) -> dict:
    if any(s["god"] is None for s in g["seats"]):
        raise BadSpec("spec.seats: in phase build every seat holds a god tile")
    order = [n for _, n in sorted((s["god"], n) for n, s in enumerate(g["seats"]))]
    g["turn_order"] = order
    waiting = [n for n in order if len(g["seats"][n]["pyramid"]) < g["round"]]
    turn = _turn(spec, waiting[0] if waiting else None, order, "the seat building now")
    at = order.index(turn)
    step = spec.get("step", "build" if g["seats"][turn]["built"] else "pair")
    if step not in ("pair", "build"):
        raise BadSpec(f"spec.step: 'pair' or 'build', got {short(step)}")
    for n in order[:at]:
        _idle(g, n, g["round"])
    for n in order[at + 1:] + ([turn] if step == "pair" else []):
        _idle(g, n, g["round"] - 1)
        if len(g["seats"][n]["hand"]) > 1:
            raise BadSpec(f"spec.seats[{n}].hand: at most 1 card before taking a pair")
    _quarry(spec, g, order[:at + (step == "build")])
    left = order[at + 1:]
    if step == "pair":
        if "selected" in spec:
            raise BadSpec("spec.selected: only while building (step build)")
        return {"state": "take_pair", "player": turn, "left": left}
    _check_builder(g, turn, spec.get("selected"))
    return {"state": "build", "player": turn, "left": left, "selected": spec.get("selected")}


def _keep_phase(spec: dict, g: dict) -> dict:
    gods = [s["god"] for s in g["seats"]]
    if None not in gods:
        g["turn_order"] = [n for _, n in sorted((t, n) for n, t in enumerate(gods))]
    for n in range(g["players"]):
        _idle(g, n, g["round"])
    order = seat_order_from(g, g["first_player"])
    asked = [n for n in order if len(g["seats"][n]["hand"]) > 1]
    if not asked:
        raise BadSpec("spec.phase: keep needs a seat holding 2 or more cards")
    turn = _turn(spec, asked[0], asked[:1], "the first seat (from the first player) with 2+ cards")
    _quarry(spec, g, order)
    return {"state": "keep", "player": turn, "left": asked[1:]}


def _over_phase(spec: dict, g: dict) -> None:
    for n, s in enumerate(g["seats"]):
        _idle(g, n, ROUNDS)
        if s["hand"] or s["god"] is not None:
            raise BadSpec(f"spec.seats[{n}]: at the end hands are discarded and gods returned")
    if "turn" in spec:
        raise BadSpec("spec.turn: nobody acts once the game is over")
    _quarry(spec, g, list(range(g["players"])))


def _quarry(spec: dict, g: dict, took: list) -> None:
    """The pairs: [id, id] still on offer, {"taken_by": seat} gone; default dealt."""
    if "quarry" not in spec:
        open_pairs = [{"cards": [], "taken_by": None, "taken_cards": []}
                      for _ in range(g["players"] - len(took))]
        g["quarry"] = [{"cards": [], "taken_by": n, "taken_cards": []} for n in took] + open_pairs
        return
    quarry = spec["quarry"]
    if not isinstance(quarry, list) or len(quarry) != g["players"]:
        raise BadSpec(f"spec.quarry: must be a list of {g['players']} pairs")
    g["quarry"] = []
    for i, pair in enumerate(quarry):
        if isinstance(pair, dict) and set(pair) in ({"taken_by"}, {"taken_by", "took"}):
            if not _is_seat(pair["taken_by"], g["players"]):
                raise BadSpec(f"spec.quarry[{i}].taken_by: a seat 0..{g['players'] - 1}")
            g["quarry"].append({"cards": [], "taken_by": pair["taken_by"],
                                "taken_cards": _took(pair, f"spec.quarry[{i}].took")})
        elif isinstance(pair, list) and len(pair) == 2:
            g["quarry"].append({"cards": _ids(pair, f"spec.quarry[{i}]"), "taken_by": None,
                                "taken_cards": []})
        else:
            raise BadSpec(f"spec.quarry[{i}]: [card, card] or {{\"taken_by\": seat}}, "
                          f"got {short(pair)}")
    gone = sorted(p["taken_by"] for p in g["quarry"] if p["taken_by"] is not None)
    if gone != sorted(took):
        raise BadSpec(f"spec.quarry: pairs taken by {gone}, but seats {sorted(took)} took one")


def _took(pair: dict, where: str) -> list:
    """The two cards a taken pair held, shown where the pair was (where they went since is
    told by the seat's own lists)."""
    took = _ids(pair.get("took", []), where)
    if took and len(took) != 2:
        raise BadSpec(f"{where}: the 2 cards the pair held, got {len(took)}")
    return took


def _deck(spec: dict, g: dict) -> None:
    """Unmentioned cards form the deck: `deck` on top, the rest shuffled; deal open pairs."""
    used = _ids(spec.get("box", []), "spec.box") + _ids(spec.get("deck", []), "spec.deck")
    for pair in g["quarry"]:
        used += pair["cards"]
    for s in g["seats"]:
        used += s["hand"] + s["obelisk"] + s["tomb"] + [p["card"] for p in s["pyramid"]]
    seen = set()
    for cid in used:
        if cid in seen and cid is not None:
            raise BadSpec(f"spec: card {cid} appears twice")
        seen.add(cid)
    rest = [c for c in CARD_IDS if c not in seen]
    rng.shuffle(g, rest)
    for s in g["seats"]:  # face-down cards left to the engine (null) are dealt first
        for part in (s["hand"], s["tomb"]):
            part[:] = [c if c is not None else rest.pop() for c in part]
    g["box"] = list(spec.get("box", []))
    g["deck"] = list(spec.get("deck", [])) + rest
    for pair in g["quarry"]:
        if pair["taken_by"] is None and not pair["cards"]:
            pair["cards"], g["deck"] = g["deck"][:2], g["deck"][2:]
    need = 2 * g["players"] * (ROUNDS - g["round"]) if g["phase"] != "over" else 0
    if len(g["deck"]) < need or any(p["taken_by"] is None and len(p["cards"]) < 2
                                    for p in g["quarry"]):
        raise BadSpec(f"spec: {len(g['deck'])} cards left in the deck, the rounds left need "
                      f"{need} (too many cards in the box?)")


# A small description to start from (the position editor's first text;
# docs/positions-pyramids.md).
EXAMPLE = {"players": 3}


def position(spec: dict) -> dict:
    """A state from a position description; a decision in progress (``then``, the steps
    taken since it began) is replayed through the rules by core/midway.py. Numbers must be
    integers, and the state built keep the laws of check_invariants (core/strict.py)."""
    check_numbers(spec)
    return position_then(spec, _position, RULES)


def _position(spec: dict) -> dict:
    """A state from a position description (docs/positions-pyramids.md); BadSpec if nonsense."""
    head = _header(spec)
    g = base_state(head["seed"], head["players"])
    g.update(round=head["round"], phase=head["phase"], first_player=head["first_player"],
             set_aside=head["set_aside"])
    _seats(spec, g)
    phase = head["phase"]
    for key in ("step", "selected"):
        if key in spec and phase != "build":
            raise BadSpec(f"spec.{key}: only in phase build")
    top = None
    if phase == "gods":
        top = _gods_phase(spec, g)
        _quarry(spec, g, [])
    elif phase == "build":
        top = _build_phase(spec, g)
    elif phase == "keep":
        top = _keep_phase(spec, g)
    else:
        _over_phase(spec, g)
    _deck(spec, g)
    _placed(g)
    g["stack"] = [top] if top else []
    g["checkpoint"] = 0
    return playable(g, check_invariants)


def _placed(g: dict) -> None:
    """Each card lies in one place: a taken pair's cards with the seat that took them (or
    in the box), and no more cards in an obelisk or a tomb than the seat's turns placed."""
    for n, s in enumerate(g["seats"]):
        problem = builds_problem(s)
        if problem:
            raise BadSpec(f"spec.seats[{n}].{problem}")
    problem = taken_problem(g)
    if problem:
        raise BadSpec(f"spec.{problem}")



_STEPS = {"choose_god": "gods", "take_pair": "build", "build": "build", "keep": "keep"}


def export_position(g: dict, keep_hidden: bool = True, later: dict | None = None) -> dict:
    """The description ``position`` turns back into this state for play (the inverse).

    Every prompt of the game is a phase a position can start in (and the end). With
    ``keep_hidden`` the whole draw deck, the hands and tombs are kept; without, only what a
    spectator sees: the deck is left out, hands and face-down tombs are null but for the
    cards seen taken (``_hide``) and the engine deals the rest. Every state starts a
    decision here, so ``later`` changes nothing."""
    top = g["stack"][-1] if g["stack"] else None
    if len(g["stack"]) > 1 or top is not None and top["state"] not in _STEPS:
        raise BadSpec(f"spec.phase: {short(top['state'])} is being decided, not a position's start")
    spec = {"players": g["players"], "round": g["round"], "first_player": g["first_player"],
            "phase": g["phase"]}
    if g["players"] == 2:
        spec["set_aside"] = g["set_aside"]
    if top is not None:
        spec["turn"] = top["player"]
    if top is not None and top["state"] in ("take_pair", "build"):
        spec["step"] = "pair" if top["state"] == "take_pair" else "build"
        if top["state"] == "build" and top.get("selected") is not None:
            spec["selected"] = top["selected"]
    spec["seats"] = [{"god": s["god"], "built": list(s["built"]), "hand": list(s["hand"]),
                      "obelisk": list(s["obelisk"]), "tomb": list(s["tomb"]),
                      "pyramid": [dict(p) for p in s["pyramid"]]} for s in g["seats"]]
    if not keep_hidden:
        _hide(g, spec)
    spec["quarry"] = [list(p["cards"]) if p["taken_by"] is None else
                      {"taken_by": p["taken_by"], "took": list(p["taken_cards"])}
                      if p["taken_cards"] else {"taken_by": p["taken_by"]} for p in g["quarry"]]
    spec["box"] = list(g["box"])
    if keep_hidden:
        spec["deck"] = list(g["deck"])
    return spec


def _hide(g: dict, spec: dict) -> None:
    """Hidden cards dealt: hands and (before the end) tombs written null but for the cards of
    the pair a seat took this round that lie nowhere public (seen face up: hand first, as
    ``resample_hidden`` keeps them), and no seat's selected card."""
    for seat, s in enumerate(spec["seats"]):
        s["hand"] = [None] * len(s["hand"])
        if g["phase"] != "over":
            s["tomb"] = [None] * len(s["tomb"])
        fill_known(s, pair_cards_unplaced(g, seat))
    spec.pop("selected", None)
