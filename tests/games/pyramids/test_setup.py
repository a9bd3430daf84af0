"""【ゲームの準備】 and round 1: deal, first player, god tiles per player count."""

from __future__ import annotations

import pytest

from tablero.core.api import BadSpec
from tablero.games.pyramids import GAME


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_new_game_deals_one_card_each_and_a_pair_per_player(players):
    g = GAME.setup(11, players, {})
    assert all(len(s["hand"]) == 1 for s in g["seats"])
    assert len(g["quarry"]) == players
    assert all(len(p["cards"]) == 2 and p["taken_by"] is None for p in g["quarry"])
    assert len(g["deck"]) == 105 - players - 2 * players
    assert g["round"] == 1 and g["phase"] == "gods"
    GAME.check_invariants(g)


def test_first_player_is_drawn_and_chooses_a_god_first():
    firsts = set()
    for seed in range(12):
        g = GAME.setup(seed, 4, {})
        firsts.add(g["first_player"])
        assert GAME.active(g) == [g["first_player"]]
    assert len(firsts) > 1


@pytest.mark.parametrize("players, tiles", [(2, 4), (3, 4), (4, 5), (5, 5)])
def test_god_tiles_per_player_count(players, tiles):
    """2-3 players use tiles 1-4 (Thoth stays in the box); 4-5 players use all five."""
    view = GAME.view(GAME.setup(1, players, {}), 0)
    assert [t["tile"] for t in view["gods"]] == list(range(1, tiles + 1))


def test_two_players_set_one_tile_aside_at_random():
    """Setup 2: with 2 players one of the 4 tiles is set aside at random in round 1."""
    aside = set()
    for seed in range(16):
        g = GAME.setup(seed, 2, {})
        aside.add(g["set_aside"])
        offered = [a["god"] for a in GAME.actions(g, g["first_player"])]
        assert len(offered) == 3 and g["set_aside"] not in offered
        view = GAME.view(g, None)
        assert [t["tile"] for t in view["gods"] if t["set_aside"]] == [g["set_aside"]]
    assert aside <= {1, 2, 3, 4} and len(aside) > 1


def test_no_tile_is_set_aside_with_more_players():
    assert GAME.setup(1, 3, {})["set_aside"] is None


def test_sekhmet_differs_between_player_counts():
    """神タイルの説明: Sekhmet allows both optional edifices with 2-3, one of them with 4-5."""
    small = GAME.view(GAME.setup(1, 3, {}), 0)["gods"][3]
    large = GAME.view(GAME.setup(1, 4, {}), 0)["gods"][3]
    assert small["name"] == large["name"] == "Sekhmet"
    assert small["choice"] == "all" and large["choice"] == "one"
    thoth = GAME.view(GAME.setup(1, 4, {}), 0)["gods"][4]
    assert thoth["name"] == "Thoth" and thoth["allows"] == ["pyramid", "obelisk", "tomb"]


@pytest.mark.parametrize("players", [1, 6, "3", None, True])
def test_bad_player_count_is_refused(players):
    with pytest.raises(BadSpec, match="players"):
        GAME.setup(1, players, {})


def test_unknown_option_is_refused():
    with pytest.raises(BadSpec, match="options"):
        GAME.setup(1, 3, {"fast": True})


def test_same_seed_same_game():
    assert GAME.setup(5, 4, {}) == GAME.setup(5, 4, {})
    assert GAME.setup(5, 4, {})["deck"] != GAME.setup(6, 4, {})["deck"]
