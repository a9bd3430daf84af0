"""<tablero-game> embeds: one worker for a page, lazy start, the sample rules post's numbers.

Issue 7 tests: "a page with two embeds starts one worker and renders both; the sample rules
post shows the right numbers". The iframe form (embed.html#...) is checked too.
"""

from __future__ import annotations

import json
import urllib.parse

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


def test_sample_rules_post_shows_the_worked_example(page, site_url):
    page.goto(site_url + "examples/index.html")
    page.wait_for_function(READY, arg="pyramids-scoring", timeout=120_000)
    result = page.evaluate("() => document.getElementById('pyramids-scoring').view.result")
    seat0 = result["breakdown"][0]
    assert seat0["pyramid"]["groups"] == {"red": 4, "green": 2, "yellow": 6, "white": 3,
                                          "blue": 1}
    assert seat0["pyramid"]["points"] == 22 == int(page.text_content("#pyramid-total"))
    assert seat0["obelisk"]["stages"] == 3 and seat0["obelisk"]["points"] == 6
    assert "6 points" in page.text_content("main")
    # the post is ready for the Pax Pamir buy example: it goes live once a table exists
    has_pax = page.evaluate("""async () =>
      (await import('/js/games/registry.js')).hasRenderer('paxpamir')""")
    assert page.locator("tablero-game#paxpamir-buy").count() == (1 if has_pax else 0)


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
