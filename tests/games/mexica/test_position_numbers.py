"""Issue 38: numbers in a Mexica description are integers and its flag is true or false."""

from __future__ import annotations

import pytest

from tablero.core.api import BadSpec
from tablero.games.mexica import GAME


@pytest.mark.parametrize("field, value", [("last_round", 1), ("last_round", "yes")])
def test_last_round_is_true_or_false(field, value):
    with pytest.raises(BadSpec, match=r"spec\.last_round: must be true or false"):
        GAME.position({"players": 3, field: value})


def test_a_period_scoring_holds_integers():
    """A scoring is copied as the view shows it: a fraction or a boolean in it is refused."""
    scoring = {"period": 1, "areas": [], "palace": [1], "score": [0, 0, 0]}
    GAME.position({"players": 3, "scorings": [scoring]})
    with pytest.raises(BadSpec, match=r"spec\.scorings\[0\]\.score\[1\]"):
        GAME.position({"players": 3, "scorings": [{**scoring, "score": [0, 2.0, 0]}]})
    with pytest.raises(BadSpec, match=r"spec\.scorings\[0\]\.score\[2\]"):
        GAME.position({"players": 3, "scorings": [{**scoring, "score": [0, 0, True]}]})
