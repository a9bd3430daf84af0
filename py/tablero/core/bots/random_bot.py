"""The random bot: a uniformly random legal action, reproducible from the match and step."""

from __future__ import annotations

from .. import rng


def choose(view: dict, salt: list) -> dict:
    """One of ``view["actions"]``, drawn from a PRNG seeded by ``salt`` (seed, step, seat)."""
    seed = 0
    for part in salt:
        seed = (seed * 1_000_003 + (part if isinstance(part, int) else 0)) & rng.MASK64
    g = {"rng": rng.new_rng(seed), "checkpoint": 0}
    return rng.choice(g, view["actions"])
