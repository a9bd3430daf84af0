"""Start-up: a warm start from a memory snapshot, and one download on a first visit (issue 30).

Each test serves dist/ on a port of its own (a fresh origin: no service worker, no Cache
Storage) through a server that counts the bytes of every body it sends, so "downloaded" is what
the network really carried, the service worker's own fetches included.
"""

from __future__ import annotations

import collections
import functools
import threading
import time

import pytest

from tools import paths
from tools.server import make_server

from .conftest import CHROMIUM, CHROMIUM_ARGS, PAGES

HARNESS = "__test__/engine.html"
# One snapshot stored in full (a put in progress may already be listed).
STORED = """async () => {
  const cache = await caches.open('tablero.snapshot');
  const keys = await cache.keys();
  return keys.length === 1 && (await (await cache.match(keys[0])).blob()).size > 1e6;
}"""
READY = "() => window.tablero !== undefined"


def wait_async(page, predicate: str, timeout: float = 120.0) -> None:
    """Poll an async page predicate until it holds: Playwright's wait_for_function takes the
    promise an async function returns for a truthy answer, so it cannot wait on one."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(predicate):
        assert time.monotonic() < deadline, f"never held: {predicate}"
        page.wait_for_timeout(200)

# A few bridge answers that must not depend on how the engine started.
REQUESTS_JS = """async () => {
  const t = window.tablero;
  const out = [await t.call({cmd: "games"})];
  for (const game of ["pyramids", "paxpamir"]) {
    let res = await t.call({cmd: "new", game, players: 3, seed: 11, seat: 0});
    out.push(res);
    const match = res.match;
    for (let i = 0; i < 6 && !res.view.result; i += 1) {
      const seat = res.view.active[0];
      const bot = await t.call({cmd: "bot", match, seat, level: "random"});
      res = await t.call({cmd: "act", match, seat, action: bot.action, lang: "ja"});
      out.push(bot, res);
    }
    out.push(await t.call({cmd: "export", match}));
  }
  return out;
}"""

# Replace the stored snapshot: garbage under its own key, or a snapshot of another build.
SPOIL_JS = """async (how) => {
  const cache = await caches.open('tablero.snapshot');
  const [req] = await cache.keys();
  const bytes = new Uint8Array(4096).fill(0x5a);
  if (how === 'stale') {
    await cache.delete(req);
    await cache.put(new URL('__snapshot__/0-0-0', location.href).href, new Response(bytes));
    return;
  }
  await cache.put(req, new Response(bytes));
}"""


class CountingHandler:
    """Mixed into the dist/ handler: counts GET bodies (bytes, times) per path."""

    def copyfile(self, source, outputfile):
        data = source.read()
        with self.lock:
            self.sent[self.path.split("?", 1)[0]].append(len(data))
        outputfile.write(data)


@pytest.fixture
def counted_site(dist_dir):
    """dist/ on a fresh port: (url, {path: [bytes of each body sent]})."""
    server = make_server(0, dist_dir, mounts={"/__test__/": PAGES})
    sent = collections.defaultdict(list)
    handler = server.RequestHandlerClass.func
    counted = type("Counted", (CountingHandler, handler),
                   {"sent": sent, "lock": threading.Lock()})
    server.RequestHandlerClass = functools.partial(counted, **server.RequestHandlerClass.keywords)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", sent
    server.shutdown()
    server.server_close()


def start(context, url: str) -> tuple[object, dict]:
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(url + HARNESS)
    page.wait_for_function(READY)
    return page, page.evaluate("() => window.tablero.ready")


def test_second_visit_starts_from_the_snapshot_with_the_same_answers(bare_browser, counted_site):
    """Issue 30: the first start stores a snapshot, the next restores it and answers the same."""
    url, _ = counted_site
    context = bare_browser.new_context()
    try:
        first, timings = start(context, url)
        assert timings["snapshot"] == "made"
        wait_async(first, STORED)
        answers = first.evaluate(REQUESTS_JS)
        first.close()
        second, timings = start(context, url)
        assert timings["snapshot"] == "loaded"
        assert second.evaluate(REQUESTS_JS) == answers
        assert all(a["ok"] for a in answers)
    finally:
        context.close()


@pytest.mark.parametrize("how", ["corrupt", "stale"])
def test_a_bad_snapshot_falls_back_to_the_normal_start(bare_browser, counted_site, how):
    """Issue 30: a corrupt snapshot is refused and deleted, a stale one ignored; both start."""
    url, _ = counted_site
    context = bare_browser.new_context()
    try:
        first, timings = start(context, url)
        wait_async(first, STORED)
        answers = first.evaluate(REQUESTS_JS)
        first.evaluate(SPOIL_JS, how)
        first.close()
        second, timings = start(context, url)
        assert timings["snapshot"] == ("refused" if how == "corrupt" else "made")
        assert second.evaluate(REQUESTS_JS) == answers
        # A good snapshot replaces the bad one, and the next start uses it.
        wait_async(second, """async () => {
          const keys = await (await caches.open('tablero.snapshot')).keys();
          return keys.length === 1 && !keys[0].url.endsWith('0-0-0');
        }""")
        size = second.evaluate("""() => caches.open('tablero.snapshot').then((c) => c.keys())
          .then(([k]) => caches.match(k)).then((r) => r.arrayBuffer()).then((b) => b.byteLength)""")
        assert size > 1_000_000
        second.close()
        third, timings = start(context, url)
        assert timings["snapshot"] == "loaded"
    finally:
        context.close()


def test_first_visit_downloads_each_file_once(bare_browser, counted_site, tmp_path):
    """Issue 30: the service worker's precache reuses what the page already fetched. The
    browser keeps a profile on disk, as a player's does: a fresh in-memory context's HTTP
    cache does not keep a file as large as Pyodide's 9.6 MB wasm, so there the precache
    fetches it again."""
    url, sent = counted_site
    context = bare_browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    try:
        page = context.new_page()
        page.set_default_timeout(120_000)
        page.goto(url + "index.html?test=1&delay=0")
        page.wait_for_function(READY)
        page.evaluate("() => window.tablero.ready")
        wait_async(page, """async () => Boolean(navigator.serviceWorker.controller)
          && Boolean(await caches.match(new URL('precache.json', location.href).href))""")
    finally:
        context.close()
    total = sum(sum(sizes) for sizes in sent.values())
    # precache.json is always asked afresh (the update check); sw.js is the browser's business;
    # the page itself was visited as index.html?test=1, another URL than the precache's.
    twice = {path: len(sizes) for path, sizes in sent.items()
             if len(sizes) > 1 and path not in ("/precache.json", "/sw.js", "/index.html")}
    print(f"first visit: {total} bytes in {sum(map(len, sent.values()))} bodies")
    assert twice == {}
    shipped = sum(p.stat().st_size for p in paths.DIST.rglob("*") if p.is_file())
    assert total <= shipped * 1.01
