"""The battle action, in a region or on a court card.

Rulebook "Battle" and its two examples; rules_gaps.md 6; special_abilities.md (Indispensable
Advisors, Citadels, Safe House). Readings chosen:
- in a region, enemy roads on any border of that region may be removed (RTT and BGA agree);
- strength is counted when the site is chosen: removing enemies never lowers it;
- a spy saved by Safe House goes onto its owner's leftmost Safe House card automatically
  (keeping a cylinder in play is never worse for that player).
"""

from __future__ import annotations

from tablero.core.flow import end, frame, goto, log

from .court import remove_tribe
from .data import COALITIONS, COURT, REGION_BORDERS, REGIONS
from .pieces import armies, court_order, has_special, settle, special_cards, spies, tribes
from .rules import RULES, effect
from .wakhan.priority import best_card
from .wakhan.seat import coalition_of, human_seats, is_wakhan


def strength(g: dict, seat: int, site: int) -> int:
    """Your loyal armies in a region (+ tribes under Nationalism), or your spies on a card."""
    if site > 200:
        n = armies(g, coalition_of(g, seat), site)
        if effect(g, "nationalism", seat):
            n += tribes(g, seat, site)
        return n
    return spies(g, site)[seat]


def targets(g: dict, seat: int, site: int) -> list[dict]:
    """Enemy pieces at a site, as actions (the rulebook's three limits). Wakhan's enemies
    are the blocks of coalitions some human holds and every other tribe (wakhan.md 41)."""
    mine = coalition_of(g, seat)
    foes = COALITIONS
    if is_wakhan(g, seat):
        foes = [c for c in COALITIONS if c in {g["loyalty"][s] for s in human_seats(g)}]
    out = []
    if site < 200:
        for s, n in enumerate(spies(g, site)):
            if s != seat and n and not has_special(g, s, "indispensable_advisors"):
                out.append({"type": "spy", "spy": s})
        return out
    for c in foes:
        if c != mine and armies(g, c, site):
            out.append({"type": "army", "army": c})
    for b in REGION_BORDERS[site]:
        for c in foes:
            if c != mine and b in g["blocks"][c]:
                out.append({"type": "road", "road": c, "space": b})
    for s in range(g["players"]):
        if s == seat or g["loyalty"][s] == mine or not tribes(g, s, site):
            continue
        if _citadel(g, s, site):
            continue
        out.append({"type": "tribe", "tribe": s})
    return out


def _citadel(g: dict, seat: int, region: int) -> bool:
    return (region == 204 and has_special(g, seat, "citadel_kabul")) or (
        region == 201 and has_special(g, seat, "citadel_transcaspia"))


def _strong_sites(g: dict, seat: int) -> set[int]:
    """Regions and cards where the seat has strength (see ``strength``)."""
    coalition = coalition_of(g, seat)
    cyls = g["cylinders"][seat]
    sites = {loc for loc in cyls if loc is not None and loc <= 100}
    if coalition:
        sites.update(loc for loc in g["blocks"][coalition] if loc is not None and loc < 300)
    if effect(g, "nationalism", seat):
        sites.update(loc for loc in cyls if loc is not None and 200 < loc < 300)
    return sites


def battle_sites(g: dict, seat: int) -> list[int]:
    """Regions and court cards where you have strength and an enemy piece to remove."""
    strong = _strong_sites(g, seat)
    return [s for s in REGIONS + court_order(g) if s in strong and targets(g, seat, s)]


def can_battle(g: dict, seat: int) -> bool:
    """Whether any battle site exists (the main prompt's question: stops at the first)."""
    return any(targets(g, seat, s) for s in _strong_sites(g, seat))


def start_battle(g: dict, seat: int, card: int) -> None:
    """First step of the battle action: choose the site."""
    goto(g, "battle", rank=COURT[card]["rank"])


@RULES.prompt("battle")
def battle_prompt(g, acts):
    acts.say("battle")
    for s in battle_sites(g, acts.player):
        acts.add("space" if s > 200 else "card", s)


def _choose(g, player, site):
    left = min(frame(g)["rank"], strength(g, player, site))
    goto(g, "battle_remove", site=site, left=left)


@RULES.on("battle", "space")
def battle_space(g, player, action):
    _choose(g, player, action["space"])


@RULES.on("battle", "card")
def battle_card(g, player, action):
    _choose(g, player, action["card"])


@RULES.prompt("battle_remove")
def battle_remove_prompt(g, acts):
    """Remove enemy pieces, one at a time, up to min(rank, your strength there)."""
    fr = frame(g)
    acts.say("battle_remove", n=fr["left"])
    acts.actions.extend(targets(g, acts.player, fr["site"]))
    acts.add("done")


def _removed(g: dict, player: int) -> None:
    left = frame(g)["left"] - 1
    if left:
        goto(g, "battle_remove", left=left, site=frame(g)["site"])
    else:
        end(g)
    settle(g)


@RULES.on("battle_remove", "army")
def battle_remove_army(g, player, action):
    blocks = g["blocks"][action["army"]]
    blocks[blocks.index(frame(g)["site"])] = None
    log(g, "kill_army", seat=player, coalition=action["army"], space=frame(g)["site"])
    _removed(g, player)


@RULES.on("battle_remove", "road")
def battle_remove_road(g, player, action):
    blocks = g["blocks"][action["road"]]
    blocks[blocks.index(action["space"])] = None
    log(g, "kill_road", seat=player, coalition=action["road"], space=action["space"])
    _removed(g, player)


@RULES.on("battle_remove", "tribe")
def battle_remove_tribe(g, player, action):
    site = frame(g)["site"]
    log(g, "kill_tribe", seat=player, other_seat=action["tribe"], space=site)
    left = frame(g)["left"]
    remove_tribe(g, action["tribe"], site)
    frame(g)["left"] = left
    _removed(g, player)


@RULES.on("battle_remove", "spy")
def battle_remove_spy(g, player, action):
    victim, card = action["spy"], frame(g)["site"]
    cyls = g["cylinders"][victim]
    haven = [c for c in special_cards(g, victim, "safe_house") if c != card]
    if haven and is_wakhan(g, victim):  # wakhan.md 15: her highest-priority Safe House
        haven = [best_card(g, haven)]
    cyls[cyls.index(card)] = haven[0] if haven else None
    log(g, "kill_spy", seat=player, other_seat=victim, card=card, saved=bool(haven))
    _removed(g, player)


@RULES.on("battle_remove", "done")
def battle_remove_done(g, player, action):
    end(g)

