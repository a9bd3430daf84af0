"""Issue 25: the move choices say which kind of move each is (walk, boat or teleport), so the
action list reads grouped; the log line of the move taken says the same kind."""

from __future__ import annotations

from tablero.core.session import Session
from tablero.core.texts import label_text, labels, labels_and_groups
from tablero.games import GAMES
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


def test_rule_move_choices_grouped_walk_boat_teleport_in_every_language():
    """Rule 移動 / 小舟での移動 (issue 25): the move choices come in groups, walks, then boat
    moves, then teleports, each with a heading in every language; the offers themselves keep
    their order (bots and records choose by position) and every move is in its label's group."""
    canals = [[[4, 1], [4, 2]], [[4, 3], [4, 4]], [[12, 11], [12, 12]], [[12, 13]]]
    bridges = [[[4, 3], "ns"], [[12, 11], "ns"]]
    g = act(pos(canals=canals, bridges=bridges, pilli=[[4, 3], [7, 7], [7, 9]]), 0,
            {"type": "move"})
    offers = legal(g, 0)
    texts, groups = labels_and_groups(GAME, g, offers, "en")
    assert [grp["key"] for grp in groups] == ["walk", "boat", "teleport"]
    assert [grp["title"] for grp in groups] == ["Walks", "Boat moves", "Teleports"]
    word = {"walk": "Walk,", "boat": "Boat,", "teleport": "Teleport,"}
    for grp in groups:
        assert all(texts[n].startswith(word[grp["key"]]) for n in grp["actions"])
    grouped = sorted(n for grp in groups for n in grp["actions"])
    assert [offers[n]["type"] for n in range(len(offers)) if n not in grouped] == ["back"]
    for lang in ("ja", "es"):
        titles = [grp["title"] for grp in labels_and_groups(GAME, g, offers, lang)[1]]
        assert len(set(titles)) == 3 and not set(titles) & {"Walks", "Boat moves", "Teleports"}


def test_view_carries_groups_only_when_labels_do():
    """Issue 25: the view's ``groups`` key exists while a move is chosen, not at other steps."""
    session = Session(GAMES)
    match = session.match(session.new("mexica", 2, seed=3))
    while True:
        seat = match.game.active(match.state)[0]
        view = match.view(seat, "en")
        if {"type": "move"} in view["actions"]:
            break
        assert "groups" not in view
        match.act(seat, view["actions"][0])
    match.act(seat, {"type": "move"})
    view = match.view(seat, "en")
    assert view["groups"][0]["key"] == "walk"
    assert all(view["labels"][n].startswith("Walk,") for n in view["groups"][0]["actions"])
    assert "groups" not in match.view(1 - seat, "en")
