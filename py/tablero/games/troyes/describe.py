"""Troyes text functions: the words of log, prompt and label entries (``words``), action labels
as entries (``label``) and the help table (``help_table``: the rules' words of the table, with
every card's name, effect and provenance); the tables are in texts.py (English fills any gap).

Card and event names are said in the text's language (texts.NAMES). Entries keep raw ids (a
space 402, a building "palace", a die colour, a card id); ``words`` (the core's hook) says them
in the text's language, so old records read in any language.
"""

from __future__ import annotations

from .board import space_of
from .data import (
    ACTIVITY,
    BUILDINGS,
    CHARACTERS,
    COLORS,
    EVENTS,
    FLIP_COST,
    RECRUIT_COST,
    REROLL_COST,
    UNCOUNTERED_BLACK_VP,
)
from .dice import group_cost, modifier_of
from .texts import HELP, NAMES, WORDS


def word(lang: str, key: str) -> str:
    """A word or pattern in `lang`, else in English."""
    table = WORDS.get(lang, WORDS["en"])
    return table[key] if key in table else WORDS["en"][key]


def say(lang: str, key: str, **args) -> str:
    """A pattern of WORDS in `lang` with its {placeholders} filled."""
    return word(lang, key).format(**args)


def space_text(sid, lang: str = "en") -> str:
    """"Palace space 2" for space id 402 (any other value as it is)."""
    where = space_of(sid)
    if where is None:
        return str(sid)
    return say(lang, "space", building=word(lang, where[0]), n=where[1] + 1)


def card_name(card, lang: str = "en") -> str:
    """The name of an activity card, an event or a character in `lang` ("?" for no card)."""
    if not isinstance(card, int):
        return "?"
    return NAMES.get(lang, {}).get(card) or NAMES["en"].get(card, "?")


def target_text(target: dict, lang: str = "en") -> str:
    """What a dice group is for: "Merchant", "event War", "the cathedral"..."""
    kind = target.get("kind")
    if kind == "card":
        return say(lang, "target.card", name=card_name(target.get("card"), lang))
    if kind == "event":
        return say(lang, "target.event", name=card_name(target.get("card"), lang))
    return word(lang, f"target.{kind}")


def words(args: dict, lang: str = "en") -> dict:
    """A text entry's arguments (seats already named) with space ids, buildings, die colours,
    lists of die values, card ids and dice targets in words of `lang` (core/texts.py); a die's
    owner None is the neutral player."""
    out = dict(args)
    if "space" in out:
        out["space"] = space_text(out["space"], lang)
    if out.get("building") in BUILDINGS:
        out["building"] = word(lang, out["building"])
    if out.get("color") in COLORS:
        out["color"] = word(lang, out["color"])
    if isinstance(out.get("values"), list):
        out["values"] = word(lang, "sep").join(str(v) for v in out["values"])
    for key in ("owner_seat", "seat"):
        if key in out and out[key] is None:
            out[key] = word(lang, "neutral")
    if "card" in out:
        out["name"] = card_name(out["card"], lang)
    if "kind" in out:
        out["target"] = target_text({"kind": out["kind"], "card": out.get("card")}, lang)
    return out


_SIMPLE = ("cathedral", "agriculture", "place", "pass", "confirm", "cancel", "reset", "stop",
           "supply")
_COSTS = {"flip": FLIP_COST, "recruit": RECRUIT_COST}


def label(state: dict, action: dict) -> dict:
    """An action's label as a text entry ({"msg": "card", "card": 102}: "Activity card
    Merchant"); a die in a dice group carries the price the group would have with it."""
    kind = action.get("type")
    if kind in _SIMPLE:
        return {"msg": kind}
    if kind in _COSTS:
        return {"msg": kind, "cost": _COSTS[kind]}
    if kind == "give_up":
        return {"msg": kind, "vp": UNCOUNTERED_BLACK_VP}
    if kind in ("card", "cube", "tradesman"):
        return {"msg": kind, "card": action.get("card")}
    if kind == "event":
        fr = state["stack"][-1] if state.get("stack") else {}
        msg = "event_cube" if fr.get("state") == "event_cube" else "event"
        return {"msg": msg, "card": action.get("event")}
    if kind == "lying":
        return {"msg": kind, "building": action.get("building")}
    if kind in ("die", "reroll", "remove"):
        return _die_label(state, action)
    if kind == "black":
        black, index = state.get("black", []), action.get("black")
        known = isinstance(index, int) and 0 <= index < len(black)
        # Numbered in the order rolled: two dice may show the same value.
        return {"msg": kind, "n": index + 1 if known else "?",
                "value": black[index] if known else "?"}
    if kind == "space":
        where = space_of(action.get("space"))
        if where is None:
            return {"msg": "?"}
        return {"msg": kind, "building": where[0], "n": where[1] + 1}
    if kind == "activate":
        option = action.get("option")
        if option:
            return {"msg": "activate_option", "building": option}
        return {"msg": kind}
    return {"msg": "other", "verb": str(kind)}


