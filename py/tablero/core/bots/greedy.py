"""The ``easy`` bot: greedy over the seat's own next decisions, one determinization.

A turn is made of small steps ("pick a card", then "where"), so one step alone rarely
changes a score. Greedy therefore looks through the seat's consecutive decisions (until
another seat is to act, up to a depth and a node budget) and takes the first step of the
best sequence by the game's heuristic. A step that draws randomness (a die roll) ends the
look-ahead and is valued as the mean over a few redraws, so the bot never "knows" a roll.
"""

from __future__ import annotations

import time

from ..util import clone
from .common import Budget, Sim, chooser_for, mix

MAX_DEPTH = 6
CHANCE_SAMPLES = 3
DEAD_END = -1e9  # a line that can only be taken back (see Sim.dead_end)


def choose(sim: Sim, view: dict, seed: int, budget: Budget, depth: int = MAX_DEPTH) -> dict:
    """The first step of the best own-decision sequence (of at most ``depth`` steps) found
    within the budget."""
    return plan(sim, view, seed, budget, depth)[0]


def plan(sim: Sim, view: dict, seed: int, budget: Budget, depth: int = MAX_DEPTH) -> list:
    """The best own-decision sequence found (its first step is ``choose``'s): the easy bot's
    plan for the rest of its turn, which the session keeps while nothing unforeseen happens."""
    state = sim.determinize(view, seed)
    seat = view["seat"]
    roots = sim.actions(state, seat)
    if len(roots) == 1:
        return [roots[0]]
    return _best_of(sim, state, seat, roots, depth, budget, seed)[1]


def best_action(sim: Sim, state: dict, seat: int, seed: int, budget: Budget,
                depth: int = MAX_DEPTH) -> dict:
    """Greedy on a full state (the easy bot's choice; also the policy of search playouts,
    which may look fewer steps ahead)."""
    roots = sim.actions(state, seat)
    if len(roots) == 1:
        return roots[0]
    return _best_of(sim, state, seat, roots, depth, budget, seed)[1][0]


def values_of(sim: Sim, state: dict, seat: int, actions: list, depth: int, budget: Budget,
              seed: int) -> list[float]:
    """Each action's value: the best the seat reaches with its own further decisions."""
    return [value for value, _ in lines_of(sim, state, seat, actions, depth, budget, seed)]


def lines_of(sim: Sim, state: dict, seat: int, actions: list, depth: int, budget: Budget,
             seed: int) -> list[tuple[float, list]]:
    """Each action's value and the line that reaches it (the action, then the seat's best
    further decisions found): ties broken by a tiny random amount; -inf and the action
    alone for actions left unvalued when time ran out. The work left is shared out
    equally, so a late action (a "confirm" after many "pick a die") is valued too."""
    chooser = chooser_for(seed)
    out = [(float("-inf"), [action]) for action in actions]
    for n, action in enumerate(actions):
        if n and time.perf_counter() > budget.deadline:
            break  # out of time: the moves valued so far
        local = budget.share(max(1, (budget.work - budget.used) // (len(actions) - n)))
        value, line = _after(sim, state, seat, action, depth, local, mix(seed, n))
        budget.used += local.used
        out[n] = (value + (chooser["rng"] >> 11 & 1023) * 1e-9, line)  # ties broken at random
        chooser["rng"] = mix(chooser["rng"], n)
    return out


def _best_of(sim: Sim, state: dict, seat: int, actions: list, depth: int, budget: Budget,
             seed: int) -> tuple[float, list]:
    """The best action's value and line."""
    return max(lines_of(sim, state, seat, actions, depth, budget, seed), key=_by_value)


def _by_value(valued: tuple[float, list]) -> float:
    return valued[0]


def _after(sim: Sim, state: dict, seat: int, action: dict, depth: int, budget: Budget,
           seed: int) -> tuple[float, list]:
    """The best value the seat reaches after ``action`` with its own further decisions,
    and the line to it (starting with ``action``)."""
    before, epoch = state["rng"], sim.epoch(state) if sim.robot else None
    nxt = sim.step(clone(state), seat, action)
    budget.spend()
    if nxt["rng"] != before:
        return _chance(sim, state, seat, action, seed, budget), [action]
    if sim.actor(nxt) != seat or sim.replied(epoch, nxt):
        return sim.value(nxt, seat), [action]
    if sim.dead_end(nxt, seat):
        return DEAD_END, [action]
    if depth <= 1 or budget.used >= budget.work or time.perf_counter() > budget.deadline:
        return sim.value(nxt, seat), [action]  # (the legal actions can cost more than a step)
    actions = sim.actions(nxt, seat)
    if budget.work - budget.used >= 2 * len(actions):
        value, line = _best_of(sim, nxt, seat, actions, depth - 1, budget, seed)
    else:
        value, line = _line(sim, nxt, seat, actions, depth - 1, budget, seed)
    return value, [action, *line]


def _line(sim: Sim, state: dict, seat: int, actions: list, depth: int, budget: Budget,
          seed: int) -> tuple[float, list]:
    """Too little work left to look under every move: value each by its next step alone
    (even past the budget: a prompt of a hundred canal tiles is still looked at) and follow
    the best while work is left (a greedy line), so that a sequence whose worth only shows at
    its end (dice, dice, confirm) is valued by where it leads, not by where it stands."""
    probe = budget.share(0)
    value, line = max(lines_of(sim, state, seat, actions, 1, probe, seed), key=_by_value)
    budget.spend(probe.used)
    if depth <= 1:
        return value, line
    return _after(sim, state, seat, line[0], depth, budget, mix(seed, len(actions)))


def _chance(sim: Sim, state: dict, seat: int, action: dict, seed: int, budget: Budget) -> float:
    """Mean value over a few redraws of the randomness the action uses."""
    total = 0.0
    for n in range(CHANCE_SAMPLES):
        trial = clone(state)
        trial["rng"] = mix(seed, n + 17)
        total += sim.value(sim.step(trial, seat, action), seat)
        budget.spend()
    return total / CHANCE_SAMPLES
