"""Mexica actions, each a short chain of sub-prompts over the ``turn`` prompt (rules:
運河の建設, 区画の設立, 橋の建設/移動, 神殿の建設, ピリ・メシカ駒の移動).

Every sub-prompt offers ``back`` (return to the turn, nothing spent). A finished action pays
its AP, runs ``after_action`` and returns to the turn prompt.
"""

from __future__ import annotations

from tablero.core.flow import end, frame, goto, log

from . import data, targets
from .board import board_of
from .rules import RULES
from .turn import after_action


def _where(cell: int) -> str:
    return data.cell_name(cell)


def _finish(g: dict) -> None:
    after_action(g)
    end(g)


# canal ----------------------------------------------------------------------------------------
@RULES.prompt("canal")
def canal_prompt(g, acts):
    """Rule 運河の建設 (1 AP): first cell of a single or double tile."""
    acts.say("canal")
    acts.add_each("cell", targets.canal_tile_cells(g, board_of(g), acts.player))
    acts.add("back")


@RULES.on("canal", "cell")
def canal_cell(g, player, action):
    goto(g, "canal_end", first=action["cell"])


@RULES.prompt("canal_end")
def canal_end_prompt(g, acts):
    """A single tile here, or the second cell of a double tile."""
    first = frame(g)["first"]
    acts.say("canal_end")
    tiles = targets.canal_tiles(g, board_of(g), acts.player, near=first)
    if [first] in tiles:
        acts.add("single")
    for tile in tiles:
        if len(tile) == 2 and first in tile:
            acts.add("cell", tile[0] if tile[1] == first else tile[1])
    acts.add("back")


def _lay(g: dict, player: int, tile: list[int]) -> None:
    g["canals"].append(sorted(tile))
    g["canal_supply"]["single" if len(tile) == 1 else "double"] -= 1
    g["ap"] -= data.ACTION_AP["canal"]
    log(g, "canal", seat=player, where="+".join(_where(c) for c in sorted(tile)))
    _finish(g)


@RULES.on("canal_end", "single")
def canal_end_single(g, player, action):
    _lay(g, player, [frame(g)["first"]])


@RULES.on("canal_end", "cell")
def canal_end_cell(g, player, action):
    _lay(g, player, [frame(g)["first"], action["cell"]])


# bridges --------------------------------------------------------------------------------------
def _spots(g: dict, player: int) -> list[list]:
    src = frame(g).get("src")
    board = board_of(g)
    if src is None:
        return targets.bridge_spots(g, board)
    return targets.bridge_moves(g, board, player, src)


@RULES.prompt("bridge")
def bridge_prompt(g, acts):
    """Rule 橋の建設 (1 AP): a canal cell with land at both ends."""
    acts.say("bridge")
    acts.add_each("cell", sorted({s[0] for s in _spots(g, acts.player)}))
    acts.add("back")


@RULES.on("bridge", "cell")
def bridge_cell(g, player, action):
    cell = action["cell"]
    axes = [a for c, a in _spots(g, player) if c == cell]
    if len(axes) == 1:
        _place_bridge(g, player, cell, axes[0])
    else:
        goto(g, "bridge_axis", src=frame(g).get("src"), cell=cell)


@RULES.prompt("bridge_axis")
def bridge_axis_prompt(g, acts):
    """A cell with land on all four sides: north-south or east-west."""
    acts.say("bridge_axis")
    cell = frame(g)["cell"]
    for c, axis in _spots(g, acts.player):
        if c == cell:
            acts.add("axis", axis)
    acts.add("back")


@RULES.on("bridge_axis", "axis")
def bridge_axis_axis(g, player, action):
    _place_bridge(g, player, frame(g)["cell"], action["axis"])


