"""Setup and turn structure (ゲームの準備, プレイヤーの手番, アクショントークン)."""

from __future__ import annotations

from tablero.games.mexica import GAME, data
from tablero.games.mexica.board import Board

from .helpers import act, cell, legal, pos, rc


def test_setup_components():
    """ゲームの準備: 8 tokens face up, 7 aside; 2 pre-dug doubles; 11 bridges; 12 markers."""
    for players in (2, 3, 4):
        g = GAME.setup(5, players, {})
        assert g["tokens"].count("display") == 8 and g["tokens"].count("reserve") == 7
        assert g["canals"] == [[rc(6, 15), rc(7, 15)], [rc(8, 15), rc(9, 15)]]
        assert g["canal_supply"] == {"single": 6, "double": 35}
        assert g["bridges"] == [] and g["markers"] == [0] * players
        assert g["score"] == [0] * players
        assert sum(c is not None for c in g["neutral"]) == (10 if players == 2 else 0)
        GAME.check_invariants(g)


def test_display_shown_in_size_order():
    """ゲームの準備: the display is laid out in ascending size."""
    sizes = [t["size"] for t in GAME.view(GAME.setup(9, 3, {}), 0)["display"]]
    assert sizes == sorted(sizes) and len(sizes) == 8


def test_pilli_placed_on_start_spaces_in_turn_order():
    """ゲームの準備: from the start player on, each puts its Pilli on a free start space."""
    g = GAME.setup(3, 4, {})
    first = g["first"]
    for n in range(4):
        seat = (first + n) % 4
        assert GAME.active(g) == [seat]
        offered = [a["cell"] for a in legal(g, seat)]
        assert len(offered) == 4 - n and set(offered) <= set(data.START_SPACES)
        g = GAME.apply(g, seat, {"type": "cell", "cell": offered[0]})
    assert GAME.active(g) == [first] and g["ap"] == 6


def test_six_ap_a_turn_and_unused_points_are_lost():
    """プレイヤーの手番: 6 AP each turn; what is left is lost."""
    g = pos(ap=2)
    g = act(g, 0, {"type": "end_turn"})
    assert GAME.active(g) == [1] and g["ap"] == 6


def test_markers_take_two_at_most_one_ap_each():
    """アクショントークンの獲得: 1 AP each, at most 2 a turn."""
    g = act(pos(), 0, {"type": "take_marker"}, {"type": "take_marker"})
    assert g["markers"][0] == 2 and g["ap"] == 4
    assert {"type": "take_marker"} not in legal(g, 0)
    g = act(act(g, 0, {"type": "end_turn"}), 1, {"type": "take_marker"})
    assert g["markers"][1] == 1


def test_markers_only_while_the_supply_lasts():
    """アクショントークンの獲得: none when the stock is empty."""
    g = pos(markers=[0, 6, 6])
    assert {"type": "take_marker"} not in legal(g, 0)


def test_spend_markers_for_extra_ap():
    """アクショントークンの支払い: 0 AP, +1 AP each, any number a turn, back to the stock."""
    g = pos(markers=[3, 0, 9], ap=6)
    assert {"type": "take_marker"} not in legal(g, 0)
    g = act(g, 0, {"type": "spend_marker"}, {"type": "spend_marker"}, {"type": "spend_marker"})
    assert g["ap"] == 9 and g["markers"][0] == 0
    assert {"type": "spend_marker"} not in legal(g, 0)
    assert {"type": "take_marker"} in legal(g, 0)


def test_actions_in_any_order_and_repeated():
    """プレイヤーの手番: any combination, any order, repeated while AP last."""
    g = pos(pilli=[[3, 3], [7, 7], [7, 9]])
    g = act(g, 0, {"type": "canal"}, cell(5, 5), {"type": "single"},
            {"type": "temple"}, {"type": "level", "level": 1}, cell(3, 4),
            {"type": "canal"}, cell(5, 6), {"type": "single"},
            {"type": "move"}, cell(2, 3, cost=1), {"type": "take_marker"})
    assert g["ap"] == 1 and len(g["canals"]) == 4


def test_round_counts_from_the_start_player():
    g = pos(first=1, turn=2, round=3)
    g = act(g, 2, {"type": "end_turn"})
    assert g["round"] == 3 and GAME.active(g) == [0]
    g = act(g, 0, {"type": "end_turn"})
    assert g["round"] == 4 and GAME.active(g) == [1]


def test_two_player_neutral_temples_spread_out():
    """2人プレイルール: 10 neutral temples (4xL1, 3xL2, 2xL3, 1xL4), not next to the lake,
    at least 4 spaces apart (Manhattan distance >= 5), never on palace or canal."""
    for seed in range(40):
        g = GAME.setup(seed, 2, {})
        _spread_out(g)
    levels = [t["level"] for t in GAME.view(g, 0)["neutral"]]
    assert sorted(levels) == [1, 1, 1, 1, 2, 2, 2, 3, 3, 4]


def _spread_out(g: dict) -> None:
    cells = [c for c in g["neutral"] if c is not None]
    assert len(set(cells)) == 10
    board = Board(g)
    for c in cells:
        assert board.is_land(c) and c not in data.PALACE
        assert all(nb not in data.LAKE for nb in _around(c))
    for i, a in enumerate(cells):
        for b in cells[i + 1:]:
            (ra, ca), (rb, cb) = divmod(a, data.COLS), divmod(b, data.COLS)
            assert abs(ra - rb) + abs(ca - cb) >= 5


def test_two_player_variant_neutral_above_20_levels():
    """2人プレイルール, 選択ルール (rulebook_facts N6): the neutral's temples may total more
    than 20 levels. The lobby offers 25 and 30 at 2 players only (still ten temples of the
    neutral colour's 18, spread as printed; the two-level-wise sets are in data.NEUTRAL_SETS);
    "20" is the printed set. With 3 or 4 players the option changes nothing."""
    spec = GAME.options["neutral"]
    assert spec["default"] == "20" and spec["players"] == [2]
    assert {"25", "30"} <= set(spec["values"])
    for value, total in (("20", 20), ("25", 25), ("30", 30)):
        for seed in range(6):
            g = GAME.setup(seed, 2, {"neutral": value})
            _spread_out(g)
            assert sum(t["level"] for t in GAME.view(g, 0)["neutral"]) == total
            GAME.check_invariants(g)
    g = GAME.setup(3, 2, {"neutral": "30"})
    assert sorted(t["level"] for t in GAME.view(g, 0)["neutral"]) == \
        [2, 2, 2, 3, 3, 3, 3, 4, 4, 4]
    assert all(c is None for c in GAME.setup(3, 3, {"neutral": "30"})["neutral"])




def _around(c):
    r, col = divmod(c, data.COLS)
    return [(r + dr) * data.COLS + col + dc for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))]
