"""The Troyes table in the browser: a whole game by clicks on the canvas.

Issue 6 (table): "a Playwright game to the end with one human seat". Seat 0 clicks on the canvas
through ``window.__app.hitRegions`` (the page's ``?test=1`` hook), the other seats are random
bots; the end screen is compared with the engine's result in the page and with the same record
replayed by the CPython engine; the page raises no error (the ``page`` fixture checks).
"""

from __future__ import annotations

import json
import random
import re

import pytest

from tablero import bridge
from tablero.games.troyes import GAME as troyes
from tablero.games.troyes.texts import NAMES as CARD_NAMES

from .ui_helpers import (
    click_region,
    end_cells,
    engine_result,
    engine_views,
    open_lobby,
    page_record,
    probe_renderer,
    start_game,
    table_now,
    wait_step_after,
    wait_turn,
)

PAGE = "index.html?test=1&delay=0&anim=0"
RETREAT = ("cancel", "reset", "give_up", "pass")


def choose(pick: random.Random, actions: list[dict]) -> int:
    """A random action, mostly going forward (a random player cancels a lot otherwise)."""
    forward = [i for i, a in enumerate(actions) if a["type"] not in RETREAT]
    if forward and pick.random() < 0.85:
        return pick.choice(forward)
    return pick.randrange(len(actions))


def expected_cell(breakdown: dict, key: str) -> str:
    """The end screen's text for one breakdown field (the formats of games/troyes/score.js)."""
    value = breakdown
    for part in key.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    if key.startswith("characters.cards."):
        return "—" if value is None else f"{value['count']} → {value['points']}"
    return "—" if value is None else str(value)


def check_end_screen(page, result: dict) -> None:
    cells = end_cells(page)
    players = len(result["scores"])
    seen = set()
    for seat, key, shown in cells:
        assert shown == expected_cell(result["breakdown"][seat], key), (seat, key, shown)
        seen.add(key)
    for part in ("tokens.points", "tradesmen.points", "cathedral.points", "events.points",
                 "characters.points", "total"):
        assert part in seen
    dealt = result["breakdown"][0]["characters"]["cards"]
    assert {f"characters.cards.{c}" for c in dealt} <= seen
    totals = {seat: int(text) for seat, key, text in cells if key == "total"}
    assert [totals[s] for s in range(players)] == result["scores"]
    heads = page.eval_on_selector_all("#end-table thead th", "els => els.map(e => e.textContent)")
    for seat in result["winners"]:
        assert heads[seat + 1] in page.text_content("#end-winners")


def play_human_seat(page, pick: random.Random) -> tuple[int, int]:
    """Seat 0 plays by canvas clicks until the game is over; (clicks, list fallbacks)."""
    clicks = fallbacks = 0
    while wait_turn(page) == "human":
        now = table_now(page)
        view = now["view"]
        assert view["seat"] == 0 and 0 in view["active"]
        assert view["provisional"] == list(troyes.provisional)
        index = choose(pick, view["actions"])
        action = view["actions"][index]
        region = next((r for r in now["regions"] if r["action"] == action), None)
        if region is None:
            page.locator("#actions button.action").nth(index).click()
            fallbacks += 1
        else:
            click_region(page, region)
            clicks += 1
        wait_step_after(page, view["step"])
    return clicks, fallbacks


@pytest.mark.service_worker
def test_whole_game_by_canvas_clicks_matches_engine(page, site_url):
    """3 players: seat 0 clicks on the canvas, two random bots; the end screen = the result."""
    open_lobby(page, site_url + PAGE)
    start_game(page, "troyes", players=3, seats=["human", "bot:random", "bot:random"], seed=7)
    clicks, fallbacks = play_human_seat(page, random.Random(2026))
    assert wait_turn(page) == "over"
    assert clicks >= 30
    assert fallbacks == 0, "every action should have a click target on the canvas"
    result = engine_result(page)
    assert result is not None
    record = page_record(page)
    replayed = json.loads(bridge.handle(json.dumps({"cmd": "load", "record": record})))
    assert replayed["ok"] and replayed["view"]["result"] == result
    check_end_screen(page, result)
    final = page.evaluate("() => window.__app.view")
    assert final["phase"] == "over"
    assert all(s["characters"] is not None for s in final["seats"])  # revealed at the end


