"""Pieces on the map and on cards: supply, placement, rulers, hostages (rulebook "Ruling",
"Hostage actions", "Component limits", "Leverage"; rules_gaps.md sections 4, 6 and 8).

Pieces are location-per-piece arrays. ``g["cylinders"][seat]`` holds 10 locations (the 11th
cylinder is the victory point marker): None = player board, 201-206 = tribe in a region,
1-100 = spy on that court card, 401-403 = gift space. ``g["blocks"][coalition]`` holds 12
locations: None = supply, 201-206 = army, 301-309 = road. Pieces placed this turn are listed in
``g["turn"]["fresh"]`` as "c<seat>.<i>" / "b<coalition>.<i>" (they may not be reclaimed).
"""

from __future__ import annotations

from tablero.core.flow import call

from .data import COURT, REGIONS


def tribes(g: dict, seat: int, region: int) -> int:
    """Number of the seat's tribes in a region."""
    return g["cylinders"][seat].count(region)


def armies(g: dict, coalition: str, region: int) -> int:
    """Number of a coalition's armies in a region."""
    return g["blocks"][coalition].count(region)


def roads(g: dict, coalition: str, border: int) -> int:
    """Number of a coalition's roads on a border."""
    return g["blocks"][coalition].count(border)


def spies(g: dict, card: int) -> list[int]:
    """Spies on a court card, per seat."""
    return [cyls.count(card) for cyls in g["cylinders"]]


def owner_of(g: dict, card: int) -> int | None:
    """The seat whose court holds the card, or None."""
    for seat, court in enumerate(g["courts"]):
        if card in court:
            return seat
    return None


def court_order(g: dict) -> list[int]:
    """Every court card, court after court in seat order: the spies' single circular track."""
    return [c for court in g["courts"] for c in court]


def wakhan_seat(g: dict) -> int | None:
    """Wakhan's seat in a game of 1 or 2 players (wakhan/seat.py), else None."""
    w = g.get("wakhan")
    return w["seat"] if w else None


def ruling_pieces(g: dict, seat: int, region: int) -> int:
    """Rule "Ruling": tribes plus armies of the coalition the seat is loyal to."""
    count = tribes(g, seat, region)
    if seat == wakhan_seat(g):
        return count + max(armies(g, c, region) for c in g["blocks"])
    if g["loyalty"][seat]:
        count += armies(g, g["loyalty"][seat], region)
    return count


def ruler(g: dict, region: int) -> int | None:
    """Rule "Ruling": at least one tribe and strictly more ruling pieces than any player and
    than any single coalition's armies; a tie means nobody rules."""
    army = {c: blocks.count(region) for c, blocks in g["blocks"].items()}
    own = [cyls.count(region) for cyls in g["cylinders"]]
    loyalty = g["loyalty"]
    counts = [n + army[loyalty[s]] if loyalty[s] else n for s, n in enumerate(own)]
    w = wakhan_seat(g)
    if w is not None:  # wakhan.md 11 (errata): her tribes + the largest army stack there
        counts[w] += max(army.values())
    best = max(counts)
    if best == 0 or counts.count(best) > 1:
        return None
    seat = counts.index(best)
    if own[seat] == 0 or max(army.values()) >= best:
        return None
    return seat


def rulers(g: dict) -> dict:
    """Region -> ruling seat (or None), recomputed from the pieces."""
    return {r: ruler(g, r) for r in REGIONS}


def ruled_by(g: dict, seat: int) -> list[int]:
    """Regions the seat rules (only regions holding one of its tribes can be ruled by it)."""
    mine = {loc for loc in g["cylinders"][seat] if loc is not None and 200 < loc < 300}
    return [r for r in REGIONS if r in mine and ruler(g, r) == seat]


def hostage_holder(g: dict, card: int) -> int | None:
    """Rule "Hostage actions": the one player (not the owner) with strictly more spies on the
    card than every other player, owner included."""
    counts = spies(g, card)
    best = max(counts)
    if best == 0 or counts.count(best) > 1:
        return None
    seat = counts.index(best)
    return None if seat == owner_of(g, card) else seat


def cylinders_in_play(g: dict, seat: int) -> int:
    """Cylinders off the player board (tribes, spies, gifts)."""
    return sum(1 for loc in g["cylinders"][seat] if loc is not None)


def block_count(g: dict, coalition: str) -> int:
    """Blocks of a coalition on the map (armies and roads)."""
    return sum(1 for loc in g["blocks"][coalition] if loc is not None)


