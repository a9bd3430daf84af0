"""Troyes' card reference: the 27 activity cards, the 16 event cards with Marauding and the 6
character cards in words of a language (``cards(lang)``, the shape of core/cardlist.py).

Read at build time only (tools/cardlist.py writes the rules pages' card lists; the engine wheel
leaves every cardlist.py out). Facts from data.py; every card's name, effect and provenance are
the help table's (describe.help_table: the words of the table's tooltips), with texts.WORDS;
LIST_WORDS holds the list's own patterns. The numbers printed only on the cards are provisional
(data.py): each such card says which of its fields come from the rulebook, which are inferred
and which are reconstructed, and the list opens with the engine's note on them.
"""

from __future__ import annotations

from tablero.core.cardlist import card, card_list, section, words_in

from .data import ACTIVITY_CARDS, CHARACTERS, COLORS, EVENT_CARDS, MARAUDING
from .describe import help_table
from .texts import WORDS

LIST_WORDS = {
    "en": {
        "filter": "Colour", "group.red": "Red", "group.white": "White", "group.yellow": "Yellow",
        "activity": "Activity cards", "events": "Event cards", "characters": "Character cards",
        "level": "{color} · level {n}", "field": "{field}: {value}",
        "marauding": "In play from the start, every round (not one of the 16 event cards).",
        "step": "{min}+: {vp} VP", "steps_2p": "With 2 players: {list}",
    },
    "ja": {
        "filter": "色", "group.red": "赤", "group.white": "白", "group.yellow": "黄",
        "activity": "活動カード", "events": "イベントカード", "characters": "人物カード",
        "level": "{color} · レベル{n}", "field": "{field}:{value}",
        "marauding": "最初から毎ラウンド場にある(16枚のイベントカードには含まれない)。",
        "step": "{min}以上:{vp}勝利点", "steps_2p": "2人ゲーム:{list}",
    },
    "es": {
        "filter": "Color", "group.red": "Rojo", "group.white": "Blanco",
        "group.yellow": "Amarillo",
        "activity": "Cartas de actividad", "events": "Cartas de evento",
        "characters": "Cartas de personaje",
        "level": "{color} · nivel {n}", "field": "{field}: {value}",
        "marauding": "En juego desde el principio, cada ronda (no es una de las 16 cartas de "
                     "evento).",
        "step": "{min} o más: {vp} PV", "steps_2p": "A 2 jugadores: {list}",
    },
}
"""The list's own words: section titles, the colour filter, the facts' patterns."""


def cards(lang: str) -> dict:
    """Every card of the game in words of `lang`."""
    w = _Words(lang)
    return card_list(w.list["filter"], [[c, w.list[f"group.{c}"]] for c in COLORS], [
        section("activity", w.list["activity"], [_activity(row, w) for row in ACTIVITY_CARDS]),
        section("events", w.list["events"], [_event(row, w) for row in EVENT_CARDS]),
        section("characters", w.list["characters"], [_character(row, w) for row in CHARACTERS]),
    ], note=w.help["note"])


class _Words:
    """The three tables of a language: the list's patterns, the help texts, the words."""

    def __init__(self, lang: str) -> None:
        self.list = words_in(LIST_WORDS, lang)
        self.help = words_in(help_table(), lang)
        self.words = words_in(WORDS, lang)

    def field(self, name: str, value) -> str:
        """"black dice: 2": a card's field by the provenance's name of it."""
        return self.list["field"].format(field=self.words[f"field.{name}"], value=value)

    def provisional(self, row: dict) -> str | None:
        """Which fields of a provisional card are reconstructed (None: printed as it is)."""
        if not row["provisional"]:
            return None
        return f"{self.help['provisional.card']}: {self.help['provenance.' + str(row['id'])]}"


def _activity(row: dict, w: _Words) -> dict:
    cid = row["id"]
    facts = [w.list["level"].format(color=w.list[f"group.{row['color']}"], n=row["level"]),
             w.help[f"text.{cid}"], w.help["divisor"].format(n=row["divisor"])]
    facts += [w.help["tradesman"].format(n=i, cost=cost, vp=vp)
              for i, (cost, vp) in enumerate(row["spaces"], 1)]
    facts.append(w.help["illustration"].format(cost=row["spaces"][-1][0]))
    return card(cid, w.help[f"name.{cid}"], facts, groups=[row["color"]],
                provisional=w.provisional(row))


def _event(row: dict, w: _Words) -> dict:
    cid = row["id"]
    color = w.words[row["color"]]
    facts = [w.field("color", color), w.help[f"text.{cid}"]]
    if cid == MARAUDING:
        facts.append(w.list["marauding"])
    facts += [w.field("black_dice", row["black_dice"]), w.field("dice", color),
              w.field("banners", row["banners"]), w.help["event.divisor"].format(n=row["divisor"]),
              w.help["event.rewards"].format(most=row["reward_most"],
                                             second=row["reward_second"])]
    if row["companion"]:
        facts.append(w.field("companion", w.words[row["companion"]]))
    return card(cid, w.help[f"name.{cid}"], facts, groups=[row["color"]],
                provisional=w.provisional(row))


def _character(row: dict, w: _Words) -> dict:
    cid = row["id"]
    facts = [w.help["character.counts"].format(text=w.help[f"character.{cid}"]),
             _steps(row["thresholds"], w)]
    if "thresholds_2p" in row:
        facts.append(w.list["steps_2p"].format(list=_steps(row["thresholds_2p"], w)))
    return card(cid, w.help[f"name.{cid}"], facts)


def _steps(thresholds: list, w: _Words) -> str:
    return w.words["sep"].join(w.list["step"].format(min=lo, vp=vp) for lo, vp in thresholds)
