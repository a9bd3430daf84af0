"""Pyramids texts: every table complete in every language, with the same placeholders."""

from __future__ import annotations

import pytest

from tablero.core.playout import random_playout
from tablero.core.texts import LANGS, labels, prompt_text
from tablero.games.pyramids import GAME, texts

from ..text_checks import fields, js_fields, strings_js

TABLES = {"log": texts.LOG, "prompts": texts.PROMPTS, "labels": texts.LABELS,
          "words": texts.WORDS, "help": texts.HELP}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_table_has_every_key_with_the_same_placeholders(name, lang):
    table = TABLES[name]
    assert set(table[lang]) == set(table["en"])
    for key, text in table["en"].items():
        assert fields(table[lang][key]) == fields(text), f"{name}.{key} in {lang}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_ui_string_exists_with_the_same_placeholders(lang):
    strings = strings_js("pyramids")
    assert set(strings[lang]) == set(strings["en"])
    for key, text in strings["en"].items():
        assert js_fields(strings[lang][key]) == js_fields(text), f"{key} in {lang}"


@pytest.mark.parametrize("lang", ["ja", "es"])
def test_prompts_and_labels_leave_no_key_or_english_word(lang):
    state = GAME.setup(5, 3, {})
    _, actions = random_playout(GAME, 5, 3)
    english = {*texts.PROMPTS["en"].values(), *texts.LABELS["en"].values()}
    for seat, action in actions[:80]:
        prompt = prompt_text(GAME, state, seat, lang)
        assert prompt not in texts.PROMPTS["en"] and prompt not in english
        for text in labels(GAME, state, GAME.actions(state, seat), lang):
            assert "?" not in text and text not in texts.LABELS["en"]
        state = GAME.apply(state, seat, action)


def test_the_rules_words_come_in_the_help_table_not_in_the_view():
    """Issue 35: the words beside the god tiles and the hand are the help table's."""
    view = GAME.view(GAME.setup(5, 4, {}), 0)
    assert "terms" not in view
    assert GAME.texts.help["en"]["hand.keep"] == "Keep one card"
    assert GAME.texts.help["ja"] == texts.HELP["ja"]
    assert view["level_shift"] * 2 == view["strip"]
