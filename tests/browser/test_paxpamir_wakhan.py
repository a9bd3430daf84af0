"""Pax Pamir against Wakhan in the browser (issue 29): a one-player game from the lobby.

- the lobby offers 1 to 5 players for Pax Pamir, with one seat to fill for a 1-player game;
- the human seat clicks on the canvas (``window.__app.hitRegions``, ``?test=1``) until the end
  screen; Wakhan is never asked (the page only ever waits for seat 0), her seat is named on
  the table, her AI card is drawn, and the end screen has her column;
- screenshots at 1280x800 after her first turns and at the end, under test-results/.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from tablero import bridge

from .ui_helpers import (
    click_region,
    end_cells,
    engine_result,
    open_lobby,
    page_record,
    start_game,
    table_now,
    wait_step_after,
    wait_turn,
)

PAGE = "index.html?test=1&delay=0"
ROOT = Path(__file__).resolve().parents[2]
ARTEFACTS = ROOT / "test-results"


def test_one_player_game_against_wakhan_to_the_end(page, site_url):
    """Seat 0 clicks on the canvas for every decision; Wakhan plays inside the engine."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_lobby(page, site_url + PAGE)
    page.select_option("#lobby-game", "paxpamir")
    counts = page.eval_on_selector_all("#lobby-players option", "els => els.map(e => e.value)")
    assert counts == ["1", "2", "3", "4", "5"]
    start_game(page, "paxpamir", ["human"], seed=21)
    rng = random.Random(5)
    clicks = 0
    shot = False
    listed = False  # her moves in "Since your last turn" at the instant speed too
    while wait_turn(page) == "human":
        listed = listed or "Wakhan" in page.inner_text("#since-list")
        now = table_now(page)
        view = now["view"]
        assert view["seat"] == 0 and view["active"] == [0]
        assert view["players"] == 2 and view["wakhan"]["seat"] == 1
        if view["wakhan"]["card"] and not shot:
            ARTEFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTEFACTS / "paxpamir-wakhan.png"))
            shot = True
        others = [a for a in view["actions"] if a["type"] != "pass"]
        action = rng.choice(others) if others and rng.random() < 0.8 \
            else rng.choice(view["actions"])
        region = next((r for r in now["regions"] if r["action"] == action), None)
        assert region is not None, f"no click target for {action} ({view['stage']})"
        click_region(page, region)
        clicks += 1
        wait_step_after(page, view["step"], timeout=30_000)
    assert wait_turn(page) == "over" and shot and clicks >= 2 and listed
    result = engine_result(page)
    assert len(result["scores"]) == 2
    record = page_record(page)
    assert record["players"] == 1
    replayed = json.loads(bridge.handle(json.dumps({"cmd": "load", "record": record})))
    assert replayed["ok"] and replayed["view"]["result"] == result
    cells = end_cells(page)
    shown = {(seat, key): text for seat, key, text in cells}
    assert shown[(1, "total")] == str(result["scores"][1])
    heads = page.eval_on_selector_all("#end-table thead th", "els => els.map(e => e.textContent)")
    assert "Wakhan" in heads
    log = page.locator("#log li").all_text_contents()
    assert any(line.startswith("Wakhan turns up AI card") for line in log)
    page.screenshot(path=str(ARTEFACTS / "paxpamir-wakhan-end.png"), full_page=True)


def test_two_player_table_shows_her_seat_and_card(page, site_url):
    """2 players (a human and a bot) and Wakhan: three court rows, hers with her AI card;
    the page waits only for the human or the bot, never for her."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_lobby(page, site_url + PAGE)
    start_game(page, "paxpamir", ["human", "bot:random"], seed=8)
    for _ in range(3):
        assert wait_turn(page) == "human"
        view = table_now(page)["view"]
        assert view["players"] == 3 and view["wakhan"]["seat"] == 2
        assert 2 not in view["active"]
        if view["wakhan"]["card"]:
            break
        page.locator("#actions button.action").first.click()
        wait_step_after(page, view["step"], timeout=30_000)
    assert view["wakhan"]["card"]
    ARTEFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTEFACTS / "paxpamir-wakhan-2p.png"))


def test_lobby_offers_wakhan_options_only_when_she_has_a_seat(page, site_url):
    """wakhan.md 2 and 1.17: her options matter with 1 or 2 players only; the lobby shows them
    at the counts the engine's options name (``players``) and keeps a choice while they are
    hidden; screenshots at 1280, 768 and 390 px wide."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_lobby(page, site_url + PAGE)
    page.select_option("#lobby-game", "paxpamir")
    shown = {}
    for n in ("1", "2", "3", "4", "5"):
        page.select_option("#lobby-players", n)
        shown[n] = page.eval_on_selector_all(
            "#lobby-options select", "els => els.map(e => e.dataset.option)")
    wakhan = ["wakhan", "savvy_purchasing", "spy_movement", "steadfast_loyalty"]
    assert shown["1"] == wakhan and shown["2"] == wakhan
    assert shown["3"] == shown["4"] == shown["5"] == []
    assert page.locator("#lobby-options").is_hidden()
    page.select_option("#lobby-players", "2")
    page.select_option("#lobby-options select[data-option=wakhan]", '"improved"')
    ARTEFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTEFACTS / "paxpamir-lobby-wakhan-2p.png"))
    page.select_option("#lobby-players", "3")
    page.screenshot(path=str(ARTEFACTS / "paxpamir-lobby-3p.png"))
    page.select_option("#lobby-players", "1")
    assert page.eval_on_selector("#lobby-options select[data-option=wakhan]",
                                 "e => e.value") == '"improved"'
    for width, height in ((768, 1024), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(ARTEFACTS / f"paxpamir-lobby-wakhan-1p-{width}.png"),
                        full_page=True)


