"""<tablero-game> embeds: one worker for a page, lazy start, the sample rules post's numbers.

Issue 7 tests: "a page with two embeds starts one worker and renders both; the sample rules
post shows the right numbers". The iframe form (embed.html#...) is checked too.
"""

from __future__ import annotations

import json
import random
import urllib.parse
from pathlib import Path

import pytest

from tablero import bridge
from tools.server import serve_in_thread

SHOTS = Path(__file__).resolve().parents[2] / "test-results"
READY = "id => document.getElementById(id) && document.getElementById(id).state === 'ready'"


def test_two_embeds_share_one_worker_started_only_when_seen(page, site_url):
    workers = []
    page.on("worker", lambda w: workers.append(w.url))
    page.goto(site_url + "__test__/embeds-far.html")
    page.wait_for_timeout(800)
    assert workers == []  # nothing in view yet: no Pyodide
    assert page.evaluate("() => document.getElementById('first').state") == "idle"
    page.locator("tablero-game#first").scroll_into_view_if_needed()
    page.wait_for_function(READY, arg="first", timeout=120_000)
    page.locator("tablero-game#second").scroll_into_view_if_needed()
    page.wait_for_function(READY, arg="second", timeout=60_000)
    assert len(workers) == 1
    # both drew a canvas; the page's lang="es" gives Spanish engine texts
    for name in ("first", "second"):
        size = page.evaluate("""id => { const c = document.getElementById(id).shadowRoot
          .querySelector('canvas'); return [c.width, c.height]; }""", name)
        assert size[0] > 100 and size[1] > 100
    second = page.evaluate("() => document.getElementById('second').view")
    assert second["lang"] == "es" and second["prompt"] == "Elige una loseta de dios."
    # play mode: the reader picks a god through the embed's buttons; the bots answer
    buttons = page.locator("tablero-game#second").locator("ul.actions button")
    assert buttons.count() == len(second["actions"])
    buttons.first.click()
    page.wait_for_function("() => document.getElementById('second').view.log.length > 1")


def test_sample_rules_post_shows_the_worked_examples(page, site_url):
    """The sample post: every embed live on one worker, and its numbers are the engine's."""
    workers = []
    page.on("worker", lambda w: workers.append(w.url))
    page.goto(site_url + "examples/index.html")
    assert page.locator("template, #paxpamir-pending").count() == 0  # no placeholder left
    page.wait_for_function(READY, arg="pyramids-scoring", timeout=120_000)
    result = page.evaluate("() => document.getElementById('pyramids-scoring').view.result")
    seat0 = result["breakdown"][0]
    assert seat0["pyramid"]["groups"] == {"red": 4, "green": 2, "yellow": 6, "white": 3,
                                          "blue": 1}
    assert seat0["pyramid"]["points"] == 22 == int(page.text_content("#pyramid-total"))
    assert seat0["obelisk"]["stages"] == 3 and seat0["obelisk"]["points"] == 6
    assert "6 points" in page.text_content("main")
    for name in ("pyramids-play", "paxpamir-buy"):
        page.locator(f"tablero-game#{name}").scroll_into_view_if_needed()
        page.wait_for_function(READY, arg=name, timeout=60_000)
    assert len(workers) == 1
    check_pax_pamir_purchase(page)


PAX = "document.getElementById('paxpamir-buy').view"


def number(page, selector: str) -> int:
    return int(page.text_content(selector))


def check_pax_pamir_purchase(page) -> None:
    """Rulebook "Ejemplo de compra": Arthur Conolly costs 3, paid on 9, 10 and the bottom card
    of the vacant column; the buyer takes the 2 rupees on it. The post's numbers say the same."""
    view = page.evaluate(f"() => {PAX}")
    assert view["seat"] == 0 and view["turn"]["actions"] == 1
    assert view["market"][0] == [9, 10, None, 88, 13, 14]
    assert view["market_cost"][0][3] == 3 == number(page, "#pax-cost")
    assert view["market_rupees"][0][3] == 2 == number(page, "#pax-taken")
    before = view["seats"][0]["rupees"]
    assert before == number(page, "#pax-before")
    offered = [a["buy"] for a in view["actions"] if a["type"] == "buy"]
    assert 88 in offered and 9 not in offered and 10 not in offered  # paid on this turn
    buttons = page.locator("tablero-game#paxpamir-buy").locator("ul.actions button")
    assert buttons.count() == len(view["actions"])
    buttons.filter(has_text="Arthur Conolly").click()
    page.wait_for_function(f"() => {PAX}.hand.includes(88)")
    after = page.evaluate(f"() => {PAX}")
    assert after["market"][0][3] is None
    assert after["market_rupees"] == [[2, 2, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0]]
    assert after["seats"][0]["rupees"] == before - 3 + 2 == number(page, "#pax-after")
    assert "Arthur Conolly" in after["log"][-1]["text"]
    assert after["active"] == [0]  # Chas may still end his turn: the market is not refilled yet


