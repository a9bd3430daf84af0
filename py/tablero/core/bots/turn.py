"""Bot turns in a match: the bot's choice for a seat (the bridge's ``bot`` command), one step
of its turn and its whole turn (``bot_play``), played inside the session.

A player waits for a turn, not a decision, so a turn shares its thinking time (the level's
``turn_seconds``): every step is searched afresh while it lasts (a fresh search is stronger
than the last search's plan: BENCHMARKS.md, "Plan keeping against re-planning"), each search
getting what is left of it. Once it is spent, the last search's plan is played on, unless
something unforeseen happened since it was made: another action was taken (or undone),
hidden information was revealed or randomness drawn (the state's checkpoint moved), or the
planned step is no longer legal; then a short search (``MIN_SECONDS``). A forced step keeps
the plan. Untimed (strength measurements), every step is a full search: exactly the ``bot``
command's choice. The match keeps each seat's plan (``Match.plans``) with its snapshot.
"""

from __future__ import annotations

import time

from ..api import BadRequest, IllegalAction
from ..util import seat_name, short
from .choice import choose, plan
from .levels import MIN_SECONDS, check_level, spec_of

MAX_TURN_STEPS = 400
"""The most steps one whole turn takes (a safety cap: a Mexica turn is about 20 steps, the
longest turns a few dozen)."""


def choice(match, seat: int, level, timed: bool = True) -> dict:
    """A bot's action for the seat, chosen from that seat's view alone (no cheating);
    ``timed=False``: work budget only, for reproducible strength runs."""
    check_level(level)
    view = match.view(seat)
    if not view["actions"]:
        raise IllegalAction(f"{seat_name(seat)} has nothing to decide now")
    return choose(match.game, view, level, _salt(match, seat), timed)


def turn_time_left(game, level: str, spent: float) -> bool:
    """True while a search at ``level`` still has MIN_SECONDS of its turn's thinking time
    after ``spent`` seconds (always for the random bot, which needs no time)."""
    if level == "random" or game.bot is None:
        return True
    spec = spec_of(game, level)
    return spec.get("turn_seconds", spec["seconds"]) - spent >= MIN_SECONDS


def step(match, seat: int, level: str, timed: bool = True) -> dict:
    """Play one step of a bot's turn (see the module docstring) and return it."""
    kept = match.plans.pop(seat, None)
    checkpoint = match.state.get("checkpoint")
    same_turn = kept is not None and kept.get("turn") == turn_mark(match)
    spent = kept["spent"] if same_turn else 0.0
    legal = match.ask(seat).actions
    if not legal:
        raise IllegalAction(f"{seat_name(seat)} has nothing to decide now")
    planned = (same_turn and kept["steps"]
               and kept["at"] == (len(match.actions), checkpoint, level)
               and kept["steps"][0] in legal)
    if planned and (len(legal) == 1
                    or timed and not turn_time_left(match.game, level, spent)):
        line = kept["steps"]
    else:
        start = time.perf_counter()
        line = plan(match.game, match.view(seat), level, _salt(match, seat), timed, spent)
        spent += time.perf_counter() - start
    match.act(seat, line[0])
    # Kept only while the checkpoint is the one the plan was made under: a step of its own
    # that rolled a die or turned a card up makes the rest of it a guess.
    match.plans[seat] = {"at": (len(match.actions), checkpoint, level), "steps": line[1:],
                         "spent": spent, "turn": turn_mark(match)}
    return line[0]


def turn_mark(match) -> tuple:
    """What changes when a seat's turn has passed: the match's actions, and the game's epoch
    where its bot module has one (``BotSpec.epoch``). A robot seat plays inside the flow and
    takes no action of the match (Pax Pamir's Wakhan: there the epoch counts her turns), so
    without the epoch the seat's next turn would count as the same one and its thinking time
    would stay spent for the rest of the game."""
    return len(match.actions), _epoch(match)


def _epoch(match):
    bot = match.game.bot
    return bot.epoch(match.state) if bot is not None and bot.epoch is not None else None


def play(match, seat: int, level, until: str = "turn", timed: bool = True) -> dict:
    """A bot plays its next step (``until="step"``) or the rest of its turn (``"turn"``:
    until the seat is no longer to act, or the game's epoch moved: alone against Wakhan the
    seat is always to act, and her turn inside its last step ends its own); no action leaves
    the worker. Returns what the page
    needs to pace and highlight: ``played`` (steps), ``log`` ([first, end) indices written)
    and ``turn_over``, and ``before``: the match's snapshot to restore should the answer
    fail. All or nothing: a failure puts the match back as it was."""
    check_level(level)
    if until not in ("step", "turn"):
        raise BadRequest(f"request.until: must be \"step\" or \"turn\", got {short(until)}")
    if seat not in match.game.active(match.state):
        raise IllegalAction(f"{seat_name(seat)} has nothing to decide now")
    before = match.snapshot()
    start = len(match.state["log"])
    epoch = _epoch(match)
    played = 0
    try:
        while played < MAX_TURN_STEPS and seat in match.game.active(match.state):
            step(match, seat, level, timed)
            played += 1
            if until == "step" or _epoch(match) != epoch:
                break
    except Exception:
        match.restore(before)
        raise
    over = seat not in match.game.active(match.state) or _epoch(match) != epoch
    return {"played": played, "log": [start, len(match.state["log"])], "turn_over": over,
            "before": before}


def _salt(match, seat: int) -> list:
    """What seeds a decision: the match's seed, the step and the seat (the same choice for
    the same position of the same match, on any machine)."""
    return [match.header.get("seed"), len(match.actions), seat]
