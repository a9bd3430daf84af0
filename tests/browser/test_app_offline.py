"""The installable app: offline after one visit, and a new build taking over with saves kept.

Issue 7 tests: "Offline after one load; update from one build to the next keeps saves; reload
mid-game resumes". Each test serves its own copy of dist/ on its own port, so it can stop the
server (a real network loss, not only emulation) or rebuild the copy without touching dist/.
"""

from __future__ import annotations

import json
import shutil

import pytest

from .conftest import load_build_module

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
    build = load_build_module()
    site = tmp_path / "site"
    shutil.copytree(dist_dir, site)
    server, url = build.serve_in_thread(0, site)
    state = {"server": server}

    def stop():
        if state["server"]:
            state["server"].shutdown()
            state["server"].server_close()
            state["server"] = None

    def rebuild():
        manifest = build.precache(site)
        (site / "precache.json").write_text(json.dumps(manifest, indent=1) + "\n")
        return manifest["version"]

    yield {"url": url, "dir": site, "stop": stop, "rebuild": rebuild}
    stop()


def start_game_and_act(page, url: str, moves: int = 2) -> int:
    page.goto(url + PAGE)
    page.wait_for_function("() => window.__app && window.__app.phase === 'lobby'", timeout=120_000)
    page.select_option("#lobby-game", "pyramids")
    page.select_option("#lobby-players", "2")
    page.select_option("#lobby-seats select[data-seat='0']", "human")
    page.select_option("#lobby-seats select[data-seat='1']", "bot:random")
    page.fill("#lobby-seed", "5")
    page.click("#lobby-start")
    for _ in range(moves):
        page.wait_for_function(SETTLED)
        step = page.evaluate("() => window.__app.view.step")
        page.locator("#actions button.action").first.click()
        page.wait_for_function("s => window.__app.view && window.__app.view.step > s", arg=step)
    page.wait_for_function(SETTLED)
    return page.evaluate("() => window.__app.view.step")


def saves(page) -> dict:
    """Every saved game's record, by storage key (saved_at left out: it changes on resume)."""
    raw = page.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
      .filter((k) => k.startsWith('tablero.save.')).map((k) => [k, localStorage.getItem(k)]))""")
    return {key: json.loads(text)["record"] for key, text in raw.items()}


def test_offline_after_one_visit_and_reload_resumes(browser, own_site):
    """After one online visit the app starts, resumes and plays with the server gone."""
    context = browser.new_context()
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
        assert len(next(iter(saves(page).values()))["actions"]) >= step + 1
        assert len(saves(page)) == 1
        # the rules pages and the sample post come from the cache too
        page.goto(own_site["url"] + "rules/pyramids.html")
        assert "Provisional deck" in page.text_content("#provisional")
    finally:
        context.close()
    assert not errors


def test_a_new_build_takes_over_on_the_next_load_and_keeps_saves(browser, own_site):
    """Build 1 is installed; build 2 appears: the page says so and restarts into build 2."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        step = start_game_and_act(page, own_site["url"])
        old = page.evaluate(WAIT_OFFLINE_READY)
        kept = saves(page)
        en = own_site["dir"] / "js" / "i18n" / "en.js"
        en.write_text(en.read_text().replace('"table.menu": "Lobby"', '"table.menu": "Lobby v2"'))
        new = own_site["rebuild"]()
        assert new != old
        page.reload()  # build 1 still runs this page (never a mix); build 2 installs meanwhile
        page.wait_for_function(SETTLED, timeout=120_000)
        assert page.text_content("#table-lobby") == "Lobby"
        page.wait_for_selector("#notice:not([hidden]) #notice-action:not([hidden])")
        page.click("#notice-action")  # "restart now": the page reloads into build 2
        page.wait_for_function("() => document.getElementById('table-lobby').textContent"
                               " === 'Lobby v2' && window.__app && window.__app.settled",
                               timeout=120_000)
        assert page.evaluate("() => window.__app.view.step") == step
        assert saves(page) == kept
        version = page.evaluate(
            "() => new URL(navigator.serviceWorker.controller.scriptURL).searchParams.get('v')")
        assert version == new
        names = page.evaluate("async () => await caches.keys()")
        assert names == [f"tablero-{new}"]  # the old build's cache is gone
    finally:
        context.close()
    assert not errors
