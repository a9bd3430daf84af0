"""Helpers the browser tests share (the page's test hooks live on window.__app, ``?test=1``):
the lobby and the seats of a game's test table, the turn and step waits, clicks on hit
regions, the match's record and result, the end screen's cells and the canvas size."""

from __future__ import annotations

import json

from tablero import bridge
from tablero.games import GAMES

SETTLED = ("() => window.__app && (window.__app.settled"
           " || ['over', 'error'].includes(window.__app.phase))")
STEP_AFTER = ("s => ['over', 'curtain', 'error'].includes(window.__app.phase)"
              " || (window.__app.view && window.__app.view.step > s)")


TABLE_SEATS = {"paxpamir": 3}
"""The seats of a game's test table where it is not the game's smallest (and at least 2): Pax
Pamir's 1- and 2-player games seat Wakhan, the automated opponent (tested on her own)."""


def table_seats(game_id: str) -> list[str]:
    """Seat 0 human, the others random bots, at the game's test table (TABLE_SEATS)."""
    seats = TABLE_SEATS.get(game_id, max(2, GAMES[game_id].min_players))
    return ["human"] + ["bot:random"] * (seats - 1)


def open_lobby(page, url: str) -> None:
    """Open the page at `url` and wait for the lobby (Pyodide may take a while)."""
    page.goto(url)
    page.wait_for_function("() => window.__app && window.__app.phase === 'lobby'",
                           timeout=120_000)


def fill_lobby(page, game: str, seats: list[str], seed: int, players: int | None = None) -> None:
    """Choose the game, the number of players (default: one per seat kind), seats and seed."""
    page.select_option("#lobby-game", game)
    page.select_option("#lobby-players", str(players or len(seats)))
    for seat, kind in enumerate(seats):
        page.select_option(f"#lobby-seats select[data-seat='{seat}']", kind)
    page.fill("#lobby-seed", str(seed))


def start_game(page, game: str, seats: list[str], seed: int, players: int | None = None) -> None:
    """Fill the lobby (see fill_lobby) and start the game."""
    fill_lobby(page, game, seats, seed, players)
    page.click("#lobby-start")


def wait_turn(page) -> str:
    """Wait until the table settles (a human's turn) or the game ends; the phase then."""
    page.wait_for_function(SETTLED)
    phase = page.evaluate("() => window.__app.phase")
    assert phase != "error", page.evaluate("() => window.__app.error")
    return phase


def wait_step_after(page, step: int, timeout: int = 20_000) -> None:
    """Wait until the shown view moved past `step` (the click was taken), a curtain fell, or
    the game ended (or failed: wait_turn then says why)."""
    page.wait_for_function(STEP_AFTER, arg=step, timeout=timeout)


def table_now(page) -> dict:
    """{view, regions}: the shown view and the hit regions of its last drawing."""
    return page.evaluate("() => ({view: window.__app.view, regions: window.__app.hitRegions})")


def click_region(page, region: dict) -> None:
    """Click the middle of a hit region: a shell notice over the canvas is closed first, and a
    region below the viewport (tall tables) is scrolled into it."""
    if page.is_visible("#notice"):
        page.click("#notice-close")
    box = page.locator("#board").bounding_box()
    y = box["y"] + region["y"] + region["h"] / 2
    height = page.viewport_size["height"]
    if not 0 <= y <= height:
        page.evaluate("dy => window.scrollBy(0, dy)", y - height / 2)
        # the table may lay out again once scrolled: its region for the same action, then
        page.wait_for_function("() => window.__app.settled || window.__app.phase !== 'human'")
        region = page.evaluate("""(a) => window.__app.hitRegions.find(
          (r) => JSON.stringify(r.action) === JSON.stringify(a)) || null""",
                               region.get("action")) or region
        box = page.locator("#board").bounding_box()
    page.mouse.click(box["x"] + region["x"] + region["w"] / 2,
                     box["y"] + region["y"] + region["h"] / 2)


def page_record(page) -> dict:
    """The record of the match on the table, exported by the engine in the page."""
    return page.evaluate("""async () =>
      (await window.tablero.call({cmd: "export", match: window.__app.match})).record""")


def engine_result(page) -> dict:
    """The result of the match on the table, as the engine in the page says it."""
    return page.evaluate("""async () => (await window.tablero.call(
      {cmd: "view", match: window.__app.match, seat: null})).view.result""")


def cpython_result(record: dict) -> dict:
    """The result of `record` replayed by the CPython engine."""
    res = json.loads(bridge.handle(json.dumps({"cmd": "load", "record": record})))
    assert res["ok"], res
    return res["view"]["result"]


