"""Direct edits in the position editor for all four games, with picking on the table (issue 31).

For each game: one direct edit applied by its form and one by picking a place on the preview
changes the description and the table drawn from it; an edit the engine refuses shows the
engine's message. The edits rewrite the description only: the engine judges every result.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tablero import bridge

from .ui_helpers import open_lobby, page_record, start_game, wait_step_after, wait_turn

VERDICT = "() => window.__editor.spec || window.__editor.error"


def _editor(page, site_url: str, game: str, spec: dict | None = None) -> None:
    url = f"{site_url}editor.html#game={game}"
    if spec is not None:
        url += "&position=" + json.dumps(spec)
    page.goto(url)
    page.wait_for_function("() => window.__editor && window.__editor.spec", timeout=120_000)
    page.wait_for_function("() => document.querySelector('.editor-direct select option')")


def _after(page, click: str, ok: bool = True) -> dict:
    """Click an edit's button; wait for the engine's verdict on the rewritten description."""
    page.evaluate("() => { window.__editor.spec = null; window.__editor.error = null; }")
    page.click(click)
    page.wait_for_function(VERDICT, timeout=60_000)
    error = page.evaluate("() => window.__editor.error")
    assert (error is None) == ok, error
    return json.loads(page.input_value("#editor-spec"))


def _view(page) -> dict:
    return page.evaluate("() => document.querySelector('tablero-game').view")


def _pick(page, match: dict) -> dict:
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


def _refused(page, message: str) -> None:
    assert message in page.text_content("#editor-status")
    assert page.input_value("#editor-element") == ""


def _pick_then_refused(page, place: dict, filled: tuple, typed: tuple, click: str,
                       message: str) -> None:
    """Pick `place` (it fills the control `filled` with its value), type into a field, apply
    the edit: the engine refuses it with `message`."""
    _pick(page, place)
    assert page.input_value(filled[0]) == filled[1]
    page.fill(*typed)
    _after(page, click, ok=False)
    _refused(page, message)


def test_troyes_direct_edits(page, site_url):
    """Troyes (docs/positions-troyes.md): set a seat's deniers by the form; pick a Palace
    space on the table and put seat 1's citizen there; too much influence is refused."""
    _editor(page, site_url, "troyes")
    page.select_option("#tro-seat", "0")
    page.fill("#tro-deniers", "11")
    spec = _after(page, "#tro-set")
    assert spec["seats"][0]["deniers"] == 11 and _view(page)["seats"][0]["deniers"] == 11
    _pick(page, {"kind": "space", "building": "palace", "index": 2})
    assert page.input_value("#tro-building") == "palace"
    assert page.input_value("#tro-space") == "2"
    page.select_option("#tro-owner", "1")
    spec = _after(page, "#tro-place")
    assert spec["buildings"]["palace"][2] == 1 and _view(page)["buildings"]["palace"][2] == 1
    _pick_then_refused(page, {"kind": "seat", "seat": 2}, ("#tro-seat", "2"),
                       ("#tro-influence", "25"), "#tro-set", "influence")


def test_pyramids_direct_edits(page, site_url):
    """Pyramids (docs/positions-pyramids.md): a quarry card picked on the table swaps places
    with a card of another pair; a card typed in goes to the box; a card built into a pyramid
    before the round allows it is refused."""
    _editor(page, site_url, "pyramids", {"players": 3, "phase": "gods"})
    other = _view(page)["quarry"][0]["cards"][0]["id"]
    picked = _pick(page, {"kind": "quarry", "pair": 1, "index": 0})
    card = picked["card"]
    assert page.input_value("#pyr-card") == card
    page.select_option("#pyr-dest", "q0.0")
    spec = _after(page, "#pyr-move")
    assert spec["quarry"][0][0] == card and spec["quarry"][1][0] == other
    assert _view(page)["quarry"][0]["cards"][0]["id"] == card
    page.fill("#pyr-card", "P050")  # by the form alone: a card from the deck into the box
    page.select_option("#pyr-dest", "box")
    spec = _after(page, "#pyr-move")
    assert spec["box"] == ["P050"] and _view(page)["box_count"] == 1
    _pick_then_refused(page, {"kind": "seat", "seat": 0}, ("#pyr-dest", "0.pyramid"),
                       ("#pyr-card", "P050"), "#pyr-move", "spec.seats[0].pyramid")


def test_mexica_direct_edits(page, site_url):
    """Mexica (docs/positions-mexica.md): pick a cell on the board and put a temple of seat 1
    there; set seat 2's points by the form; a canal on the palace is refused."""
    _editor(page, site_url, "mexica")
    _pick(page, {"kind": "cell", "row": 3, "col": 4})
    assert page.input_value("#mex-row") == "3" and page.input_value("#mex-col") == "4"
    page.select_option("#mex-kind", "temple")
    page.select_option("#mex-owner", "1")
    page.fill("#mex-level", "2")
    spec = _after(page, "#mex-add")
    assert [[3, 4], 2] in spec["temples"][1]
    assert any(t["level"] == 2 for t in _view(page)["temples"][1])
    _pick(page, {"kind": "seat", "seat": 2})
    page.fill("#mex-score", "7")
    spec = _after(page, "#mex-set-score")
    assert spec["score"][2] == 7 and _view(page)["score"][2] == 7
    page.fill("#mex-row", "7")
    page.fill("#mex-col", "8")
    page.select_option("#mex-kind", "canal")
    _after(page, "#mex-add", ok=False)
    _refused(page, "spec.canals")


