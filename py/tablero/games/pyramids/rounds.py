"""Pyramids rounds (【ラウンドの流れ】1, 2, 4, 【ゲーム終了】); the setup is in setup.py.

Phase 1 (the quarry) and phase 4 (end of round) run by themselves; phase 2 asks each seat
for a god tile, from the first player clockwise; the keep step of phase 4 asks each seat
holding 2+ cards, in seat order from the first player. Phase 3 is in building.py.
"""

from __future__ import annotations

from tablero.core import rng
from tablero.core.flow import frame, goto, log

from .data import GOD_NAMES, ROUNDS
from .rules import RULES, free_tiles, god_tiles, seat_order_from


@RULES.auto("round_start")
def round_start(g: dict) -> None:
    """Phase 1: the first player deals one face-up pair per player from the deck."""
    n = g["players"]
    g["quarry"] = []
    for _ in range(n):
        g["quarry"].append({"cards": g["deck"][:2], "taken_by": None, "taken_cards": []})
        del g["deck"][:2]
    rng.reveal(g)
    g["phase"] = "gods"
    log(g, "round", round=g["round"], seat=g["first_player"])
    if g["set_aside"] is not None:
        log(g, "set_aside", god=g["set_aside"], name=GOD_NAMES[g["set_aside"]])
    order = seat_order_from(g, g["first_player"])
    goto(g, "choose_god", order[0], left=order[1:])


@RULES.prompt("choose_god")
def choose_god_prompt(g: dict, acts) -> None:
    """Phase 2: take one of the god tiles still on the table."""
    acts.say("choose_god")
    for tile in free_tiles(g):
        acts.add("god", tile)


@RULES.on("choose_god", "god")
def choose_god_god(g: dict, player: int, action: dict) -> None:
    """Phase 2: the tile goes in front of the seat; the next seat clockwise chooses."""
    tile = action["god"]
    g["seats"][player]["god"] = tile
    log(g, "god", seat=player, god=tile, name=GOD_NAMES[tile])
    left = frame(g)["left"]
    if left:
        goto(g, "choose_god", left[0], left=left[1:])
    else:
        goto(g, "start_building", None)


@RULES.auto("start_building")
def start_building(g: dict) -> None:
    """Phase 3a: seats take pairs and build in the order of their tile numbers."""
    holders = [(s["god"], seat) for seat, s in enumerate(g["seats"])]
    g["turn_order"] = [seat for _, seat in sorted(holders)]
    g["phase"] = "build"
    order = g["turn_order"]
    goto(g, "take_pair", order[0], left=order[1:])


@RULES.auto("keep_start")
def keep_start(g: dict) -> None:
    """Phase 4: after the last round the game ends; else seats with 2+ cards keep one."""
    if g["round"] >= ROUNDS:
        goto(g, "game_end", None)
        return
    order = [s for s in seat_order_from(g, g["first_player"]) if len(g["seats"][s]["hand"]) > 1]
    if not order:
        goto(g, "round_end", None)
        return
    g["phase"] = "keep"
    goto(g, "keep", order[0], left=order[1:])


@RULES.prompt("keep")
def keep_prompt(g: dict, acts) -> None:
    """Phase 4: at most one card is carried over; the rest go face up to the box."""
    acts.say("keep")
    for card in g["seats"][acts.player]["hand"]:
        acts.add("keep", card=card)


@RULES.on("keep", "keep")
def keep_keep(g: dict, player: int, action: dict) -> None:
    """Phase 4: discard every hand card but the kept one, face up (public)."""
    hand = g["seats"][player]["hand"]
    gone = [c for c in hand if c != action["card"]]
    g["box"].extend(gone)
    g["seats"][player]["hand"] = [action["card"]]
    log(g, "keep", seat=player, cards=gone)
    left = frame(g)["left"]
    if left:
        goto(g, "keep", left[0], left=left[1:])
    else:
        goto(g, "round_end", None)


@RULES.auto("round_end")
def round_end(g: dict) -> None:
    """Phase 4: gods return; 2 players rotate the set-aside tile; the token passes left."""
    for s in g["seats"]:
        s["god"] = None
        s["built"] = []
    if g["set_aside"] is not None:
        # 2 players: put back the tile set aside and set aside the next number (1,2,3,4,1...).
        g["set_aside"] = g["set_aside"] % len(god_tiles(g)) + 1
    g["first_player"] = (g["first_player"] + 1) % g["players"]
    g["turn_order"] = []
    g["round"] += 1
    goto(g, "round_start", None)


@RULES.auto("game_end")
def game_end(g: dict) -> None:
    """【ゲーム終了】: hands are discarded, tombs revealed, then scoring (see result)."""
    for s in g["seats"]:
        g["box"].extend(s["hand"])
        s["hand"] = []
        s["god"] = None
    g["phase"] = "over"
    g["turn_order"] = []
    rng.reveal(g)
    log(g, "game_end")
    g["stack"].clear()
