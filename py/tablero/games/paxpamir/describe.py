"""Action labels, prompts and log lines in English, Japanese or Spanish (no rules here).

The tables are in texts.py. Log entries keep raw values (coalition ids, suits, effect ids,
a list of points per seat); ``log_words`` puts them into words of the reader's language when
the session fills in a template (docs/engine-protocol.md).
"""

from __future__ import annotations

from .cleanup import court_limit, hand_limit
from .data import BORDERS, COURT, GIFTS, REGION_NAMES, name_of
from .texts import WORDS

LANGS = ("en", "ja", "es")


def _words(lang: str) -> dict:
    return WORDS.get(lang, WORDS["en"])


def seat_text(seat: int, lang: str = "en") -> str:
    """"Player 2" in `lang`, named as the core names seats."""
    from tablero.core.session import local_seat_name

    return local_seat_name(seat, lang)


def place_name(loc: int, lang: str = "en") -> str:
    """Readable name of a region, border, gift space or card (names stay as printed)."""
    if loc in REGION_NAMES:
        return REGION_NAMES[loc].capitalize()
    if loc in BORDERS:
        a, b = BORDERS[loc]
        return f"{place_name(a)}-{place_name(b)}"
    if loc in GIFTS:
        return _words(lang)["gift_space"].format(n=GIFTS[loc])
    return name_of(loc)


def log_words(args: dict, lang: str = "en") -> dict:
    """A copy of a log entry's arguments with its raw values in words of `lang`."""
    w = _words(lang)
    out = type(args)(args) if isinstance(args, dict) else dict(args)
    for key in ("coalition", "suit", "verb", "side", "kind", "effect", "reason"):
        value = args.get(key)
        if isinstance(value, str):
            out[key] = w.get(f"{key}.{value}", value)
    icon = args.get("icon")
    if isinstance(icon, str):
        suit = icon.removeprefix("favor_")
        out["icon"] = (w["icon.favor"].format(suit=w[f"suit.{suit}"]) if suit != icon
                       else w.get(f"icon.{icon}", icon))
    if isinstance(args.get("gains"), list):
        out["gains"] = w["sep"].join(w["gain"].format(seat=seat_text(s, lang), n=n)
                                     for s, n in enumerate(args["gains"]))
    if "final" in args:
        out["final"] = w["final"] if args["final"] else ""
    if "coalition" in args:
        coalition = args["coalition"]
        out["dominant"] = (w["dominant"].format(coalition=out["coalition"]) if coalition
                           else w["dominant.none"])
    for key in ("card", "space", "region", "src", "dest"):
        if isinstance(args.get(key), int):
            out[key + "_name"] = place_name(args[key], lang)
    return out


def _top(state: dict) -> dict:
    return (state.get("stack") or [{}])[-1]


_PLAIN = ("pay", "cancel", "done", "take")


def describe(state: dict, action: dict, lang: str = "en") -> str:
    """A short label of an action in `lang` ("Buy Mohan Lal", "Army in Kabul")."""
    w = _words(lang)
    verb = action.get("type", "?")
    arg = action.get(verb)
    if verb in ("buy", "play", "discard") and isinstance(arg, int):
        return w[f"label.{verb}"].format(card=name_of(arg))
    if verb in ("tax", "gift", "build", "move", "betray", "battle") and "card" in action:
        return w["label.with"].format(verb=_capital(w[f"verb.{verb}"]),
                                      card=name_of(action["card"]))
    if verb == "card":
        return name_of(action["card"])
    if verb == "space":
        return place_name(action["space"], lang)
    if verb in _PLAIN:
        return w[f"label.{verb}"]
    if verb == "pass":
        return w["label.end_turn" if _top(state).get("state") == "main" else "label.pass"]
    label = _piece_label(state, action, lang)
    if label is not None:
        return label
    return _choice_label(verb, arg, lang)


