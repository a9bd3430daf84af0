"""The position editor in the browser tests (editor.html, window.__editor): open it on a game
and a description, apply an edit and wait for the engine's verdict, pick a place drawn on the
preview, and read a refusal. Each game's direct edits are tested in test_<game>_edits.py."""

from __future__ import annotations

import json

from playwright.sync_api import TimeoutError as PlaywrightTimeout

VERDICT = "() => window.__editor.spec || window.__editor.error"


def open_editor(page, site_url: str, game: str, spec: dict | None = None) -> None:
    """The editor on `game` and `spec` (else the game's example), once the engine has judged
    it and the game's edit panel is filled."""
    url = f"{site_url}editor.html#game={game}"
    if spec is not None:
        url += "&position=" + json.dumps(spec)
    page.goto(url)
    page.wait_for_function("() => window.__editor && window.__editor.spec", timeout=120_000)
    page.wait_for_function("() => document.querySelector('.editor-direct select option')")


def apply_edit(page, click: str, ok: bool = True) -> dict:
    """Click an edit's button; wait for the engine's verdict on the rewritten description."""
    page.evaluate("() => { window.__editor.spec = null; window.__editor.error = null; }")
    page.click(click)
    page.wait_for_function(VERDICT, timeout=60_000)
    error = page.evaluate("() => window.__editor.error")
    assert (error is None) == ok, error
    return json.loads(page.input_value("#editor-spec"))


def preview_view(page) -> dict:
    return page.evaluate("() => document.querySelector('tablero-game').view")


def pick_place(page, match: dict) -> dict:
    """Click the centre of the first drawn place whose ids include `match`, scrolled into the
    window first. The preview is rebuilt after each edit and may still be laid out when the
    click lands (the page was busy): the places are read again and the click repeated until
    the pick is made."""
    picked = ("m => { const p = window.__editor.picked; return p && "
              "Object.entries(m).every(([k, v]) => p[k] === v); }")
    for _ in range(12):
        places = page.evaluate("() => window.__editor.places()")
        place = next((p for p in places if match.items() <= p["place"].items()), None)
        if place is not None:
            x, y = place["x"] + place["w"] / 2, place["y"] + place["h"] / 2
            size = page.viewport_size
            if not (0 <= x < size["width"] and 0 <= y < size["height"]):
                # Below (or beside) the window: a click there lands nowhere. Scroll it in.
                page.evaluate("([dx, dy]) => window.scrollBy(dx, dy)",
                              [x - size["width"] / 2, y - size["height"] / 2])
                continue
            page.mouse.click(x, y)
            try:
                page.wait_for_function(picked, arg=match, timeout=5_000)
                break
            except PlaywrightTimeout:
                continue
        page.wait_for_timeout(500)
    else:
        raise AssertionError(f"no place {match} could be picked")
    assert page.locator("#editor-outline").count() == 1  # the picked place is outlined
    return place["place"]


def refused(page, message: str) -> None:
    assert message in page.text_content("#editor-status")
    assert page.input_value("#editor-element") == ""


def pick_then_refused(page, place: dict, filled: tuple, typed: tuple, click: str,
                       message: str) -> None:
    """Pick `place` (it fills the control `filled` with its value), type into a field, apply
    the edit: the engine refuses it with `message`."""
    pick_place(page, place)
    assert page.input_value(filled[0]) == filled[1]
    page.fill(*typed)
    apply_edit(page, click, ok=False)
    refused(page, message)
