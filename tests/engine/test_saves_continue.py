"""Saves survive rule changes (issue 38): a record that no longer replays goes on from the
position its save kept, or from its last move that replays; saves of earlier builds
(tests/fixtures/oldbuilds, as those builds wrote them) are played on after a rules change."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from tablero import bridge
from tablero.core.api import BadRecord
from tablero.core.session import Session
from tablero.games import GAMES
from tests.fixtures.oldbuilds import saves

SAVES = saves()
IDS = [f"{build}-{save_id}" for build, save_id, _ in SAVES]


def changed_rules(game):
    """The game with a rules change that alters every replay: another deal, a new version."""
    def setup(seed, players, options):
        return game.setup(seed + 1, players, options)
    return replace(game, setup=setup, rules_version=game.rules_version + 1)


def play_on(session: Session, match_id: str, steps: int = 12) -> dict:
    """Play ``steps`` random legal moves on a match; its record, which must replay whole."""
    match = session.match(match_id)
    pick = random.Random(match_id)
    for _ in range(steps):
        active = match.game.active(match.state)
        if not active:
            break
        seat = pick.choice(active)
        match.act(seat, pick.choice(match.game.actions(match.state, seat)))
    record = match.record()
    again = session.match(session.load(json.loads(json.dumps(record))))
    assert again.state == match.state and again.continued is None
    return record


@pytest.mark.parametrize(("build", "save"), [(b, s) for b, _, s in SAVES], ids=IDS)
def test_old_build_save_goes_on_under_todays_rules(build, save):
    record = save["record"]
    session = Session(GAMES)
    match_id = session.load(record, partial=True)
    continued = session.match(match_id).continued
    if continued is not None:  # the Troyes saves of the builds before 2026-11-26 10:00
        assert record["game"] == "troyes" and build != "2026-11-26"
        assert continued["from"] == "move" and continued["kept"] < len(record["actions"])
        assert continued["made_by"] == {"engine": "0.1.0", "rules": None}
        assert len(session.match(match_id).actions) == continued["kept"]
    new = play_on(session, match_id)
    assert new["rules"] == GAMES[record["game"]].rules_version


@pytest.mark.parametrize(("build", "save"), [(b, s) for b, _, s in SAVES], ids=IDS)
def test_old_build_save_goes_on_after_a_rules_change(build, save):
    """Without a position (no earlier build kept one) a save goes on from its last move that
    replays; with the position today's save keeps, from where it was, every move kept."""
    record = save["record"]
    today = Session(GAMES)
    today_id = today.load(record, partial=True)
    kept = play_on(today, today_id)  # saved today, moves on the table since
    position = today.match(today_id).describe_position()
    game = changed_rules(GAMES[record["game"]])
    later = Session({game.id: game})
    with pytest.raises(BadRecord) as refused:
        later.load(kept)
    step = refused.value.step
    partial = later.match(later.load(kept, partial=True))
    assert partial.continued["from"] == "move" and partial.continued["kept"] == step
    assert partial.continued["made_by"]["rules"] == game.rules_version - 1
    assert partial.actions == kept["actions"][:step]
    whole = later.match(later.load(kept, position=position, partial=True))
    assert whole.continued["from"] == "position"
    assert whole.continued["kept"] == whole.continued["moves"] == len(kept["actions"])
    assert whole.describe_position() == position
    for match in (partial, whole):
        record_on = play_on(later, next(k for k, m in later.matches.items() if m is match))
        assert record_on["rules"] == game.rules_version
    assert whole.header["seats"] == kept["seats"]


def test_a_record_that_replays_ignores_the_fallbacks():
    session = Session(GAMES)
    match = session.match(session.new("pyramids", 3, 5))
    record = match.record()
    loaded = session.match(session.load(record, position={"nonsense": 1}, partial=True))
    assert loaded.continued is None and loaded.header["rules"] == GAMES["pyramids"].rules_version


def test_a_bad_position_falls_back_to_the_moves_or_refuses():
    game = changed_rules(GAMES["troyes"])
    _, save_id, save = next(s for s in SAVES if s[2]["record"]["game"] == "troyes")
    record = save["record"]
    session = Session({game.id: game})
    with pytest.raises(BadRecord):
        session.load(record, position={"players": 9})
    match = session.match(session.load(record, position={"players": 9}, partial=True))
    assert match.continued["from"] == "move"


def test_a_header_that_does_not_start_is_refused_even_with_partial():
    record = {**SAVES[0][2]["record"], "options": {"length": "forever"}}
    with pytest.raises(BadRecord) as refused:
        Session(GAMES).load(record, partial=True)
    assert refused.value.field == "options"


def test_records_carry_the_rules_version_and_newer_rules_are_refused():
    session = Session(GAMES)
    record = session.match(session.new("mexica", 2, 3)).record()
    assert record["rules"] == GAMES["mexica"].rules_version
    newer = {**record, "rules": record["rules"] + 1}
    with pytest.raises(BadRecord) as refused:
        session.load(newer, partial=True)
    assert refused.value.field == "engine" and "update the app" in refused.value.message
    for bad in (True, "1", -1, 1.0):
        with pytest.raises(BadRecord) as refused:
            session.load({**record, "rules": bad})
        assert refused.value.field == "rules"


def call(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def test_bridge_load_answers_how_it_went_on():
    bridge.reset()
    record = next(s for b, _, s in SAVES if b == "2026-11-21")["record"]
    refused = call(cmd="load", record=record)
    assert refused["error"]["code"] == "bad_record" and refused["error"]["field"] == "move"
    answer = call(cmd="load", record=record, partial=True, seat=None)
    assert answer["ok"] and answer["continued"]["kept"] == refused["error"]["step"]
    assert answer["continued"]["reason"]["step"] == refused["error"]["step"]
    assert answer["view"]["step"] >= 0
    for bad in ({"partial": 1}, {"position": []}, {"position": "x"}):
        assert call(cmd="load", record=record, **bad)["error"]["code"] == "bad_request"
    plain = call(cmd="load", record=call(cmd="export", match=answer["match"])["record"])
    assert plain["ok"] and "continued" not in plain
