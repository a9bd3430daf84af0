"""The session keeps the last view it built (issue 30: the page asks again for the view an
``act`` has just answered with): a kept view is the one building it afresh gives, each
caller gets its own copy, and any change of state, seat, language or history builds anew."""

from __future__ import annotations

from tablero.core.session import Session
from tablero.games import GAMES


def _fresh(match, seat, lang="en"):
    return match._build_view(seat, lang)


def test_kept_view_equals_a_fresh_one_and_is_a_copy():
    session = Session(GAMES)
    match = session.match(session.new("pyramids", 2, 3))
    seat = match.game.active(match.state)[0]
    first = match.view(seat)
    first["actions"].clear()
    first["log"].append({"msg": "spoiled"})
    again = match.view(seat)
    assert again == _fresh(match, seat) and again["actions"]


def test_every_change_builds_a_new_view():
    session = Session(GAMES)
    match = session.match(session.new("paxpamir", 3, 4))
    for _ in range(12):
        seat = match.game.active(match.state)[0]
        assert match.view(seat) == _fresh(match, seat)
        assert match.view(seat, "ja") == _fresh(match, seat, "ja")
        assert match.view(None) == _fresh(match, None)
        match.act(seat, match.view(seat)["actions"][-1])
        if match.can_undo():
            match.undo()
            assert match.view(seat) == _fresh(match, seat)
            match.act(seat, match.view(seat)["actions"][0])
