"""Every prompt, label, log and help key of every game exists in en, ja and es with the same
arguments, and a whole random game of each game words every entry it makes from a key. The help
table (the rules' words the page shows: what an action, a card or a space does) is the one way
rule words reach the page, so views take no language (issue 35)."""

from __future__ import annotations

import inspect
import string

import pytest

from tablero.core.playout import random_playout
from tablero.core.texts import LANGS
from tablero.games import GAMES

TABLES = ("log", "prompts", "labels", "help")


def _fields(template: str) -> set[str]:
    """The argument names a template uses (``{card}``, ``{n:d}`` -> card, n)."""
    return {name.split(".")[0].split("[")[0]
            for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_key_exists_in_every_language_with_the_same_arguments(gid, table):
    tables = getattr(GAMES[gid].texts, table)
    english = tables["en"]
    assert english, f"{gid}: no {table} in English"
    for lang in LANGS:
        assert set(tables[lang]) == set(english), (lang, set(tables[lang]) ^ set(english))
        for key, template in tables[lang].items():
            assert _fields(template) == _fields(english[key]), (lang, key)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_a_random_game_uses_only_keys_of_its_tables(gid):
    """Prompts, labels and log entries name keys of the tables (no sentence built in the
    rules: an unknown key would be shown as it is)."""
    game = GAMES[gid]
    seen = {"log": set(), "prompts": set(), "labels": set()}

    def on_step(state, seat, action, new_state):
        acts = game.ask(state, seat)
        seen["prompts"].add(acts.prompt["msg"])
        seen["labels"].update(game.label(state, a)["msg"] for a in acts.actions)

    state, _ = random_playout(game, 3, game.min_players, on_step=on_step)
    seen["log"] = {entry["msg"] for entry in state["log"]}
    for table, keys in seen.items():
        missing = keys - set(getattr(game.texts, table)["en"])
        assert not missing, (table, missing)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_views_take_no_language(gid):
    """A view holds ids and numbers only: its words come from the tables (the core words
    prompt, labels and log; the page the rest, from its strings and the help table)."""
    game = GAMES[gid]
    for make in (game.view, game.shared_view):
        if make is not None:
            assert list(inspect.signature(make).parameters)[2:] == [], make
