"""The ``normal`` and ``hard`` bots: the easy bot's best few moves, tried against the replies.

First the seat's moves are valued as the easy bot values them (its own best continuation
this turn, by the game's heuristic), and only the best few go on: the rest are moves even a
greedy player would not make. Each of these candidates is then played out again and again:
a determinization (a full state consistent with the bot's view, made by the game's own
``determinize``: the real hands, tombs, deck order and future dice are never used; every
round redraws them), the candidate, then every seat, the bot's own included, continues with
a cheap greedy policy until every seat has ended a turn (the bot's current one counts); the
state reached is scored with the game's heuristic (the seat's lead, squashed to
[0, 1]). Looking past the seat's own turn lets it see the replies (a pair taken away, a
tomb majority contested, a blocked canal), which the greedy bot ignores: a rollout-based
improvement of the greedy policy. Turns are counted, not steps, because a turn is one step
in one game and a dozen in another.
"""

from __future__ import annotations

import time

from ..util import clone
from .common import Budget, Sim, mix
from .greedy import MAX_DEPTH, best_action, values_of

MAX_STEPS = 80  # a playout's safety cap (a round is rarely longer)
MIN_ROUNDS = 2  # below this, playouts say too little: the greedy choice stands
OWN_STEPS = 3  # steps of the bot's own turn a playout plays with the easy bot's care


def choose(sim: Sim, view: dict, seed: int, budget: Budget, spec: dict) -> dict:
    """The candidate with the best mean reward over the rounds of playouts the budget allows.

    ``spec``: ``prior`` work of the greedy valuation, ``candidates`` kept, ``rounds``: the
    turns each seat ends before a playout stops, ``own_nodes`` and ``policy_nodes``: the
    greedy work per playout step (see ``_playout``). Round k plays every candidate on the
    same k-th determinization with the same future dice (common random numbers: the moves
    are compared on equal luck).
    """
    seat = view["seat"]
    state = sim.determinize(view, seed)
    roots = sim.actions(state, seat)
    if len(roots) == 1:
        return roots[0]
    prior = budget.share(min(spec["prior"], budget.work))
    values = values_of(sim, state, seat, roots, MAX_DEPTH, prior, seed)
    budget.spend(prior.used)
    order = sorted(range(len(roots)), key=lambda i: -values[i])
    alive = order[:spec["candidates"]]
    if len(alive) == 1:
        return roots[alive[0]]
    totals = [0.0] * len(roots)
    rounds = 0
    clock = _Clock(budget)
    while clock.room(len(alive)):
        sample = sim.determinize(view, mix(seed, rounds + 1))
        future = mix(seed, 1_000_000 + rounds)
        scores = {}
        for i in alive:
            if rounds and time.perf_counter() > budget.deadline:
                break  # out of time: this round is left out (moves compare on equal luck)
            trial = clone(sample)
            trial["rng"] = future
            scores[i] = _playout(sim, trial, seat, roots[i], spec, mix(future, i), budget)
        if len(scores) < len(alive):
            break
        for i, score in scores.items():
            totals[i] += score
        rounds += 1
        clock.lap(len(alive))
    if rounds < MIN_ROUNDS:
        return roots[order[0]]
    best = max(alive, key=lambda i: (totals[i], values[i]))
    return roots[best]


class _Clock:
    """Stops before a round that would overrun the work or time budget."""

    def __init__(self, budget: Budget):
        self.budget = budget
        self.start = time.perf_counter()
        self.used = budget.used  # the work before the playouts (the greedy valuation)
        self.playouts = 0

    def lap(self, moves: int) -> None:
        self.playouts += moves

    def room(self, moves: int) -> bool:
        """True when one more round of ``moves`` playouts fits in what is left."""
        if self.playouts == 0:
            return self.budget.used < self.budget.work
        work = (self.budget.used - self.used) / self.playouts * moves
        seconds = (time.perf_counter() - self.start) / self.playouts * moves
        return (self.budget.used + work <= self.budget.work
                and time.perf_counter() + seconds <= self.budget.deadline)


def _playout(sim: Sim, state: dict, seat: int, action: dict, spec: dict, seed: int,
             budget: Budget) -> float:
    """The seat's reward after its action and greedy play by every seat until each seat has
    ended ``spec["rounds"]`` turns (the bot's current turn counts), or, in a game whose order of
    play changes with the moves (see ``Sim.epoch``), until the game's round ends: every
    candidate is valued with every seat equally far along. A seat that stops taking turns
    (out of the round) cannot hold the playout: it also ends after twice as many turns in
    all as that would take. The next steps of the bot's own turn (``OWN_STEPS``) are played
    as the easy bot would (``own_nodes``), so that a candidate is not judged by a careless
    finish; everything after by the cheaper policy (``policy_nodes``)."""
    epoch = sim.epoch(state)
    state = sim.step(state, seat, action)
    budget.spend()
    rounds = spec["rounds"]
    ended = [0] * state["players"]
    turns_left = 2 * rounds * len(ended)
    last, own = seat, True
    for n in range(MAX_STEPS):
        actor = sim.actor(state)
        if actor is None or time.perf_counter() > budget.deadline:
            break  # over, or out of time (only ever in the first round): value what is reached
        if epoch is not None:
            if sim.epoch(state) != epoch:
                break
        elif actor != last:
            ended[last] += 1
            turns_left -= 1
            if min(ended) >= rounds or turns_left <= 0:
                break
        own = own and actor == seat and n < OWN_STEPS
        last = actor
        local = budget.share(spec["own_nodes"] if own else spec["policy_nodes"])
        depth = sim.policy_depth if sim.policy_depth and not own else MAX_DEPTH
        choice = best_action(sim, state, actor, mix(seed, n), local, depth)
        budget.spend(local.used)
        state = sim.step(state, actor, choice)
    return sim.rewards(state)[seat]
