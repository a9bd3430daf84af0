"""One card list page (rules/[<lang>/]<game>-cards.html) from a game's card list.

The page looks like the rules pages (rules.css, with cards.css for the cards and the filter) and
keeps their Content-Security-Policy: no inline script or style, colours by class. It is the plain
full list; js/cardlist.js, when it runs, shows the filter (name, suit or colour) above it. The
page's own words are PAGE_WORDS; every word about a card is the engine's (core/cardlist.py).
"""

from __future__ import annotations

from html import escape

CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
       "connect-src 'self'; img-src 'self'; style-src 'self'; object-src 'none'; "
       "base-uri 'self'; form-action 'none'")
"""The rules pages' policy, word for word."""

LANG_FOLDERS = {"en": "", "ja": "ja", "es": "es"}
"""Each language's folder under rules/ (English at the top), as the rules pages."""
LANG_NAMES = {"en": "English", "ja": "日本語", "es": "Español"}

PAGE_WORDS = {
    "en": {
        "title": "{game}: card list (Tablero)", "h1": "{game}: card list",
        "back": "← Back to Tablero", "rules": "Rules",
        "intro": "Every card the app plays with, {n} in all, as its own tables give them.",
        "contents": "Contents:", "search": "Filter the cards", "name": "Filter by name",
        "all": "All", "count": "{n} of {total} cards shown", "none": "No card matches.",
    },
    "ja": {
        "title": "{game}:カード一覧(Tablero)", "h1": "{game}:カード一覧",
        "back": "← Tablero に戻る", "rules": "ルール",
        "intro": "アプリが使うすべてのカード(全{n}枚)を、アプリ自身のデータのとおりに"
                 "載せています。",
        "contents": "目次:", "search": "カードの絞り込み", "name": "名前で絞り込む",
        "all": "すべて", "count": "{total}枚中{n}枚を表示", "none": "該当するカードはありません。",
    },
    "es": {
        "title": "{game}: lista de cartas (Tablero)", "h1": "{game}: lista de cartas",
        "back": "← Volver a Tablero", "rules": "Reglas",
        "intro": "Todas las cartas con las que juega la app, {n} en total, tal como las dan sus "
                 "propias tablas.",
        "contents": "Contenido:", "search": "Filtrar las cartas", "name": "Filtrar por nombre",
        "all": "Todas", "count": "{n} de {total} cartas", "none": "Ninguna carta coincide.",
    },
}
"""The page's own words (the rules pages' chrome: back, rules, contents, the filter)."""


def page_name(game: str) -> str:
    """The file name of a game's card list, beside its rules page."""
    return f"{game}-cards.html"


def card_page(game: str, lang: str, heading: str, cards: dict) -> str:
    """The whole page: head, navigation, the filter (hidden until js/cardlist.js shows it),
    the sections of cards."""
    w = PAGE_WORDS[lang]
    up = "../" if LANG_FOLDERS[lang] else ""
    total = sum(len(s["cards"]) for s in cards["sections"])
    head = _head(lang, w["title"].format(game=heading), up)
    body = [_nav(game, lang, w, up), f"  <h1>{escape(w['h1'].format(game=heading))}</h1>",
            f"  <p>{escape(w['intro'].format(n=total))}</p>"]
    if cards["note"]:
        body.append(f'  <p class="note" id="provisional">{escape(cards["note"])}</p>')
    body += [_contents(cards["sections"], w), _filter(cards, w, total)]
    body += [_section(s) for s in cards["sections"]]
    body.append(f'  <p id="card-none" hidden>{escape(w["none"])}</p>')
    return "\n".join([head, "<body>", "<main>", *body, "</main>", "</body>", "</html>", ""])


def _head(lang: str, title: str, up: str) -> str:
    return "\n".join([
        "<!doctype html>", f'<html lang="{lang}">', "<head>", '  <meta charset="utf-8">',
        f'  <meta http-equiv="Content-Security-Policy" content="{CSP}">',
        '  <meta name="viewport" content="width=device-width, initial-scale=1">',
        f"  <title>{escape(title)}</title>",
        f'  <link rel="icon" href="../{up}icons/tablero.svg" type="image/svg+xml">',
        f'  <link rel="stylesheet" href="{up}rules.css">',
        f'  <link rel="stylesheet" href="{up}cards.css">',
        f'  <script type="module" src="../{up}js/cardlist.js"></script>', "</head>"])


