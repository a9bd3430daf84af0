"""Issue 38: integers are integers, in positions and records alike (core/strict.py). Python's
``==`` takes ``9.0`` and ``true`` for ``9`` and ``1``; the engine does not."""

from __future__ import annotations

import pytest

from tablero import bridge
from tablero.core.api import BadSpec
from tablero.core.strict import check_numbers

FLAGS = frozenset({"passed"})


@pytest.mark.parametrize("spec, where", [
    ({"players": 3.0}, r"spec\.players: must be an integer, got 3\.0"),
    ({"hands": [[1, 9.0]]}, r"spec\.hands\[0\]\[1\]: must be an integer"),
    ({"turn": True}, r"spec\.turn: true where a number or a name is meant"),
    ({"seats": [{"passed": 0}]}, r"spec\.seats\[0\]\.passed: must be true or false"),
])
def test_a_fraction_or_a_boolean_is_refused_naming_where(spec, where):
    with pytest.raises(BadSpec, match=where):
        check_numbers(spec, FLAGS)


def test_flags_and_then_steps_pass():
    """A flag holds true or false; ``then`` steps are moves, checked by the rules."""
    check_numbers({"players": 3, "seats": [{"passed": False}], "then": [[0, {"x": 1.5}]]},
                  FLAGS)


def _record(**fields) -> dict:
    return {"format": "tablero-record/1", "game": "paxpamir", "engine": "0.1.0", "seed": 1,
            "players": 1, "actions": [], **fields}


def test_load_refuses_players_true():
    """``"players": true`` was taken for 1 (a Pax Pamir game against Wakhan)."""
    bridge.reset()
    answer = bridge.handle_object({"cmd": "load", "record": _record(players=True)})
    assert not answer["ok"] and answer["error"]["code"] == "bad_record"
    assert answer["error"]["field"] == "players"
    assert bridge.handle_object({"cmd": "load", "record": _record()})["ok"]
    bridge.reset()


@pytest.mark.parametrize("card", [9.0, True])
def test_position_refuses_a_fraction_card_and_opens_no_match(card):
    """A card ``9.0`` was accepted and offered back as ``9.0``."""
    bridge.reset()
    spec = {"players": 3, "loyalty": ["british", "russian", "afghan"], "hands": [[card], [], []]}
    answer = bridge.handle_object({"cmd": "position", "game": "paxpamir", "spec": spec})
    error = answer["error"]
    assert error["code"] == "bad_spec" and "spec.hands[0][0]" in error["message"]
    assert bridge._session.matches == {}
    bridge.reset()
