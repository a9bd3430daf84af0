"""What the searching bots share: the game's bot spec, budgets, seeds, rewards.

A game takes part in search by filling in ``Game.bot`` (a ``core.game.BotSpec``), usually
from its module ``tablero.games.<id>.bot``:

- ``determinize(view, seed) -> state``: a full state consistent with the seat's view, hidden
  parts drawn at random from what that seat has not seen (the bot never sees the real state);
- ``evaluate(state) -> list[float]``: each seat's expected final score (exact once over);
- ``scale``: the score lead (points) that counts as clearly winning;
- optionally ``avoid``: verbs that search skips unless nothing else is legal (``cancel``);
- optionally ``prune(state, seat, actions) -> actions``: drop moves that only undo or
  repeat a step (switching a selected card), so a bot cannot go round in circles;
- optionally ``work_scale``: the share of each level's work budget the game gets, where
  a step costs more than usual, so that an untimed decision takes about what the app's
  wall-time cap allows in the browser (and strength measured untimed is the app's);
- optionally ``policy_depth``: how many of a seat's own steps the cheap policy of search
  playouts looks ahead (default: as far as the easy bot), 1 where listing the legal moves
  costs much more than a step;
- optionally ``epoch(state) -> int``: the game's round, for games whose rounds end in
  a change the estimate can only guess at before (Pyramids: the god tiles reorder play;
  Troyes: the dice nobody used are lost, new ones are rolled): search then looks ahead to
  the end of the round, the one point where every seat is equally far along;
- optionally ``search``: level -> search settings that replace the level's own for this
  game (``{"hard": {"candidates": 5}}``: where playouts judge well, hard's extra work goes
  to more moves; see rollout.py for the settings; ``depth``: the easy bot's look-ahead;
  ``estimate`` and ``prune``: other functions, with the signatures of ``evaluate`` and
  ``prune``, that the level uses instead: Mexica's levels differ in what they think about,
  see its bot module);
- optionally ``margin``: the standard errors by which a move's playouts must beat the
  closer look's choice before search prefers it (rollout.py; default 1): 0 where the
  playouts, which see the hidden cards dealt anew, judge better than one look (Pax Pamir).
"""

from __future__ import annotations

import math
import time

from .. import rng

SEED_MUL = 1_000_003


def seed_of(salt: list) -> int:
    """One 64-bit seed from a salt list (match seed, step, seat, ...); non-ints count as 0."""
    seed = 0
    for part in salt:
        seed = (seed * SEED_MUL + (part if isinstance(part, int) else 0)) & rng.MASK64
    return seed


def mix(seed: int, n: int) -> int:
    """A derived seed: the n-th of a family (splitmix64 of seed + n)."""
    g = {"rng": (seed + n * 0x9E3779B97F4A7C15) & rng.MASK64, "checkpoint": 0}
    return rng._next64(g)


def chooser_for(seed: int) -> dict:
    """A private PRNG holder for the bot's own choices (never a game state)."""
    return {"rng": rng.new_rng(seed), "checkpoint": 0}


class Budget:
    """A decision's limits: at most ``work`` units and ``seconds`` of wall time (checked by
    the bot itself: the worker cannot interrupt Python)."""

    def __init__(self, work: int, seconds: float):
        self.work = work
        self.used = 0
        self.deadline = time.perf_counter() + seconds

    def share(self, work: int) -> Budget:
        """A budget of ``work`` units inside this one (same deadline); the caller adds what
        it used back with ``spend``."""
        part = Budget(work, 0.0)
        part.deadline = self.deadline
        return part

    def spend(self, units: int = 1) -> bool:
        """Count work; False once either limit is reached."""
        self.used += units
        return self.used < self.work and time.perf_counter() < self.deadline


class Sim:
    """The game as search sees it: unchecked steps on the bot's own states, filtered actions,
    evaluations and rewards."""

    def __init__(self, game, evaluate=None, prune=None):
        bot = game.bot
        self.game = game
        self.bot = bot
        self.evaluate = evaluate or bot.evaluate
        self.avoid = frozenset(bot.avoid)
        self.scale = float(bot.scale)
        self.prune = prune
        self.policy_depth = bot.policy_depth
        self._epoch = bot.epoch
        self.margin = bot.margin
        hook = getattr(getattr(game, "rules", None), "robot_hook", None)
        self.robot = hook is not None and bot.epoch is not None

    def determinize(self, view: dict, seed: int) -> dict:
        return self.bot.determinize(view, seed)

    def epoch(self, state: dict) -> int | None:
        """The game's round when its bot module defines ``epoch`` (else None)."""
        return self._epoch(state) if self._epoch is not None else None

    def replied(self, epoch, state: dict) -> bool:
        """True when a robot seat has played its turn since the game's epoch was ``epoch``.

        A robot (Pax Pamir's Wakhan) plays inside the flow: a seat alone against it is to act
        again after its own turn and hers, so the seat's own next steps (greedy's look-ahead,
        a plan's extension) would run on into its next turn through hers: a look twice as
        deep and far dearer, leaving a timed search no time for playouts. Only in a game
        with a robot and an epoch that counts its turns (the other games' epochs are rounds,
        which a seat's own steps may cross: their look-ahead stays as it was)."""
        return self.robot and self.epoch(state) != epoch

    def actor(self, state: dict) -> int | None:
        """The seat to act (the first of several), or None when the game is over."""
        active = self.game.active(state)
        return active[0] if active else None

    def actions(self, state: dict, seat: int) -> list[dict]:
        """Legal actions without the avoided verbs (unless only those are legal)."""
        legal = self.game.actions(state, seat)
        kept = [a for a in legal if a.get("type") not in self.avoid]
        if self.prune is not None:
            kept = self.prune(state, seat, kept or legal)
        return kept or legal

    def dead_end(self, state: dict, seat: int) -> bool:
        """True when the seat may only take avoided steps (a choice that can only be
        cancelled): search values such a line as lost, so it is never entered."""
        if not self.avoid:
            return False
        return all(a.get("type") in self.avoid for a in self.game.actions(state, seat))

    def step(self, state: dict, seat: int, action: dict) -> dict:
        """The state after the action, taken in place (unchecked, on the bot's own state)."""
        self.game.step(state, seat, action)
        return state

    def rewards(self, state: dict) -> list[float]:
        """Each seat's reward in [0, 1]: its lead over the best other seat, squashed; once
        over, half of it is the win itself (shared wins split)."""
        values = self.evaluate(state)
        out = [_squash(v - _best_other(values, s), self.scale) for s, v in enumerate(values)]
        result = self.game.result(state) if not self.game.active(state) else None
        if result:
            winners = result["winners"]
            out = [0.5 * r + (0.5 / len(winners) if s in winners else 0.0)
                   for s, r in enumerate(out)]
        return out

    def value(self, state: dict, seat: int) -> float:
        """The seat's evaluation lead over the best other seat (points)."""
        values = self.evaluate(state)
        return values[seat] - _best_other(values, seat)


def _best_other(values: list, seat: int) -> float:
    others = [v for s, v in enumerate(values) if s != seat]
    return max(others) if others else 0.0


def _squash(lead: float, scale: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, lead / scale))))