def test_her_turn_is_shown_as_steps_then_listed_since_the_last_turn(page, site_url):
    """Issue 37: after End turn the page shows Wakhan playing, step by step (the bot phase,
    a status naming her, Next and Skip), "Since your last turn" then lists her moves, and
    Skip ends her pacing at once."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_lobby(page, site_url + "index.html?test=1&speed=step")
    start_game(page, "paxpamir", ["human"], seed=21)
    for turn in range(2):
        assert wait_turn(page) == "human"
        step = page.evaluate("() => window.__app.view.step")
        while page.evaluate("() => window.__app.view.step") == step:  # to her turn
            now = table_now(page)
            ends = [a for a in now["view"]["actions"] if a["type"] == "pass"]
            action = ends[0] if ends else now["view"]["actions"][0]
            click_region(page, next(r for r in now["regions"] if r["action"] == action))
            page.wait_for_function("s => window.__app.view.step > s || window.__app.phase"
                                   " === 'bot'", arg=now["view"]["step"])
            if page.evaluate("() => window.__app.phase") == "bot":
                break
        page.wait_for_selector("#table-next:not([hidden])")
        assert page.evaluate("() => window.__app.phase") == "bot"
        assert "Wakhan is playing" in page.inner_text("#status")
        assert page.is_visible("#table-skip")
        log_before = page.evaluate("() => window.__app.view.log_total")
        page.click("#table-next")  # her next step shows
        page.wait_for_function("n => window.__app.view.log_total > n", arg=log_before)
        if turn == 0:
            page.click("#table-skip")  # the rest of her turn at once
        else:
            while page.evaluate("() => window.__app.phase") == "bot":  # each step by Next
                if page.is_visible("#table-next"):
                    page.click("#table-next")
                page.wait_for_timeout(20)
        assert wait_turn(page) == "human"
        since = page.inner_text("#since-list")
        assert "Wakhan turns up AI card" in since, since
        assert page.evaluate("() => window.__app.view.active") == [0]
    look_inside_her_turn(page)


def look_inside_her_turn(page):
    """A click on her "turns up AI card" in "Since your last turn" (its dot of her seat's
    colour on the board) shows the board as it was inside her turn (the same step, fewer log
    entries), from seat 0; Back to the game is at the same decision. Screenshots at 1280x800."""
    decision = """() => ({step: window.__app.view.step, log: window.__app.view.log_total,
      actions: window.__app.view.actions, seat: window.__app.view.seat})"""
    live = page.evaluate(decision)
    entry = page.locator("#since-list button.since-entry", has_text="Wakhan turns up AI card")
    dot = entry.locator(".since-dot").evaluate("e => getComputedStyle(e).backgroundColor")
    assert dot == rgb(seat_colours()[1]), dot  # her seat's colour, as the board draws it
    ARTEFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTEFACTS / "since-list-1280.png"))
    n = int(entry.get_attribute("data-n"))
    entry.click()
    page.wait_for_function("() => window.__app.phase === 'look'"
                           " && document.getElementById('look-text').textContent.includes(':')")
    shown = page.evaluate(decision)
    assert shown["seat"] == 0 and shown["step"] == live["step"] and not shown["actions"]
    assert n < shown["log"] < live["log"], (n, shown, live)
    assert "Wakhan turns up AI card" in page.inner_text("#look-text")
    page.screenshot(path=str(ARTEFACTS / "since-look-1280.png"))
    page.click("#look-back")
    page.wait_for_function("() => window.__app.settled")
    assert page.evaluate(decision) == live and page.is_hidden("#look")


def seat_colours() -> list[str]:
    """Pax Pamir's seat colours on the board (its theme.js SEAT)."""
    theme = (ROOT / "web" / "js" / "games" / "paxpamir" / "theme.js").read_text()
    return re.findall(r"#[0-9a-f]{6}", re.search(r"export const SEAT = \[(.*?)\]", theme)[1])


def rgb(hex_colour: str) -> str:
    """A #rrggbb colour as getComputedStyle writes it."""
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgb({r}, {g}, {b})"
