"""The dice-group offers of issue 28 (no target or die that leads only to Cancel), decided by
``turn.fast_completable`` where that is exact, answer as the exhaustive search did.

The search as it was (before the fast path) is kept here as the reference, and both are asked
about many groups in states of random games, also with the deniers and the modifier cubes
changed, so that every cube card and tight budgets are met often."""

from __future__ import annotations

import copy

from tablero.core import playout, rng
from tablero.games.troyes import GAME, turn
from tablero.games.troyes.data import ACTIVITY
from tablero.games.troyes.dice import die, usable_cubes

CUBE_CARDS = sorted(c for c, card in ACTIVITY.items() if card["effect"]["kind"] == "cube")


def reference_completable(g: dict, seat: int, fr: dict, after: int = -1) -> bool:
    """``turn.completable`` before the fast path (commit 2ab817e), word for word."""
    if turn.group_valid(g, seat, fr):
        return True
    if fr["cube"] is None and after < 0:
        for slot in usable_cubes(g, seat, fr["target"]):
            if turn.cube_fits(g, seat, fr, slot) and reference_completable(
                    g, seat, {**fr, "cube": slot}, -1):
                return True
    rank = {d["id"]: k for k, d in enumerate(sorted(g["dice"], key=lambda d: (-d["value"],
                                                                             d["id"])))}
    candidates = sorted(turn.joinable(g, seat, fr), key=rank.get)
    if not turn.reachable(g, fr, [i for i in candidates if rank[i] > after]):
        return False
    seen = set()
    for i in candidates:
        d = die(g, i)
        key = (d["color"], d["value"], d["owner"])
        if rank[i] <= after or key in seen:
            continue
        seen.add(key)
        if reference_completable(g, seat, {**fr, "chosen": fr["chosen"] + [i]}, rank[i]):
            return True
    return False


def all_targets(g: dict) -> list[dict]:
    """Every target a group could be for in this state, usable or not."""
    out = [{"kind": "card", "card": s["card"]} for s in g["activity"]]
    out += [{"kind": "event", "card": e["card"]} for e in g["events"]["row"]]
    return out + [{"kind": "agriculture"}, {"kind": "cathedral"}, {"kind": "place"}]


def groups(g: dict, seat: int, target: dict) -> list[dict]:
    """Frames to ask about: no die, one die, two dice, each with no cube and each cube."""
    frames = []
    for cube in [None] + usable_cubes(g, seat, target):
        base = {"target": target, "chosen": [], "cube": cube}
        frames.append(base)
        for i in turn.joinable(g, seat, base)[:4]:
            one = {**base, "chosen": [i]}
            frames.append(one)
            frames += [{**one, "chosen": [i, j]} for j in turn.joinable(g, seat, one)[:3]]
    return frames


def variants(g: dict, seat: int, chooser: dict) -> list[dict]:
    """The state, and copies with other deniers and a cube of the seat on every cube card."""
    out = [g]
    for deniers in (rng.randint(chooser, 4), rng.randint(chooser, 12)):
        v = copy.deepcopy(g)
        v["seats"][seat]["deniers"] = deniers
        for slot in v["activity"]:
            if ACTIVITY[slot["card"]]["effect"]["kind"] == "cube":
                slot["cubes"][seat] = 1
        out.append(v)
    v = copy.deepcopy(out[-1])  # every cube card in the row (they are few in any one game)
    for slot, card in zip(v["activity"], CUBE_CARDS[rng.randint(chooser, 2)::2],
                          strict=False):
        slot.update(card=card, revealed=True)
        slot["cubes"][seat] = 1
    return out + [v]


def played(seed: int, players: int, options: dict) -> list[dict]:
    """The states of a random game, each before its step."""
    states = []
    playout.random_playout(GAME, seed, players, options, on_step=lambda s, *_: states.append(s))
    return states


def compare(seed: int, players: int, length: str, every: int) -> int:
    """Ask both about every sampled state's groups; the number of questions asked."""
    asked = 0
    states = played(seed, players, {"length": length})
    chooser = {"rng": rng.new_rng(seed), "checkpoint": 0}
    for g in states[::every]:
        if not g["dice"] or g["stack"][-1].get("state") not in ("turn", "group"):
            continue
        seat = g["stack"][-1]["player"]
        for v in variants(g, seat, chooser):
            for target in all_targets(v):
                for fr in groups(v, seat, target):
                    want = reference_completable(v, seat, fr)
                    assert turn.completable(v, seat, fr) == want, (seed, target, fr)
                    asked += 1
    return asked


def test_fast_group_offers_match_the_exhaustive_search():
    """Issue 28 rule (no offer that leads only to Cancel), issue 24 speed: the fast path gives
    the search's answer for every group asked, 2-4 players, both game lengths."""
    asked = 0
    for seed in range(1, 7):
        players = 2 + seed % 3
        asked += compare(seed, players, ("standard", "bga")[seed % 2], every=7)
    assert asked > 10_000


def test_legal_actions_unchanged_along_random_games():
    """The offered actions of every state of random games equal those computed with the
    reference search."""
    for seed in (11, 12, 13):
        states = played(seed, 2 + seed % 3, {})
        fast = [GAME.actions(s, s["stack"][-1].get("player", 0)) for s in states[::3]]
        saved = turn.completable
        turn.completable = reference_completable
        try:
            slow = [GAME.actions(s, s["stack"][-1].get("player", 0)) for s in states[::3]]
        finally:
            turn.completable = saved
        assert fast == slow
