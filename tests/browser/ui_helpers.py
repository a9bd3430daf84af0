"""Helpers the game UI browser tests share (the page's test hooks live on window.__app)."""

from __future__ import annotations

SETTLED = ("() => window.__app && (window.__app.settled"
           " || ['over', 'error'].includes(window.__app.phase))")


def open_lobby(page, url: str) -> None:
    """Open the page at `url` and wait for the lobby (Pyodide may take a while)."""
    page.goto(url)
    page.wait_for_function("() => window.__app && window.__app.phase === 'lobby'",
                           timeout=120_000)


def wait_turn(page) -> str:
    """Wait until the table settles (a human's turn) or the game ends; the phase then."""
    page.wait_for_function(SETTLED)
    phase = page.evaluate("() => window.__app.phase")
    assert phase != "error", page.evaluate("() => window.__app.error")
    return phase


def start_pyramids_game(page, url: str, seed: int, moves: int) -> int:
    """A 2-player Pyramids game from the lobby at `url` (seat 0 human, seat 1 random bot),
    `moves` of seat 0's actions played by the action list; the step reached."""
    open_lobby(page, url)
    page.select_option("#lobby-game", "pyramids")
    page.select_option("#lobby-players", "2")
    page.select_option("#lobby-seats select[data-seat='0']", "human")
    page.select_option("#lobby-seats select[data-seat='1']", "bot:random")
    page.fill("#lobby-seed", str(seed))
    page.click("#lobby-start")
    settled = "() => window.__app && window.__app.settled"
    for _ in range(moves):
        page.wait_for_function(settled)
        step = page.evaluate("() => window.__app.view.step")
        page.locator("#actions button.action").first.click()
        page.wait_for_function("s => window.__app.view && window.__app.view.step > s", arg=step)
    page.wait_for_function(settled)
    return page.evaluate("() => window.__app.view.step")
