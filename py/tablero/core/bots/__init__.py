"""Bots by level. Each takes the seat's own view (never the state), so it cannot cheat."""

from __future__ import annotations

from .random_bot import choose as random_choose

BOTS = {"random": random_choose}
