"""Fixtures of the browser tests (marker ``browser``; every test in tests/browser/ gets it).

Fixtures (use these names; the UI tests of the front end rely on them):

``dist_dir`` (session)
    dist/, built once by ``tools.dist.ensure_built()`` (an existing fresh dist/ is used as it is).
``site_url`` (session)
    ``"http://127.0.0.1:<free port>/"``: dist/ served by the stdlib http.server in a thread,
    with the right MIME types (.mjs, .wasm, .webmanifest). ``site_url + "__test__/<file>"``
    serves tests/browser/pages/<file> (test-only pages, never shipped); ``engine.html`` there
    is a bare page that only starts the engine client and records progress in
    ``window.__progress``.
``bare_browser`` (session)
    Playwright's Chromium: Debian's /usr/bin/chromium (or $TABLERO_CHROMIUM), headless.
``browser`` (session)
    The same, but each new context has this build's engine snapshot stored, so the engine
    starts warm (WarmBrowser); ``snapshot_key`` makes that snapshot once per session. A closed
    context goes back to a pool and comes, cleared, to the next test asking for the same
    options (ContextPool: a first visit for the app, with the snapshot stored). No service
    worker unless asked (``service_workers="allow"``).
``page`` (function)
    A new page in a context of its own (from the pool), 60 s default timeout, with no service
    worker unless the test is marked ``service_worker``. Every console error and every
    uncaught page error is collected; the test errors at teardown if any is left.
``static_page`` (function)
    The same on bare_browser, for pages that never start the engine (rules pages, card
    lists): no snapshot is stored in its context.
``page_errors`` (function)
    That list (strings). A test that provokes an error on purpose removes it from the list.

``wait_engine`` (function)
    ``wait_engine(page)`` waits for ``window.tablero.ready`` and returns the start-up timings.
``add_fixture_games`` (function)
    ``add_fixture_games(page)``, before the page is opened: the fixture games join the app
    as if shipped, through its two registries only (see FIXTURE_INIT).
``play_random_game`` (function)
    ``play_random_game(page, game, players, seed)`` plays a whole game through
    ``window.tablero.call`` (new, then bot "random" + act until a result) and returns
    ``{steps, result, record}`` or ``{error}``.

Without Chromium or Playwright (or with TABLERO_NO_BROWSER=1) these tests skip, except under
CI=true, where they fail: CI must run them.
"""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

import pytest

from tests.fixtures.games import WEB_FOLDERS, wheels
from tools import paths
from tools.dist import ensure_built
from tools.server import serve_in_thread

ROOT = Path(__file__).resolve().parents[2]
PAGES = Path(__file__).resolve().parent / "pages"
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
CHROMIUM = os.environ.get("TABLERO_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
# Console noise that is not the app's fault (a browser asking for /favicon.ico).
IGNORED_CONSOLE = ("favicon.ico",)

PLAY_JS = """async ([game, players, seed, maxSteps]) => {
  const t = window.tablero;
  let res = await t.call({cmd: "new", game, players, seed, options: {}});
  if (!res.ok) return {error: res.error};
  const match = res.match;
  let view = res.view;
  let steps = 0;
  while (!view.result && steps < maxSteps) {
    const seat = view.active[0];
    const bot = await t.call({cmd: "bot", match, seat, level: "random"});
    if (!bot.ok) return {error: bot.error, steps};
    res = await t.call({cmd: "act", match, seat, action: bot.action});
    if (!res.ok) return {error: res.error, steps};
    view = res.view;
    steps += 1;
  }
  const record = (await t.call({cmd: "export", match})).record;
  return {steps, result: view.result, record};
}"""


FIXTURE_INIT = """(() => {
  if (location.origin !== %(origin)s) return;
  window.__fixtureGames = Promise.all([
    import("/js/games/registry.js"), import("/js/engine-client.js"),
  ]).then(([registry, { tablero }]) => Promise.all(%(games)s.map(([id, wheel, pkg]) => {
    registry.registerGame(id, () => import(`/js/games/${id}/index.js`));
    return tablero.install(wheel, pkg);
  })));
})();"""
"""Run before the page's own scripts: each fixture game's line in the front end's registry
(registerGame), and its wheel installed in the engine (tablero.install registers its package's
game); the page's own modules are the same instances (same URLs), so the app sees both. The
install is queued in the worker before the app's own ``games`` request (sent once the engine
is ready), so the engine's answer lists the fixture games. ``window.__fixtureGames``: the
install answers."""


def pytest_collection_modifyitems(config, items):
    """Mark every test under tests/browser/ with ``browser``."""
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)


def _missing_prerequisite() -> str | None:
    if os.environ.get("TABLERO_NO_BROWSER") == "1":
        return "TABLERO_NO_BROWSER=1"
    if not Path(CHROMIUM).exists():
        return f"{CHROMIUM} is missing (apt-get install chromium)"
    if importlib.util.find_spec("playwright") is None:
        return "the playwright Python package is missing (pip install -e '.[dev]')"
    return None


