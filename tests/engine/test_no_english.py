"""Issue 28, "everywhere in ja/es": no English word is left in what a Japanese or Spanish
player reads, in any game.

One random game of every registered game (tablero.games.GAMES: a new game is tested, never
skipped) is played; every few steps each seat's (and a spectator's) view in ja and es is read:
the prompt, the action labels, the log and every other text the view carries. The engine's
tables (log, prompts, labels and the help table, the rules' words the page shows) and the
page's own tables (web/js/i18n/ja.js, es.js and each game's strings.js) are read too. Beyond
the allow-list (ALLOWED, and each game's own, tests/games/<id>/kept_words.py: proper names and
the rulebooks' own codes, each with why), a Japanese text holds no Latin word at all, and a
Spanish text no word of the English tables that the Spanish tables do not use (Spanish is
written in the same letters, so only known English words can be caught).

Issue 42: the rules pages' Wakhan sections (web/rules/ja, es) are read the same way, and say
the player counts the app plays.
"""

from __future__ import annotations

import json
import re
import subprocess
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tablero.core import rng
from tablero.core.session import Session
from tablero.core.texts import CORE_TEXTS
from tablero.games import GAMES

from ..games import own_module
from ..games.text_checks import WORD, strings_js

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("ja", "es")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def _words(names) -> set[str]:
    return {w for name in names for w in WORD.findall(name)}


OVERRIDES: dict[str, dict] = {
    "pyramids": {"players": 4},
}
"""What a game needs beyond the common rules: ``players``, the random game's seats (default
the smaller of 3 and the game's most). Every registered game is tested, with or without an
entry here."""


def kept_words(game_id: str) -> dict[str, set[str]]:
    """A game's own allow-list: its words kept as printed (proper names, the rulebooks'
    codes), each group with why, in its test folder (tests/games/<id>/kept_words.py, KEPT);
    none for a game without that module."""
    module = own_module(game_id, "kept_words")
    return module.KEPT if module else {}


ALLOWED: dict[str, set[str]] = {
    "the app's and the games' names, kept as printed on the boxes (a name's edition left out)":
        {"Tablero", *_words(g.name.split("(")[0] for g in GAMES.values())},
    "abbreviations the rulebooks print: action points (AP, es PA), victory points, points":
        {"AP", "PA", "VP", "PV", "pts"},
    "Python and Pyodide: names of the software, shown while the engine loads":
        {"Python", "Pyodide"},
    "the record file's format and field, named where a file is refused": {"JSON", "actions"},
    "what an embed's author types or pastes: the iframe element, the copy key, the positions "
    "docs' file name": {"iframe", "Ctrl", "docs", "positions", "game", "md"},
    "words Spanish and English share, used as Spanish words":
        {"canal", "final", "no", "total", "la", "base", "neutral", "provisional", "general",
         "error", "sede", "local"},
}
"""The common allow-list: each group says why its words may appear in a ja/es text."""
ALLOWED_LOWER = {w.lower() for groups in [ALLOWED] + [kept_words(g) for g in GAMES]
                 for group in groups.values() for w in group}
"""Every allowed word, of every game: the page's tables are one table for all games."""
SEED = 5
NOT_TEXT = {"actions", "lang", "reason"}
"""View keys that hold no text a player reads: the actions offered (data), the language code,
and the result's reason (the engine's record of why; the page words a result from its own
tables and shows no reason raw)."""


def _text_words(text: str) -> list[str]:
    return WORD.findall(PLACEHOLDER.sub(" ", text))


@cache
def web_tables() -> dict:
    """Every table of the page by language: the shell's (web/js/i18n) and each game's."""
    tables = {lang: {} for lang in ("en", *LANGS)}
    for lang in tables:
        url = (ROOT / "web" / "js" / "i18n" / f"{lang}.js").as_uri()
        code = (f"globalThis.navigator ??= {{}}; import({json.dumps(url)}).then((m) => "
                "console.log(JSON.stringify(m.STRINGS)));")
        out = subprocess.run(["node", "--input-type=module", "-e", code], capture_output=True,
                             text=True, check=True, timeout=60)
        tables[lang].update({f"shell:{k}": v for k, v in json.loads(out.stdout).items()})
    for game_id in GAMES:
        for lang, table in strings_js(game_id).items():
            if lang in tables:
                tables[lang].update({f"{game_id}:{k}": v for k, v in table.items()})
    return tables


