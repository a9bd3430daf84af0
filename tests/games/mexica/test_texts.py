"""Mexica in English, Japanese and Spanish (issue 7): log lines, action labels, prompts and the
table's UI strings exist in every language with the same placeholders; seeded random games
meet no untranslated text; the view holds no text, so it is the same in every language."""

from __future__ import annotations

import re

import pytest

from tablero.core.playout import random_playout
from tablero.core.session import format_log
from tablero.games import mexica
from tablero.games.mexica.texts import LOG_TEMPLATES, TEXTS

from ..text_checks import fields, js_fields, strings_js

OTHER = ("ja", "es")


@pytest.mark.parametrize("table", [LOG_TEMPLATES, TEXTS], ids=["log", "labels"])
@pytest.mark.parametrize("lang", OTHER)
def test_every_engine_text_exists_with_the_same_placeholders(table, lang):
    english = table["en"]
    assert set(table[lang]) == set(english)
    for key, text in table[lang].items():
        assert fields(text) == fields(english[key]), (lang, key)
        assert text != english[key], (lang, key)


@pytest.mark.parametrize("lang", OTHER)
def test_every_ui_string_exists_with_the_same_placeholders(lang):
    tables = strings_js("mexica")
    english = tables["en"]
    assert set(tables[lang]) == set(english)
    for key, text in tables[lang].items():
        assert js_fields(text) == js_fields(english[key]), (lang, key)


def test_walks_and_teleports_are_told_apart_in_each_language():
    entry = {"msg": "teleport", "seat": 0, "where": "r3c3", "cost": 5}
    assert format_log(mexica, entry) == "Player 1 teleports their Pilli to r3c3 (5 AP)."
    assert "テレポート" in format_log(mexica, entry, "ja")
    walk = {**entry, "msg": "move", "cost": 2}
    assert format_log(mexica, walk, "es") == \
        "Jugador 1 mueve su Pilli a r3c3 (2 PA, a pie o en barca)."


def _english_words(text: str) -> set[str]:
    """Latin words of a translated text, less the names and coordinates that stay as printed."""
    words = set(re.findall(r"[A-Za-z]{3,}", text))
    return words - {"Pilli", "Jugador", "Canal", "Templo"}


class Seen:
    """What a playout met: each prompt state and action kind, with its texts in every language."""

    def __init__(self):
        self.prompts: set = set()
        self.labels: set = set()

    def __call__(self, state, seat, action, _new_state):
        stage = state["stack"][-1]["state"]
        english_prompt = mexica.prompt_text(state, seat)
        # the English prompts of TEXTS, the reference of the translations, are the rules' own
        reference = TEXTS["en"][f"prompt.{stage}"]
        level = state["stack"][-1].get("level")
        assert english_prompt == reference.format(ap=state["ap"], level=level)
        english_label = mexica.describe(state, action)
        for lang in OTHER:
            prompt = mexica.prompt_text(state, seat, lang)
            label = mexica.describe(state, action, lang)
            assert prompt and prompt != english_prompt, (lang, stage)
            assert label and label != english_label, (lang, label)
            if lang == "ja":
                assert not _english_words(prompt + label), (prompt, label)
        self.prompts.add(stage)
        self.labels.add((stage, action["type"]))


@pytest.mark.parametrize("seed,players", [(1, 2), (2, 3), (3, 4)])
def test_random_games_meet_no_untranslated_text(seed, players):
    seen = Seen()
    final, _ = random_playout(mexica, seed, players, on_step=seen)
    assert {"place_pilli", "turn", "canal", "canal_end", "temple", "temple_cell", "move"} <= \
        seen.prompts
    msgs = {entry["msg"] for entry in final["log"]}
    assert msgs <= set(LOG_TEMPLATES["en"])
    for lang in OTHER:
        for entry in final["log"]:
            text = format_log(mexica, entry, lang)
            assert "?" not in text and text != format_log(mexica, entry), (lang, entry)
            if lang == "ja":
                assert not _english_words(text), text


def test_view_is_the_same_in_every_language_and_labels_follow_it():
    final, actions = random_playout(mexica, 5, 3)
    g = mexica.new_game(5, 3, {})
    for seat, action in actions[:120]:
        views = [mexica.view(g, seat, lang) for lang in ("en", "ja", "es")]
        assert views[0] == views[1] == views[2] == mexica.view(g, seat)
        g = mexica.apply(g, seat, action)
    assert final["stack"] == []


def test_unknown_language_and_odd_actions_fall_back_without_crashing():
    g = mexica.new_game(4, 3, {})
    seat = mexica.active_players(g)[0]
    assert mexica.prompt_text(g, seat, "fr") == mexica.prompt_text(g, seat)
    assert mexica.describe(g, {"type": "cell", "cell": 152}, "fr") == "Place Pilli: r6c14"
    assert mexica.describe(g, {"type": "nonsense"}, "ja") == "nonsense"
    assert mexica.describe(g, {"type": "cell"}, "es") == "Colocar el Pilli en ?"
    assert mexica.prompt_text(g, (seat + 1) % 3, "ja") is None