def _piece_label(state: dict, action: dict, lang: str) -> str | None:
    """Labels of pieces: to move (move prompt) or to remove (battle_remove prompt)."""
    w = _words(lang)
    verb = action.get("type")
    arg = action.get(verb)
    if verb not in ("army", "tribe", "spy", "road") or arg is None:
        return None
    removing = _top(state).get("state") == "battle_remove"
    if verb == "road":
        return w["label.road_of"].format(coalition=w.get(f"coalition.{arg}", arg),
                                         place=place_name(action.get("space"), lang))
    if verb == "army" and removing:
        return w["label.army_of"].format(coalition=w.get(f"coalition.{arg}", arg))
    if verb in ("tribe", "spy") and removing and isinstance(arg, int):
        return w[f"label.{verb}_of"].format(seat=seat_text(arg, lang))
    if verb == "spy":
        return w["label.spy_on"].format(card=name_of(arg))
    return w[f"label.{verb}_at"].format(place=place_name(arg, lang))


def _choice_label(verb: str, arg, lang: str) -> str:
    """Labels of one-value choices (seat, gift, coalition, suit, side, amount)."""
    w = _words(lang)
    if verb == "seat" and isinstance(arg, int):
        return seat_text(arg, lang)
    if verb == "gift" and arg in GIFTS:
        return w["label.gift"].format(n=GIFTS[arg])
    if verb in ("coalition", "suit", "side") and isinstance(arg, str):
        word = w.get(f"{verb}.{arg}", arg)
        return _capital(w[f"label.{verb}"].format(**{verb: word}))
    if verb == "amount":
        return w["label.amount"].format(n=arg)
    if arg is not None:
        return f"{_capital(verb)} {arg}"
    return _capital(verb)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


_SIMPLE_PROMPTS = ("loyalty", "play_side", "gift", "infrastructure", "move_to", "betray",
                   "battle", "confidence", "reclaim")
_EVENT_PROMPTS = {"rumor": "choose_seat", "other_persuasive_methods": "choose_seat",
                  "pashtunwali_values": "choose_suit", "rebuke": "choose_region"}


def prompt_in(state: dict, player: int, english: str | None, lang: str = "en") -> str | None:
    """The prompt of the seat's current state in `lang` (the rules' English as the fallback)."""
    if english is None or not state.get("stack"):
        return english
    fr = state["stack"][-1]
    name = fr.get("state")
    w = _words(lang)
    if name in _SIMPLE_PROMPTS:
        return w[f"prompt.{name}"]
    if name == "event_choice":
        return w["prompt." + _EVENT_PROMPTS.get(fr.get("effect"), "choose_region")]
    args = _prompt_args(state, player, fr, lang)
    if args is None:
        return english
    return w[f"prompt.{name}"].format(**args)


def _prompt_args(state: dict, player: int, fr: dict, lang: str) -> dict | None:
    """The values a prompt pattern needs (None: a state without a pattern here)."""
    from .actions import build_cost

    name = fr.get("state")
    region = fr.get("region") or (fr.get("regions") or [None])[0]
    if name in ("blackmail", "place_road", "place_spy"):
        return {"region": place_name(region, lang) if region else "?"}
    if name == "main":
        return {"n": state["turn"]["actions"]}
    if name in ("bribe", "bribe_pay"):
        other = fr["payer"] if name == "bribe" else fr["payee"]
        return {"seat": seat_text(other, lang), "n": fr["amount"]}
    if name in ("tax", "move", "battle_remove"):
        return {"n": fr.get("left")}
    if name == "build":
        return {"placed": fr["placed"], "cost": build_cost(state, player, fr["placed"])}
    if name == "prize":
        prize = COURT[fr["card"]]["prize"]
        return {"card": name_of(fr["card"]),
                "coalition": _words(lang).get(f"coalition.{prize}", prize)}
    if name == "cleanup_court_pick":
        return {"n": court_limit(state, player)}
    if name == "cleanup_hand_pick":
        return {"n": hand_limit(state, player)}
    if name == "repay":
        return {"n": state["owed"][player]}
    return None
