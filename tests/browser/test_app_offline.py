"""The installable app: offline after one visit, and a new build taking over with saves kept.

Issue 7 tests: "Offline after one load; update from one build to the next keeps saves; reload
mid-game resumes" and "a new build takes over cleanly on the next load (never a mix of old and
new files), tells the user, and keeps every saved game". Each test serves its own copy of dist/
on its own port, so it can stop the server (a real network loss, not only emulation) or rebuild
the copy without touching dist/ ("build 2" is that copy with one string of en.js changed).
"""

from __future__ import annotations

import json
import shutil

import pytest

from tools.dist import precache
from tools.server import serve_in_thread

from .saves_helper import idb_saves
from .ui_helpers import start_pyramids_game

PAGE = "index.html?test=1&delay=0"
SETTLED = "() => window.__app && window.__app.settled"

WAIT_OFFLINE_READY = """async () => {
  const reg = await navigator.serviceWorker.ready;
  for (let i = 0; i < 600; i += 1) {
    const version = new URL(reg.active.scriptURL).searchParams.get('v');
    const cache = await caches.open('tablero-' + version);
    const listed = await cache.match(new URL('precache.json', location.href));
    if (navigator.serviceWorker.controller && listed) {
      return version;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}"""


@pytest.fixture
def own_site(dist_dir, tmp_path):
    """A copy of dist/ served on a port of its own: {url, dir, stop(), rebuild()}."""
    site = tmp_path / "site"
    shutil.copytree(dist_dir, site)
    server, url = serve_in_thread(0, site)
    state = {"server": server}

    def stop():
        if state["server"]:
            state["server"].shutdown()
            state["server"].server_close()
            state["server"] = None

    def rebuild():
        manifest = precache(site)
        (site / "precache.json").write_text(json.dumps(manifest, indent=1) + "\n")
        return manifest["version"]

    yield {"url": url, "dir": site, "stop": stop, "rebuild": rebuild}
    stop()


def start_game_and_act(page, url: str, moves: int = 2) -> int:
    return start_pyramids_game(page, url + PAGE, seed=5, moves=moves)


def deploy_build_2(site) -> str:
    """Change one text of the served copy (the lobby button) and publish it: build 2's version."""
    en = site["dir"] / "js" / "i18n" / "en.js"
    en.write_text(en.read_text().replace('"table.menu": "Lobby"', '"table.menu": "Lobby v2"'))
    return site["rebuild"]()


def notice_build_2(page, version: str) -> None:
    """The tab finds build 2 as when the player comes back to it; wait until build 2 waits."""
    page.evaluate("() => document.dispatchEvent(new Event('visibilitychange'))")
    page.wait_for_selector("#notice:not([hidden]) #notice-action:not([hidden])")
    waiting = page.evaluate("""async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return reg.waiting && new URL(reg.waiting.scriptURL).searchParams.get('v');
    }""")
    assert waiting == version


def build_of(page) -> dict:
    """What this page runs: its worker's build, the precache.json the worker serves, en.js."""
    return page.evaluate("""async () => ({
      worker: new URL(navigator.serviceWorker.controller.scriptURL).searchParams.get('v'),
      served: (await (await fetch('precache.json')).json()).version,
      cached: (await (await caches.match(new URL('precache.json', location.href))).json())
        .version,
      caches: (await caches.keys()).filter((n) => n !== 'tablero.snapshot'), // the engine's own
      lobby: document.getElementById('table-lobby').textContent,
      en: (await (await fetch('js/i18n/en.js')).text()).includes('"Lobby v2"'),
    })""")


def saves(page) -> dict:
    """Every saved game's record, by save id (saved_at left out: it changes on resume)."""
    return idb_saves(page)


