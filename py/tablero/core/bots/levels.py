"""The bot levels: what each is for (the lobby's words) and its search settings, the one
check of a level's name, and a decision's share of its turn's thinking time."""

from __future__ import annotations

from ..api import BadRequest
from ..util import short

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
of a whole turn (turn.py gives a decision that re-plans during a turn only what is left of
it, never less than ``MIN_SECONDS``: a player waits for a turn, not a decision); the search
levels' ``prior``, ``candidates``, ``rounds``, ``own_nodes`` and ``policy_nodes`` are
explained in rollout.py. A game may add (its ``BotSpec.search``, see common.py) ``depth``:
how many of its own steps the easy bot looks ahead (greedy.MAX_DEPTH unless set), and
``estimate`` and ``prune``: other functions of its bot module, used in place of
``evaluate`` and ``prune``."""


def check_level(level) -> str:
    """``level`` when it names a level; BadRequest naming the levels otherwise."""
    if not isinstance(level, str) or level not in LEVELS:
        raise BadRequest(f"unknown bot level {short(level)} (available: {', '.join(LEVELS)})")
    return level


def spec_of(game, level: str) -> dict:
    """The level's search settings with the game's own (``BotSpec.search``) over them."""
    return {**LEVELS[level], **game.bot.search.get(level, {})}


def time_cap(spec: dict, spent: float) -> float:
    """A decision's wall-time cap: the level's, or less when the turn has used its time."""
    left = spec.get("turn_seconds", spec["seconds"]) - spent
    return max(MIN_SECONDS, min(spec["seconds"], left))


def levels_for(game) -> list[dict]:
    """The levels a game offers, with their descriptions (random only without a bot module)."""
    names = list(LEVELS) if game.bot is not None else ["random"]
    return [{"level": name, "description": LEVELS[name]["description"]} for name in names]
