"""The Mexica bot module: determinization of open prompts, evaluation sanity, pruning."""

from __future__ import annotations

from tablero.core import rng
from tablero.core.bots import choose
from tablero.core.util import clone
from tablero.games.mexica import GAME, bot, data
from tablero.games.mexica.board import PALACE_SET, Board
from tablero.games.mexica.data import COLS

from .helpers import DISTRICT3, DISTRICT3_CANALS, act, cell, legal, open_prompt, pos, rc


def _round_trip(g: dict, seat: int = 0) -> dict:
    view = GAME.view(g, seat)
    rebuilt = bot.determinize(view, 11)
    GAME.check_invariants(rebuilt)
    assert GAME.view(rebuilt, seat) == view
    assert GAME.actions(rebuilt, seat) == GAME.actions(g, seat)
    return rebuilt


def test_determinize_rebuilds_open_target_prompts():
    """A half-made action (canal end, bridge to move, temple level) is rebuilt with its
    locals, so the same targets are offered."""
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 6], [7, 7], [7, 9]])
    _round_trip(act(g, 0, {"type": "canal"}, cell(4, 4)))
    _round_trip(act(g, 0, {"type": "temple"}, {"type": "level", "level": 2}))
    bridged = pos(canals=DISTRICT3_CANALS, bridges=[[[2, 7], "ns"]],
                  pilli=[[3, 3], [7, 7], [7, 9]])
    _round_trip(act(bridged, 0, {"type": "bridge"}))


def test_determinize_keeps_temple_pieces_and_removed_tokens():
    g = pos(players=2, period=2, temples=[[[[3, 3], 1]], [[[4, 4], 1]]], removed=[3, 3],
            neutral=[[[10, 5], 4]], pilli=[[3, 4], [7, 7]])
    rebuilt = _round_trip(g)
    assert rebuilt["temples"] == g["temples"] and rebuilt["neutral"] == g["neutral"]
    assert sorted(rebuilt["tokens"], key=str) == sorted(g["tokens"], key=str)


def test_evaluate_is_the_score_once_over():
    g = pos(score=[30, 12, 7])
    g["stack"] = []
    assert bot.evaluate(g) == [30.0, 12.0, 7.0]


def test_evaluate_values_a_district_majority():
    """A temple leading a founded district is worth its first place, scored twice from
    period 1 (more than the same temple outside any small region)."""
    base = dict(canals=DISTRICT3_CANALS, pilli=[[5, 5], [7, 7], [7, 9]],
                districts=[{"at": [1, 8], "size": 3, "founder": 1}])
    leading = bot.evaluate(pos(temples=[[[[1, 6], 1]], [], []], **base))
    elsewhere = bot.evaluate(pos(temples=[[[[4, 4], 1]], [], []], **base))
    assert leading[0] - elsewhere[0] >= 3 * (1 + bot.P2_AGAIN) - 1
    second = bot.evaluate(pos(temples=[[[[1, 6], 1]], [[[1, 7], 2]], []], **base))
    assert second[1] > second[0] > elsewhere[0]


def test_evaluate_values_ap_left_and_ending_a_turn_loses_only_those():
    g = pos(players=2, ap=4, first=0)
    after = act(g, 0, {"type": "end_turn"})
    before, now = bot.evaluate(g), bot.evaluate(after)
    lead = (before[0] - before[1]) - (now[0] - now[1])
    assert abs(lead - bot.AP_VALUE * 4) < 1e-9


def test_evaluate_contests_keeps_a_big_region_s_majority_open_until_the_last_round():
    """Period 2 without canals: the whole island is one big unfounded region, and seat 1
    leads it with 8 levels. To ``evaluate`` (easy, normal) seat 1's first place is the same
    whether seat 0 has 1 level there or 7; to ``evaluate_contests`` (hard) a lead of 1 is
    worth less than a lead of 7 (one turn could overturn it), and seat 0 gains more by
    closing the gap. In the last round the majorities count as they stand."""
    leader = [[[6, 2], 4], [[6, 4], 4]]

    def seat0_with(temples: list, **extra) -> dict:
        return pos(players=2, period=2, temples=[temples, leader], **extra)

    close_in = [[[8, 2], 1], [[8, 4], 4], [[8, 6], 2]]
    far = seat0_with(close_in[:1])
    near = seat0_with(close_in)
    assert bot.evaluate(near)[1] == bot.evaluate(far)[1]
    assert bot.evaluate_contests(near)[1] < bot.evaluate_contests(far)[1] - 10
    plain_gain = bot.evaluate(near)[0] - bot.evaluate(far)[0]
    assert bot.evaluate_contests(near)[0] - bot.evaluate_contests(far)[0] > plain_gain + 10
    last = seat0_with(close_in, last_round=True)
    assert bot.evaluate_contests(last) == bot.evaluate(last)


