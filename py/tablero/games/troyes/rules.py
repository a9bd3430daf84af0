"""The Troyes state table and the small resource helpers every rules module shares.

Readings chosen where the texts are unclear (rules text = ../shared/rules/troyes.ja.txt,
reference = ../shared/reference/troyes/):

- Rounds: 4/5/6 for 2/3/4 players (reference board.md, rulebook summaries); the BGA length
  (5 rounds with 3 or 4 players, rules text) is the option ``length: "bga"``.
- Money for a bought die is paid to its owner at once (rules text: "pay the owner"); the
  reference's "collected at the end of the round" reading is not used. Neutral dice: to the bank.
- Penalties (salary shortfall, event shortfall, uncountered black die) never take VP below 0
  (reference S2: "a player at 0 VP loses nothing more").
- Pass money is paid in the last round too (the rules text calls BGA's behaviour a bug).
- Influence never exceeds 20; gains above it are lost (rules text, stock).
- 2 influence recruit a citizen from the general supply, on any turn (reference board.md, S3,
  S25).
- Every card number the sources lack is provisional: the old reconstruction (SOURCES.md "Design
  fallback"), or our estimate for a card whose printed effect changed (data.py says which).
- Eviction protection (K7 read literally): no placement may push out of a building a citizen
  whose colour already lies on it this round, whoever places; grey is a colour like the others
  (board.placement_allowed). Grey citizens placed by events ignore it (they are forced).
- A citizen to hire or to place comes from the personal supply or from anywhere on the board
  (H4, K2): a building space, one of the seat's citizens lying on a building, or its tradesman
  on another activity card, whose space is then free (H9).
- Fighting an event places every cube the group earns, up to the free banners (no option to
  place fewer). Grey cubes (Support) fill banners and count for majorities (J9): they earn
  no VP, and a card grey would take (most cubes; a tie: the first placed of the tied) is
  discarded.
- Black dice: a seat must counter when its own dice can reach the highest black die (S2) and
  may give up only when they cannot; more black dice can be added to one counter once the
  chosen dice already reach the dice targeted so far.
- Dice groups (G2, H1, appendix; dice.py, data.CUBE_RULES): one colour, the target's (a
  placement: one die of any colour, whose colour picks the building), except Pilgrimage (any
  colours, mixed too) and the Apprenticeship cube (any colours, mixed); Confession adds 2 to
  each die of a one-colour group. Tithing makes the first yellow die of each other district
  free (the player still picks it; at most 3 dice); Monk and Templar take exactly one white
  die. A cube may serve a placement only where its card allows: Militiaman
  (a yellow die), Templar (a white die), Apprenticeship (a red die at 5) and Confession (a red
  die at its value + 2, at most 6) place in the Palace, Tithing (a yellow die) and Monk (a
  white die) in the City Hall; Blacksmith and Priest never place.
- VP are hidden during play as printed (O7): a seat sees only its own; the option
  ``scores: "open"`` shows every seat's VP.
"""

from __future__ import annotations

import marshal

from tablero.core.flow import Rules, log

from .data import ID, INFLUENCE_MAX, SHORTFALL_VP

RULES = Rules(ID)

REMEMBERED = frozenset({"turn", "group", "counter"})
"""The prompts worth remembering (core/flow.py's memo): the turn menu and the dice group
search every target and dice subset for one that can be completed (turn.completable), and a
group given up with Cancel brings back the very position asked before."""


@RULES.memo(size=512)
def prompt_key(g: dict, player: int) -> bytes | None:
    """The whole position but its log (which no prompt reads) as the memo key of the prompts
    in REMEMBERED: marshal format 2 (no object references, so equal values give equal
    bytes); None for the others."""
    if g["stack"][-1]["state"] not in REMEMBERED:
        return None
    return marshal.dumps((player, dict(g, log=None)), 2)


def gain(g: dict, seat: int, what: str, amount: int) -> int:
    """Add deniers/influence/vp; influence is capped at 20 (rules text). Returns the gain."""
    p = g["seats"][seat]
    if what == "influence":
        amount = max(0, min(amount, INFLUENCE_MAX - p["influence"]))
    p[what] += amount
    return amount


def pay(g: dict, seat: int, what: str, amount: int) -> bool:
    """Pay what one can of deniers/influence/vp; False when it fell short."""
    p = g["seats"][seat]
    paid = min(amount, p[what])
    p[what] -= paid
    return paid == amount


def penalize(g: dict, seat: int, vp: int = SHORTFALL_VP) -> int:
    """Lose VP for an unmet obligation, never below 0 (reference S2). Returns the VP lost."""
    p = g["seats"][seat]
    lost = min(vp, p["vp"])
    p["vp"] -= lost
    return lost


def seat_order(g: dict) -> list[int]:
    """All seats in turn order from the start player."""
    n = g["players"]
    return [(g["start"] + k) % n for k in range(n)]


def card_log(g: dict, msg: str, card: int, **args) -> None:
    """A log entry about a card (describe.words names it in the reader's language)."""
    log(g, msg, card=card, **args)