def _nav(game: str, lang: str, w: dict, up: str) -> str:
    links = [f'<a href="../{up}index.html">{escape(w["back"])}</a>',
             f'<a href="{game}.html">{escape(w["rules"])}</a>']
    for other, folder in LANG_FOLDERS.items():
        if other != lang:
            href = up + (f"{folder}/" if folder else "") + page_name(game)
            links.append(f'<a href="{href}" lang="{other}" hreflang="{other}">'
                         f"{LANG_NAMES[other]}</a>")
    return f"  <nav>{' '.join(links)}</nav>"


def _contents(sections: list, w: dict) -> str:
    links = " · ".join(f'<a href="#{s["key"]}">{escape(s["title"])}</a>' for s in sections)
    return f"  <p>{escape(w['contents'])} {links}</p>"


def _filter(cards: dict, w: dict, total: int) -> str:
    """The filter bar: a name field and one button per suit or colour (and All)."""
    buttons = [f'<button type="button" data-group="" aria-pressed="true">{escape(w["all"])}'
               "</button>"]
    buttons += [f'<button type="button" class="g-{key}" data-group="{key}" aria-pressed="false">'
                f"{escape(label)}</button>" for key, label in cards["groups"]]
    count = escape(w["count"])
    return "\n".join([
        f'  <div id="card-filter" class="filter" role="search" aria-label="{escape(w["search"])}"'
        " hidden>",
        f'    <label for="card-name">{escape(w["name"])}</label>',
        '    <input id="card-name" type="search" autocomplete="off" spellcheck="false">',
        f'    <div class="groups" role="group" aria-label="{escape(cards["filter"])}">'
        f'<span class="groups-label">{escape(cards["filter"])}</span> {" ".join(buttons)}</div>',
        f'    <p id="card-count" class="count" aria-live="polite" data-template="{count}">'
        f"{escape(w['count'].format(n=total, total=total))}</p>",
        "  </div>"])


def _section(sec: dict) -> str:
    lines = [f'  <section id="{sec["key"]}" class="cards">', f"    <h2>{escape(sec['title'])}</h2>"]
    if sec["note"]:
        lines.append(f'    <p class="note">{escape(sec["note"])}</p>')
    if sec["legend"]:
        items = "".join(f"<li>{escape(text)}</li>" for text in sec["legend"]["items"])
        lines.append(f'    <details class="legend"><summary>{escape(sec["legend"]["title"])}'
                     f"</summary><ul>{items}</ul></details>")
    lines.append('    <ul class="card-list">')
    lines += [_card(sec["key"], c) for c in sec["cards"]]
    lines += ["    </ul>", "  </section>"]
    return "\n".join(lines)


def _card(section: str, card: dict) -> str:
    """One card: its name (and printed code), its stones strip, its facts, its provenance."""
    first = f" g-{card['groups'][0]}" if card["groups"] else ""
    attrs = (f'class="card{first}" id="{section}-{escape(card["id"])}" '
             f'data-name="{escape(card["name"])}" data-groups="{" ".join(card["groups"])}"')
    code = f'<span class="code">{escape(card["code"])}</span> ' if card["code"] else ""
    parts = [f"<h3>{code}{escape(card['name'])}</h3>"]
    if card["strip"]:
        stones = "".join(f'<span class="g-{key} u{units}"></span>' for key, units in card["strip"])
        parts.append(f'<span class="strip" aria-hidden="true">{stones}</span>')
    parts.append('<ul class="facts">' + "".join(f"<li>{escape(f)}</li>" for f in card["facts"])
                 + "</ul>")
    if card["provisional"]:
        parts.append(f'<p class="prov">⚠ {escape(card["provisional"])}</p>')
    return f"      <li {attrs}>{''.join(parts)}</li>"
