"""Text tables of Pyramids in English, Japanese and Spanish: log, prompts, labels, words.

Card ids and god names stay as printed; colours, glyphs and edifices are translated (the
Japanese words follow shared/rules/pyramids.ja.txt: 採石場, 墳墓, オベリスク, グリフ, 箱).
English is the fallback of every key; describe.py holds the functions that fill them in.
"""

from __future__ import annotations

from .data import NAME

LOG = {
    "en": {
        "round": "Round {round}: {seat} is first player and deals the quarry.",
        "set_aside": "{name} ({god}) is set aside this round.",
        "god": "{seat} chooses {name} ({god}).",
        "pair": "{seat} takes pair {number}: {cards_long}.",
        "pyramid": "{seat} builds {card_long} in the pyramid: {place}.",
        "obelisk": "{seat} builds {card_long} on the obelisk.",
        "tomb": "{seat} puts a card face down in the tomb.",
        "tomb_card": "{seat} puts {card_long} in the tomb.",
        "done": "{seat} ends building.",
        "keep": "{seat} keeps one card and puts {cards_long} in the box.",
        "game_end": "Game over: hands are discarded, tombs revealed and scored.",
    },
    "ja": {
        "round": "第{round}ラウンド:{seat}が第1プレイヤーとなり、採石場にペアを並べます。",
        "set_aside": "このラウンドは{name}({god})を抜き取ります。",
        "god": "{seat}が{name}({god})を選びました。",
        "pair": "{seat}がペア{number}を取りました:{cards_long}。",
        "pyramid": "{seat}が{card_long}をピラミッドの{place}に置きました。",
        "obelisk": "{seat}が{card_long}をオベリスクに置きました。",
        "tomb": "{seat}が墳墓にカードを1枚裏向きで置きました。",
        "tomb_card": "{seat}が{card_long}を墳墓に置きました。",
        "done": "{seat}が建設を終えました。",
        "keep": "{seat}がカードを1枚残し、{cards_long}を箱に入れました。",
        "game_end": "ゲーム終了:手札を捨て、墳墓を公開して得点計算します。",
    },
    "es": {
        "round": "Ronda {round}: {seat} es el jugador inicial y reparte la cantera.",
        "set_aside": "{name} ({god}) queda apartado esta ronda.",
        "god": "{seat} elige a {name} ({god}).",
        "pair": "{seat} toma la pareja {number}: {cards_long}.",
        "pyramid": "{seat} construye {card_long} en la pirámide: {place}.",
        "obelisk": "{seat} construye {card_long} en el obelisco.",
        "tomb": "{seat} pone una carta boca abajo en la tumba.",
        "tomb_card": "{seat} pone {card_long} en la tumba.",
        "done": "{seat} termina de construir.",
        "keep": "{seat} se queda una carta y pone {cards_long} en la caja.",
        "game_end": "Fin de la partida: se descartan las manos, se revelan y puntúan las tumbas.",
    },
}

"""Log entries, keys as the rules write them (flow.log)."""

PROMPTS = {
    "en": {
        "choose_god": "Choose a god tile.",
        "take_pair": "Take a pair of cards from the quarry.",
        "build": "Pick a card to build with.",
        "where": "Where does {card_long} go?",
        "keep": "Keep one card; the others go to the box.",
    },
    "ja": {
        "choose_god": "神タイルを1枚選んでください。",
        "take_pair": "採石場からカードのペアを1組取ってください。",
        "build": "建設に使うカードを選んでください。",
        "where": "{card_long}をどこに置きますか?",
        "keep": "カードを1枚残してください。残りは箱に入ります。",
    },
    "es": {
        "choose_god": "Elige una loseta de dios.",
        "take_pair": "Toma una pareja de cartas de la cantera.",
        "build": "Elige una carta para construir.",
        "where": "¿Dónde va {card_long}?",
        "keep": "Quédate una carta; las demás van a la caja.",
    },
}
"""Prompts, keys as the rules give them to acts.say (a card named by its stones, then id)."""

LABELS = {
    "en": {
        "god": "Choose {name} ({god})", "pair": "Take pair {n}", "card": "Pick {card_long}",
        "pyramid": "Pyramid: {place}", "obelisk": "Obelisk",
        "tomb": "Tomb (face down)", "done": "Done building", "keep": "Keep {card_long}",
    },
    "ja": {
        "god": "{name}({god})を選ぶ", "pair": "ペア{n}を取る", "card": "{card_long}を選ぶ",
        "pyramid": "ピラミッド:{place}", "obelisk": "オベリスク",
        "tomb": "墳墓(裏向き)", "done": "建設を終える", "keep": "{card_long}を残す",
    },
    "es": {
        "god": "Elegir a {name} ({god})", "pair": "Tomar la pareja {n}",
        "card": "Elegir {card_long}", "pyramid": "Pirámide: {place}",
        "obelisk": "Obelisco", "tomb": "Tumba (boca abajo)", "done": "Terminar de construir",
        "keep": "Quedarse {card_long}",
    },
}
"""Action labels, keys of the entries describe.label returns ({card_long}: the card in words)."""

