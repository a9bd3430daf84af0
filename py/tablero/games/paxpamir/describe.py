"""English labels for actions and log entries (the front end shows them; no rules here)."""

from __future__ import annotations

from .data import BORDER_NAMES, GIFTS, REGION_NAMES, name_of

LOG_TEMPLATES = {
    "loyalty": "{seat} is loyal to the {coalition} coalition.",
    "turn": "{seat} starts a turn.",
    "end_turn": "{seat} ends the turn.",
    "buy": "{seat} buys {card_name} for {cost}.",
    "play": "{seat} plays {card_name} ({side}).",
    "impact": "{seat} resolves {icon}.",
    "road": "{seat} places a road on {space_name}.",
    "spy": "{seat} places a spy on {card_name}.",
    "bribe_ask": "{seat} asks {payer_seat} for a bribe of {amount}.",
    "bribe_paid": "{seat} pays {payee_seat} a bribe of {amount}.",
    "bribe_unpaid": "{seat} does not pay: the action does not happen.",
    "action": "{seat} uses {card_name} to {verb}.",
    "tax": "{seat} taxes a rupee from {card_name}.",
    "tax_player": "{seat} taxes a rupee from {other_seat}.",
    "gift": "{seat} makes a gift for {price}.",
    "build": "{seat} builds at {space_name}.",
    "move": "{seat} moves a {kind} from {src_name} to {dest_name}.",
    "betray": "{seat} betrays {card_name}.",
    "prize": "{seat} takes {card_name} as a prize.",
    "kill_army": "{seat} removes a {coalition} army in {space_name}.",
    "kill_road": "{seat} removes a {coalition} road on {space_name}.",
    "kill_tribe": "{seat} removes a tribe of {other_seat} in {space_name}.",
    "kill_spy": "{seat} removes a spy of {other_seat} from {card_name}.",
    "repay": "{seat} repays {paid} rupees of leverage.",
    "discard": "{seat} discards {card_name}.",
    "overthrow_tribes": "{seat} is overthrown: tribes leave {region_name}.",
    "overthrow_card": "{seat} is overthrown: {card_name} is discarded.",
    "reclaim": "{seat} takes a piece from {space_name} to {dest_name}.",
    "favored": "The favored suit is now {suit}.",
    "favor_blocked": "Pashtunwali Values keeps the favored suit ({suit} ignored).",
    "event": "{seat} buys event {card_name}: {effect}.",
    "event_discard": "Event {card_name} is discarded: {effect}.",
    "event_target": "{seat} chooses {other_seat}.",
    "rebuke": "{seat} rebukes {region_name}.",
    "deal": "{card_name} enters the market.",
    "instability": "Instability: a second Dominance Check enters the market.",
    "check": "Dominance check (dominant: {coalition}, final: {final}); points {gains}.",
    "insurrection": "Insurrection: two Afghan armies enter Kabul for {seat}.",
    "game_over": "The game is over ({reason}).",
}


def place_name(loc: int) -> str:
    """Readable name of a region, border or gift space."""
    if loc in REGION_NAMES:
        return REGION_NAMES[loc].capitalize()
    if loc in BORDER_NAMES:
        return BORDER_NAMES[loc].replace("_", "-")
    if loc in GIFTS:
        return f"gift {GIFTS[loc]}"
    return name_of(loc)


def describe(state: dict, action: dict) -> str:
    """A short English label of an action."""
    verb = action.get("type", "?")
    title = verb.capitalize()
    if verb in ("buy", "play", "discard"):
        return f"{title} {name_of(action[verb])}"
    if verb == "card":
        return name_of(action["card"])
    if "card" in action:
        return f"{title} with {name_of(action['card'])}"
    if verb == "space":
        return place_name(action["space"])
    if verb == "gift":
        return f"Gift for {GIFTS[action['gift']]} rupees"
    arg = action.get(verb)
    if verb in ("seat", "tribe", "spy") and isinstance(arg, int) and arg < 100:
        stack = state.get("stack") or [{}]
        if verb == "seat" or stack[-1].get("state") == "battle_remove":
            return f"{title} of Player {arg + 1}" if verb != "seat" else f"Player {arg + 1}"
    if verb == "spy" and isinstance(arg, int):
        return f"Spy on {name_of(arg)}"
    if verb == "pass" and (state.get("stack") or [{}])[-1].get("state") == "main":
        return "End turn"
    if isinstance(arg, int) and arg > 100:
        return f"{title} at {place_name(arg)}"
    if verb == "road":
        return f"Road ({arg}) on {place_name(action['space'])}"
    if arg is not None:
        return f"{title} {arg}"
    return title
