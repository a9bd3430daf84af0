"""Engine figures in Debian's Chromium through Playwright (DESIGN.md, "Budgets").

    python3 bench/browser.py [--repeats 5] [--acts 200] [--methods loadPackage,micropip,unpack]
                             [--turns 16] [--levels normal,hard] [--only turns] [--games ids]
    python3 bench/browser.py --start [--repeats 5]

Per install method of the engine wheel, over ``repeats`` cold starts (a fresh browser context
each, so nothing is cached): page load to ``tablero.ready`` (cold start), Pyodide's own start,
the wheel install, the import, and "engine ready after Pyodide is ready" = install + import +
first call + the first ``new`` game view. Then, per game on one page: the act + view round trip
(``act`` with a random legal action, then ``view`` for the next active seat) over ``acts``
steps, the time of ``bot`` decisions at each level the engine offers above random, and whole
bot turns (``bot_play`` with ``until: "turn"``, as the table asks at the fast and instant
speeds: 3 seats, every seat a bot of the level, ``turns`` turns per game and level; the turn's
time is the request's, in the page). ``--only turns`` measures the bot turns alone.
Prints JSON. Serves dist/ (built if stale) and the harness page tests/browser/pages/engine.html.
"""

from __future__ import annotations

import argparse
import functools
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools import paths  # noqa: E402
from tools.dist import ensure_built  # noqa: E402
from tools.server import make_server, serve_in_thread  # noqa: E402

CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
HARNESS = "__test__/engine.html"

FIRST_VIEW_JS = """async (game) => {
  const g = (await window.tablero.call({cmd: "games"})).games.find((x) => x.id === game);
  const t0 = performance.now();
  const res = await window.tablero.call({cmd: "new", game, players: g.players[0], seed: 1,
                                         seat: 0});
  if (!res.ok) throw new Error(res.error.message);
  return performance.now() - t0;
}"""

ROUND_TRIP_JS = """async ([game, acts]) => {
  const t = window.tablero;
  const g = (await t.call({cmd: "games"})).games.find((x) => x.id === game);
  // A 32-bit LCG in integer arithmetic (Math.imul), high bits used: the old one multiplied in
  // floating point past 2^53 and collapsed (rng % 2 gave 0 in 4,976 of 5,000 steps).
  let rng = 12345;
  const pick = (n) => {
    rng = (Math.imul(rng, 1103515245) + 12345) >>> 0;
    return (rng >>> 16) % n;
  };
  let seed = 1, match = null, view = null;
  const times = [];
  async function fresh() {
    const res = await t.call({cmd: "new", game, players: g.players[0], seed: seed++, seat: 0});
    match = res.match;
    view = (await t.call({cmd: "view", match, seat: res.view.active[0]})).view;
  }
  await fresh();
  while (times.length < acts) {
    if (view.result) { await fresh(); continue; }
    const seat = view.seat ?? view.active[0];
    const action = view.actions[pick(view.actions.length)];
    const t0 = performance.now();
    const res = await t.call({cmd: "act", match, seat, action});
    if (!res.ok) throw new Error(res.error.message);
    const next = res.view.active.length ? res.view.active[0] : seat;
    view = (await t.call({cmd: "view", match, seat: next})).view;
    times.push(performance.now() - t0);
    view.seat = next;
  }
  return times;
}"""

BOT_JS = """async ([game, level, decisions]) => {
  const t = window.tablero;
  const g = (await t.call({cmd: "games"})).games.find((x) => x.id === game);
  const res = await t.call({cmd: "new", game, players: g.players[0], seed: 3, seat: 0});
  const match = res.match;
  let view = res.view;
  const times = [];
  while (times.length < decisions && !view.result) {
    const seat = view.active[0];
    const t0 = performance.now();
    const bot = await t.call({cmd: "bot", match, seat, level});
    if (!bot.ok) return {error: bot.error.message};
    times.push(performance.now() - t0);
    const rnd = await t.call({cmd: "bot", match, seat, level: "random"});
    view = (await t.call({cmd: "act", match, seat, action: rnd.action})).view;
  }
  return {times};
}"""


