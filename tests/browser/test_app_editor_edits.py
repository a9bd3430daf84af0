"""Direct edits in the position editor, with picking on the table (issue 31): what every game's
edits share (the picked place's outline follows zoom and pan, a tap picks without the facts
sheet, the controls fit a phone), and the embed dialog's position in the middle of a game.
The edits rewrite the description only: the engine judges every result. Each game's own edits:
test_<game>_edits.py.
"""

from __future__ import annotations

import json
import re

import pytest

from tablero import bridge
from tablero.games import GAMES

from .editor_helpers import open_editor, pick_place
from .ui_helpers import open_lobby, page_record, start_game, wait_step_after, wait_turn


def _outline_box(page) -> dict:
    return page.evaluate("() => { const r = document.getElementById('editor-outline')"
                         ".getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width,"
                         " h: r.height}; }")


def test_outline_follows_zoom_and_pan(page, site_url):
    """The picked place's outline is drawn again where the place is after the preview is
    zoomed (its + button) and panned (arrow keys); a click on the zoom button picks nothing."""
    open_editor(page, site_url, "troyes")
    place = {"kind": "space", "building": "palace", "index": 2}
    pick_place(page, place)

    def drawn():
        places = page.evaluate("() => window.__editor.places()")
        return next(p for p in places if p["place"] == place)

    before = _outline_box(page)
    page.locator("tablero-game .zoom button").first.click()
    page.wait_for_function("() => document.querySelector('tablero-game').table.zoom"
                           ".transform().scale > 1.01")
    page.wait_for_timeout(100)
    now, box = drawn(), _outline_box(page)
    assert box["w"] > before["w"] * 1.1
    assert abs(box["x"] - now["x"]) < 1.5 and abs(box["w"] - now["w"]) < 1.5
    assert page.evaluate("() => window.__editor.picked.index") == 2  # still the same place
    page.locator("tablero-game canvas").focus()
    page.keyboard.press("ArrowLeft")
    page.wait_for_timeout(100)
    moved, box = drawn(), _outline_box(page)
    assert moved["x"] > now["x"] + 10 and abs(box["x"] - moved["x"]) < 1.5


def test_touch_tap_picks_without_the_sheet(browser, site_url):
    """On a touch screen a tap on the preview picks the place under it, and the table's facts
    sheet stays closed (it would hide the preview)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True)
    page = context.new_page()
    try:
        open_editor(page, site_url, "troyes")
        page.locator("#editor-preview").scroll_into_view_if_needed()
        page.wait_for_timeout(200)
        canvas = page.locator("tablero-game canvas").bounding_box()
        places = page.evaluate("() => window.__editor.places()")
        inside = next(p for p in places if p["place"]["kind"] == "space"
                      and p["x"] >= canvas["x"] and p["y"] >= canvas["y"]
                      and p["x"] + p["w"] <= canvas["x"] + canvas["width"]
                      and p["y"] + p["h"] <= canvas["y"] + canvas["height"])
        page.touchscreen.tap(inside["x"] + inside["w"] / 2, inside["y"] + inside["h"] / 2)
        page.wait_for_function("() => window.__editor.picked", timeout=10_000)
        assert page.evaluate("() => window.__editor.picked") == inside["place"]
        assert page.input_value("#tro-building") == inside["place"]["building"]
        page.wait_for_timeout(300)
        assert page.locator("tablero-game .sheet").is_hidden()
        assert page.locator("#editor-outline").count() == 1
        page.screenshot(path="/tmp/edits2-touch-390.png")
    finally:
        context.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_edits_fit_a_phone(browser, site_url, game, tmp_path):
    """At 390 px on a touch screen every edit control is at least 40 px high and the panel
    fits the width (no sideways scrolling)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True)
    page = context.new_page()
    try:
        open_editor(page, site_url, game)
        sizes = page.eval_on_selector_all(
            ".editor-direct select, .editor-direct input, .editor-direct button",
            "els => els.map(e => { const r = e.getBoundingClientRect();"
            " return [e.id, r.height, r.right]; })")
        assert sizes and all(h >= 40 for _, h, _ in sizes), sizes
        assert all(right <= 391 for _, _, right in sizes), sizes
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 391
        page.locator(".editor-direct").screenshot(path=str(tmp_path / f"{game}-390.png"))
    finally:
        context.close()


