"""Which of Mexica's pieces are interchangeable for play, for the tests that compare two
states' views (tests/engine/test_position_export.py): temples of one size, and calpulli tokens
of one size, are numbered in the views but one is as good as another."""

from __future__ import annotations


def canonical(view: dict) -> dict:
    """The view with each seat's temples by where they stand, and the calpulli tokens without
    their numbers (changed in place, and returned)."""
    view["temples"] = [sorted((loc is None, str(loc)) for loc in t) for t in view["temples"]]
    for key in ("display", "districts"):
        for token in view[key]:
            token.pop("token", None)
    return view
