"""Issue 42, "A card reference": each game's card list, written at build time from the engine's
own tables (tools/cardlist.py), in en, ja and es.

Every card of each engine table stands in each language's list under its name (the tables as
each game's tests/games/<id>/card_tables.py reads them); a ja/es list holds no English word
beyond the allow-lists of tests/engine/test_no_english.py; the same sources give the same bytes;
the pages keep the rules pages' Content-Security-Policy (no inline script or style) and are the
plain full list without JavaScript; each list is linked from its rules page in each language,
and a game without cards (Mexica) has neither a list nor a link.
"""

from __future__ import annotations

import importlib
import shutil
import string
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tablero.core.cardlist import game_lists
from tablero.core.texts import LANGS
from tablero.games import GAMES
from tools import paths
from tools.cardlist import write_card_lists
from tools.cardpage import CSP, LANG_FOLDERS, page_name

from ..engine.test_no_english import leftovers
from ..games import own_module


class Page(HTMLParser):
    """What the tests read of a page: its cards, its texts (with their language), its links
    and whatever would break the policy (inline scripts and styles, event handlers)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.cards, self.texts, self.links, self.breaches, self.meta = [], [], [], [], {}
        self._langs, self._h3, self._code = [], None, False
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self._langs.append(a.get("lang", self._langs[-1] if self._langs else None))
        if tag == "li" and "card" in (a.get("class") or "").split():
            section, _, cid = a["id"].partition("-")
            self.cards.append({"section": section, "id": cid, "name": a["data-name"],
                               "groups": a["data-groups"].split(), "heading": ""})
        self._h3 = self.cards[-1] if tag == "h3" and self.cards else self._h3
        self._code = self._code or (tag == "span" and a.get("class") == "code")
        self.links += [a["href"]] if tag in ("a", "link") else []
        self.links += [a["src"]] if tag == "script" and "src" in a else []
        self.meta.update({a["http-equiv"]: a["content"]} if tag == "meta"
                         and "http-equiv" in a else {})
        bad = [k for k in a if k == "style" or k.startswith("on")]
        bad += ["inline script"] if tag == "script" and "src" not in a else []
        bad += ["style element"] if tag == "style" else []
        self.breaches += [f"<{tag} {k}>" for k in bad]

    def handle_endtag(self, tag):
        self._langs.pop()
        if tag == "h3":
            self._h3 = None
        self._code = False if tag == "span" else self._code

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self._langs.pop()

    def handle_data(self, data):
        if data.strip():
            self.texts.append((self._langs[-1] if self._langs else None, data.strip()))
        if self._h3 is not None and not self._code:
            self._h3["heading"] += data


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The card lists written beside a copy of web/rules/ (as the build writes them)."""
    dest = tmp_path_factory.mktemp("cards")
    shutil.copytree(paths.WEB_DIR / "rules", dest / "rules")
    write_card_lists(dest)
    return dest


@cache
def lists() -> dict:
    return game_lists(GAMES)


def _page(dest: Path, game: str, lang: str) -> Page:
    folder = LANG_FOLDERS[lang]
    return Page((dest / "rules" / folder / page_name(game)).read_text(encoding="utf-8"))


CARD_GAMES = sorted(lists())
"""The games with a card list (a cardlist module in their package)."""


def test_the_games_with_cards_have_a_list_and_their_tables_to_check_it_by():
    """Every game with a cardlist module is checked against its own card tables, and a game
    without one (Mexica: no cards) has no tables either."""
    assert CARD_GAMES and set(CARD_GAMES) < set(GAMES)
    for game in GAMES:
        assert (own_module(game, "card_tables") is not None) == (game in CARD_GAMES), game


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", CARD_GAMES)
def test_every_card_of_each_engine_table_is_in_the_list(built, game, lang):
    page = _page(built, game, lang)
    shown = {(c["section"], c["id"]): c for c in page.cards}
    expected = own_module(game, "card_tables").cards(lang)
    assert len(shown) == len(page.cards), "a card stands twice"
    assert set(shown) == {(s, cid) for s, ids in expected.items() for cid in ids}
    for section, names in expected.items():
        for cid, name in names.items():
            card = shown[(section, cid)]
            assert card["heading"].strip() == card["name"], card  # the name filtered is shown
            if name is not None:
                assert card["name"] == name, (section, cid)


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
@pytest.mark.parametrize("game", CARD_GAMES)
def test_no_english_in_a_japanese_or_spanish_list(built, game, lang):
    """Every text of the page in the page's language (the links to the other languages are
    marked as theirs) holds no English word beyond the allow-lists (names as printed)."""
    page = _page(built, game, lang)
    found = {text: words for text_lang, text in page.texts if text_lang == lang
             if (words := leftovers(text, lang))}
    assert not found, f"{game} {lang}: English left: {found}"


@pytest.mark.parametrize("game", CARD_GAMES)
def test_each_list_s_words_exist_in_every_language_with_the_same_slots(game):
    """The list's own words (each game's cardlist.LIST_WORDS), as the text tables are checked
    (tests/engine/test_text_tables.py)."""
    table = importlib.import_module(f"tablero.games.{game}.cardlist").LIST_WORDS
    for lang in LANGS:
        assert set(table[lang]) == set(table["en"]), lang
        for key, text in table[lang].items():
            assert _fields(text) == _fields(table["en"][key]), (lang, key)


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_the_same_sources_give_the_same_bytes(tmp_path):
    for copy in ("a", "b"):
        shutil.copytree(paths.WEB_DIR / "rules", tmp_path / copy / "rules")
        write_card_lists(tmp_path / copy)
    pages = sorted(p.relative_to(tmp_path / "a") for p in (tmp_path / "a").rglob("*-cards.html"))
    assert len(pages) == len(CARD_GAMES) * len(LANGS)
    for rel in pages:
        assert (tmp_path / "a" / rel).read_bytes() == (tmp_path / "b" / rel).read_bytes(), rel


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", CARD_GAMES)
def test_a_list_keeps_the_rules_pages_policy_and_is_whole_without_javascript(built, game, lang):
    rules = Page((paths.WEB_DIR / "rules" / "index.html").read_text(encoding="utf-8"))
    page_text = (built / "rules" / LANG_FOLDERS[lang] / page_name(game)).read_text("utf-8")
    page = Page(page_text)
    assert page.meta["Content-Security-Policy"] == rules.meta["Content-Security-Policy"] == CSP
    assert not page.breaches, page.breaches
    assert '<div id="card-filter" class="filter"' in page_text and " hidden>" in page_text
    assert "<li hidden" not in page_text and 'class="card" hidden' not in page_text
    folder = built / "rules" / LANG_FOLDERS[lang]
    for link in page.links:
        target = (folder / link.split("#")[0]).resolve()
        if link.startswith("#") or target.is_relative_to((built / "rules").resolve()):
            assert link.startswith("#") or target.is_file(), link
        else:  # the app's files, outside rules/: in web/ (js/cardlist.js, icons, index.html)
            rel = target.relative_to(built.resolve())
            assert (paths.WEB_DIR / rel).is_file(), link


@pytest.mark.parametrize("lang", LANGS)
def test_each_rules_page_links_its_list_once_and_mexica_none(built, lang):
    for game in GAMES:
        rules = Page((built / "rules" / LANG_FOLDERS[lang] / f"{game}.html").read_text("utf-8"))
        links = [link for link in rules.links if link == page_name(game)]
        assert len(links) == (1 if game in CARD_GAMES else 0), (game, lang)
        written = (built / "rules" / LANG_FOLDERS[lang] / page_name(game)).is_file()
        assert written == (game in CARD_GAMES), (game, lang)
