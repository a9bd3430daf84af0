"""Search against Wakhan (Pax Pamir 1-2 players): she plays inside the flow, so the seat to
act never changes at her turn; the bot module's ``epoch`` marks her replies instead, and its
estimate knows that a check she wins alone ends the game."""

from __future__ import annotations

from tablero.core.bots.common import Sim
from tablero.core.bots.rollout import MAX_STEPS
from tablero.core.session import Session
from tablero.core.util import clone
from tablero.games import GAMES
from tablero.games.paxpamir import GAME, bot


def _first_turn(players: int, seed: int = 5) -> dict:
    """A new game past the loyalty choices, a human to act."""
    g = GAME.setup(seed, players, {})
    while g["stack"][-1]["state"] == "loyalty":
        seat = GAME.active(g)[0]
        g = GAME.apply(g, seat, GAME.actions(g, seat)[0])
    return g


def test_epoch_is_none_without_wakhan():
    assert bot.epoch(_first_turn(3)) is None


def test_epoch_counts_her_turns_so_a_playout_stops_after_her_reply():
    """Legal steps of the human picked in turn: the epoch moves by one once the human's turn has
    ended and hers has been played, well before the playout's step cap."""
    g = _first_turn(1)
    sim = Sim(GAME)
    seat = sim.actor(g)
    start = bot.epoch(g)
    for steps in range(1, MAX_STEPS + 1):
        actions = sim.actions(g, seat)
        g = sim.step(g, seat, actions[steps % len(actions)])
        if bot.epoch(g) != start or sim.actor(g) is None:
            break
    assert sim.actor(g) is None or bot.epoch(g) == start + 1
    assert steps < MAX_STEPS // 4
    assert sim.actor(g) in (seat, None)


def _one_way(gains: list) -> list:
    """Each outcome's points as its only way (chance 1), as ``bot._shares`` gives them."""
    return [[(1.0, pairs)] for pairs in gains]


def test_a_check_that_ends_the_game_weighs_more_than_its_points():
    """Outcomes (COALITIONS order, then none): the first gives Wakhan (seat 1) 5 and the
    human nothing, a lead of 5 that ends the game; the second 5 and 3, which goes on."""
    shares = _one_way([[(1, 5)], [(0, 5), (1, 3)], [], [(0, 3), (1, 1)]])
    ending = bot._endings([0, 0], [0.5, 0.5, 0.0, 0.0], shares, 1, False)
    assert ending == [0.0, 0.5 * bot.END]
    assert bot._endings([0, 0], [0.0, 1.0, 0.0, 0.0], shares, 1, False) == [0.0, 0.0]


def test_the_final_check_always_ends_the_game_for_its_sole_leader():
    shares = _one_way([[(0, 5), (1, 3)], [], [], [(0, 3), (1, 1)]])
    assert bot._endings([2, 4], [1.0, 0.0, 0.0, 0.0], shares, 2, True) == [bot.END, 0.0]
    assert bot._endings([0, 4], [0.0, 0.0, 0.0, 1.0], shares, 2, True) == [0.0, 0.0]


def test_a_bot_turn_against_wakhan_ends_when_she_has_played():
    """The app's bot turn (bot_play step by step): the turn mark the kept plan carries moves
    once Wakhan has played, so the human's next turn gets its own thinking time."""
    from tablero.core.bots.turn import turn_mark
    from tablero.core.session import Session
    from tablero.games import GAMES

    session = Session(GAMES)
    match_id = session.new("paxpamir", 1, 5, {})
    match = session.matches[match_id]
    marks = set()
    for _ in range(40):
        if bot.epoch(match.state) >= 2 or not match.game.active(match.state):
            break
        session.bot_play(match_id, 0, "random", "step", True)
        assert match.plans[0]["turn"] == turn_mark(match)
        marks.add(match.plans[0]["turn"][1])
    assert len(marks) >= 2