def start_pyramids_game(page, url: str, seed: int, moves: int) -> int:
    """A 2-player Pyramids game from the lobby at `url` (seat 0 human, seat 1 random bot),
    `moves` of seat 0's actions played by the action list; the step reached."""
    open_lobby(page, url)
    start_game(page, "pyramids", ["human", "bot:random"], seed)
    return play_first_choices(page, moves)


def play_first_choices(page, moves: int) -> int:
    """Seat 0 takes the first choice of the action list `moves` times; the step reached."""
    settled = "() => window.__app && window.__app.settled"
    for _ in range(moves):
        page.wait_for_function(settled)
        step = page.evaluate("() => window.__app.view.step")
        page.locator("#actions button.action").first.click()
        page.wait_for_function("s => window.__app.view && window.__app.view.step > s", arg=step)
    page.wait_for_function(settled)
    return page.evaluate("() => window.__app.view.step")


def wait_decision(page) -> str:
    """Wait until a human may act, the curtain is down, or the game ended; the phase then."""
    page.wait_for_function("() => window.__app.settled"
                           " || ['curtain', 'over', 'error'].includes(window.__app.phase)")
    phase = page.evaluate("() => window.__app.phase")
    assert phase != "error", page.evaluate("() => window.__app.error")
    return phase


def end_cells(page) -> list:
    """The end screen's score cells, once it is shown: [seat, key, text] each."""
    page.wait_for_selector("#end:not([hidden])")
    return page.eval_on_selector_all(
        "#end-table td",
        "els => els.map(e => [Number(e.dataset.seat), e.dataset.key, e.textContent])")


def canvas_size(page) -> dict:
    """The board's backing store (w, h) and its CSS box (cw, ch)."""
    return page.evaluate("""() => {
      const c = document.getElementById('board');
      return {w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight};
    }""")


PROBE_JS = """async ([game, prev, next, w, h, step]) => {
  const registry = await import('/js/games/registry.js');
  await registry.loadStrings(game);
  const r = await registry.loadRenderer(game);
  r.layout(w, h);
  const fresh = r.changes ? r.changes(prev, next) : new Set();
  const ctx = new OffscreenCanvas(w, h).getContext('2d');
  r.draw(ctx, next, {names: [], fresh, hover: null});
  const infos = {};
  for (let y = 0; y < h; y += step) for (let x = 0; x < w; x += step) {
    const title = r.infoAt(x, y)?.title;
    if (!title) continue;
    const b = infos[title] || (infos[title] = {x0: x, y0: y, x1: x, y1: y});
    b.x0 = Math.min(b.x0, x); b.y0 = Math.min(b.y0, y);
    b.x1 = Math.max(b.x1, x); b.y1 = Math.max(b.y1, y);
  }
  const size = r.preferredHeight ? r.preferredHeight(w, next.players) : null;
  return {fresh: [...fresh].map(String), infos, regions: r.regions(), preferred: size};
}"""


def probe_renderer(page, game: str, prev: dict, next_view: dict, w: int, h: int,
                   step: int = 6) -> dict:
    """Draw `next_view` with the game's renderer in the page (an offscreen canvas of w x h,
    the strings of the page's language), after the renderer's `changes(prev, next_view)`:
    {fresh: keys the last steps touched, infos: title -> scanned box {x0, y0, x1, y1} of each
    tooltip, regions: the clickable regions, preferred: the portrait height it wants at w}.
    The page must have the app loaded (its lobby open)."""
    return page.evaluate(PROBE_JS, [game, prev, next_view, w, h, step])


def engine_views(game: str, players: int, seed: int, until, limit: int = 400) -> tuple:
    """(view before, view after) for seat 0 of a CPython match played by the random bot until
    `until(seat, action)` is true for the action just taken; the views as the page gets them."""
    res = _call({"cmd": "new", "game": game, "players": players, "seed": seed, "options": {}})
    match, view = res["match"], res["view"]
    for _ in range(limit):
        prev = _call({"cmd": "view", "match": match, "seat": 0})["view"]
        seat = view["active"][0]
        action = _call({"cmd": "bot", "match": match, "seat": seat, "level": "random"})["action"]
        view = _call({"cmd": "act", "match": match, "seat": seat, "action": action,
                     "view": 0})["view"]
        if until(seat, action):
            return prev, view
    raise AssertionError(f"{game}: no such action in {limit} steps")


def _call(request: dict) -> dict:
    """A bridge request answered by the CPython engine."""
    return json.loads(bridge.handle(json.dumps(request)))
