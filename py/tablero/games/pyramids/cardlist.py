"""Pyramids' card reference: the god tiles and the building cards in words of a language
(``cards(lang)``, the shape of core/cardlist.py).

Read at build time only (tools/cardlist.py writes the rules pages' card lists; the engine wheel
leaves every cardlist.py out). Facts from data.py (the deck is cards.py, a provisional stand-in:
data.PROVISIONAL_TABLES); colours, glyphs and what a god allows are texts.WORDS' and HELP's (the
table's own words); LIST_WORDS holds the list's patterns and the note on the deck. Each card
draws its stones as a strip of coloured parts (6 units wide, as on the card).
"""

from __future__ import annotations

from tablero.core.cardlist import card, card_list, section, words_in

from .data import (
    CARD_TABLE,
    COLORS,
    GOD_NAMES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PROVISIONAL_TABLES,
    gods_for,
)
from .describe import card_text
from .texts import HELP, WORDS

LIST_WORDS = {
    "en": {
        "filter": "Colour", "group.blue": "Blue", "group.white": "White", "group.red": "Red",
        "group.green": "Green", "group.yellow": "Yellow",
        "gods": "God tiles", "deck": "Building cards",
        "players": "{low}–{high} players: {text}", "not_used": "not used",
        "stones": "Stones, left to right: {list}", "stone": "{color} ({n}/6)",
        "glyph": "Glyph: {glyph}",
        "stand_in": "Stand-in card: the printed deck is unknown",
        "note": (
            "Provisional deck. The list of the {n} printed building cards is not available to "
            "us, so Tablero plays with a stand-in deck of the same size and kind; its card ids "
            "and stones differ from the printed game. The god tiles are the printed ones."
        ),
    },
    "ja": {
        "filter": "色", "group.blue": "青", "group.white": "白", "group.red": "赤",
        "group.green": "緑", "group.yellow": "黄",
        "gods": "神タイル", "deck": "建築カード",
        "players": "{low}〜{high}人:{text}", "not_used": "使わない",
        "stones": "石材(左から):{list}", "stone": "{color}({n}/6)",
        "glyph": "グリフ:{glyph}",
        "stand_in": "代用のカード:印刷版の山札は不明",
        "note": (
            "暫定の山札。印刷版の建築カード{n}枚の一覧が手元にないため、Tablero は同じ枚数・"
            "同じ種類の代用の山札で遊びます。カード番号と石材は印刷版と異なります。神タイルは"
            "印刷版どおりです。"
        ),
    },
    "es": {
        "filter": "Color", "group.blue": "Azul", "group.white": "Blanco", "group.red": "Rojo",
        "group.green": "Verde", "group.yellow": "Amarillo",
        "gods": "Losetas de dios", "deck": "Cartas de construcción",
        "players": "{low}–{high} jugadores: {text}", "not_used": "no se usa",
        "stones": "Piedras, de izquierda a derecha: {list}", "stone": "{color} ({n}/6)",
        "glyph": "Glifo: {glyph}",
        "stand_in": "Carta de sustitución: no se conoce el mazo impreso",
        "note": (
            "Mazo provisional. No disponemos de la lista de las {n} cartas de construcción "
            "impresas, así que Tablero juega con un mazo de sustitución del mismo tamaño y "
            "tipo; sus identificadores y piedras difieren del juego impreso. Las losetas de "
            "dios son las impresas."
        ),
    },
}
"""The list's own words: section titles, the colour filter, the facts' patterns and the note
on the provisional deck."""

PROVISIONAL_DECK = "deck" in PROVISIONAL_TABLES


def cards(lang: str) -> dict:
    """Every god tile and building card in words of `lang`."""
    w = _Words(lang)
    gods = [_god(god, w) for god in sorted({g for t in _tables() for g in t[2]})]
    deck = [_card(row, w, lang) for row in CARD_TABLE]
    note = w.list["note"].format(n=len(CARD_TABLE)) if PROVISIONAL_DECK else None
    return card_list(w.list["filter"], [[c, w.list[f"group.{c}"]] for c in COLORS], [
        section("gods", w.list["gods"], gods),
        section("deck", w.list["deck"], deck),
    ], note=note)


class _Words:
    """The three tables of a language: the list's patterns, the help texts, the words."""

    def __init__(self, lang: str) -> None:
        self.list = words_in(LIST_WORDS, lang)
        self.help = words_in(HELP, lang)
        self.words = words_in(WORDS, lang)


def _tables() -> list[tuple[int, int, dict]]:
    """(fewest, most players, god table) for each god table, in player order."""
    out: list[tuple[int, int, dict]] = []
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        table = gods_for(players)
        if out and out[-1][2] is table:
            out[-1] = (out[-1][0], players, table)
        else:
            out.append((players, players, table))
    return out


def _god(god: int, w: _Words) -> dict:
    facts = []
    for low, high, table in _tables():
        text = _allows(table[god], w) if god in table else w.list["not_used"]
        facts.append(w.list["players"].format(low=low, high=high, text=text))
    return card(god, GOD_NAMES[god], facts, code=god)


def _allows(tile: tuple, w: _Words) -> str:
    """What a god tile lets its taker build: the pyramid, and which other edifices."""
    optional, choice = tile
    text = w.help["god.mandatory"]
    if optional:
        edifices = w.words["sep"].join(w.words[e] for e in optional)
        text += w.words["list_sep"] + w.help["god.optional"].format(list=edifices)
        if choice == "one":
            text += " " + w.help["god.choice_one"]
    return text


def _card(row: tuple, w: _Words, lang: str) -> dict:
    cid, stones, glyph = row
    parts = [w.list["stone"].format(color=w.words[c], n=hi - lo) for c, lo, hi in stones]
    facts = [w.list["stones"].format(list=w.words["sep"].join(parts))]
    if glyph:
        facts.append(w.list["glyph"].format(glyph=w.words[glyph]))
    colors = list(dict.fromkeys(c for c, _, _ in stones))  # in the strip's order
    return card(cid, card_text(cid, lang), facts, groups=colors,
                strip=[(c, hi - lo) for c, lo, hi in stones],
                provisional=w.list["stand_in"] if PROVISIONAL_DECK else None)