def test_a_whole_turn_alone_against_wakhan_ends_when_she_has_played():
    """bot_play "turn" of the only seat besides Wakhan (always to act again): one turn, not
    the rest of the game."""
    session = Session(GAMES)
    match_id = session.new("paxpamir", 1, 5)
    match = session.matches[match_id]
    played = session.bot_play(match_id, 0, "random", "turn", timed=False)
    assert played["turn_over"] and not match.game.result(match.state)
    assert match.state["log"][-1] and played["played"] < 40


def test_a_contest_with_her_is_soft_and_the_others_stand_as_ranked():
    """One human against Wakhan (seat 1): 2 cylinders against her 6 still count for something,
    and each cylinder more for more; level, half each way. Three contenders: the ranks."""
    behind = bot._contest([(2, 0), (6, 1)], (3, 1), True)
    closer = bot._contest([(3, 0), (6, 1)], (3, 1), True)
    assert 0.0 < behind[0][0] < closer[0][0] < 0.5
    assert behind[0][1] == [(0, 3), (1, 1)] and behind[1][1] == [(1, 3), (0, 1)]
    assert [q for q, _ in bot._contest([(4, 0), (4, 1)], (5, 3, 1), True)] == [0.5, 0.5]
    assert bot._contest([(2, 0), (6, 1)], (3, 1), False) == [(1.0, [(1, 3), (0, 1)])]
    three = [(2, 0), (6, 1), (4, 2)]
    assert bot._contest(three, (3, 1), True) == [(1.0, [(1, 3), (2, 1)])]


def _replayed(seed: int, actions: list) -> dict:
    """A 1-player game after the human's ``actions`` (Wakhan plays between them)."""
    session = Session(GAMES)
    match = session.matches[session.new("paxpamir", 1, seed)]
    for action in actions:
        match.act(0, action)
    return match.state


def test_a_game_she_has_won_is_worse_than_playing_on_however_far_behind():
    """A bench game (seed 1016): Wakhan's Russian blocks lead by 6 and a Dominance Check is in
    the market. Playing the Afghan patriot makes the bot Afghan: she buys the check and wins
    5 to 0. Buying a card keeps it Russian and the game going, estimated far behind; that
    estimate must still beat the lost game (it once did not, and search gave her the game)."""
    turns = [{"type": "coalition", "coalition": "afghan"}, {"type": "buy", "buy": 74},
             {"type": "buy", "buy": 100}, {"type": "pass"}, {"type": "play", "play": 100},
             {"type": "buy", "buy": 112}, {"type": "pass"}, {"type": "buy", "buy": 110}]
    g = _replayed(1016, turns)
    assert g["loyalty"][0] == "russian" and 101 in g["market"][1]
    lost = g
    for action in ({"type": "play", "play": 74}, {"type": "side", "side": "left"},
                   {"type": "pass"}):
        lost = GAME.apply(lost, 0, action)
    assert lost["result"]["scores"] == [0, 5]
    going = GAME.apply(g, 0, {"type": "buy", "buy": 32})
    lead = [v[0] - v[1] for v in (bot.evaluate(lost), bot.evaluate(going))]
    assert lead[0] <= -5 - bot.DECIDED < lead[1]


def test_a_look_ahead_alone_against_her_ends_with_her_reply():
    """The easy bot's plan (greedy's look-ahead, also the closer look and the playouts'
    policy) and the plan's extension stop once her turn has been played: they never run on
    into the human's next turn. Without her (3 players) nothing changes: no epoch."""
    from tablero.core.bots import greedy, rollout
    from tablero.core.bots.common import Budget

    g = _first_turn(1)
    sim = Sim(GAME, prune=bot.prune)
    assert sim.robot and not Sim(GAMES["pyramids"]).robot
    seat, start = sim.actor(g), bot.epoch(g)
    for line in (greedy.plan(sim, GAME.view(g, seat), 3, Budget(2000, 60.0)),
                 rollout.extend(sim, g, seat, [{"type": "pass"}], 3, Budget(2000, 60.0), 24)):
        h = clone(g)
        for k, action in enumerate(line):
            assert bot.epoch(h) == start, f"step {k} of {line} is past her turn"
            h = sim.step(h, seat, action)
    assert bot.epoch(h) == start + 1
    assert not Sim(GAME).replied(None, _first_turn(3))
