"""Which of Pax Pamir's pieces are interchangeable for play, for the tests that compare two
states' views (tests/engine/test_position_export.py): the views number cylinders and blocks
by slot, and a position rebuilt from a description may put the same pieces in other slots."""

from __future__ import annotations


def _by_place(locs: list) -> list:
    """Where the pieces of one kind and owner stand, as a sorted list (the supply last)."""
    return sorted((loc is None, str(loc)) for loc in locs)


def canonical(view: dict) -> dict:
    """The view with cylinders and blocks by where they stand, not by slot; the fresh marks
    likewise (changed in place, and returned)."""
    p = view["pieces"]
    fresh = []
    for tag in dict.fromkeys(p["fresh"]):
        owner, i = tag[1:].split(".")
        locs = p["cylinders"][int(owner)] if tag[0] == "c" else p["blocks"][owner]
        if locs[int(i)] is not None:  # one back in the supply: its mark means nothing
            fresh.append([tag[0], owner, locs[int(i)]])
    p["fresh"] = sorted(fresh)
    p["cylinders"] = [_by_place(c) for c in p["cylinders"]]
    p["blocks"] = {k: _by_place(b) for k, b in p["blocks"].items()}
    return view
