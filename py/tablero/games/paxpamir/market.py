"""The market: purchase costs, rupees placed on cards, sliding and refilling.

Rulebook "Purchase", "Action costs", "Cleanup" (fourth step) and "Instability";
rules_gaps.md 2, 7 and 12. Readings chosen:
- a purchase rupee owed to a column empty in both rows stays on the empty slot and joins the
  card that later slides or is dealt there (RTT; the rulebook is silent);
- the market is filled column by column from the left, top row first (paxpamir.es.txt; the
  Japanese help page says row by row, the Spanish rulebook wins).
"""

from __future__ import annotations

from .data import COST_PER_CARD, COST_PER_CARD_MILITARY, COURT, MARKET_COLUMNS
from .pieces import has_special

PUBLIC_WITHDRAWAL = 111


def slot_of(g: dict, card: int) -> tuple[int, int] | None:
    """(row, column) of a market card, or None."""
    for row in (0, 1):
        if card in g["market"][row]:
            return row, g["market"][row].index(card)
    return None


def free_purchase(g: dict, seat: int, card: int) -> bool:
    """Herat, Persian and Russian Influence: matching cards cost nothing."""
    info = COURT.get(card)
    if info is None:
        return False
    return (
        (info["region"] == 203 and has_special(g, seat, "herat_influence"))
        or (info["region"] == 202 and has_special(g, seat, "persian_influence"))
        or (info["patriot"] == "russian" and has_special(g, seat, "russian_influence"))
    )


def cost_per_card(g: dict) -> int:
    """Rupees put on each card to the left: 2 while military is favored."""
    return COST_PER_CARD_MILITARY if g["favored"] == "military" else COST_PER_CARD


def buy_cost(g: dict, seat: int, card: int) -> int:
    """Total purchase cost of a market card for a seat."""
    if free_purchase(g, seat, card):
        return 0
    return slot_of(g, card)[1] * cost_per_card(g)


def buyable(g: dict, seat: int) -> list[tuple[int, int]]:
    """(card, cost) of each market card the seat may buy now, in market order (row by row).

    One pass over the market per prompt: the free-purchase abilities are looked up once."""
    each = cost_per_card(g)
    purse = g["rupees"][seat]
    blocked = g["turn"]["blocked"]
    specials = {COURT[c]["special"] for c in g["courts"][seat]}
    free_regions = {r for r, name in ((203, "herat_influence"), (202, "persian_influence"))
                    if name in specials}
    russian = "russian_influence" in specials
    out = []
    for row in g["market"]:
        for col, card in enumerate(row):
            if card is None or card == PUBLIC_WITHDRAWAL or card in blocked:
                continue
            info = COURT.get(card)
            free = info is not None and (info["region"] in free_regions
                                         or (russian and info["patriot"] == "russian"))
            cost = 0 if free else col * each
            if cost <= purse:
                out.append((card, cost))
    return out


def put_rupees(g: dict, row: int, col: int, n: int) -> None:
    """Put rupees on a market slot and block its card this turn (Public Withdrawal eats them)."""
    card = g["market"][row][col]
    if card is not None and card not in g["turn"]["blocked"]:
        g["turn"]["blocked"].append(card)
    if card == PUBLIC_WITHDRAWAL:
        return
    g["market_rupees"][row][col] += n


def pay_purchase(g: dict, seat: int, card: int) -> None:
    """Rule "Purchase": pay 1 (2) rupees on each card to the left in the row; a vacant slot's
    rupee goes to the card in the same column of the other row."""
    row, col = slot_of(g, card)
    if free_purchase(g, seat, card):
        return
    each = cost_per_card(g)
    for c in range(col):
        target = row if g["market"][row][c] is not None else 1 - row
        if g["market"][target][c] is None:
            target = row
        put_rupees(g, target, c, each)
        g["rupees"][seat] -= each


def pay_action(g: dict, seat: int, cost: int) -> None:
    """Rule "Action costs": half the cost to each row, one rupee per card from the right,
    skipping vacant slots; rupees beyond the cards leave the game."""
    g["rupees"][seat] -= cost
    for row in (0, 1):
        todo = cost // 2
        for col in range(MARKET_COLUMNS - 1, -1, -1):
            if todo == 0:
                break
            if g["market"][row][col] is not None:
                put_rupees(g, row, col, 1)
                todo -= 1


def slide(g: dict) -> None:
    """Close the gaps in each row: cards move left with their rupees; rupees left on an empty
    slot join the card that ends up there."""
    for row in (0, 1):
        cards = g["market"][row]
        coins = g["market_rupees"][row]
        moved = [(c, coins[i]) for i, c in enumerate(cards) if c is not None]
        leftover = [0 if cards[i] is not None else coins[i] for i in range(MARKET_COLUMNS)]
        for i in range(MARKET_COLUMNS):
            card, own = moved[i] if i < len(moved) else (None, 0)
            cards[i] = card
            coins[i] = own + leftover[i]


def empty_slots(g: dict) -> list[tuple[int, int]]:
    """Empty slots in dealing order: column by column from the left, top row first."""
    return [(r, c) for c in range(MARKET_COLUMNS) for r in (0, 1) if g["market"][r][c] is None]


def market_cards(g: dict) -> list[int]:
    """Every card in the market."""
    return [c for row in g["market"] for c in row if c is not None]
