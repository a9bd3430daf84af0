"""A bot's decision: one of a view's actions at a level, with the rest of its turn as its
search saw it (the plan turn.py keeps)."""

from __future__ import annotations

from ..api import BadRequest
from . import greedy, rollout
from .common import Budget, Sim, seed_of
from .levels import UNTIMED_SECONDS, check_level, spec_of, time_cap
from .random_bot import choose as random_choose


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
    line, the chosen candidate's line in rollout), for turn.py to keep and play while
    nothing unforeseen happens. The random bot and a forced move plan one step only.
    ``spent``: the seconds this turn's earlier decisions took (timed only: this one gets what
    is left of the level's ``turn_seconds``, at most its ``seconds``).
    """
    check_level(level)
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