def test_offline_after_one_visit_and_reload_resumes(browser, own_site):
    """After one online visit the app starts, resumes and plays with the server gone."""
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        step = start_game_and_act(page, own_site["url"])
        assert page.evaluate(WAIT_OFFLINE_READY)
        before = saves(page)
        assert len(before) == 1
        own_site["stop"]()
        context.set_offline(True)
        page.reload()
        page.wait_for_function(SETTLED, timeout=120_000)
        assert page.evaluate("() => window.__app.view.step") == step  # the same game, same step
        page.locator("#actions button.action").first.click()
        page.wait_for_function("s => window.__app.view.step > s", arg=step)
        for _ in range(100):  # the save is written after the view is shown
            kept = saves(page)
            if len(next(iter(kept.values()))["actions"]) >= step + 1:
                break
            page.wait_for_timeout(100)
        assert len(next(iter(kept.values()))["actions"]) >= step + 1
        assert len(kept) == 1
        # the rules pages and the sample post come from the cache too
        page.goto(own_site["url"] + "rules/pyramids.html")
        assert "Provisional deck" in page.text_content("#provisional")
    finally:
        context.close()
    assert not errors


def test_restart_now_switches_builds_in_session(browser, own_site):
    """Build 1 is installed; build 2 appears: the page says so and "restart now" switches."""
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        step = start_game_and_act(page, own_site["url"])
        old = page.evaluate(WAIT_OFFLINE_READY)
        kept = saves(page)
        new = deploy_build_2(own_site)
        assert new != old
        page.reload()  # build 1 still runs this page (never a mix); build 2 installs meanwhile
        page.wait_for_function(SETTLED, timeout=120_000)
        assert page.text_content("#table-lobby") == "Lobby"
        page.wait_for_selector("#notice:not([hidden]) #notice-action:not([hidden])")
        page.click("#notice-action")  # "restart now": the page reloads into build 2
        page.wait_for_function("() => document.getElementById('table-lobby')?.textContent"
                               " === 'Lobby v2' && window.__app && window.__app.settled",
                               timeout=120_000)
        assert page.evaluate("() => window.__app.view.step") == step
        assert saves(page) == kept
        version = page.evaluate(
            "() => new URL(navigator.serviceWorker.controller.scriptURL).searchParams.get('v')")
        assert version == new
        names = page.evaluate("async () => (await caches.keys())"
                              ".filter((n) => n.startsWith('tablero-'))")
        assert names == [f"tablero-{new}"]  # the old build's cache is gone
    finally:
        context.close()
    assert not errors


ON_BUILD_2 = ("() => document.getElementById('table-lobby')?.textContent === 'Lobby v2'"
              " && window.__app && window.__app.settled")
# Every notice a page shows, in window.__notices (a notice fades after a while).
RECORD_NOTICES = """window.__notices = [];
document.addEventListener('DOMContentLoaded', () => {
  const text = document.getElementById('notice-text');
  if (!text) return;
  new MutationObserver(() => window.__notices.push(text.textContent))
    .observe(text, {childList: true, characterData: true, subtree: true});
});"""
UPDATED = "() => window.__notices.some((n) => n.startsWith('Tablero was updated'))"


def recording_context(browser):
    context = browser.new_context(service_workers="allow")
    context.add_init_script(RECORD_NOTICES)
    return context


def test_a_waiting_build_takes_over_at_the_next_load(browser, own_site):
    """Build 2 was found while build 1 ran: one reload runs build 2, says so, keeps the game."""
    context = recording_context(browser)
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        step = start_game_and_act(page, own_site["url"])
        old = page.evaluate(WAIT_OFFLINE_READY)
        kept = saves(page)
        new = deploy_build_2(own_site)
        notice_build_2(page, new)
        assert build_of(page)["lobby"] == "Lobby"  # build 1 until the next load
        loads = []
        page.on("framenavigated", lambda f: loads.append(f.url) if f == page.main_frame else 0)
        page.reload()  # the one reload
        page.wait_for_function(ON_BUILD_2, timeout=120_000)
        assert page.evaluate(UPDATED)  # the player is told
        # build 1's worker answered it with the switch page, which loaded the address again
        # (the switch page tries once more if the new worker takes over 5 s to activate, as
        # on a machine busy with other tests)
        assert len(loads) in (2, 3) and set(loads) == {own_site["url"] + PAGE}
        assert build_of(page) == {"worker": new, "served": new, "cached": new, "en": True,
                                  "caches": [f"tablero-{new}"], "lobby": "Lobby v2"}
        assert new != old
        assert page.evaluate("() => window.__app.view.step") == step  # the same game resumed
        assert saves(page) == kept
        listed = page.locator("#lobby-saved-list li").count()
        assert listed == len(kept) == 1  # the saved game is listed in the lobby too
        # offline after the switch: build 2 from the cache, the game plays on
        own_site["stop"]()
        context.set_offline(True)
        page.reload()
        page.wait_for_function(ON_BUILD_2, timeout=120_000)
        assert page.evaluate("() => window.__app.view.step") == step
        page.locator("#actions button.action").first.click()
        page.wait_for_function("s => window.__app.view.step > s", arg=step)
    finally:
        context.close()
    assert not errors