def _engine_texts(lang: str) -> list[str]:
    texts = list(CORE_TEXTS.get(lang, {}).values())
    for game in GAMES.values():
        for table in (game.texts.log, game.texts.prompts, game.texts.labels, game.texts.help):
            texts += [t for t in (table or {}).get(lang, {}).values() if isinstance(t, str)]
    return texts


@cache
def english_only() -> frozenset:
    """Words of the English tables (engine and page) that the Spanish tables never use."""
    def vocabulary(lang: str) -> set[str]:
        texts = _engine_texts(lang) + list(web_tables()[lang].values())
        return {w.lower() for t in texts for w in _text_words(t)}
    return frozenset(vocabulary("en") - vocabulary("es") - ALLOWED_LOWER)


def leftovers(text: str, lang: str) -> set[str]:
    """The English words of a Japanese or Spanish text, beyond the allow-list."""
    words = {w for w in _text_words(text) if w.lower() not in ALLOWED_LOWER}
    if lang == "es":
        words = {w for w in words if w.lower() in english_only()}
    return words


def carried_texts(english, other) -> list[str]:
    """The strings of a ja/es view a player reads: every string that differs from the English
    view at the same place (a translated text) or reads as a sentence (has a space)."""
    if isinstance(other, dict):
        same = isinstance(english, dict)
        return [t for k, v in other.items() if k not in NOT_TEXT
                for t in carried_texts(english.get(k) if same else None, v)]
    if isinstance(other, list):
        pairs = english if isinstance(english, list) and len(english) == len(other) else []
        return [t for i, v in enumerate(other)
                for t in carried_texts(pairs[i] if pairs else None, v)]
    if isinstance(other, str) and (other != english or " " in other):
        return [other]
    return []


def random_game_texts(game_id: str, lang: str) -> dict[str, str]:
    """{English word left: the text it was found in} over a random game of the game."""
    session = Session(GAMES)
    players = _players(game_id)
    match = session.match(session.new(game_id, players, SEED))
    game, chooser, found = match.game, {"rng": rng.new_rng(SEED), "checkpoint": 0}, {}

    def read() -> None:
        for seat in [*range(players), None]:
            view = match.view(seat, lang)
            for text in carried_texts(match.view(seat, "en"), view):
                for word in leftovers(text, lang):
                    found.setdefault(word, text)

    for step in range(3000):
        active = game.active(match.state)
        if not active:
            break
        if step % 5 == 0:
            read()
        seat = active[rng.randint(chooser, len(active))]
        legal = game.actions(match.state, seat)
        match.act(seat, legal[rng.randint(chooser, len(legal))])
    read()
    return found


def _players(game_id: str) -> int:
    game = GAMES[game_id]
    default = max(game.min_players, min(3, game.max_players))
    return OVERRIDES.get(game_id, {}).get("players", default)


def test_overrides_name_only_registered_games():
    """An override of a game that is gone (or misspelt) would be silently unused."""
    assert set(OVERRIDES) <= set(GAMES)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_no_english_in_the_views_of_a_random_game(game_id, lang):
    """Issue 28: a ja/es view of a random game holds no English word beyond ALLOWED."""
    found = random_game_texts(game_id, lang)
    assert not found, f"{game_id} {lang}: English left: {found}"


@pytest.mark.parametrize("lang", LANGS)
def test_no_english_in_the_page_tables(lang):
    """Issue 28: the page's own words (shell, lobby, each game's table) in ja/es."""
    found = {key: text for key, text in web_tables()[lang].items() if leftovers(text, lang)}
    assert not found, f"{lang}: English left: {found}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_no_english_in_the_engine_tables(game_id, lang):
    """Issue 28: every ja/es template of the game's tables, also those a random game misses."""
    texts = GAMES[game_id].texts
    found = {f"{name}:{key}": text
             for name, table in (("log", texts.log), ("prompts", texts.prompts),
                                 ("labels", texts.labels), ("help", texts.help))
             for key, text in (table or {}).get(lang, {}).items()
             if isinstance(text, str) and leftovers(text, lang)}
    assert not found, f"{game_id} {lang}: English left: {found}"


class _Section(HTMLParser):
    """The text of the section a heading with ``id`` opens, up to the next heading."""

    HEADINGS = {"h1", "h2", "h3", "h4"}

    def __init__(self, section_id: str):
        super().__init__()
        self.section_id, self.inside, self.found, self.parts = section_id, False, False, []

    def handle_starttag(self, tag, attrs):
        if tag in self.HEADINGS:
            self.inside = dict(attrs).get("id") == self.section_id
            self.found = self.found or self.inside

    def handle_data(self, data):
        if self.inside:
            self.parts.append(data)


