"""Bots by level. Each takes the seat's own view (never the state), so it cannot cheat.

``choose(game, view, level, salt)`` is the one entry point (the session's ``bot`` command;
``plan`` also gives the rest of the turn the choice was part of, which the session plays
once the turn's thinking time is spent, see session.py):
``random`` needs nothing of the game; ``easy``, ``normal`` and ``hard`` need the game's bot
spec (``Game.bot``, see common.py), which rebuilds full states from the view by ``determinize``.
Each level keeps a work budget (the same decisions on every machine, so simulations replay)
and a wall-time cap it checks itself (the worker cannot interrupt Python): ``normal`` answers
within 1 s and ``hard`` within 3 s in the browser.
"""

from __future__ import annotations

from ..api import BadRequest
from . import greedy, rollout
from .common import Budget, Sim, seed_of
from .random_bot import choose as random_choose

UNTIMED_SECONDS = 3600.0
MIN_SECONDS = 0.1
"""The least wall time a decision gets, however much of its turn's thinking time is spent."""

LEVELS = {
    "random": {"description": "Plays any legal move at random: for learning the rules."},
    "easy": {"description": "Greedy: takes the move that scores best right now, without "
                            "thinking about the other players.",
             "work": 600, "seconds": 0.5},
    "normal": {"description": "Takes the easy bot's best few moves and plays each on against "
                              "guesses of what it cannot see, until everyone has replied "
                              "(decides within 1 s).",
               "work": 4000, "seconds": 0.7, "turn_seconds": 1.2, "prior": 600,
               "candidates": 3, "rounds": 1, "own_nodes": 200, "policy_nodes": 24},
    "hard": {"description": "Like normal with three times the work: more guesses for each "
                            "move (in some games more moves tried) and a closer look at its "
                            "own (decides within 3 s).",
             "work": 12000, "seconds": 2.4, "turn_seconds": 3.6, "prior": 1200,
             "candidates": 3, "rounds": 1, "own_nodes": 300, "policy_nodes": 24},
}
"""Level -> description for the lobby, and the search settings: ``work`` counts greedy nodes
(steps tried), ``seconds`` caps the wall time of one decision, ``turn_seconds`` the thinking
of a whole turn (the session gives a decision that re-plans during a turn only what is left
of it, never less than ``MIN_SECONDS``: a player waits for a turn, not a decision); the
search levels' ``prior``,
``candidates``, ``rounds``, ``own_nodes`` and ``policy_nodes`` are explained in rollout.py.
A game may add (its ``BotSpec.search``, see common.py) ``depth``: how many of its own
steps the easy bot looks ahead (greedy.MAX_DEPTH unless set), and ``estimate`` and
``prune``: other functions of its bot module, used in place of ``evaluate`` and ``prune``."""


def time_cap(spec: dict, spent: float) -> float:
    """A decision's wall-time cap: the level's, or less when the turn has used its time."""
    left = spec.get("turn_seconds", spec["seconds"]) - spent
    return max(MIN_SECONDS, min(spec["seconds"], left))


def spec_of(game, level: str) -> dict:
    """The level's search settings with the game's own (``BotSpec.search``) over them."""
    return {**LEVELS[level], **game.bot.search.get(level, {})}


def turn_time_left(game, level: str, spent: float) -> bool:
    """True while a search at ``level`` still has MIN_SECONDS of its turn's thinking time
    after ``spent`` seconds (always for the random bot, which needs no time)."""
    if level == "random" or game.bot is None:
        return True
    spec = spec_of(game, level)
    return spec.get("turn_seconds", spec["seconds"]) - spent >= MIN_SECONDS


def levels_for(game) -> list[dict]:
    """The levels a game offers, with their descriptions (random only without a bot module)."""
    names = list(LEVELS) if game.bot is not None else ["random"]
    return [{"level": name, "description": LEVELS[name]["description"]} for name in names]


def choose(game, view: dict, level: str, salt: list, timed: bool = True) -> dict:
    """One of ``view["actions"]`` for ``view["seat"]``, chosen at ``level``.

    ``timed=False`` drops the wall-time cap (work budget only): the same choice on any
    machine under any load, for strength measurements; the app always runs timed.
    """
    return plan(game, view, level, salt, timed)[0]


def plan(game, view: dict, level: str, salt: list, timed: bool = True,
         spent: float = 0.0) -> list[dict]:
    """The bot's chosen action (``choose``'s, first) and the rest of its turn as its search
    saw it: the seat's own further steps on the line that made the choice (greedy's best
    line, the chosen candidate's line in rollout), for the session to keep and play while
    nothing unforeseen happens. The random bot and a forced move plan one step only.
    ``spent``: the seconds this turn's earlier decisions took (timed only: this one gets what
    is left of the level's ``turn_seconds``, at most its ``seconds``).
    """
    if level not in LEVELS:
        raise BadRequest(f"unknown bot level {level!r} (available: {', '.join(LEVELS)})")
    if level == "random" or len(view["actions"]) == 1:
        return [random_choose(view, salt)]
    bot = game.bot
    if bot is None:
        raise BadRequest(f"{game.id} has only the random bot (no level {level!r})")
    spec = spec_of(game, level)
    work = round(spec["work"] * bot.work_scale)
    budget = Budget(work, time_cap(spec, spent) if timed else UNTIMED_SECONDS)
    sim = Sim(game, spec.get("estimate", bot.evaluate), spec.get("prune", bot.prune))
    seed = seed_of(salt)
    if level == "easy":
        line = greedy.plan(sim, view, seed, budget, spec.get("depth", greedy.MAX_DEPTH))
    else:
        line = rollout.plan(sim, view, seed, budget, spec)
    if not line or line[0] not in view["actions"]:  # a bot bug must not make an illegal move
        return [random_choose(view, salt)]
    return line