def _require_browser() -> None:
    missing = _missing_prerequisite()
    if missing:
        if IN_CI:
            pytest.fail(f"CI must run the browser tests, but {missing}")
        pytest.skip(missing)


@pytest.fixture(scope="session")
def dist_dir() -> Path:
    """dist/, built once for the session (or reused when fresh)."""
    _require_browser()
    ensure_built(quiet=True)
    return paths.DIST


@pytest.fixture(scope="session")
def fixture_wheels(tmp_path_factory) -> Path:
    """A folder with each fixture game's wheel (served at /__wheels__/)."""
    folder = tmp_path_factory.mktemp("fixture-wheels")
    for game_id in WEB_FOLDERS:
        wheels.build_wheel(game_id, folder)
    return folder


@pytest.fixture(scope="session")
def seed_dir(tmp_path_factory) -> Path:
    """A folder for the engine's memory snapshot of this build (served at /__seed__/)."""
    return tmp_path_factory.mktemp("snapshot-seed")


@pytest.fixture(scope="session")
def site_url(dist_dir, fixture_wheels, seed_dir):
    """Base URL of dist/ served on 127.0.0.1, with tests/browser/pages/ at /__test__/ and the
    fixture games' folders and wheels (see the module doc)."""
    mounts = {"/__test__/": PAGES, "/__wheels__/": fixture_wheels, "/__seed__/": seed_dir,
              **{f"/js/games/{game_id}/": folder for game_id, folder in WEB_FOLDERS.items()}}
    server, url = serve_in_thread(0, dist_dir, mounts=mounts)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def bare_browser():
    """Debian's Chromium driven by Playwright (never a downloaded browser)."""
    _require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                      args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


# The snapshot the worker stored, once it is stored in full, offered as a download.
SNAPSHOT_DOWNLOAD = """async () => {
  const cache = await caches.open('tablero.snapshot');
  for (;;) {
    const [req] = await cache.keys();
    const res = req && await cache.match(req);
    if (res) {
      const a = document.createElement('a');
      a.href = URL.createObjectURL(await res.blob());
      a.download = req.url.split('/').pop();
      document.body.append(a);
      a.click();
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}"""


@pytest.fixture(scope="session")
def snapshot_key(bare_browser, site_url, seed_dir) -> str:
    """The engine's memory snapshot of this build, made once by a first start and kept in
    seed_dir under its key (the worker's cache key: build digests)."""
    context = bare_browser.new_context(accept_downloads=True)
    try:
        page = context.new_page()
        page.goto(site_url + "__test__/engine.html")
        _wait_engine(page)
        with page.expect_download(timeout=60_000) as download:
            page.evaluate(SNAPSHOT_DOWNLOAD)
        key = download.value.suggested_filename
        download.value.save_as(seed_dir / key)
    finally:
        context.close()
    return key


# Context methods after which a context is as the pool lent it once its pages are closed and
# its storage cleared (reset.html); any other (routes, init scripts, offline, permissions,
# handlers) closes it for good when the test gives it back.
KEEPS_CLEAN = frozenset({"new_page", "pages", "set_default_timeout",
                         "set_default_navigation_timeout", "browser", "close"})
IDLE_CONTEXTS = 4
"""Contexts kept for reuse per test process (each holds the engine snapshot, ~31 MB)."""


class LentContext:
    """A context of the pool lent to one test: ``close()`` gives it back (see ContextPool);
    everything else is the context's own."""

    def __init__(self, pool: ContextPool, key: str, context):
        self._pool, self._key, self._context, self._kept_clean = pool, key, context, True

    def __getattr__(self, name):
        if name not in KEEPS_CLEAN:
            self._kept_clean = False
        return getattr(self._context, name)

    def close(self) -> None:
        self._pool.give_back(self._key, self._context, self._kept_clean)


class ContextPool:
    """Seeded contexts kept between tests: a new context costs its engine snapshot (~1.3 CPU s
    to store) and a cold HTTP cache; a test gets a context that is, for the app, a first visit
    with the snapshot stored (no service worker, IndexedDB, localStorage or other caches: the
    reset page clears them), or a new one."""

    def __init__(self, site_url: str):
        self._reset_url = f"{site_url}__test__/reset.html"
        self._idle: dict[str, object] = {}  # options -> context, oldest first

    def take(self, key: str, make):
        return self._idle.pop(key, None) or make()

    def give_back(self, key: str, context, kept_clean: bool) -> None:
        if not kept_clean or key in self._idle or not self._reset(context):
            context.close()
            return
        self._idle[key] = context
        while len(self._idle) > IDLE_CONTEXTS:
            self._idle.pop(next(iter(self._idle))).close()

    def _reset(self, context) -> bool:
        for page in context.pages:
            page.close()
        page = context.new_page()
        try:
            page.goto(self._reset_url)
            return page.evaluate("() => window.__reset") is True
        except Exception:  # noqa: BLE001 (a context that cannot be cleared is not reused)
            return False
        finally:
            page.close()

    def close(self) -> None:
        while self._idle:
            self._idle.pop(next(iter(self._idle))).close()


