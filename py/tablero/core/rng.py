"""The project's seeded PRNG: splitmix64 on a single integer kept in ``state["rng"]``.

Pure integer arithmetic with 64-bit masks, so CPython and Pyodide give identical sequences.
Every use bumps ``state["checkpoint"]``: undo never steps back across randomness.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1


def new_rng(seed: int) -> int:
    """The initial PRNG state for a seed (any int, reduced to 64 bits)."""
    return int(seed) & MASK64


def _next64(g: dict) -> int:
    x = (g["rng"] + 0x9E3779B97F4A7C15) & MASK64
    g["rng"] = x
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def randint(g: dict, n: int) -> int:
    """A uniform integer in [0, n), without modulo bias."""
    if n <= 0:
        raise ValueError(f"randint needs n >= 1, got {n}")
    g["checkpoint"] = g.get("checkpoint", 0) + 1
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        r = _next64(g)
        if r < limit:
            return r % n


def shuffle(g: dict, items: list) -> None:
    """Shuffle a list in place (Fisher-Yates)."""
    for i in range(len(items) - 1, 0, -1):
        j = randint(g, i + 1)
        items[i], items[j] = items[j], items[i]


def choice(g: dict, items: list):
    """One element of a non-empty list."""
    return items[randint(g, len(items))]


def reveal(g: dict) -> None:
    """Mark that hidden information became visible: undo may not step back past this."""
    g["checkpoint"] = g.get("checkpoint", 0) + 1
