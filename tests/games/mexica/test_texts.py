"""Mexica in English, Japanese and Spanish (issue 7): log lines, action labels, prompts and the
table's UI strings exist in every language with the same placeholders; seeded random games
meet no untranslated text; the view holds no text (the rules' words are the help table's)."""

from __future__ import annotations

import re

import pytest

from tablero.core.playout import random_playout
from tablero.core.texts import label_text, log_text, prompt_text
from tablero.games.mexica import GAME
from tablero.games.mexica.texts import LABELS, LOG, PROMPTS

from ..text_checks import fields, js_fields, strings_js

OTHER = ("ja", "es")


@pytest.mark.parametrize("table", [LOG, PROMPTS, LABELS], ids=["log", "prompts", "labels"])
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
    assert log_text(GAME, entry) == "Player 1 teleports their Pilli to r3c3 (5 AP)."
    assert "テレポート" in log_text(GAME, entry, "ja")
    walk = {**entry, "msg": "move", "cost": 2}
    assert log_text(GAME, walk, "es") == \
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
        english_prompt = prompt_text(GAME, state, seat)
        # the English prompts of PROMPTS, the reference of the translations, are the rules' own
        reference = PROMPTS["en"][stage]
        level = state["stack"][-1].get("level")
        assert english_prompt == reference.format(ap=state["ap"], level=level)
        english_label = label_text(GAME, state, action)
        for lang in OTHER:
            prompt = prompt_text(GAME, state, seat, lang)
            label = label_text(GAME, state, action, lang)
            assert prompt and prompt != english_prompt, (lang, stage)
            assert label and label != english_label, (lang, label)
            if lang == "ja":
                assert not _english_words(prompt + label), (prompt, label)
        self.prompts.add(stage)
        self.labels.add((stage, action["type"]))


@pytest.mark.parametrize("seed,players", [(1, 2), (2, 3), (3, 4)])
def test_random_games_meet_no_untranslated_text(seed, players):
    seen = Seen()
    final, _ = random_playout(GAME, seed, players, on_step=seen)
    assert {"place_pilli", "turn", "canal", "canal_end", "temple", "temple_cell", "move"} <= \
        seen.prompts
    msgs = {entry["msg"] for entry in final["log"]}
    assert msgs <= set(LOG["en"])
    for lang in OTHER:
        for entry in final["log"]:
            text = log_text(GAME, entry, lang)
            assert "?" not in text and text != log_text(GAME, entry), (lang, entry)
            if lang == "ja":
                assert not _english_words(text), text


def _strings(value) -> list[str]:
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return [value] if isinstance(value, str) else []


def test_view_holds_ids_and_codes_only():
    """No sentence in a view: its strings are keys, cell names and the grid's codes."""
    final, actions = random_playout(GAME, 5, 3)
    g = GAME.setup(5, 3, {})
    for seat, action in actions[:120]:
        for text in _strings(GAME.view(g, seat)):
            assert re.fullmatch(r"[\w.~=]*", text), text
        g = GAME.apply(g, seat, action)
    assert final["stack"] == []


def test_unknown_language_and_odd_actions_fall_back_without_crashing():
    g = GAME.setup(4, 3, {})
    seat = GAME.active(g)[0]
    assert prompt_text(GAME, g, seat, "fr") == prompt_text(GAME, g, seat)
    assert label_text(GAME, g, {"type": "cell", "cell": 152}, "fr") == "Place Pilli: r6c14"
    assert label_text(GAME, g, {"type": "nonsense"}, "ja") == "nonsense"
    assert label_text(GAME, g, {"type": "cell"}, "es") == "Colocar el Pilli en ?"
    assert prompt_text(GAME, g, (seat + 1) % 3, "ja") is None
