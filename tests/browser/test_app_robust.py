"""Never lose a game, never die on input: the front end's half of issue 27.

A deeply nested share link and embed attribute are refused before they reach the engine (which
keeps answering); a decompression bomb is refused within a second; a full storage is said at
once and the game survives a reload once space is freed; two tabs on one save never lose a
move (the tab that lost the game offers to play it here); a killed engine worker is restarted
and the game resumes at the same step. Every page here runs under the Content-Security-Policy:
a violation is a console error, which fails the test (conftest.py), and is also counted from
`securitypolicyviolation` events.
"""

from __future__ import annotations

import base64
import json
import urllib.parse
import zlib

from .saves_helper import idb_saves
from .ui_helpers import start_pyramids_game

PAGE = "index.html?test=1&delay=0"
SETTLED = "() => window.__app && window.__app.settled"
LOBBY = "() => window.__app && window.__app.phase === 'lobby'"
STEP = "() => window.__app.view.step"
GAMES_OK = "async () => (await window.tablero.call({cmd: 'games'})).ok"
COUNT_CSP = """window.__csp = []; document.addEventListener('securitypolicyviolation',
  (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));"""
FULL_STORAGE = """(() => {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    if (localStorage.getItem('test.full') === '1') {
      throw new DOMException('the quota is used up', 'QuotaExceededError');
    }
    return put.apply(this, args);
  };
})();"""


def link_data(text: str) -> str:
    """Share-link data: raw deflate, base64url (js/ui/share.js)."""
    co = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = co.compress(text.encode()) + co.flush()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


DEEP = '{"game": "pyramids", "actions": ' + "[" * 3000 + "]" * 3000 + "}"


def play_one(page) -> int:
    """Seat 0 plays its first listed action; the step after the bots answered."""
    page.wait_for_function(SETTLED)
    step = page.evaluate(STEP)
    page.locator("#actions button.action").first.click()
    page.wait_for_function("s => window.__app.view && window.__app.view.step > s", arg=step)
    page.wait_for_function(SETTLED)
    return page.evaluate(STEP)


def test_deep_link_and_embed_attribute_are_refused_and_the_engine_answers(page, site_url):
    page.add_init_script(COUNT_CSP)
    page.goto(site_url + PAGE + "#r=" + link_data(DEEP))
    page.wait_for_selector("#lobby-message:not([hidden])", timeout=120_000)
    assert "nested deeper" in page.text_content("#lobby-message")
    assert page.evaluate(GAMES_OK)
    # a record whose actions is not a list is an error, not an empty replay
    page.goto(site_url + PAGE + "#r=" + link_data(json.dumps(
        {"game": "pyramids", "seed": 1, "players": 2, "actions": {"0": 1}})))
    page.wait_for_selector("#lobby-message:not([hidden])", timeout=120_000)
    assert "not a list" in page.text_content("#lobby-message")
    assert page.evaluate(GAMES_OK)
    # the embed: a position nested 3,000 deep fails that embed only
    position = '{"players": 2, "x": ' + "[" * 3000 + "]" * 3000 + "}"
    page.goto(site_url + "embed.html#game=pyramids&mode=view&position="
              + urllib.parse.quote(position))
    page.wait_for_function("() => document.querySelector('tablero-game').state === 'error'")
    assert "nested deeper" in page.evaluate("() => document.querySelector('tablero-game').error")
    answer = page.evaluate("""async () => {
      const { tablero } = await import(new URL('js/engine-client.js', location.href));
      await tablero.ready;
      return (await tablero.call({cmd: 'games'})).ok;
    }""")
    assert answer
    assert page.evaluate("() => window.__csp") == []


def test_a_bomb_link_is_refused(page, site_url):
    """A link that would inflate to 60 MB is refused by its size before it is inflated (the
    time it takes is a benchmark matter, not asserted here)."""
    bomb = '{"game": "pyramids", "pad": "' + " " * 60_000_000 + '"}'
    data = link_data(bomb)
    assert len(data) < 200_000
    page.goto(site_url + PAGE)
    page.wait_for_function(LOBBY, timeout=120_000)
    code = page.evaluate("""async (data) => {
      const { decodeRecord } = await import(new URL('js/ui/share.js', location.href));
      try {
        await decodeRecord(data);
        return 'decoded';
      } catch (err) {
        return err.code;
      }
    }""", data)
    assert code == "too_big"
    page.evaluate("data => { location.hash = 'r=' + data; }", data)
    page.wait_for_selector("#lobby-message:not([hidden])", timeout=30_000)  # via hashchange
    assert "larger than" in page.text_content("#lobby-message")
    assert page.evaluate(GAMES_OK)


