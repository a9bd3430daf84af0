"""What one seat may see of a Pyramids state, and redealing what it may not.

Built from an allow-list of public fields (never a copy of the state with secrets deleted).
Hidden: the deck order, other seats' hands (count only) and tombs (count only until the
game is over, 墳墓の建設).
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.util import clone

from .data import CARDS, GOD_NAMES, ID, PROVISIONAL_TABLES, ROUNDS, STRIP, gods_for
from .rules import fill_known, god_holder, god_tiles, pair_cards_unplaced
from .scoring import public_score
from .setup import VERSION


def card_view(cid: str) -> dict:
    """The public card object: id, stones with their spans on the 6-unit strip, glyph."""
    card = CARDS[cid]
    stones = [{"color": c, "from": lo, "to": hi} for c, lo, hi in card["stones"]]
    return {"id": cid, "stones": stones, "glyph": card["glyph"]}


def _gods(g: dict) -> list:
    table = gods_for(g["players"])
    out = []
    for tile in god_tiles(g):
        allows, choice = table[tile]
        out.append({
            "tile": tile, "name": GOD_NAMES[tile], "allows": ["pyramid", *allows],
            "choice": choice, "holder": god_holder(g, tile), "set_aside": tile == g["set_aside"],
        })
    return out


def _necropolis(g: dict, seat: int, viewer: int | None) -> dict:
    s = g["seats"][seat]
    tomb_open = viewer == seat or g["phase"] == "over"
    return {
        "seat": seat,
        "god": s["god"],
        "hand_count": len(s["hand"]),
        "pyramid": [{"level": p["level"], "slot": p["slot"], "card": card_view(p["card"])}
                    for p in s["pyramid"]],
        "obelisk": [card_view(c) for c in s["obelisk"]],
        "tomb_count": len(s["tomb"]),
        "tomb": [card_view(c) for c in s["tomb"]] if tomb_open else None,
        "built_this_turn": list(s["built"]),
        "score_now": public_score(s),
    }


def _selected(g: dict, viewer: int | None) -> str | None:
    top = g["stack"][-1] if g["stack"] else None
    if top and top["state"] == "build" and top["player"] == viewer:
        return top["selected"]
    return None


def _flow(g: dict, viewer: int | None) -> list:
    """The public part of the state table's stack: each frame's state, seats and order left.

    Non-secret (everybody sees whose turn it is and who still acts this round); another
    seat's selected card is left out. Bots rebuild states from it (determinize.py).
    """
    out = []
    for fr in g["stack"]:
        public = {k: clone(v) for k, v in fr.items() if k != "selected"}
        if "selected" in fr:
            public["selected"] = fr["selected"] if fr["player"] == viewer else None
        out.append(public)
    return out


def view(state: dict, seat: int | None) -> dict:
    """What `seat` sees (None: a spectator): public fields plus its own hand, tomb, selection.
    Ids and numbers only: the rules' words the table shows are the help table's
    (texts.HELP)."""
    g = state
    own = seat is not None and 0 <= seat < g["players"]
    return {
        "game": ID, "version": VERSION, "seat": seat, "players": g["players"],
        "round": g["round"], "rounds": ROUNDS, "phase": g["phase"],
        "first_player": g["first_player"], "provisional": list(PROVISIONAL_TABLES),
        "deck_count": len(g["deck"]), "box_count": len(g["box"]),
        "quarry": [{"pair": i, "cards": [card_view(c) for c in p["cards"]],
                    "taken_by": p["taken_by"],
                    "taken_cards": [card_view(c) for c in p.get("taken_cards", [])]}
                   for i, p in enumerate(g["quarry"])],
        "gods": _gods(g),
        "turn_order": list(g["turn_order"]),
        "necropolis": [_necropolis(g, s, seat) for s in range(g["players"])],
        "hand": [card_view(c) for c in g["seats"][seat]["hand"]] if own else None,
        "selected": _selected(g, seat) if own else None,
        "discarded": [card_view(c) for c in g["box"]],
        "flow": _flow(g, seat if own else None),
        "strip": STRIP,
        "level_shift": STRIP // 2,
    }


def resample_hidden(state: dict, player: int | None, seed: int) -> dict:
    """A copy of the state with everything `player` cannot see redealt at random.

    The deck, other seats' hands and (before the end) other seats' tombs are pooled,
    shuffled with a PRNG of its own seeded by `seed`, and dealt back in the same sizes; the
    cards of a pair another seat took this round (seen face up) stay with that seat.
    Another seat's card selection and other seats' private log entries are dropped.
    """
    g = clone(state)
    over = g["phase"] == "over"
    slots = [(g, "deck")]
    known = {}
    for seat, s in enumerate(g["seats"]):
        if seat != player:
            known[seat] = pair_cards_unplaced(g, seat)
            slots.append((s, "hand"))
            if not over:
                slots.append((s, "tomb"))
    seen = {c for cards in known.values() for c in cards}
    pool = [c for holder, key in slots for c in holder[key] if c not in seen]
    for holder, key in slots:
        holder[key] = [None] * len(holder[key])
    for seat, cards in known.items():
        fill_known(g["seats"][seat], cards)
    chooser = {"rng": rng.new_rng(seed), "checkpoint": 0}
    rng.shuffle(chooser, pool)
    for holder, key in slots:
        part = holder[key]
        for i, card in enumerate(part):
            if card is None:
                part[i] = pool.pop()
    top = g["stack"][-1] if g["stack"] else None
    if top and top["state"] == "build" and top["player"] != player:
        top["selected"] = None  # another seat's selection is not visible either
    g["log"] = [e for e in g["log"] if e.get("private", player) == player]
    return g
