"""Issue 25: a Pyramids card is named as a player recognises it (its stones and glyph), the
printed id only last, in labels, prompts and the log, in every language."""

from __future__ import annotations

from tablero.core.texts import label_text, log_text
from tablero.games.pyramids import GAME
from tablero.games.pyramids.data import CARDS
from tablero.games.pyramids.describe import card_text


def _a_card_with_glyph() -> str:
    return next(cid for cid, card in sorted(CARDS.items()) if card["glyph"])


def test_card_text_names_stones_first_and_id_last():
    cid = _a_card_with_glyph()
    for lang in ("en", "ja", "es"):
        words = card_text(cid, lang)
        assert words.endswith(f"({cid})"), words
        assert not words.startswith(cid)


def test_keep_label_and_build_log_name_the_stones():
    cid = _a_card_with_glyph()
    colour = CARDS[cid]["stones"][0][0]
    label = label_text(GAME, {}, {"type": "keep", "card": cid}, "en")
    assert colour in label and label.endswith(f"({cid})")
    line = log_text(GAME, {"msg": "obelisk", "seat": 0, "card": cid}, "en")
    assert colour in line and f"({cid})" in line
