"""English texts: log templates and action labels (the front end translates by key)."""

from __future__ import annotations

from .board import space_of
from .data import ACTIVITY, EVENTS, MODIFIER_TEXT

LOG_TEMPLATES = {
    "setup_place": "{seat} places a citizen on space {space}.",
    "round": "Round {round} begins.",
    "round_end": "Round {round} ends.",
    "game_over": "The game is over.",
    "reveal_card": "Activity card {name} is revealed.",
    "salary": "{seat} receives 10 deniers and pays {due} in salaries.",
    "salary_short": "{seat} cannot pay salaries of {due}: pays what they can and loses 2 VP.",
    "event_revealed": "Event {name} is revealed.",
    "event_effect": "Event {name} takes effect.",
    "event_neutral": "Event {name}: a neutral citizen enters the {building}.",
    "event_short": "{seat} cannot meet event {name} in full and loses 2 VP.",
    "cube_lost": "{seat} returns a cube from activity card {name}.",
    "black_rolled": "Black dice rolled: {values}.",
    "black_countered": "{seat} counters black dice {values}.",
    "black_lost": "{seat} cannot counter a black {value} and loses 2 VP.",
    "event_fought": "{seat} places {cubes} cube(s) on event {name}.",
    "event_countered": "Event {name} is countered.",
    "event_reward": "{seat} earns {vp} VP from event {name}.",
    "die_bought": "{seat} pays {owner_seat} {deniers} deniers for dice.",
    "die_bought_neutral": "{seat} pays the bank {deniers} deniers for neutral dice.",
    "reroll": "{seat} rerolls a {color} {old}: now {new}.",
    "flip": "{seat} flips {count} dice.",
    "recruit": "{seat} recruits a citizen for 2 influence.",
    "pass": "{seat} passes and takes 2 deniers.",
    "pass_income": "{seat} (passed) takes 1 denier.",
    "hire": "{seat} hires a tradesman on card {name} for {deniers} deniers.",
    "activate": "{seat} activates card {name}.",
    "cube_used": "{seat} uses a cube of card {name}.",
    "agriculture": "{seat} farms for {deniers} deniers.",
    "cathedral": "{seat} builds the cathedral: value {value}, level {level}.",
    "citizen_placed": "{seat} places a citizen on space {space}.",
}

_SIMPLE = {
    "cathedral": "Build the cathedral", "agriculture": "Agriculture",
    "place": "Place a citizen", "flip": "Flip dice (4 influence)",
    "recruit": "Recruit a citizen (2 influence)", "pass": "Pass",
    "confirm": "Confirm", "cancel": "Cancel", "reset": "Start the selection again",
    "give_up": "Give up (lose 2 VP)", "stop": "Stop activating",
    "supply": "Tradesman from your supply",
}


def describe(state: dict, action: dict) -> str:
    """A short English label of an action ("Activate Merchant")."""
    kind = action.get("type")
    if kind in _SIMPLE:
        return _SIMPLE[kind]
    if kind == "card" or kind == "cube":
        name = ACTIVITY.get(action.get("card"), {}).get("name", "?")
        return f"Use a {name} cube" if kind == "cube" else f"Activity card {name}"
    if kind == "event":
        return f"Fight event {EVENTS.get(action.get('event'), {}).get('name', '?')}"
    if kind in ("die", "reroll"):
        return _die_label(state, action)
    if kind == "black":
        return f"Also counter black die {state['black'][action['black']]}"
    if kind == "space":
        where = space_of(action.get("space"))
        return f"{where[0].capitalize()} space {where[1] + 1}" if where else "?"
    if kind == "activate":
        option = action.get("option")
        return f"Activate (count {option} citizens)" if option else "Activate once"
    return str(kind)


def _die_label(state: dict, action: dict) -> str:
    """"Die yellow 3 of Player 2 (dice cost 4)": the price the group would have with it."""
    from .dice import group_cost, modifier_of

    d = next((d for d in state.get("dice", []) if d["id"] == action.get("die")), None)
    if d is None:
        return "?"
    what = f"{d['color']} {d['value']}"
    if action["type"] == "reroll":
        return f"Reroll {what} (1 influence)"
    owner = "neutral" if d["owner"] < 0 else f"Player {d['owner'] + 1}"
    fr = state["stack"][-1] if state.get("stack") else {}
    if fr.get("state") != "group":
        return f"Die {what} ({owner})"
    ids = fr["chosen"] + [d["id"]]
    cost = sum(group_cost(state, fr["player"], ids, modifier_of(state, fr["cube"])).values())
    return f"Die {what} ({owner}; dice cost {cost})"


_PER = {"cathedral_cubes": "your cube in the cathedral", "event_cubes": "your cube on events",
        "bishopric_citizens": "your citizen standing in the Bishopric"}


def _amounts(d: dict) -> str:
    names = {"supply": "citizen to your supply", "reserve": "citizen from the general supply"}
    return " and ".join(f"{v} {names.get(k, k)}" for k, v in d.items())


def activity_text(card: dict) -> str:
    """One-line English text of an activity card's effect (tooltips)."""
    effect = card["effect"]
    kind = effect["kind"]
    if kind == "cube":
        return "Each activation: 1 cube here. " + MODIFIER_TEXT[effect["modifier"]]
    if kind == "trade":
        pay = f"pay {_amounts(effect['pay'])}, " if effect["pay"] else ""
        return f"Each activation: {pay}gain {_amounts(effect['gain'])}."
    if kind == "choice":
        return (f"Each activation: {effect['amount']} {effect['gain']} per your standing "
                f"citizen in the {' or the '.join(effect['options'])}.")
    cond = " if you have a citizen in the Palace" if effect.get("requires") else ""
    per = "" if effect["per"] == "one" else f" per {_PER[effect['per']]}"
    return f"Each activation: {effect['amount']} {effect['gain']}{per}{cond}."


def event_text(event: dict) -> str:
    """One-line English text of an event's effect each round (tooltips)."""
    e = event["effect"]
    kind = e["kind"]
    texts = {
        "none": "No effect besides its black dice.",
        "pay": f"Every player pays {e.get('deniers')} deniers.",
        "lose": f"Every player loses 1 {'influence' if 'influence' in e else 'VP'}.",
        "pay_per_citizen": f"Every player pays {e.get('deniers')} denier per own citizen in "
                           f"the {e.get('building')}.",
        "neutral_citizen": f"A grey citizen enters the {e.get('building')} "
                           f"(as a die {e.get('value')}).",
        "cathedral_cube": "Every player removes his highest cube from the cathedral.",
        "activity_cube": "Every player returns one of his cubes from an activity card.",
    }
    if kind in ("none", "neutral_citizen"):
        return texts[kind]
    return texts[kind] + " Short: do what you can and lose 2 VP."
