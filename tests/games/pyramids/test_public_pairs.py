"""【ラウンドの流れ】1 and 3a (rulebook_facts: the quarry pairs lie face up; issue 28): the pair a
player takes is public. Every view and the log name its cards, and the bots count them as seen
(determinize and resample_hidden never deal them away from the seat that took them).
Placements are named as players name them (ピラミッドの建設: 1段目 is the base)."""

from __future__ import annotations

from tablero.core.texts import label_text, log_text
from tablero.games.pyramids import GAME
from tablero.games.pyramids.determinize import determinize

from .helpers import act, pyramid

QUARRY = [["P002", "P003"], ["P004", "P005"], ["P006", "P007"]]


def taken(**extra) -> dict:
    """Round 2, 3 players; seat 1 (god 1) takes pair 2 = P004, P005 and builds next."""
    seats = [{"god": 3, "pyramid": ["P010"], "hand": ["P001"]},
             {"god": 1, "pyramid": ["P011"], "hand": ["P012"]},
             {"god": 2, "pyramid": ["P013"]}]
    g = GAME.position({"players": 3, "round": 2, "phase": "build", "seats": seats,
                       "quarry": QUARRY, **extra})
    return act(g, 1, {"type": "pair", "pair": 1})


def test_phase_3a_taken_pair_is_shown_to_every_seat():
    g = taken()
    for seat in (0, 2, None):
        pair = GAME.view(g, seat)["quarry"][1]
        assert pair["taken_by"] == 1 and pair["cards"] == []
        assert [c["id"] for c in pair["taken_cards"]] == ["P004", "P005"]


def test_phase_3a_log_names_the_taken_cards_in_every_language():
    entry = taken()["log"][-1]
    assert entry["msg"] == "pair" and entry["cards"] == ["P004", "P005"]
    en, ja, es = (log_text(GAME, entry, lang) for lang in ("en", "ja", "es"))
    assert en.startswith("Player 2 takes pair 2: ") and "(P004)" in en and "(P005)" in en
    assert ja.startswith("プレイヤー2がペア2を取りました:") and "(P004)" in ja and "P005" in ja
    assert es.startswith("Jugador 2 toma la pareja 2: ") and "(P004)" in es and "(P005)" in es


def test_phase_3a_bots_keep_the_taken_pair_with_its_taker():
    g = taken()
    view = GAME.view(g, 0)
    for seed in range(12):
        guess = determinize(view, seed)
        assert {"P004", "P005"} <= set(guess["seats"][1]["hand"])
        assert "P004" not in guess["deck"] and "P005" not in guess["deck"]
        other = GAME.resample_hidden(g, 0, seed)
        assert {"P004", "P005"} <= set(other["seats"][1]["hand"])
        GAME.check_invariants(other)


def test_phase_3b_a_built_pair_card_leaves_the_other_in_hand():
    g = act(taken(), 1, {"type": "card", "card": "P004"},
            {"type": "pyramid", "level": 0, "slot": 1})
    view = GAME.view(g, 2)
    for seed in range(6):
        hand = determinize(view, seed)["seats"][1]["hand"]
        assert "P005" in hand and "P004" not in hand


def label(g: dict, action: dict, lang: str = "en") -> str:
    return label_text(GAME, g, {"type": "pyramid", **action}, lang)


def test_pyramid_building_places_are_named_by_level_and_position():
    """ピラミッドの建設: levels from 1 at the base (1段目), cards from the left."""
    seats = [{"god": n + 1, "pyramid": pyramid([f"P0{n + 1}{k}" for k in range(3)])}
             for n in range(3)]
    g = GAME.position({"players": 3, "round": 4, "phase": "build", "seats": seats})
    assert label(g, {"level": 0, "slot": -1}) == "Pyramid: base, position 1 (left end)"
    assert label(g, {"level": 0, "slot": 3}) == "Pyramid: base, position 4 (right end)"
    assert label(g, {"level": 1, "slot": 1}) == "Pyramid: level 2, over cards 2–3"
    assert label(g, {"level": 1, "slot": 1}, "ja") == "ピラミッド:2段目、2番目と3番目のカードの上"
    assert label(g, {"level": 1, "slot": 1}, "es") == "Pirámide: nivel 2, sobre las cartas 2–3"
    assert label(g, {"level": 0, "slot": -1}, "es") == (
        "Pirámide: base, posición 1 (extremo izquierdo)")
    assert "slot" not in label(g, {"level": 0, "slot": -1})


def test_pyramid_building_first_card_and_log():
    g = taken()
    first = GAME.position({"players": 3, "phase": "build",
                           "seats": [{"god": 1}, {"god": 2}, {"god": 3}]})
    assert label(first, {"level": 0, "slot": 0}) == "Pyramid: base, first card"
    g = act(g, 1, {"type": "card", "card": "P004"}, {"type": "pyramid", "level": 0, "slot": 1})
    entry = [e for e in g["log"] if e["msg"] == "pyramid"][-1]
    assert log_text(GAME, entry) == (
        "Player 2 builds blue, blue, yellow (P004) in the pyramid: base, position 2"
        " (right end).")
    assert log_text(GAME, entry, "ja") == (
        "プレイヤー2が青・青・黄(P004)をピラミッドの1段目の右端(2番目)に置きました。")
