"""How many seeded random games the property tests play.

The default run (CI's, the README's test command) plays a sample that keeps the whole suite
under its time budget; ``TABLERO_SOAK=1`` plays the full counts (a soak run, reported in the
issue notes when the engines change). Each file names both counts where it plays its games.
"""

from __future__ import annotations

import os

SOAK = os.environ.get("TABLERO_SOAK", "") == "1"


def games(default: int, soak: int) -> int:
    """`soak` in a soak run, else `default`."""
    return soak if SOAK else default
