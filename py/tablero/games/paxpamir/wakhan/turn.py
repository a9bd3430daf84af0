"""Wakhan's turn, played by the engine: draw an AI card, Blackmail, two actions from the card
(Ambition first), bonus actions, then the shared cleanup.

wakhan.md items 17-21 (turn), 26-29 (the action loop), 30 (Ambition), 32-36 (Radicalize and
playing a card), 37-45 (card-based and bonus actions), 46-47 and 52 (bribes, hand). Prompts
of the shared chapters that her actions open (bribes asked of humans, tax, battle removals,
spy and road placement, reclaims) are answered by answers.py.
"""

from __future__ import annotations

from tablero.core.flow import end, frame, goto, log

from ..actions import build_cost
from ..battle import strength
from ..court import after_tribe_left, discard_court_card
from ..data import BETRAY_COST, COURT, GIFTS
from ..market import pay_action
from ..pieces import has_special, hostage_holder, owner_of, put, ruler, settle, shift, spies, tribes
from ..rules import RULES
from ..turn import ask_bribe, blackmail_targets, bribe_exempt, is_bonus, purchase, use_card
from .choice import (
    acting_card,
    ambition,
    battle_site,
    betray_target,
    build_count,
    build_region,
    court_battle_site,
    gift_space,
    instruction_pick,
    move_step,
    radicalize_pick,
)
from .data import AI_CARDS, SKIP_LIMIT
from .priority import best_card
from .seat import arrows, coalition_of, draw_ai_card, pragmatic

VERBS = ("tax", "gift", "build", "move", "betray", "battle")


@RULES.auto("wakhan_turn")
def wakhan_turn(g):
    """Items 17-18: the AI card is drawn and read; Blackmail is always used."""
    w = frame(g)["player"]
    card = draw_ai_card(g)
    column, row = arrows(g)
    log(g, "wakhan_card", seat=w, ai=card, column=column, row=row, coalition=pragmatic(g))
    goto(g, "wakhan_act", ptr=0, skips=0)
    for c in g["courts"][w]:
        if COURT[c]["special"] in ("blackmail_herat", "blackmail_kandahar"):
            target = best_card(g, blackmail_targets(g, COURT[c]["region"]))
            if target is not None:
                put(g, "cyl", w, target, w)
                log(g, "spy", seat=w, card=target)
    settle(g)


@RULES.auto("wakhan_act")
def wakhan_act(g):
    """Items 26-30: work down the card's boxes (wrapping), skipping what cannot be done,
    until two actions are taken or a whole pass did nothing; Ambition comes first."""
    fr = frame(g)
    w = fr["player"]
    ptr, skips = fr["ptr"], fr["skips"]
    started = fr.get("started")
    if started is not None:
        skips = 0 if started in g["turn"]["used"] else skips + 1
    if g["hands"][w]:  # a bought card, or cards from Other Persuasive Methods (item 52)
        goto(g, "wakhan_act", ptr=ptr, skips=skips)
        play_card(g, w, g["hands"][w][0])
        return
    if g["turn"]["actions"] <= 0 or skips >= SKIP_LIMIT:
        bonus = [c for c in g["courts"][w] if is_bonus(g, w, c) and c not in g["turn"]["used"]]
        goto(g, "wakhan_bonus", cards=bonus)
        return
    check = ambition(g)
    if check is not None:
        log(g, "wakhan_ambition", seat=w, card=check)
        goto(g, "wakhan_act", ptr=ptr, skips=0)
        buy(g, w, check)
        return
    box = AI_CARDS[g["wakhan"]["discard"][-1]]["actions"][ptr]
    ptr = (ptr + 1) % 3
    goto(g, "wakhan_act", ptr=ptr, skips=skips)
    if not try_box(g, w, box):
        log(g, "wakhan_skip", seat=w, box=box)
        frame(g)["skips"] = skips + 1


def try_box(g: dict, w: int, box: str) -> bool:
    """Start one box of the AI card; False when it is skipped."""
    if box == "radicalize" or box.startswith("R_"):
        card = radicalize_pick(g) if box == "radicalize" else instruction_pick(g, box)
        if card is None:
            return False
        log(g, "wakhan_box", seat=w, box=box)
        frame(g)["skips"] = 0
        buy(g, w, card)
        return True
    site = None
    verb = box
    if box == "battle_court_card_most_spies":
        verb, site = "battle", court_battle_site(g)
        if site is None:
            return False
    card = acting_card(g, verb)
    if card is None:
        return False
    log(g, "wakhan_box", seat=w, box=box)
    start_action(g, w, card, verb, site)
    return True


def buy(g: dict, w: int, card: int) -> None:
    """Items 32 and 35: a purchase as the rules make it, one of her two actions; a court
    card goes to her (transient) hand and is played next, an event resolves for her."""
    purchase(g, w, card)


