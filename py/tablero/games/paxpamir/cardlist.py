"""Pax Pamir's card reference: the 100 court cards, the 16 event cards and Wakhan's 24 AI
cards in words of a language (``cards(lang)``, the shape of core/cardlist.py).

Read at build time only (tools/cardlist.py writes the rules pages' card lists; the engine wheel
leaves every cardlist.py out, so the page downloads none of it). Facts from data.py and
wakhan/data.py; what an icon, an action, an ability or an event does is the help table's (the
words of the table's tooltips) and texts.WORDS'; LIST_WORDS holds the list's own patterns. Card,
ability and region names stay as printed. No table is provisional (data.PROVISIONAL_TABLES).
"""

from __future__ import annotations

from tablero.core.cardlist import card, card_list, section, words_in

from .data import COURT, EVENTS, SUITS
from .describe import help_table, place_name
from .texts import WORDS
from .wakhan.data import AI_CARDS

LIST_WORDS = {
    "en": {
        "filter": "Suit",
        "suit.political": "Political", "suit.intelligence": "Intelligence",
        "suit.economic": "Economic", "suit.military": "Military",
        "court": "Court cards", "events": "Event cards", "ai": "Wakhan's AI cards",
        "legend": "What the icons and actions do",
        "card": "{region} · {suit} · rank {n}",
        "patriot": "{coalition} patriot", "prize": "{coalition} prize",
        "impacts": "When played: {list}", "actions": "Actions: {list}",
        "no_actions": "No actions",
        "if_discarded": "If discarded: {text}", "if_bought": "If bought: {text}",
        "ai_card": "AI card {n}",
        "ai_boxes": "Boxes, top to bottom: {list}", "box_sep": "; ",
        "ai_loyalty": "Pragmatic loyalty, left to right: {list}",
        "ai_regions": "Region priority: {list}",
        "ai_arrows": "Front: black arrow at slot {n} of 6 from the top, red arrow at the {end}",
        "end.top": "top", "end.bottom": "bottom",
        "ai_back": "Back, top to bottom: columns {list}; top end: {top}; bottom end: {bottom}",
    },
    "ja": {
        "filter": "スート",
        "suit.political": "政治", "suit.intelligence": "諜報", "suit.economic": "経済",
        "suit.military": "軍事",
        "court": "宮廷カード", "events": "イベントカード", "ai": "ワハーンのAIカード",
        "legend": "アイコンとアクションの意味",
        "card": "{region} · {suit} · ランク{n}",
        "patriot": "{coalition}の愛国者", "prize": "{coalition}の褒賞",
        "impacts": "プレイ時: {list}", "actions": "アクション: {list}",
        "no_actions": "アクションなし",
        "if_discarded": "捨て札時: {text}", "if_bought": "購入時: {text}",
        "ai_card": "AIカード{n}",
        "ai_boxes": "アクション欄(上から): {list}", "box_sep": "、",
        "ai_loyalty": "忠誠の帯(左から): {list}",
        "ai_regions": "地域の順: {list}",
        "ai_arrows": "表: 黒い矢印は上から{n}番目(6つのうち)、赤い矢印は{end}",
        "end.top": "上端", "end.bottom": "下端",
        "ai_back": "裏(上から): 列{list}。上端: {top}、下端: {bottom}",
    },
    "es": {
        "filter": "Palo",
        "suit.political": "Político", "suit.intelligence": "Inteligencia",
        "suit.economic": "Económico", "suit.military": "Militar",
        "court": "Cartas de corte", "events": "Cartas de evento",
        "legend": "Qué hacen los iconos y las acciones",
        "ai": "Cartas de IA de Wakhan",
        "card": "{region} · {suit} · rango {n}",
        "patriot": "Patriota de {coalition}", "prize": "Premio de {coalition}",
        "impacts": "Al jugarla: {list}", "actions": "Acciones: {list}",
        "no_actions": "Sin acciones",
        "if_discarded": "Si se descarta: {text}", "if_bought": "Si se compra: {text}",
        "ai_card": "Carta de IA {n}",
        "ai_boxes": "Casillas, de arriba abajo: {list}", "box_sep": "; ",
        "ai_loyalty": "Lealtad pragmática, de izquierda a derecha: {list}",
        "ai_regions": "Prioridad de regiones: {list}",
        "ai_arrows": "Anverso: flecha negra en la posición {n} de 6 desde arriba, flecha roja "
                     "en el extremo {end}",
        "end.top": "superior", "end.bottom": "inferior",
        "ai_back": "Reverso, de arriba abajo: columnas {list}; extremo superior: {top}; extremo "
                   "inferior: {bottom}",
    },
}
"""The list's own words: section titles, the suit filter, the facts' patterns."""