def test_iframe_form(page, site_url):
    spec = {"players": 2, "seats": [{"hand": ["P017"]}, {"hand": ["P044"]}]}
    fragment = urllib.parse.urlencode({"game": "pyramids", "mode": "view", "lang": "ja",
                                       "position": json.dumps(spec)})
    page.set_content(f'<iframe id="f" src="{site_url}embed.html#{fragment}" width="700"'
                     ' height="600"></iframe>')
    frame = page.frame_locator("#f")
    frame.locator("tablero-game").wait_for()
    inner = page.frames[1]
    inner.wait_for_function("() => document.querySelector('tablero-game').state === 'ready'",
                            timeout=120_000)
    view = inner.evaluate("() => document.querySelector('tablero-game').view")
    assert view["lang"] == "ja" and view["players"] == 2


@pytest.mark.parametrize("cors", [False, True])
def test_the_element_falls_back_to_its_iframe_on_a_host_without_cors(page, page_errors,
                                                                       dist_dir, tmp_path, cors):
    """A post holds the iframe form inside the element (docs/embedding.md): where the app's
    host sends no Access-Control-Allow-Origin, the module cannot load and the iframe shows the
    position; where it can, the element drops the iframe before it loads a second engine."""
    app, app_url = serve_in_thread(0, dist_dir, cors=cors)
    blog, blog_url = serve_in_thread(0, tmp_path)
    spec = json.dumps({"players": 2, "seats": [{"hand": ["P017"]}, {"hand": ["P044"]}]})
    fragment = urllib.parse.urlencode({"game": "pyramids", "mode": "view", "position": spec})
    post = (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>post</title>'
            f'<link rel="icon" href="data:,"></head><body>'
            f'<script type="module" src="{app_url}js/embed.js"></script>'
            f"<tablero-game id=\"g\" game=\"pyramids\" mode=\"view\" position='{spec}'>"
            f'<iframe id="fallback" loading="lazy" width="700" height="600" '
            f'src="{app_url}embed.html#{fragment}"></iframe></tablero-game></body></html>')
    (tmp_path / "post.html").write_text(post, encoding="utf-8")
    try:
        page.goto(blog_url.replace("127.0.0.1", "localhost") + "post.html")
        if cors:
            page.wait_for_function(READY, arg="g", timeout=120_000)
            assert page.evaluate("() => document.querySelector('#fallback')") is None
            return
        page.wait_for_function("() => window.frames.length === 1", timeout=60_000)
        inner = page.frames[1]
        inner.wait_for_function("() => document.querySelector('tablero-game')?.state"
                                " === 'ready'", timeout=120_000)
        assert inner.evaluate("() => document.querySelector('tablero-game').view.players") == 2
        assert page.evaluate("() => customElements.get('tablero-game') === undefined")
        expected = ("blocked by CORS policy", "net::ERR_FAILED")  # the module, as planned
        page_errors[:] = [e for e in page_errors if not any(x in e for x in expected)]
    finally:
        for server in (app, blog):
            server.shutdown()
            server.server_close()


def mexica_record_with_groups() -> tuple[dict, list[str]]:
    """A 2-player Mexica record played at random (CPython) up to seat 0's first choice with
    two groups of moves, and those groups' titles in the engine's order."""
    def call(req: dict) -> dict:
        return json.loads(bridge.handle(json.dumps(req)))

    match = call({"cmd": "new", "game": "mexica", "players": 2, "seed": 3})["match"]
    rng = random.Random(1)
    for _ in range(400):
        seat = call({"cmd": "view", "match": match, "seat": None})["view"]["active"][0]
        view = call({"cmd": "view", "match": match, "seat": seat})["view"]
        if seat == 0 and len(view.get("groups", [])) >= 2:
            record = call({"cmd": "export", "match": match})["record"]
            call({"cmd": "close", "match": match})
            return record, [g["title"] for g in view["groups"]]
        call({"cmd": "act", "match": match, "seat": seat, "action": rng.choice(view["actions"])})
    raise AssertionError("no grouped choice in 400 steps")


def test_embed_shows_the_tables_grouped_choices(page, site_url):
    """Issue 25 leftover: an embed in play mode lists Mexica's moves under the engine's group
    headings (walks, teleports...), as the table's side does (ui/panel.js fillActions), every
    action once and in the view's order."""
    record, titles = mexica_record_with_groups()
    page.set_viewport_size({"width": 720, "height": 900})
    page.goto(site_url + "__test__/embeds-far.html")
    page.evaluate("""record => {
      const el = document.createElement('tablero-game');
      el.id = 'moves';
      el.setAttribute('game', 'mexica');
      el.setAttribute('mode', 'play');
      el.setAttribute('seat', '0');
      el.setAttribute('lang', 'en');
      el.setAttribute('record', JSON.stringify(record));
      document.body.prepend(el);
    }""", record)
    page.wait_for_function(READY, arg="moves", timeout=120_000)
    embed = page.locator("tablero-game#moves")
    view = page.evaluate("() => document.getElementById('moves').view")
    assert [g["title"] for g in view["groups"]] == titles
    heads = embed.locator("ul.actions .action-group-title").all_text_contents()
    assert heads == titles
    shown = embed.locator("ul.actions button.action").evaluate_all(
        "els => els.map(e => JSON.parse(e.dataset.action))")
    assert sorted(map(json.dumps, shown)) == sorted(map(json.dumps, view["actions"]))
    first = embed.locator(".action-group").first
    assert first.locator("button.action").count() == len(view["groups"][0]["actions"])
    embed.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "embed-mexica-groups-720.png"))
