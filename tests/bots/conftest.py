"""Shared helpers of the bot tests: games with a bot module, states along random games."""

from __future__ import annotations

import pytest

from tablero.core.bots import LEVELS
from tablero.core.playout import random_playout
from tablero.games import GAMES

BOT_GAMES = sorted(gid for gid, game in GAMES.items() if game.bot is not None)
SESSION_KEYS = {"active", "actions", "labels", "prompt", "log", "log_total", "result", "step",
                "can_undo", "lang", "last_step"}


def game_view(view: dict) -> dict:
    """A session view without the keys the session adds (the game's own view)."""
    return {k: v for k, v in view.items() if k not in SESSION_KEYS}


def sampled_states(game, seed: int, players: int, every: int) -> list[dict]:
    """Every ``every``-th state of a seeded random game, and its final state."""
    states = []

    def keep(state, seat, action, new_state):
        if len(states) < 10_000 and keep.n % every == 0:
            states.append(new_state)
        keep.n += 1

    keep.n = 0
    final, _ = random_playout(game, seed, players, on_step=keep)
    return states + [final]


@pytest.fixture
def small_levels(monkeypatch):
    """Search levels with small work budgets, so tests stay fast (same code paths)."""
    monkeypatch.setitem(LEVELS, "easy", {**LEVELS["easy"], "work": 60})
    monkeypatch.setitem(LEVELS, "normal", {**LEVELS["normal"], "work": 160, "prior": 60,
                                           "own_nodes": 20, "policy_nodes": 6})
    monkeypatch.setitem(LEVELS, "hard", {**LEVELS["hard"], "work": 240, "prior": 80,
                                         "own_nodes": 20, "policy_nodes": 6})
