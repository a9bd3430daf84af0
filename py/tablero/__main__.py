"""Command line: simulate bot games, or play one in a terminal.

    python3 -m tablero simulate pyramids --players 3 --games 100
    python3 -m tablero play pyramids --players 3 --seat 0
"""

from __future__ import annotations

import argparse
import json
import math
import sys

from .core.session import Session
from .games import GAMES


def _bot_turn(session: Session, match_id: str, seat: int, level: str) -> None:
    session.matches[match_id].act(seat, session.bot(match_id, seat, level))


def _win_interval(wins: float, games: int) -> tuple[float, float]:
    """Wilson 95% interval of a win rate (shared wins count as fractions)."""
    if games == 0:
        return 0.0, 0.0
    z, p = 1.96, wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def simulate(game_id: str, players: int, bots: list[str], games: int, seed: int) -> dict:
    """Play ``games`` bot games; win rates with intervals, mean scores and game length."""
    session = Session(GAMES)
    wins = [0.0] * players
    totals = [0] * players
    steps = 0
    for n in range(games):
        match_id = session.new(game_id, players, seed + n)
        match = session.matches[match_id]
        while match.game.active_players(match.state):
            seat = match.game.active_players(match.state)[0]
            _bot_turn(session, match_id, seat, bots[seat % len(bots)])
        result = match.game.result(match.state)
        for seat in result["winners"]:
            wins[seat] += 1 / len(result["winners"])
        totals = [t + s for t, s in zip(totals, result["scores"], strict=True)]
        steps += len(match.actions)
        del session.matches[match_id]
    return {
        "game": game_id, "players": players, "games": games,
        "seats": [
            {"seat": s, "bot": bots[s % len(bots)], "win_rate": wins[s] / games,
             "interval": _win_interval(wins[s], games), "mean_score": totals[s] / games}
            for s in range(players)
        ],
        "mean_actions": steps / games,
    }


def play(game_id: str, players: int, human: int, seed: int) -> None:
    """A plain terminal game: the human seat picks actions by number, the others are random."""
    session = Session(GAMES)
    match_id = session.new(game_id, players, seed)
    match = session.matches[match_id]
    while match.game.active_players(match.state):
        seat = match.game.active_players(match.state)[0]
        if seat != human:
            _bot_turn(session, match_id, seat, "random")
            continue
        view = match.view(seat)
        for entry in view["log"][-5:]:
            print("  ", entry["text"])
        print(view["prompt"])
        for n, label in enumerate(view["labels"]):
            print(f"  {n + 1}. {label}")
        choice = input("> ").strip()
        if choice.isdigit() and 1 <= int(choice) <= len(view["actions"]):
            match.act(seat, view["actions"][int(choice) - 1])
    print(json.dumps(match.game.result(match.state), indent=1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m tablero")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="bot games with win rates")
    sim.add_argument("game", choices=sorted(GAMES))
    sim.add_argument("--players", type=int, default=3)
    sim.add_argument("--bots", default="random", help="levels by seat, comma separated")
    sim.add_argument("--games", type=int, default=20)
    sim.add_argument("--seed", type=int, default=1)
    one = sub.add_parser("play", help="play in the terminal against random bots")
    one.add_argument("game", choices=sorted(GAMES))
    one.add_argument("--players", type=int, default=3)
    one.add_argument("--seat", type=int, default=0)
    one.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command == "simulate":
        report = simulate(args.game, args.players, args.bots.split(","), args.games, args.seed)
        for row in report["seats"]:
            low, high = row["interval"]
            print(f"seat {row['seat'] + 1} {row['bot']:>8}: wins {row['win_rate']:.0%} "
                  f"[{low:.0%}, {high:.0%}], mean score {row['mean_score']:.1f}")
        print(f"{report['games']} games, {report['mean_actions']:.0f} actions a game")
    else:
        play(args.game, args.players, args.seat, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
