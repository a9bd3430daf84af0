"""Games with friends far away, by link (issue 41): two browser contexts are two devices.

Each game: device A starts it with seat 1 a friend (by link) and seat 2 a bot; the devices play
their seats through the table and pass the game on only by the link the invite shows (the bot's
moves travel in it, played by whichever device reaches them). After a few links through the
UI, the rest of the game is played through the bridge in the page that holds the last link
(every seat by the random bot, then the engine's `link`): a whole game by clicks is past the
suite's budget. The final link opened on the other device shows the end. Mexica also checks a
tampered link (refused naming the move), the same link in a file, a stale one (the newer state
opens, said so) and a fork (the choice is offered, and made). Last, a link opens and plays
offline once the app has been visited.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from urllib.parse import urlsplit

from tablero import bridge
from tablero.core import linkcodec

from .test_app_offline import WAIT_OFFLINE_READY, own_site  # noqa: F401, F811 (a fixture)
from .ui_helpers import open_lobby, start_game

PAGE = "index.html?test=1&delay=0"
INVITE = "#friends-invite:not([hidden])"
TURN_OR_INVITE = ("() => window.__app && (window.__app.settled || ['friend', 'over', 'error']"
                  ".includes(window.__app.phase))")
FINISH_JS = """async ([data, to]) => {
  const call = window.tablero.call;
  const opened = await call({cmd: "open_link", data, seat: null});
  const match = opened.match;
  for (let n = 0; n < 5000; n += 1) {
    const {view} = await call({cmd: "view", match, seat: null});
    if (view.result) break;
    const seat = view.active[0];
    const {action} = await call({cmd: "bot", match, seat, level: "random"});
    await call({cmd: "act", match, seat, action});
  }
  const link = {...opened.link, to};
  return (await call({cmd: "link", match, link})).data;
}"""
FORK_JS = """async ([data, from]) => {
  const call = window.tablero.call;
  const opened = await call({cmd: "open_link", data, seat: null});
  const {view} = await call({cmd: "view", match: opened.match, seat: from});
  await call({cmd: "act", match: opened.match, seat: from, action: view.actions.at(-1)});
  return (await call({cmd: "link", match: opened.match, link: opened.link})).data;
}"""


@contextmanager
def two_devices(browser):
    """Two pages in contexts of their own (two devices); page errors fail the test."""
    errors: list = []
    contexts = [browser.new_context() for _ in range(2)]
    pages = [context.new_page() for context in contexts]
    for page in pages:
        page.set_default_timeout(60_000)
        page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        yield pages
    finally:
        for context in contexts:
            context.close()
    assert not errors, errors


def play_until_invite(page) -> str:
    """The human seat takes the first choice until the invite offers a link: its data."""
    for _ in range(200):
        page.wait_for_function(TURN_OR_INVITE)
        phase = page.evaluate("() => window.__app.phase")
        assert phase not in ("error", "over"), page.evaluate("() => window.__app.error")
        if phase == "friend":
            page.wait_for_selector(INVITE)
            return urlsplit(page.input_value("#friends-link")).fragment.removeprefix("f=")
        step = page.evaluate("() => window.__app.view.step")
        page.locator("#actions button.action").first.click()
        page.wait_for_function("s => window.__app.phase !== 'human'"
                               " || window.__app.view.step > s", arg=step)
    raise AssertionError("no invite after 200 moves")


def open_link(page, site_url: str, data: str) -> None:
    page.goto(f"{site_url}{PAGE}#f={data}")
    page.wait_for_function(TURN_OR_INVITE + " || (window.__app.phase === 'lobby'"
                           " && !document.getElementById('lobby-message').hidden)"
                           " || document.getElementById('friends-fork')?.hidden === false",
                           timeout=120_000)


def exchange(a, b, site_url: str, links: int) -> list[str]:
    """A and B pass the game back and forth `links` times through the UI; every link."""
    sent = [play_until_invite(a)]
    for n in range(1, links):
        page = b if n % 2 else a
        open_link(page, site_url, sent[-1])
        sent.append(play_until_invite(page))
    return sent


def start(page, site_url: str, game: str, seed: int) -> None:
    open_lobby(page, site_url + PAGE)
    start_game(page, game, ["human", "friend", "bot:random"], seed)


def finish_by_bridge_and_link(holder, other, site_url: str, data: str) -> None:
    """The rest of the game in `holder`'s engine; its final link opened on `other`."""
    final = holder.evaluate(FINISH_JS, [data, 0])
    open_link(other, site_url, final)
    other.wait_for_selector("#end:not([hidden])")
    assert other.evaluate("() => window.__app.view.result") is not None


