"""Card-based actions: tax, gift, build, move, betray (battle is in battle.py).

Rulebook "Card-based actions", "Tax", "Gift", "Build", "Move", "Betray"; rules_gaps.md 5-7;
special_abilities.md. Readings chosen:
- build is paid when the player says done (2 per block, 2 per pair under Nation Building), so
  the cost splits over both market rows as one action cost; the next block is offered only
  while the player can still pay for it;
- a spy steps to the next card along one track through every court in seat order, wrapping.
"""

from __future__ import annotations

from tablero.core.flow import end, frame, goto, log

from .battle import can_battle, start_battle
from .court import after_tribe_left, change_loyalty, discard_court_card
from .data import (
    BETRAY_COST,
    BORDERS,
    BUILD_COST,
    BUILD_LIMIT,
    COURT,
    GIFTS,
    NATION_BUILDING_LIMIT,
    REGION_BORDERS,
)
from .market import pay_action, slot_of
from .pieces import (
    court_order,
    has_special,
    owner_of,
    put,
    reclaimable,
    roads,
    ruled_by,
    settle,
    shift,
    spies,
    stars,
)
from .rules import RULES, effect
from .wakhan.seat import coalition_of, is_wakhan

# -- tax -------------------------------------------------------------------------------------


def tax_targets(g: dict, seat: int) -> list[int]:
    """Players with a court card of a region you rule and rupees above their shelter
    (Claim of Ancient Lineage: any player with a court card)."""
    ruled = ruled_by(g, seat)
    claim = has_special(g, seat, "claim_of_ancient_lineage")
    out = []
    for s in range(g["players"]):
        if s == seat or g["rupees"][s] <= stars(g, s, "economic"):
            continue
        if any(claim or COURT[c]["region"] in ruled for c in g["courts"][s]):
            out.append(s)
    return out


def tax_cards(g: dict) -> list[int]:
    """Market cards with rupees on them."""
    return [c for row, coins in zip(g["market"], g["market_rupees"], strict=True)
            for c, n in zip(row, coins, strict=True) if c is not None and n > 0]


@RULES.prompt("tax")
def tax_prompt(g, acts):
    """Rule "Tax": take rupees, one at a time, up to the card's rank."""
    acts.say("tax", rupees=frame(g)["left"])
    for c in tax_cards(g):
        acts.add("card", c)
    for s in tax_targets(g, acts.player):
        acts.add("seat", s)
    acts.add("done")


def _taxed(g: dict, player: int) -> None:
    left = frame(g)["left"] - 1
    if left == 0:
        end(g)
    else:
        goto(g, "tax", left=left)


@RULES.on("tax", "card")
def tax_card(g, player, action):
    row, col = slot_of(g, action["card"])
    g["market_rupees"][row][col] -= 1
    g["rupees"][player] += 1
    log(g, "tax", seat=player, card=action["card"])
    _taxed(g, player)


@RULES.on("tax", "seat")
def tax_seat(g, player, action):
    g["rupees"][action["seat"]] -= 1
    g["rupees"][player] += 1
    log(g, "tax_player", seat=player, other_seat=action["seat"])
    _taxed(g, player)


@RULES.on("tax", "done")
def tax_done(g, player, action):
    end(g)


# -- gift ------------------------------------------------------------------------------------


def gift_spaces(g: dict, seat: int) -> list[int]:
    """Empty gift spaces the seat can pay for."""
    held = g["cylinders"][seat]
    return [loc for loc, price in GIFTS.items()
            if loc not in held and price <= g["rupees"][seat]]


def _has_cylinder(g: dict, seat: int) -> bool:
    return None in g["cylinders"][seat] or bool(reclaimable(g, "cyl", seat))


@RULES.prompt("gift")
def gift_prompt(g, acts):
    """Rule "Gift": a cylinder on an empty gift space, paying its price (2, 4 or 6)."""
    acts.say("gift")
    for loc in gift_spaces(g, acts.player):
        acts.add("gift", loc)
    if not acts.actions:
        acts.add("pass")  # never reached: a bribe that leaves the action unaffordable is unpaid


@RULES.on("gift", "gift")
def gift_gift(g, player, action):
    loc = action["gift"]
    pay_action(g, player, GIFTS[loc])
    put(g, "cyl", player, loc, player)
    log(g, "gift", seat=player, price=GIFTS[loc])
    end(g)
    settle(g)


# -- build -----------------------------------------------------------------------------------


