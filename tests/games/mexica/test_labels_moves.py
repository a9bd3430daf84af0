"""Issue 25: the move choices say which kind of move each is (walk or boat, or teleport), so
the action list reads grouped; the log line of the move taken says the same kind."""

from __future__ import annotations

from tablero.core.texts import label_text, labels
from tablero.games.mexica import GAME

from .helpers import act, legal, pos


def test_rule_move_labels_name_walks_and_teleports_in_every_language():
    """Rule 移動: walking and boat at 1 AP a step, teleport anywhere free for 5 AP."""
    g = act(pos(), 0, {"type": "move"})
    offers = [a for a in legal(g, 0) if a["type"] == "cell"]
    walk = next(a for a in offers if a["cost"] == 1)
    texts = labels(GAME, g, offers, "en")
    assert label_text(GAME, g, walk).startswith("Walk or boat, 1 AP: r")
    assert any(t.startswith("Teleport, 5 AP: r") for t in texts)
    for lang in ("ja", "es"):
        assert len(set(labels(GAME, g, offers, lang))) == len(offers)


def test_rule_move_teleport_label_matches_its_log_line():
    """Rule 移動: a move the label calls a teleport is logged as one."""
    g = act(pos(), 0, {"type": "move"})
    offers = [a for a in legal(g, 0) if a["type"] == "cell"]
    tele = next(a for a in offers if label_text(GAME, g, a).startswith("Teleport"))
    walk = next(a for a in offers if label_text(GAME, g, a).startswith("Walk"))
    assert act(g, 0, tele)["log"][-1]["msg"] == "teleport"
    assert act(g, 0, walk)["log"][-1]["msg"] == "move"
