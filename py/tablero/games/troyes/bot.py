"""What the bots need of Troyes: determinize (determinize.py), a score estimate and the
round as the horizon of search (``epoch``).

``evaluate`` is the end-of-game scoring as if the game ended now (VP tokens, tradesmen,
cathedral levels, uncountered events, characters), plus the worth of what is not points yet:
deniers, influence, citizens standing in buildings (one die each round still to come), the
personal supply, the seat's own unused dice this round, and its activity cards: tradesmen
(activations without a hire in the rounds to come) and modifier cubes (stronger dice groups
later; without these two the bots hardly ever used a card). These weights are our own
estimates (checked by bench/bots.py), not rules; the rules are in the other modules.

Re-checked for the printed cards (issue 24): every cube card is now a modifier (Confession and
Templar joined, Diplomat and Archer left), so CARD_CUBE still prices a cube; the cubes Archer,
Chivalry and Diplomat put on events are seen through the scoring (+1 per uncountered event
holding a cube) and the influence they give; grey citizens and cubes are in the state the
estimate scores. Hidden VP are guessed by determinize.py. The weights are unchanged: their
strength must be re-measured with bench/bots.py.
"""

from __future__ import annotations

from tablero.core.game import BotSpec
from tablero.core.util import clone

from .board import standing
from .determinize import determinize
from .rules import RULES
from .scoring import final_scores

TARGETS = ("card", "event", "cathedral", "agriculture", "place", "flip")
CHOICES = ("group", "flip", "counter")  # prompts of an open dice choice
FINISH = ("confirm", "give_up")  # the ways a dice choice ends other than taking it back
CHOICE_DEPTH = 3  # dice a choice may still need

DENIER = 0.3
INFLUENCE = 0.35
STANDING_PER_ROUND = 1.0  # a citizen in a building rolls one die in each round to come
SUPPLY = 0.5
OWN_DIE = 0.8  # an unused die of the seat in this round's district
CARD_CUBE = 2.0  # a modifier cube on an activity card: a later dice group made stronger
TRADESMAN_PER_ROUND = 2.0  # a card with the seat's tradesman: activations without a hire in
#                            each round to come (this one counting half)


def _assets(g: dict, seat: int) -> float:
    p = g["seats"][seat]
    rounds_left = max(0, g["rounds"] - g["round"])
    dice = sum(1 for d in g["dice"] if d["owner"] == seat)
    cubes = sum(slot["cubes"][seat] for slot in g["activity"])
    hired = sum(1 for slot in g["activity"] if seat in slot["tradesmen"])
    cards = CARD_CUBE * cubes + TRADESMAN_PER_ROUND * (rounds_left + 0.5) * hired
    return (DENIER * p["deniers"] + INFLUENCE * p["influence"] + SUPPLY * p["supply"]
            + STANDING_PER_ROUND * rounds_left * standing(g, seat) + OWN_DIE * dice + cards)


def evaluate(state: dict) -> list:
    """Each seat's estimated final VP (the exact scores once the game is over)."""
    if state.get("final"):
        return [float(x) for x in state["final"]["scores"]]
    scores = final_scores(state)["scores"]
    return [scores[s] + _assets(state, s) for s in range(state["players"])]


def epoch(state: dict) -> int:
    """The round: search playouts look to its end, where the dice nobody used are lost, the
    lying citizens go home and the next round's income, salaries and dice come in. There the
    estimate guesses least; a turn each often stops halfway through a round, with the worth
    of the dice still in play only guessed (bench/bots.py seeds: ``normal`` beat ``easy`` in
    28.5 of 40 games looking to the round's end, 21.5 looking a turn each ahead)."""
    return state["round"]


def prune(state: dict, seat: int, actions: list) -> list:
    """Drop steps after which a counter could only be taken back (a bot would open and reset
    it again and again): a die is kept only when the counter can still be confirmed. The
    rules themselves no longer offer a turn target or a group die that leads only to Cancel
    (turn.completable, issue 28), so turns and groups need no pruning here."""
    top = state["stack"][-1] if state.get("stack") else None
    if not top or top["state"] != "counter":
        return actions
    kept = []
    for action in actions:
        if action["type"] in FINISH or (top["state"] == "turn" and action["type"] not in TARGETS):
            kept.append(action)
            continue
        trial = clone(state)
        RULES.step(trial, seat, action)
        if _completable(trial, seat, CHOICE_DEPTH):
            kept.append(action)
    return kept


def _completable(g: dict, seat: int, depth: int) -> bool:
    """Can the open dice choice still end other than by taking it back?"""
    top = g["stack"][-1] if g["stack"] else None
    if not top or top["state"] not in CHOICES or top.get("player") != seat:
        return True
    legal = RULES.legal_actions(g, seat)
    if any(a["type"] in FINISH for a in legal):
        return True
    if depth <= 0:
        return False
    for action in legal:
        if action["type"] not in BOT.avoid:
            trial = clone(g)
            RULES.step(trial, seat, action)
            if _completable(trial, seat, depth - 1):
                return True
    return False


BOT = BotSpec(
    determinize=determinize,
    evaluate=evaluate,
    scale=6.0,  # a lead of about 6 VP counts as clearly winning (reward squashing in search)
    # Taking a dice choice (or one die of it) back only loops: search never does it unless
    # nothing else is legal.
    avoid=("cancel", "reset", "remove"),
    prune=prune,
    epoch=epoch,
    # Steps cost more here (a step often settles a whole dice choice): the levels' work
    # budgets are scaled so that a decision fits the app's wall-time cap in the browser.
    work_scale=0.6,
    # Search playouts look three steps ahead (pick a die, another, confirm: enough to see what
    # a dice choice is worth), not as far as the easy bot: so a decision has room for ten
    # rounds of playouts or more, where a full look left it two or three.
    policy_depth=3,
)
"""What search needs of Troyes (core/bots/common.py)."""
