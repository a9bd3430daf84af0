"""Game-specific extras for the generic property tests: what each seat must never see.

`HIDDEN_IDS[game_id](state, seat)` returns the ids (strings) that must not occur in
`view(state, seat)`. Games without an entry rely on the generic resample check alone.
"""

from __future__ import annotations


def pyramids_hidden(state: dict, seat: int | None) -> set:
    """Deck order, other seats' hands, and other seats' tombs until the game is over; but not
    the cards of this round's taken pairs, which lay face up (issue 28)."""
    hidden = set(state["deck"])
    for n, s in enumerate(state["seats"]):
        if n != seat:
            hidden.update(s["hand"])
            if state["phase"] != "over":
                hidden.update(s["tomb"])
    return hidden.difference(*(p.get("taken_cards", []) for p in state["quarry"]))


HIDDEN_IDS = {"pyramids": pyramids_hidden}
