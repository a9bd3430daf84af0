"""Never lose a game, part two (issue 38, problems 2 and 3): restarts and racing tabs.

An engine worker killed while the storage is full comes back at the step the table showed
(every move not yet saved is kept in memory and replayed), and the storage-full warning with its
Save-to-file button stays until a save succeeds; when the engine cannot be restarted, that file
is offered with every move. Tab B taking the game over while tab A clicks
a move, twelve times at twelve offsets, loses no move: A's move is either saved and loaded by
B, or refused before it shows; the tab that lost the game shows "play it here" and nothing else,
and that button works. An empty "tablero" database made beforehand by some other script is
repaired, and saving works.
"""

from __future__ import annotations

import json

from .saves_helper import idb_saves
from .test_app_robust import FULL_STORAGE, PAGE, SETTLED, STEP, play_one
from .ui_helpers import start_pyramids_game

LOST = "() => window.__app && window.__app.phase === 'lost'"
# Click `selector` at wall-clock time `at` (ms): both tabs share the browser's clock.
CLICK_AT = """([at, selector]) => {
  setTimeout(() => document.querySelector(selector).click(), Math.max(0, at - Date.now()));
}"""
# Tab B's click, in ms after tab A's: before, at, and after the moment A's move is made.
OFFSETS = [-40, -20, -8, -3, 0, 2, 5, 10, 20, 40, 80, 150]


def new_tab(context, errors: list):
    tab = context.new_page()
    tab.set_default_timeout(60_000)
    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    tab.on("console", lambda msg: msg.type == "error" and errors.append(msg.text))
    return tab


def test_a_worker_killed_with_storage_full_loses_no_move(page, site_url):
    page.add_init_script(FULL_STORAGE)
    start_pyramids_game(page, site_url + PAGE, seed=7, moves=1)  # saved while there was room
    saved = len(next(iter(idb_saves(page).values()))["actions"])
    page.evaluate("() => localStorage.setItem('test.full', '1')")
    play_one(page)
    step = play_one(page)
    assert page.evaluate("() => window.__app.saveError") == "quota"
    assert saved < step
    page.evaluate("() => window.tablero.killWorker()")  # what an out-of-memory kill does
    page.wait_for_function("() => window.tablero.status === 'restarting'", timeout=30_000)
    page.wait_for_function("() => window.tablero.status === 'ready' && window.__app.settled"
                           " && document.getElementById('notice-text').textContent"
                           ".includes('restarted')", timeout=120_000)
    assert page.evaluate(STEP) == step  # not the last save's step
    assert "where it was" in page.text_content("#notice-text")
    # the warning comes back once the restart's notice fades, and offers every move
    page.wait_for_function("() => document.getElementById('notice-text').textContent"
                           ".includes('storage is full')", timeout=30_000)
    assert page.evaluate("() => window.__app.saveError") == "quota"
    with page.expect_download() as info:
        page.click("#notice-action")
    assert len(json.loads(open(info.value.path()).read())["actions"]) == step
    assert page.is_visible("#notice-action")  # it stays until a save succeeds
    # space is freed: the next move saves the whole game, and a reload resumes it
    page.evaluate("() => localStorage.setItem('test.full', '0')")
    step = play_one(page)
    assert page.evaluate("() => window.__app.saveError") is None
    assert len(next(iter(idb_saves(page).values()))["actions"]) == step
    page.reload()
    page.wait_for_function(SETTLED, timeout=120_000)
    assert page.evaluate(STEP) == step


# From now on a new engine worker fails as it loads (its script is missing).
BROKEN_WORKERS = """() => {
  const Real = window.Worker;
  window.Worker = function Broken(url, options) {
    return new Real(new URL('js/no-such-worker.js', location.href), options);
  };
}"""


