"""The bridge's view text (Match.view_json: kept texts, spliced log and card facts) is byte for
byte the JSON of Match.view, through undo and another line of play (issue 30)."""

from __future__ import annotations

import json
import random

import pytest

from tablero.core.session import Session
from tablero.games import GAMES
from tests.fixtures.games import ALL_GAME_IDS


def _same(match, seat, lang):
    text = match.view_json(seat, lang)
    assert text == json.dumps(match.view(seat, lang), separators=(",", ":"))
    assert match.view_json(seat, lang) is text  # kept until the match changes


@pytest.mark.parametrize("game_id", ALL_GAME_IDS)
def test_view_text_is_the_views_json_through_undo_and_other_lines(game_id, registry):
    session = Session(registry)
    game = registry[game_id]
    match = session.match(session.new(game_id, game.max_players, 21))
    pick = random.Random(game_id)
    undone = 0
    for _ in range(70):
        active = game.active(match.state)
        if not active:
            break
        seat = active[0]
        for viewer in (seat, None, (seat + 1) % match.players):
            _same(match, viewer, "en")
        _same(match, seat, "es")
        actions = match.ask(seat).actions
        match.act(seat, actions[pick.randrange(len(actions))])
        if match.can_undo() and pick.random() < 0.3:
            _same(match, seat, "en")
            match.undo()
            undone += 1
            _same(match, seat, "en")
            actions = match.ask(seat).actions
            match.act(seat, actions[-1])
    assert undone


def test_a_view_kept_as_text_is_not_one_of_another_state():
    """A test or a tool may put another state in the match: the kept text is not reused."""
    session = Session(GAMES)
    match = session.match(session.new("pyramids", 2, 5))
    first = match.view_json(0)
    other = Session(GAMES)
    match.state = other.match(other.new("pyramids", 2, 6)).state
    assert match.view_json(0) != first
    assert match.view_json(0) == json.dumps(match.view(0), separators=(",", ":"))
