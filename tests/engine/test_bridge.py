"""The JSON bridge: every command, and every refusal leaves everything as it was."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tablero import bridge
from tablero.core import session
from tests.fixtures.games.toy import GAME as toy


@pytest.fixture(autouse=True)
def toy_only():
    bridge.reset({"toy": toy})
    yield
    bridge.reset()


def call(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def test_games_lists_ids_players_and_options():
    (game,) = call(cmd="games")["games"]
    expected = {"id": "toy", "name": "Toy race", "players": [2, 2],
                "options": toy.options, "provisional": []}
    assert {key: game[key] for key in expected} == expected


def test_new_view_act_export_load():
    new = call(cmd="new", game="toy", players=2, seed=3, seat=0)
    match = new["match"]
    view = new["view"]
    assert view["active"] == [0] and {"type": "draw"} in view["actions"]
    assert len(view["labels"]) == len(view["actions"]) and view["prompt"]
    acted = call(cmd="act", match=match, seat=0, action={"type": "add", "add": 1})
    assert acted["ok"] and acted["view"]["totals"] == [1, 0] and acted["view"]["can_undo"]
    assert call(cmd="view", match=match, seat=1)["view"]["prompt"] == "Waiting for Player 1."
    assert call(cmd="view", match=match)["view"]["seat"] is None
    undone = call(cmd="undo", match=match, seat=0)
    assert undone["view"]["totals"] == [0, 0]
    call(cmd="act", match=match, seat=0, action={"type": "draw"})
    record = call(cmd="export", match=match)["record"]
    loaded = call(cmd="load", record=record, seat=0)
    assert loaded["ok"] and loaded["match"] != match
    assert loaded["view"]["hand"] == call(cmd="view", match=match, seat=0)["view"]["hand"]


def test_bot_random_is_legal_and_reproducible():
    match = call(cmd="new", game="toy", players=2, seed=9)["match"]
    first = call(cmd="bot", match=match, seat=0, level="random")
    assert first == call(cmd="bot", match=match, seat=0, level="random")
    assert call(cmd="act", match=match, seat=0, action=first["action"])["ok"]
    refused = call(cmd="bot", match=match, seat=0, level="grandmaster")
    assert refused["error"]["code"] == "bad_request"
    active = call(cmd="view", match=match)["view"]["active"]
    idle = 1 - active[0]
    assert call(cmd="bot", match=match, seat=idle)["error"]["code"] == "illegal_action"


def test_act_may_return_another_seats_view():
    """A page showing a bot's move asks for its own view: the bot's hand never reaches it."""
    match = call(cmd="new", game="toy", players=2, seed=3)["match"]
    acted = call(cmd="act", match=match, seat=0, action={"type": "draw"}, view=1)
    assert acted["view"]["seat"] == 1 and acted["view"]["hand"] == []
    spectator = call(cmd="act", match=match, seat=1, action={"type": "draw"}, view=None)
    assert spectator["view"]["seat"] is None
    refused = call(cmd="act", match=match, seat=0, action={"type": "draw"}, view=4)
    assert refused["error"]["message"].startswith("request.view")
    assert call(cmd="export", match=match)["record"]["actions"][-1][0] == 1


def test_position_command():
    made = call(cmd="position", game="toy", spec={"totals": [3, 4]})
    assert made["ok"] and made["view"]["totals"] == [3, 4]
    refused = call(cmd="position", game="toy", spec={"totals": "x"})
    assert refused["error"] == {"code": "bad_spec",
                                "message": "spec.totals: must be a list of 2 points"}


@pytest.mark.parametrize("request_text, code", [
    ("not json", "bad_json"),
    ("[1]", "bad_request"),
    ('{"cmd": "fly"}', "bad_request"),
    ('{"cmd": "new", "game": "chess", "players": 2}', "unknown_game"),
    ('{"cmd": "new", "game": "toy", "players": 7}', "bad_spec"),
    ('{"cmd": "new", "game": "toy", "players": "2"}', "bad_request"),
    ('{"cmd": "new", "game": "toy", "players": 2, "seed": 1.5}', "bad_request"),
    ('{"cmd": "new", "game": "toy", "players": 2, "seat": 5}', "bad_request"),
    ('{"cmd": "view", "match": "nope"}', "unknown_match"),
    ('{"cmd": "load", "record": 5}', "bad_request"),
    ('{"cmd": "load", "record": {"format": "tablero-record/1", "game": "toy"}}', "bad_record"),
])
def test_refusals_are_errors_not_exceptions(request_text, code):
    response = json.loads(bridge.handle(request_text))
    assert response["ok"] is False and response["error"]["code"] == code
    assert response["error"]["message"]


GOOD_TOY = {"format": "tablero-record/1", "game": "toy", "engine": "0.1.0", "seed": 1,
            "players": 2, "options": {}, "actions": []}


@pytest.mark.parametrize("change, field, step", [
    ({"format": None}, "format", None),
    ({"game": "chess"}, "game", None),
    ({"engine": "99.0"}, "engine", None),
    ({"engine": "x"}, "engine", None),
    ({"seed": None}, "seed", None),
    ({"players": 9}, "players", None),
    ({"options": {"fast": True}}, "options", None),
    ({"seats": ["human"]}, "seats", None),
    ({"actions": "none"}, "actions", None),
    ({"actions": [[0, {"type": "draw"}], "x"]}, "move", 1),
    ({"actions": [[0, {"type": "nonsense"}]]}, "move", 0),
    ({"seed": None, "position": "x"}, "position", None),
])
def test_a_refused_record_names_the_part_that_is_wrong(change, field, step):
    """Issue 42: a broken record file said "got None" (Python's word) in every language. The
    refusal names the part of the record that is wrong (``field``, and ``step`` for a move),
    so that the page says it in the player's language; the message stays for developers."""
    error = call(cmd="load", record={**GOOD_TOY, **change})["error"]
    assert error["code"] == "bad_record" and error["field"] == field, error
    assert error.get("step") == step, error


def test_illegal_action_changes_nothing():
    match = call(cmd="new", game="toy", players=2, seed=3)["match"]
    before = call(cmd="export", match=match)
    for action in [{"type": "add", "add": 7}, {"type": "done"}, {"nope": 1}]:
        refused = call(cmd="act", match=match, seat=0, action=action)
        assert refused["error"]["code"] == "illegal_action"
    assert call(cmd="act", match=match, seat=1, action={"type": "draw"})["ok"] is False
    assert call(cmd="act", match=match, seat=9, action={"type": "draw"})["ok"] is False
    assert call(cmd="undo", match=match)["error"]["code"] == "illegal_action"
    assert call(cmd="export", match=match) == before
    assert len(bridge._session.matches) == 1


def test_close_forgets_a_match_and_a_session_keeps_a_bounded_number():
    first = call(cmd="new", game="toy", players=2, seed=3)["match"]
    assert call(cmd="close", match=first) == {"ok": True}
    assert call(cmd="view", match=first)["error"]["code"] == "unknown_match"
    kept = call(cmd="new", game="toy", players=2, seed=3)["match"]
    for seed in range(session.MAX_MATCHES + 3):
        call(cmd="new", game="toy", players=2, seed=seed)
        assert call(cmd="view", match=kept)["ok"]  # in use: never the one forgotten
    assert len(bridge._session.matches) == session.MAX_MATCHES


def test_undo_keeps_a_bounded_history(monkeypatch):
    monkeypatch.setattr(session, "UNDO_DEPTH", 3)
    match = bridge._session.match(call(cmd="new", game="toy", players=2, seed=3)["match"])
    for step in range(8):
        seat = step // 2 % 2
        match.act(seat, {"type": "add", "add": 1} if step % 2 == 0 else {"type": "done"})
    assert len(match.history) == 3


@pytest.mark.parametrize("request_text, fragment", [
    ("[" * 3000 + "]" * 3000, "nested deeper"),
    ('{"cmd": []}', "unknown command []"),
    ('{"cmd": "view", "match": ["m1"]}', "request.match: must be a string"),
    ('{"cmd": "bot", "match": "m1", "seat": 0, "level": ["easy"]}', "request.level"),
    ('{"cmd": "load", "record": {"format": "tablero-record/1", "game": []}}', "record.game"),
    ('{"cmd": "new", "game": "toy", "players": 2, "seed": 1, "x": NaN}', "NaN"),
])
def test_malformed_requests_are_refused_by_name(request_text, fragment):
    call(cmd="new", game="toy", players=2, seed=3)
    answer = json.loads(bridge.handle(request_text))
    assert not answer["ok"] and answer["error"]["code"] != "internal", answer
    assert fragment in answer["error"]["message"]


def test_an_action_of_another_json_type_is_refused():
    """``1.0`` and ``true`` equal ``1`` to Python, but they are not the offered action."""
    match = call(cmd="new", game="toy", players=2, seed=3)["match"]
    for sent in (1.0, True, "1"):
        refused = call(cmd="act", match=match, seat=0, action={"type": "add", "add": sent})
        assert refused["error"]["code"] == "illegal_action"
    assert call(cmd="export", match=match)["record"]["actions"] == []


def test_act_is_atomic_when_the_view_fails(monkeypatch):
    match_id = call(cmd="new", game="toy", players=2, seed=3)["match"]
    match = bridge._session.match(match_id)
    monkeypatch.setattr(match.views, "_view", lambda *a: 1 / 0)
    answer = call(cmd="act", match=match_id, seat=0, action={"type": "add", "add": 1})
    assert answer["error"]["code"] == "internal" and "match is as before" in \
        answer["error"]["message"]
    assert match.actions == [] and match.state["totals"] == [0, 0]


def test_texts_answers_a_game_s_help_table_in_a_language():
    """In the language asked, English filling the keys it lacks."""
    help_table = {"en": {"goal": "Reach 10", "add": "Add"}, "ja": {"goal": "10点を目指す"}}
    bridge.reset({"toy": replace(toy, texts=replace(toy.texts, help=help_table))})
    answer = call(cmd="texts", game="toy", lang="ja")
    assert answer == {"ok": True, "game": "toy", "help": {"goal": "10点を目指す", "add": "Add"}}
    assert call(cmd="texts", game="chess")["error"]["code"] == "unknown_game"


def test_bot_play_plays_inside_and_answers_only_the_viewers_view():
    """A bot's step or whole turn is played in the worker: the answer carries the viewer's
    view and what the page needs to pace and highlight, never the bot's action (issue 26)."""
    match = call(cmd="new", game="toy", players=2, seed=4)["match"]
    played = call(cmd="bot_play", match=match, seat=0, level="random", until="turn", view=1)
    assert played["ok"] and "action" not in played
    assert played["view"]["seat"] == 1 and played["turn_over"]
    actions = call(cmd="export", match=match)["record"]["actions"]
    assert played["played"] == len(actions) >= 1 and {s for s, _ in actions} == {0}
    start, end = played["log"]
    assert 0 <= start < end == played["view"]["log_total"]
    step = call(cmd="bot_play", match=match, seat=1, level="random", until="step")
    assert step["played"] == 1 and step["view"]["seat"] is None


def test_bot_play_refusals_change_nothing():
    match = call(cmd="new", game="toy", players=2, seed=4)["match"]
    before = call(cmd="export", match=match)["record"]
    refusals = [
        {"level": "grandmaster"}, {"until": "game"}, {"seat": 1}, {"view": 5},
        {"lang": "xx"}, {"seat": "0"},
    ]
    for change in refusals:
        request = {"cmd": "bot_play", "match": match, "seat": 0, "level": "random", **change}
        answer = call(**request)
        assert not answer["ok"], change
        assert call(cmd="export", match=match)["record"] == before


def test_last_step_lists_the_last_actions_entries_the_seat_may_see():
    """The view's last_step: log indices of the last action's entries (private ones only to
    their seat), for the page to highlight what just happened."""
    match = call(cmd="new", game="toy", players=2, seed=3)["match"]
    assert call(cmd="view", match=match, seat=0)["view"]["last_step"] == []
    drawn = call(cmd="act", match=match, seat=0, action={"type": "draw"})["view"]
    log = {entry["n"]: entry["msg"] for entry in drawn["log"]}
    assert [log[n] for n in drawn["last_step"]] == ["draw", "drew"]
    other = call(cmd="view", match=match, seat=1)["view"]["last_step"]
    assert other == drawn["last_step"][:1]
    call(cmd="act", match=match, seat=1, action={"type": "add", "add": 2})
    call(cmd="undo", match=match, seat=1)
    assert call(cmd="view", match=match, seat=1)["view"]["last_step"] == other


def test_timeline_gives_each_visible_entry_its_step():
    """Replay jumps to a log entry: each entry with the number of actions taken once it was
    written."""
    match = call(cmd="new", game="toy", players=2, seed=3)["match"]
    call(cmd="act", match=match, seat=0, action={"type": "draw"})
    call(cmd="act", match=match, seat=1, action={"type": "add", "add": 1})
    entries = call(cmd="timeline", match=match, seat=1)["entries"]
    assert [(e["msg"], e["step"]) for e in entries] == [("draw", 1), ("add", 2)]
    assert all(e["text"] for e in entries)
    mine = call(cmd="timeline", match=match, seat=0)["entries"]
    assert [e["msg"] for e in mine] == ["draw", "drew", "add"]
