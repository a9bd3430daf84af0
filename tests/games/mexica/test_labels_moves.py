"""Issue 25: the move choices say which kind of move each is (walk, boat or teleport), so the
action list reads grouped; the log line of the move taken says the same kind."""

from __future__ import annotations

from tablero.core.texts import label_text, labels
from tablero.games.mexica import GAME

from .helpers import act, legal, pos, rc


def test_rule_move_labels_name_walks_and_teleports_in_every_language():
    """Rule 移動: walking and boat at 1 AP a step, teleport anywhere free for 5 AP (no canal on
    this board: every move within reach is a walk)."""
    g = act(pos(), 0, {"type": "move"})
    offers = [a for a in legal(g, 0) if a["type"] == "cell"]
    walk = next(a for a in offers if a["cost"] == 1)
    texts = labels(GAME, g, offers, "en")
    assert label_text(GAME, g, walk).startswith("Walk, 1 AP: r")
    assert not any(t.startswith("Boat") for t in texts)
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


def test_rule_boat_move_labelled_as_a_boat_move():
    """Rule 小舟での移動: across the lake from a bridge for 1 AP is a boat move (its label),
    the next land cell a walk."""
    canals = [[[4, 1], [4, 2]], [[4, 3], [4, 4]], [[12, 11], [12, 12]], [[12, 13]]]
    bridges = [[[4, 3], "ns"], [[12, 11], "ns"]]
    g = act(pos(canals=canals, bridges=bridges, pilli=[[4, 3], [7, 7], [7, 9]]), 0,
            {"type": "move"})
    offers = {a["cell"]: a for a in legal(g, 0) if a["type"] == "cell"}
    boat = offers[rc(12, 11)]
    assert boat["cost"] == 1
    assert label_text(GAME, g, boat) == "Boat, 1 AP: r12c11"
    assert label_text(GAME, g, offers[rc(3, 3)]) == "Walk, 1 AP: r3c3"
