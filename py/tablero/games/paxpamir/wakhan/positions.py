"""The Wakhan part of a position (docs/positions-paxpamir.md, key ``wakhan``).

``"wakhan": {"deck": [AI cards, top first], "discard": [AI cards face up, the last in use],
"order": [turn order, her seat first], "variants": {name: bool}}``, all optional: her seat is
the last one (``players`` counts her), the deck defaults to the AI cards not in the discard
pile in a seeded order, the order to her, then the other seats from the highest down (with 2
humans: Wakhan, seat 1, seat 0, as after seat 0 chose loyalty first).
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.api import BadSpec

from .data import AI_CARDS
from .seat import VARIANTS
from .view import back_of

KEYS = {"deck", "discard", "order", "variants"}


def _need(ok: bool, field: str, why: str) -> None:
    if not ok:
        raise BadSpec(f"spec.wakhan.{field}: {why}")


def _ai_cards(value, field: str, hidden: bool = False) -> list[int]:
    _need(isinstance(value, list) and all(c in AI_CARDS or hidden and c is None
                                          for c in value), field,
          "must be a list of AI card ids 1..24" + " (null: dealt)" * hidden)
    return list(value)


def wakhan_part(g: dict, spec) -> None:
    """Set ``g["wakhan"]`` from the spec (the seats' fields are read as for any seat)."""
    _need(isinstance(spec, dict), "", "must be an object")
    unknown = sorted(set(spec) - KEYS)
    _need(not unknown, unknown[0] if unknown else "", "unknown field")
    n = g["players"]
    _need(n in (2, 3), "", "Wakhan plays with 1 or 2 humans: players must be 2 or 3")
    seat = n - 1
    discard = _ai_cards(spec.get("discard", []), "discard")
    if "deck" in spec:
        deck = _ai_cards(spec["deck"], "deck", hidden=True)
        rest = [c for c in sorted(AI_CARDS) if c not in deck + discard]
        rng.shuffle(g, rest)
        _need(deck.count(None) <= len(rest), "deck", "more AI cards than the game has")
        deck = [c if c is not None else rest.pop() for c in deck]
    else:
        deck = [c for c in sorted(AI_CARDS) if c not in discard]
        rng.shuffle(g, deck)
    _need(len(set(deck + discard)) == len(deck + discard), "deck", "an AI card twice")
    _need(len(deck) >= 1 and len(deck + discard) >= 2, "deck",
          "at least one AI card face down, and two in her deck and discard pile together "
          "(item 17: a reshuffle after a draw must leave a card face down)")
    order = spec.get("order", [seat, *range(seat - 1, -1, -1)])
    _need(isinstance(order, list) and (sorted(order) == list(range(n)) or order == [seat])
          and order[0] == seat, "order",
          "every seat once, Wakhan's first (her seat alone while loyalties are chosen)")
    variants = spec.get("variants", {})
    _need(isinstance(variants, dict) and set(variants) <= set(VARIANTS), "variants",
          f"names among {list(VARIANTS)}")
    g["wakhan"] = {"seat": seat, "order": list(order), "deck": deck, "discard": discard,
                   "variants": {v: bool(variants.get(v, False)) for v in VARIANTS}}


def described_wakhan(g: dict, keep_hidden: bool, later: dict | None = None) -> dict:
    """The ``wakhan`` key of an exported position: the inverse of ``wakhan_part``. Her deck
    in order with ``keep_hidden``; else only what is public: the cards ``later`` (the end of
    the decision in progress) shows drawn since, then a card showing the back then on top
    (the lowest such id: who looks sees the back, not the card), the rest null (dealt)."""
    w = g["wakhan"]
    out = {"discard": list(w["discard"]), "order": list(w["order"]),
           "variants": dict(w["variants"])}
    if keep_hidden:
        out["deck"] = list(w["deck"])
        return out
    deck = w["deck"]
    drawn = [c for c in (later or g)["wakhan"]["discard"] if c not in w["discard"]]
    k = len(drawn) if deck[:len(drawn)] == drawn else 0
    shown = deck[:k]
    if k < len(deck):
        shown.append(min(c for c in deck[k:] if back_of(c) == back_of(deck[k])))
    out["deck"] = shown + [None] * (len(deck) - len(shown))
    return out
