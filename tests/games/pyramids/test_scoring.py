"""Scoring (得点計算): pyramid groups and bonus, obelisk stages, tomb majorities, glyphs."""

from __future__ import annotations

from tablero.games.pyramids import geometry, scoring

from .helpers import pyramid

EXAMPLE = ["g g r", "r r g", "y y w", "w r g", "y:0-2 r:2-6",
           "g y y", "g b w", "y w w", "y r g", "b g y"]


def test_worked_pyramid_example(cards):
    """Rules text 得点計算 example: red 4, green 2, yellow 6+6, white 3, blue 1 -> 22."""
    ids = [cards(f"T{n}", spec) for n, spec in enumerate(EXAMPLE)]
    score = scoring.pyramid_score(pyramid(ids))
    assert score["groups"] == {"red": 4, "green": 2, "yellow": 6, "white": 3, "blue": 1}
    assert score["largest"] == 6 and score["bonus"] == 0
    assert score["points"] == 4 + 2 + 6 + 6 + 3 + 1 == 22


def test_worked_obelisk_example(cards):
    """Rules text オベリスク example: red and blue in 3 stages each score once: 6 points."""
    ids = [cards("T1", "r b g"), cards("T2", "b r w"), cards("T3", "r y b"), cards("T4", "g g w")]
    score = scoring.obelisk_score(ids)
    assert score["stages"] == 3 and score["points"] == 6
    assert score["color"] in ("red", "blue")


def test_obelisk_points_table(cards):
    """1/2/3/4/5+ stages score 1/3/6/10/15; an empty obelisk scores 0."""
    ids = [cards(f"T{n}", "w w w") for n in range(7)]
    got = [scoring.obelisk_score(ids[:n])["points"] for n in range(8)]
    assert got == [0, 1, 3, 6, 10, 15, 15, 15]
    assert scoring.obelisk_score([])["color"] is None


def test_obelisk_stage_counts_a_colour_once_per_card(cards):
    """A stage is a card: three white stones on one card are one white stage."""
    ids = [cards("T1", "w w w"), cards("T2", "w w g")]
    assert scoring.obelisk_score(ids)["stages"] == 2


def test_pyramid_bonus_when_every_colour_scores_3(cards):
    """+10 when each colour's largest group has 3 stones; the largest counts twice once."""
    ids = [cards("T1", "b b b"), cards("T2", "w w w"), cards("T3", "r r r"),
           cards("T4", "g g g"), cards("T5", "y y y")]
    score = scoring.pyramid_score(pyramid(ids))
    assert score["bonus"] == 10
    assert score["points"] == 5 * 3 + 3 + 10
    ids[4] = cards("T6", "y y g")
    assert scoring.pyramid_score(pyramid(ids))["bonus"] == 0


def test_absent_colour_scores_zero(cards):
    ids = [cards("T1", "r r r")]
    score = scoring.pyramid_score(pyramid(ids))
    assert score["groups"] == {"blue": 0, "white": 0, "red": 3, "green": 0, "yellow": 0}
    assert score["points"] == 6


def test_adjacency_in_a_row_across_cards(cards):
    """Stones touching end to end link, also across two neighbouring cards."""
    ids = [cards("T1", "r r b"), cards("T2", "b g g")]
    groups = geometry.largest_groups(pyramid(ids), ("blue", "green", "red"))
    assert groups == {"blue": 2, "green": 2, "red": 2}


def test_adjacency_between_levels(cards):
    """An upper card's stones touch the stones below that they overlap (half-card offset)."""
    ids = [cards("T1", "w w r"), cards("T2", "b w w"), None, None, cards("T3", "g r g")]
    pyr = [p for p in pyramid(ids) if p["card"]]
    # level 1 slot 0 spans x 3..9: its red stone (5..7) overlaps base red (4..6) only
    assert geometry.largest_groups(pyr, ("red", "white"))["red"] == 2
    assert geometry.largest_groups(pyr, ("red", "white"))["white"] == 2


def test_touching_rules():
    """rules_notes section 2: edges touch, corners do not, rows two apart never do."""
    assert geometry.touching(("r", 0, 0, 2), ("r", 0, 2, 4))
    assert not geometry.touching(("r", 0, 0, 2), ("r", 0, 3, 4))
    assert geometry.touching(("r", 0, 0, 4), ("r", 1, 3, 5))
    assert not geometry.touching(("r", 0, 0, 3), ("r", 1, 3, 5))
    assert not geometry.touching(("r", 0, 0, 6), ("r", 2, 0, 6))


def test_tomb_majorities_and_ties(cards):
    """墳墓: strictly most stones of a colour scores 5; a tie for most scores nothing."""
    a = [cards("T1", "r r r"), cards("T2", "y b b")]
    b = [cards("T3", "r r g"), cards("T4", "y w w")]
    c = [cards("T5", "b b w")]
    out = scoring.tomb_scores([a, b, c])
    assert out[0]["won"] == ["red"] and out[0]["points"] == 5
    assert out[1]["won"] == ["white", "green"] and out[1]["points"] == 10
    assert out[2]["won"] == [] and out[2]["points"] == 0  # blue 2 v 2: a tie, nobody
    assert out[0]["stones"]["blue"] == 2
    assert "yellow" not in out[0]["won"] + out[1]["won"]  # yellow 1 v 1


def test_tomb_zero_never_wins():
    out = scoring.tomb_scores([[], []])
    assert all(o["points"] == 0 for o in out)


def test_glyphs_score_only_on_their_own_monument(cards):
    """グリフ: 2 points per glyph lying in its own edifice."""
    pyr = pyramid([cards("T1", "r r r", "pyramid"), cards("T2", "r r r", "obelisk")])
    obe = [cards("T3", "w w w", "obelisk"), cards("T4", "w w w", "pyramid")]
    tomb = [cards("T5", "g g g", "tomb"), cards("T6", "g g g", "tomb")]
    got = scoring.glyph_score(pyr, obe, tomb)
    assert got == {"pyramid": 1, "obelisk": 1, "tomb": 2, "points": 8}
    assert scoring.glyph_score(pyr, obe, None)["points"] == 4


def _seat(pyr, obelisk=(), tomb=()):
    return {"pyramid": pyr, "obelisk": list(obelisk), "tomb": list(tomb), "hand": []}


def test_breakdown_sums_every_category(cards):
    ids = [cards(f"T{n}", spec) for n, spec in enumerate(EXAMPLE)]
    obe = [cards("O1", "r b g", "obelisk"), cards("O2", "b r w"), cards("O3", "r y b")]
    seats = [_seat(pyramid(ids), obe, [cards("M1", "y y y", "tomb")]), _seat(pyramid(ids[:1]))]
    res = scoring.final_result(seats)
    first = res["breakdown"][0]
    assert first["pyramid"]["points"] == 22
    assert first["obelisk"] == {"color": "blue", "stages": 3, "points": 6}
    assert first["tomb"]["won"] == ["yellow"] and first["tomb"]["points"] == 5
    assert first["glyphs"]["points"] == 4
    assert first["total"] == 22 + 6 + 5 + 4 == res["scores"][0]
    assert res["winners"] == [0]


def test_a_tie_shares_the_win(cards):
    """【ゲーム終了】: equal totals share the win; there is no tie-break."""
    pyr = pyramid([cards("T1", "r r r")])
    res = scoring.final_result([_seat(pyr), _seat(pyr), _seat([])])
    assert res["winners"] == [0, 1] and res["reason"] == "shared win"
