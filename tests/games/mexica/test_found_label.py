"""区画の設立 (founding bonus: founder blue, every other Pilli inside white) and the box's
colours (ゲームの準備: black, grey, tan, red; 2人プレイルール: the neutral is a third colour):
what the found label and the view say (issue 28)."""

from __future__ import annotations

from tablero.core.texts import label_text
from tablero.games.mexica import GAME

from .helpers import DISTRICT3_CANALS, pos


def found_label(g: dict, lang: str = "en") -> str:
    return label_text(GAME, g, {"type": "found"}, lang)


def test_found_label_names_size_and_who_scores_what():
    """Size-3 token (blue 2, white 1): seat 0 founds, seat 1 stands inside too."""
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 6], [1, 7], [7, 9]], display=[3, 5, 8])
    assert {"type": "found"} in GAME.actions(g, 0)
    assert found_label(g) == "Found this district of 3 spaces (0 AP): Player 1 +2, Player 2 +1"
    assert found_label(g, "ja") == "この3スペースの区画を設立(0AP):プレイヤー1 +2、プレイヤー2 +1"
    assert found_label(g, "es") == (
        "Fundar este distrito de 3 casillas (0 PA): Jugador 1 +2, Jugador 2 +1")


def test_found_label_alone_in_the_district():
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 6], [3, 3], [7, 9]], display=[3, 5, 8])
    assert found_label(g) == "Found this district of 3 spaces (0 AP): Player 1 +2"


def test_setup_colours_are_the_boxs_and_the_neutral_is_a_third_one():
    assert GAME.view(pos(players=4), 0)["colours"] == ["black", "grey", "tan", "red"]
    assert GAME.view(pos(players=4), 0)["neutral_colour"] is None
    two = GAME.view(pos(players=2), 0)
    assert two["colours"] == ["black", "grey"] and two["neutral_colour"] == "tan"
