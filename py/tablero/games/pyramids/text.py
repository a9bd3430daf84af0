"""Texts of Pyramids in English, Japanese and Spanish: log templates, action labels, prompts.

Card ids and god names stay as printed; colours, glyphs and edifices are translated (the
Japanese words follow shared/rules/pyramids.ja.txt: 採石場, 墳墓, オベリスク, グリフ, 箱).
English is the fallback of every text (docs/engine-protocol.md, LOG_TEMPLATES per language).
"""

from __future__ import annotations

from .data import CARDS, GOD_NAMES

LOG_TEMPLATES = {
    "en": {
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
    },
    "ja": {
        "round": "第{round}ラウンド:{seat}が第1プレイヤーとなり、採石場にペアを並べます。",
        "set_aside": "このラウンドは{name}({god})を抜き取ります。",
        "god": "{seat}が{name}({god})を選びました。",
        "pair": "{seat}がペア{number}を取りました。",
        "pyramid": "{seat}が{card}をピラミッドに置きました(第{level}段、{slot}番目)。",
        "obelisk": "{seat}が{card}をオベリスクに置きました。",
        "tomb": "{seat}が墳墓にカードを1枚裏向きで置きました。",
        "tomb_card": "{seat}が{card}を墳墓に置きました。",
        "done": "{seat}が建設を終えました。",
        "keep": "{seat}がカードを1枚残し、{cards}を箱に入れました。",
        "game_end": "ゲーム終了:手札を捨て、墳墓を公開して得点計算します。",
    },
    "es": {
        "round": "Ronda {round}: {seat} es el jugador inicial y reparte la cantera.",
        "set_aside": "{name} ({god}) queda apartado esta ronda.",
        "god": "{seat} elige a {name} ({god}).",
        "pair": "{seat} toma la pareja {number}.",
        "pyramid": "{seat} construye {card} en la pirámide (nivel {level}, hueco {slot}).",
        "obelisk": "{seat} construye {card} en el obelisco.",
        "tomb": "{seat} pone una carta boca abajo en la tumba.",
        "tomb_card": "{seat} pone {card} en la tumba.",
        "done": "{seat} termina de construir.",
        "keep": "{seat} se queda una carta y pone {cards} en la caja.",
        "game_end": "Fin de la partida: se descartan las manos, se revelan y puntúan las tumbas.",
    },
}

WORDS = {
    "en": {
        "blue": "blue", "white": "white", "red": "red", "green": "green", "yellow": "yellow",
        "pyramid": "pyramid", "obelisk": "obelisk", "tomb": "tomb",
        "glyph": "; {glyph} glyph", "sep": ", ",
        "label.god": "Choose {name} ({god})", "label.pair": "Take pair {n}",
        "label.card": "Pick {card}", "label.pyramid": "Pyramid, level {level}, slot {slot}",
        "label.obelisk": "Obelisk", "label.tomb": "Tomb (face down)",
        "label.done": "Done building", "label.keep": "Keep {card}",
        "prompt.choose_god": "Choose a god tile.",
        "prompt.take_pair": "Take a pair of cards from the quarry.",
        "prompt.build": "Pick a card to build with.",
        "prompt.where": "Where does {card} go?",
        "prompt.keep": "Keep one card; the others go to the box.",
    },
    "ja": {
        "blue": "青", "white": "白", "red": "赤", "green": "緑", "yellow": "黄",
        "pyramid": "ピラミッド", "obelisk": "オベリスク", "tomb": "墳墓",
        "glyph": "、{glyph}のグリフ", "sep": "・",
        "label.god": "{name}({god})を選ぶ", "label.pair": "ペア{n}を取る",
        "label.card": "{card}を選ぶ", "label.pyramid": "ピラミッド 第{level}段 {slot}番目",
        "label.obelisk": "オベリスク", "label.tomb": "墳墓(裏向き)",
        "label.done": "建設を終える", "label.keep": "{card}を残す",
        "prompt.choose_god": "神タイルを1枚選んでください。",
        "prompt.take_pair": "採石場からカードのペアを1組取ってください。",
        "prompt.build": "建設に使うカードを選んでください。",
        "prompt.where": "{card}をどこに置きますか?",
        "prompt.keep": "カードを1枚残してください。残りは箱に入ります。",
    },
    "es": {
        "blue": "azul", "white": "blanco", "red": "rojo", "green": "verde", "yellow": "amarillo",
        "pyramid": "pirámide", "obelisk": "obelisco", "tomb": "tumba",
        "glyph": "; glifo de {glyph}", "sep": ", ",
        "label.god": "Elegir a {name} ({god})", "label.pair": "Tomar la pareja {n}",
        "label.card": "Elegir {card}", "label.pyramid": "Pirámide, nivel {level}, hueco {slot}",
        "label.obelisk": "Obelisco", "label.tomb": "Tumba (boca abajo)",
        "label.done": "Terminar de construir", "label.keep": "Quedarse {card}",
        "prompt.choose_god": "Elige una loseta de dios.",
        "prompt.take_pair": "Toma una pareja de cartas de la cantera.",
        "prompt.build": "Elige una carta para construir.",
        "prompt.where": "¿Dónde va {card}?",
        "prompt.keep": "Quédate una carta; las demás van a la caja.",
    },
}
"""Words and label/prompt patterns per language (card ids and god names stay as printed)."""


def _words(lang: str) -> dict:
    return WORDS.get(lang, WORDS["en"])


def card_text(cid: str, lang: str = "en") -> str:
    """'P017 (yellow, yellow, blue; tomb glyph)': a card in words."""
    card = CARDS.get(cid)
    if card is None:
        return str(cid)
    words = _words(lang)
    stones = words["sep"].join(words[color] for color, _, _ in card["stones"])
    glyph = words["glyph"].format(glyph=words[card["glyph"]]) if card["glyph"] else ""
    return f"{cid} ({stones}{glyph})"


def describe(state: dict, action: dict, lang: str = "en") -> str:
    """Short label of an action in `lang` ("Take pair 2")."""
    words = _words(lang)
    kind = action.get("type")
    if kind == "god":
        god = action.get("god")
        return words["label.god"].format(name=GOD_NAMES.get(god, "?"), god=god)
    if kind == "pair":
        pair = action.get("pair")
        return words["label.pair"].format(n=pair + 1 if isinstance(pair, int) else "?")
    if kind in ("card", "keep"):
        return words[f"label.{kind}"].format(card=card_text(action.get("card"), lang))
    if kind == "pyramid":
        return words["label.pyramid"].format(level=action.get("level"), slot=action.get("slot"))
    if kind in ("obelisk", "tomb", "done"):
        return words[f"label.{kind}"]
    return str(kind)


def prompt_in(state: dict, player: int, english: str | None, lang: str = "en") -> str | None:
    """The prompt of the seat's current state in `lang` (English text as the fallback)."""
    if english is None or lang == "en" or lang not in WORDS or not state.get("stack"):
        return english
    top = state["stack"][-1]
    name = top.get("state")
    if name == "build" and top.get("selected") is not None:
        return WORDS[lang]["prompt.where"].format(card=top["selected"])
    return WORDS[lang].get(f"prompt.{name}", english)