class WarmBrowser:
    """The browser, whose every new context starts the engine from this build's snapshot (a
    returning player's warm start, ~1 s, instead of a first visit's ~5 s cold start and snapshot
    in every test: issue 30's start-up path is tested on its own in test_app_start.py, with
    bare_browser on another origin). Contexts come from the pool (ContextPool) when one with
    the same options is idle."""

    def __init__(self, browser, site_url: str, key: str):
        self._browser, self._seed_url = browser, f"{site_url}__test__/seed.html?key={key}"
        self.pool = ContextPool(site_url)

    def new_context(self, **options):
        """A context (`options` as Playwright's), without the service worker unless
        ``service_workers="allow"`` is asked: installing it stores the whole app and Pyodide
        again, ~2.6 CPU s a context; the offline tests and one whole game per game ask."""
        options.setdefault("service_workers", "block")
        if options.get("java_script_enabled") is False:
            return self._browser.new_context(**options)  # no engine starts in it
        if options["service_workers"] != "block":
            return self._seeded(options)  # a worker may stay registered: never reused
        key = json.dumps(options, sort_keys=True, default=str)
        return LentContext(self.pool, key, self.pool.take(key, lambda: self._seeded(options)))

    def _seeded(self, options: dict):
        context = self._browser.new_context(**options)
        page = context.new_page()
        page.goto(self._seed_url)
        assert page.evaluate("() => window.__seeded"), "the snapshot seed was not stored"
        page.close()
        return context

    def __getattr__(self, name):
        return getattr(self._browser, name)


@pytest.fixture(scope="session")
def browser(bare_browser, site_url, snapshot_key):
    """Chromium (bare_browser) whose new contexts start warm (WarmBrowser)."""
    warm = WarmBrowser(bare_browser, site_url, snapshot_key)
    yield warm
    warm.pool.close()


@pytest.fixture
def page_errors() -> list:
    """Console errors and page errors of the ``page`` fixture, collected as strings."""
    return []


def _collecting_page(browser, page_errors, **options):
    """A fresh page of `browser` (context `options`); any console or page error left in
    ``page_errors`` fails the test."""
    context = browser.new_context(**options)
    pg = context.new_page()
    pg.set_default_timeout(60_000)

    def on_console(msg):
        if msg.type == "error" and not any(s in msg.text for s in IGNORED_CONSOLE):
            page_errors.append(f"console error: {msg.text}")

    pg.on("console", on_console)
    pg.on("pageerror", lambda exc: page_errors.append(f"page error: {exc}"))
    yield pg
    context.close()
    if page_errors:
        pytest.fail("errors in the page:\n  " + "\n  ".join(page_errors))


@pytest.fixture
def page(browser, site_url, page_errors, request):
    """A fresh page whose engine starts warm (see _collecting_page), without the service worker
    unless the test is marked ``service_worker`` (see WarmBrowser.new_context)."""
    workers = "allow" if request.node.get_closest_marker("service_worker") else "block"
    yield from _collecting_page(browser, page_errors, service_workers=workers)


@pytest.fixture
def static_page(bare_browser, site_url, page_errors):
    """A fresh page for pages that never start the engine (see _collecting_page)."""
    yield from _collecting_page(bare_browser, page_errors)


def _wait_engine(page, timeout_ms: int = 90_000) -> dict:
    page.wait_for_function("() => window.tablero !== undefined", timeout=timeout_ms)
    return page.evaluate("() => window.tablero.ready")


def _play_random_game(page, game: str, players: int, seed: int, max_steps: int = 5000) -> dict:
    return page.evaluate(PLAY_JS, [game, players, seed, max_steps])


@pytest.fixture
def wait_engine():
    """``wait_engine(page)``: wait for window.tablero.ready; the worker's start-up timings."""
    return _wait_engine


@pytest.fixture
def add_fixture_games(site_url, fixture_wheels):
    """``add_fixture_games(page)``: the fixture games in the app the page opens next (its
    lobby lists them); ``window.__fixtureGames`` holds the engine's install answers. The
    built games list (dist/games.json, which has the shipped games only) answers null, as
    from a build without it: the lobby then waits for the engine's own answer."""
    origin = site_url.rstrip("/")
    games = [[game_id, f"{origin}/__wheels__/{wheels.wheel_name(game_id)}",
              wheels.package_name(game_id)] for game_id in WEB_FOLDERS]

    def add(page) -> None:
        page.route("**/games.json", lambda route: route.fulfill(
            status=200, content_type="application/json", body="null"))
        page.add_init_script(script=FIXTURE_INIT % {"origin": json.dumps(origin),
                                                     "games": json.dumps(games)})
    return add


@pytest.fixture
def play_random_game():
    """``play_random_game(page, game, players, seed)``: a whole random game via tablero.call."""
    return _play_random_game
