"""Whole bot turns in the session (issue 26): a turn shares its thinking time.

Every step is searched afresh while the level's turn time lasts (a fresh search plays
stronger than following a plan: BENCHMARKS.md); once it is spent, the last search's plan (the
rest of its own turn as the search played it out) is played on, and searched again only when
something unforeseen happened: another action, a checkpoint change (hidden information
revealed, randomness drawn) or a planned step no longer legal. Untimed, every step is the
``bot`` command's own choice, so the strength rows measure the app's bot.
"""

from __future__ import annotations

import pytest

from tablero.core import bots
from tablero.core.bots import turn
from tablero.core.session import Session
from tablero.games import GAMES

from .conftest import BOT_GAMES


def counting(monkeypatch) -> list:
    """Count the bot's searches (bots.plan calls made by a bot's turn)."""
    calls = []
    real = bots.plan

    def plan(*args, **kwargs):
        calls.append(args[1]["step"])
        return real(*args, **kwargs)

    monkeypatch.setattr(turn, "plan", plan)
    return calls


@pytest.fixture
def turn_spent(monkeypatch):
    """A normal level whose turn time is spent by its first search: later steps keep the plan."""
    monkeypatch.setitem(bots.LEVELS, "normal", {**bots.LEVELS["normal"], "turn_seconds": 0.0})


def started(gid: str, seed: int = 5, turns: int = 0):
    """A new 3-seat match, after ``turns`` random bot turns."""
    sess = Session(GAMES)
    match_id = sess.new(gid, max(3, GAMES[gid].min_players), seed)
    match = sess.matches[match_id]
    for _ in range(turns):
        sess.bot_play(match_id, match.game.active(match.state)[0], "random", "turn")
    return sess, match_id, match


@pytest.mark.parametrize("gid", BOT_GAMES)
def test_a_whole_turn_ends_the_turn_and_keeps_the_plan_once_its_time_is_spent(
        gid, small_levels, turn_spent, monkeypatch):
    """bot_play "turn" plays until the seat is no longer to act, every step legal; with the
    turn's time spent, the plan is played with fewer searches than steps over a few turns."""
    calls = counting(monkeypatch)
    sess, match_id, match = started(gid)
    steps = 0
    for _ in range(6):
        seat = match.game.active(match.state)[0]
        before = len(match.actions)
        out = sess.bot_play(match_id, seat, "normal", "turn")
        assert out["played"] == len(match.actions) - before >= 1
        assert out["turn_over"] == (seat not in match.game.active(match.state))
        assert out["turn_over"]
        steps += out["played"]
    assert len(calls) <= steps
    if steps > 12:
        assert len(calls) < steps, "every step was searched afresh"


def test_untimed_every_step_is_the_bot_commands_choice(small_levels):
    """Untimed (strength measurements), every step of a whole turn is exactly what the
    ``bot`` command chooses at that step: the strength rows measure the app's bot."""
    for gid in BOT_GAMES:
        sess, match_id, match = started(gid, seed=8)
        twin_id = sess.new(gid, match.players, 8)
        twin = sess.matches[twin_id]
        for _ in range(4):
            seat = match.game.active(match.state)[0]
            before = len(match.actions)
            sess.bot_play(match_id, seat, "normal", "turn", timed=False)
            for actor, action in match.actions[before:]:
                assert sess.bot(twin_id, actor, "normal", timed=False) == action, gid
                twin.act(actor, action)


def test_a_changed_checkpoint_makes_the_bot_plan_again(small_levels, turn_spent,
                                                       monkeypatch):
    """Hidden information revealed or randomness drawn (the checkpoint moved) since the plan
    was made: the kept steps are a guess, the bot searches again."""
    sess, match_id, match = started("mexica", turns=8)
    calls = counting(monkeypatch)
    seat = match.game.active(match.state)[0]
    sess.bot_play(match_id, seat, "normal", "step")
    assert match.plans[seat]["steps"], "mexica plans several steps ahead"
    kept = len(calls)
    sess.bot_play(match_id, seat, "normal", "step")
    assert len(calls) == kept, "the kept plan was played"
    match.state = {**match.state, "checkpoint": match.state["checkpoint"] + 1}
    sess.bot_play(match_id, seat, "normal", "step")
    assert len(calls) == kept + 1


def test_another_action_or_an_illegal_step_makes_the_bot_plan_again(small_levels, turn_spent,
                                                                    monkeypatch):
    sess, match_id, match = started("mexica", turns=8)
    calls = counting(monkeypatch)
    seat = match.game.active(match.state)[0]
    sess.bot_play(match_id, seat, "normal", "step")
    match.plans[seat]["steps"] = [{"type": "no such step"}]
    sess.bot_play(match_id, seat, "normal", "step")
    assert len(calls) == 2
    match.plans[seat]["at"] = (len(match.actions) - 1, *match.plans[seat]["at"][1:])
    sess.bot_play(match_id, seat, "normal", "step")
    assert len(calls) == 3


def test_a_failing_turn_leaves_the_match_as_it_was(small_levels, monkeypatch):
    sess, match_id, match = started("pyramids")
    seat = match.game.active(match.state)[0]
    state, actions = match.state, list(match.actions)

    def broken(*args, **kwargs):
        raise RuntimeError("bot bug")

    monkeypatch.setattr(turn, "plan", broken)
    with pytest.raises(RuntimeError):
        sess.bot_play(match_id, seat, "normal", "turn")
    assert match.state is state and match.actions == actions


def test_a_turn_shares_its_thinking_time():
    """A player waits for a turn, not a decision: a decision that re-plans during a turn gets
    what is left of the level's turn time (never less than MIN_SECONDS, never more than a
    decision's cap)."""
    spec = bots.LEVELS["normal"]
    assert bots.time_cap(spec, 0.0) == spec["seconds"]
    assert bots.time_cap(spec, spec["turn_seconds"] - 0.3) == pytest.approx(0.3)
    assert bots.time_cap(spec, 99.0) == bots.MIN_SECONDS


def test_re_plans_in_a_turn_count_the_time_already_spent(small_levels, monkeypatch):
    sess, match_id, match = started("mexica", turns=8)
    spent = []
    real = bots.plan

    def plan(*args, **kwargs):
        spent.append(args[5] if len(args) > 5 else kwargs.get("spent", 0.0))
        return real(*args, **kwargs)

    monkeypatch.setattr(turn, "plan", plan)
    seat = match.game.active(match.state)[0]
    sess.bot_play(match_id, seat, "normal", "turn")
    assert spent[0] == 0.0
    assert all(later > 0.0 for later in spent[1:])


@pytest.mark.parametrize("gid", BOT_GAMES)
def test_bot_play_gives_the_bot_only_the_seats_view(gid, monkeypatch):
    """As the ``bot`` command: the plan is made from that seat's view, never the state."""
    sess, match_id, match = started(gid, seed=9)
    seat = match.game.active(match.state)[0]
    seen = {}

    def spy(game, view, level, salt, timed=True, spent=0.0):
        seen.update(game=game, view=view, expected=match.view(seat))
        return [view["actions"][0]]

    monkeypatch.setattr(turn, "plan", spy)
    sess.bot_play(match_id, seat, "normal", "step")
    assert seen["game"] is GAMES[gid] and seen["view"] == seen["expected"]
    assert seen["view"]["seat"] == seat
