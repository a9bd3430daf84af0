"""Troyes' direct edits in the position editor (games/troyes/edits.js, issue 31): deniers by
the form, a Palace space picked for a citizen, characters, cathedral and events, each drawn
again from the engine's description; the engine's refusals shown (too much influence, a cube
past Marauding's banners). What every game's edits share: test_app_editor_edits.py."""

from __future__ import annotations

from .editor_helpers import (
    VERDICT,
    apply_edit,
    open_editor,
    pick_place,
    pick_then_refused,
    preview_view,
    refused,
)


def test_troyes_direct_edits(page, site_url):
    """Troyes (docs/positions-troyes.md): set a seat's deniers by the form; pick a Palace
    space on the table and put seat 1's citizen there; too much influence is refused."""
    open_editor(page, site_url, "troyes")
    page.select_option("#tro-seat", "0")
    page.fill("#tro-deniers", "11")
    spec = apply_edit(page, "#tro-set")
    assert spec["seats"][0]["deniers"] == 11 and preview_view(page)["seats"][0]["deniers"] == 11
    pick_place(page, {"kind": "space", "building": "palace", "index": 2})
    assert page.input_value("#tro-building") == "palace"
    assert page.input_value("#tro-space") == "2"
    page.select_option("#tro-owner", "1")
    spec = apply_edit(page, "#tro-place")
    assert spec["buildings"]["palace"][2] == 1 and preview_view(page)["buildings"]["palace"][2] == 1
    pick_then_refused(page, {"kind": "seat", "seat": 2}, ("#tro-seat", "2"),
                       ("#tro-influence", "25"), "#tro-set", "influence")


def test_troyes_characters_cathedral_and_events(page, site_url):
    """Troyes (docs/positions-troyes.md: `characters`, `cathedral`, `events`): a character
    card moves from seat 0 to seat 2; a cathedral column gets seat 0's cube on level 1 and seat
    1's on level 2 (never a cube over an empty level: issue 38); an event card from
    the deck joins the row (and leaves the deck) and takes a cube of seat 0; a second cube of
    seat 0 on Marauding, past its banners, is refused by the engine."""
    open_editor(page, site_url, "troyes", {"players": 3, "seats": [{"characters": [303]}, {}, {}]})
    page.select_option("#tro-character", "303")
    assert page.input_value("#tro-holder") == "0"
    page.select_option("#tro-holder", "2")
    spec = apply_edit(page, "#tro-give")
    assert spec["seats"][0]["characters"] == [] and spec["seats"][2]["characters"] == [303]
    for level, owner in (("1", "0"), ("2", "1")):  # die value 4: level 1, then level 2 on it
        page.select_option("#tro-cath-level", level)
        page.select_option("#tro-cath-value", "4")
        page.select_option("#tro-cath-owner", owner)
        spec = apply_edit(page, "#tro-cath-set")
    assert spec["cathedral"][0][3] == 0 and spec["cathedral"][1][3] == 1
    assert preview_view(page)["cathedral"][1][3] == 1
    card = spec["decks"]["red"][0]
    page.select_option("#tro-new-event", str(card))
    spec = apply_edit(page, "#tro-add-event")
    assert spec["events"][-1]["card"] == card and card not in spec["decks"]["red"]
    page.select_option("#tro-event", str(card))
    page.select_option("#tro-cube-owner", "0")
    spec = apply_edit(page, "#tro-add-cube")
    assert spec["events"][-1]["cubes"] == [0]
    assert preview_view(page)["events"]["row"][-1]["cubes"] == [0]
    page.select_option("#tro-event", "201")
    for _ in range(3):
        page.evaluate("() => { window.__editor.spec = null; window.__editor.error = null; }")
        page.click("#tro-add-cube")
        page.wait_for_function(VERDICT, timeout=60_000)
        if page.evaluate("() => window.__editor.error"):
            break
    refused(page, "spec.events")
