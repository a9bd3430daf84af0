"""What the searching bots share: the game's bot module, budgets, seeds, rewards.

A game takes part in search by providing a small module ``tablero.games.<id>.bot`` (or a
``BOT`` attribute on its package) with:

- ``determinize(view, seed) -> state``: a full state consistent with the seat's view, hidden
  parts drawn at random from what that seat has not seen (the bot never sees the real state);
- ``evaluate(state) -> list[float]``: each seat's expected final score (exact once over);
- ``SCALE``: the score lead (points) that counts as clearly winning;
- optionally ``AVOID``: verbs that search skips unless nothing else is legal (``cancel``);
- optionally ``prune(state, seat, actions) -> actions``: drop moves that only undo or
  repeat a step (switching a selected card), so a bot cannot go round in circles;
- optionally ``WORK_SCALE``: the share of each level's work budget the game gets, where
  a step costs more than usual, so that an untimed decision takes about what the app's
  wall-time cap allows in the browser (and strength measured untimed is the app's);
- optionally ``POLICY_DEPTH``: how many of a seat's own steps the cheap policy of search
  playouts looks ahead (default: as far as the easy bot), 1 where listing the legal moves
  costs much more than a step;
- optionally ``epoch(state) -> int``: the game's round, for games whose rounds end in
  a change the estimate can only guess at before (Pyramids: the god tiles reorder play;
  Troyes: the dice nobody used are lost, new ones are rolled): search then looks ahead to
  the end of the round, the one point where every seat is equally far along;
- optionally ``SEARCH``: level -> search settings that replace the level's own for this
  game (``{"hard": {"candidates": 5}}``: where playouts judge well, hard's extra work goes
  to more moves; see rollout.py for the settings; ``depth``: the easy bot's look-ahead;
  ``estimate`` and ``prune``: the names of other functions of the module, with the
  signatures of ``evaluate`` and ``prune``, that the level uses instead: Mexica's levels
  differ in what they think about, see its bot module);
- optionally ``MARGIN``: the standard errors by which a move's playouts must beat the
  closer look's choice before search prefers it (rollout.py; default 1): 0 where the
  playouts, which see the hidden cards dealt anew, judge better than one look (Pax Pamir).
"""

from __future__ import annotations

import importlib
import json
import math
import time

from .. import rng

SEED_MUL = 1_000_003


def bot_module(game):
    """The game's bot module, or None when the game has none (only the random bot then)."""
    explicit = getattr(game, "BOT", None)
    if explicit is not None:
        return explicit
    name = getattr(game, "__name__", "") + ".bot"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name is not None and name.startswith(err.name):
            return None
        raise


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


def action_key(action: dict) -> str:
    """A hashable, stable key of an action dict."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


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

    def __init__(self, game, module, estimate: str = "evaluate", prune: str = "prune"):
        self.game = game
        self.module = module
        self.evaluate = getattr(module, estimate)
        self.avoid = frozenset(getattr(module, "AVOID", ()))
        self.scale = float(getattr(module, "SCALE", 10))
        self.prune = getattr(module, prune, None)
        self.policy_depth = getattr(module, "POLICY_DEPTH", None)
        self._epoch = getattr(module, "epoch", None)
        self.margin = getattr(module, "MARGIN", None)
        self._step = getattr(game, "step", None)

    def determinize(self, view: dict, seed: int) -> dict:
        return self.module.determinize(view, seed)

    def epoch(self, state: dict) -> int | None:
        """The game's round when its bot module defines ``epoch`` (else None)."""
        return self._epoch(state) if self._epoch is not None else None

    def actor(self, state: dict) -> int | None:
        """The seat to act (the first of several), or None when the game is over."""
        active = self.game.active_players(state)
        return active[0] if active else None

    def actions(self, state: dict, seat: int) -> list[dict]:
        """Legal actions without the avoided verbs (unless only those are legal)."""
        legal = self.game.legal_actions(state, seat)
        kept = [a for a in legal if a.get("type") not in self.avoid]
        if self.prune is not None:
            kept = self.prune(state, seat, kept or legal)
        return kept or legal

    def dead_end(self, state: dict, seat: int) -> bool:
        """True when the seat may only take avoided steps (a choice that can only be
        cancelled): search values such a line as lost, so it is never entered."""
        if not self.avoid:
            return False
        return all(a.get("type") in self.avoid for a in self.game.legal_actions(state, seat))

    def step(self, state: dict, seat: int, action: dict) -> dict:
        """The state after the action: in place when the game offers ``step``."""
        if self._step is not None:
            self._step(state, seat, action)
            return state
        return self.game.apply(state, seat, action)

    def rewards(self, state: dict) -> list[float]:
        """Each seat's reward in [0, 1]: its lead over the best other seat, squashed; once
        over, half of it is the win itself (shared wins split)."""
        values = self.evaluate(state)
        out = [_squash(v - _best_other(values, s), self.scale) for s, v in enumerate(values)]
        result = self.game.result(state) if not self.game.active_players(state) else None
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
