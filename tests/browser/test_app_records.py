"""Records: share link and file round trips, replay, refusals that overwrite nothing.

Issue 7 tests: "share link and file round trip; corrupt link and file refused with nothing
overwritten", and replay (step back and forth, link to a step, viewpoints of a finished game).
"""

from __future__ import annotations

import json
import re

from ..engine.test_no_english import leftovers
from .saves_helper import idb_saves
from .ui_helpers import page_record, start_pyramids_game

PAGE = "index.html?test=1&delay=0"
SETTLED = "() => window.__app && window.__app.settled"
REPLAY = "() => window.__app && window.__app.phase === 'replay'"
LOBBY = "() => window.__app && window.__app.phase === 'lobby'"


def start(page, site_url, moves: int = 3) -> None:
    start_pyramids_game(page, site_url + PAGE, seed=9, moves=moves)


def storage(page) -> dict:
    """The saved games (IndexedDB) and the rest of the page's storage (localStorage)."""
    local = page.evaluate("() => Object.fromEntries(Object.keys(localStorage)"
                          ".map((k) => [k, localStorage.getItem(k)]))")
    return {"saves": idb_saves(page), "local": local}


def test_share_link_round_trip_and_replay(page, site_url):
    start(page, site_url)
    record = page_record(page)
    page.click("#table-share")  # a spectator's link (tests/browser/test_shared_secrets.py)
    page.click("#table-share-full")  # the whole record, for the player's own use
    page.wait_for_function("() => document.getElementById('table-share-out').textContent"
                           ".includes('every hidden card')")
    link = page.evaluate("() => window.__app.lastLink")
    assert "#r=" in link and len(link) < 2000
    page.goto(link.replace("index.html#", PAGE + "#"))
    page.wait_for_function(REPLAY, timeout=120_000)
    state = page.evaluate("() => window.__app.replay")
    shared = {**state["record"], "seats": record["seats"]}
    assert shared == {**record, "seats": record["seats"]}
    total = len(record["actions"])
    assert state["total"] == total and page.evaluate("() => window.__app.view.step") == total
    page.click("#replay-prev")
    page.wait_for_function("n => window.__app.phase === 'replay' && window.__app.view.step === n",
                           arg=total - 1)
    page.click("#replay-first")
    page.wait_for_function("() => window.__app.phase === 'replay'"
                           " && window.__app.view.step === 0")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => window.__app.view.step === 1")
    page.click("#replay-link")
    page.click("#table-share-full")
    page.wait_for_function("() => (window.__app.lastLink || '').includes('step=1')")
    at_step = page.evaluate("() => window.__app.lastLink")
    page.goto(site_url + "__test__/engine.html")  # leave, then open the step link afresh
    page.goto(at_step.replace("index.html#", PAGE + "#"))
    page.wait_for_function(REPLAY, timeout=120_000)
    assert page.evaluate("() => window.__app.view.step") == 1
    assert page.is_disabled("#replay-seat")  # an unfinished game: no seat's private view
    # play on from the replayed step: a new saved game, the shared one untouched
    page.click("#replay-play")
    page.wait_for_function(SETTLED)
    assert page.evaluate("() => window.__app.view.step") >= 1


def test_file_round_trip(page, site_url, tmp_path):
    start(page, site_url)
    record = page_record(page)
    with page.expect_download() as info:
        page.click("#table-export")
    path = tmp_path / "game.json"
    info.value.save_as(path)
    saved = json.loads(path.read_text())
    assert saved["actions"] == record["actions"] and saved["seed"] == record["seed"]
    page.click("#table-lobby")
    page.wait_for_function(LOBBY)
    page.set_input_files("#lobby-import", str(path))
    page.wait_for_function(REPLAY)
    assert page.evaluate("() => window.__app.replay.record.actions") == record["actions"]


