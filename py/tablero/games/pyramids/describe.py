"""Text functions of Pyramids: an action's label entry, and an entry's arguments in words.

The tables are in texts.py; the core (core/texts.py) picks the language's template and fills
it with what ``words`` gives.
"""

from __future__ import annotations

from .data import CARDS, GOD_NAMES
from .texts import WORDS


def card_text(cid: str, lang: str = "en") -> str:
    """'P017 (yellow, yellow, blue; tomb glyph)': a card in words."""
    card = CARDS.get(cid)
    if card is None:
        return str(cid)
    words = WORDS.get(lang, WORDS["en"])
    stones = words["sep"].join(words[color] for color, _, _ in card["stones"])
    glyph = words["glyph"].format(glyph=words[card["glyph"]]) if card["glyph"] else ""
    return f"{cid} ({stones}{glyph})"


def label(state: dict, action: dict) -> dict:
    """An action's label as a text entry ("Take pair 2": ``{"msg": "pair", "n": 2, ...}``)."""
    kind = action.get("type")
    if kind == "pair":
        pair = action.get("pair")
        return {"msg": "pair", "pair": pair, "n": pair + 1 if isinstance(pair, int) else "?"}
    if kind == "pyramid":
        return {"msg": "pyramid", "level": action.get("level"), "slot": action.get("slot")}
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
    return out