def test_narrow_two_players_by_clicks(browser, site_url):
    """800 px wide, 2 players (2 character cards each): the first rounds by canvas clicks, and
    every hit region lies on the canvas."""
    context = browser.new_context(viewport={"width": 800, "height": 1000})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        open_lobby(page, site_url + PAGE)
        start_game(page, "troyes", players=2, seats=["human", "bot:random"], seed=3)
        pick = random.Random(4)
        for _ in range(25):
            if wait_turn(page) != "human":
                break
            now = table_now(page)  # the view and the regions of one drawing
            view, regions = now["view"], now["regions"]
            assert view["seats"][0]["character_count"] == 2
            assert view["seats"][1]["characters"] is None  # the other's card stays hidden
            size = page.evaluate("""() => {
              const c = document.getElementById('board');
              return {w: c.clientWidth, h: c.clientHeight};
            }""")
            for r in regions:
                assert 0 <= r["x"] and r["x"] + r["w"] <= size["w"] + 4
                assert 0 <= r["y"] and r["y"] + r["h"] <= size["h"] + 4
            action = view["actions"][choose(pick, view["actions"])]
            region = next(r for r in regions if r["action"] == action)
            click_region(page, region)
            wait_step_after(page, view["step"])
    finally:
        context.close()
    assert not errors


NAMES = sorted(set(CARD_NAMES["en"].values()) | {"Troyes"},
               key=len, reverse=True)


def latin_words(text: str) -> set[str]:
    """Latin words of a Japanese text, less the names that stay as printed."""
    for name in NAMES:
        text = text.replace(name, "")
    return set(re.findall(r"[A-Za-z]{2,}", text))


def shown(page) -> dict:
    """The prompt, action buttons, log lines and the first action's tooltip, as on the page
    (after a redraw: the renderer's seat names are those of its last frame)."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.locator("#actions button.action").first.focus()
    page.wait_for_selector(".tooltip:not([hidden])")
    return page.evaluate("""() => ({
      prompt: document.getElementById('prompt').textContent,
      labels: [...document.querySelectorAll('#actions button.action')].map(b => b.textContent),
      log: [...document.querySelectorAll('#log li')].map(li => li.textContent),
      tip: document.querySelector('.tooltip').textContent,
      lang: document.documentElement.lang,
      view: window.__app.view})""")


def switch(page, lang: str) -> dict:
    page.select_option("#table-lang", lang)
    page.wait_for_function(
        "l => window.__app.view && window.__app.view.lang === l && window.__app.settled",
        arg=lang)
    return shown(page)


def test_language_switch_mid_game(page, site_url):
    """Issue 7: ja and es mid-game: prompt, action labels, log and tooltip change language (the
    state does not), the canvas redraws without an error, and English comes back."""
    open_lobby(page, site_url + PAGE + "&lang=en")
    start_game(page, "troyes", players=3, seats=["human", "bot:random", "bot:random"], seed=7)
    for _ in range(12):  # through the initial placement into round 1
        assert wait_turn(page) == "human"
        view = page.evaluate("() => window.__app.view")
        if view["stage"] != "placement":
            break
        page.locator("#actions button.action").first.click()
        wait_step_after(page, view["step"])
    assert wait_turn(page) == "human"
    english = shown(page)
    assert english["view"]["lang"] == "en" and english["view"]["round"] >= 1
    for lang in ("ja", "es"):
        now = switch(page, lang)
        view = now["view"]
        assert now["lang"] == lang
        assert view["step"] == english["view"]["step"]
        assert view["actions"] == english["view"]["actions"]
        assert now["prompt"] == view["prompt"] != english["prompt"]
        assert now["labels"] == view["labels"]
        assert all(a != b for a, b in zip(now["labels"], english["labels"], strict=True))
        assert len(now["log"]) == len(english["log"]) and now["log"] != english["log"]
        assert now["tip"] != english["tip"]
        if lang == "ja":
            assert "第1ラウンド開始。" in now["log"]
            for text in [now["prompt"], *now["labels"], *now["log"], now["tip"]]:
                assert not latin_words(text), text
        else:
            assert "Empieza la ronda 1." in now["log"]
    back = switch(page, "en")
    assert back["prompt"] == english["prompt"] and back["labels"] == english["labels"]
    assert back["log"] == english["log"] and back["tip"] == english["tip"]


def test_issue_26_troyes_outlines_the_citizen_just_placed(page, site_url):
    """Issue 26 (what just happened): the building space a citizen was just placed on is
    outlined; at 390 px every clickable region of the table lies inside the canvas's width."""
    prev, view = engine_views("troyes", 3, 7, lambda seat, a: a["type"] == "space")
    placed = [f"sp{b}.{i}" for b, spots in view["buildings"].items()
              for i, owner in enumerate(spots) if owner != prev["buildings"][b][i]]
    open_lobby(page, site_url + PAGE)
    probe = probe_renderer(page, "troyes", prev, view, 980, 800)
    assert placed and all(key in probe["fresh"] for key in placed)
    mine, _ = engine_views("troyes", 3, 7, lambda seat, a: seat == 0 and a["type"] == "space")
    h = probe_renderer(page, "troyes", mine, mine, 390, 400)["preferred"]
    regions = probe_renderer(page, "troyes", mine, mine, 390, h)["regions"]
    assert regions
    for a in regions:
        assert 0 <= a["x"] and a["x"] + a["w"] <= 390 + 1, a