def build_cost(g: dict, seat: int, n: int) -> int:
    """2 per block; Nation Building: 2 per pair of blocks, rounded up."""
    if effect(g, "nation_building", seat):
        return BUILD_COST * ((n + 1) // 2)
    return BUILD_COST * n


def build_spaces(g: dict, seat: int) -> list[int]:
    """Regions the seat rules (armies) and their borders (roads)."""
    ruled = ruled_by(g, seat)
    borders = {b for r in ruled for b in REGION_BORDERS[r]}
    return ruled + sorted(borders)


def _block_left(g: dict, seat: int) -> bool:
    """A block of the seat's coalition in supply, or one that may be taken from the board."""
    coalition = coalition_of(g, seat)
    return None in g["blocks"][coalition] or bool(reclaimable(g, "block", coalition))


@RULES.prompt("build")
def build_prompt(g, acts):
    """Rule "Build": armies in regions you rule, roads on their borders; done pays."""
    fr = frame(g)
    seat = acts.player
    acts.say("build", placed=fr["placed"], cost=build_cost(g, seat, fr["placed"]))
    top = NATION_BUILDING_LIMIT if effect(g, "nation_building", seat) else BUILD_LIMIT
    affordable = build_cost(g, seat, fr["placed"] + 1) <= g["rupees"][seat]
    if fr["placed"] < top and affordable and _block_left(g, seat):
        for loc in build_spaces(g, seat):
            acts.add("space", loc)
    acts.add("done")


@RULES.on("build", "space")
def build_space(g, player, action):
    put(g, "block", coalition_of(g, player), action["space"], player)
    log(g, "build", seat=player, space=action["space"])
    placed = frame(g)["placed"] + 1
    goto(g, "build", placed=placed)
    if placed == (NATION_BUILDING_LIMIT if effect(g, "nation_building", player)
                  else BUILD_LIMIT):
        _finish_build(g, player)
    settle(g)


@RULES.on("build", "done")
def build_done(g, player, action):
    _finish_build(g, player)


def _finish_build(g: dict, player: int) -> None:
    """Pay for the blocks placed; Infrastructure offers one more for free."""
    pay_action(g, player, build_cost(g, player, frame(g)["placed"]))
    if has_special(g, player, "infrastructure") and build_spaces(g, player) and \
            _block_left(g, player):
        goto(g, "infrastructure")
    else:
        end(g)


@RULES.prompt("infrastructure")
def infrastructure_prompt(g, acts):
    """Civic Improvements: one extra free block after a build."""
    acts.say("infrastructure")
    for loc in build_spaces(g, acts.player):
        acts.add("space", loc)
    acts.add("pass")


@RULES.on("infrastructure", "space")
def infrastructure_space(g, player, action):
    put(g, "block", coalition_of(g, player), action["space"], player)
    log(g, "build", seat=player, space=action["space"])
    end(g)
    settle(g)


@RULES.on("infrastructure", "pass")
def infrastructure_pass(g, player, action):
    end(g)


# -- move ------------------------------------------------------------------------------------


def army_steps(g: dict, seat: int, region: int) -> list[int]:
    """Adjacent regions reachable across a road of the seat's coalition (Indian Supplies:
    any border)."""
    coalition = g["loyalty"][seat]
    free = has_special(g, seat, "indian_supplies")
    out = []
    for b in REGION_BORDERS[region]:
        if free or roads(g, coalition, b):
            a, c = BORDERS[b]
            out.append(c if a == region else a)
    return sorted(out)


def spy_steps(g: dict, seat: int, card: int) -> list[int]:
    """Cards one step along the circular court track (two with Well Connected; Strange
    Bedfellows adds every card of the same region)."""
    track = court_order(g)
    i = track.index(card)
    reach = 2 if has_special(g, seat, "well_connected") else 1
    out = {track[(i + d) % len(track)] for k in range(1, reach + 1) for d in (k, -k)}
    if has_special(g, seat, "strange_bedfellows"):
        out |= {c for c in track if COURT[c]["region"] == COURT[card]["region"]}
    out.discard(card)
    return sorted(out)


def movable(g: dict, seat: int) -> list[dict]:
    """Pieces the seat may move now, as actions."""
    out = []
    coalition = g["loyalty"][seat]
    for r in sorted({loc for loc in g["blocks"][coalition] if loc is not None and loc < 300}):
        if army_steps(g, seat, r):
            out.append({"type": "army", "army": r})
    if effect(g, "nationalism", seat):
        for r in sorted({loc for loc in g["cylinders"][seat] if loc and 200 < loc < 300}):
            if army_steps(g, seat, r):
                out.append({"type": "tribe", "tribe": r})
    for c in sorted({loc for loc in g["cylinders"][seat] if loc and loc <= 100}):
        if spy_steps(g, seat, c):
            out.append({"type": "spy", "spy": c})
    return out


def can_move(g: dict, seat: int) -> bool:
    """Whether ``movable`` is not empty: a spy can always step while two cards are in courts."""
    spy = any(loc is not None and loc <= 100 for loc in g["cylinders"][seat])
    if spy and sum(len(court) for court in g["courts"]) > 1:
        return True
    return bool(movable(g, seat))


@RULES.prompt("move")
def move_prompt(g, acts):
    """Rule "Move": one step of one spy or loyal army per rank point."""
    acts.say("move", n=frame(g)["left"])
    acts.actions.extend(movable(g, acts.player))
    acts.add("done")


def _pick(g, player, action):
    kind = action["type"]
    goto(g, "move_to", left=frame(g)["left"], kind=kind, src=action[kind])


for _kind in ("army", "tribe", "spy"):
    RULES.on("move", _kind)(_pick)


@RULES.on("move", "done")
def move_done(g, player, action):
    end(g)


@RULES.prompt("move_to")
def move_to_prompt(g, acts):
    fr = frame(g)
    acts.say("move_to")
    if fr["kind"] == "spy":
        for c in spy_steps(g, acts.player, fr["src"]):
            acts.add("card", c)
    else:
        for r in army_steps(g, acts.player, fr["src"]):
            acts.add("space", r)


def _moved(g: dict, player: int, dest: int) -> None:
    fr = frame(g)
    kind, src = fr["kind"], fr["src"]
    if kind == "army":
        shift(g["blocks"][g["loyalty"][player]], src, dest)
    else:
        shift(g["cylinders"][player], src, dest)
    log(g, "move", seat=player, kind=kind, src=src, dest=dest)
    left = fr["left"] - 1
    if left:
        goto(g, "move", left=left)
    else:
        end(g)
    if kind == "tribe":
        after_tribe_left(g, player, src)
        settle(g)


@RULES.on("move_to", "card")
def move_to_card(g, player, action):
    _moved(g, player, action["card"])


@RULES.on("move_to", "space")
def move_to_space(g, player, action):
    _moved(g, player, action["space"])


# -- betray ----------------------------------------------------------------------------------


def betray_targets(g: dict, seat: int) -> list[int]:
    """Court cards with one of your spies; Bodyguards shield their owner's political cards."""
    out = []
    for c in court_order(g):
        if not spies(g, c)[seat]:
            continue
        if COURT[c]["suit"] == "political" and has_special(g, owner_of(g, c), "bodyguards"):
            continue
        out.append(c)
    return out


@RULES.prompt("betray")
def betray_prompt(g, acts):
    """Rule "Betray": discard a card holding your spy (cost 2)."""
    acts.say("betray")
    if g["rupees"][acts.player] >= BETRAY_COST:
        for c in betray_targets(g, acts.player):
            acts.add("card", c)
    if not acts.actions:
        acts.add("pass")  # never reached: a bribe that leaves the action unaffordable is unpaid


@RULES.on("betray", "card")
def betray_card(g, player, action):
    card = action["card"]
    pay_action(g, player, BETRAY_COST)
    discard_court_card(g, owner_of(g, card), card)
    log(g, "betray", seat=player, card=card)
    if COURT[card]["prize"]:
        goto(g, "prize", card=card)
    else:
        end(g)
    settle(g)


@RULES.prompt("prize")
def prize_prompt(g, acts):
    """Rule "Betray": the betrayed card may be taken as a prize."""
    card = frame(g)["card"]
    coalition = COURT[card]["prize"]
    switch = coalition != g["loyalty"][acts.player]
    acts.say("prize_switch" if switch else "prize", card=card, coalition=coalition)
    acts.add("take")
    acts.add("pass")


@RULES.on("gift", "pass")
@RULES.on("betray", "pass")
def lost_pass(g, player, action):
    end(g)


@RULES.on("prize", "take")
def prize_take(g, player, action):
    card = frame(g)["card"]
    g["discard"].remove(card)
    coalition = COURT[card]["prize"]
    if coalition != g["loyalty"][player] and not is_wakhan(g, player):  # wakhan.md 7
        change_loyalty(g, player, coalition)
    g["prizes"][player].append(card)
    log(g, "prize", seat=player, card=card)
    end(g)
    settle(g)


@RULES.on("prize", "pass")
def prize_pass(g, player, action):
    end(g)


# -- which actions can start, and their first state ------------------------------------------


def can_start(g: dict, seat: int, card: int, verb: str) -> bool:
    """Whether a card action has anything to do now (so the main prompt offers it)."""
    if verb == "tax":
        return bool(tax_cards(g) or tax_targets(g, seat))
    if verb == "gift":
        return bool(gift_spaces(g, seat)) and _has_cylinder(g, seat)
    if verb == "build":
        return g["rupees"][seat] >= BUILD_COST and bool(ruled_by(g, seat))
    if verb == "move":
        return can_move(g, seat)
    if verb == "betray":
        return g["rupees"][seat] >= BETRAY_COST and bool(betray_targets(g, seat))
    return can_battle(g, seat)


def least_cost(g: dict, seat: int, verb: str) -> int:
    """The fewest rupees the action can be taken for (rulebook "Action costs": gift 2/4/6 by
    the cheapest empty space, a build of one block 2, betray 2, the others nothing)."""
    if verb == "gift":
        held = g["cylinders"][seat]
        return min((p for loc, p in GIFTS.items() if loc not in held), default=0)
    return {"build": BUILD_COST, "betray": BETRAY_COST}.get(verb, 0)


def _rank(card: int) -> int:
    return COURT[card]["rank"]


START = {
    "tax": lambda g, seat, card: goto(g, "tax", left=_rank(card)),
    "gift": lambda g, seat, card: goto(g, "gift"),
    "build": lambda g, seat, card: goto(g, "build", placed=0),
    "move": lambda g, seat, card: goto(g, "move", left=_rank(card)),
    "betray": lambda g, seat, card: goto(g, "betray"),
    "battle": start_battle,
}
