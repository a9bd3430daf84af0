"""The game's state table (tablero.core.flow) and small helpers every rules module shares."""

from __future__ import annotations

from tablero.core import flow
from tablero.core.flow import Rules, call

RULES = Rules("paxpamir")


def effect(g: dict, name: str, seat: int | None = None) -> bool:
    """True while a lasting event effect is in force (for ``seat`` when it belongs to one).

    rules_gaps.md 13: purchased effects belong to the buyer (Rumor to its target), discarded
    ones affect everyone; all last until the next Dominance Check has been scored.
    """
    for ev in g["events"]:
        if ev["effect"] == name and (seat is None or ev["seat"] is None or ev["seat"] == seat):
            return True
    return False


def settle(g: dict) -> None:
    """Call the prompt for the first leverage shortfall or queued reclaim, if any.

    Used right after a handler's goto: the seat decides, then the flow resumes there.
    """
    for seat, owed in enumerate(g["owed"]):
        if owed > 0:
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
    from .pieces import place_block, place_cylinder, reclaimable

    kind, owner, dest = job["kind"], job["owner"], job["dest"]
    if dest <= 100 and not any(dest in court for court in g["courts"]):
        return False
    placed = place_block(g, owner, dest) if kind == "block" else place_cylinder(g, owner, dest)
    return not placed and bool(reclaimable(g, kind, owner))


def put(g: dict, kind: str, owner, dest: int, chooser: int) -> None:
    """Place a block ("block", coalition) or cylinder ("cyl", seat) at dest.

    Rule "Component limits": with the supply empty, a piece already in play (not placed this
    turn) must be taken instead; the choice is queued in ``g["pending"]`` for the reclaim prompt
    (``settle`` asks it). With nothing to take, nothing is placed.
    """
    from .pieces import place_block, place_cylinder, reclaimable

    placed = place_block(g, owner, dest) if kind == "block" else place_cylinder(g, owner, dest)
    if not placed and reclaimable(g, kind, owner):
        g["pending"].append({"kind": kind, "owner": owner, "dest": dest, "chooser": chooser})


def log(g: dict, msg: str, private: int | None = None, **args) -> None:
    """flow.log, adding readable names of the card, region or border it mentions."""
    from .describe import place_name

    for key in ("card", "space", "region", "src", "dest"):
        value = args.get(key)
        if isinstance(value, int) and key + "_name" not in args:
            args[key + "_name"] = place_name(value)
    flow.log(g, msg, private=private, **args)
