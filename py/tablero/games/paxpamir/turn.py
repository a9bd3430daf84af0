"""Starting loyalty, the turn, the two core actions and bribes.

Rulebook "Starting loyalty", "How to play", "Purchase", "Play", "Bonus actions",
"Hostage actions"; rules_gaps.md 1-3. Readings chosen:
- a bribe is a decision of the payee (any amount from the full bribe down to 0, shown as the
  payee's prompt), then of the payer (pay or give up: the action never happened);
- Courtly Manners lets its owner skip any bribe: the engine always skips (never worse).
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.flow import call, end, frame, goto, log

from . import events
from .actions import START, can_start, least_cost
from .court import after_tribe_left, change_loyalty, discard_court_card
from .data import COALITIONS, COURT, EVENTS, LEVERAGE_RUPEES, REGION_BORDERS
from .market import PUBLIC_WITHDRAWAL, buy_cost, buyable, pay_purchase, slot_of
from .pieces import (
    court_order,
    has_special,
    hostage_holder,
    move_piece,
    put,
    reclaimable,
    ruler,
    settle,
    spies,
    tribes,
)
from .rules import RULES, effect
from .wakhan.seat import coalition_of, human_seats, is_wakhan, seat_order

# -- starting loyalty ------------------------------------------------------------------------


@RULES.prompt("loyalty")
def loyalty_prompt(g, acts):
    """Setup: each player in turn chooses a starting loyalty."""
    acts.say("loyalty")
    for c in COALITIONS:
        acts.add("coalition", c)


@RULES.on("loyalty", "coalition")
def loyalty_coalition(g, player, action):
    g["loyalty"][player] = action["coalition"]
    log(g, "loyalty", seat=player, coalition=action["coalition"])
    left = frame(g)["left"] - 1
    humans = human_seats(g)
    if left == 0 and g.get("wakhan"):
        g["wakhan"]["order"] = seat_order(g, player)  # wakhan.md 6: she plays first
        goto(g, "turn_start", player=g["wakhan"]["seat"])
    elif left == 0:
        goto(g, "turn_start", player=player)  # the last chooser takes the first turn
    else:
        goto(g, "loyalty", player=humans[(humans.index(player) + 1) % len(humans)], left=left)


# -- the turn --------------------------------------------------------------------------------


@RULES.auto("turn_start")
def turn_start(g):
    """Start of a turn: reset the turn's bookkeeping; Blackmail may place spies (asked only
    where a card is eligible: a prompt whose only answer is "Pass" is no choice)."""
    seat = frame(g)["player"]
    g["turn"] = {"seat": seat, "actions": 2, "used": [], "blocked": [], "fresh": []}
    log(g, "turn", seat=seat)
    if is_wakhan(g, seat):
        goto(g, "wakhan_turn")
        return
    regions = [COURT[c]["region"] for c in g["courts"][seat]
               if COURT[c]["special"] in ("blackmail_herat", "blackmail_kandahar")
               and blackmail_targets(g, COURT[c]["region"])]
    goto(g, "main")
    if regions:
        call(g, "blackmail", regions=regions)


def blackmail_targets(g: dict, region: int) -> list[int]:
    """Court cards of the region with no spy on them (any court)."""
    return [c for c in court_order(g) if COURT[c]["region"] == region and not any(spies(g, c))]


@RULES.prompt("blackmail")
def blackmail_prompt(g, acts):
    """special_abilities.md Blackmail: a spy on a spy-free card of the region, or pass."""
    region = frame(g)["regions"][0]
    acts.say("blackmail", region=region)
    for c in blackmail_targets(g, region):
        acts.add("card", c)
    acts.add("pass")


def _next_blackmail(g: dict) -> None:
    rest = [r for r in frame(g)["regions"][1:] if blackmail_targets(g, r)]
    if rest:
        goto(g, "blackmail", regions=rest)
    else:
        end(g)


@RULES.on("blackmail", "card")
def blackmail_card(g, player, action):
    put(g, "cyl", player, action["card"], player)
    log(g, "spy", seat=player, card=action["card"])
    _next_blackmail(g)
    settle(g)


@RULES.on("blackmail", "pass")
def blackmail_pass(g, player, action):
    _next_blackmail(g)


def bonus_suits(g: dict, seat: int) -> tuple[str, ...]:
    """Rule "Bonus actions": the suits whose cards act for free (the favored one; military too
    under the seat's New Tactics). Savvy Operator / Irregulars are free whatever their suit."""
    if effect(g, "new_tactics", seat):
        return (g["favored"], "military")
    return (g["favored"],)


def is_bonus(g: dict, seat: int, card: int, suits: tuple | None = None) -> bool:
    """Rule "Bonus actions": favored suit, Savvy Operator / Irregulars, New Tactics military
    (``suits``: bonus_suits, when a caller asks about many cards)."""
    info = COURT[card]
    if info["special"] in ("savvy_operator", "irregulars"):
        return True
    return info["suit"] in (suits or bonus_suits(g, seat))


def can_buy(g: dict, seat: int, card: int) -> bool:
    """A market card the seat may buy now."""
    if card == PUBLIC_WITHDRAWAL or card in g["turn"]["blocked"]:
        return False
    return buy_cost(g, seat, card) <= g["rupees"][seat]


@RULES.prompt("main")
def main_prompt(g, acts):
    """Rule "How to play": up to two actions (bonus actions free), then end the turn.

    Whether a verb can start does not depend on the card, so each verb is asked once. The
    prompt says whether free bonus actions are offered besides the actions left."""
    seat = acts.player
    turn = g["turn"]
    left = turn["actions"]
    offer = acts.actions.append  # the hot path of random play: actions built in place
    if left > 0:
        for card, _cost in buyable(g, seat):
            offer({"type": "buy", "buy": card})
        for c in g["hands"][seat]:
            offer({"type": "play", "play": c})
    startable: dict = {}
    bonus = False
    suits = bonus_suits(g, seat)
    for c in g["courts"][seat]:
        if c in turn["used"]:
            continue
        free = is_bonus(g, seat, c, suits)
        if left == 0 and not free:
            continue
        for verb in dict.fromkeys(COURT[c]["actions"]):
            if verb not in startable:
                startable[verb] = can_start(g, seat, c, verb)
            if startable[verb]:
                offer({"type": verb, "card": c})
                bonus = bonus or free
    offer({"type": "pass"})
    if left > 0:
        acts.say("main_bonus" if bonus else "main", actions=left)
    else:
        acts.say("main_bonus_only" if bonus else "main_none")


@RULES.on("main", "pass")
def main_pass(g, player, action):
    log(g, "end_turn", seat=player)
    goto(g, "cleanup_court")


@RULES.on("main", "buy")
def main_buy(g, player, action):
    goto(g, "main")
    purchase(g, player, action["buy"])


def purchase(g: dict, player: int, card: int) -> None:
    """Rule "Purchase": pay to the left, take the card and its rupees (an action); an event
    resolves, a court card goes to the hand."""
    row, col = slot_of(g, card)
    cost = buy_cost(g, player, card)
    pay_purchase(g, player, card)
    g["rupees"][player] += g["market_rupees"][row][col]
    g["market_rupees"][row][col] = 0
    g["market"][row][col] = None
    g["turn"]["actions"] -= 1
    log(g, "buy", seat=player, card=card, cost=cost)
    if card in EVENTS:
        events.purchased(g, player, card)
        if not g["stack"]:
            return
    else:
        g["hands"][player].append(card)
    settle(g)


# -- bribes ----------------------------------------------------------------------------------


def bribe_exempt(g: dict, seat: int, kind: str) -> bool:
    """Abilities and events that cancel a bribe (rules_gaps.md 3 and 6)."""
    if effect(g, "disregard_for_customs") or effect(g, "courtly_manners", seat):
        return True
    special = "charismatic_courtiers" if kind == "ruler" else "civil_service_reforms"
    return has_special(g, seat, special)


def ask_bribe(g: dict, payer: int, payee: int | None, amount: int, then: str, **locals_):
    """call the payee's bribe prompt when a bribe is owed, else straight ``then``."""
    if payee is None or amount <= 0:
        call(g, then, player=payer, **locals_)
    else:
        call(g, "bribe", player=payee, payer=payer, amount=amount, then=then, args=locals_)


def _bribe_key(fr: dict, key: str) -> str:
    """The prompt key of a bribe: a ruler's bribe to play a card, or a hostage bribe to use
    one (the card and verb travel with it, so the prompt names what is being paid for)."""
    return key + ("_action" if "verb" in fr["args"] else "_play")


@RULES.prompt("bribe")
def bribe_prompt(g, acts):
    """The payee may lower or waive the bribe."""
    fr = frame(g)
    acts.say(_bribe_key(fr, "bribe"), payer_seat=fr["payer"], rupees=fr["amount"],
             card=fr["args"]["card"], verb=fr["args"].get("verb", "play"))
    for n in range(fr["amount"], -1, -1):
        acts.add("amount", n)


def bribe_need(g: dict, fr: dict) -> int:
    """Rupees the bribed action itself still needs: a bribe is payable only when the action
    stays affordable after it (an action that cannot be paid cannot be taken)."""
    verb = fr["args"].get("verb")
    return least_cost(g, fr["payer"], verb) if verb else 0


@RULES.on("bribe", "amount")
def bribe_amount(g, player, action):
    """The payee's answer: an amount asked, or 0, the whole bribe waived (logged so: a bribe
    is asked only when it is more than nothing)."""
    fr = frame(g)
    n = action["amount"]
    log(g, "bribe_ask" if n else "bribe_waived", seat=player, payer_seat=fr["payer"], amount=n)
    if n == 0:
        goto(g, fr["then"], player=fr["payer"], **fr["args"])
    elif g["rupees"][fr["payer"]] < n + bribe_need(g, fr):
        log(g, "bribe_unpaid", seat=fr["payer"])
        end(g)
    else:
        goto(g, "bribe_pay", player=fr["payer"], payee=player, amount=n, then=fr["then"],
             args=fr["args"])


@RULES.prompt("bribe_pay")
def bribe_pay_prompt(g, acts):
    """The payer pays, or gives up the action (it never happened)."""
    fr = frame(g)
    acts.say(_bribe_key(fr, "bribe_pay"), payee_seat=fr["payee"], rupees=fr["amount"],
             card=fr["args"]["card"], verb=fr["args"].get("verb", "play"))
    acts.add("pay")
    acts.add("cancel")


@RULES.on("bribe_pay", "pay")
def bribe_pay_pay(g, player, action):
    fr = frame(g)
    g["rupees"][player] -= fr["amount"]
    g["rupees"][fr["payee"]] += fr["amount"]
    log(g, "bribe_paid", seat=player, payee_seat=fr["payee"], amount=fr["amount"])
    goto(g, fr["then"], **fr["args"])


@RULES.on("bribe_pay", "cancel")
def bribe_pay_cancel(g, player, action):
    log(g, "bribe_unpaid", seat=player)
    end(g)


# -- play ------------------------------------------------------------------------------------


@RULES.on("main", "play")
def main_play(g, player, action):
    """Rule "Play": a ruler of the card's region other than you is owed his tribes there."""
    card = action["play"]
    region = COURT[card]["region"]
    boss = ruler(g, region)
    amount = 0
    if boss is not None and boss != player and not bribe_exempt(g, player, "ruler"):
        amount = tribes(g, boss, region)
    goto(g, "main")
    ask_bribe(g, player, boss, amount, "play_place", card=card)


@RULES.auto("play_place")
def play_place(g):
    """With an empty court there is no end to choose."""
    fr = frame(g)
    if g["courts"][fr["player"]]:
        goto(g, "play_side", card=fr["card"])
    else:
        _place(g, fr["player"], fr["card"], "left")


@RULES.prompt("play_side")
def play_side_prompt(g, acts):
    """Rule "Play": the card goes to the left or right end of the court."""
    acts.say("play_side")
    acts.add("side", "left")
    if g["courts"][acts.player]:
        acts.add("side", "right")


@RULES.on("play_side", "side")
def play_side_side(g, player, action):
    _place(g, player, frame(g)["card"], action["side"])


def _place(g: dict, player: int, card: int, side: str) -> None:
    """The card enters the court; a patriot of another coalition turns the dial first."""
    g["hands"][player].remove(card)
    rng.reveal(g)  # a card from a hidden hand is now public: undo stops here
    if side == "left":
        g["courts"][player].insert(0, card)
    else:
        g["courts"][player].append(card)
    g["turn"]["actions"] -= 1
    log(g, "play", seat=player, card=card, side=side)
    patriot = COURT[card]["patriot"]
    if patriot and patriot != g["loyalty"][player]:
        change_loyalty(g, player, patriot, keep=card)
    goto(g, "impacts", card=card, todo=list(COURT[card]["impacts"]))
    settle(g)


# -- impact icons ----------------------------------------------------------------------------


@RULES.auto("impacts")
def impacts(g):
    """Rule "Play": resolve the impact icons top to bottom."""
    fr = frame(g)
    seat, card = fr["player"], fr["card"]
    region = COURT[card]["region"]
    depth = len(g["stack"])
    while fr["todo"]:
        icon = fr["todo"].pop(0)
        if icon == "road" or (icon == "spy" and _spy_cards(g, region)):
            call(g, "place_" + icon, region=region, card=card)
            return
        _impact(g, seat, icon, region)
        settle(g)
        if len(g["stack"]) != depth:
            return
    end(g)


def _impact(g: dict, seat: int, icon: str, region: int) -> None:
    if icon == "army":
        put(g, "block", coalition_of(g, seat), region, seat)
    elif icon == "tribe":
        put(g, "cyl", seat, region, seat)
    elif icon == "leverage":
        g["rupees"][seat] += LEVERAGE_RUPEES
    elif icon.startswith("favor_"):
        events.set_favored(g, icon[len("favor_"):])
    log(g, "impact", seat=seat, icon=icon)


@RULES.prompt("place_road")
def place_road_prompt(g, acts):
    """Road icon: a block of your coalition on any border of the card's region."""
    region = frame(g)["region"]
    acts.say("place_road", region=region)
    for b in REGION_BORDERS[region]:
        acts.add("space", b)


@RULES.on("place_road", "space")
def place_road_space(g, player, action):
    put(g, "block", coalition_of(g, player), action["space"], player)
    log(g, "road", seat=player, space=action["space"])
    end(g)
    settle(g)


@RULES.prompt("place_spy")
def place_spy_prompt(g, acts):
    """Spy icon: a cylinder on any court card of the region, in any court."""
    region = frame(g)["region"]
    acts.say("place_spy", region=region)
    for c in _spy_cards(g, region):
        acts.add("card", c)


def _spy_cards(g: dict, region: int) -> list[int]:
    """Court cards of the region in any court (the played card itself, unless it was lost to
    a leverage discard meanwhile)."""
    return [c for c in court_order(g) if COURT[c]["region"] == region]


@RULES.on("place_spy", "card")
def place_spy_card(g, player, action):
    put(g, "cyl", player, action["card"], player)
    log(g, "spy", seat=player, card=action["card"])
    end(g)
    settle(g)


# -- card actions: hostage bribe, then the action --------------------------------------------


def start_card_action(g: dict, player: int, card: int, verb: str) -> None:
    """Rule "Hostage actions": a hostage card's holder is owed his spies on it first."""
    holder = hostage_holder(g, card)
    amount = 0
    if holder is not None and not bribe_exempt(g, player, "hostage"):
        amount = spies(g, card)[holder]
    goto(g, "main")
    ask_bribe(g, player, holder, amount, "begin_action", card=card, verb=verb)


@RULES.auto("begin_action")
def begin_action(g):
    """The action happens: the card is used, a non-bonus action is spent."""
    fr = frame(g)
    seat, card, verb = fr["player"], fr["card"], fr["verb"]
    use_card(g, seat, card, verb)
    START[verb](g, seat, card)


def use_card(g: dict, seat: int, card: int, verb: str) -> None:
    """A card action happens: the card is used this turn, a non-bonus action is spent."""
    g["turn"]["used"].append(card)
    if not is_bonus(g, seat, card):
        g["turn"]["actions"] -= 1
    log(g, "action", seat=seat, verb=verb, card=card)


for _verb in ("tax", "gift", "build", "move", "betray", "battle"):
    RULES.on("main", _verb)(
        lambda g, player, action: start_card_action(g, player, action["card"], action["type"])
    )


# -- component limits and leverage shortfall -------------------------------------------------


@RULES.prompt("reclaim")
def reclaim_prompt(g, acts):
    """Rule "Component limits": the supply is empty, take a piece from the board."""
    fr = frame(g)
    acts.say("reclaim")
    for loc in reclaimable(g, fr["kind"], fr["owner"]):
        acts.add("space", loc)


@RULES.on("reclaim", "space")
def reclaim_space(g, player, action):
    fr = frame(g)
    src = action["space"]
    move_piece(g, fr["kind"], fr["owner"], src, fr["dest"])
    log(g, "reclaim", seat=player, space=src, dest=fr["dest"])
    if fr["kind"] == "cyl" and 200 < src < 300:
        after_tribe_left(g, fr["owner"], src)
    end(g)
    settle(g)


@RULES.prompt("repay")
def repay_prompt(g, acts):
    """Rule "Leverage": one card from hand or court per rupee you could not repay."""
    seat = acts.player
    acts.say("repay", n=g["owed"][seat])
    for c in g["hands"][seat]:
        acts.add("discard", c)
    for c in g["courts"][seat]:
        acts.add("discard", c)


@RULES.on("repay", "discard")
def repay_discard(g, player, action):
    card = action["discard"]
    g["owed"][player] -= 1
    if card in g["hands"][player]:
        g["hands"][player].remove(card)
        g["discard"].append(card)
        rng.reveal(g)
    else:
        discard_court_card(g, player, card)
    log(g, "discard", seat=player, card=card)
    end(g)
    settle(g)