def rules_section(lang: str, game_id: str, section_id: str) -> str | None:
    """The words of a section of a game's rules page in ``lang`` (None: no such section)."""
    parser = _Section(section_id)
    parser.feed((ROOT / "web" / "rules" / lang / f"{game_id}.html").read_text(encoding="utf-8"))
    return " ".join(" ".join(parser.parts).split()) if parser.found else None


@pytest.mark.parametrize("lang", LANGS)
def test_no_english_in_the_rules_pages_wakhan_section(lang):
    """Issue 42: the Japanese and Spanish Pax Pamir pages have Wakhan's section, in words of
    their own language (her name, card and ability names as the allow-list keeps them)."""
    text = rules_section(lang, "paxpamir", "wakhan")
    assert text and len(text) > 400, f"{lang}: no Wakhan section"
    assert not leftovers(text, lang), f"{lang}: English left: {leftovers(text, lang)}"


def _rules_page(lang: str, name: str) -> str:
    return (ROOT / "web" / "rules" / lang / f"{name}.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_rules_pages_say_the_player_counts_the_app_plays(lang):
    """Issue 42: the index and the Pax Pamir page's opening give the engine's player counts
    (the ja and es pages said 3-5 without Wakhan after the app played 1-5 with her)."""
    dash = "〜" if lang == "ja" else "–"
    index = _rules_page(lang, "index")
    for game_id, game in GAMES.items():
        if not (ROOT / "web" / "rules" / lang / f"{game_id}.html").exists():
            continue  # the tests' fixture game has no rules page
        counts = f"{game.min_players}{dash}{game.max_players}"
        entry = index.split(f'href="{game_id}.html"')[1].split("</li>")[0]
        assert counts in entry, f"{lang} index, {game_id}: {entry}"
    pax = GAMES["paxpamir"]
    opening = _rules_page(lang, "paxpamir").split("<h2")[0]
    assert f"{pax.min_players}{dash}{pax.max_players}" in opening
    assert 'href="#wakhan"' in opening


MOUSE_WORD = re.compile(r"\bclick|\bclic\b|クリック", re.IGNORECASE)
TOUCH_WORD = re.compile(r"\btap|\btoca|タップ", re.IGNORECASE)


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_no_text_asks_for_a_mouse_click_alone(lang):
    """Issue 42: Mexica said "Click a free start space" on touch screens. A text that says how
    to pick something says choose (or click and tap together), in every table."""
    texts = _engine_texts(lang) + list(web_tables()[lang].values())
    found = [t for t in texts if MOUSE_WORD.search(t) and not TOUCH_WORD.search(t)]
    assert not found, f"{lang}: {found}"


ARTICLE_SLOT = re.compile(r"\b[Aa]n? \{(\w+)\}")
SLOTS_WITHOUT_A_VOWEL = {"region_name", "value", "color"}
"""Slots an English "a" may stand before: no region (Transcaspia ... Punjab), die value (1-6)
or die colour (red, white, yellow) starts with a vowel sound."""


def test_no_english_article_before_a_word_it_cannot_know():
    """Issue 42: "Prize for a Afghan loyalist". An English "a" or "an" stands before a filled
    slot only where no value of that slot starts with a vowel sound; elsewhere the sentence is
    turned so that no article stands there (a card's or a coalition's name may be "Afghan")."""
    texts = _engine_texts("en") + list(web_tables()["en"].values())
    found = [t for t in texts for slot in ARTICLE_SLOT.findall(t)
             if slot not in SLOTS_WITHOUT_A_VOWEL]
    assert not found, found


def lobby_option_texts(game_id: str, lang: str) -> dict[str, str]:
    """What the lobby shows of a game's options in ``lang`` (ui/lobby.js optionRows): the
    page's words for an option and each value, else the engine's label and the value itself."""
    table = web_tables()[lang]
    out = {}
    for name, spec in GAMES[game_id].options.items():
        key = f"{game_id}:option.{game_id}.{name}"
        out[key] = table.get(key, spec.get("label", name))
        for value in spec["values"]:
            out[f"{key}.{value}"] = table.get(f"{key}.{value}", str(value))
    return out


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_no_english_in_the_lobby_options(game_id, lang):
    """Issue 42: Wakhan's options showed the engine's English labels ("rulebook, improved (all
    variants) or custom", "off", "on") in the Japanese and Spanish lobbies."""
    found = {key: text for key, text in lobby_option_texts(game_id, lang).items()
             if leftovers(text, lang)}
    assert not found, f"{game_id} {lang}: English left: {found}"
