"""Mexica's state table: the ``Rules`` object the chapters register their prompts, handlers
and automatic states on (turn.py: setup placement and the turn; actions.py: the actions)."""

from __future__ import annotations

from tablero.core.flow import Rules

ID = "mexica"
RULES = Rules(ID)