def test_open_majorities_share_ties_and_the_neutral_temples_never_grow():
    """A tie shares the rank (equal shares, above second place), and a seat level with the
    neutral temples keeps its rank against them for sure."""
    points = (56, 28, 14)
    tie = bot._open_gains({0: 5, 1: 5}, points)
    assert tie[0] == tie[1] and points[1] < tie[0] < points[0]
    assert bot._open_gains({0: 11, bot.NEUTRAL: 11}, points) == {0: 56}
    assert bot._open_gains({0: 9, 1: 2}, points)[0] > bot._open_gains({0: 5, 1: 2}, points)[0]


def test_evaluate_board_leaves_out_the_pilli_s_prospects():
    """Standing in a closed region it could found is worth something to ``evaluate``
    (normal, hard), nothing to ``evaluate_board`` (easy); the palace bonus of a last round
    counts for both."""
    base = dict(canals=DISTRICT3_CANALS, display=[3, 5])
    ready = pos(pilli=[[1, 7], [7, 7], [7, 9]], **base)
    away = pos(pilli=[[5, 5], [7, 7], [7, 9]], **base)
    assert bot.evaluate(ready)[0] > bot.evaluate(away)[0]
    assert bot.evaluate_board(ready) == bot.evaluate_board(away)
    home = pos(pilli=[[1, 7], [7, 7], [7, 9]], last_round=True, **base)
    assert bot.evaluate_board(home)[1] - bot.evaluate_board(ready)[1] == data.PALACE_BONUS


def test_the_easy_bot_teleports_only_where_it_clearly_pays():
    """``prune_easy`` keeps a teleport only where the spot gains EASY_TELEPORT_GAIN more than
    a move must, so it drops teleports ``prune`` keeps (seen on random play)."""
    g = GAME.setup(10, 2, {})
    chooser = {"rng": rng.new_rng(3), "checkpoint": 0}
    dropped = 0
    while not dropped:  # seed 10: a teleport is dropped at step 206
        seat = GAME.active(g)[0]
        actions = legal(g, seat)
        if {"type": "move"} in actions:
            opened = act(clone(g), seat, {"type": "move"})
            offered = legal(opened, seat)
            full, shy = bot.prune(opened, seat, offered), bot.prune_easy(opened, seat, offered)
            gains = {a["cell"]: gain for gain, a in
                     bot._move_gains(opened, mexica_board(opened), seat, offered)}
            for a in shy:
                if a["cost"] == 5:
                    assert gains[a["cell"]] > bot.MOVE_GAIN + bot.EASY_TELEPORT_GAIN
            dropped += sum(1 for a in full if a["cost"] == 5 and a not in shy)
        g = act(g, seat, actions[rng.randint(chooser, len(actions))])
        assert GAME.active(g), "no teleport dropped in a whole game"


def test_prune_never_offers_back_and_keeps_one_temple_cell():
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 6], [7, 7], [7, 9]])
    g = act(g, 0, {"type": "temple"}, {"type": "level", "level": 1})
    kept = bot.prune(g, 0, legal(g, 0))
    assert len(kept) == 1 and kept[0]["cell"] in (rc(1, 7), rc(1, 8))


def test_prune_markers_only_at_the_end_of_a_turn():
    g = pos(markers=[2, 0, 0], ap=6)
    verbs = {a["type"] for a in bot.prune(g, 0, legal(g, 0))}
    assert not verbs & {"take_marker", "spend_marker", "bridge", "move_bridge"}
    g = pos(markers=[2, 0, 0], ap=0)
    assert {"type": "spend_marker"} in bot.prune(g, 0, legal(g, 0))
    g = pos(ap=2)
    assert {"type": "take_marker"} in bot.prune(g, 0, legal(g, 0))


def test_markers_are_only_a_tie_break_once_a_seats_last_turn_is_over():
    """In the game's last round an action marker is an AP to a seat whose last turn is still
    to come and only the tie-break after it, so a bot spends its markers in its last turn
    (ending it holding two loses about two points) instead of ending the game with them."""
    last = dict(players=2, first=0, period=2, last_round=True, markers=[2, 2], ap=0)
    g = pos(**last)
    ended = act(g, 0, {"type": "end_turn"})
    assert bot.evaluate(g)[0] - bot.evaluate(ended)[0] > 2 * bot.AP_VALUE - 0.1
    assert bot.evaluate(ended)[1] == bot.evaluate(g)[1]  # seat 1's last turn is still to come
    earlier = pos(**{**last, "last_round": False})
    after = act(earlier, 0, {"type": "end_turn"})
    assert bot.evaluate(earlier)[0] == bot.evaluate(after)[0]  # markers keep for later
    view = dict(GAME.view(g, 0), actions=legal(g, 0))
    assert choose(GAME, view, "easy", [1], timed=False) == {"type": "spend_marker"}


def test_prune_canal_keeps_tiles_of_a_cut_plan_around_the_pilli():
    g = pos(pilli=[[2, 3], [7, 7], [7, 9]], display=[3, 4, 5, 6])
    g = open_prompt(g, 0, "canal")
    kept = bot.prune(g, 0, legal(g, 0))
    assert kept and len(kept) < len(legal(g, 0)) - 1
    plan = {c for _v, ring, _inside in bot._plans(g, mexica_board(g), 0,
                                                  bot._display_sizes(g))[:2] for c in ring}
    assert all(a["cell"] in plan for a in kept)


