"""The ``normal`` and ``hard`` bots: the easy bot's best few moves, tried against the replies.

First the seat's moves are valued as the easy bot values them (its own best continuation
this turn, by the game's heuristic), and only the best few go on: the rest are moves even a
greedy player would not make. A closer look at each of these finds its plan: the rest of the
seat's turn it leads to. Each candidate is then played out again and again: a
determinization (a full state consistent with the bot's view, made by the game's own
``determinize``: the real hands, tombs, deck order and future dice are never used; every
round redraws them), the candidate and its plan, then every seat continues with a cheap
greedy policy until every seat has ended a turn (the bot's current one counts); the
state reached is scored with the game's heuristic (the seat's lead, squashed to
[0, 1]). Looking past the seat's own turn lets it see the replies (a pair taken away, a
tomb majority contested, a blocked canal), which the greedy bot ignores: a rollout-based
improvement of the greedy policy. Turns are counted, not steps, because a turn is one step
in one game and a dozen in another.
"""

from __future__ import annotations

import math
import statistics
import time

from ..util import clone
from .common import Budget, Sim, mix
from .greedy import MAX_DEPTH, best_action, lines_of, values_of

MAX_STEPS = 80  # a playout's safety cap (a round is rarely longer)
MIN_ROUNDS = 2  # below this, playouts say too little: the closer look's choice stands
MARGIN = 1.0  # standard errors by which a move's playouts must beat that choice's (by default)
EXTEND_SECONDS = 0.03  # the least wall time of one greedy step that continues a cut plan


def choose(sim: Sim, view: dict, seed: int, budget: Budget, spec: dict) -> dict:
    """The first step of ``plan``."""
    return plan(sim, view, seed, budget, spec)[0]


def plan(sim: Sim, view: dict, seed: int, budget: Budget, spec: dict) -> list:
    """The chosen move and its plan (the closer look's line for it: the rest of the turn the
    seat means to play, kept by the session while nothing unforeseen happens).

    The move is the closer look's choice among the easy bot's best moves, or a move that
    the rounds of playouts the budget allows show to be clearly better.

    ``spec``: ``prior`` work of the greedy valuation, ``candidates`` kept, ``own_nodes``:
    the work of a closer look at each candidate's own further steps (its plan, made once and
    replayed by every playout), ``rounds``: the turns each seat ends before a playout stops,
    ``policy_nodes``: the greedy work per playout step off the plan (see ``_playout``).
    Round k plays every candidate on the same k-th determinization with the same future dice
    (common random numbers: the moves are compared on equal luck); the closer look's choice
    stands unless another candidate's playouts clearly beat it (``_clearly_better``, by the
    game's margin).
    """
    seat = view["seat"]
    state = sim.determinize(view, seed)
    roots = sim.actions(state, seat)
    if len(roots) == 1:
        return [roots[0]]
    prior = budget.share(min(spec["prior"], budget.work))
    values = values_of(sim, state, seat, roots, MAX_DEPTH, prior, seed)
    budget.spend(prior.used)
    order = sorted(range(len(roots)), key=lambda i: -values[i])
    alive = order[:spec["candidates"]]
    if len(alive) == 1:
        return [roots[alive[0]]]
    look = budget.share(spec["own_nodes"] * len(alive))
    plans = lines_of(sim, state, seat, [roots[i] for i in alive], MAX_DEPTH, look, seed)
    budget.spend(look.used)
    looked = dict(zip(alive, plans, strict=True))  # candidate -> (value, plan)
    default = max(alive, key=lambda i: looked[i][0])
    rows = []
    clock = _Clock(budget)
    while clock.room(len(alive)):
        sample = sim.determinize(view, mix(seed, len(rows) + 1))
        future = mix(seed, 1_000_000 + len(rows))
        scores = {}
        for i in alive:
            if rows and time.perf_counter() > budget.deadline:
                break  # out of time: this round is left out (moves compare on equal luck)
            trial = clone(sample)
            trial["rng"] = future
            scores[i] = _playout(sim, trial, seat, looked[i][1], spec, mix(future, i), budget)
        if len(scores) < len(alive):
            break
        rows.append(scores)
        clock.lap(len(alive))
    chosen = default
    if len(rows) >= MIN_ROUNDS:
        margin = MARGIN if sim.margin is None else sim.margin
        chosen = _clearly_better(rows, default, margin)
    return extend(sim, state, seat, looked[chosen][1], seed, budget, spec["policy_nodes"])


