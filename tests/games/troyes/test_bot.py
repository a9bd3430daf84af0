"""The Troyes bot's score estimate (its weights are ours, tuned by bench/bots.py; the
rules are elsewhere)."""

from __future__ import annotations

from tablero.games.troyes import bot
from tablero.games.troyes.scoring import final_scores

from .helpers import make

BLACKSMITH = 105


def _beyond_points(g: dict, seat: int) -> float:
    """What the estimate adds to the points the seat would score if the game ended now."""
    return bot.evaluate(g)[seat] - final_scores(g)["scores"][seat]


def test_a_tradesman_and_the_cubes_on_an_activity_card_are_worth_more_than_their_points():
    """A tradesman activates its card again in later rounds without a new hire, and a
    modifier cube makes a later dice group stronger: the bots' estimate counts both (before,
    bots hardly ever used an activity card), and a tradesman is worth less as rounds run out."""
    def gain(round_: int, seat: int) -> float:
        bare = make(round=round_,
                    activity=[{"card": BLACKSMITH, "tradesmen": [], "cubes": [0, 0]}])
        hired = make(round=round_,
                     activity=[{"card": BLACKSMITH, "tradesmen": [0], "cubes": [2, 0]}])
        return _beyond_points(hired, seat) - _beyond_points(bare, seat)

    assert gain(2, 0) == 2 * bot.CARD_CUBE + 2.5 * bot.TRADESMAN_PER_ROUND  # rounds 3, 4 to come
    assert gain(2, 1) == 0
    assert 0 < gain(4, 0) < gain(2, 0)
