"""Mexica's words that a Japanese or Spanish text keeps as printed, each group with why (KEPT:
read by tests/engine/test_no_english.py, the allow-list beyond the common one)."""

from __future__ import annotations

KEPT = {
    "Mexica's own words, as the rulebooks print them": {"Pilli", "Calpulli", "Tenochtitlan"},
    "Mexica cell names (r7c8) are codes, not words": {"r", "c"},
}
