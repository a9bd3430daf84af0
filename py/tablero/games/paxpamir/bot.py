"""What the bots need of Pax Pamir: determinize (determinize.py), a score estimate, pruning.

``evaluate`` is each seat's victory points plus what it may still score and what it holds:
- the Dominance Checks to come (rulebook "Dominance checks"): the next one is valued as the
  points each seat would get, averaged over which coalition may be dominant when it is
  scored (a soft margin on the block counts: sharper when a check card sits near the left
  of the market), and the later ones more loosely (the blocks are cleared after a successful
  check; loyalty and influence stay);
- rupees, court cards (rank, action icons, the favored suit, only up to the court limit),
  hand cards (up to the hand limit), tribes and the regions ruled, spies and hostages;
- the actions the seat on turn has left (a line that ends the turn early is not favored
  just because the next seat has not yet gained from its own turn);
- an open bribe as if it were paid.
Every weight is our own estimate (checked by bench/bots.py and simulate), not a rule.
"""

from __future__ import annotations

import math

from tablero.core.game import BotSpec

from .actions import least_cost
from .cleanup import court_limit, hand_limit
from .court import influence
from .data import (
    COALITIONS,
    COURT,
    DOMINANCE_CHECKS,
    DOMINANCE_MARGIN,
    EARLY_LEAD,
    FATIGUE_MARGIN,
    REGIONS,
)
from .determinize import determinize
from .market import buy_cost
from .pieces import block_count, cylinders_in_play, hostage_holder, ruler, tribes, wakhan_seat
from .rules import effect
from .turn import bribe_exempt, bribe_need

CHECKS = frozenset(DOMINANCE_CHECKS)

LATER = 0.45  # weight of each check after the next (the board changes a lot until then)
LATER_SPREAD = 3.5  # block-count softness for the later checks
NEAR, FAR = 0.8, 3.0  # block-count softness of the next check: card leftmost .. in the deck
RUPEE, RUPEE_RICH, RICH = 0.3, 0.12, 8  # per rupee; beyond RICH rupees each is worth less
CARD, CARD_RANK, CARD_ACTION, CARD_SPECIAL, CARD_FAVORED = 0.7, 0.15, 0.25, 0.3, 0.35
HAND_SHARE = 0.65  # a card in hand is worth this share of the same card in court
TRIBE, RULE, SPY, HOSTAGE, OWED = 0.3, 0.7, 0.25, 0.3, 1.0
END = 6.0  # with Wakhan: a check outcome that ends the game, to its winner (see _endings)
DECIDED = 25.0  # with Wakhan: to the winners of a game that is over (_final)
SOFT = 2.0  # with Wakhan: the softness of a check's ranks, in cylinders or influence (_contest)
TEMPO = 0.5  # an action still to take this turn: search compares states reached mid-turn
# with states after the turn (and its actions) has passed to the next seat


def evaluate(state: dict) -> list:
    """Each seat's expected final points (the exact scores once the game is over, with
    Wakhan DECIDED more to its winners: see ``_final``)."""
    g = state
    if g.get("result"):
        return _final(g)
    n = g["players"]
    infl = [influence(g, s) for s in range(n)]
    inplay = [cylinders_in_play(g, s) for s in range(n)]
    outlook = _check_outlook(g, infl, inplay)
    ruling = rulers_fast(g)
    values = [g["vp"][s] + outlook[s] + _assets(g, s, ruling) for s in range(n)]
    if g["stack"] and g["stack"][0]["state"] != "loyalty":
        values[g["turn"]["seat"]] += TEMPO * g["turn"]["actions"]
    _open_bribe(g, values)
    return values


def _final(g: dict) -> list:
    """The scores of a game that is over; with Wakhan, DECIDED more to its winners.

    Against her the estimate of a game going on counts every check still to come, and may
    put her 15 points ahead; a game she has won by 5 then looked better than playing on,
    and search gave her the game (a loyalty switch before her Dominance Check). A game
    that is over is won or lost, more surely than any estimate."""
    scores = [float(x) for x in g["result"]["scores"]]
    if wakhan_seat(g) is not None:
        for s in g["result"]["winners"]:
            scores[s] += DECIDED
    return scores


# -- dominance checks to come ----------------------------------------------------------------