# A tab on build 2: on the table (settled), or in the lobby told that the saved game is open in
# the other tab (one tab per save: whichever tab of the two starts first holds the game).
ON_BUILD_2_ANY = ("() => document.getElementById('table-lobby')?.textContent === 'Lobby v2'"
                  " && window.__app && (window.__app.settled || (window.__app.phase === 'lobby'"
                  " && document.getElementById('lobby-message').textContent"
                  ".includes('another tab')))")
BUSY = ("() => window.__app && window.__app.phase === 'lobby'"
        " && document.getElementById('lobby-message').textContent.includes('another tab')")


def open_app(context, url: str, errors: list, wait: str | None = BUSY):
    """A second tab of the site: it finds the saved game open in the first tab (wait=None:
    not waited for)."""
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(url + PAGE)
    if wait:
        page.wait_for_function(wait, timeout=120_000)
    return page


@pytest.mark.parametrize("how", ["reload", "new_tab"])
def test_the_switch_reloads_every_open_tab_into_the_new_build(browser, own_site, how):
    """Build 1 runs in a tab; build 2 waits. Reloading a second tab of build 1, or opening the
    site in a new tab, runs build 2 there, and the first tab reloads into build 2 by itself."""
    context = recording_context(browser)
    first = context.new_page()
    errors = []
    first.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        first.set_default_timeout(60_000)
        step = start_game_and_act(first, own_site["url"])
        first.evaluate(WAIT_OFFLINE_READY)
        kept = saves(first)
        second = open_app(context, own_site["url"], errors) if how == "reload" else None
        first.evaluate("() => { window.__build1 = true; }")
        new = deploy_build_2(own_site)
        notice_build_2(first, new)
        if second:
            second.reload()
        else:
            second = open_app(context, own_site["url"], errors, wait=None)
        second.wait_for_function(ON_BUILD_2_ANY, timeout=120_000)
        # the first tab reloaded by itself (its page of build 1 is gone) and runs build 2 only
        first.wait_for_function(ON_BUILD_2_ANY[:-1] + " && !window.__build1)", timeout=120_000)
        playing = []
        for page in (first, second):
            assert build_of(page)["worker"] == new
            if page.evaluate("() => window.__app.phase") != "lobby":
                assert page.evaluate("() => window.__app.view.step") == step  # the saved game
                playing.append(page)
            assert page.evaluate(UPDATED)  # each tab tells the player
        assert len(playing) == 1  # one tab holds the game, the other was told
        assert saves(first) == kept
    finally:
        context.close()
    assert not errors


def test_a_file_missing_from_the_cache_offline_says_so_with_a_retry(browser, own_site):
    """Offline, with pyodide.asm.wasm gone from the cache: a clear message naming the file and
    a retry button at once (not a loading bar stuck at 70 %); back online, retry starts."""
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(own_site["url"] + PAGE)
        page.wait_for_function("() => window.__app && window.__app.phase === 'lobby'",
                               timeout=120_000)
        assert page.evaluate(WAIT_OFFLINE_READY)
        assert page.evaluate("""async () => {
          let gone = false;
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            gone = (await cache.delete(new URL('pyodide/pyodide.asm.wasm', location.href)))
              || gone;
          }
          return gone;
        }""")
        context.set_offline(True)
        page.reload()
        page.wait_for_selector("#loading-error:not([hidden])", timeout=20_000)
        assert "pyodide.asm.wasm" in page.text_content("#loading-error")
        assert "internet" in page.text_content("#loading-error")
        assert page.is_visible("#loading-retry")
        assert page.evaluate("() => window.tablero.status") == "failed"
        context.set_offline(False)
        page.click("#loading-retry")
        page.wait_for_function("() => window.__app && window.__app.phase === 'lobby'",
                               timeout=120_000)
    finally:
        context.close()