def _die_label(state: dict, action: dict) -> dict:
    """"Die yellow 3 (Player 2; dice cost 4)": the price the group would have with it."""
    d = next((d for d in state.get("dice", []) if d["id"] == action.get("die")), None)
    if d is None:
        return {"msg": "?"}
    what = {"color": d["color"], "value": d["value"]}
    if action["type"] == "remove":
        return {"msg": "remove", **what}
    if action["type"] == "reroll":
        return {"msg": "reroll", **what, "cost": REROLL_COST}
    owner = d["owner"] if d["owner"] >= 0 else None
    fr = state["stack"][-1] if state.get("stack") else {}
    if fr.get("state") != "group":
        return {"msg": "die", **what, "owner_seat": owner}
    ids = fr["chosen"] + [d["id"]]
    cost = sum(group_cost(state, fr["player"], ids, modifier_of(state, fr["cube"])).values())
    return {"msg": "die_cost", **what, "owner_seat": owner, "cost": cost}


# --- card and event texts (tooltips) -----------------------------------------------------------

def _amount(what: str, n: int, lang: str) -> str:
    return say(lang, f"amt.{what}", n=n)


def _amounts(d: dict, lang: str) -> str:
    return word(lang, "and").join(_amount(k, v, lang) for k, v in d.items())


def modifier_text(modifier: str, lang: str = "en") -> str:
    """What a cube of a delayed card does later."""
    return word(lang, f"mod.{modifier}")


def activity_text(card: dict, lang: str = "en") -> str:
    """One-line text of an activity card's effect (tooltips)."""
    e = card["effect"]
    kind = e["kind"]
    extra = word(lang, "eff.any_color") if card.get("any_color") else ""
    if kind == "cube":
        return say(lang, "eff.cube", mod=modifier_text(e["modifier"], lang))
    if kind == "trade":
        gain = _amounts(e["gain"], lang)
        if e["pay"]:
            return say(lang, "eff.trade_pay", pay=_amounts(e["pay"], lang), gain=gain)
        return say(lang, "eff.trade", gain=gain) + extra
    if kind == "tax":
        return say(lang, "eff.tax", n=e["deniers"], building=word(lang, e["building"]))
    if kind == "event_cube":
        how = "roll" if "roll" in e else "per" if "per" in e else "pay"
        return say(lang, f"eff.event_cube.{how}", roll=e.get("roll"))
    gain = _amount(e["gain"], e["amount"], lang)
    if kind == "choice":
        options = word(lang, "or").join(word(lang, o) for o in e["options"])
        return say(lang, "eff.choice", gain=gain, options=options)
    if kind == "majority":
        return say(lang, f"eff.majority.{e['who']}", gain=gain)
    return say(lang, "eff.per", gain=gain, per=word(lang, f"per.{e['per']}"))


def event_text(event: dict, lang: str = "en") -> str:
    """One-line text of an event's effect each round (tooltips)."""
    e = event["effect"]
    kind = e["kind"]
    building = e.get("building")
    if kind == "grey_citizen" and building == "palace":
        kind = "grey_citizen.palace"
    n = e.get("deniers", e.get("influence", e.get("cards")))
    where = word(lang, building) if building in BUILDINGS else ""
    text = say(lang, f"ev.{kind}", n=n, building=where)
    if kind == "none":
        return text
    text = word(lang, "ev.each_round") + text
    if kind in ("pay", "lose", "pay_per_citizen"):
        return text + word(lang, "ev.short")
    return text


def character_text(card: dict, lang: str = "en") -> str:
    """What a character card counts ("deniers")."""
    return word(lang, f"char.{card['counts']}")


def provenance_text(provenance: dict, lang: str = "en") -> str:
    """Where each field of a card comes from: "rulebook: name, effect; provisional: ..."."""
    lines = []
    for source in ("rulebook", "inferred", "provisional"):
        fields = [word(lang, f"field.{f}") for f, s in provenance.items() if s == source]
        if fields:
            lines.append(say(lang, "prov.line", source=word(lang, f"prov.{source}"),
                             fields=word(lang, "sep").join(fields)))
    return "; ".join(lines)


def provisional_note(lang: str = "en") -> str:
    """The line about the reconstructed numbers, for the rules reference."""
    return word(lang, "note")


def help_table() -> dict:
    """Texts.help: the table's rule words (texts.HELP) and, per card, event and character,
    what the page shows of it: ``name.<id>``, ``text.<id>`` (the effect), ``provenance.<id>``
    (which fields come from the rulebook), ``character.<id>`` (what it counts) and ``note``
    (the provisional numbers), worded once per language here so the view carries ids only."""
    return {lang: {**HELP["en"], **HELP.get(lang, {}), **_card_help(lang)} for lang in HELP}


def _card_help(lang: str) -> dict:
    out = {"note": provisional_note(lang)}
    for card in ACTIVITY.values():
        out[f"text.{card['id']}"] = activity_text(card, lang)
    for event in EVENTS.values():
        out[f"text.{event['id']}"] = event_text(event, lang)
    for row in (*ACTIVITY.values(), *EVENTS.values()):
        out[f"name.{row['id']}"] = card_name(row["id"], lang)
        out[f"provenance.{row['id']}"] = provenance_text(row["provenance"], lang)
    for card in CHARACTERS:
        out[f"name.{card['id']}"] = card_name(card["id"], lang)
        out[f"character.{card['id']}"] = character_text(card, lang)
    return out