def play_card(g: dict, w: int, card: int) -> None:
    """Items 34 and 46: played only when she can pay the full ruler's bribe, else discarded."""
    region = COURT[card]["region"]
    boss = ruler(g, region)
    amount = 0
    if boss is not None and boss != w and not bribe_exempt(g, w, "ruler"):
        amount = tribes(g, boss, region)
    if amount > g["rupees"][w]:
        g["hands"][w].remove(card)
        g["discard"].append(card)
        log(g, "wakhan_discard", seat=w, card=card)
        return
    ask_bribe(g, w, boss, amount, "wakhan_place", card=card)


@RULES.auto("wakhan_place")
def wakhan_place(g):
    """Item 34: left end of her court when the red arrow reads top, right end when bottom;
    no loyalty change (item 7); the impact icons follow."""
    fr = frame(g)
    w, card = fr["player"], fr["card"]
    if card not in g["hands"][w]:
        end(g)
        return
    g["hands"][w].remove(card)
    side = "left" if arrows(g)[1] == "top" else "right"
    if side == "left":
        g["courts"][w].insert(0, card)
    else:
        g["courts"][w].append(card)
    log(g, "play", seat=w, card=card, side=side)
    goto(g, "impacts", card=card, todo=list(COURT[card]["impacts"]))
    settle(g)


def start_action(g: dict, w: int, card: int, verb: str, site: int | None = None) -> None:
    """Item 46: a hostage bribe is paid in full first (the holder may lower it)."""
    frame(g)["started"] = card
    holder = hostage_holder(g, card)
    amount = 0
    if holder is not None and not bribe_exempt(g, w, "hostage"):
        amount = spies(g, card)[holder]
    ask_bribe(g, w, holder, amount, "wakhan_begin", card=card, verb=verb, site=site)


@RULES.auto("wakhan_begin")
def wakhan_begin(g):
    """Items 38-43: the action itself, with her fixed choices."""
    fr = frame(g)
    w, card, verb = fr["player"], fr["card"], fr["verb"]
    use_card(g, w, card, verb)
    rank = COURT[card]["rank"]
    if verb == "tax":
        goto(g, "tax", left=rank)
    elif verb == "battle":
        site = fr.get("site") or battle_site(g)
        goto(g, "battle_remove", site=site, left=min(rank, strength(g, w, site)))
    else:
        DIRECT[verb](g, w, rank)
        end(g)
        settle(g)


def _gift(g: dict, w: int, rank: int) -> None:
    """Item 38: the cheapest free gift space."""
    loc = gift_space(g)
    pay_action(g, w, GIFTS[loc])
    put(g, "cyl", w, loc, w)
    log(g, "gift", seat=w, price=GIFTS[loc])


def _build(g: dict, w: int, rank: int) -> None:
    """Item 39: as many armies as she can pay (at most 3, Nation Building doubles them) in
    the first ruled region of the card; Civic Improvements adds one."""
    region = build_region(g)
    n = build_count(g)
    cost = build_cost(g, w, n)
    coalition = coalition_of(g, w)
    for _ in range(n + (1 if has_special(g, w, "infrastructure") else 0)):
        put(g, "block", coalition, region, w)
        log(g, "build", seat=w, space=region)
    pay_action(g, w, cost)


def _move(g: dict, w: int, rank: int) -> None:
    """Item 43 (and 62): one step per rank point, each chosen afresh."""
    for _ in range(rank):
        step = move_step(g)
        if step is None:
            return
        kind, src, dest = step
        if kind == "army":
            shift(g["blocks"][coalition_of(g, w)], src, dest)
        else:
            shift(g["cylinders"][w], src, dest)
        log(g, "move", seat=w, kind=kind, src=src, dest=dest)
        if kind == "tribe":
            after_tribe_left(g, w, src)


def _betray(g: dict, w: int, rank: int) -> None:
    """Item 40: the card is discarded and she always takes its prize."""
    card = betray_target(g)
    pay_action(g, w, BETRAY_COST)
    discard_court_card(g, owner_of(g, card), card)
    log(g, "betray", seat=w, card=card)
    g["discard"].remove(card)
    g["prizes"][w].append(card)
    log(g, "prize", seat=w, card=card)


DIRECT = {"gift": _gift, "build": _build, "move": _move, "betray": _betray}


@RULES.auto("wakhan_bonus")
def wakhan_bonus(g):
    """Items 44-45: each unused favored-suit card (the list fixed when this step starts,
    leftmost first) does its leftmost action that can be done; then cleanup."""
    fr = frame(g)
    w = fr["player"]
    cards = list(fr["cards"])
    while cards:
        card = cards.pop(0)
        if card not in g["courts"][w] or card in g["turn"]["used"]:
            continue
        for verb in COURT[card]["actions"]:
            if acting_card(g, verb, [card]) == card:
                goto(g, "wakhan_bonus", cards=cards)
                start_action(g, w, card, verb)
                return
    log(g, "end_turn", seat=w)
    goto(g, "cleanup_court")