def test_pax_pick_on_the_table(page, site_url):
    """Pax Pamir: a region picked on the map fills the piece's place (an army added there);
    a market card picked fills the card to move; a tribe on no region is refused."""
    _editor(page, site_url, "paxpamir")
    _pick(page, {"kind": "region", "id": 203})  # Herat
    assert page.input_value("#pax-place") == "herat"
    page.select_option("#pax-kind", "armies")
    page.select_option("#pax-owner", "russian")
    spec = _after(page, "#pax-add")
    assert spec["armies"]["herat"]["russian"] == 1
    picked = _pick(page, {"kind": "market", "row": 0, "col": 3})
    assert page.input_value("#pax-card") == str(picked["card"])
    page.select_option("#pax-dest", "courts.0")
    spec = _after(page, "#pax-move")
    assert picked["card"] in spec["courts"][0]
    page.select_option("#pax-kind", "tribes")
    page.fill("#pax-place", "atlantis")
    _after(page, "#pax-add", ok=False)
    _refused(page, "spec.tribes.atlantis")


def test_troyes_characters_cathedral_and_events(page, site_url):
    """Troyes (docs/positions-troyes.md: `characters`, `cathedral`, `events`): a character
    card moves from seat 0 to seat 2; a cathedral space gets seat 1's cube; an event card from
    the deck joins the row (and leaves the deck) and takes a cube of seat 0; a second cube of
    seat 0 on Marauding, past its banners, is refused by the engine."""
    _editor(page, site_url, "troyes", {"players": 3, "seats": [{"characters": [303]}, {}, {}]})
    page.select_option("#tro-character", "303")
    assert page.input_value("#tro-holder") == "0"
    page.select_option("#tro-holder", "2")
    spec = _after(page, "#tro-give")
    assert spec["seats"][0]["characters"] == [] and spec["seats"][2]["characters"] == [303]
    page.select_option("#tro-cath-level", "2")  # level 2, die value 4
    page.select_option("#tro-cath-value", "4")
    page.select_option("#tro-cath-owner", "1")
    spec = _after(page, "#tro-cath-set")
    assert spec["cathedral"][1][3] == 1 and _view(page)["cathedral"][1][3] == 1
    card = spec["decks"]["red"][0]
    page.select_option("#tro-new-event", str(card))
    spec = _after(page, "#tro-add-event")
    assert spec["events"][-1]["card"] == card and card not in spec["decks"]["red"]
    page.select_option("#tro-event", str(card))
    page.select_option("#tro-cube-owner", "0")
    spec = _after(page, "#tro-add-cube")
    assert spec["events"][-1]["cubes"] == [0]
    assert _view(page)["events"]["row"][-1]["cubes"] == [0]
    page.select_option("#tro-event", "201")
    for _ in range(3):
        page.evaluate("() => { window.__editor.spec = null; window.__editor.error = null; }")
        page.click("#tro-add-cube")
        page.wait_for_function(VERDICT, timeout=60_000)
        if page.evaluate("() => window.__editor.error"):
            break
    _refused(page, "spec.events")


def test_mexica_markers_and_period(page, site_url):
    """Mexica (docs/positions-mexica.md: `markers`, `period`, `round`, `last_round`): seat 1's
    action markers; period 2 in its last round (the display defaults to every token left);
    13 markers, past the supply of 12, are refused."""
    _editor(page, site_url, "mexica")
    page.select_option("#mex-seat", "1")
    page.fill("#mex-markers", "3")
    spec = _after(page, "#mex-set-score")
    assert spec["markers"][1] == 3
    page.select_option("#mex-period", "2")
    page.fill("#mex-round", "5")
    page.select_option("#mex-last", "true")
    spec = _after(page, "#mex-set-period")
    assert (spec["period"], spec["round"], spec["last_round"]) == (2, 5, True)
    assert page.input_value("#mex-period") == "2"
    page.fill("#mex-markers", "13")
    _after(page, "#mex-set-score", ok=False)
    _refused(page, "markers")


def test_pyramids_round_phase_and_first_player(page, site_url):
    """Pyramids (docs/positions-pyramids.md: `round`, `phase`, `first_player`): a new first
    player takes the turn (the engine derives it); round 3 with empty pyramids is refused."""
    _editor(page, site_url, "pyramids")
    page.select_option("#pyr-first", "2")
    spec = _after(page, "#pyr-set-round")
    assert spec["first_player"] == 2 and _view(page)["active"] == [2]
    page.select_option("#pyr-round", "3")
    _after(page, "#pyr-set-round", ok=False)
    _refused(page, "spec.seats")


def _outline_box(page) -> dict:
    return page.evaluate("() => { const r = document.getElementById('editor-outline')"
                         ".getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width,"
                         " h: r.height}; }")


def test_outline_follows_zoom_and_pan(page, site_url):
    """The picked place's outline is drawn again where the place is after the preview is
    zoomed (its + button) and panned (arrow keys); a click on the zoom button picks nothing."""
    _editor(page, site_url, "troyes")
    place = {"kind": "space", "building": "palace", "index": 2}
    _pick(page, place)

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
        _editor(page, site_url, "troyes")
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


@pytest.mark.parametrize("game", ["paxpamir", "troyes", "pyramids", "mexica"])
def test_edits_fit_a_phone(browser, site_url, game, tmp_path):
    """At 390 px on a touch screen every edit control is at least 40 px high and the panel
    fits the width (no sideways scrolling)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True,
                                  is_mobile=True)
    page = context.new_page()
    try:
        _editor(page, site_url, game)
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
