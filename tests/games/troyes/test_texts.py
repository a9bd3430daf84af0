"""Troyes in English, Japanese and Spanish (issue 7): log lines, labels, prompts, card texts and
the table's UI strings exist in every language with the same placeholders; seeded random games
meet no untranslated text; the view carries ids only, the help table words them (issue 35)."""

from __future__ import annotations

import pytest

from tablero.core.playout import random_playout
from tablero.core.texts import label_text, log_text, prompt_text, table_in, word
from tablero.games.troyes import GAME
from tablero.games.troyes.data import ACTIVITY_CARDS, CHARACTERS, EVENT_CARDS
from tablero.games.troyes.describe import (
    activity_text,
    character_text,
    event_text,
    provenance_text,
    words,
)
from tablero.games.troyes.texts import LABELS, LOG, PROMPTS, WORDS

from ...engine.test_no_english import leftovers
from ..text_checks import fields, js_fields, strings_js

OTHER = ("ja", "es")


def leftover_english(text: str) -> set[str]:
    """English words of a Japanese text beyond the one allow-list (engine/test_no_english)."""
    return leftovers(text, "ja")


@pytest.mark.parametrize("lang", OTHER)
def test_every_log_template_exists_with_the_same_placeholders(lang):
    english = LOG["en"]
    assert set(LOG[lang]) == set(english)
    for key, text in LOG[lang].items():
        assert fields(text) == fields(english[key]), (lang, key)
        assert text != english[key], (lang, key)


@pytest.mark.parametrize("lang", OTHER)
def test_every_prompt_and_label_exists_with_the_same_placeholders(lang):
    """Every prompt and label is translated (the core's test checks the placeholders of
    every game's tables) and none keeps English words in Japanese."""
    for table in (PROMPTS, LABELS):
        assert set(table[lang]) == set(table["en"])
        for key, text in table[lang].items():
            assert set(fields(text)) == set(fields(table["en"][key])), (lang, key)
            assert text != table["en"][key] or key == "other", (lang, key)
            if lang == "ja":
                assert not leftover_english(text), (key, text)


@pytest.mark.parametrize("lang", OTHER)
def test_every_word_exists_with_the_same_placeholders(lang):
    english = WORDS["en"]
    assert set(WORDS[lang]) == set(english)
    for key, text in WORDS[lang].items():
        assert fields(text) == fields(english[key]), (lang, key)
        if lang == "ja":
            assert not leftover_english(text), (key, text)


@pytest.mark.parametrize("lang", OTHER)
def test_every_ui_string_exists_with_the_same_placeholders(lang):
    tables = strings_js("troyes")
    english = tables["en"]
    assert set(tables[lang]) == set(english)
    for key, text in tables[lang].items():
        assert js_fields(text) == js_fields(english[key]), (lang, key)
        if lang == "ja":
            assert not leftover_english(text), (key, text)


def test_log_lines_show_spaces_buildings_colours_and_dice_in_words():
    place = {"msg": "citizen_placed", "seat": 1, "space": 422, "pushed": None}
    assert log_text(GAME, place) == "Player 2 places a citizen on City Hall space 2."
    assert log_text(GAME, place, "ja") == \
        "プレイヤー2が市庁舎の2番目のスペースに市民駒を置きました。"
    assert log_text(GAME, place, "es") == \
        "Jugador 2 coloca un ciudadano en el espacio 2 del Ayuntamiento."
    reroll = {"msg": "reroll", "seat": 0, "color": "yellow", "old": 2, "new": 5}
    assert log_text(GAME, reroll, "es") == "Jugador 1 vuelve a tirar un dado amarillo de 2: sale 5."
    black = {"msg": "black_rolled", "values": [3, 5]}
    assert log_text(GAME, black, "ja") == "黒ダイスを振りました:3、5。"
    assert log_text(GAME, {"msg": "salary", "due": 3}, "ja").startswith("?は10ドゥニエ")
    neutral = {"msg": "event_neutral", "card": 217, "building": "cityhall", "value": 4}
    assert log_text(GAME, neutral, "es") == \
        "Evento Viajeros: el dado saca 4; un ciudadano gris entra en el Ayuntamiento."
    assert log_text(GAME, {"msg": "flip_one", "seat": 0}) == "Player 1 flips 1 die."
    short = {"msg": "event_short", "seat": 0, "card": 216, "vp": 0}
    assert log_text(GAME, short) == "Player 1 cannot meet event Civil War in full and loses 0 VP."
    assert words({"space": "x", "color": "blue", "n": 1}, "ja") == \
        {"space": "x", "color": "blue", "n": 1}  # anything else stays as it is