BOT_TURN_JS = """async ([game, level, turns]) => {
  const t = window.tablero;
  const res = await t.call({cmd: "new", game, players: 3, seed: 5, seat: 0});
  const match = res.match;
  let view = res.view;
  const times = [], steps = [];
  while (times.length < turns && !view.result) {
    const seat = view.active[0];
    const t0 = performance.now();
    const played = await t.call({cmd: "bot_play", match, seat, level, until: "turn", view: 0});
    if (!played.ok) return {error: played.error.message};
    times.push(performance.now() - t0);
    steps.push(played.played);
    view = played.view;
  }
  await t.call({cmd: "close", match});
  return {times, steps};
}"""


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (nearest rank) of a list of numbers."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def cold_start(browser, url: str, method: str, game: str) -> dict:
    """One cold start in a fresh context: wall time to ready, worker timings, first view."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(120_000)
    start = time.perf_counter()
    page.goto(f"{url}{HARNESS}?engine_install={method}")
    page.wait_for_function("() => window.tablero !== undefined")
    timings = page.evaluate("() => window.tablero.ready")
    timings["cold_start_ms"] = round((time.perf_counter() - start) * 1000)
    timings["first_view_ms"] = round(page.evaluate(FIRST_VIEW_JS, game), 1)
    timings["engine_ready_ms"] = timings["engine_ms"] + timings["first_view_ms"]
    context.close()
    return timings


SNAPSHOT_STORED = """async () => {
  const cache = await caches.open('tablero.snapshot');
  const keys = await cache.keys();
  return keys.length === 1 && (await (await cache.match(keys[0])).blob()).size > 1e6;
}"""


def visit(context, url: str) -> tuple[object, dict]:
    """Open the harness page; (page, ready timings with the wall time from the visit)."""
    page = context.new_page()
    page.set_default_timeout(180_000)
    start = time.perf_counter()
    page.goto(url + HARNESS)
    page.wait_for_function("() => window.tablero !== undefined")
    timings = page.evaluate("() => window.tablero.ready")
    timings["wall_ms"] = round((time.perf_counter() - start) * 1000)
    return page, timings


def wait_stored(page, seconds: float = 180) -> float:
    """Wait until the worker's snapshot is stored in full; the seconds waited. (Polled from
    here: page.wait_for_function does not await an async predicate, whose Promise is truthy,
    so it returned at once and the next visit found no snapshot and made one again.)"""
    start = time.perf_counter()
    while not page.evaluate(SNAPSHOT_STORED):
        if time.perf_counter() - start > seconds:
            raise TimeoutError("the start-up snapshot was not stored")
        time.sleep(0.2)
    return time.perf_counter() - start


def warm_and_cold(browser, url: str) -> dict:
    """Issue 30: a first visit (cold: the snapshot made), then, once it is stored, a second
    visit (warm: the snapshot loaded; its ``snapshot`` field says so)."""
    context = browser.new_context()
    page, cold = visit(context, url)
    cold["stored_after_ms"] = round(wait_stored(page) * 1000)
    page.close()
    page, warm = visit(context, url)
    context.close()
    return {"cold": cold, "warm": warm}


class _Counting:
    """Mixed into the dist/ handler: the bytes of every body sent, per path."""

    sent: dict = {}

    def copyfile(self, source, outputfile):
        data = source.read()
        self.sent.setdefault(self.path.split("?", 1)[0], []).append(len(data))
        outputfile.write(data)


def first_visit_bytes(browser) -> dict:
    """Bytes the network carries on a first visit of the app (index.html) until the service
    worker controls the page and holds the precache: each file should come once (issue 30).
    The browser keeps its profile on disk, as a player's does: a fresh in-memory context's HTTP
    cache does not keep Pyodide's 9.6 MB wasm, and the precache would fetch it again."""
    pages = ROOT / "tests" / "browser" / "pages"
    server = make_server(0, paths.DIST, mounts={"/__test__/": pages})
    handler = server.RequestHandlerClass.func
    counted = type("Counted", (_Counting, handler), {"sent": {}})
    server.RequestHandlerClass = functools.partial(counted,
                                                   **server.RequestHandlerClass.keywords)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    profile = tempfile.TemporaryDirectory()
    context = browser.browser_type.launch_persistent_context(
        profile.name, executable_path=paths.CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    page = context.new_page()
    page.set_default_timeout(180_000)
    page.goto(url + "index.html?test=1&delay=0")
    page.wait_for_function("() => window.tablero !== undefined")
    page.evaluate("() => window.tablero.ready")
    start = time.perf_counter()
    while not page.evaluate("""async () => Boolean(navigator.serviceWorker.controller)
        && Boolean(await caches.match(new URL('precache.json', location.href).href))"""):
        if time.perf_counter() - start > 180:
            raise TimeoutError("the service worker did not take over")
        time.sleep(0.2)
    context.close()
    profile.cleanup()
    server.shutdown()
    sent = counted.sent
    shipped = sum(f.stat().st_size for f in paths.DIST.rglob("*") if f.is_file())
    return {"bytes": sum(map(sum, sent.values())), "bodies": sum(map(len, sent.values())),
            "fetched_twice": sorted(k for k, v in sent.items() if len(v) > 1),
            "dist_bytes": shipped}


def warm_page(browser, url: str, timeout_ms: int):
    """A fresh context's page on the harness, once the engine is ready: (context, page)."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(timeout_ms)
    page.goto(url + HARNESS)
    page.wait_for_function("() => window.tablero !== undefined")
    page.evaluate("() => window.tablero.ready")
    return context, page


def game_figures(browser, url: str, game: str, acts: int, levels: list[str]) -> dict:
    """Act + view round trips and bot decision times for one game, on one warm page."""
    context, page = warm_page(browser, url, 600_000)
    times = page.evaluate(ROUND_TRIP_JS, [game, acts])
    out = {"round_trip_ms": {"n": len(times), "median": statistics.median(times),
                             "p95": percentile(times, 0.95), "max": max(times)}}
    for level in levels:
        bot = page.evaluate(BOT_JS, [game, level, 20])
        if "error" in bot:
            out[f"bot_{level}_ms"] = {"error": bot["error"]}
            continue
        times = bot["times"]
        out[f"bot_{level}_ms"] = {"n": len(times), "median": statistics.median(times),
                                  "max": max(times)}
    context.close()
    return out


def bot_turns(browser, url: str, game: str, levels: list[str], turns: int) -> dict:
    """Whole bot turns per level for one game, on one warm page: median, p95, max (ms)."""
    context, page = warm_page(browser, url, 1_800_000)
    out = {}
    for level in levels:
        run = page.evaluate(BOT_TURN_JS, [game, level, turns])
        if "error" in run:
            out[level] = {"error": run["error"]}
            continue
        times = run["times"]
        out[level] = {"n": len(times), "median": statistics.median(times),
                      "p95": percentile(times, 0.95), "max": max(times),
                      "steps_per_turn": sum(run["steps"]) / len(times)}
    context.close()
    return out


def start_figures(repeats: int) -> dict:
    """Warm and cold start: wall time from the visit to a ready engine, medians and runs."""
    ensure_built(quiet=True)
    pages = ROOT / "tests" / "browser" / "pages"
    server, url = serve_in_thread(0, paths.DIST, mounts={"/__test__/": pages})
    from playwright.sync_api import sync_playwright

    runs = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=paths.CHROMIUM, headless=True,
                                     args=CHROMIUM_ARGS)
        for _ in range(repeats):
            runs.append(warm_and_cold(browser, url))
        first = first_visit_bytes(browser)
        browser.close()
    server.shutdown()
    out = {"runs": runs, "first_visit": first,
           "warm_loaded": sum(r["warm"]["snapshot"] == "loaded" for r in runs)}
    for kind in ("cold", "warm"):
        for key in ("wall_ms", "total_ms", "pyodide_ms", "install_ms", "import_ms",
                    "first_call_ms"):
            out[f"{kind}_{key}_median"] = statistics.median(r[kind][key] for r in runs)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--acts", type=int, default=200)
    parser.add_argument("--methods", default="loadPackage,micropip,unpack")
    parser.add_argument("--turns", type=int, default=16, help="bot turns per game and level")
    parser.add_argument("--levels", default="normal,hard", help="levels of the bot turns")
    parser.add_argument("--only", choices=["turns"], help="measure the bot turns alone")
    parser.add_argument("--games", help="only these games (comma separated)")
    parser.add_argument("--start", action="store_true",
                        help="only warm and cold start (median of --repeats), then stop")
    args = parser.parse_args()
    if args.start:
        print(json.dumps(start_figures(args.repeats)))
        return
    sys.path.insert(0, str(ROOT / "py"))
    from tablero.core.bots import levels_for
    from tablero.games import GAMES

    ensure_built(quiet=True)
    pages = ROOT / "tests" / "browser" / "pages"
    server, url = serve_in_thread(0, paths.DIST, mounts={"/__test__/": pages})
    from playwright.sync_api import sync_playwright

    result = {"cold": {}, "games": {}, "bot_turns": {}}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=paths.CHROMIUM, headless=True,
                                     args=CHROMIUM_ARGS)
        result["chromium"] = browser.version
        first = sorted(GAMES)[0]
        for _ in range(0 if args.only else args.repeats):  # interleaved: load hits all alike
            for method in args.methods.split(","):
                run = cold_start(browser, url, method, first)
                result["cold"].setdefault(method, []).append(run)
        for game in sorted(args.games.split(",") if args.games else GAMES):
            levels = [b["level"] for b in levels_for(GAMES[game]) if b["level"] != "random"]
            if not args.only:
                result["games"][game] = game_figures(browser, url, game, args.acts, levels)
            wanted = [level for level in args.levels.split(",") if level in levels]
            result["bot_turns"][game] = bot_turns(browser, url, game, wanted, args.turns)
        browser.close()
    server.shutdown()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