def _place_bridge(g: dict, player: int, cell: int, axis: str) -> None:
    src = frame(g).get("src")
    if src is not None:
        g["bridges"] = [b for b in g["bridges"] if b[0] != src]
    g["bridges"] = sorted(g["bridges"] + [[cell, axis]])
    g["ap"] -= data.ACTION_AP["bridge" if src is None else "move_bridge"]
    if src is None:
        log(g, "bridge", seat=player, where=_where(cell))
    else:
        log(g, "move_bridge", seat=player, src=_where(src), where=_where(cell))
    _finish(g)


@RULES.prompt("move_bridge")
def move_bridge_prompt(g, acts):
    """Rule 橋の移動 (1 AP): all 11 bridges placed; pick one with no Pilli on it."""
    acts.say("move_bridge")
    acts.add_each("cell", targets.movable_bridges(g, board_of(g), acts.player))
    acts.add("back")


@RULES.on("move_bridge", "cell")
def move_bridge_cell(g, player, action):
    goto(g, "bridge", src=action["cell"])


# temples --------------------------------------------------------------------------------------
@RULES.prompt("temple")
def temple_prompt(g, acts):
    """Rule 神殿の建設: a temple of level n costs n AP."""
    acts.say("temple")
    acts.add_each("level", targets.temple_levels(g, board_of(g), acts.player))
    acts.add("back")


@RULES.on("temple", "level")
def temple_level(g, player, action):
    goto(g, "temple_cell", level=action["level"])


@RULES.prompt("temple_cell")
def temple_cell_prompt(g, acts):
    """An empty land cell (not the palace) in the region of your Pilli."""
    acts.say("temple_cell", level=frame(g)["level"])
    acts.add_each("cell", targets.temple_cells(g, board_of(g), acts.player))
    acts.add("back")


@RULES.on("temple_cell", "cell")
def temple_cell_cell(g, player, action):
    level = frame(g)["level"]
    piece = targets.place_temple_piece(g, player, level)
    g["temples"][player][piece] = action["cell"]
    g["ap"] -= level
    log(g, "temple", seat=player, level=level, where=_where(action["cell"]))
    _finish(g)


# movement -------------------------------------------------------------------------------------
@RULES.prompt("move")
def move_prompt(g, acts):
    """Rule 移動: walk/boat at 1 AP a step or stretch, teleport anywhere free for 5 AP."""
    acts.say("move")
    options = targets.move_options(g, board_of(g), acts.player)
    # up to ~200 targets with a teleport: the offers built directly (as acts.add would)
    acts.actions.extend({"type": "cell", "cell": cell, "cost": options[cell]}
                        for cell in sorted(options))
    acts.add("back")


@RULES.on("move", "cell")
def move_cell(g, player, action):
    cell, cost = action["cell"], action["cost"]
    teleport = targets.is_teleport(board_of(g), player, g["ap"], cell, cost)  # prompt's search
    g["pilli"][player] = cell
    g["ap"] -= cost
    log(g, "teleport" if teleport else "move", seat=player, where=_where(cell), cost=cost)
    _finish(g)


# founding -------------------------------------------------------------------------------------
@RULES.prompt("found")
def found_prompt(g, acts):
    """Rule 区画の設立 (0 AP): where the calpulli token goes in your Pilli's region."""
    acts.say("found")
    acts.add_each("cell", targets.found_cells(g, board_of(g), acts.player))
    acts.add("back")


@RULES.on("found", "cell")
def found_cell(g, player, action):
    """Founder scores blue, every other Pilli inside scores white (区画設立時の名声点)."""
    cell = action["cell"]
    board = board_of(g)
    cells = board.region_cells(g["pilli"][player])
    token = targets.display_token(g, len(cells))
    _name, size, blue, white = data.CALPULLI[token]
    g["tokens"][token] = cell
    g["districts"].append({"token": token, "cells": cells, "founder": player})
    g["score"][player] += blue
    log(g, "found", seat=player, size=size, where=_where(cell), points=blue)
    inside = set(cells)
    for other, pos in enumerate(g["pilli"]):
        if other != player and pos in inside:
            g["score"][other] += white
            log(g, "found_other", seat=other, points=white)
    _finish(g)