class Seen:
    """What the playouts met: prompt states, action kinds and log messages."""

    def __init__(self):
        self.prompts, self.actions, self.logs = set(), set(), set()


def _check_step(state: dict, seen: Seen) -> None:
    """Every active seat's prompt and every legal action's label in ja and es."""
    for seat in GAME.active(state):
        english = prompt_text(GAME, state, seat)
        seen.prompts.add(state["stack"][-1]["state"])
        actions = GAME.actions(state, seat)
        labels_en = [label_text(GAME, state, a) for a in actions]
        for lang in OTHER:
            prompt = prompt_text(GAME, state, seat, lang)
            assert prompt and prompt != english, (lang, english)
            for action, label_en in zip(actions, labels_en, strict=True):
                label = label_text(GAME, state, action, lang)
                seen.actions.add(action["type"])
                assert label and label != label_en and "?" not in label, (lang, action)
                assert "{" not in label, label
            if lang == "ja":
                assert not leftover_english(prompt), prompt
                assert not any(leftover_english(label_text(GAME, state, a, "ja"))
                               for a in actions)


@pytest.fixture(scope="module")
def seen() -> Seen:
    """Three seeded random games (2, 3 and 4 players), every step checked in ja and es."""
    met = Seen()
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        final, _ = random_playout(GAME, seed, players,
                                  on_step=lambda before, *_: _check_step(before, met))
        for entry in final["log"]:
            met.logs.add(entry["msg"])
            english = log_text(GAME, entry)
            for lang in OTHER:
                text = log_text(GAME, entry, lang)
                assert text != english and "{" not in text, (lang, entry)
                assert "?" not in text, (lang, entry)
                if lang == "ja":
                    assert not leftover_english(text), text
    return met


def test_playouts_meet_no_untranslated_prompt_label_or_log_line(seen):
    assert {"placement", "turn", "group", "counter", "hire", "activate"} <= seen.prompts
    assert {"space", "card", "die", "confirm", "pass", "reroll"} <= seen.actions
    assert {"round", "salary", "black_rolled", "setup_place", "citizen_placed"} <= seen.logs


@pytest.mark.parametrize("lang", OTHER)
def test_prompts_without_numbers_exist_for_states_playouts_rarely_meet(lang):
    """Prompts without numbers: their text is the plain pattern."""
    table = table_in(PROMPTS, lang)
    for name in ("placement", "turn"):
        assert word(GAME, table, {"msg": name}, lang) == PROMPTS[lang][name]
    assert word(GAME, table, {"msg": "nowhere"}, lang) == "nowhere"


WORDED = ("name", "text", "provenance")
"""What the view carried of a card before issue 35; the help table holds it now."""


@pytest.mark.parametrize("lang", OTHER)
def test_the_view_carries_ids_and_the_help_table_words_them(lang):
    states = []
    random_playout(GAME, 8, 3, on_step=lambda before, *_: states.append(before))
    view = GAME.view(states[120], None)  # mid-game: cards revealed, events in the row
    english, other = GAME.texts.help["en"], GAME.texts.help[lang]
    assert "provisional_note" not in view and other["note"] != english["note"]
    cards = [a for a in view["activity"] if a["revealed"]] + view["events"]["row"]
    assert cards
    for card in cards + view["character_cards"]:
        assert not set(WORDED) & set(card), card
    for cid in (card["card"] for card in cards):
        assert other[f"name.{cid}"] and other[f"text.{cid}"] != english[f"text.{cid}"]
        assert other[f"provenance.{cid}"] != english[f"provenance.{cid}"]
    for character in view["character_cards"]:
        key = f"character.{character['id']}"
        assert other[key] != english[key]
        assert other[f"name.{character['id']}"] == english[f"name.{character['id']}"]


@pytest.mark.parametrize("lang", OTHER)
def test_every_card_and_event_text_is_translated(lang):
    for card in ACTIVITY_CARDS:
        text = activity_text(card, lang)
        assert text != activity_text(card) and "{" not in text
    for event in EVENT_CARDS:
        assert event_text(event, lang) != event_text(event)
    for card in CHARACTERS:
        assert character_text(card, lang) != character_text(card)
    for card in ACTIVITY_CARDS + EVENT_CARDS:
        note = provenance_text(card["provenance"], lang)
        assert note != card["provenance"], card["id"]
        assert lang != "ja" or not leftover_english(note), note
    if lang == "ja":
        for card in ACTIVITY_CARDS:
            assert not leftover_english(activity_text(card, lang)), card["id"]
