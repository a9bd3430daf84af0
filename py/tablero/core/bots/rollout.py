"""The ``normal`` and ``hard`` bots: determinized Monte Carlo search with greedy rollouts.

Each iteration draws a determinization (a full state consistent with the bot's view, made by
the game's own ``determinize``: the real hands, tombs, deck order and future dice are never
used, and every iteration redraws future randomness), tries one of the seat's legal actions,
lets every seat continue with the greedy policy of the easy bot for a fixed number of steps,
and scores the state reached with the game's heuristic (the seat's lead, squashed to [0, 1]).
UCB1 spreads the iterations over the actions, favouring the promising ones; the action with
the best mean wins. Looking past the seat's own turn lets it see the other seats' replies (a
pair taken away, a tomb majority contested), which the greedy bot ignores: a rollout-based
improvement of the greedy policy.
"""

from __future__ import annotations

import time

from ..util import clone
from .common import Budget, Sim, mix
from .greedy import best_action

HALVING_ROUNDS = (2, 4, 8, 16)  # after these many rounds the weaker half of the moves drops


def choose(sim: Sim, view: dict, seed: int, budget: Budget, horizon: int,
           policy_nodes: int) -> dict:
    """The move with the best mean reward over the rounds of playouts the budget allows.

    Round k plays every move still in the race on the same k-th determinization with the
    same future dice (common random numbers: the moves are compared on equal luck), and
    successive halving keeps the better half after rounds 2, 4, 8 and 16.
    """
    seat = view["seat"]
    roots = sim.actions(sim.determinize(view, seed), seat)
    if len(roots) == 1:
        return roots[0]
    alive = list(range(len(roots)))
    totals = [0.0] * len(roots)
    rounds = 0
    clock = _Clock(budget)
    while clock.room(len(alive)):
        state = sim.determinize(view, mix(seed, rounds))
        future = mix(seed, 1_000_000 + rounds)
        scores = {}
        for i in alive:
            if rounds and time.perf_counter() > budget.deadline:
                break  # out of time: this round is left out (moves compare on equal luck)
            trial = clone(state)
            trial["rng"] = future
            scores[i] = _playout(sim, trial, seat, roots[i], horizon, policy_nodes,
                                 mix(future, i), budget)
        if len(scores) < len(alive):
            break
        for i, score in scores.items():
            totals[i] += score
        rounds += 1
        clock.lap(len(alive))
        if rounds in HALVING_ROUNDS and len(alive) > 2:
            alive.sort(key=lambda i: -totals[i])
            alive = alive[:max(2, (len(alive) + 1) // 2)]
    best = max(alive, key=lambda i: totals[i])
    return roots[best]


class _Clock:
    """Stops before a round that would overrun the work or time budget."""

    def __init__(self, budget: Budget):
        self.budget = budget
        self.start = time.perf_counter()
        self.playouts = 0

    def lap(self, moves: int) -> None:
        self.playouts += moves

    def room(self, moves: int) -> bool:
        """True when one more round of ``moves`` playouts fits in what is left."""
        if self.playouts == 0:
            return True
        work = self.budget.used / self.playouts * moves
        seconds = (time.perf_counter() - self.start) / self.playouts * moves
        return (self.budget.used + work <= self.budget.work
                and time.perf_counter() + seconds <= self.budget.deadline)


def _playout(sim: Sim, state: dict, seat: int, action: dict, horizon: int, policy_nodes: int,
             seed: int, budget: Budget) -> float:
    """The seat's reward after its action and ``horizon`` greedy steps of every seat."""
    state = sim.step(state, seat, action)
    budget.spend()
    for n in range(horizon):
        actor = sim.actor(state)
        if actor is None or time.perf_counter() > budget.deadline:
            break  # out of time (only ever in the first round): value what is reached
        local = Budget(policy_nodes, 3600.0)
        local.deadline = budget.deadline
        choice = best_action(sim, state, actor, mix(seed, n), local)
        budget.spend(local.used)
        state = sim.step(state, actor, choice)
    return sim.rewards(state)[seat]
