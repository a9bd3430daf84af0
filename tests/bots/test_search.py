"""What the search levels see that the greedy one does not, on tiny made-up games.

Each game here is a class with the engine functions the bots use and a ``bot`` spec with
``determinize`` and ``evaluate``: nothing is hidden, so ``determinize`` copies the state the
view carries. Scores are the evaluation.
"""

from __future__ import annotations

import copy

from tablero.core.bots import choose
from tablero.core.game import BotSpec


def _determinize(view: dict, seed: int) -> dict:
    return copy.deepcopy(view["state"])


def _evaluate(state: dict) -> list:
    return [float(x) for x in state["scores"]]


def _bot(**settings) -> BotSpec:
    return BotSpec(determinize=_determinize, evaluate=_evaluate, scale=3.0, **settings)


class _Game:
    """Seats take turns of one step each (``turns`` steps in all); subclasses give moves."""

    id = "made-up"
    bot = _bot()

    @classmethod
    def new(cls, turns: int, **extra) -> dict:
        return {"players": 2, "rng": 1, "scores": [0, 0], "seat": 0, "left": turns, **extra}

    @classmethod
    def active(cls, g: dict) -> list:
        return [g["seat"]] if g["left"] > 0 else []

    @classmethod
    def result(cls, g: dict) -> dict:
        best = max(g["scores"])
        return {"scores": g["scores"], "winners": [s for s in (0, 1) if g["scores"][s] == best]}

    @classmethod
    def apply(cls, g: dict, seat: int, action: dict) -> dict:
        g = copy.deepcopy(g)
        cls.play(g, seat, action)
        return g

    @classmethod
    def step(cls, g: dict, seat: int, action: dict) -> None:
        cls.play(g, seat, action)

    @classmethod
    def end_turn(cls, g: dict) -> None:
        g["left"] -= 1
        g["seat"] = 1 - g["seat"]

    @classmethod
    def view(cls, g: dict) -> dict:
        seat = g["seat"]
        return {"seat": seat, "players": 2, "state": copy.deepcopy(g),
                "actions": cls.actions(g, seat)}


class Jackpot(_Game):
    """``take3`` scores 3 but opens a 10-point jackpot for the next seat; ``take2`` scores 2."""

    @classmethod
    def actions(cls, g: dict, seat: int) -> list:
        moves = [{"type": "take3"}, {"type": "take2"}]
        return moves + ([{"type": "jackpot"}] if g["open"] else [])

    @classmethod
    def play(cls, g: dict, seat: int, action: dict) -> None:
        kind = action["type"]
        g["scores"][seat] += {"take3": 3, "take2": 2, "jackpot": 10}[kind]
        g["open"] = kind == "take3"
        cls.end_turn(g)


class Combination(_Game):
    """A turn is ``safe`` (1 point) or a combination: ``die``, one of ``FACES`` faces, then
    ``confirm`` (6 points with a face in ``PAYS``), worth nothing until confirmed."""

    FACES = 4
    PAYS = range(1, 5)

    @classmethod
    def actions(cls, g: dict, seat: int) -> list:
        if g["face"] is None:
            return [{"type": "safe"}, {"type": "die"}]
        if g["face"] == 0:
            return [{"type": "face", "n": n} for n in range(1, cls.FACES + 1)]
        return [{"type": "confirm"}]

    @classmethod
    def play(cls, g: dict, seat: int, action: dict) -> None:
        kind = action["type"]
        if kind in ("die", "face"):
            g["face"] = action.get("n", 0)
            return
        if kind == "confirm":
            g["scores"][seat] += 6 if g["face"] in cls.PAYS else 0
        else:
            g["scores"][seat] += 1
        g["face"] = None
        cls.end_turn(g)


class Faces(Combination):
    """Eight faces and only face 8 pays: only a look three steps deep finds it."""

    FACES = 8
    PAYS = (8,)


def test_easy_takes_the_best_move_now_and_normal_sees_the_reply():
    g = Jackpot.new(turns=4, open=False)
    view = Jackpot.view(g)
    assert choose(Jackpot, view, "easy", [1], timed=False) == {"type": "take3"}
    assert choose(Jackpot, view, "normal", [1], timed=False) == {"type": "take2"}
    assert choose(Jackpot, view, "hard", [1], timed=False) == {"type": "take2"}


def test_greedy_values_a_sequence_by_where_it_leads(monkeypatch):
    """With too little work to look under every face, greedy still follows one of them to
    the confirm at the end (6 points) rather than taking the single point."""
    from tablero.core.bots import LEVELS

    monkeypatch.setitem(LEVELS, "easy", {**LEVELS["easy"], "work": 8})
    g = Combination.new(turns=2, face=None)
    assert choose(Combination, Combination.view(g), "easy", [3], timed=False) == {"type": "die"}


