"""What a link gives away (issue 38): a shared unfinished game rebuilds no hidden card.

A share link of an unfinished game used to carry its record, seed included: from a Pyramids
link alone the bots' tombs and hands and the deck order were rebuilt, from a 1-player Pax
Pamir link Wakhan's AI deck. "Share link" now gives what a spectator sees: the engine's dealt
description of the step (hidden cards null), no action and no seed, dealt anew at every
opening. Checked here on the link itself (no seed anywhere, no card the spectator may not see)
and by opening it twice: the hidden cards of the two openings differ, and neither is the real
game's. The full record is still there for the player's own use, labelled so; the Embed
dialog offers no record form while such a game is on.
"""

from __future__ import annotations

import base64
import json
import zlib
from urllib.parse import parse_qs, urlsplit

from tablero import bridge
from tablero.games import GAMES

from ..properties.game_checks import leaks
from .ui_helpers import open_lobby, page_record, play_first_choices, start_game

PAGE = "index.html?test=1&delay=0"
REPLAY = "() => window.__app && window.__app.phase === 'replay'"


def hidden_parts(game: str, spec: dict) -> dict:
    """The parts of a kept description a spectator does not see."""
    if game == "pyramids":
        return {"hands": [s["hand"] for s in spec["seats"]],
                "tombs": [s["tomb"] for s in spec["seats"]], "deck": spec.get("deck")}
    return {"hands": spec["hands"], "deck": spec.get("deck"),
            "wakhan": spec.get("wakhan", {}).get("deck")}


def decode_link(link: str) -> dict:
    data = parse_qs(urlsplit(link).fragment)["r"][0]
    raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
    return json.loads(zlib.decompress(raw, -15))


def keys_named(value, name: str) -> list:
    if isinstance(value, dict):
        return [k for k in value if k == name] + [x for v in value.values()
                                                 for x in keys_named(v, name)]
    if isinstance(value, list):
        return [x for v in value for x in keys_named(v, name)]
    return []


def engine(request: dict) -> dict:
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert answer["ok"], answer
    return answer


def real_state(record: dict) -> tuple[dict, dict]:
    """(state, kept description) of the real game, replayed in CPython."""
    match = engine({"cmd": "load", "record": record})["match"]
    spec = engine({"cmd": "describe_position", "match": match, "hidden": "keep"})["spec"]
    return bridge._session.match(match).state, spec


def opened_hidden(page, link: str, game: str) -> dict:
    """Open the link afresh; the hidden parts of what the page dealt."""
    page.goto(link.replace("index.html#", PAGE + "#"))
    page.wait_for_function(REPLAY, timeout=120_000)
    spec = page.evaluate("""async () => (await window.tablero.call({cmd: "describe_position",
      match: window.__app.replay.match, hidden: "keep"})).spec""")
    return hidden_parts(game, spec)


def check_shared_link(page, site_url, game: str) -> None:
    record = page_record(page)
    state, kept = real_state(record)
    page.click("#table-share")
    page.wait_for_function("() => window.__app.lastLink")
    link = page.evaluate("() => window.__app.lastLink")
    shared = decode_link(link)
    assert shared["actions"] == [] and isinstance(shared["position"], dict)
    assert keys_named(shared, "seed") == []
    assert leaks(GAMES[game], state, None, shared) == set()
    assert "hidden card" in page.text_content("#table-share-out")
    # the full record, for the player's own use only, and said so
    page.click("#table-share-full")
    page.wait_for_function("l => window.__app.lastLink !== l", arg=link)
    full = decode_link(page.evaluate("() => window.__app.lastLink"))
    assert full["seed"] == record["seed"] and full["actions"] == record["actions"]
    assert "every hidden card" in page.text_content("#table-share-out")
    real = hidden_parts(game, kept)
    first = opened_hidden(page, link, game)
    page.goto(site_url + "__test__/engine.html")
    second = opened_hidden(page, link, game)
    assert first != second
    assert real not in (first, second)


def test_a_shared_pyramids_game_rebuilds_no_hidden_card(page, site_url):
    open_lobby(page, site_url + PAGE)
    start_game(page, "pyramids", ["human", "bot:random", "bot:random"], seed=9)
    play_first_choices(page, 3)
    # the Embed dialog: no record form while the game is on
    page.click("#table-embed")
    page.wait_for_function("() => window.__embedDialog && window.__embedDialog.attrs")
    forms = page.eval_on_selector_all("#embed-form option", "els => els.map(e => e.value)")
    assert forms == ["position"]
    attrs = dict(page.evaluate("() => window.__embedDialog.attrs"))
    assert "record" not in attrs and "seed" not in json.loads(attrs["position"])
    page.click("#embed-close")
    check_shared_link(page, site_url, "pyramids")


def test_a_shared_game_against_wakhan_rebuilds_no_hidden_card(page, site_url):
    open_lobby(page, site_url + PAGE)
    start_game(page, "paxpamir", ["human"], seed=21)
    play_first_choices(page, 3)
    check_shared_link(page, site_url, "paxpamir")
