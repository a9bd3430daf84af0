"""Helpers the browser tests share (the page's test hooks live on window.__app, ``?test=1``):
the lobby, the turn and step waits, clicks on hit regions, the match's record and result, the
end screen's cells and the canvas size."""

from __future__ import annotations

import json

from tablero import bridge

SETTLED = ("() => window.__app && (window.__app.settled"
           " || ['over', 'error'].includes(window.__app.phase))")
STEP_AFTER = ("s => ['over', 'curtain', 'error'].includes(window.__app.phase)"
              " || (window.__app.view && window.__app.view.step > s)")


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
