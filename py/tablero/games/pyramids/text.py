"""English texts of Pyramids: log templates and action labels."""

from __future__ import annotations

from .data import CARDS, GOD_NAMES

LOG_TEMPLATES = {
    "round": "Round {round}: {seat} is first player and deals the quarry.",
    "set_aside": "{name} ({god}) is set aside this round.",
    "god": "{seat} chooses {name} ({god}).",
    "pair": "{seat} takes pair {number}.",
    "pyramid": "{seat} builds {card} in the pyramid (level {level}, slot {slot}).",
    "obelisk": "{seat} builds {card} on the obelisk.",
    "tomb": "{seat} puts a card face down in the tomb.",
    "tomb_card": "{seat} puts {card} in the tomb.",
    "done": "{seat} ends building.",
    "keep": "{seat} keeps one card and puts {cards} in the box.",
    "game_end": "Game over: hands are discarded, tombs revealed and scored.",
}


def card_text(cid: str) -> str:
    """'P017 (yellow, yellow, blue; tomb glyph)': a card in words."""
    card = CARDS.get(cid)
    if card is None:
        return str(cid)
    stones = ", ".join(color for color, _, _ in card["stones"])
    glyph = f"; {card['glyph']} glyph" if card["glyph"] else ""
    return f"{cid} ({stones}{glyph})"


def describe(state: dict, action: dict) -> str:
    """Short English label of an action ("Take pair 2")."""
    kind = action.get("type")
    if kind == "god":
        return f"Choose {GOD_NAMES.get(action.get('god'), '?')} ({action.get('god')})"
    if kind == "pair":
        pair = action.get("pair")
        return f"Take pair {pair + 1}" if isinstance(pair, int) else "Take pair ?"
    if kind == "card":
        return f"Pick {card_text(action.get('card'))}"
    if kind == "pyramid":
        return f"Pyramid, level {action.get('level')}, slot {action.get('slot')}"
    if kind == "obelisk":
        return "Obelisk"
    if kind == "tomb":
        return "Tomb (face down)"
    if kind == "done":
        return "Done building"
    if kind == "keep":
        return f"Keep {card_text(action.get('card'))}"
    return str(kind)
