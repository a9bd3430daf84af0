"""Links of games with friends (issue 41, core/linkcodec.py): a record's actions as indices
among the offered ones, decoded with the engine checking every step."""

from __future__ import annotations

import json

import pytest

from tablero import bridge
from tablero.core import linkcodec
from tablero.core.playout import random_playout
from tablero.games import GAMES

FIELDS = {"to": 1, "prev": "ab" * 32, "id": "g4me-1d"}


@pytest.fixture(autouse=True)
def fresh_bridge():
    bridge.reset()
    yield
    bridge.reset()


def call(**request):
    return json.loads(bridge.handle(json.dumps(request)))


def record_of(game_id: str, steps: int, seed: int = 3, seats=None) -> dict:
    """A record of the first ``steps`` moves of a random game at the largest player count."""
    game = GAMES[game_id]
    _, actions = random_playout(game, seed, game.max_players)
    return {"format": "tablero-record/1", "game": game_id, "seed": seed,
            "players": game.max_players, "options": {}, "seats": seats,
            "actions": actions[:steps]}


def link_of(record: dict, fields=FIELDS) -> str:
    loaded = call(cmd="load", record={k: v for k, v in record.items() if v is not None})
    answer = call(cmd="link", match=loaded["match"], link=fields)
    assert answer["ok"], answer
    return answer["data"]


def repacked(data: str, change) -> str:
    """The link data with its header and indices changed by ``change(header, indices)``."""
    header, indices = linkcodec._unpack(data)
    change(header, indices)
    return linkcodec._pack(header, indices)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_link_replays_to_the_same_record(game_id):
    record = record_of(game_id, 150, seats=["human", "friend"] + ["bot:easy"] *
                       (GAMES[game_id].max_players - 2))
    data = link_of(record)
    opened = call(cmd="open_link", data=data, seat=1)
    assert opened["ok"], opened
    assert opened["record"]["actions"] == record["actions"]
    assert opened["record"]["seats"] == record["seats"]
    assert opened["link"] == FIELDS
    assert opened["view"]["step"] == len(record["actions"])
    assert len(data) < 40 + 2 * len(record["actions"])  # a byte or two a move, before deflate


def test_options_travel_and_defaults_are_left_out():
    game_id, name, spec = next((g.id, n, s) for g in GAMES.values()
                               for n, s in g.options.items() if len(s["values"]) > 1)
    other = next(v for v in spec["values"] if v != spec["default"])
    players = (spec.get("players") or [GAMES[game_id].max_players])[0]
    loaded = call(cmd="new", game=game_id, players=players, seed=5, options={name: other})
    data = call(cmd="link", match=loaded["match"])["data"]
    header, _ = linkcodec._unpack(data)
    assert header["o"] == {name: other}
    assert call(cmd="open_link", data=data)["record"]["options"][name] == other


def test_an_index_past_the_offered_ones_is_refused_naming_the_move():
    data = link_of(record_of("mexica", 40))
    bad = repacked(data, lambda header, indices: indices.__setitem__(17, 250))
    kept = len(bridge._session.matches)
    refused = call(cmd="open_link", data=bad)
    assert refused["error"]["field"] == "move" and refused["error"]["step"] == 17
    assert "actions[17]" in refused["error"]["message"]
    assert len(bridge._session.matches) == kept  # nothing was kept


def test_another_offered_move_fails_the_check():
    record = record_of("pyramids", 30)
    data = link_of(record)

    def change(header, indices):
        step = next(n for n, i in enumerate(indices) if i > 0)
        indices[step] -= 1
        del indices[step + 1:]  # the rest may no longer be offered
        header["n"] = len(indices)

    refused = call(cmd="open_link", data=repacked(data, change))
    assert refused["error"]["field"] == "check"


def test_other_rules_cut_moves_and_damage_are_refused():
    data = link_of(record_of("troyes", 20))
    rules = repacked(data, lambda header, _: header.update(r=header["r"] + 1))
    assert call(cmd="open_link", data=rules)["error"]["field"] == "engine"
    count = repacked(data, lambda header, _: header.update(n=3))
    assert call(cmd="open_link", data=count)["error"]["field"] == "check"
    fields = repacked(data, lambda header, _: header.update(l={"to": "me"}))
    assert call(cmd="open_link", data=fields)["error"]["field"] == "link"
    for junk in ["", "!!!", data[:-9], "A" * 50, data + "x"]:
        assert call(cmd="open_link", data=junk)["error"]["code"] == "bad_record"


def test_a_bomb_is_refused_unread():
    import base64
    import zlib
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(b"{}\0" + b"\0" * 5_000_000) + packer.flush()
    data = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    refused = call(cmd="open_link", data=data)
    assert refused["error"]["field"] == "format" and "unpacks" in refused["error"]["message"]


def test_a_cut_index_and_bad_fields_are_refused():
    with pytest.raises(linkcodec.BadRecord):
        linkcodec._numbers(b"\x81")
    for fields in [{"to": -1}, {"prev": "x y"}, {"who": 1}, []]:
        with pytest.raises(linkcodec.BadRecord):
            linkcodec.check_link_fields(fields)
    loaded = call(cmd="new", game="mexica", players=2, seed=1)
    assert call(cmd="link", match=loaded["match"], link={"id": "é"})["error"]["field"] == "link"


def test_a_position_record_makes_no_link():
    made = call(cmd="position", game="mexica", spec=GAMES["mexica"].example)
    refused = call(cmd="link", match=made["match"])
    assert refused["error"]["field"] == "position"


def test_the_friend_seat_kind_is_a_record_seat_kind():
    made = call(cmd="new", game="mexica", players=2, seed=1, seats=["human", "friend"])
    assert call(cmd="export", match=made["match"])["record"]["seats"] == ["human", "friend"]
