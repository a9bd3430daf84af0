"""Prompts and action labels a player understands (issue 28, Pax Pamir bullet): each names the
rule it words; the text comes from texts.py through keys (the rules pass numbers and ids)."""

from __future__ import annotations

from tablero.core.texts import label_text, prompt_text
from tablero.games.paxpamir import GAME

from .pax_helpers import R, act, legal, make

MARKET = [[9, 10, 11, 12, None, 105], [20, 21, 22, 23, 24, 25]]


def _label(g: dict, action: dict, lang: str = "en") -> str:
    """The label of an offered action of the seat asked now."""
    assert action in legal(g, g["stack"][-1]["player"]), action
    return label_text(GAME, g, action, lang)


def _prompt(g: dict, seat: int, lang: str = "en") -> str:
    return prompt_text(GAME, g, seat, lang)


def test_purchase_buy_label_shows_the_cost():
    """Rulebook "Purchase": the cost is one rupee per card to its left in the row."""
    g = make(market=MARKET, rupees=[8, 4, 4])
    assert _label(g, {"type": "buy", "buy": 9}) == "Buy Afghan Handicrafts (0 rupees)"
    assert _label(g, {"type": "buy", "buy": 10}) == "Buy Balkh Arsenic Mine (1 rupee)"
    assert _label(g, {"type": "buy", "buy": 12}) == "Buy City of Ghazni (3 rupees)"
    assert _label(g, {"type": "buy", "buy": 10}, "ja") == "Balkh Arsenic Mineを購入(1ルピー)"
    assert _label(g, {"type": "buy", "buy": 12}, "es") == "Comprar City of Ghazni (3 rupias)"


def test_event_cards_buy_label_shows_only_the_bought_half():
    """Rulebook "Event cards": a bought event resolves its bottom half (New Tactics), not the
    top one (Favor Military, resolved only when discarded)."""
    g = make(market=MARKET, rupees=[8, 4, 4])
    text = _label(g, {"type": "buy", "buy": 105})
    assert text.startswith("Buy New Tactics (5 rupees): ") and "Favor" not in text


def _bribed(**spec):
    g = make(courts=[[4], [], []], rupees=[6, 4, 4], spies={"4": [0, 1, 0]}, **spec)
    return act(g, 0, type="gift", card=4)


def test_hostage_actions_bribe_prompt_names_the_card_and_the_action():
    """Rulebook "Hostage actions": the holder is owed a bribe to use the card's action."""
    g = _bribed()
    assert _prompt(g, 1) == ("Player 1 owes you a bribe of 1 rupee to make a gift with "
                             "Charles Stoddart: how much do you ask?")
    g = act(g, 1, type="amount", amount=1)
    assert _prompt(g, 0) == ("Pay Player 2 a bribe of 1 rupee to make a gift with "
                             "Charles Stoddart?")
    assert "Charles Stoddart" in _prompt(g, 0, "ja") and "贈り物" in _prompt(g, 0, "ja")


def test_play_bribe_prompt_names_the_card_played():
    """Rulebook "Play": a ruler of the card's region is owed a bribe to play it."""
    g = make(hands=[[7], [], []], tribes={"kabul": [0, 1, 0]}, courts=[[], [5], []])
    g = act(g, 0, type="play", play=7)
    assert _prompt(g, 1) == ("Player 1 owes you a bribe of 1 rupee to play Dost Mohammad: "
                             "how much do you ask?")


def test_tax_choices_say_what_is_taken_from_whom():
    """Rulebook "Tax": a rupee from a market card or from a player."""
    g = make(courts=[[7, 8], [5, 13], [15]], tribes={"kabul": [2, 1, 0]},
             rupees=[0, 4, 3], market=MARKET, market_rupees=[[1], []])
    g = act(g, 0, type="tax", card=8)
    assert _prompt(g, 0).startswith("Tax: take up to 2 rupees more")
    assert _label(g, {"type": "card", "card": 9}) == ("Take 1 rupee from Afghan Handicrafts "
                                                      "in the market")
    assert _label(g, {"type": "seat", "seat": 1}) == "Take 1 rupee from Player 2"
    g = act(g, 0, type="seat", seat=1)
    assert _prompt(g, 0).startswith("Tax: take up to 1 rupee more")


def test_betray_prize_of_another_coalition_warns_of_the_loyalty_change():
    """Rulebook "Betray" and "Loyalty": a prize of another coalition changes your loyalty."""
    g = make(courts=[[16, 19], [4], []], spies={"4": [1, 1, 0]}, market=MARKET)
    g = act(g, 0, type="betray", card=16)
    g = act(g, 0, type="card", card=4)
    assert ("a prize of the Afghan coalition: you would become loyal to the Afghan coalition"
            in _prompt(g, 0))
    assert _label(g, {"type": "take"}) == ("Take it as a prize (become loyal to the Afghan "
                                           "coalition)")


def test_bonus_actions_the_main_prompt_says_they_remain():
    """Rulebook "Bonus actions": favored-suit actions are free, even with no action left."""
    g = make(courts=[[8], [], []], market=MARKET, market_rupees=[[1], []], favored="economic")
    assert _prompt(g, 0) == ("Take an action (2 actions left; bonus actions are free) or end "
                             "your turn.")
    g = make(courts=[[8], [], []], market=MARKET, market_rupees=[[1], []], favored="economic",
             actions=0)
    assert _prompt(g, 0) == "No actions left: take a free bonus action or end your turn."
    g = make(courts=[[16], [], []], market=MARKET, actions=1)
    assert _prompt(g, 0) == "Take an action (1 action left) or end your turn."
    g = make(courts=[[16], [], []], market=MARKET, actions=0)
    assert _prompt(g, 0) == "No actions left: end your turn."


def test_build_choices_say_army_or_road():
    """Rulebook "Build": armies in regions you rule, roads on their borders."""
    g = make(courts=[[10, 7], [], []], tribes={"kabul": [1, 0, 0]})
    g = act(g, 0, type="build", card=10)
    texts = {_label(g, a) for a in legal(g, 0) if a["type"] == "space"}
    assert "Army in Kabul" in texts and "Road on Kabul-Punjab" in texts


def test_card_choices_say_whose_court():
    """Rulebook "Betray": the card chosen may be in any court."""
    g = make(courts=[[16], [4], []], spies={"4": [1, 0, 0]}, market=MARKET)
    g = act(g, 0, type="betray", card=16)
    assert _label(g, {"type": "card", "card": 4}) == "Charles Stoddart (court of Player 2)"
    assert _label(g, {"type": "card", "card": 4}, "ja") == "Charles Stoddart(プレイヤー2の宮廷)"


def test_blackmail_prompt_is_worded_in_japanese():
    """special_abilities.md Blackmail: the ability is named in the reader's language."""
    g = make(turn=1, courts=[[57], [55], [54]], spies={"55": [1, 0, 0]})
    g = act(g, 1, type="pass")
    assert _prompt(g, 2, "ja").startswith("恐喝")
    assert _prompt(g, 2, "es").startswith("Chantaje")
    assert R["herat"] == 203