def mexica_board(g: dict):
    return Board(g)


def test_move_prune_never_walks_back():
    """A move is kept only to a better spot, so going there and back is never offered."""
    g = pos(pilli=[[5, 5], [7, 7], [7, 9]], display=[3, 4, 5, 6])
    g = open_prompt(g, 0, "move")
    for a in bot.prune(g, 0, legal(g, 0)):
        moved = act(g, 0, a)
        if {"type": "move"} not in legal(moved, 0):
            continue
        back = open_prompt(moved, 0, "move")
        assert all(b["cell"] != rc(5, 5) for b in bot.prune(back, 0, legal(back, 0)))


def test_easy_founds_a_district_it_can_lead():
    """Standing in a closed region of a display size with a temple there: found it."""
    g = pos(canals=DISTRICT3_CANALS, pilli=[[1, 7], [7, 7], [7, 9]], display=[3, 5],
            temples=[[[[1, 6], 1]], [], []], ap=3)
    view = dict(GAME.view(g, 0), actions=legal(g, 0))
    assert choose(GAME, view, "easy", [1, 2, 0], timed=False) == {"type": "found"}


def test_a_stalled_period_walks_to_a_district_and_founds_it():
    """Past STALL_ROUND rounds a period must end: the bot moves only into a region where it
    can found a display token, and once there it founds (even though the walk costs more AP
    than the founding bonus is worth to the heuristic)."""
    stalled = dict(canals=DISTRICT3_CANALS, display=[3], round=bot.STALL_ROUND + 1)
    g = pos(pilli=[[5, 5], [7, 7], [7, 9]], **stalled)
    assert {"type": "found"} not in legal(g, 0)
    prompt = open_prompt(g, 0, "move")
    moves = bot.prune(prompt, 0, legal(prompt, 0))
    assert moves and {divmod(a["cell"], COLS) for a in moves} <= set(DISTRICT3)
    there = pos(pilli=[[1, 6], [7, 7], [7, 9]], **stalled)
    assert bot.prune(there, 0, legal(there, 0)) == [{"type": "found"}]


def test_a_stalled_period_with_an_empty_display_builds_its_temples():
    """With the display empty, a period ends once some seat has placed all its temples:
    past STALL_ROUND rounds the bot builds (it would otherwise keep a temple that gains no
    rank), and from a full region it walks only where a temple has room."""
    stalled = dict(canals=DISTRICT3_CANALS, display=[], round=bot.STALL_ROUND + 1)
    g = pos(pilli=[[5, 5], [7, 7], [7, 9]], **stalled)
    assert bot.prune(g, 0, legal(g, 0)) == [{"type": "temple"}]
    full = pos(pilli=[[1, 6], [7, 7], [7, 9]], temples=[[[[1, 7], 1]], [[[1, 8], 1]], []],
               **stalled)
    assert {"type": "temple"} not in legal(full, 0)
    prompt = open_prompt(full, 0, "move")
    moves = bot.prune(prompt, 0, legal(prompt, 0))
    assert moves
    for a in moves:
        moved = act(full, 0, {"type": "move"}, a)
        assert {"type": "temple"} in legal(moved, 0)


def test_cut_plans_dig_only_cells_a_canal_can_take_and_leave_room_for_the_token():
    """A temple, a token, the palace or a bridge end can never take a canal: a shape they
    would have to close is no plan (it could never be cut out), and a district needs an
    empty non-palace cell for its token."""
    g = pos(pilli=[[4, 4], [7, 7], [7, 9]], display=[3, 4, 5, 6],
            temples=[[[[4, 5], 1]], [[[3, 4], 1]], []])
    board = mexica_board(g)
    fixed = board.blocked | PALACE_SET
    plans = bot._plans(g, board, 0, bot._display_sizes(g))
    assert plans
    for _value, ring, inside in plans:
        assert not fixed & set(ring)
        assert any(c not in fixed and c not in board.pilli_at for c in inside)


def test_a_pilli_in_the_palace_walks_out_to_cut_a_district():
    """Temples around the palace: no district can be cut from a palace start space (the
    palace and the temples take no canal), so the move prompt offers cells inland, from
    where one can."""
    g = pos(pilli=[[6, 8], [7, 7], [7, 9]], display=[3, 4, 5, 6],
            temples=[[[[5, 8], 1], [[6, 9], 1]], [[[6, 7], 1]], [[[8, 7], 1]]])
    assert not bot._plans(g, mexica_board(g), 0, bot._display_sizes(g))
    prompt = open_prompt(g, 0, "move")
    moves = bot.prune(prompt, 0, legal(prompt, 0))
    assert moves
    for a in moves:
        moved = act(prompt, 0, a)
        assert bot._plans(moved, mexica_board(moved), 0, bot._display_sizes(moved))
