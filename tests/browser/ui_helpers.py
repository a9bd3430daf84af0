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