def test_playouts_of_a_game_with_rounds_stop_at_the_round_end(monkeypatch):
    """With ``epoch``, a playout ends when the round changes, not after a turn each."""
    from tablero.core.bots import rollout

    seen = []

    class Rounds(Jackpot):
        bot = _bot(epoch=lambda state: seen.append(state["left"]) or (state["left"] + 2) // 3)

    g = Rounds.new(turns=6, open=False)
    choose(Rounds, Rounds.view(g), "normal", [1], timed=False)
    assert min(seen) == 3  # 6, 5 and 4 steps left are round 1: the playout ends at 3
    assert rollout.MIN_ROUNDS >= 1


def test_playouts_follow_the_plan_of_the_own_turn(monkeypatch):
    """A playout plays the candidate's own turn on by the plan its closer look found (die,
    face 8, confirm), not by the cheap policy, which picks a face at random here."""
    from tablero.core.bots import LEVELS

    monkeypatch.setitem(LEVELS, "normal", {**LEVELS["normal"], "policy_nodes": 1})
    g = Faces.new(turns=2, face=None)
    assert choose(Faces, Faces.view(g), "normal", [5], timed=False) == {"type": "die"}


def test_a_seat_out_of_the_round_cannot_hold_a_playout(monkeypatch):
    """Three seats, the third out of the round: a turn each never comes, so a playout stops
    after twice as many turns in all as a turn each would take (3 seats: 6), not at the
    game's end."""
    from tablero.core.bots import rollout

    class ThirdSeatOut(Jackpot):
        @classmethod
        def new(cls, turns: int, **extra) -> dict:
            return {**super().new(turns, **extra), "players": 3}

    ends = []
    real = rollout.Sim.rewards

    def rewards(sim, state):
        ends.append(state["left"])
        return real(sim, state)

    monkeypatch.setattr(rollout.Sim, "rewards", rewards)
    g = ThirdSeatOut.new(turns=20, open=False)
    choose(ThirdSeatOut, ThirdSeatOut.view(g), "normal", [1], timed=False)
    assert ends and set(ends) == {14}  # 20 turns left; six turn ends later, 14


def test_a_game_may_let_search_trust_any_lead_of_its_playouts(monkeypatch):
    """By default a playout lead must exceed one standard error to overturn the closer
    look's choice; a game whose bot module sets ``MARGIN = 0`` takes any lead."""
    from tablero.core.bots import rollout

    rows = [{0: 0.5, 1: 1.0}, {0: 0.5, 1: 0.2}]  # move 1 leads by 0.1 on average, SE 0.4
    assert rollout._clearly_better(rows, 0, rollout.MARGIN) == 0
    assert rollout._clearly_better(rows, 0, 0.0) == 1

    margins = []
    real = rollout._clearly_better

    def recorded(rows, default, margin):
        margins.append(margin)
        return real(rows, default, margin)

    monkeypatch.setattr(rollout, "_clearly_better", recorded)

    class Trusted(Jackpot):
        bot = _bot(margin=0.0)

    for game in (Jackpot, Trusted):
        choose(game, game.view(game.new(turns=4, open=False)), "normal", [1], timed=False)
    assert margins == [rollout.MARGIN, 0.0]


def test_a_game_may_retune_a_search_level(monkeypatch):
    """A bot spec's ``search`` replaces some of a level's settings for that game alone."""
    from tablero.core.bots import LEVELS, rollout

    specs = []
    real = rollout.plan

    def recorded(sim, view, seed, budget, spec):
        specs.append(spec)
        return real(sim, view, seed, budget, spec)

    monkeypatch.setattr(rollout, "plan", recorded)

    class Widened(Jackpot):
        bot = _bot(search={"hard": {"candidates": 5}})

    for game in (Jackpot, Widened):
        for level in ("normal", "hard"):
            choose(game, game.view(game.new(turns=4, open=True)), level, [1], timed=False)
    assert specs[:3] == [LEVELS["normal"], LEVELS["hard"], LEVELS["normal"]]
    assert specs[3] == {**LEVELS["hard"], "candidates": 5}


def test_a_game_may_set_the_easy_look_ahead_and_a_level_s_estimate():
    """``SEARCH`` may set how many own steps the easy bot looks ahead (two: the confirm that
    pays for face 8 stays out of sight, so it takes the single point) and name another
    estimate of the bot module that a level uses (one that sees the open jackpot: the easy
    bot then leaves it shut)."""

    class ShallowFaces(Faces):
        bot = _bot(search={"easy": {"depth": 2}})

    g = ShallowFaces.new(turns=2, face=None)
    assert choose(Faces, Faces.view(g), "easy", [5], timed=False) == {"type": "die"}
    assert choose(ShallowFaces, ShallowFaces.view(g), "easy", [5], timed=False) == {
        "type": "safe"}

    def wary(state: dict) -> list:
        scores = [float(x) for x in state["scores"]]
        if state["open"]:
            scores[1 - state["seat"]] -= 10  # the seat that opened it
        return scores

    class WaryJackpot(Jackpot):
        bot = _bot(search={"easy": {"estimate": wary}})

    g = WaryJackpot.new(turns=4, open=False)
    assert choose(WaryJackpot, WaryJackpot.view(g), "easy", [1], timed=False) == {
        "type": "take2"}


def test_past_its_deadline_greedy_values_a_move_where_it_stands():
    """The wall-time cap also stops the look under a move, not only the next move: else the
    first move's whole look ran past the cap (a Mexica ``normal`` decision took 0.88 s in
    the browser against its 0.7 s cap)."""
    from tablero.core.bots.common import Budget, Sim
    from tablero.core.bots.greedy import lines_of

    sim = Sim(Combination)
    g = Combination.new(turns=2, face=None)
    moves = [{"type": "die"}, {"type": "safe"}]
    (_, die), (_, safe) = lines_of(sim, g, 0, moves, 3, Budget(1000, 60.0), 1)
    assert [len(line) for line in (die, safe)] == [3, 1]  # die, face, confirm
    late = lines_of(sim, g, 0, moves, 3, Budget(1000, -1.0), 1)
    assert late[0][1] == [{"type": "die"}] and late[1][0] == float("-inf")
