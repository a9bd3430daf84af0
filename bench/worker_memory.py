"""The engine worker's memory over many games in one page (issue 27, "Memory").

    python3 bench/worker_memory.py [--games 40] [--players 2] [--max-steps 400]

Plays ``games`` games one after the other in one page (the engine's games in turn, in the
order of its ``games`` answer; random bots, ``players`` seats or the game's nearest number, at
most ``max-steps`` actions each, each also stepped back once through ``load`` as the replay
does), twice: "keep" leaves every match in the worker (what the page did before it closed the
matches it leaves) and "close" sends ``{"cmd": "close"}`` for each match it is done with (what
the page does now). Memory is asked of the worker itself (``tablero.memory()``: the
WebAssembly heap, which only grows, and Python's live objects after a collection) before the
first game and after every tenth. Prints JSON. Serves dist/ (built if stale).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools import paths  # noqa: E402
from tools.dist import ensure_built  # noqa: E402
from tools.server import serve_in_thread  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run"]
HARNESS = "__test__/engine.html"

GAME_JS = """async ([n, players, seed, maxSteps, close]) => {
  const t = window.tablero;
  const games = (await t.call({cmd: "games"})).games;
  const { id: game, players: range } = games[n % games.length];
  players = Math.min(range[1], Math.max(range[0], players));
  let res = await t.call({cmd: "new", game, players, seed, options: {}});
  if (!res.ok) return {error: res.error};
  const match = res.match;
  let view = res.view;
  let steps = 0;
  while (!view.result && steps < maxSteps) {
    const seat = view.active[0];
    const bot = await t.call({cmd: "bot", match, seat, level: "random"});
    if (!bot.ok) return {error: bot.error, steps};
    res = await t.call({cmd: "act", match, seat, action: bot.action});
    if (!res.ok) return {error: res.error, steps};
    view = res.view;
    steps += 1;
  }
  const record = (await t.call({cmd: "export", match})).record;
  record.actions = record.actions.slice(0, -1);  // one step back, as the replay does
  const back = await t.call({cmd: "load", record});
  if (close) {
    await t.call({cmd: "close", match});
    if (back.ok) await t.call({cmd: "close", match: back.match});
  }
  return {steps};
}"""


def run(browser, url: str, games: int, players: int, max_steps: int, close: bool) -> dict:
    """One page, `games` games; memory before and after each tenth."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(600_000)
    page.goto(url + HARNESS)
    page.wait_for_function("() => window.tablero !== undefined")
    page.evaluate("() => window.tablero.ready")
    samples = [{"games": 0, **page.evaluate("() => window.tablero.memory()")}]
    t0 = time.perf_counter()
    steps = 0
    for n in range(games):
        out = page.evaluate(GAME_JS, [n, players, n, max_steps, close])
        if "error" in out:
            raise RuntimeError(f"game {n}: {out}")
        steps += out["steps"]
        if (n + 1) % 10 == 0 or n + 1 == games:
            samples.append({"games": n + 1, **page.evaluate("() => window.tablero.memory()")})
    context.close()
    for s in samples:
        s.pop("ok", None)
        s["wasm_mb"] = round(s.pop("wasm_bytes") / 2**20, 1)
    return {"mode": "close" if close else "keep", "steps": steps,
            "seconds": round(time.perf_counter() - t0, 1), "samples": samples}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--max-steps", type=int, default=400)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    ensure_built(quiet=True)
    pages = ROOT / "tests" / "browser" / "pages"
    server, url = serve_in_thread(0, paths.DIST, mounts={"/__test__/": pages})
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                         args=CHROMIUM_ARGS)
            results = [run(browser, url, args.games, args.players, args.max_steps, close)
                       for close in (False, True)]
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(json.dumps({"games": args.games, "runs": results}, indent=1))


if __name__ == "__main__":
    main()
