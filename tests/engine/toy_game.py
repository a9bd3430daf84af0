"""A tiny game that exercises the core: multi-step turns, hidden draws, a result.

Race to 10: on your turn either add 1 or 2 to your total (then confirm with done, or take it back
by undo), or draw a secret card (a random 1..3 kept in hand, hidden from the other seat) that ends
your turn. A card in hand may be played instead of adding. First to reach 10 wins.
"""

from __future__ import annotations

import sys

from tablero.core import rng
from tablero.core.api import BadSpec
from tablero.core.flow import Rules, frame, goto, log
from tablero.core.game import Game, Texts

ID = "toy"
OPTIONS = {"target": {"values": [10, 15], "default": 10, "label": "Target"}}
TEXTS = Texts(
    log={"en": {"add": "{seat} adds {n}.", "draw": "{seat} draws a card.",
                "drew": "{seat} drew {card}.", "win": "{seat} wins."}},
    prompts={"en": {"turn": "Add, draw or play a card."}},
    labels={"en": {"plain": "{verb}", "value": "{verb} {value}"}},
    help={"en": {"goal": "Reach 10", "add": "Add"}, "ja": {"goal": "10点を目指す"}},
)
"""English only: every other language falls back to it, key by key."""

RULES = Rules(ID)


def new_game(seed, players, options):
    g = {"game": ID, "version": 1, "players": players, "rng": rng.new_rng(seed),
         "checkpoint": 0, "stack": [], "log": [], "totals": [0] * players,
         "hands": [[] for _ in range(players)], "target": options.get("target", 10)}
    RULES.start(g, "turn", 0, added=0)
    return g


@RULES.prompt("turn")
def turn_prompt(g, acts):
    fr = frame(g)
    acts.say("turn")
    if fr["added"] == 0:
        acts.add("add", 1)
        acts.add("add", 2)
        acts.add("draw")
        for card in sorted(set(g["hands"][acts.player])):
            acts.add("play", card)
    else:
        acts.add("done")


@RULES.on("turn", "add")
def turn_add(g, player, action):
    g["totals"][player] += action["add"]
    log(g, "add", seat=player, n=action["add"])
    goto(g, "turn", added=action["add"])


@RULES.on("turn", "play")
def turn_play(g, player, action):
    g["hands"][player].remove(action["play"])
    g["totals"][player] += action["play"]
    goto(g, "turn", added=action["play"])


@RULES.on("turn", "draw")
def turn_draw(g, player, action):
    card = 1 + rng.randint(g, 3)
    g["hands"][player].append(card)
    log(g, "draw", seat=player)
    log(g, "drew", seat=player, card=card, private=player)
    goto(g, "next")


@RULES.on("turn", "done")
def turn_done(g, player, action):
    goto(g, "next")


@RULES.auto("next")
def next_turn(g):
    player = frame(g)["player"]
    if g["totals"][player] >= g["target"]:
        log(g, "win", seat=player)
        g["stack"].clear()
        return
    goto(g, "turn", (player + 1) % g["players"], added=0)


def view(state, player, lang="en"):
    return {"game": ID, "seat": player, "totals": list(state["totals"]),
            "hand_counts": [len(h) for h in state["hands"]],
            "hand": list(state["hands"][player]) if player is not None else None}


def result(state):
    if state["stack"]:
        return None
    scores = list(state["totals"])
    best = max(scores)
    return {"scores": scores, "winners": [s for s, v in enumerate(scores) if v == best],
            "reason": "target reached", "breakdown": [{"total": v} for v in scores]}


def label(state, action):
    verb = action["type"]
    if verb in action:
        return {"msg": "value", "verb": verb, "value": action[verb]}
    return {"msg": "plain", "verb": verb}


def position(spec):
    if not isinstance(spec, dict) or not isinstance(spec.get("totals"), list):
        raise BadSpec("spec.totals: must be a list of totals")
    g = new_game(0, len(spec["totals"]), {})
    g["totals"] = list(spec["totals"])
    return g


def export_position(state, keep_hidden, later=None):
    return {"totals": list(state["totals"])}


def resample_hidden(state, player, seed):
    return state


def hidden(state, player):
    return set()


def check_invariants(state):
    assert all(t >= 0 for t in state["totals"])


GAME = Game(
    id=ID, name="Race to 10", min_players=2, max_players=3, rules=RULES,
    chapters=(sys.modules[__name__],), setup=new_game, position=position,
    export=export_position, view=view, result=result, label=label, texts=TEXTS,
    resample_hidden=resample_hidden, hidden=hidden, check_invariants=check_invariants,
    options=OPTIONS,
)
