"""The wait a player has while the bots play, at the default speed (issue 37).

    python3 bench/table_wait.py [--rounds 12] [--games ids] [--level normal] [--seed 1]
                                [--speed instant]

One human against two bots of ``level`` per game, on the app's own table (index.html) at 1280x800
and the default bot speed (a fresh browser context remembers no other; ``--speed`` another, e.g.
``instant``: the thinking and the table's own work without any pause). The human takes a random
choice of the panel's list; a wait is the time from that click to the next human decision, counted
when bots played in between (a round of the two bots, their thinking included). Per game: median,
p95 and max of ``rounds`` waits (s), and the bot steps per round. Prints JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.browser import CHROMIUM_ARGS, percentile  # noqa: E402
from tools import paths  # noqa: E402
from tools.dist import ensure_built  # noqa: E402
from tools.server import serve_in_thread  # noqa: E402

PAGE = "index.html?test=1"
SETTLED = "() => window.__app.settled || ['over', 'error'].includes(window.__app.phase)"
# The click was taken and the table settled again (the view moved past step s).
NEXT = ("s => ['over', 'error'].includes(window.__app.phase)"
        " || (window.__app.settled && window.__app.view.step > s)")
PLAYERS = 3  # one human, two bots (Pax Pamir would seat Wakhan below 3 players)


def waits(browser, url: str, game: str, level: str, rounds: int, seed: int,
          speed: str | None) -> dict:
    """Play one game until `rounds` waits were measured (or it ended)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(600_000)
    page.goto(url + PAGE + (f"&speed={speed}" if speed else ""))
    page.wait_for_function("() => window.__app && window.__app.phase === 'lobby'")
    page.select_option("#lobby-game", game)
    page.select_option("#lobby-players", str(PLAYERS))
    for seat in range(1, PLAYERS):
        page.select_option(f"#lobby-seats select[data-seat='{seat}']", f"bot:{level}")
    page.fill("#lobby-seed", str(seed))
    page.click("#lobby-start")
    rng = random.Random(seed)
    seconds, steps = [], []
    page.wait_for_function(SETTLED)
    while len(seconds) < rounds and page.evaluate("() => window.__app.phase") == "human":
        if page.is_visible("#notice-close"):
            page.click("#notice-close")
        before, step = page.evaluate("() => [window.__app.botSteps, window.__app.view.step]")
        buttons = page.locator("#actions button.action:not([disabled])")
        pick = buttons.nth(rng.randrange(buttons.count()))
        started = time.perf_counter()
        pick.click()
        page.wait_for_function(NEXT, arg=step)
        played = page.evaluate("() => window.__app.botSteps") - before
        if played:
            seconds.append(time.perf_counter() - started)
            steps.append(played)
    context.close()
    if not seconds:
        return {"error": "no round measured"}
    return {"n": len(seconds), "median_s": round(statistics.median(seconds), 2),
            "p95_s": round(percentile(seconds, 0.95), 2), "max_s": round(max(seconds), 2),
            "bot_steps_per_round": round(statistics.mean(steps), 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--games", help="only these games (comma separated; default: all)")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed", help="a bot speed of the page's ?speed= (default: the app's)")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT / "py"))
    from tablero.games import GAMES

    ensure_built(quiet=True)
    server, url = serve_in_thread(0, paths.DIST)
    from playwright.sync_api import sync_playwright

    out = {"level": args.level, "speed": args.speed or "default", "rounds": args.rounds,
           "games": {}}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=paths.CHROMIUM, headless=True,
                                     args=CHROMIUM_ARGS)
        for game in args.games.split(",") if args.games else sorted(GAMES):
            out["games"][game] = waits(browser, url, game, args.level, args.rounds, args.seed,
                                      args.speed)
        browser.close()
    server.shutdown()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
