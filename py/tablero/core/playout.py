"""Random playouts and replays: the drivers of property tests, parity tests and benchmarks."""

from __future__ import annotations

from . import rng

MAX_STEPS = 20_000


def random_playout(game, seed: int, players: int, options: dict | None = None,
                   max_steps: int = MAX_STEPS, on_step=None):
    """Play a whole game with uniformly random legal actions.

    Returns ``(final_state, actions)`` where actions is the list of ``[seat, action]``.
    ``on_step(state, seat, action, new_state)`` is called after each step when given.
    """
    state = game.setup(seed, players, options or {})
    chooser = {"rng": rng.new_rng(seed ^ 0x5EED), "checkpoint": 0}
    actions = []
    for _ in range(max_steps):
        active = game.active(state)
        if not active:
            return state, actions
        seat = active[rng.randint(chooser, len(active))]
        acts = game.ask(state, seat)
        if not acts.actions:
            raise AssertionError(f"{game.id}: seat {seat} is active with no legal action")
        action = acts.actions[rng.randint(chooser, len(acts.actions))]
        new_state = game.apply_offered(state, seat, action, acts)  # listed once a step
        if on_step is not None:
            on_step(state, seat, action, new_state)
        actions.append([seat, action])
        state = new_state
    raise AssertionError(f"{game.id}: seed {seed} did not end within {max_steps} steps")


def replay(game, seed: int, players: int, actions: list, options: dict | None = None) -> dict:
    """The state after applying ``actions`` (``[seat, action]`` pairs) to a new game."""
    state = game.setup(seed, players, options or {})
    for seat, action in actions:
        state = game.apply(state, seat, action)
    return state
