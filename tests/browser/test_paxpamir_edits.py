"""Pax Pamir's direct edits in the position editor (games/paxpamir/edits.js, issue 31): a
region and a market card picked on the preview fill the edits that use them; the engine
refuses a tribe on no region. What every game's edits share: test_app_editor_edits.py."""

from __future__ import annotations

from .editor_helpers import apply_edit, open_editor, pick_place, refused


def test_pax_pick_on_the_table(page, site_url):
    """Pax Pamir: a region picked on the map fills the piece's place (an army added there);
    a market card picked fills the card to move; a tribe on no region is refused."""
    open_editor(page, site_url, "paxpamir")
    pick_place(page, {"kind": "region", "id": 203})  # Herat
    assert page.input_value("#pax-place") == "herat"
    page.select_option("#pax-kind", "armies")
    page.select_option("#pax-owner", "russian")
    spec = apply_edit(page, "#pax-add")
    assert spec["armies"]["herat"]["russian"] == 1
    picked = pick_place(page, {"kind": "market", "row": 0, "col": 3})
    assert page.input_value("#pax-card") == str(picked["card"])
    page.select_option("#pax-dest", "courts.0")
    spec = apply_edit(page, "#pax-move")
    assert picked["card"] in spec["courts"][0]
    page.select_option("#pax-kind", "tribes")
    page.fill("#pax-place", "atlantis")
    apply_edit(page, "#pax-add", ok=False)
    refused(page, "spec.tribes.atlantis")
