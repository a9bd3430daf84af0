"""Troyes texts in English, Japanese and Spanish: log lines, action labels, prompts and the
effect texts of cards and events (tables in words.py; English fills any gap).

Card, event and character names stay as printed. Log entries keep raw ids (a space 402, a
building "palace", a die colour); ``log_words`` (the core's hook) says them in the line's
language, so old records read in any language.
"""

from __future__ import annotations

from .board import space_of
from .data import (
    ACTIVITY,
    BUILDINGS,
    COLORS,
    EVENTS,
    FLIP_COST,
    FLIP_MAX,
    MODIFIER_TEXT,
    PROVISIONAL_NOTE,
)
from .words import PROVENANCE, WORDS


def word(lang: str, key: str) -> str:
    """A word or pattern in `lang`, else in English."""
    table = WORDS.get(lang, WORDS["en"])
    return table[key] if key in table else WORDS["en"][key]


def say(lang: str, key: str, **args) -> str:
    """A pattern of WORDS in `lang` with its {placeholders} filled."""
    return word(lang, key).format(**args)


def space_text(sid, lang: str = "en", key: str = "space") -> str:
    """"Palace space 2" for space id 402 (any other value as it is)."""
    where = space_of(sid)
    if where is None:
        return str(sid)
    return say(lang, key, building=word(lang, where[0]), n=where[1] + 1)


def log_words(args: dict, lang: str = "en") -> dict:
    """A log entry's arguments (seats already named) with space ids, buildings, die colours
    and lists of die values in words of `lang` (docs/engine-protocol.md, ``log_words``)."""
    out = dict(args)
    if "space" in out:
        out["space"] = space_text(out["space"], lang)
    if out.get("building") in BUILDINGS:
        out["building"] = word(lang, out["building"])
    if out.get("color") in COLORS:
        out["color"] = word(lang, out["color"])
    if isinstance(out.get("values"), list):
        out["values"] = word(lang, "sep").join(str(v) for v in out["values"])
    return out

_SIMPLE = ("cathedral", "agriculture", "place", "flip", "recruit", "pass", "confirm", "cancel",
           "reset", "give_up", "stop", "supply")


def describe(state: dict, action: dict, lang: str = "en") -> str:
    """A short label of an action in `lang` ("Activate Merchant")."""
    kind = action.get("type")
    if kind in _SIMPLE:
        return word(lang, f"label.{kind}")
    if kind in ("card", "cube"):
        return say(lang, f"label.{kind}", name=_card_name(action.get("card")))
    if kind == "event":
        return say(lang, "label.event", name=_event_name(action.get("event")))
    if kind in ("die", "reroll"):
        return _die_label(state, action, lang)
    if kind == "black":
        black, index = state.get("black", []), action.get("black")
        value = black[index] if isinstance(index, int) and 0 <= index < len(black) else "?"
        return say(lang, "label.black", value=value)
    if kind == "space":
        label = space_text(action.get("space"), lang, "label.space")
        return label if space_of(action.get("space")) else "?"
    if kind == "activate":
        option = action.get("option")
        if option:
            return say(lang, "label.activate_option", option=word(lang, option)
                       if option in BUILDINGS else option)
        return word(lang, "label.activate")
    return str(kind)


def _card_name(card) -> str:
    return ACTIVITY.get(card, {}).get("name", "?")


def _event_name(card) -> str:
    return EVENTS.get(card, {}).get("name", "?")


def _seat(seat: int, lang: str) -> str:
    from tablero.core.session import local_seat_name

    return local_seat_name(seat, lang)


def _die_label(state: dict, action: dict, lang: str) -> str:
    """"Die yellow 3 (Player 2; dice cost 4)": the price the group would have with it."""
    from .dice import group_cost, modifier_of

    d = next((d for d in state.get("dice", []) if d["id"] == action.get("die")), None)
    if d is None:
        return "?"
    what = say(lang, "label.what", color=word(lang, d["color"]), value=d["value"])
    if action["type"] == "reroll":
        return say(lang, "label.reroll", die=what)
    owner = word(lang, "neutral") if d["owner"] < 0 else _seat(d["owner"], lang)
    fr = state["stack"][-1] if state.get("stack") else {}
    if fr.get("state") != "group":
        return say(lang, "label.die", die=what, owner=owner)
    ids = fr["chosen"] + [d["id"]]
    cost = sum(group_cost(state, fr["player"], ids, modifier_of(state, fr["cube"])).values())
    return say(lang, "label.die_cost", die=what, owner=owner, cost=cost)


# --- prompts ---------------------------------------------------------------------------------

def target_text(target: dict, lang: str = "en") -> str:
    """What a dice group is for: "Merchant", "event War", "the cathedral"..."""
    kind = target.get("kind")
    if kind == "card":
        return say(lang, "target.card", name=_card_name(target.get("card")))
    if kind == "event":
        return say(lang, "target.event", name=_event_name(target.get("card")))
    return word(lang, f"target.{kind}")


