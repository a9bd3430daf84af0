"""Action labels as text entries, and the words of raw values in a language (no rules here).

The tables are in texts.py. Prompts, labels and log entries keep raw values (card, place and
seat ids, coalition ids, suits, effect ids, a list of points per seat); ``words`` puts them
into words of the reader's language when the core fills in a template (core/texts.py).
"""

from __future__ import annotations

from tablero.core.texts import seat_text

from .data import (
    ARISTOCRACY_RUPEES,
    BETRAY_COST,
    BORDERS,
    BUILD_COST,
    BUILD_LIMIT,
    COST_PER_CARD,
    COST_PER_CARD_MILITARY,
    COURT,
    EVENTS,
    FATIGUE_MARGIN,
    GIFTS,
    LEVERAGE_RUPEES,
    REGION_NAMES,
    REGIONS,
    bought_name,
    name_of,
)
from .market import buy_cost
from .pieces import owner_of
from .texts import HELP, NAMES, WORDS

NAMED = ("card", "space", "region", "src", "dest")
"""Arguments holding a card or place id: ``words`` adds ``<key>_name``."""

COUNTED = ("rupees", "actions")
"""Arguments holding a count: ``words`` adds ``<key>_text`` ("1 rupee", "2 rupees")."""


def _words(lang: str) -> dict:
    return WORDS.get(lang, WORDS["en"])


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


_VALUES = frozenset(("coalition", "suit", "verb", "side", "kind", "effect", "reason", "row",
                     "box"))
"""Arguments holding a string id worded by the table (``"<key>.<value>"``)."""
_NAMED = frozenset(NAMED)
_COUNTED = frozenset(COUNTED)


def words(args: dict, lang: str = "en") -> dict:
    """A copy of a text entry's arguments with its raw values in words of `lang` (one pass
    over the arguments: labels are worded on every view)."""
    w = _words(lang)
    out = dict(args)
    wakhan = args.get("wakhan")
    if isinstance(wakhan, int):  # Wakhan's entries name her (rules.PaxRules tags them)
        default = seat_text(wakhan, lang)
        for key, value in args.items():
            if (key == "seat" or key.endswith("_seat")) and value == default:
                out[key] = NAMES.get(lang, NAMES["en"])
    for key, value in args.items():
        if key in _VALUES:
            if isinstance(value, str):
                out[key] = w.get(f"{key}.{value}", value)
        elif key in _NAMED:
            if isinstance(value, int):
                out[key + "_name"] = place_name(value, lang)
        elif key in _COUNTED:
            if isinstance(value, int):
                out[key + "_text"] = w[f"{key}.one" if value == 1 else f"{key}.many"].format(
                    n=value)
    icon = args.get("icon")
    if isinstance(icon, str):
        suit = icon.removeprefix("favor_")
        out["icon"] = (w["icon.favor"].format(suit=w[f"suit.{suit}"]) if suit != icon
                       else w.get(f"icon.{icon}", icon))
    if isinstance(args.get("gains"), list):
        out["gains"] = w["sep"].join(w["gain"].format(
            seat=NAMES.get(lang, NAMES["en"]) if s == wakhan else seat_text(s, lang), n=n)
                                     for s, n in enumerate(args["gains"]))
    if "final" in args:
        out["final"] = w["final"] if args["final"] else ""
    if "coalition" in args:
        coalition = args["coalition"]
        out["dominant"] = (w["dominant"].format(coalition=out["coalition"]) if coalition
                           else w["dominant.none"])
    if isinstance(args.get("event"), int) and args["event"] in EVENTS:
        out["event_name"] = bought_name(args["event"])
    return out


_PLAIN = ("pay", "cancel", "done", "take")
_WITH_CARD = ("tax", "gift", "build", "move", "betray", "battle")
_VALUE = ("coalition", "suit", "side")


def label(state: dict, action: dict) -> dict:
    """An action's label as a text entry ("Buy Mohan Lal (2 rupees)", "Army in Kabul");
    in a game with Wakhan the entry names her seat (see ``words``)."""
    entry = _label(state, action)
    if state.get("wakhan"):
        entry["wakhan"] = state["wakhan"]["seat"]
    return entry


