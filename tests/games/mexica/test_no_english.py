"""Issue 28, "everywhere in ja/es": no English word is left in what a Japanese or Spanish
player reads of Mexica and Pyramids: the prompt, the action labels, the log and the rule terms
of views along a random game, and the games' own screen strings (web/js/games/<game>/strings.js).
Proper names and the rulebooks' own abbreviations are the one allow-list below.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from tablero.core import rng
from tablero.core.session import Session
from tablero.games import GAMES

ROOT = Path(__file__).resolve().parents[3]
ALLOWED = {
    # proper names: gods (printed on the tiles), the game's own words, the publishers' terms
    "Mexica", "Pilli", "Calpulli", "calpulli", "Tenochtitlan", "Pyramids",
    "Horus", "Anubis", "Khepri", "Sekhmet", "Thoth",
    # abbreviations the Japanese rulebook prints (mexica.ja.txt: AP), points (pts in the box)
    "AP", "PA", "VP", "pts",
    # words English and Spanish share, as Spanish words
    "canal", "final", "no", "total", "la", "base", "neutral", "provisional",
}
ALLOWED_LOWER = {w.lower() for w in ALLOWED}
WORD = re.compile(r"[A-Za-z]{2,}")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
PLAYED = {"mexica": [2, 3], "pyramids": [2, 4]}


def english_vocabulary(game) -> set:
    """Every word of the game's English tables and of the core's English texts."""
    words = set()
    for table in (game.texts.log, game.texts.prompts, game.texts.labels):
        for text in table.get("en", {}).values():
            words.update(WORD.findall(text))
    for text in js_strings(game.id)["en"].values():
        words.update(WORD.findall(PLACEHOLDER.sub(" ", text)))
    return words


def js_strings(game_id: str) -> dict:
    """The STRINGS table of web/js/games/<game>/strings.js, read by node."""
    path = ROOT / "web" / "js" / "games" / game_id / "strings.js"
    script = (f"import({json.dumps(path.as_uri())}).then(m => "
              "process.stdout.write(JSON.stringify(m.STRINGS)))")
    out = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True,
                         text=True, check=True, timeout=60)
    return json.loads(out.stdout)


def view_texts(view: dict) -> list:
    texts = [view["prompt"], *view["labels"], *(e["text"] for e in view["log"])]
    texts += [str(v) for v in (view.get("terms") or {}).values()]
    return texts


def english_in(text: str, lang: str, vocabulary: set) -> list:
    words = [w for w in WORD.findall(PLACEHOLDER.sub(" ", text))
             if w.lower() not in ALLOWED_LOWER]
    if lang == "ja":
        return words
    return [w for w in words if w.lower() in vocabulary]


def random_texts(game_id: str, players: int, lang: str, seed: int = 5) -> list:
    """The texts of every seat's view every few steps of a random game."""
    session = Session(GAMES)
    match = session.match(session.new(game_id, players, seed))
    game, chooser, out = match.game, {"rng": rng.new_rng(seed), "checkpoint": 0}, []
    for step in range(2000):
        active = game.active(match.state)
        if not active:
            break
        if step % 7 == 0 or len(active) > 1:
            for seat in [*range(players), None]:
                out += view_texts(match.view(seat, lang))
        seat = active[0]
        legal = game.actions(match.state, seat)
        match.act(seat, legal[rng.randint(chooser, len(legal))])
    for seat in [*range(players), None]:
        out += view_texts(match.view(seat, lang))
    return out


@pytest.mark.parametrize("game_id", sorted(PLAYED))
@pytest.mark.parametrize("lang", ["ja", "es"])
def test_no_english_in_the_views_of_a_random_game(game_id, lang):
    vocabulary = {w.lower() for w in english_vocabulary(GAMES[game_id])} - ALLOWED_LOWER
    for players in PLAYED[game_id]:
        found = {}
        for text in random_texts(game_id, players, lang):
            for word in english_in(text, lang, vocabulary):
                found.setdefault(word, text)
        assert not found, f"{game_id} {lang}: English left: {found}"


@pytest.mark.parametrize("game_id", sorted(PLAYED))
@pytest.mark.parametrize("lang", ["ja", "es"])
def test_no_english_in_the_screen_strings(game_id, lang):
    strings = js_strings(game_id)
    vocabulary = {w.lower() for w in english_vocabulary(GAMES[game_id])} - ALLOWED_LOWER
    found = {key: text for key, text in strings[lang].items()
             if english_in(text, lang, vocabulary)}
    assert not found, f"{game_id} {lang}: English left: {found}"