def test_finished_game_replay_switches_viewpoint(page, site_url):
    """A finished game's replay shows any seat's view (hands included) or a spectator's."""
    page.goto(site_url + PAGE)
    page.wait_for_function(LOBBY, timeout=120_000)
    record = page.evaluate("""async () => {
      const t = window.tablero;
      let res = await t.call({cmd: 'new', game: 'pyramids', players: 2, seed: 4});
      const match = res.match;
      while (!res.view.result) {
        const seat = res.view.active[0];
        const bot = await t.call({cmd: 'bot', match, seat, level: 'random'});
        res = await t.call({cmd: 'act', match, seat, action: bot.action});
      }
      return (await t.call({cmd: 'export', match})).record;
    }""")
    page.set_input_files("#lobby-import", files=[{
        "name": "finished.json", "mimeType": "application/json",
        "buffer": json.dumps(record).encode()}])
    page.wait_for_function(REPLAY)
    assert page.is_enabled("#replay-seat")
    page.select_option("#replay-seat", "1")
    page.wait_for_function("() => window.__app.phase === 'replay' && window.__app.view.seat === 1")
    page.click("#replay-prev")
    page.wait_for_function("() => window.__app.phase === 'replay'"
                           " && window.__app.view.step === window.__app.replay.total - 1")
    assert page.evaluate("() => window.__app.view.seat") == 1


def test_corrupt_link_and_files_are_refused_and_overwrite_nothing(page, site_url):
    start(page, site_url, moves=1)
    page.click("#table-lobby")
    page.wait_for_function(LOBBY)
    before = storage(page)
    assert len(before["saves"]) == 1
    page.goto(site_url + PAGE + "#r=AAAAthis-is-not-deflate")
    page.wait_for_selector("#lobby-message:not([hidden])", timeout=120_000)
    assert "damaged" in page.text_content("#lobby-message")
    assert storage(page) == before

    def refused(name: str, data: bytes) -> str:
        page.set_input_files("#lobby-import", files=[{
            "name": name, "mimeType": "application/json", "buffer": data}])
        page.wait_for_function("() => !document.getElementById('lobby-message').hidden"
                               " && window.__app.phase === 'lobby'")
        text = page.text_content("#lobby-message")
        page.evaluate("() => { document.getElementById('lobby-message').hidden = true; }")
        return text

    good = {"format": "tablero-record/1", "game": "pyramids", "engine": "0.1.0", "seed": 1,
            "players": 2, "options": {}, "actions": []}
    assert "JSON" in refused("cut.json", json.dumps(good).encode()[:40])
    assert "unknown game" in refused("chess.json", json.dumps({**good, "game": "chess"}).encode())
    assert "newer" in refused("future.json", json.dumps({**good, "engine": "9.0.0"}).encode())
    bad_action = {**good, "actions": [[0, {"type": "nonsense"}]]}
    assert "move 1 cannot be played" in refused("bad.json", json.dumps(bad_action).encode())
    assert storage(page) == before


def test_saved_games_and_refusals_in_the_players_language(page, site_url):
    """Issue 42: in Japanese and Spanish the saved game's date and the game names stayed
    English, and a broken record file was refused with the engine's own words ("got None").
    The date is the language's, the names the engine's names in that language, and a refusal
    says which part of the file is wrong in the player's words."""
    start(page, site_url, moves=1)
    page.click("#table-lobby")
    page.wait_for_function(LOBBY)
    broken = json.dumps({"format": "tablero-record/1", "game": "pyramids", "engine": "0.1.0",
                         "seed": None, "players": 2, "actions": []}).encode()
    expected = {"en": ("Pyramids", "seed"), "ja": ("ピラミッズ", "シード"),
                "es": ("Pyramids", "semilla")}
    for lang, (name, seed_word) in expected.items():
        page.select_option("#lobby-lang", lang)
        info = page.text_content("#lobby-saved-info")
        assert name in info, info
        games = page.locator("#lobby-game option").all_text_contents()
        assert [g for g in games if g.startswith("Pax Pamir") or "パミール" in g], games
        if lang != "en":
            assert not [w for t in [info, *games] for w in leftovers(t, lang)], (info, games)
            assert not re.search(r"\b(AM|PM)\b", info), info
        page.set_input_files("#lobby-import", files=[{
            "name": "broken.json", "mimeType": "application/json", "buffer": broken}])
        page.wait_for_function("() => !document.getElementById('lobby-message').hidden")
        message = page.text_content("#lobby-message")
        page.evaluate("() => { document.getElementById('lobby-message').hidden = true; }")
        assert seed_word in message and "None" not in message, message
        if lang != "en":
            assert not leftovers(message, lang), message