def test_mexica_by_links_with_a_tampered_a_stale_and_a_forked_link(browser, site_url):
    with two_devices(browser) as (a, b):
        start(a, site_url, "mexica", 5)
        links = exchange(a, b, site_url, 4)  # A, B, A, B played; the last link is for A
        assert "fully fair" in b.text_content("#friends-honesty")
        assert a.evaluate("() => window.__app.seats") == ["human", "friend", "bot:random"]
        assert b.evaluate("() => window.__app.seats") == ["friend", "human", "bot:random"]

        # a tampered link: one index past the moves offered, refused naming the move
        header, indices = linkcodec._unpack(links[-1])
        indices[5] = 250
        open_link(a, site_url, linkcodec._pack(header, indices))
        assert "move 6" in a.text_content("#lobby-message")

        # the last link opens A's turn with what the others did since
        open_link(a, site_url, links[-1])
        a.wait_for_function("() => window.__app.settled")
        assert a.evaluate("() => window.__app.view.seat") == 0
        assert a.is_visible("#since")

        # the same link in a file (what a link too long for a messenger is sent as): opened as it
        a.click("#table-lobby")
        a.wait_for_function("() => window.__app.phase === 'lobby'")
        file = {"format": "tablero-friends-link/1", "data": links[-1]}
        a.set_input_files("#lobby-import", files=[{
            "name": "link.json", "mimeType": "application/json",
            "buffer": json.dumps(file).encode()}])
        a.wait_for_function("() => document.getElementById('notice-text').textContent"
                            ".includes('already have')")
        a.wait_for_function(TURN_OR_INVITE)

        # a stale link: the older state is not taken, the newer one opens
        open_link(a, site_url, links[-2])
        a.wait_for_function("() => document.getElementById('notice-text').textContent"
                            ".includes('older')")
        assert a.evaluate("() => window.__app.view.step") >= len(linkcodec._unpack(links[-1])[1])

        # a fork: B's link played otherwise from the same state is offered as a choice
        forked = b.evaluate(FORK_JS, [links[-2], 1])
        open_link(a, site_url, forked)
        a.wait_for_selector("#friends-fork:not([hidden])")
        assert "fork" in a.text_content("#friends-fork-body")
        a.click("#friends-keep")
        a.wait_for_function(TURN_OR_INVITE)

        finish_by_bridge_and_link(a, b, site_url, links[-1])


def test_pax_pamir_by_links_to_the_end(browser, site_url):
    with two_devices(browser) as (a, b):
        start(a, site_url, "paxpamir", 3)
        links = exchange(a, b, site_url, 3)
        assert "hidden cards" in a.text_content("#friends-honesty")
        finish_by_bridge_and_link(b, a, site_url, links[-1])


def link_for_seat_1() -> str:
    """A Mexica link (CPython engine) at seat 1's first turn, seat 0 having played its own."""
    def call(**request):
        return json.loads(bridge.handle(json.dumps(request)))
    match = call(cmd="new", game="mexica", players=2, seed=9, seats=["human", "friend"])["match"]
    while call(cmd="view", match=match, seat=None)["view"]["active"] == [0]:
        action = call(cmd="bot", match=match, seat=0, level="random")["action"]
        call(cmd="act", match=match, seat=0, action=action)
    return call(cmd="link", match=match, link={"to": 1, "id": "offline-game"})["data"]


def test_a_link_opens_and_plays_offline_once_installed(browser, own_site):  # noqa: F811
    """After one visit, with the server gone: a received link opens, plays, and the next
    link's QR code draws (the library comes from the service worker's cache)."""
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    page.set_default_timeout(60_000)
    try:
        open_lobby(page, own_site["url"] + PAGE)
        assert page.evaluate(WAIT_OFFLINE_READY)
        own_site["stop"]()
        context.set_offline(True)
        open_link(page, own_site["url"], link_for_seat_1())
        page.wait_for_function("() => window.__app.settled")
        assert page.evaluate("() => window.__app.view.seat") == 1
        play_until_invite(page)
        page.click("#friends-qr-button")
        page.wait_for_function("() => document.getElementById('friends-qr').width > 0")
    finally:
        context.close()
