"""Period scoring (ラウンド終了時の名声点の獲得) and the end of the game (ゲームの終了)."""

from __future__ import annotations

from tablero.games.mexica import GAME
from tablero.games.mexica.scoring import NEUTRAL, rank_points, region_points

from .helpers import act, pos, rc

# Closed regions: D3 = (1,6)-(1,8) (3 cells) and D5 below (5 cells).
D3 = [[[1, 9], [1, 10]], [[2, 6], [2, 7]], [[2, 8]]]
# A 5-cell region in the south: (14,3)-(14,6) and (13,6).
D5 = [[[13, 3], [13, 4]], [[13, 5]], [[12, 6]], [[13, 7]]]


def end_period(spec: dict) -> dict:
    """The last seat of the last round ends its turn: the period is scored."""
    players = spec.setdefault("players", 3)
    spec.setdefault("first", 0)
    spec.update(turn=(spec["first"] - 1) % players, last_round=True)
    g = pos(**spec)
    return act(g, spec["turn"], {"type": "end_turn"})


def test_nobility_adds_levels_not_pieces():
    """Worked example: two L3 and one L2 in a district give nobility 3+3+2 = 8."""
    temples = [[[[14, 3], 3], [[14, 4], 3], [[14, 5], 2]], [[[14, 6], 4]], []]
    g = end_period(dict(canals=D5, temples=temples, pilli=[[3, 3], [3, 4], [3, 5]],
                        districts=[{"at": [13, 6], "size": 5, "founder": 2}]))
    ranks = g["scorings"][0]["areas"][0]["ranks"]
    assert ranks == [{"seat": 0, "rank": 1, "points": 5}, {"seat": 1, "rank": 2, "points": 3}]
    # One L4 beats three L1: levels count, not pieces.
    temples = [[[[14, 3], 4]], [[[14, 4], 1], [[14, 5], 1], [[14, 6], 1]], []]
    g = end_period(dict(canals=D5, temples=temples, pilli=[[3, 3], [3, 4], [3, 5]],
                        districts=[{"at": [13, 6], "size": 5, "founder": 2}]))
    assert g["score"] == [5, 3, 0]


def test_ranks_yellow_blue_white_fourth_nothing():
    """1st yellow, 2nd blue, 3rd white, 4th nothing."""
    assert rank_points({0: 8, 1: 6, 2: 3, 3: 1}, (5, 3, 2)) == {
        0: (1, 5), 1: (2, 3), 2: (3, 2), 3: (4, 0)}


def test_two_tied_firsts_no_second_third_still_scores():
    """Worked rule: two at 1st both take yellow, nobody is 2nd, the next is 3rd."""
    assert rank_points({0: 4, 1: 4, 2: 2}, (5, 3, 2)) == {0: (1, 5), 1: (1, 5), 2: (3, 2)}


def test_three_tied_firsts_no_second_or_third():
    assert rank_points({0: 4, 1: 4, 2: 4, 3: 2}, (5, 3, 2)) == {
        0: (1, 5), 1: (1, 5), 2: (1, 5), 3: (4, 0)}


def test_tied_seconds_no_third():
    assert rank_points({0: 6, 1: 3, 2: 3, 3: 1}, (5, 3, 2)) == {
        0: (1, 5), 1: (2, 3), 2: (2, 3), 3: (4, 0)}


def test_unfounded_region_points():
    """Final scoring of unfounded districts: size, half rounded up, half of that rounded up."""
    assert region_points(7) == (7, 4, 2)
    assert region_points(5) == (5, 3, 2)
    assert region_points(1) == (1, 1, 1)
    assert region_points(13) == (13, 7, 4)


def test_period_one_scores_founded_districts_and_palace_only():
    """Period 1: founded districts by rank, unfounded ones ignored, palace bonus 5."""
    temples = [[[[1, 6], 3], [[1, 7], 3], [[14, 3], 4]], [[[14, 4], 2]], []]
    g = end_period(dict(canals=D3 + D5, temples=temples,
                        pilli=[[7, 7], [3, 6], [7, 8]],
                        districts=[{"at": [1, 8], "size": 3, "founder": 1}]))
    # D3: seat 0 alone -> 3 (yellow of size 3). D5 is unfounded: ignored.
    # Palace: seat 0 on a start space +5; seat 2 on the centre gets nothing.
    assert g["score"] == [8, 0, 0]
    assert g["period"] == 2 and g["scorings"][0]["palace"] == [0]


def test_final_scoring_adds_unfounded_regions():
    """Period 2: founded districts again on current temples, plus unfounded regions."""
    temples = [[[[1, 6], 3], [[14, 3], 1]], [[[14, 4], 2], [[1, 7], 1]], [[[14, 5], 1]]]
    g = end_period(dict(canals=D3 + D5, temples=temples, period=2,
                        pilli=[[3, 3], [3, 5], [3, 7]],
                        districts=[{"at": [1, 8], "size": 3, "founder": 1}]))
    # D3 founded: seat 0 first (3), seat 1 second (2). D5 unfounded (size 5): seat 1 first 5,
    # seats 0 and 2 tied second 3 each. The big rest of the island has no temples.
    assert g["score"] == [6, 7, 3]
    assert GAME.result(g)["winners"] == [1]


