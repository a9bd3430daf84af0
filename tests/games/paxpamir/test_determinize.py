"""Determinization (the bots' guessed state) keeps what the table has seen: a card being
played while its bribe is negotiated is public (rulebook "Bribes": the card is announced)."""

from __future__ import annotations

from tablero.core.util import clone
from tablero.games.paxpamir import GAME
from tablero.games.paxpamir.data import COURT
from tablero.games.paxpamir.determinize import determinize
from tablero.games.paxpamir.wakhan.data import AI_CARDS

from .pax_helpers import R, act, make, state_name
from .test_wakhan import _plain, wk


def _wakhan_bribe() -> tuple[dict, int]:
    """Wakhan (seat 1) has bought a Kabul card and asks seat 0, Kabul's ruler, for the
    ruler's bribe before she plays it (wakhan.md item 34)."""
    card = next(c for c in _plain(30) if COURT[c]["region"] == R["kabul"])
    g = wk(turn=1, market=[[card], [None]], rupees=[4, 9], tribes={"kabul": [3, 0]},
           wakhan={"discard": [], "deck": sorted(AI_CARDS)})
    return g, card


def test_wakhan_card_in_play_kept_by_determinize():
    """Rulebook "Bribes" / wakhan.md item 34: the card Wakhan is playing while the ruler's
    bribe is asked is public; every guessed state keeps it in her hand, and accepting the
    bribe plays that card into her court as in the real game."""
    g, card = _wakhan_bribe()
    assert state_name(g) == "bribe" and g["stack"][-1]["args"]["card"] == card
    assert g["hands"][1] == [card]
    v = GAME.view(g, 0)
    for seed in range(8):
        d = determinize(clone(v), seed)
        assert d["hands"][1] == [card]
        assert GAME.view(d, 0) == v
        amount = GAME.actions(d, 0)[0]
        after = act(d, 0, **amount)
        assert card in after["courts"][1]


def test_human_card_in_play_kept_by_determinize():
    """Rulebook "Bribes": a card announced for play while its ruler's bribe is asked stays in
    the player's hand in a third seat's guessed state."""
    card = next(c for c in _plain(60) if COURT[c]["region"] == R["kabul"])
    g = make(hands=[[card, _plain(2)[1]], [], []], rupees=[5, 0, 0], tribes={"kabul": [0, 2, 0]})
    g = act(g, 0, type="play", play=card)
    assert state_name(g) == "bribe"
    v = GAME.view(g, 2)
    for seed in range(4):
        d = determinize(clone(v), seed)
        assert card in d["hands"][0] and len(d["hands"][0]) == 2
        assert GAME.view(d, 2) == v