def test_an_engine_that_cannot_restart_offers_every_move_in_a_file(page, site_url, page_errors):
    page.add_init_script(FULL_STORAGE)
    page.add_init_script("localStorage.setItem('test.full', '1')")
    start_pyramids_game(page, site_url + PAGE, seed=4, moves=0)
    step = play_one(page)
    assert idb_saves(page) == {}
    page.evaluate(BROKEN_WORKERS)
    page.evaluate("() => window.tablero.killWorker()")  # the new worker cannot start
    page.wait_for_function("() => window.tablero.status === 'failed'", timeout=30_000)
    # said on purpose: the missing script, the engine that failed
    page_errors[:] = [e for e in page_errors if "404" not in e and "Tablero engine" not in e]
    page.wait_for_function("() => document.getElementById('notice-text').textContent"
                           ".includes('could not be restarted')")
    with page.expect_download() as info:
        page.click("#notice-action")
    assert len(json.loads(open(info.value.path()).read())["actions"]) == step


def race_round(holder, other, take: str, offset: int) -> bool:
    """Holder clicks its first action as `other` clicks `take` `offset` ms later; both settle.
    True when the holder's move was made (and then it must be in the game the other loaded)."""
    before = holder.evaluate(STEP)
    at = holder.evaluate("() => Date.now()") + 400
    holder.evaluate(CLICK_AT, [at, "#actions button.action"])
    other.evaluate(CLICK_AT, [at + offset, take])
    other.wait_for_function(SETTLED)
    holder.wait_for_function(LOST)
    made = holder.evaluate(STEP) > before  # the move showed on the holder's table
    (record,), step = idb_saves(other).values(), other.evaluate(STEP)
    assert len(record["actions"]) == step
    if made:
        assert step > before and record["actions"][before][0] == 0, "a move shown, never saved"
    # the tab that lost shows "play it here" and nothing else
    assert holder.is_visible("#lost-play")
    assert not any(holder.is_visible(s) for s in ("#table", "#lobby", "#loading"))
    assert holder.text_content("#lost-message")
    for tab in (holder, other):
        assert tab.evaluate("() => window.__app.saveError") is None
        assert "could not be saved" not in tab.text_content("#notice-text")
    return made


def test_racing_takeover_loses_no_move_and_leaves_no_dead_lobby(browser, site_url):
    context = browser.new_context()
    errors = []
    try:
        first = new_tab(context, errors)
        start_pyramids_game(first, site_url + PAGE, seed=5, moves=1)
        second = new_tab(context, errors)
        second.goto(site_url + PAGE)  # the game is busy here: the notice offers to take it
        second.wait_for_selector("#notice-action:not([hidden])", timeout=120_000)
        tabs, take, made = [first, second], "#notice-action", []
        for offset in OFFSETS:
            made.append(race_round(tabs[0], tabs[1], take, offset))
            tabs.reverse()
            take = "#lost-play"
        print(f"moves made and saved: {sum(made)}, refused before they showed: "
              f"{len(made) - sum(made)}")
        # the lost tab's "play it here" works, and so do the lobby's Continue and Start after
        holder, lost = tabs
        lost.click("#lost-play")
        lost.wait_for_function(SETTLED)
        holder.wait_for_function(LOST)
        assert play_one(lost) > 0
        lost.click("#table-lobby")
        lost.wait_for_function("() => window.__app.phase === 'lobby'")
        lost.click("#lobby-continue")
        lost.wait_for_function(SETTLED)
        lost.click("#table-lobby")
        lost.wait_for_function("() => window.__app.phase === 'lobby'")
        lost.click("#lobby-start")
        lost.wait_for_function(SETTLED)
    finally:
        context.close()
    assert not errors


def test_an_empty_tablero_database_is_repaired_and_saving_works(page, site_url):
    page.goto(site_url + "__test__/board.html")  # any script of the origin could do this
    page.evaluate("""() => new Promise((resolve, reject) => {
      const req = indexedDB.open('tablero');
      req.onsuccess = () => { req.result.close(); resolve(); };
      req.onerror = () => reject(req.error);
    })""")
    assert idb_saves(page) == {}
    step = start_pyramids_game(page, site_url + PAGE, seed=2, moves=1)
    assert page.evaluate("() => window.__app.saveError") is None
    (record,) = idb_saves(page).values()
    assert len(record["actions"]) == step
    page.reload()
    page.wait_for_function(SETTLED, timeout=120_000)
    assert page.evaluate(STEP) == step
