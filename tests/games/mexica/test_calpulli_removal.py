"""第2ピリオド (rulebook_facts P6, E1; issues 28, 42): a calpulli token leaves the game only in
period 2, and only when no district of its size can still be formed; the log says why. Cells
under a Pilli count as available (the Pilli can step off). In period 1 such a token stays on
the display and no longer holds the period open (the reading in scoring.py)."""

from __future__ import annotations

import pytest

from tablero.core.api import BadSpec
from tablero.core.texts import log_text
from tablero.games.mexica import GAME

from .helpers import act, cell, legal, pos, rc

# The 3x3 box around the palace, rows 6-8, cols 7-9, closed by canals on all four sides.
BOX = [[[5, 7], [5, 8]], [[5, 9]], [[9, 7], [9, 8]], [[9, 9]],
       [[6, 6], [7, 6]], [[8, 6]], [[6, 10], [7, 10]], [[8, 10]]]
OTHERS = [3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 10, 11, 12, 13]


def box(corners: list, pilli: list) -> dict:
    """Period 2, only the size-9 token on the display, no canal tile left to cut with."""
    g = pos(period=2, canals=BOX, removed=OTHERS, display=[9],
            temples=[[[c, 1] for c in corners], [], []], pilli=[pilli, [3, 3], [3, 5]])
    g["canal_supply"] = {"single": 0, "double": 0}
    return g


def display_sizes(g: dict) -> list:
    return [t["size"] for t in GAME.view(g, 0)["display"]]


def test_period_two_removal_counts_a_pilli_occupied_space_as_available():
    """Temples on three corners of the palace box, a Pilli on the fourth: it steps off onto
    the palace and founds the 9-district, so the size-9 token must stay."""
    g = box([[6, 7], [6, 9], [8, 7]], [8, 9])
    g = act(g, 0, {"type": "take_marker"})
    assert display_sizes(g) == [9]
    g = act(g, 0, {"type": "move"}, cell(7, 9, cost=1))
    assert {"type": "found"} in legal(g, 0)
    g = act(g, 0, {"type": "found"}, cell(8, 9))
    assert g["tokens"][[d["token"] for d in g["districts"]][0]] == rc(8, 9)
    assert len(g["districts"][0]["cells"]) == 9


def test_period_two_removal_when_only_palace_spaces_are_left():
    """All four corners under temples: only palace spaces remain, no token can go there."""
    g = box([[6, 7], [6, 9], [8, 7], [8, 9]], [7, 9])
    g = act(g, 0, {"type": "take_marker"})
    assert display_sizes(g) == []
    assert 9 in GAME.view(g, 0)["removed"]


def test_period_two_removal_keeps_a_token_one_teleport_makes_usable():
    """rulebook_facts E1: two Pilli and a temple fill a 3-district; one Pilli teleports out
    and the other founds, so both size-3 tokens stay."""
    g = pos(period=2, canals=[[[1, 9], [1, 10]], [[2, 6], [2, 7]], [[2, 8]]],
            pilli=[[1, 6], [1, 7], [7, 9]], temples=[[[[1, 8], 1]], [], []])
    g["canal_supply"] = {"single": 0, "double": 0}
    g = act(g, 0, {"type": "take_marker"})
    assert display_sizes(g).count(3) == 2


def log_msgs(g: dict) -> list:
    return [e["msg"] for e in g["log"]]


def test_period_two_removal_log_says_why():
    """P6: the log says why a token left: here no canal tile is left to carve a district of
    its size (the one 9-district has room only on palace spaces)."""
    g = box([[6, 7], [6, 9], [8, 7], [8, 9]], [7, 9])
    g = act(g, 0, {"type": "take_marker"})
    entry = next(e for e in g["log"] if e["msg"].startswith("removed"))
    assert entry == {**entry, "msg": "removed_canals", "size": 9}
    assert "no canal tile is left" in log_text(GAME, entry)
    assert "運河タイルが残っていません" in log_text(GAME, entry, "ja")
    assert "no queda ninguna loseta de canal" in log_text(GAME, entry, "es")


FULL9 = [[[2, c], lv] for c, lv in zip(range(2, 11), (1, 1, 1, 2, 2, 2, 3, 3, 4), strict=True)]


def test_period_one_never_removes_a_display_token():
    """P6: removal is a period-2 rule: in period 1 a token nobody can found any more stays on
    the display (rulebook_facts E2: no canal tile left, seat 0 takes a marker)."""
    g = pos(period=1)
    g["canal_supply"] = {"single": 0, "double": 0}
    before = display_sizes(g)
    g = act(g, 0, {"type": "take_marker"})
    assert display_sizes(g) == before and len(before) == 8
    assert GAME.view(g, 0)["removed"] == []
    assert not any(m.startswith("removed") for m in log_msgs(g)) and not g["last_round"]


def test_period_one_ends_when_no_display_token_can_be_founded_any_more():
    """P2 and P6 (reading in scoring.py): a display token nobody can found any more counts as
    done for period 1's end, as a removed one does for period 2's; it stays on the display
    through period 1 and leaves when period 2 begins, the log saying why."""
    g = pos(period=1, display=[13], temples=[FULL9, [], []], pilli=[[3, 3], [7, 7], [7, 9]])
    assert not g["last_round"]
    g["canal_supply"] = {"single": 0, "double": 0}
    g = act(g, 0, {"type": "take_marker"})
    assert g["last_round"] and "last_round_unfoundable" in log_msgs(g)
    assert display_sizes(g) == [13]
    g = act(g, 0, {"type": "end_turn"})
    g = act(g, 1, {"type": "end_turn"})
    g = act(g, 2, {"type": "end_turn"})
    assert g["period"] == 2 and 13 in GAME.view(g, 0)["removed"]
    assert {"msg": "removed_canals", "size": 13} in [
        {k: e[k] for k in ("msg", "size") if k in e} for e in g["log"]]


def test_period_one_with_a_foundable_token_does_not_end():
    """P2: with canal tiles left the size-13 token can still be carved and founded: period 1
    goes on although a seat has placed all 9 temples."""
    g = pos(period=1, display=[13], temples=[FULL9, [], []], pilli=[[3, 3], [7, 7], [7, 9]])
    g = act(g, 0, {"type": "take_marker"})
    assert not g["last_round"] and display_sizes(g) == [13]


def test_period_one_position_with_a_removed_token_is_refused():
    """P6: no token is removed in period 1, so no period-1 position holds one."""
    with pytest.raises(BadSpec, match="removed in period 1"):
        pos(period=1, removed=[13])
