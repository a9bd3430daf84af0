"""Command line: simulate bot games, or play one in a terminal against bots.

    python3 -m tablero simulate pyramids --players 2 --bots normal,easy --games 40
    python3 -m tablero play pyramids --players 3 --seat 0 --bots normal,easy
"""

from __future__ import annotations

import argparse
import json
import sys

from .core.bots import LEVELS
from .core.bots.arena import simulate
from .core.session import Session
from .games import GAMES


def _levels(text: str) -> list[str]:
    levels = [x.strip() for x in text.split(",") if x.strip()]
    unknown = [x for x in levels if x not in LEVELS]
    if not levels or unknown:
        raise argparse.ArgumentTypeError(
            f"bot levels are {', '.join(LEVELS)} (comma separated), got {text!r}")
    return levels


def print_simulation(report: dict) -> None:
    """Win rates with 95% intervals, mean scores, game length and decision times."""
    print(f"{report['game']}, {report['players']} players, {report['games']} games "
          f"(seeds {report['seed']}..{report['seed'] + report['games'] - 1}, seats rotated)")
    for row in report["entries"]:
        low, high = row["interval"]
        print(f"  {row['bot']:>7} (entry {row['entry'] + 1}): wins {row['win_rate']:6.1%} "
              f"[95% {low:.1%}, {high:.1%}], mean score {row['mean_score']:.1f}")
    print(f"  {report['mean_actions']:.0f} actions a game")
    for level, t in report["decision_s"].items():
        print(f"  {level:>7} decisions: median {t['median'] * 1000:.0f} ms, "
              f"p95 {t['p95'] * 1000:.0f} ms, max {t['max'] * 1000:.0f} ms (n={t['n']})")


def _ask(view: dict) -> dict:
    """The human's choice among the view's actions, by number (re-asked until valid)."""
    for entry in view["log"][-6:]:
        print("   ", entry["text"])
    print(view["prompt"])
    for n, label in enumerate(view["labels"]):
        print(f"  {n + 1}. {label}")
    while True:
        choice = input("> ").strip()
        if choice.isdigit() and 1 <= int(choice) <= len(view["actions"]):
            return view["actions"][int(choice) - 1]
        print(f"Type a number from 1 to {len(view['actions'])}.")


def play(game_id: str, players: int, human: int, seed: int, bots: list[str]) -> None:
    """A terminal game: the human seat picks actions by number; bots take the other seats."""
    session = Session(GAMES)
    match_id = session.new(game_id, players, seed)
    match = session.matches[match_id]
    others = [s for s in range(players) if s != human]
    level = {seat: bots[n % len(bots)] for n, seat in enumerate(others)}
    while match.game.active(match.state):
        seat = match.game.active(match.state)[0]
        if seat == human:
            match.act(seat, _ask(match.view(seat)))
        else:
            match.act(seat, session.bot(match_id, seat, level[seat]))
    print(json.dumps(match.game.result(match.state), indent=1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tablero")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="bot games: win rates with intervals")
    sim.add_argument("game", choices=sorted(GAMES))
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--bots", type=_levels, default=["random"],
                     help="levels by seat, comma separated (rotated over seats each game)")
    sim.add_argument("--games", type=int, default=20)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--untimed", action="store_true",
                     help="work budgets only (reproducible under any machine load)")
    sim.add_argument("--json", action="store_true", help="print the report as JSON")
    one = sub.add_parser("play", help="play in the terminal against bots")
    one.add_argument("game", choices=sorted(GAMES))
    one.add_argument("--players", type=int, default=2)
    one.add_argument("--seat", type=int, default=0, help="your seat (0 = first)")
    one.add_argument("--seed", type=int, default=1)
    one.add_argument("--bots", type=_levels, default=["normal"])
    args = parser.parse_args(argv)
    game = GAMES[args.game]
    if not game.min_players <= args.players <= game.max_players:
        parser.error(f"{args.game} takes {game.min_players}..{game.max_players} players")
    if args.command == "simulate":
        report = simulate(GAMES, args.game, args.players, args.bots, args.games, args.seed,
                          timed=not args.untimed)
        if args.json:
            print(json.dumps(report, indent=1))
        else:
            print_simulation(report)
    else:
        if not 0 <= args.seat < args.players:
            parser.error(f"--seat must be 0..{args.players - 1}")
        play(args.game, args.players, args.seat, args.seed, args.bots)
    return 0


if __name__ == "__main__":
    sys.exit(main())
