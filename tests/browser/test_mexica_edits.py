"""Mexica's direct edits in the position editor (games/mexica/edits.js, issue 31): a temple
on a picked cell, a seat's points and action markers, the period; the engine's refusals shown
(a canal on the palace, more markers than the supply). What every game's edits share:
test_app_editor_edits.py."""

from __future__ import annotations

from .editor_helpers import apply_edit, open_editor, pick_place, preview_view, refused


def test_mexica_direct_edits(page, site_url):
    """Mexica (docs/positions-mexica.md): pick a cell on the board and put a temple of seat 1
    there; set seat 2's points by the form; a canal on the palace is refused."""
    open_editor(page, site_url, "mexica")
    pick_place(page, {"kind": "cell", "row": 3, "col": 4})
    assert page.input_value("#mex-row") == "3" and page.input_value("#mex-col") == "4"
    page.select_option("#mex-kind", "temple")
    page.select_option("#mex-owner", "1")
    page.fill("#mex-level", "2")
    spec = apply_edit(page, "#mex-add")
    assert [[3, 4], 2] in spec["temples"][1]
    assert any(t["level"] == 2 for t in preview_view(page)["temples"][1])
    pick_place(page, {"kind": "seat", "seat": 2})
    page.fill("#mex-score", "7")
    spec = apply_edit(page, "#mex-set-score")
    assert spec["score"][2] == 7 and preview_view(page)["score"][2] == 7
    page.fill("#mex-row", "7")
    page.fill("#mex-col", "8")
    page.select_option("#mex-kind", "canal")
    apply_edit(page, "#mex-add", ok=False)
    refused(page, "spec.canals")


def test_mexica_markers_and_period(page, site_url):
    """Mexica (docs/positions-mexica.md: `markers`, `period`, `round`, `last_round`): seat 1's
    action markers; period 2 in its last round (the display defaults to every token left);
    13 markers, past the supply of 12, are refused."""
    open_editor(page, site_url, "mexica")
    page.select_option("#mex-seat", "1")
    page.fill("#mex-markers", "3")
    spec = apply_edit(page, "#mex-set-score")
    assert spec["markers"][1] == 3
    page.select_option("#mex-period", "2")
    page.fill("#mex-round", "5")
    page.select_option("#mex-last", "true")
    spec = apply_edit(page, "#mex-set-period")
    assert (spec["period"], spec["round"], spec["last_round"]) == (2, 5, True)
    assert page.input_value("#mex-period") == "2"
    page.fill("#mex-markers", "13")
    apply_edit(page, "#mex-set-score", ok=False)
    refused(page, "markers")