def _check_outlook(g: dict, infl: list, inplay: list) -> list:
    """Expected points of the seats from the checks still to come."""
    n = g["players"]
    left = sum(1 for c in g["deck"] if c in CHECKS)
    columns = []
    for row in g["market"]:
        for col, c in enumerate(row):
            if c in CHECKS:
                columns.append(col)
    left += len(columns)
    if left == 0:
        return [0.0] * n
    near = 1.0 - 0.15 * min(columns) if columns else 0.0
    spread = FAR + (NEAR - FAR) * near
    counts = [block_count(g, c) for c in COALITIONS]
    margin = FATIGUE_MARGIN if effect(g, "conflict_fatigue") else DOMINANCE_MARGIN
    wakhan = _wakhan_influence(g)
    shares = _shares(g["loyalty"], infl, inplay, wakhan)
    odds = _dominance_odds(counts, margin, spread)
    mult = 2 if left == 1 else 1
    nxt = _expected(odds, shares, n, mult)
    if wakhan:
        nxt = [a + b for a, b in zip(nxt, _endings(g["vp"], odds, shares, mult, left == 1),
                                     strict=True)]
    if left == 1:
        return nxt
    later = _expected(_dominance_odds(counts, margin, LATER_SPREAD), shares, n, 1)
    weight = LATER * left  # the remaining left - 1 checks, the last of them counting double
    return [a + weight * b for a, b in zip(nxt, later, strict=True)]


def _endings(vp: list, odds: list, shares: list, mult: int, final: bool) -> list:
    """END to the sole leader of each outcome of the next check that ends the game (an
    early lead of EARLY_LEAD points, or the final check), weighted by its chance (the
    outcome's, times its way's: see ``_shares``).

    Used with Wakhan only: with one human, a check won by a coalition the human is not
    loyal to gives her 5 points and the human none, which ends the game at once; that loss
    is final, not a 5-point deficit to be made up later (measured against her only)."""
    out = [0.0] * len(vp)
    for p, outcome in zip(odds, shares, strict=True):
        if p < 0.01:
            continue
        for q, gains in outcome:
            after = list(vp)
            for s, pts in gains:
                after[s] += pts * mult
            best = max(after)
            if after.count(best) > 1:
                continue
            leader = after.index(best)
            if final or all(best - v >= EARLY_LEAD for s, v in enumerate(after) if s != leader):
                out[leader] += p * q * END
    return out


def _dominance_odds(counts: list, margin: int, spread: float) -> list:
    """Chance of each coalition (COALITIONS order) to be dominant at the check, then the
    chance that none is."""
    odds = []
    for i in range(len(counts)):
        lead = counts[i] - max(counts[j] for j in range(len(counts)) if j != i)
        odds.append(1.0 / (1.0 + math.exp(-(lead - margin + 0.5) / spread)))
    total = sum(odds)
    if total > 1.0:
        odds = [p / total for p in odds]
        total = 1.0
    odds.append(1.0 - total)
    return odds


def _wakhan_influence(g: dict) -> tuple | None:
    """(Wakhan's seat, her influence per coalition): she takes part in every successful check
    (wakhan.md 57); None without her."""
    w = wakhan_seat(g)
    return None if w is None else (w, {c: influence(g, w, c) for c in COALITIONS})


def _shares(loyalty: list, infl: list, inplay: list, wakhan: tuple | None = None) -> list:
    """For each outcome of a check, won by each coalition (COALITIONS order), then with no
    dominant coalition (rulebook "Dominance checks"): its ways, (chance, (seat, points)
    pairs). Without Wakhan one way, the ranks as they stand; with her, see ``_contest``."""
    n = len(loyalty)
    out = []
    for c in COALITIONS:
        ranked = [(infl[s], s) for s in range(n) if loyalty[s] == c]
        if wakhan:
            ranked.append((wakhan[1][c], wakhan[0]))
        out.append(_contest(ranked, (5, 3, 1), wakhan is not None))
    out.append(_contest([(inplay[s], s) for s in range(n)], (3, 1), wakhan is not None))
    return out


def _contest(ranked: list, points: tuple, soft: bool) -> list:
    """The ways a check's ranking may go: as it stands (one way, chance 1), or, ``soft``
    with two contenders (one human against Wakhan), either of them first, the one ahead now
    by a difference d with the chance 1 / (1 + e^(-d / SOFT)) (level: half each).

    Against her the human is behind in cylinders or influence more often than not; ranks
    as they stand valued one more cylinder or patriot at nothing until it drew level, so
    search saw no gain in the steps that lead there (the check is scored later)."""
    if not soft or len(ranked) != 2:
        return [(1.0, _award(ranked, points))]
    (a, sa), (b, sb) = ranked
    first = 1.0 / (1.0 + math.exp(-(a - b) / SOFT))
    return [(first, [(sa, points[0]), (sb, points[1])]),
            (1.0 - first, [(sb, points[0]), (sa, points[1])])]


