"""Pax Pamir's words that a Japanese or Spanish text keeps as printed, each group with why
(KEPT: read by tests/engine/test_no_english.py, the allow-list beyond the common one)."""

from __future__ import annotations

from tablero.games import GAMES
from tablero.games.paxpamir.data import ALL_CARDS, name_of

from ..text_checks import WORD

HELP = GAMES["paxpamir"].texts.help["en"]


def _words(names) -> set[str]:
    return {w for name in names for w in WORD.findall(name)}


KEPT = {
    "Pax Pamir card and region names, as printed (the ja/es rulebooks keep them)":
        _words(name_of(c) for c in ALL_CARDS)
        | _words(text for key, text in HELP.items() if key.startswith("region.")),
    "Pax Pamir special abilities, named as printed on the cards before their explanation":
        _words(text.split(":")[0] for key, text in HELP.items() if key.startswith("special.")),
    "Pax Pamir abilities named as printed on the cards (paxpamir.ja.txt keeps them)":
        {"Infrastructure", "Confidence", "Failure", "Pashtunwali", "Values", "Insurrection",
         "Rebuke", "Koh", "noor"},
    "Wakhan's AI cards: the box prints 'AI' on them": {"AI"},
}
