"""Troyes' words that a Japanese or Spanish text keeps as printed, each group with why (KEPT:
read by tests/engine/test_no_english.py, the allow-list beyond the common one)."""

from __future__ import annotations

from tablero.games.troyes.data import CHARACTERS
from tablero.games.troyes.texts import NAMES

from ..text_checks import WORD

KEPT = {
    "Troyes character names, as printed (troyes.ja.txt keeps them; the cards' names are "
    "translated)": {w for c in CHARACTERS for w in WORD.findall(NAMES["en"][c["id"]])},
    "BGA (Board Game Arena): the site whose Troyes length the lobby option names": {"BGA"},
}