def test_period_two_start_gives_reserve_and_new_temples():
    """第2ピリオド: the 7 reserve tokens go on the display in size order; everyone gets the
    other 9 temples; the start player stays the same."""
    full = [[[2, c], lv] for c, lv in zip(range(2, 11), (1, 1, 1, 2, 2, 2, 3, 3, 4), strict=True)]
    g = end_period(dict(first=1, temples=[full, [], [[[14, 3], 1]]], display=[],
                        pilli=[[3, 3], [7, 7], [7, 9]]))
    assert g["period"] == 2 and GAME.active(g) == [1]
    assert g["tokens"].count("display") == 15 and g["tokens"].count("reserve") == 0
    view = GAME.view(g, 0)
    assert [len(x) for x in view["temples_left"]] == [9, 18, 17]


def test_last_round_starts_when_tokens_used_and_a_player_is_out_of_temples():
    """Both conditions: display empty and someone placed all 9; the round is then finished."""
    full8 = [[[2, c], lv] for c, lv in zip(range(2, 10), (1, 1, 1, 2, 2, 2, 3, 3), strict=True)]
    g = pos(temples=[full8, [], []], display=[], turn=1, pilli=[[2, 10], [7, 7], [7, 9]])
    g = act(act(g, 1, {"type": "end_turn"}), 2, {"type": "end_turn"})
    assert not g["last_round"]
    g = act(g, 0, {"type": "temple"}, {"type": "level", "level": 4},
            {"type": "cell", "cell": rc(2, 11)})
    assert g["last_round"]
    g = act(g, 0, {"type": "end_turn"})
    g = act(g, 1, {"type": "end_turn"})
    assert g["period"] == 1
    g = act(g, 2, {"type": "end_turn"})
    assert g["period"] == 2 and g["scorings"][0]["period"] == 1


def test_two_player_variant_neutral_ranks_with_its_levels():
    """2人プレイルール, 選択ルール (N5, N6): a stronger neutral (three of its four-level
    temples, as in the 30-level set) ranks at its levels: its 12 beats a player's 8 in an
    unfounded 5-region at the final scoring (the player takes 2nd: ceil(5 / 2))."""
    g = end_period(dict(players=2, period=2, canals=D5,
                        neutral=[[[14, 3], 4], [[14, 4], 4], [[14, 5], 4]],
                        temples=[[[[14, 6], 4], [[13, 6], 4]], []], pilli=[[3, 3], [3, 5]]))
    area = next(a for a in g["scorings"][0]["areas"] if a["size"] == 5)
    assert area["ranks"] == [{"seat": NEUTRAL, "rank": 1, "points": 0},
                             {"seat": 0, "rank": 2, "points": 3}]
    assert g["score"] == [3, 0]


def test_two_player_neutral_ranks_but_never_scores():
    """2人プレイルール: neutral temples take part in the ranking."""
    g = end_period(dict(players=2, canals=D5, neutral=[[[14, 3], 4]],
                        temples=[[[[14, 4], 3]], [[[14, 5], 1]]],
                        pilli=[[3, 3], [3, 5]],
                        districts=[{"at": [13, 6], "size": 5, "founder": 0}]))
    assert g["score"] == [3, 2]  # 2nd (blue 3) and 3rd (white 2); the neutral is 1st
    ranks = g["scorings"][0]["areas"][0]["ranks"]
    assert ranks[0] == {"seat": NEUTRAL, "rank": 1, "points": 0}


def test_tie_on_points_broken_by_markers_then_shared():
    """ゲームの終了: most action markers wins a tie; still tied: a shared win."""
    g = end_period(dict(period=2, score=[10, 10, 4], markers=[1, 2, 3],
                        pilli=[[3, 3], [3, 5], [3, 7]]))
    result = GAME.result(g)
    assert result["winners"] == [1] and "markers" in result["reason"]
    g = end_period(dict(period=2, score=[10, 10, 4], markers=[2, 2, 3],
                        pilli=[[3, 3], [3, 5], [3, 7]]))
    assert GAME.result(g)["winners"] == [0, 1]
    assert GAME.active(g) == []


def test_unusable_tokens_are_removed():
    """第2ピリオド: a token no district can match any more leaves the game."""
    g = pos(period=2, canals=D3, removed=[3, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10, 11, 12],
            pilli=[[3, 3], [7, 7], [7, 9]])
    g["canal_supply"] = {"single": 0, "double": 0}
    g = act(g, 0, {"type": "take_marker"})
    view = GAME.view(g, 0)
    assert [t["size"] for t in view["display"]] == [3] and 13 in view["removed"]


def test_tokens_stay_while_a_larger_region_can_still_be_cut():
    g = pos(period=2, removed=[3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10, 11, 12],
            pilli=[[3, 3], [7, 7], [7, 9]])
    g = act(g, 0, {"type": "take_marker"})
    assert [t["size"] for t in GAME.view(g, 0)["display"]] == [13]


def test_period_two_start_removes_tokens_that_cannot_be_founded():
    """第2ピリオド: tokens that can no longer be founded leave at once (BGA: automatic), those
    left from period 1 (unfoundable there, so period 1 could end) and the 7 new ones."""
    g = pos(display=[3, 3, 4, 4, 5, 5, 6, 6], pilli=[[3, 3], [7, 7], [7, 9]], turn=2,
            last_round=True)
    g["canal_supply"] = {"single": 0, "double": 0}  # nothing can be cut any more
    g = act(g, 2, {"type": "end_turn"})
    view = GAME.view(g, 0)
    assert g["period"] == 2 and view["display"] == []
    assert view["removed"] == [3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10, 11, 12, 13]


def test_palace_bonus_at_final_scoring_too():
    """皇帝の宮殿: 5 points at each scoring for a Pilli on a start space."""
    g = end_period(dict(period=2, pilli=[[6, 8], [8, 8], [3, 3]]))
    assert g["score"] == [5, 5, 0]
    assert GAME.result(g)["winners"] == [0, 1]
