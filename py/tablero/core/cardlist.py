"""The card reference: every card of a game in words of one language, read at build time.

A game with cards has a module ``cardlist.py`` in its package whose ``cards(lang)`` returns a card
list; ``game_lists`` finds them, and tools/cardlist.py writes each as a page beside the game's
rules page. The app never asks for them: the engine wheel leaves every ``cardlist.py`` (this one
too) out, so the page downloads none of it (tools/wheel.py). A card list::

    {"filter": "Suit",                         # what the group buttons filter by
     "groups": [["political", "Political"], ...],  # the suits or colours, in the game's order
     "note": text or None,                     # about provisional data, for the whole list
     "sections": [{"key": "court", "title": "Court cards", "note": text or None,
                   "legend": {"title": text, "items": [text, ...]} or None,
                                               # words the cards below use, said once
                   "cards": [card, ...]}]}

    card = {"id": "12",                        # unique in its section (the page's anchor)
            "name": "City of Ghazni",          # what the name filter reads
            "code": "12" or None,              # a printed number or code, shown small
            "groups": ["economic"],            # keys of "groups" the card belongs to
            "strip": [["blue", 2], ...],       # coloured parts drawn in a row (units of 6)
            "facts": [text, ...],              # the card's facts, one line each
            "provisional": text or None}       # why its data is not the printed one

Every text is already in the language asked (the game's tables, English where a table has no
entry, as the app does); ids and group keys are plain ASCII. Mexica has no cards, so no module.
"""

from __future__ import annotations

import importlib
import importlib.util

from .texts import LANGS


def card(cid, name: str, facts: list, *, groups=(), code=None, strip=(),
         provisional=None) -> dict:
    """One card of a list (see the module's docstring)."""
    return {"id": str(cid), "name": name, "code": None if code is None else str(code),
            "groups": list(groups), "strip": [list(part) for part in strip],
            "facts": list(facts), "provisional": provisional}


def section(key: str, title: str, cards: list, *, note=None, legend=None) -> dict:
    """One section of a list: its cards under a title (``legend``: (title, texts) or None)."""
    shown = None if legend is None else {"title": legend[0], "items": list(legend[1])}
    return {"key": key, "title": title, "note": note, "legend": shown, "cards": cards}


def card_list(filter_label: str, groups: list, sections: list, note=None) -> dict:
    """A whole list (see the module's docstring)."""
    return {"filter": filter_label, "groups": [list(g) for g in groups], "note": note,
            "sections": sections}


def words_in(table: dict, lang: str) -> dict:
    """One language of a ``{lang: {key: text}}`` table, English filling its gaps."""
    return {**table.get("en", {}), **table.get(lang, {})}


def game_lists(games: dict) -> dict:
    """``{game id: {lang: card list}}`` of every registered game (``games``: the registry,
    tablero.games.GAMES) whose package has a ``cardlist`` module, in every language."""
    lists = {}
    for game_id in games:
        name = f"tablero.games.{game_id}.cardlist"
        if importlib.util.find_spec(name) is not None:
            cards = importlib.import_module(name).cards
            lists[game_id] = {lang: cards(lang) for lang in LANGS}
    return lists
