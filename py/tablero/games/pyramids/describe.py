"""Text functions of Pyramids: an action's label entry, and an entry's arguments in words.

The tables are in texts.py; the core (core/texts.py) picks the language's template and fills
it with what ``words`` gives.
"""

from __future__ import annotations

from .data import CARDS, GOD_NAMES
from .geometry import place_args
from .texts import WORDS


def card_text(cid: str, lang: str = "en") -> str:
    """'yellow, yellow, blue + tomb glyph (P017)': a card in words, as a player knows it (its
    stones and glyph), the printed id last."""
    card = CARDS.get(cid)
    if card is None:
        return str(cid)
    words = WORDS.get(lang, WORDS["en"])
    stones = words["sep"].join(words[color] for color, _, _ in card["stones"])
    glyph = words["glyph"].format(glyph=words[card["glyph"]]) if card["glyph"] else ""
    return words["card"].format(stones=stones + glyph, id=cid)


def label(state: dict, action: dict) -> dict:
    """An action's label as a text entry ("Take pair 2": ``{"msg": "pair", "n": 2, ...}``)."""
    kind = action.get("type")
    if kind == "pair":
        pair = action.get("pair")
        return {"msg": "pair", "pair": pair, "n": pair + 1 if isinstance(pair, int) else "?"}
    if kind == "pyramid":
        level, slot = action.get("level"), action.get("slot")
        if not (isinstance(level, int) and isinstance(slot, int)):
            return {"msg": "pyramid", "where": "unknown"}
        stack = state.get("stack") or [{}]
        seat = stack[-1].get("player")
        seats = state.get("seats", [])
        pyramid = seats[seat]["pyramid"] if isinstance(seat, int) and seat < len(seats) else []
        return {"msg": "pyramid", "level": level, "slot": slot,
                **place_args(pyramid, level, slot)}
    if kind == "god":
        return {"msg": "god", "god": action.get("god")}
    if kind in ("card", "keep"):
        return {"msg": kind, "card": action.get("card")}
    return {"msg": str(kind)}


def words(args: dict, lang: str) -> dict:
    """An entry's arguments in words of `lang`: a god's name, a card with its stones."""
    out = dict(args)
    if "god" in out and "name" not in out:
        out["name"] = GOD_NAMES.get(out["god"], "?")
    if "card" in out:
        out["card_long"] = card_text(out["card"], lang)
    table = WORDS.get(lang, WORDS["en"])
    if isinstance(out.get("cards"), list):
        out["cards_long"] = table["list_sep"].join(card_text(c, lang) for c in out["cards"])
    elif "cards" in out:  # a log written before the cards were listed
        out["cards_long"] = str(out["cards"])
    if out.get("where") in table:
        try:
            out["place"] = table[out["where"]].format_map(out)
        except (KeyError, ValueError, IndexError):
            out["place"] = "?"
    elif "level" in out:
        out["place"] = f"{out['level']}/{out.get('slot')}"
    return out
