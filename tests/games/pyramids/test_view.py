"""Views: the front-end contract, and what stays hidden (hands, tombs, deck order)."""

from __future__ import annotations

import ast
import json
import pathlib

from tablero.core.playout import random_playout
from tablero.core.session import Session
from tablero.core.texts import label_text, log_text, prompt_text
from tablero.games.pyramids import GAME, texts
from tablero.games.pyramids.texts import LOG

from .helpers import act

VIEW_KEYS = {"game", "version", "seat", "players", "round", "rounds", "phase", "first_player",
             "provisional", "deck_count", "box_count", "quarry", "gods", "turn_order",
             "necropolis", "hand", "selected", "discarded", "flow", "strip", "level_shift"}
NECRO_KEYS = {"seat", "god", "hand_count", "pyramid", "obelisk", "tomb_count", "tomb",
              "built_this_turn", "score_now"}


def mid_game() -> dict:
    seats = [{"god": 3, "pyramid": ["P001", "P002"], "obelisk": ["P003"], "tomb": ["P004"],
              "hand": ["P005", "P006"], "built": ["pyramid"]},
             {"god": 4, "pyramid": ["P007"], "tomb": ["P008"], "hand": ["P009"]},
             {"god": 1, "pyramid": ["P010", "P011"], "hand": []}]
    quarry = [{"taken_by": 2}, {"taken_by": 0}, ["P012", "P013"]]
    return GAME.position({"players": 3, "round": 2, "phase": "build", "turn": 1,
                       "seats": seats, "quarry": quarry})


def test_view_has_exactly_the_contract_keys():
    view = GAME.view(mid_game(), 0)
    assert set(view) == VIEW_KEYS
    assert all(set(n) == NECRO_KEYS for n in view["necropolis"])
    assert view["game"] == "pyramids" and view["provisional"] == ["deck"]
    assert view["rounds"] == 10 and view["turn_order"] == [2, 0, 1]
    card = view["necropolis"][0]["pyramid"][0]
    assert set(card) == {"level", "slot", "card"}
    assert set(card["card"]) == {"id", "stones", "glyph"}
    assert set(card["card"]["stones"][0]) == {"color", "from", "to"}
    assert view["gods"][0] == {"tile": 1, "name": "Horus", "allows": ["pyramid"],
                               "choice": "all", "holder": 2, "set_aside": False}
    assert json.loads(json.dumps(view)) == view


def test_own_hand_and_tomb_only():
    g = mid_game()
    mine = GAME.view(g, 0)
    assert [c["id"] for c in mine["hand"]] == ["P005", "P006"]
    assert [c["id"] for c in mine["necropolis"][0]["tomb"]] == ["P004"]
    assert mine["necropolis"][1]["tomb"] is None and mine["necropolis"][1]["tomb_count"] == 1
    assert mine["necropolis"][1]["hand_count"] == 1
    text = json.dumps(mine)
    for hidden in ["P008", "P009"] + g["deck"]:
        assert f'"{hidden}"' not in text


def test_spectator_sees_no_secrets():
    g = mid_game()
    view = GAME.view(g, None)
    assert view["hand"] is None and view["selected"] is None
    text = json.dumps(view)
    for hidden in ["P004", "P005", "P006", "P008", "P009"]:
        assert f'"{hidden}"' not in text


def test_taken_pairs_keep_only_their_taker_when_the_cards_are_unknown():
    """A position's taken pair names no cards (the spec gives none); open pairs show theirs."""
    view = GAME.view(mid_game(), 1)
    assert view["quarry"][0] == {"pair": 0, "cards": [], "taken_by": 2, "taken_cards": []}
    assert [c["id"] for c in view["quarry"][2]["cards"]] == ["P012", "P013"]


def test_score_now_leaves_the_tomb_out():
    view = GAME.view(mid_game(), 0)
    score = view["necropolis"][0]["score_now"]
    assert score["total"] == score["pyramid"] + score["obelisk"] + score["glyphs"]
    assert score["obelisk"] == 1


def test_session_view_labels_and_private_log():
    session = Session({"pyramids": GAME})
    match = session.matches[session.position("pyramids", {
        "players": 2, "phase": "build", "set_aside": 1,
        "seats": [{"god": 2, "hand": ["P001"]}, {"god": 3}],
        "quarry": [["P002", "P003"], ["P004", "P005"]]})]
    match.act(0, {"type": "pair", "pair": 0})
    match.act(0, {"type": "card", "card": "P002"})
    match.act(0, {"type": "tomb"})
    mine, theirs = match.view(0), match.view(1)
    assert "Player 1 puts a card face down in the tomb." in [e["text"] for e in theirs["log"]]
    named = [e["text"] for e in theirs["log"] if "P002" in json.dumps(e)]
    took = "Player 1 takes pair 1: blue, blue, red (P002)"
    assert named and all(t.startswith(took) for t in named)
    assert any("P002" in e["text"] for e in mine["log"])
    assert mine["labels"][0].startswith("Pick blue, blue, white + pyramid glyph (P001)")
    assert theirs["actions"] == [] and theirs["prompt"].startswith("Waiting for Player 1")


def test_resample_hidden_keeps_the_view():
    g = mid_game()
    g = act(g, 1, {"type": "pair", "pair": 2}, {"type": "card", "card": "P012"})
    for seat in [0, 1, 2, None]:
        other = GAME.resample_hidden(g, seat, 99)
        assert GAME.view(other, seat) == GAME.view(g, seat)
        GAME.check_invariants(other)
    assert GAME.resample_hidden(g, 0, 99)["deck"] != g["deck"]


def test_every_log_entry_and_label_has_english_text():
    state, actions = random_playout(GAME, 21, 4)
    assert {e["msg"] for e in state["log"]} <= set(LOG["en"])
    assert all("?" not in log_text(GAME, e) for e in state["log"])
    g = GAME.setup(21, 4, {})
    for seat, action in actions[:60]:
        assert "?" not in label_text(GAME, g, action) and prompt_text(GAME, g, seat)
        g = GAME.apply(g, seat, action)


def test_engine_uses_no_outside_randomness():
    """All randomness comes from tablero.core.rng (no random, time or secrets)."""
    package = pathlib.Path(texts.__file__).parent
    for path in package.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            for name in names:
                root = name.split(".")[0]
                assert root not in {"random", "time", "secrets"}, f"{path.name} imports {name}"
                assert root in {"__future__", "tablero", "collections"}, f"{path.name}: {name}"