def _dialog_position(page) -> dict:
    """Choose the position form in the open embed dialog; its state once the engine answered."""
    page.evaluate("() => { window.__embedDialog.spec = null; window.__embedDialog.error = null; }")
    page.select_option("#embed-form", "position")
    page.wait_for_function("() => window.__embedDialog.spec || window.__embedDialog.error",
                           timeout=60_000)
    page.wait_for_function("() => window.__embedDialog.attrs")
    return page.evaluate("() => window.__embedDialog")


def _cpython(**request) -> dict:
    return json.loads(bridge.handle(json.dumps(request)))


def _spectator_view(record: dict) -> dict:
    """What CPython's engine shows a spectator of ``record``, and its "deal" description."""
    bridge.reset()
    try:
        match = _cpython(cmd="load", record=record, seat=None)["match"]
        spec = _cpython(cmd="describe_position", match=match, hidden="deal")["spec"]
        return spec, _cpython(cmd="view", match=match, seat=None)["view"]
    finally:
        bridge.reset()


def test_embed_dialog_offers_a_dealt_position_mid_game(page, site_url):
    """Issue 31: during a Pax Pamir game the dialog offers the engine's position with hidden
    "deal": its text names no card the spectator cannot see (hands and the deck's cards
    written as null; only the Dominance Checks keep their public places in the deck), and
    "keep" is not offered while the game is on."""
    open_lobby(page, site_url + "index.html?test=1")
    start_game(page, "paxpamir", ["human", "bot:random", "bot:random"], seed=5)
    wait_turn(page)
    before = page.evaluate("() => window.__app.view.step")
    page.click("#actions button.action:not([disabled])")  # seat 0's loyalty; the bots choose
    wait_step_after(page, before)
    wait_turn(page)
    expected, spectator = _spectator_view(page_record(page))

    page.click("#table-embed")
    page.wait_for_function("() => window.__embedDialog && window.__embedDialog.attrs")
    dialog = _dialog_position(page)
    assert dialog["error"] is None and dialog["refused"] is None
    spec = dialog["spec"]
    assert spec == expected
    assert len([c for c in spec["deck"] if c is not None]) == spectator["deck_checks"]
    named = {c for c in sum(spec["market"], []) + sum(spec["courts"], [])
             + sum(spec["hands"], []) + spec["discard"] if c is not None}
    seen = {c for c in sum(spectator["market"], []) if c is not None}
    seen |= {c for seat in spectator["seats"] for c in seat["court"]} | set(spectator["discard"])
    assert named <= seen
    assert page.is_disabled("#embed-hidden option[value=keep]")
    snippet = page.input_value("#embed-element")
    assert "position='" in snippet


def test_embed_dialog_keeps_hidden_cards_hidden_mid_game(page, site_url):
    """Hidden information stays in the worker: a Pyramids position mid-game (in Spanish)
    writes the hands and face-down tombs as null: every card it names is one the spectator
    sees."""
    open_lobby(page, site_url + "index.html?test=1&lang=es")
    start_game(page, "pyramids", ["human", "bot:random"], seed=2)
    wait_turn(page)
    expected, spectator = _spectator_view(page_record(page))
    page.click("#table-embed")
    page.wait_for_function("() => window.__embedDialog && window.__embedDialog.attrs")
    dialog = _dialog_position(page)
    assert dialog["error"] is None and dialog["spec"] == expected
    named = set(re.findall(r'"(P\d+)"', json.dumps(dialog["spec"])))
    assert named and named <= set(re.findall(r'"(P\d+)"', json.dumps(spectator)))
    assert all(card is None for seat in dialog["spec"]["seats"] for card in seat["hand"])
    assert "position='" in page.input_value("#embed-element")