WORDS = {
    "en": {
        "blue": "blue", "white": "white", "red": "red", "green": "green", "yellow": "yellow",
        "pyramid": "pyramid", "obelisk": "obelisk", "tomb": "tomb",
        "card": "{stones} ({id})", "glyph": " + {glyph} glyph", "sep": ", ", "list_sep": "; ",
        "base_first": "base, first card", "base_left": "base, position 1 (left end)",
        "base_right": "base, position {pos} (right end)", "upper": "level {lv}, over cards {a}–{b}",
        "unknown": "?",
    },
    "ja": {
        "blue": "青", "white": "白", "red": "赤", "green": "緑", "yellow": "黄",
        "pyramid": "ピラミッド", "obelisk": "オベリスク", "tomb": "墳墓",
        "card": "{stones}({id})", "glyph": "+{glyph}のグリフ", "sep": "・", "list_sep": "、",
        "base_first": "1段目(最初のカード)", "base_left": "1段目の左端(1番目)",
        "base_right": "1段目の右端({pos}番目)", "upper": "{lv}段目、{a}番目と{b}番目のカードの上",
        "unknown": "?",
    },
    "es": {
        "blue": "azul", "white": "blanco", "red": "rojo", "green": "verde", "yellow": "amarillo",
        "pyramid": "pirámide", "obelisk": "obelisco", "tomb": "tumba",
        "card": "{stones} ({id})", "glyph": " + glifo de {glyph}", "sep": ", ", "list_sep": "; ",
        "base_first": "base, primera carta", "base_left": "base, posición 1 (extremo izquierdo)",
        "base_right": "base, posición {pos} (extremo derecho)",
        "upper": "nivel {lv}, sobre las cartas {a}–{b}", "unknown": "?",
    },
}
"""Colours, glyphs and edifices in words, the pattern of a card's glyph and stone list, and
the places of the pyramid as a player names them (geometry.place_args: levels from 1 at the
base, 1段目 in the Japanese rules; cards from 1 at the left)."""

HELP = {
    "en": {
        "game.name": NAME,  # the game's name as the lobby and the table show it
        "edifice.required": "1 card, required", "edifice.optional": "1 card, optional",
        "god.mandatory": "builds 1 card in the pyramid (always)",
        "god.optional": "may also build: {list}",
        "god.choice_one": "(only one of them this turn)", "hand.keep": "Keep one card",
        "score_now": (
            "pyramid {pyramid} · obelisk {obelisk} · glyphs {glyphs} (tomb scored at the end)"
        ),
        "bd.largest": "Largest group (doubled)",
    },
    "ja": {
        "game.name": "ピラミッズ",
        "edifice.required": "1枚、必須", "edifice.optional": "1枚、任意",
        "god.mandatory": "ピラミッドに必ず1枚置く", "god.optional": "さらに建設できる:{list}",
        "god.choice_one": "(この手番はどちらか一方のみ)", "hand.keep": "カードを1枚残す",
        "score_now": (
            "ピラミッド {pyramid} · オベリスク {obelisk} · グリフ {glyphs}"
            "(墳墓はゲーム終了時に計算)"
        ),
        "bd.largest": "最大のまとまり(2倍)",
    },
    "es": {
        "game.name": "Pyramids",
        "edifice.required": "1 carta, obligatoria", "edifice.optional": "1 carta, opcional",
        "god.mandatory": "construye 1 carta en la pirámide (siempre)",
        "god.optional": "también puede construir: {list}",
        "god.choice_one": "(solo uno de ellos este turno)", "hand.keep": "Quédate una carta",
        "score_now": (
            "pirámide {pyramid} · obelisco {obelisk} · glifos {glyphs} (la tumba puntúa al final)"
        ),
        "bd.largest": "Grupo mayor (doble)",
    },
}
"""The rules' own words the table shows (Texts.help, sent by the bridge's ``texts`` command):
each edifice takes one card a turn, the pyramid always; Sekhmet with 4-5 players allows only
one optional edifice; one card is kept; the tomb scores only at the end; the largest group
counts double. ``{list}`` and the scores are filled in by the page from the view."""