def _expected(odds: list, shares: list, n: int, mult: int) -> list:
    """Points per seat from one check, averaged over its outcomes and their ways."""
    out = [0.0] * n
    for p, outcome in zip(odds, shares, strict=True):
        if p >= 0.01:
            for q, gains in outcome:
                for s, pts in gains:
                    out[s] += p * q * pts * mult
    return out


def _award(ranked: list, points: tuple) -> list:
    """dominance.award on (value, seat) pairs: tied seats pool their places' points and split
    them rounded down; returns (seat, points) pairs."""
    ranked.sort(reverse=True)
    out = []
    place = 0
    while place < len(ranked) and place < len(points):
        value = ranked[place][0]
        tied = [s for v, s in ranked[place:] if v == value]
        pool = sum(points[place:place + len(tied)])
        out.extend((s, pool // len(tied)) for s in tied)
        place += len(tied)
    return out


def rulers_fast(g: dict) -> list:
    """pieces.ruler for every region (in REGIONS order), from one pass over the pieces."""
    n = g["players"]
    tribe = {r: [0] * n for r in REGIONS}
    for s, cyls in enumerate(g["cylinders"]):
        for loc in cyls:
            if loc is not None and 200 < loc < 300:
                tribe[loc][s] += 1
    army = {r: {} for r in REGIONS}
    for c, blocks in g["blocks"].items():
        for loc in blocks:
            if loc is not None and loc < 300:
                army[loc][c] = army[loc].get(c, 0) + 1
    out = []
    w = wakhan_seat(g)
    for r in REGIONS:
        t, a = tribe[r], army[r]
        counts = [t[s] + a.get(g["loyalty"][s], 0) for s in range(n)]
        if w is not None:  # wakhan.md 11: her tribes + the largest army stack
            counts[w] = t[w] + max(a.values(), default=0)
        best = max(counts)
        seat = counts.index(best)
        if not t[seat] or counts.count(best) > 1 or any(v >= best for v in a.values()):
            out.append(None)
        else:
            out.append(seat)
    return out


# -- what a seat holds -----------------------------------------------------------------------


def _static_worth(info: dict) -> float:
    worth = CARD + CARD_RANK * info["rank"] + CARD_ACTION * len(info["actions"])
    return worth + (CARD_SPECIAL if info["special"] else 0.0)


STATIC_WORTH = {c: _static_worth(info) for c, info in COURT.items()}


def card_worth(g: dict, card: int) -> float:
    """A court card's worth in a court: rank, action icons, special ability, favored suit
    (its actions are free then)."""
    info = COURT[card]
    if info["suit"] == g["favored"] and info["actions"]:
        return STATIC_WORTH[card] + CARD_FAVORED
    return STATIC_WORTH[card]


def _best(g: dict, cards: list, limit: int) -> float:
    if not cards or limit <= 0:
        return 0.0
    worths = [card_worth(g, c) for c in cards]
    if len(worths) > limit:
        worths = sorted(worths, reverse=True)[:limit]
    return sum(worths)


def _assets(g: dict, s: int, ruling: list) -> float:
    rupees = g["rupees"][s]
    value = RUPEE * min(rupees, RICH) + RUPEE_RICH * max(0, rupees - RICH)
    value += _best(g, g["courts"][s], court_limit(g, s))
    value += HAND_SHARE * _best(g, g["hands"][s], hand_limit(g, s))
    spies = 0
    for loc in g["cylinders"][s]:
        if loc is None or loc > 400:
            continue
        if loc > 200:
            value += TRIBE
        else:
            spies += 1
    value += RULE * ruling.count(s) + SPY * spies
    if spies:
        spied = {loc for loc in g["cylinders"][s] if loc is not None and loc <= 100}
        value += HOSTAGE * sum(1 for c in spied if hostage_holder(g, c) == s)
    return value - OWED * g["owed"][s]


def _open_bribe(g: dict, values: list) -> None:
    """A bribe being negotiated counts as paid (bots pay; a payee asks what the payer has)."""
    top = g["stack"][-1] if g["stack"] else None
    if not top or top["state"] not in ("bribe", "bribe_pay"):
        return
    payer = top["payer"] if top["state"] == "bribe" else top["player"]
    payee = top["player"] if top["state"] == "bribe" else top["payee"]
    amount = min(top["amount"], g["rupees"][payer])
    values[payer] -= RUPEE * amount
    values[payee] += RUPEE * amount


def epoch(state: dict) -> int | None:
    """With Wakhan, the turns she has started: search playouts stop once she has replied.

    She plays inside the flow (core/flow.py's robot seat), so the seat to act never changes
    and a playout counted by seats would run to its step cap (80 steps: most of the game),
    leaving the budget one round of playouts, too few to overrule the closer look
    (rollout.MIN_ROUNDS). Without her, None: turns are counted by the seat to act."""
    w = wakhan_seat(state)
    if w is None:
        return None
    return sum(1 for e in state["log"] if e["msg"] == "turn" and e.get("seat") == w)


# -- pruning ---------------------------------------------------------------------------------


BUYS_KEPT = 3  # court cards worth buying that search looks at, best first by _buy_score
DISCARDS_KEPT = 2  # the least valuable cards a discard prompt offers to search
PATRIOT_FIT, PATRIOT_MISFIT = 0.5, -0.3  # a patriot of one's own (or a stronger) / another
DISCARDS = ("cleanup_court_pick", "cleanup_hand_pick", "confidence", "repay")


def prune(state: dict, seat: int, actions: list) -> list:
    """Fewer, better choices for search (a human still gets every legal action):
    - bribes cannot loop: a bot starts no action whose full bribe it cannot pay with the
      action's own cost left over, and as payee asks the most the payer can pay that way (so
      the payer, who always pays, never fails);
    - at the main prompt only the BUYS_KEPT best-fitting court cards are considered for
      purchase (events always);
    - steps with equivalent choices keep one: the court end, the market card taxed, the
      cheapest gift space; taxing never stops early; discards keep the least valuable cards.
    """
    top = state["stack"][-1] if state.get("stack") else None
    if not top:
        return actions
    name = top["state"]
    if name == "bribe":
        ask = max(0, min(top["amount"], state["rupees"][top["payer"]] - bribe_need(state, top)))
        return [a for a in actions if a.get("amount") == ask] or actions
    if name == "main":
        return _prune_main(state, seat, actions)
    if name == "play_side":
        return actions[:1]
    if name == "tax":
        seats = [a for a in actions if a["type"] == "seat"]
        cards = [a for a in actions if a["type"] == "card"]
        return seats + cards[:1] or actions
    if name == "gift":
        gifts = [a for a in actions if a["type"] == "gift"]
        return [min(gifts, key=lambda a: a["gift"])] if gifts else actions
    if name in DISCARDS:
        return sorted(actions, key=lambda a: card_worth(state, a["discard"]))[:DISCARDS_KEPT]
    return actions


def _prune_main(g: dict, seat: int, actions: list) -> list:
    kept, buys = [], []
    for action in actions:
        due = bribe_due(g, seat, action)
        if due and due + least_cost(g, seat, action["type"]) > g["rupees"][seat]:
            continue
        if action["type"] == "buy" and action["buy"] in COURT:
            buys.append(action)
        else:
            kept.append(action)
    buys.sort(key=lambda a: -_buy_score(g, seat, a["buy"]))
    return kept + buys[:BUYS_KEPT]


def _buy_score(g: dict, seat: int, card: int) -> float:
    """A quick guess of a purchase's worth: the card in hand, its price, its patriotism."""
    score = HAND_SHARE * card_worth(g, card) - RUPEE * buy_cost(g, seat, card)
    patriot, own = COURT[card]["patriot"], g["loyalty"][seat]
    if patriot == own:
        score += PATRIOT_FIT
    elif patriot:  # a way out of a weaker coalition, else a loss of loyalty
        stronger = block_count(g, patriot) > block_count(g, own)
        score += PATRIOT_FIT if stronger else PATRIOT_MISFIT
    return score


def bribe_due(g: dict, seat: int, action: dict) -> int:
    """The full bribe a main-prompt action would owe (0 when none), as turn.py asks it."""
    verb = action["type"]
    if verb == "play":
        boss = ruler(g, COURT[action["play"]]["region"])
        if boss is None or boss == seat or bribe_exempt(g, seat, "ruler"):
            return 0
        return tribes(g, boss, COURT[action["play"]]["region"])
    if verb in ("tax", "gift", "build", "move", "betray", "battle"):
        holder = hostage_holder(g, action["card"])
        if holder is None or bribe_exempt(g, seat, "hostage"):
            return 0
        return g["cylinders"][holder].count(action["card"])
    return 0


BOT = BotSpec(
    determinize=determinize,
    evaluate=evaluate,
    scale=6.0,
    avoid=("cancel",),
    prune=prune,
    margin=0.0,
    epoch=epoch,
)
"""What search needs of Pax Pamir (core/bots/common.py). ``scale``: a lead of about 6 points
counts as clearly winning (4 already ends the game early, but the estimate of the checks to
come is rough). ``margin`` 0: search takes the move its playouts value best, even by a little:
they deal the unseen hands and deck anew each round, where the closer look saw one deal
(measured by bench/bots.py: normal beats easy more often than at the default margin).
``avoid``: giving up an action at its bribe only loops (the bot would start it again): bots
pay."""
