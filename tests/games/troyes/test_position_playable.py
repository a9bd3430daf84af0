"""Issue 38: a Troyes description is accepted only when its table is one the game can reach
(core/strict.py): every citizen is a seat's or a grey one, the cathedral is built from the
bottom up, and ids are integers."""

from __future__ import annotations

import pytest

from tablero.core.api import BadSpec

from .helpers import make

EMPTY = [None] * 6


def test_a_lying_citizen_belongs_to_a_seat():
    """Rules text, citizen placement: the citizen pushed out lies on the building; round end
    sends it home to its owner's supply, so it has one (a seat, or grey: -1)."""
    with pytest.raises(BadSpec, match=r"spec\.lying\.palace"):
        make(lying={"palace": [None]})
    g = make(lying={"palace": [0, -1]})
    assert g["lying"]["palace"] == [0, -1]


def test_cathedral_cubes_stand_only_over_filled_levels():
    """Rules text, cathedral: each die value builds its column from the lowest free level, so
    a cube never stands over an empty level."""
    with pytest.raises(BadSpec, match=r"spec\.cathedral: cathedral column 1 has a gap"):
        make(cathedral=[EMPTY, [0, *EMPTY[1:]], EMPTY])
    make(cathedral=[[0, *EMPTY[1:]], [1, *EMPTY[1:]], EMPTY])


@pytest.mark.parametrize("card", [113.0, True])
def test_an_activity_card_id_is_an_integer(card):
    """Python takes 113.0 for 113 and true for 1: the id must be written as an integer."""
    with pytest.raises(BadSpec, match=r"spec\.activity\[0\]\.card"):
        make(activity=[{"card": card}])


def test_passed_is_true_or_false():
    with pytest.raises(BadSpec, match=r"spec\.seats\[0\]\.passed: must be true or false"):
        make(seats=[{"passed": 1}, {}])
    assert make(seats=[{"passed": True}, {}])["seats"][0]["passed"] is True
