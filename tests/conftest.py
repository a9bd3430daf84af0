"""Fixtures every test folder may use."""

from __future__ import annotations

import pytest

from tests.fixtures.games import registered_fixtures


@pytest.fixture
def registry():
    """The engine's registry (tablero.games.GAMES) with the fixture games in it for the
    test's time (tests/fixtures/games/): a session or the bridge serves them too."""
    with registered_fixtures() as games:
        yield games