def test_storage_full_is_shown_and_the_game_survives_a_reload_once_freed(page, site_url):
    page.add_init_script(FULL_STORAGE)
    page.add_init_script("localStorage.setItem('test.full', '1')")
    page.goto(site_url + PAGE)
    page.wait_for_function(LOBBY, timeout=120_000)
    page.click("#lobby-start")  # a game started while the storage is full
    page.wait_for_function(SETTLED)
    assert page.evaluate("() => window.__app.saveError") == "quota"
    step = play_one(page)  # play goes on; each failed write says so again
    assert page.evaluate("() => window.__app.saveError") == "quota"
    assert "storage is full" in page.text_content("#notice-text")
    assert page.is_visible("#notice-action")  # save to a file
    assert idb_saves(page) == {}
    with page.expect_download() as info:
        page.click("#notice-action")
    assert json.loads(open(info.value.path()).read())["actions"]
    # space is freed: the next move saves the whole game, and a reload resumes it
    page.evaluate("() => { localStorage.setItem('test.full', '0'); }")
    page.add_init_script("localStorage.setItem('test.full', '0')")
    step = play_one(page)
    assert page.evaluate("() => window.__app.saveError") is None
    assert "saved again" in page.text_content("#notice-text")
    page.reload()
    page.wait_for_function(SETTLED, timeout=120_000)
    assert page.evaluate(STEP) == step


def test_two_tabs_never_lose_a_move(browser, site_url):
    context = browser.new_context()
    errors = []
    try:
        first = context.new_page()
        first.set_default_timeout(60_000)
        first.on("pageerror", lambda exc: errors.append(str(exc)))
        start_pyramids_game(first, site_url + PAGE, seed=3, moves=1)
        # the second tab resumes the same save: it is told, and asked
        second = context.new_page()
        second.set_default_timeout(60_000)
        second.on("pageerror", lambda exc: errors.append(str(exc)))
        second.goto(site_url + PAGE)
        second.wait_for_selector("#notice-action:not([hidden])", timeout=120_000)
        assert "another tab" in second.text_content("#notice-text")
        assert second.evaluate("() => window.__app.phase") == "lobby"
        step = play_one(first)  # the first tab plays on meanwhile
        (save_id, record), = idb_saves(first).items()
        assert len(record["actions"]) == step
        second.click("#notice-action")  # take over: every saved move comes along
        second.wait_for_function(SETTLED)
        assert second.evaluate(STEP) == step
        first.wait_for_function("() => window.__app.phase === 'lost'")
        assert "another tab" in first.text_content("#lost-message")
        after = play_one(second)
        assert len(idb_saves(second)[save_id]["actions"]) == after
        # the first tab cannot write any more; "play it here" takes the game back, as it is
        assert len(idb_saves(first)[save_id]["actions"]) == after
        first.click("#lost-play")
        first.wait_for_function(SETTLED)
        assert first.evaluate(STEP) == after
        second.wait_for_function("() => window.__app.phase === 'lost'")
    finally:
        context.close()
    assert not errors


def test_a_killed_worker_is_restarted_and_the_game_resumes_at_the_same_step(page, site_url):
    step = start_pyramids_game(page, site_url + PAGE, seed=7, moves=2)
    page.evaluate("() => window.tablero.killWorker()")  # what an out-of-memory kill does
    page.wait_for_function("() => window.tablero.status === 'restarting'", timeout=30_000)
    page.wait_for_function("() => window.tablero.status === 'ready' && window.__app.settled"
                           " && document.getElementById('notice-text').textContent"
                           ".includes('restarted')", timeout=120_000)
    assert page.evaluate(STEP) == step
    assert play_one(page) > step
