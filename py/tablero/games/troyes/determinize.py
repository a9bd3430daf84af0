"""Rebuild a full Troyes state from one seat's view, for the bots (determinization).

Everything public is copied from the view (its ``flow`` and ``next_die`` carry the state
table and the die counter). What the seat cannot see is then drawn by the game's own
``resample_hidden``: face-down activity cards, the event decks' contents and order, and the
other seats' characters. Future dice come from a PRNG seeded by ``seed``, never the real one.
Another seat's VP, hidden while scores are hidden, is guessed as the mean of the VP the seat
sees (its own): a neutral guess, so search weighs the points still to come, not a lead it
cannot know.
"""

from __future__ import annotations

from tablero.core.util import clone

from .data import ACTIVITY_CARDS, BUILDINGS, CHARACTERS, PLAYER_COUNTS
from .setup import blank_state
from .view import resample_hidden

_SEAT_KEYS = ("deniers", "influence", "vp", "supply", "reserve", "passed")


def _options(view: dict) -> dict:
    standard = PLAYER_COUNTS[view["players"]]["rounds"]
    return {"length": "standard" if view["rounds"] == standard else "bga",
            "scores": view.get("scores", "hidden")}


def _seat(entry: dict, guess_vp: int) -> dict:
    """A seat from its view; hidden VP (scores hidden, O7) take the guess."""
    out = {k: entry[k] for k in _SEAT_KEYS}
    if out["vp"] is None:
        out["vp"] = guess_vp
    out["won"] = list(entry["won"])
    known = entry["characters"]
    # Placeholders of the right count; resample_hidden deals the real guesses.
    out["characters"] = list(known) if known is not None else (
        [CHARACTERS[0]["id"]] * entry["character_count"])
    return out


def _activity(entry: dict) -> dict:
    card = entry["card"]
    if card is None:  # face down: a placeholder of its colour and level, redrawn below
        card = next(c["id"] for c in ACTIVITY_CARDS
                    if c["color"] == entry["color"] and c["level"] == entry["level"])
    return {"card": card, "color": entry["color"], "level": entry["level"],
            "revealed": entry["revealed"], "tradesmen": list(entry["tradesmen"]),
            "cubes": list(entry["cubes"])}


def determinize(view: dict, seed: int) -> dict:
    """A state consistent with ``view`` (a seat's view), hidden parts drawn by ``seed``."""
    g = blank_state(seed, view["players"], _options(view))
    g.update(round=view["round"], rounds=view["rounds"], phase=view["phase"],
             start=view["start"], neutral_pool=view["neutral_pool"],
             next_die=view["next_die"], final=clone(view["final"]))
    known = [e["vp"] for e in view["seats"] if e["vp"] is not None]
    guess = round(sum(known) / len(known)) if known else 0
    g["seats"] = [_seat(entry, guess) for entry in view["seats"]]
    g["buildings"] = {b: list(view["buildings"][b]) for b in BUILDINGS}
    g["lying"] = {b: list(view["lying"][b]) for b in BUILDINGS}
    g["dice"] = [dict(d) for d in view["dice"]]
    g["black"] = list(view["black"])
    g["activity"] = [_activity(entry) for entry in view["activity"]]
    decks = view["events"]["decks"]
    g["events"] = {"row": [{"card": e["card"], "cubes": list(e["cubes"])}
                           for e in view["events"]["row"]],
                   **{color: [0] * decks[color] for color in ("red", "white", "yellow")}}
    g["cathedral"] = [list(level) for level in view["cathedral"]]
    g["stack"] = clone(view["flow"])
    return resample_hidden(g, view["seat"], seed)