_LEGEND = ("impact.army", "impact.road", "impact.tribe", "impact.spy", "impact.leverage",
           "action.tax", "action.gift", "action.build", "action.move", "action.betray",
           "action.battle")
"""The help texts said once above the court cards: what each icon and action does."""


def cards(lang: str) -> dict:
    """Every card of the game in words of `lang`."""
    w = _Words(lang)
    court = [_court_card(cid, row, w) for cid, row in COURT.items()]
    events = [_event_card(cid, row, w) for cid, row in EVENTS.items()]
    ai = [_ai_card(n, row, w) for n, row in AI_CARDS.items()]
    return card_list(w.list["filter"], [[s, w.list[f"suit.{s}"]] for s in SUITS], [
        section("court", w.list["court"], court,
                legend=(w.list["legend"], [w.help[k] for k in _LEGEND])),
        section("events", w.list["events"], events),
        section("ai", w.list["ai"], ai),
    ])


class _Words:
    """The three tables of a language: the list's patterns, the help texts, the words."""

    def __init__(self, lang: str) -> None:
        self.list = words_in(LIST_WORDS, lang)
        self.help = words_in(help_table(), lang)
        self.words = words_in(WORDS, lang)

    def coalition(self, key: str) -> str:
        return self.words[f"coalition.{key}"]

    def joined(self, items) -> str:
        return self.words["sep"].join(items)


def _impact(icon: str, w: _Words) -> str:
    """An impact icon in a word ("spy", "favored suit Military")."""
    if icon.startswith("favor_"):
        return w.words["icon.favor"].format(suit=w.words[f"suit.{icon[len('favor_'):]}"])
    return w.words[f"icon.{icon}"]


def _court_card(cid: int, row: dict, w: _Words) -> dict:
    facts = [w.list["card"].format(region=place_name(row["region"]),
                                   suit=w.list[f"suit.{row['suit']}"], n=row["rank"])]
    if row["patriot"]:
        facts.append(w.list["patriot"].format(coalition=w.coalition(row["patriot"])))
    if row["prize"]:
        facts.append(w.list["prize"].format(coalition=w.coalition(row["prize"])))
    facts.append(w.list["impacts"].format(list=w.joined(_impact(i, w) for i in row["impacts"])))
    actions = [w.words[f"box.{a}"] for a in row["actions"]]
    facts.append(w.list["actions"].format(list=w.joined(actions)) if actions
                 else w.list["no_actions"])
    if row["special"]:
        facts.append(w.help[f"special.{row['special']}"])
    return card(cid, row["name"], facts, groups=[row["suit"]], code=cid)


def _event_card(cid: int, row: tuple, w: _Words) -> dict:
    name, discarded, bought = row
    facts = [w.list["if_discarded"].format(text=w.help[f"event.{discarded}"]),
             w.list["if_bought"].format(text=w.help[f"event.{bought}"])]
    return card(cid, name, facts, code=cid)


def _ai_card(n: int, row: dict, w: _Words) -> dict:
    boxes = [f"{i}. {w.help['wakhan.box.' + box]}" for i, box in enumerate(row["actions"], 1)]
    back = " ".join(str(col) for col in row["back"])
    facts = [
        w.list["ai_boxes"].format(list=w.list["box_sep"].join(boxes)),
        w.list["ai_loyalty"].format(list=w.joined(w.coalition(c) for c in row["loyalty"])),
        w.list["ai_regions"].format(list=" › ".join(place_name(r) for r in row["regions"])),
        w.list["ai_arrows"].format(n=row["black"] + 1, end=w.list[f"end.{row['red']}"]),
        w.list["ai_back"].format(list=back, top=w.words[f"row.{row['back_top']}"],
                                 bottom=w.words[f"row.{row['back_bottom']}"]),
    ]
    return card(f"ai{n}", w.list["ai_card"].format(n=n), facts, code=n)
