"""Pyramids' direct edits in the position editor (games/pyramids/edits.js, issue 31): a quarry
card picked and moved, a card from the deck to the box, the round, phase and first player; the
engine's refusals shown (a card built before its round, a round its pyramids cannot be in).
What every game's edits share: test_app_editor_edits.py."""

from __future__ import annotations

from .editor_helpers import (
    apply_edit,
    open_editor,
    pick_place,
    pick_then_refused,
    preview_view,
    refused,
)


def test_pyramids_direct_edits(page, site_url):
    """Pyramids (docs/positions-pyramids.md): a quarry card picked on the table swaps places
    with a card of another pair; a card typed in goes to the box; a card built into a pyramid
    before the round allows it is refused."""
    open_editor(page, site_url, "pyramids", {"players": 3, "phase": "gods"})
    other = preview_view(page)["quarry"][0]["cards"][0]["id"]
    picked = pick_place(page, {"kind": "quarry", "pair": 1, "index": 0})
    card = picked["card"]
    assert page.input_value("#pyr-card") == card
    page.select_option("#pyr-dest", "q0.0")
    spec = apply_edit(page, "#pyr-move")
    assert spec["quarry"][0][0] == card and spec["quarry"][1][0] == other
    assert preview_view(page)["quarry"][0]["cards"][0]["id"] == card
    page.fill("#pyr-card", "P050")  # by the form alone: a card from the deck into the box
    page.select_option("#pyr-dest", "box")
    spec = apply_edit(page, "#pyr-move")
    assert spec["box"] == ["P050"] and preview_view(page)["box_count"] == 1
    pick_then_refused(page, {"kind": "seat", "seat": 0}, ("#pyr-dest", "0.pyramid"),
                       ("#pyr-card", "P050"), "#pyr-move", "spec.seats[0].pyramid")


def test_pyramids_round_phase_and_first_player(page, site_url):
    """Pyramids (docs/positions-pyramids.md: `round`, `phase`, `first_player`): a new first
    player takes the turn (the engine derives it); round 3 with empty pyramids is refused."""
    open_editor(page, site_url, "pyramids")
    page.select_option("#pyr-first", "2")
    spec = apply_edit(page, "#pyr-set-round")
    assert spec["first_player"] == 2 and preview_view(page)["active"] == [2]
    page.select_option("#pyr-round", "3")
    apply_edit(page, "#pyr-set-round", ok=False)
    refused(page, "spec.seats")
