"""The Pax Pamir bot module: evaluation sanity, pruning, determinization details."""

from __future__ import annotations

import pytest

from tablero.core.bots.common import Sim
from tablero.core.playout import random_playout
from tablero.games.paxpamir import GAME, bot
from tablero.games.paxpamir.data import COURT, DOMINANCE_CHECKS, EVENTS, REGIONS
from tablero.games.paxpamir.determinize import PILES, _piles, determinize
from tablero.games.paxpamir.dominance import award
from tablero.games.paxpamir.pieces import ruler

from .pax_helpers import act, make

DECK = [30, 31, 32, 33, 101, 34]  # a check still to come in the deck


def _value(g: dict, seat: int = 0) -> float:
    return bot.evaluate(g)[seat]


def _states(seed: int, players: int, every: int) -> list[dict]:
    states = []

    def keep(state, seat, action, new_state):
        keep.n += 1
        if keep.n % every == 0:
            states.append(new_state)

    keep.n = 0
    final, _ = random_playout(GAME, seed, players, on_step=keep)
    return states + [final]


def test_evaluate_is_the_score_once_over():
    final = _states(3, 3, 10_000)[-1]
    assert bot.evaluate(final) == [float(x) for x in final["result"]["scores"]]


def test_rupees_are_worth_something():
    assert _value(make(rupees=[6, 4, 4], deck=DECK)) > _value(make(rupees=[4, 4, 4], deck=DECK))


def test_blocks_of_the_own_coalition_raise_the_dominance_prospect():
    """British seat 0: more British armies bring a successful check closer."""
    few = make(armies={"kabul": {"british": 2}}, tribes={"kabul": [0, 1, 0]}, deck=DECK)
    many = make(armies={"kabul": {"british": 5}}, tribes={"kabul": [0, 1, 0]}, deck=DECK)
    assert _value(many, 0) > _value(few, 0)
    assert bot.evaluate(many)[1] <= bot.evaluate(few)[1]


def test_a_check_about_to_be_scored_is_valued_with_more_certainty():
    """The same dominant board is worth more to its leader when the check card sits in the
    leftmost market column than when it is still deep in the deck."""
    board = {"armies": {"kabul": {"british": 6}}, "loyalty": ["british", "russian", "afghan"]}
    near = make(market=[[101], []], deck=[30, 31], **board)
    far = make(deck=[30, 31, 32, 33, 34, 35, 101], **board)
    assert _value(near, 0) > _value(far, 0)


def test_gifts_and_patriots_raise_the_share_of_a_dominant_coalition():
    """Two British seats: the one with more influence expects the 5 points."""
    spec = {"loyalty": ["british", "british", "russian"], "market": [[101], []], "deck": [30],
            "armies": {"kabul": {"british": 6}}}
    plain = make(**spec)
    gifted = make(gifts=[[2], [], []], **spec)
    assert _value(gifted, 0) - _value(plain, 0) > 1.5  # 5 instead of a shared 4
    assert bot.evaluate(gifted)[1] < bot.evaluate(plain)[1]


def test_court_cards_count_only_up_to_the_court_limit():
    """A fourth card in a court of limit 3 (no political stars) adds only what it is worth
    more than the weakest card: cleanup takes one away."""
    cards = [c for c in sorted(COURT) if COURT[c]["suit"] != "political"
             and not COURT[c]["patriot"]][:4]
    three = make(courts=[cards[:3], [], []], deck=DECK)
    four = make(courts=[cards, [], []], deck=DECK)
    worths = [bot.card_worth(three, c) for c in cards]
    gain = sum(sorted(worths)[1:]) - sum(worths[:3])
    assert _value(four) - _value(three) == pytest.approx(gain, abs=1e-9)


def test_an_open_bribe_counts_as_paid():
    """Seat 1 rules Kabul with 2 tribes: seat 0 playing a Kabul card owes 2."""
    g = make(tribes={"kabul": [0, 2, 0]}, courts=[[], [26], []], hands=[[1], [], []],
             deck=DECK)
    before = bot.evaluate(g)
    g = act(g, 0, type="play", play=1)
    assert g["stack"][-1]["state"] == "bribe"
    after = bot.evaluate(g)
    assert after[1] > before[1] and after[0] < before[0]


