"""Texts in the view by language: "lang" in requests, per-language text tables, fallbacks."""

from __future__ import annotations

import json
from dataclasses import replace
from types import SimpleNamespace

import pytest

from tablero import bridge
from tablero.core.game import Texts
from tablero.core.texts import label_text, log_text, prompt_text, table_in
from tablero.games.pyramids import GAME as P
from tests.fixtures.games.toy import GAME as toy


def call(**request):
    return json.loads(bridge.handle(json.dumps(request)))


@pytest.fixture
def toy_only():
    """The toy race with its English texts only (a game not translated yet)."""
    english = Texts(**{name: {"en": getattr(toy.texts, name)["en"]}
                       for name in ("log", "prompts", "labels", "help")}, words=toy.texts.words)
    bridge.reset({"toy": replace(toy, texts=english)})
    yield
    bridge.reset()


@pytest.fixture
def pyramids_only():
    bridge.reset({"pyramids": P})
    yield
    bridge.reset()


def test_a_game_with_english_texts_only_still_works_in_every_language(toy_only):
    """A game whose texts exist only in English shows them in English, seat names localized."""
    match = call(cmd="new", game="toy", players=2, seed=3, seat=0, lang="ja")["match"]
    view = call(cmd="act", match=match, seat=0, action={"type": "add", "add": 1}, lang="ja")
    assert view["ok"], view
    entry = view["view"]["log"][-1]
    assert entry["text"] == "プレイヤー1 adds 1."  # the seat name is the core's, in Japanese
    assert view["view"]["labels"] == ["End the turn"]
    other = call(cmd="view", match=match, seat=1, lang="es")["view"]
    assert other["prompt"] == "Esperando a Jugador 1." and other["lang"] == "es"


def test_english_is_the_default_and_unknown_languages_are_refused(toy_only):
    new = call(cmd="new", game="toy", players=2, seed=3, seat=1)
    assert new["view"]["prompt"] == "Waiting for Player 1." and new["view"]["lang"] == "en"
    bad = call(cmd="view", match=new["match"], seat=1, lang="fr")
    assert bad == {"ok": False, "error": {"code": "bad_request",
                                          "message": "request.lang: must be one of en, ja, es,"
                                                     " got 'fr'"}}
    assert call(cmd="view", match=new["match"], seat=1, lang=7)["error"]["code"] == "bad_request"
    before = call(cmd="export", match=new["match"])["record"]
    refused = call(cmd="act", match=new["match"], seat=0, action={"type": "draw"}, lang="xx")
    assert not refused["ok"]
    assert call(cmd="export", match=new["match"])["record"] == before  # nothing changed
    assert not call(cmd="new", game="toy", players=2, lang="de")["ok"]


def test_templates_fall_back_to_english_key_by_key():
    log = {"en": {"a": "A {seat}", "b": "B"}, "ja": {"a": "あ {seat}"}}
    game = SimpleNamespace(texts=Texts(log=log, prompts={}, labels={}))

    assert table_in(log, "ja") == {"a": "あ {seat}", "b": "B"}
    assert table_in(log, "es") == {"a": "A {seat}", "b": "B"}
    assert log_text(game, {"msg": "a", "seat": 1}, "ja") == "あ プレイヤー2"
    assert log_text(game, {"msg": "b"}, "ja") == "B"


@pytest.mark.parametrize("lang", ["en", "ja", "es"])
def test_pyramids_is_translated_completely(pyramids_only, lang):
    """Every log line, label and prompt of a whole game exists in each language."""
    from tablero.core.playout import random_playout

    state, actions = random_playout(P, 5, 3)
    for entry in state["log"]:
        assert "?" not in log_text(P, entry, lang)
    g = P.setup(5, 3, {})
    for seat, action in actions[:80]:
        label = label_text(P, g, action, lang)
        prompt = prompt_text(P, g, seat, lang)
        assert "?" not in label
        assert prompt
        if lang != "en":
            assert prompt != prompt_text(P, g, seat)
            assert label != label_text(P, g, action) or action["type"] not in ("pair", "done")
        g = P.apply(g, seat, action)


def test_pyramids_view_through_the_bridge_in_japanese(pyramids_only):
    new = call(cmd="new", game="pyramids", players=3, seed=7, seat=0, lang="ja")
    view = new["view"]
    assert view["lang"] == "ja"
    assert view["log"][0]["text"].startswith("第1ラウンド:")
    waiting = call(cmd="view", match=new["match"], seat=2, lang="ja")["view"]
    assert waiting["prompt"].endswith("の手番を待っています。")
    seat = view["active"][0]
    mine = call(cmd="view", match=new["match"], seat=seat, lang="es")["view"]
    assert mine["prompt"] == "Elige una loseta de dios."
    assert all(label.startswith("Elegir a ") for label in mine["labels"])
    # names stay as printed: the god names are the same in every language
    english = call(cmd="view", match=new["match"], seat=seat)["view"]["labels"]
    assert [label.split("(")[0].split()[-1] for label in mine["labels"]] == \
        [label.split("(")[0].split()[-1] for label in english]