def extend(sim: Sim, state: dict, seat: int, line: list, seed: int, budget: Budget,
           nodes: int) -> list:
    """The plan, continued by the playouts' greedy policy (``nodes`` work a step) where the
    closer look's budget cut it short: the seat is still to act after it and it has fewer
    than MAX_DEPTH steps. The session keeps playing a plan instead of searching afresh for
    each step, so that a long turn (a Mexica turn is a dozen steps and more) is not a dozen
    searches. It stops after a step that draws randomness (the session plans again then),
    at a dead end, when another seat is to act or a robot seat has played (``Sim.replied``).
    Only the plan's later steps change: its
    first step is the choice already made."""
    state = clone(state)
    epoch = sim.epoch(state) if sim.robot else None
    for action in line:
        before = state["rng"]
        sim.step(state, seat, action)
        if state["rng"] != before:
            return line
    line = list(line)
    while (len(line) < MAX_DEPTH and sim.actor(state) == seat
           and not sim.dead_end(state, seat) and not sim.replied(epoch, state)):
        local = Budget(nodes, 0.0)
        local.deadline = max(budget.deadline, time.perf_counter() + EXTEND_SECONDS)
        action = best_action(sim, state, seat, mix(seed, 7_000 + len(line)), local,
                             sim.policy_depth or MAX_DEPTH)
        budget.spend(local.used)
        line.append(action)
        before = state["rng"]
        sim.step(state, seat, action)
        if state["rng"] != before:
            break
    return line


def _clearly_better(rows: list[dict], default: int, margin: float) -> int:
    """The candidate whose playouts beat the default's (the closer look's choice) by the
    most on average, counting only a lead larger than ``margin`` standard errors of the
    round-by-round differences (the rounds share their luck, so the differences are paired);
    else the default. Playouts are noisy: a move they only seem to prefer can make the bot
    play worse than the greedy one it improves on (Mexica: without chance or hidden cards,
    the closer look already knows all but the replies). Where hidden cards are dealt anew
    every round, the playouts see what one look cannot: there a game may set the margin to
    0 and trust any lead (Pax Pamir: measured in bench/bots.py)."""
    best, lead = default, 0.0
    for i in rows[0]:
        diffs = [row[i] - row[default] for row in rows]
        mean = statistics.fmean(diffs)
        if mean > lead and mean > margin * statistics.stdev(diffs) / math.sqrt(len(rows)):
            best, lead = i, mean
    return best


class _Clock:
    """Stops before a round that would overrun the work or time budget."""

    def __init__(self, budget: Budget):
        self.budget = budget
        self.start = time.perf_counter()
        self.used = budget.used  # the work before the playouts (valuation and plans)
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


def _playout(sim: Sim, state: dict, seat: int, plan: list, spec: dict, seed: int,
             budget: Budget) -> float:
    """The seat's reward after its candidate (``plan[0]``) and play by every seat until each
    seat has ended ``spec["rounds"]`` turns (the bot's current turn counts), or, in a game
    with rounds (see ``Sim.epoch``), until the round ends: every candidate is valued with
    every seat equally far along. A seat that stops taking turns (out of the round) cannot
    hold the playout: it also ends after twice as many turns in all as that would take.
    The bot's own turn goes on by the candidate's plan while its steps stay legal (a
    determinization may differ), so that a candidate is not judged by a careless finish;
    everything else by the cheap greedy policy (``policy_nodes``)."""
    epoch = sim.epoch(state)
    state = sim.step(state, seat, plan[0])
    budget.spend()
    plan = plan[1:]
    rounds = spec["rounds"]
    ended = [0] * state["players"]
    turns_left = 2 * rounds * len(ended)
    last = seat
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
        last = actor
        if plan and actor == seat and plan[0] in sim.game.actions(state, seat):
            choice, plan = plan[0], plan[1:]
            budget.spend()
        else:
            plan = []
            local = budget.share(spec["policy_nodes"])
            choice = best_action(sim, state, actor, mix(seed, n), local,
                                 sim.policy_depth or MAX_DEPTH)
            budget.spend(local.used)
        state = sim.step(state, actor, choice)
    return sim.rewards(state)[seat]