def test_payee_asks_what_the_payer_can_pay_and_payer_never_cancels():
    g = make(tribes={"kabul": [0, 2, 0]}, courts=[[], [26], []], hands=[[1], [], []],
             rupees=[1, 4, 4], deck=DECK)
    assert bot.bribe_due(g, 0, {"type": "play", "play": 1}) == 2
    assert {"type": "play", "play": 1} not in bot.prune(g, 0, GAME.actions(g, 0))
    rich = make(tribes={"kabul": [0, 2, 0]}, courts=[[], [26], []], hands=[[1], [], []],
                deck=DECK)
    assert {"type": "play", "play": 1} in bot.prune(rich, 0, GAME.actions(rich, 0))
    g = act(rich, 0, type="play", play=1)
    assert bot.prune(g, 1, GAME.actions(g, 1)) == [{"type": "amount", "amount": 2}]
    g = act(g, 1, type="amount", amount=2)
    assert Sim(GAME, GAME.bot.evaluate, GAME.bot.prune).actions(g, 0) == [{"type": "pay"}]


def test_fast_helpers_agree_with_the_rules():
    for g in _states(11, 4, 23):
        assert bot.rulers_fast(g) == [ruler(g, r) for r in REGIONS]
    values = {0: 3, 1: 3, 2: 1, 3: 0}
    expected = award(values, [5, 3, 1])
    got = dict(bot._award([(v, s) for s, v in values.items()], (5, 3, 1)))
    assert got == {s: pts for s, pts in expected.items() if pts}


@pytest.mark.parametrize("players", [3, 5])
def test_determinized_deck_keeps_the_pile_structure(players):
    """Events and checks stay in the piles they were shuffled into at setup (their count per
    remaining pile is public); only their places inside a pile are redrawn."""
    def per_pile(deck):
        out, end = [], len(deck)
        for pile in reversed(_piles(players)):
            part = deck[max(0, end - pile["size"]):end]
            out.append((sum(c in EVENTS and c not in DOMINANCE_CHECKS for c in part),
                        sum(c in DOMINANCE_CHECKS for c in part)))
            end -= pile["size"]
            if end <= 0:
                break
        return out

    assert len(_piles(players)) == PILES
    game = GAME
    for n, g in enumerate(_states(7, players, 7)):
        rebuilt = determinize(game.view(g, 1), n)
        assert per_pile(rebuilt["deck"]) == per_pile(g["deck"])
        assert len(rebuilt["removed"]) == len(g["removed"])


def test_prune_keeps_the_best_buys_and_every_other_main_action():
    g = make(market=[[40, 41, 42, 43, 44, 45], [46, 47, 48, 49, 105, 50]], rupees=[9, 4, 4],
             hands=[[1], [], []], deck=DECK)
    legal = GAME.actions(g, 0)
    kept = bot.prune(g, 0, legal)
    buys = [a for a in kept if a["type"] == "buy" and a["buy"] in COURT]
    assert len(buys) == bot.BUYS_KEPT
    assert {"type": "buy", "buy": 105} in kept  # events are always looked at
    assert [a for a in legal if a["type"] != "buy"] == [a for a in kept if a["type"] != "buy"]
    best = max((a for a in legal if a["type"] == "buy" and a["buy"] in COURT),
               key=lambda a: bot._buy_score(g, 0, a["buy"]))
    assert best in kept


def test_prune_takes_every_tax_and_the_cheapest_gift():
    """Card 30 (Economic, tax and gift): taxing never stops early and takes from one market
    card; a gift goes on the cheapest space."""
    g = make(courts=[[30], [], []], market=[[40, 41], [42]], market_rupees=[[1, 2], [1]],
             rupees=[8, 4, 4], deck=[31, 32, 101])
    t = act(g, 0, type="tax", card=30)
    assert bot.prune(t, 0, GAME.actions(t, 0)) == [{"type": "card", "card": 40}]
    t = act(g, 0, type="gift", card=30)
    assert bot.prune(t, 0, GAME.actions(t, 0)) == [{"type": "gift", "gift": 401}]


def test_actions_left_this_turn_count_for_the_seat_on_turn():
    """Passing with actions left wastes them; mid-turn states are not undervalued."""
    two, none = make(actions=2, deck=DECK), make(actions=0, deck=DECK)
    assert _value(two, 0) - _value(none, 0) == pytest.approx(2 * bot.TEMPO)
    assert bot.evaluate(two)[1] == bot.evaluate(none)[1]
