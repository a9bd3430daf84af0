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
- The neutral player never places cubes on events (no source says how it could).
- 2 influence recruit a citizen from the general supply (reference board.md, S3, S25).
- Every card number the sources lack comes from SOURCES.md "Design fallback" (see data.py).
- Eviction protection: no placement may push out a second citizen of the same player from one
  building in a round, whoever places; grey citizens are not protected (the text speaks of a
  player's citizens); event-driven grey placements ignore the protection (they are forced).
- Hiring takes a citizen from the personal supply or a standing citizen from a building (not
  a lying one, not another card's tradesman: "tradesmen never move").
- Fighting an event places every cube the group earns, up to the free banners (no option to
  place fewer); the neutral player never has cubes, so "discard if neutral has most" never
  arises.
- Black dice: a seat must counter when its own dice can reach the highest black die (S2) and
  may give up only when they cannot; more black dice can be added to one counter once the
  chosen dice already reach the dice targeted so far.
- Cube modifiers (activity_cards.md): Tithing makes the first yellow die of each other district
  free (the player still picks it; max 3 dice); Monk needs exactly one white die; no cube
  changes a die used to place a citizen except the "any Palace space" cube; Militia-like cubes
  only turn the colour for cards and events.
- VP are public in the view (the box keeps VP tokens face down; the issue asks the table to show
  each player's VP).
"""

from __future__ import annotations

from tablero.core.flow import Rules, log

from .data import ID, INFLUENCE_MAX, SHORTFALL_VP

RULES = Rules(ID)


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
