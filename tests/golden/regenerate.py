"""Regenerate the golden games: ``PYTHONPATH=py python3 tests/golden/regenerate.py [game ...]``.

Run it only for a deliberate rules change, and explain that change in the commit that carries
the new files: a golden file that changes is an outcome, a legal count or a view that
changed, and its diff is what the reviewer reads. A refactoring must leave them as they are.

Every game is played to its end by the core's seeded random playout
(``tablero.core.playout.random_playout``, seed SEED), one game per player count from
MIN_PLAYERS to MAX_PLAYERS, plus one game at MAX_PLAYERS for each non-default value of each
option (``troyes-4p-bga.json``: Troyes' game length differs only with 4 players); an option
game that comes out the same as the default one stops the script. The files are JSON with
sorted keys; a list or object that fits on one line of WIDTH characters is written on one
line, so each action and each step's legal counts has its own line in the diff.
"""

from __future__ import annotations

import json
import sys

from test_golden import HERE, golden_of

from tablero import __version__
from tablero.core.playout import random_playout
from tablero.core.record import FORMAT
from tablero.games import GAMES

SEED = 1
WIDTH = 100


def cases(game) -> list[tuple[int, dict, str]]:
    """(players, options, file name suffix) of the golden games of one game."""
    out = [(n, {}, "") for n in range(game.min_players, game.max_players + 1)]
    for name, spec in game.options.items():
        for value in spec["values"]:
            if value != spec["default"]:
                out.append((game.max_players, {name: value}, f"-{value}"))
    return out


def record_of(game, players: int, options: dict) -> dict:
    """The record of a seeded random game played to its end."""
    _, actions = random_playout(game, SEED, players, options)
    return {"format": FORMAT, "game": game.id, "engine": __version__, "seed": SEED,
            "players": players, "options": options, "actions": actions}


def dump(value, indent: int = 0) -> str:
    """JSON text: sorted keys, one line per value when it fits in WIDTH, else one per item."""
    flat = json.dumps(value, ensure_ascii=False, sort_keys=True)
    if not isinstance(value, dict | list) or not value or indent + len(flat) <= WIDTH:
        return flat
    pad = " " * (indent + 1)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(k)}: {dump(value[k], indent + 1)}" for k in sorted(value)]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [pad + dump(item, indent + 1) for item in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def main(names: list[str]) -> None:
    for name in names or sorted(GAMES):
        game = GAMES[name]
        folder = HERE / name
        folder.mkdir(exist_ok=True)
        plain = {}
        for players, options, suffix in cases(game):
            golden = golden_of(record_of(game, players, options))
            if options and golden["views"] == plain[players]:
                raise SystemExit(f"{name} {options}: the same game as without it; record the "
                                 "option at a player count where it matters")
            plain.setdefault(players, golden["views"])
            path = folder / f"{name}-{players}p{suffix}.json"
            path.write_text(dump(golden) + "\n", encoding="utf-8")
            steps = len(golden["record"]["actions"])
            print(f"{path.relative_to(HERE)}: {steps} actions, scores "
                  f"{golden['result']['scores']}, {path.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main(sys.argv[1:])
