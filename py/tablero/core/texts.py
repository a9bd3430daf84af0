"""Words: prompts, action labels and log entries are text entries ``{"msg": key, **args}``
that the rules wrote once; this module words them in a language from the game's tables.

The rules never build a display sentence and no number is computed again for a translation:
an entry carries the numbers, the game's ``Texts.words`` turns ids into names, and the table
of the language (English the fallback of every key) gives the sentence.
"""

from __future__ import annotations

LANGS = ("en", "ja", "es")
"""Languages of every text; English is the fallback of every key."""

CORE_TEXTS = {
    "en": {"seat": "Player {n}", "waiting": "Waiting for {names}.", "over": "The game is over.",
           "sep": ", "},
    "ja": {"seat": "プレイヤー{n}", "waiting": "{names}の手番を待っています。",
           "over": "ゲーム終了です。", "sep": "、"},
    "es": {"seat": "Jugador {n}", "waiting": "Esperando a {names}.",
           "over": "La partida ha terminado.", "sep": ", "},
}
"""The few texts the core itself writes into a view, per language."""


class _Args(dict):
    def __missing__(self, key):
        return "?"


def seat_text(seat: int | None, lang: str = "en") -> str:
    """How the engine names a seat in `lang` ("Player 2", "プレイヤー2", "Jugador 2")."""
    if seat is None:
        return "Spectator"
    return CORE_TEXTS.get(lang, CORE_TEXTS["en"])["seat"].format(n=seat + 1)


def table_in(tables: dict, lang: str) -> dict:
    """One of a game's text tables in `lang`, each missing key taken from English."""
    return {**tables.get("en", {}), **tables.get(lang, {})}


def game_names(game) -> dict:
    """The game's name in every language: its help table's ``game.name``, else its name."""
    return {lang: table_in(game.texts.help, lang).get("game.name", game.name) for lang in LANGS}


def word(game, table: dict, entry: dict, lang: str) -> str:
    """An entry's template from ``table`` (one language) filled in: seats by name, then the
    game's ``words`` put the other raw values into words of `lang`. An unknown key is shown
    as it is (never an error: a text must not stop the game)."""
    template = table.get(entry["msg"], entry["msg"])
    args = _Args(entry)
    for key, value in entry.items():
        if (key == "seat" or key.endswith("_seat")) and isinstance(value, int):
            args[key] = seat_text(value, lang)
    if game.texts.words is not None:
        args = _Args(game.texts.words(args, lang))
    return template.format_map(args)


def log_text(game, entry: dict, lang: str = "en") -> str:
    """Text of a log entry in `lang`."""
    return word(game, table_in(game.texts.log, lang), entry, lang)


def prompt_text(game, state: dict, seat: int, lang: str = "en") -> str | None:
    """What the seat is asked to do in `lang`, or None when it is not asked."""
    acts = game.ask(state, seat)
    if acts is None or acts.prompt is None:
        return None
    return word(game, table_in(game.texts.prompts, lang), acts.prompt, lang)


def label_text(game, state: dict, action: dict, lang: str = "en") -> str:
    """An action's label in `lang` ("Take pair 2")."""
    return word(game, table_in(game.texts.labels, lang), game.label(state, action), lang)


def labels(game, state: dict, actions: list[dict], lang: str = "en") -> list[str]:
    """The labels of several actions (the tables looked up once)."""
    return labels_and_groups(game, state, actions, lang)[0]


def labels_and_groups(game, state: dict, actions: list[dict],
                      lang: str = "en") -> tuple[list[str], list[dict]]:
    """The labels of several actions, and their groups: a label entry may carry ``"group":
    key`` (Mexica: "walk", "boat", "teleport"), worded by the label table's ``group.<key>``.
    Groups are ``{"key", "title", "actions": [indices]}`` in the order the English table
    lists their ``group.<key>`` entries (a key it lacks comes last), empty when no label
    carries a group. The page lists a group's actions under its title; the actions keep
    their order (bots and records choose by position)."""
    table = table_in(game.texts.labels, lang)
    texts, members = [], {}
    for index, action in enumerate(actions):
        entry = game.label(state, action)
        texts.append(word(game, table, entry, lang))
        if isinstance(entry.get("group"), str):
            members.setdefault(entry["group"], []).append(index)
    if not members:
        return texts, []
    order = [k[len("group."):] for k in game.texts.labels.get("en", {}) if k.startswith("group.")]
    rank = {key: n for n, key in enumerate(order)}
    keys = sorted(members, key=lambda k: rank.get(k, len(order)))
    groups = [{"key": k, "title": table.get(f"group.{k}", k), "actions": members[k]}
              for k in keys]
    return texts, groups