def place_cylinder(g: dict, seat: int, loc: int) -> bool:
    """Put a cylinder from the player board at loc; False when the board is empty."""
    cyls = g["cylinders"][seat]
    if None not in cyls:
        return False
    i = cyls.index(None)
    cyls[i] = loc
    g["turn"]["fresh"].append(f"c{seat}.{i}")
    return True


def place_block(g: dict, coalition: str, loc: int) -> bool:
    """Put a block from the supply at loc; False when the supply is empty."""
    blocks = g["blocks"][coalition]
    if None not in blocks:
        return False
    i = blocks.index(None)
    blocks[i] = loc
    g["turn"]["fresh"].append(f"b{coalition}.{i}")
    return True


def reclaimable(g: dict, kind: str, owner) -> list[int]:
    """Component limits: locations of pieces (not placed this turn) that may be taken instead."""
    if kind == "block":
        locs, tag = g["blocks"][owner], f"b{owner}."
    else:
        locs, tag = g["cylinders"][owner], f"c{owner}."
    fresh = g["turn"]["fresh"]
    found = {loc for i, loc in enumerate(locs) if loc is not None and tag + str(i) not in fresh}
    return sorted(found)


def move_piece(g: dict, kind: str, owner, src: int, dest: int) -> None:
    """Move one piece (first not placed this turn) from src to dest and mark it placed."""
    locs = g["blocks"][owner] if kind == "block" else g["cylinders"][owner]
    tag = f"b{owner}." if kind == "block" else f"c{owner}."
    fresh = g["turn"]["fresh"]
    for i, loc in enumerate(locs):
        if loc == src and tag + str(i) not in fresh:
            locs[i] = dest
            fresh.append(tag + str(i))
            return
    raise AssertionError(f"no {kind} of {owner} at {src}")


def shift(locs: list, src, dest) -> None:
    """Move one piece of a location array from src to dest (None = supply)."""
    locs[locs.index(src)] = dest


def stars(g: dict, seat: int, suit: str) -> int:
    """Total rank of the seat's court cards of a suit."""
    return sum(COURT[c]["rank"] for c in g["courts"][seat] if COURT[c]["suit"] == suit)


def has_special(g: dict, seat: int, special: str) -> bool:
    """True while a court card with that special ability is in the seat's court."""
    return any(COURT[c]["special"] == special for c in g["courts"][seat])


def special_cards(g: dict, seat: int, special: str) -> list[int]:
    """The seat's court cards with that special ability."""
    return [c for c in g["courts"][seat] if COURT[c]["special"] == special]


def put(g: dict, kind: str, owner, dest: int, chooser: int) -> None:
    """Place a block ("block", coalition) or cylinder ("cyl", seat) at dest.

    Rule "Component limits": with the supply empty, a piece already in play (not placed this
    turn) must be taken instead; the choice is queued in ``g["pending"]`` for the reclaim prompt
    (``settle`` asks it). With nothing to take, nothing is placed.
    """
    placed = place_block(g, owner, dest) if kind == "block" else place_cylinder(g, owner, dest)
    if not placed and reclaimable(g, kind, owner):
        g["pending"].append({"kind": kind, "owner": owner, "dest": dest, "chooser": chooser})


def settle(g: dict) -> None:
    """Call the prompt for the first leverage shortfall or queued reclaim, if any.

    Used right after a handler's goto: the seat decides, then the flow resumes there.
    """
    for seat, owed in enumerate(g["owed"]):
        if owed > 0 and seat == wakhan_seat(g):
            g["owed"][seat] = 0  # wakhan.md 49: her leverage shortfall is forgiven
        elif owed > 0:
            if g["hands"][seat] or g["courts"][seat]:
                call(g, "repay", player=seat)
                return
            g["owed"][seat] = 0
    while g["pending"]:
        job = g["pending"].pop(0)
        if _still_due(g, job):
            call(g, "reclaim", player=job["chooser"], kind=job["kind"], owner=job["owner"],
                 dest=job["dest"])
            return


def _still_due(g: dict, job: dict) -> bool:
    """A queued placement still needs a reclaim prompt: its card target is still in a court,
    the supply is still empty (else it is placed now) and something can be taken."""
    kind, owner, dest = job["kind"], job["owner"], job["dest"]
    if dest <= 100 and not any(dest in court for court in g["courts"]):
        return False
    placed = place_block(g, owner, dest) if kind == "block" else place_cylinder(g, owner, dest)
    return not placed and bool(reclaimable(g, kind, owner))
