"""What a seat must never see, checked one way for every game: the marks of the game's own
account, ``Game.hidden(state, seat)`` (core/game.py), must not stand in the seat's view.

A mark that is a string (a string id, or an id as a table of the view keys it) may stand
nowhere, as a key or a string value; a pair ``(key, value)`` may not stand under that key,
as its value or in a list there (ids that are numbers).
"""

from __future__ import annotations


def leaks(game, state: dict, seat: int | None, view: dict) -> set:
    """The marks of ``game.hidden(state, seat)`` that stand in ``view``."""
    marks = game.hidden(state, seat)
    found: set = set()
    if marks:
        _search(view, None, marks, found)
    return found


def _search(value, key, marks: set, found: set) -> None:
    """Add to ``found`` the marks that ``value``, standing under ``key``, holds."""
    if isinstance(value, dict):
        for name, item in value.items():
            if name in marks:
                found.add(name)
            _search(item, name, marks, found)
    elif isinstance(value, list):
        for item in value:
            _search(item, key, marks, found)
    elif isinstance(value, str | int) and not isinstance(value, bool):
        if isinstance(value, str) and value in marks:
            found.add(value)
        if (key, value) in marks:
            found.add((key, value))
