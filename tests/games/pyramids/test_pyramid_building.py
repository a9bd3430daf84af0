"""ピラミッドの建設: where a pyramid card may go, and that no placement leads to a dead end."""

from __future__ import annotations

from tablero.games.pyramids.geometry import legal_places
from tablero.games.pyramids.invariants import pyramid_problem


def _pyr(places):
    return [{"level": lvl, "slot": k, "card": f"X{n}"} for n, (lvl, k) in enumerate(places)]


def test_first_card_starts_the_base_at_slot_0():
    assert legal_places([]) == [(0, 0)]


def test_base_grows_sideways_without_gaps():
    assert legal_places(_pyr([(0, 0)])) == [(0, -1), (0, 1)]
    assert legal_places(_pyr([(0, 0), (0, -1)])) == [(0, -2), (0, 1), (1, -1)]


def test_base_holds_at_most_four_cards():
    places = legal_places(_pyr([(0, 0), (0, 1), (0, 2), (0, 3)]))
    assert all(lvl > 0 for lvl, _ in places)
    assert places == [(1, 0), (1, 1), (1, 2)]


def test_upper_card_as_soon_as_its_two_supports_exist():
    """A 2nd-level card may come before the base is complete (rules_notes section 2)."""
    assert (1, 0) in legal_places(_pyr([(0, 0), (0, 1)]))
    assert (2, 0) in legal_places(_pyr([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)]))
    assert (2, 0) not in legal_places(_pyr([(0, 0), (0, 1), (0, 2), (1, 0)]))


def test_apex_is_the_last_place():
    nine = [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1)]
    assert legal_places(_pyr(nine)) == [(3, 0)]
    assert legal_places(_pyr(nine + [(3, 0)])) == []


def _normal(places: frozenset) -> tuple:
    """A shape up to sideways shift (the base's left end at 0)."""
    low = min(k for lvl, k in places if lvl == 0)
    return tuple(sorted((lvl, k - low) for lvl, k in places))


def test_no_placement_ever_leads_to_a_dead_end():
    """Every shape reachable by legal placements (one per round) can be completed, and
    every 10-card shape is the full 4/3/2/1 pyramid: exhaustive over all shapes."""
    frontier = {frozenset()}
    seen_by_size = []
    for size in range(10):
        nxt = set()
        for shape in frontier:
            places = legal_places(_pyr(sorted(shape)))
            assert places, f"dead end after {size} cards: {sorted(shape)}"
            for place in places:
                grown = shape | {place}
                assert pyramid_problem(_pyr(sorted(grown))) is None
                nxt.add(grown)
        seen_by_size.append(len({_normal(s) for s in nxt}))
        frontier = nxt
    finals = {_normal(s) for s in frontier}
    full = ((0, 0), (0, 1), (0, 2), (0, 3), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (3, 0))
    assert finals == {full}
    assert all(not legal_places(_pyr(sorted(s))) for s in frontier)
    assert seen_by_size[0] == 1 and seen_by_size[-1] == 1


def test_pyramid_problem_names_bad_shapes():
    assert "contiguous" in pyramid_problem(_pyr([(0, 0), (0, 2)]))
    assert "at most 4" in pyramid_problem(_pyr([(0, k) for k in range(5)]))
    assert "supports" in pyramid_problem(_pyr([(0, 0), (1, 0)]))
    assert "two cards" in pyramid_problem(_pyr([(0, 0), (0, 0)]))
    assert pyramid_problem(_pyr([(0, 0), (0, -1), (1, -1)])) is None