def _label(state: dict, action: dict) -> dict:
    verb = action.get("type", "?")
    arg = action.get(verb)
    where = _state(state)
    if verb == "buy" and isinstance(arg, int):
        return _buy_label(state, arg)
    if verb in ("play", "discard") and isinstance(arg, int):
        return {"msg": verb, "card": arg}
    if verb in _WITH_CARD and "card" in action:
        return {"msg": "with_" + verb, "card": action["card"]}
    if where == "tax" and verb in ("card", "seat"):
        return {"msg": "tax_" + verb, verb: arg}
    if verb == "card" and isinstance(arg, int):
        return _card_label(state, arg)
    if verb == "space" and where in ("build", "infrastructure"):
        return {"msg": "army_at" if arg in REGIONS else "road_at", "space": arg}
    if verb in ("space", "seat"):
        return {"msg": verb, verb: arg}
    if verb == "take" and where == "prize":
        return _take_label(state)
    if verb in _PLAIN:
        return {"msg": verb}
    if verb == "pass":
        return {"msg": "end_turn" if where == "main" else "pass"}
    if verb in ("army", "tribe", "spy", "road"):
        return _piece_label(state, action)
    if verb == "gift":
        return {"msg": "gift", "n": GIFTS[arg]}
    if verb in _VALUE:
        return {"msg": verb, verb: arg}
    if verb == "amount":
        return {"msg": "amount", "rupees": arg} if arg else {"msg": "waive"}
    return {"msg": verb}


def _buy_label(state: dict, card: int) -> dict:
    """"Buy" with its cost; an event names only its bought half and what that does."""
    seat = state["stack"][-1]["player"]
    cost = buy_cost(state, seat, card) if state.get("market") else 0
    if card in EVENTS:
        return {"msg": "buy_event", "event": card, "rupees": cost, "effect": EVENTS[card][2]}
    return {"msg": "buy", "card": card, "rupees": cost}


def _card_label(state: dict, card: int) -> dict:
    """A court card, with whose court it is in."""
    owner = owner_of(state, card) if "courts" in state else None
    if owner is None:
        return {"msg": "card", "card": card}
    return {"msg": "card_of", "card": card, "owner_seat": owner}


def _take_label(state: dict) -> dict:
    """Taking a prize of another coalition changes the taker's loyalty: the label says so."""
    fr = state["stack"][-1]
    coalition = COURT[fr["card"]]["prize"]
    if coalition != state["loyalty"][fr["player"]]:
        return {"msg": "take_switch", "coalition": coalition}
    return {"msg": "take"}


def _piece_label(state: dict, action: dict) -> dict:
    """Labels of pieces: to move (move prompt) or to remove (battle_remove prompt)."""
    verb = action["type"]
    arg = action[verb]
    removing = _state(state) == "battle_remove"
    if verb == "road":
        return {"msg": "road_of", "coalition": arg, "space": action.get("space")}
    if verb == "army" and removing:
        return {"msg": "army_of", "coalition": arg}
    if verb in ("tribe", "spy") and removing:
        return {"msg": verb + "_of", "seat": arg}
    if verb == "spy":
        return {"msg": "spy_on", "card": arg}
    return {"msg": verb + "_at", "space": arg}


class _Keep(dict):
    """Placeholders the figures do not fill stay for the page ({n}, {name})."""

    def __missing__(self, key):
        return "{" + key + "}"


def _figures(lang: str) -> dict:
    """The rule figures the help texts quote, from data.py, in words of `lang`."""
    w = _words(lang)
    prices = [str(p) for p in sorted(GIFTS.values())]
    return {
        "leverage": LEVERAGE_RUPEES, "build_cost": BUILD_COST, "build_limit": BUILD_LIMIT,
        "betray_cost": BETRAY_COST, "fatigue": FATIGUE_MARGIN, "aristocracy": ARISTOCRACY_RUPEES,
        "base": COST_PER_CARD, "per": COST_PER_CARD_MILITARY,
        "gift_prices": w["or_sep"].join(prices[:-1]) + w["or_last"] + prices[-1],
    }


def help_table() -> dict:
    """Texts.help: the help templates of every language with the rule figures filled in,
    Wakhan's card boxes and the region names (``region.<id>``: the page keeps no copy)."""
    return {lang: {**{key: text.format_map(_Keep(_figures(lang))) for key, text in table.items()},
                   **_wakhan_help(lang), **_region_help(lang)}
            for lang, table in HELP.items()}


def _region_help(lang: str) -> dict:
    """The regions' names as printed (the same in every language), for the map and facts."""
    return {f"region.{region}": place_name(region, lang) for region in REGIONS}


def _wakhan_help(lang: str) -> dict:
    """Wakhan's AI-card boxes and arrow rows, for her card on the table ("wakhan.box.tax")."""
    return {"wakhan." + key: text for key, text in WORDS[lang].items()
            if key.startswith(("box.", "row."))}


def _state(state: dict) -> str | None:
    return (state.get("stack") or [{}])[-1].get("state")
