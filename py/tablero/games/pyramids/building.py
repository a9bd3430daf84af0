"""Pyramids phase 3: take a pair, then build at once (【ラウンドの流れ】3a, 3b).

Building is two small steps per card: pick a hand card ("card"), then its place
("pyramid" level/slot, "obelisk" or "tomb"). Exactly one card goes to the pyramid each
turn; the god tile allows the optional obelisk/tomb cards (one per edifice per turn).
"done" ends the building early once the pyramid card is placed; when nothing more is
possible the turn ends by itself.
"""

from __future__ import annotations

from tablero.core.flow import frame, goto, log

from .geometry import legal_places, place_args
from .rules import RULES, optional_left, turn_finished


def _next_builder(g: dict) -> None:
    """The next seat in tile order takes a pair, or the round moves to its end."""
    left = frame(g)["left"]
    if left:
        goto(g, "take_pair", left[0], left=left[1:])
    else:
        goto(g, "keep_start", None)


@RULES.prompt("take_pair")
def take_pair_prompt(g: dict, acts) -> None:
    """3a: take one whole pair from the quarry (pairs are never split)."""
    acts.say("take_pair")
    for i, pair in enumerate(g["quarry"]):
        if pair["taken_by"] is None:
            acts.add("pair", i)


@RULES.on("take_pair", "pair")
def take_pair_pair(g: dict, player: int, action: dict) -> None:
    """3a: the pair goes to the hand, and the seat builds at once (3b)."""
    pair = g["quarry"][action["pair"]]
    g["seats"][player]["hand"].extend(pair["cards"])
    pair["taken_cards"] = pair["cards"]  # public: the pairs lie face up for all to see
    pair["cards"] = []
    pair["taken_by"] = player
    log(g, "pair", seat=player, pair=action["pair"], number=action["pair"] + 1,
        cards=list(pair["taken_cards"]))
    goto(g, "build", left=frame(g)["left"], selected=None)


def destinations(g: dict, seat: int) -> list:
    """3b: where the selected card may go now, as action dicts.

    An optional edifice is offered before the pyramid card only while another hand card
    is left for the pyramid, so a turn can never end without its mandatory pyramid card.
    """
    s = g["seats"][seat]
    out = []
    if "pyramid" not in s["built"]:
        places = legal_places(s["pyramid"])
        out += [{"type": "pyramid", "level": lvl, "slot": k} for lvl, k in places]
    if "pyramid" in s["built"] or len(s["hand"]) >= 2:
        out += [{"type": e} for e in optional_left(g, seat)]
    return out


@RULES.prompt("build")
def build_prompt(g: dict, acts) -> None:
    """3b: pick a hand card, then where it goes; or end the building."""
    seat = acts.player
    s = g["seats"][seat]
    selected = frame(g)["selected"]
    if selected is None:
        acts.say("build")
    else:
        acts.say("where", card=selected)
        acts.actions.extend(destinations(g, seat))
    for card in s["hand"]:
        if card != selected:
            acts.add("card", card)
    if "pyramid" in s["built"]:
        acts.add("done")


@RULES.on("build", "card")
def build_card(g: dict, player: int, action: dict) -> None:
    """3b step 1: select a hand card (another card switches the selection)."""
    goto(g, "build", left=frame(g)["left"], selected=action["card"])


def _place(g: dict, player: int, edifice: str) -> str:
    """Move the selected card from hand to an edifice's turn record; returns the card."""
    card = frame(g)["selected"]
    s = g["seats"][player]
    s["hand"].remove(card)
    s["built"].append(edifice)
    return card


def _after_build(g: dict, player: int) -> None:
    """Continue the turn, or end it when nothing more may be built."""
    if turn_finished(g, player):
        _next_builder(g)
    else:
        goto(g, "build", left=frame(g)["left"], selected=None)


@RULES.on("build", "pyramid")
def build_pyramid(g: dict, player: int, action: dict) -> None:
    """ピラミッドの建設: beside the unfinished level, or on two adjacent cards."""
    card = _place(g, player, "pyramid")
    level, slot = action["level"], action["slot"]
    pyramid = g["seats"][player]["pyramid"]
    where = place_args(pyramid, level, slot)
    pyramid.append({"level": level, "slot": slot, "card": card})
    log(g, "pyramid", seat=player, card=card, level=level, slot=slot, **where)
    _after_build(g, player)


@RULES.on("build", "obelisk")
def build_obelisk(g: dict, player: int, action: dict) -> None:
    """オベリスクの建設: a new stage on top of the obelisk."""
    card = _place(g, player, "obelisk")
    g["seats"][player]["obelisk"].append(card)
    log(g, "obelisk", seat=player, card=card)
    _after_build(g, player)


@RULES.on("build", "tomb")
def build_tomb(g: dict, player: int, action: dict) -> None:
    """墳墓の建設: face down under the pyramid; only the owner sees which card."""
    card = _place(g, player, "tomb")
    g["seats"][player]["tomb"].append(card)
    log(g, "tomb", seat=player)
    log(g, "tomb_card", seat=player, card=card, private=player)
    _after_build(g, player)


@RULES.on("build", "done")
def build_done(g: dict, player: int, action: dict) -> None:
    """3b: cards left over stay in hand."""
    log(g, "done", seat=player)
    _next_builder(g)