def _group_args(g: dict, fr: dict, player: int, lang: str) -> dict:
    from .dice import group_cost, modifier_of

    cost = sum(group_cost(g, player, fr["chosen"], modifier_of(g, fr["cube"])).values())
    return {"target": target_text(fr["target"], lang), "cost": cost}


def _counter_args(g: dict, fr: dict, player: int, lang: str) -> dict:
    from .dice import counter_strength

    have = counter_strength([d for d in g["dice"] if d["id"] in fr["chosen"]])
    return {"need": sum(g["black"][t] for t in fr["targets"]), "have": have}


def _hire_args(g: dict, fr: dict, player: int, lang: str) -> dict:
    from .activity import hire_cost

    return {"cost": hire_cost(g["activity"][fr["slot"]])}


def _activate_args(g: dict, fr: dict, player: int, lang: str) -> dict:
    return {"name": _card_name(g["activity"][fr["slot"]]["card"]), "left": fr["left"]}


_PROMPT_ARGS = {
    "group": _group_args, "counter": _counter_args, "hire": _hire_args,
    "activate": _activate_args,
    "flip": lambda g, fr, player, lang: {"n": FLIP_MAX, "cost": FLIP_COST},
}
"""The numbers and names each prompt state's text needs (the states without one need none)."""


def prompt_in(state: dict, player: int, english: str | None, lang: str = "en") -> str | None:
    """The prompt of the seat's current state in `lang` (the English text as the fallback)."""
    if english is None or lang == "en" or lang not in WORDS or not state.get("stack"):
        return english
    fr = state["stack"][-1]
    key = f"prompt.{fr.get('state')}"
    if key not in WORDS[lang]:
        return english
    build = _PROMPT_ARGS.get(fr.get("state"))
    return say(lang, key, **(build(state, fr, player, lang) if build else {}))


# --- card and event texts (tooltips) -----------------------------------------------------------

def _amount(what: str, n: int, lang: str) -> str:
    return say(lang, f"amt.{what}", n=n)


def _amounts(d: dict, lang: str) -> str:
    return word(lang, "and").join(_amount(k, v, lang) for k, v in d.items())


def modifier_text(modifier: str, lang: str = "en") -> str:
    """What a cube of a delayed card does later."""
    if lang == "en":
        return MODIFIER_TEXT[modifier]
    return WORDS.get(lang, {}).get(f"mod.{modifier}", MODIFIER_TEXT[modifier])


def activity_text(card: dict, lang: str = "en") -> str:
    """One-line text of an activity card's effect (tooltips)."""
    e = card["effect"]
    kind = e["kind"]
    if kind == "cube":
        return say(lang, "eff.cube", mod=modifier_text(e["modifier"], lang))
    if kind == "trade":
        gain = _amounts(e["gain"], lang)
        if e["pay"]:
            return say(lang, "eff.trade_pay", pay=_amounts(e["pay"], lang), gain=gain)
        return say(lang, "eff.trade", gain=gain)
    gain = _amount(e["gain"], e["amount"], lang)
    if kind == "choice":
        options = word(lang, "or").join(word(lang, o) for o in e["options"])
        return say(lang, "eff.choice", gain=gain, options=options)
    if e["per"] == "one":
        key = "eff.one_palace" if e.get("requires") == "palace_citizens" else "eff.one"
        return say(lang, key, gain=gain)
    return say(lang, "eff.per", gain=gain, per=word(lang, f"per.{e['per']}"))


def event_text(event: dict, lang: str = "en") -> str:
    """One-line text of an event's effect each round (tooltips)."""
    e = event["effect"]
    kind = e["kind"]
    if kind == "lose":
        kind = "lose_influence" if "influence" in e else "lose_vp"
    building = word(lang, e["building"]) if e.get("building") in BUILDINGS else ""
    text = say(lang, f"ev.{kind}", n=e.get("deniers"), building=building, value=e.get("value"))
    if kind in ("none", "neutral_citizen"):
        return text
    return text + word(lang, "ev.short")


def character_text(card: dict, lang: str = "en") -> str:
    """What a character card counts ("deniers")."""
    if lang == "en":
        return card["text"]
    return WORDS.get(lang, {}).get(f"char.{card['counts']}", card["text"])


def provenance_text(note: str, lang: str = "en") -> str:
    """Where a provisional card's numbers come from (English when a note has no translation)."""
    return PROVENANCE.get(lang, {}).get(note, note)


def provisional_note(lang: str = "en") -> str:
    """The line about the reconstructed numbers, for the rules reference."""
    if lang == "en":
        return PROVISIONAL_NOTE
    return WORDS.get(lang, {}).get("note", PROVISIONAL_NOTE)
