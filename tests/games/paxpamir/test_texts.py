"""Pax Pamir in English, Japanese and Spanish (issue 7): every template and UI string exists in
each language with the same placeholders; labels, prompts and log lines met in seeded random
playouts are in the asked language with no raw value left; region names have one home, the
help table; a match switches language mid-game."""

from __future__ import annotations

import json
import re

import pytest

from tablero import bridge
from tablero.core.playout import random_playout
from tablero.core.texts import label_text, log_text, prompt_text
from tablero.games.paxpamir import GAME
from tablero.games.paxpamir.data import REGIONS
from tablero.games.paxpamir.describe import place_name
from tablero.games.paxpamir.describe import words as worded
from tablero.games.paxpamir.texts import LABELS, LOG, PROMPTS, WORDS

from ..text_checks import fields, strings_js

LANGS = ("ja", "es")
NAMES_ONLY = ("card", "space")  # labels that are a card or place name, as printed
SAME_IN_EVERY_LANGUAGE = ("gain", "sep", "suit", "card", "space", "seat", "or_sep")
"""Templates made of one placeholder (or a separator): only their words change."""
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
RAW = re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|\[|\]|\{|\}|_")


@pytest.mark.parametrize("table", [LOG, PROMPTS, LABELS, WORDS],
                         ids=["log", "prompts", "labels", "words"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_python_text_exists_with_the_same_placeholders(table, lang):
    english = table["en"]
    assert set(table[lang]) == set(english)
    for key, text in table[lang].items():
        assert fields(text) == fields(english[key]), key
        assert text != english[key] or key in SAME_IN_EVERY_LANGUAGE, key


@pytest.mark.parametrize("lang", LANGS)
def test_every_ui_string_exists_with_the_same_placeholders(lang):
    strings = strings_js("paxpamir")
    english = strings["en"]
    assert set(strings[lang]) == set(english)
    for key, text in strings[lang].items():
        assert set(re.findall(r"\{\w+\}", text)) == set(re.findall(r"\{\w+\}", english[key]))


RULE_WORDS = re.compile(
    r"pp\.(impact|actionHelp|special|event)\.|pp\.(favored|cost|ruler|blocked)Help")


def test_strings_js_holds_words_about_the_screen_only():
    """Issue 28 (part 4): what a rule says comes from the engine's help table, not from JS."""
    for table in strings_js("paxpamir").values():
        assert not [key for key in table if RULE_WORDS.search(key)]


@pytest.mark.parametrize("lang", LANGS)
def test_help_table_keeps_names_as_printed_and_short_forms(lang):
    """The page cuts an impact's short form at " (" and an ability's or event's name at ":"."""
    english, table = GAME.texts.help["en"], GAME.texts.help[lang]
    assert set(table) == set(english)
    for key, text in table.items():
        if key.startswith("impact.") and " (" in english[key]:
            assert " (" in text, key
        if key.startswith("special."):
            assert text.split(":")[0] == english[key].split(":")[0], key  # names as printed


def test_help_table_quotes_the_rule_figures_of_data():
    """Help texts quote data.py's figures (gift prices, build cost and limit, leverage)."""
    en = GAME.texts.help["en"]
    assert "2, 4 or 6 rupees" in en["action.gift"] and "2, 4 or 6" in en["action.gift"]
    assert en["action.build"].startswith("Build: 2 rupees per army or road, up to 3")
    assert "take 2 rupees" in en["impact.leverage"]
    assert GAME.texts.help["ja"]["action.gift"].startswith("贈り物: 2、4、6ルピー")
    page = {"n", "name", "coalition"}  # what the page fills in, from the view
    assert not [k for lang in ("en",) + LANGS for k, v in GAME.texts.help[lang].items()
                if set(fields(v)) - page]


def test_the_bridge_sends_the_help_table_once_per_language(served):
    reply = _call(cmd="texts", game="paxpamir", lang="es")
    assert reply["help"]["action.gift"].startswith("Regalo: paga 2, 4 o 6 rupias")


def _japanese_or_spanish(lang: str, text: str, english: str) -> None:
    assert text != english, text
    if lang == "ja":
        assert JAPANESE.search(text), text


def _collect(seed: int) -> tuple[dict, list]:
    """A random playout; each step's state, the acting seat and the legal actions."""
    steps = []

    def on_step(state, seat, action, new):
        steps.append((state, seat, GAME.actions(state, seat)))

    final, _ = random_playout(GAME, seed, 3 + seed % 3, on_step=on_step)
    return final, steps


@pytest.mark.parametrize("seed", [0, 4, 8])
def test_labels_prompts_and_log_lines_of_playouts_are_in_the_language(seed):
    final, steps = _collect(seed)
    for state, seat, actions in steps[::3]:
        english = prompt_text(GAME, state, seat)
        assert english and not RAW.search(english), english
        for lang in LANGS:
            _japanese_or_spanish(lang, prompt_text(GAME, state, seat, lang), english)
        for action in actions:
            label = label_text(GAME, state, action)
            assert label and not RAW.search(label), label
            for lang in LANGS:
                if action["type"] not in NAMES_ONLY:
                    _japanese_or_spanish(lang, label_text(GAME, state, action, lang), label)
    for entry in final["log"]:
        assert set(fields(LOG["en"][entry["msg"]])) <= set(worded(entry)), entry
        english = log_text(GAME, entry)
        assert not RAW.search(english.replace("Koh-i-noor", "")), english
        for lang in LANGS:
            text = log_text(GAME, entry, lang)
            assert not RAW.search(text), text
            _japanese_or_spanish(lang, text, english)


def test_region_names_come_from_the_help_table_as_printed():
    """Issue 35: the page names a region from the help table (``region.<id>``), the same in
    every language (names stay as printed); strings.js keeps no copy."""
    for lang in ("en", *LANGS):
        names = {k: v for k, v in GAME.texts.help[lang].items() if k.startswith("region.")}
        assert names == {f"region.{r}": place_name(r) for r in REGIONS}
    assert GAME.texts.help["ja"]["region.204"] == "Kabul"
    for lang, table in strings_js("paxpamir").items():
        assert not [k for k in table if k.startswith("pp.region.")], lang


def _call(**request) -> dict:
    reply = json.loads(bridge.handle(json.dumps(request)))
    assert reply["ok"], reply
    return reply


@pytest.fixture
def served():
    bridge.reset({"paxpamir": GAME})
    yield
    bridge.reset()


def test_a_match_switches_language_mid_game_and_back(served):
    match = _call(cmd="new", game="paxpamir", players=3, seed=5)["match"]
    for _ in range(12):
        view = _call(cmd="view", match=match, seat=None)["view"]
        seat = view["active"][0]
        actions = _call(cmd="view", match=match, seat=seat)["view"]["actions"]
        _call(cmd="act", match=match, seat=seat, action=actions[-1])
    seat = _call(cmd="view", match=match, seat=None)["view"]["active"][0]
    en = _call(cmd="view", match=match, seat=seat)["view"]
    ja = _call(cmd="view", match=match, seat=seat, lang="ja")["view"]
    es = _call(cmd="view", match=match, seat=seat, lang="es")["view"]
    again = _call(cmd="view", match=match, seat=seat, lang="en")["view"]
    assert again == en and ja["actions"] == es["actions"] == en["actions"]
    assert JAPANESE.search(ja["prompt"]) and es["prompt"] != en["prompt"]
    assert all(JAPANESE.search(e["text"]) for e in ja["log"])
    assert [e["text"] for e in es["log"]] != [e["text"] for e in en["log"]]


SAMPLE = {"seat": 0, "payer_seat": 1, "payee_seat": 2, "other_seat": 1, "card": 1,
          "space": 301, "region": 204, "src": 203, "dest": 402, "coalition": "british",
          "suit": "military", "verb": "gift", "side": "left", "kind": "tribe",
          "icon": "favor_economic", "effect": "koh_i_noor_recovered", "reason": "early",
          "final": True, "gains": [10, 6, 0], "cost": 2, "amount": 1, "price": 4, "paid": 1,
          "ai": 3, "column": 2, "row": "top", "box": "radicalize"}


@pytest.mark.parametrize("lang", ("en",) + LANGS)
def test_every_log_line_words_its_values(lang):
    """Each template filled from a sample entry: no raw value, nothing missing."""
    for msg, template in LOG[lang].items():
        entry = {"msg": msg, **{k: v for k, v in SAMPLE.items() if k in fields(template)
                                or k + "_name" in fields(template)}}
        if msg == "check":
            entry["coalition"] = None
        assert set(fields(template)) <= set(worded(entry, lang)), msg
        text = log_text(GAME, entry, lang)
        assert not RAW.search(text.replace("Koh-i-noor", "")) and "?" not in text, text
        if lang != "en":
            _japanese_or_spanish(lang, text, log_text(GAME, entry))
