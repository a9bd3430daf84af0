"""Pyramids' words that a Japanese or Spanish text keeps as printed, each group with why
(KEPT: read by tests/engine/test_no_english.py, the allow-list beyond the common one)."""

from __future__ import annotations

KEPT = {
    "Pyramids god names, printed on the tiles": {"Horus", "Anubis", "Khepri", "Sekhmet", "Thoth"},
    "Pyramids card ids (P001...) are codes, not words": {"P"},
}
