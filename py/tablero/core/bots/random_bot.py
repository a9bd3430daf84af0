"""The random bot: a uniformly random legal action, reproducible from the match and step."""

from __future__ import annotations

from .. import rng
from .common import seed_of


def choose(view: dict, salt: list) -> dict:
    """One of ``view["actions"]``, drawn from a PRNG seeded by ``salt`` (seed, step, seat)."""
    g = {"rng": rng.new_rng(seed_of(salt)), "checkpoint": 0}
    return rng.choice(g, view["actions"])
