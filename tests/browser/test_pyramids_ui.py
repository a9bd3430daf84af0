"""The Pyramids table in the browser: a whole game by clicks on the canvas, and by keyboard.

Issue: "a Playwright test that serves the built site, plays a whole 3-player game (one human
seat clicking, two bots) and checks the end screen against the engine's result." The human
seat clicks on the canvas through ``window.__app.hitRegions`` (the page's ``?test=1`` hook);
the end screen is compared with the result inside the page and with the same record replayed
by the CPython engine. The keyboard test plays through the DOM action list only.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tablero import bridge

from .ui_helpers import (
    canvas_size,
    click_region,
    cpython_result,
    end_cells,
    engine_result,
    engine_views,
    fill_lobby,
    open_lobby,
    page_record,
    probe_renderer,
    start_game,
    table_now,
    wait_decision,
    wait_step_after,
    wait_turn,
)

PAGE = "index.html?test=1&delay=0"
COLORS = ("blue", "white", "red", "green", "yellow")


def expected_cell(breakdown: dict, key: str) -> str:
    """The end screen's text for one breakdown field (the formats of games/pyramids/score.js)."""
    if key == "glyphs.counts":
        g = breakdown["glyphs"]
        return f"{g['pyramid']} / {g['obelisk']} / {g['tomb']}"
    if key == "tomb.stones":
        stones = breakdown["tomb"]["stones"]
        return ", ".join(f"{c} {stones[c]}" for c in COLORS if stones.get(c)) or "—"
    if key == "tomb.won":
        return ", ".join(breakdown["tomb"]["won"]) or "—"
    value = breakdown
    for part in key.split("."):
        value = value[part]
    return "—" if value is None else str(value)


def check_end_screen(page, result: dict) -> None:
    cells = end_cells(page)
    players = len(result["scores"])
    assert len(cells) >= 17 * players
    seen = set()
    for seat, key, shown in cells:
        assert shown == expected_cell(result["breakdown"][seat], key), (seat, key, shown)
        seen.add(key)
    for part in ("pyramid.points", "obelisk.points", "tomb.points", "glyphs.points", "total"):
        assert part in seen
    totals = {seat: int(text) for seat, key, text in cells if key == "total"}
    assert [totals[s] for s in range(players)] == result["scores"]
    heads = page.eval_on_selector_all("#end-table thead th", "els => els.map(e => e.textContent)")
    marked = page.eval_on_selector_all(
        "#end-table thead th.winner", "els => els.map(e => e.textContent)")
    assert marked == [heads[s + 1] for s in result["winners"]]
    for seat in result["winners"]:
        assert heads[seat + 1] in page.text_content("#end-winners")


@pytest.mark.service_worker
def test_whole_game_by_canvas_clicks_matches_engine(page, site_url):
    """3 players: seat 0 clicks on the canvas, two random bots; the end screen = the result."""
    open_lobby(page, site_url + PAGE)
    fill_lobby(page, "pyramids", players=3, seats=["human", "bot:random", "bot:random"], seed=7)
    page.click("#lobby-start")
    wait_turn(page)
    assert "Provisional: the deck" in page.text_content("#table-provisional")
    pick = random.Random(2024)
    clicks = fallbacks = 0
    while wait_turn(page) == "human":
        now = table_now(page)
        view = now["view"]
        assert view["seat"] == 0 and 0 in view["active"]
        assert view["provisional"] == ["deck"]
        index = pick.randrange(len(view["actions"]))
        action = view["actions"][index]
        region = next((r for r in now["regions"] if r["action"] == action), None)
        if region is None:
            page.locator("#actions button.action").nth(index).click()
            fallbacks += 1
        else:
            click_region(page, region)
            clicks += 1
        wait_step_after(page, view["step"])
    assert wait_turn(page) == "over"
    assert clicks >= 30
    assert fallbacks == 0, "every action should have a click target on the canvas"
    result = engine_result(page)
    assert result is not None
    assert cpython_result(page_record(page)) == result
    check_end_screen(page, result)
    # the final table shows every tomb (the spectator's view once the game is over)
    final = page.evaluate("() => window.__app.view")
    assert final["phase"] == "over"
    assert all(n["tomb"] is not None for n in final["necropolis"])
    # the finished game is no longer offered as "continue"
    page.click("#end-again")
    page.wait_for_function("() => window.__app.phase === 'lobby'")
    assert page.is_hidden("#lobby-saved")


def focused_action(page):
    return page.evaluate("""() => {
      const el = document.activeElement;
      return el && el.matches('#actions button.action') ? JSON.parse(el.dataset.action) : null;
    }""")


def test_keyboard_only_through_the_action_list_and_curtain(page, site_url):
    """Two humans and a bot, played by Tab/Enter alone: lobby, curtain, choices, for 3 rounds."""
    open_lobby(page, site_url + PAGE)
    fill_lobby(page, "pyramids", players=3, seats=["human", "human", "bot:random"], seed=11)
    page.focus("#lobby-start")
    page.keyboard.press("Enter")
    pick = random.Random(5)
    acted = curtains = 0
    while acted < 45:
        phase = wait_decision(page)
        if phase == "over":
            break
        if phase == "curtain":
            assert page.evaluate("() => document.activeElement.id") == "curtain-ready"
            assert page.evaluate("() => window.__app.view") is None  # nothing private behind it
            page.keyboard.press("Enter")
            page.wait_for_function("() => window.__app.phase !== 'curtain'")
            curtains += 1
            continue
        view = page.evaluate("() => window.__app.view")
        if focused_action(page) is None:
            for _ in range(12):
                page.keyboard.press("Tab")
                if focused_action(page) is not None:
                    break
        assert focused_action(page) == view["actions"][0]
        for _ in range(pick.randrange(len(view["actions"]))):
            page.keyboard.press("Tab")
        chosen = focused_action(page)
        assert chosen in view["actions"]
        page.keyboard.press("Enter")
        wait_step_after(page, view["step"])
        acted += 1
    assert acted >= 20 and curtains >= 2
    log = page.locator("#log li").all_text_contents()
    assert log and all(line.strip() for line in log)
    # the game is saved after every action and offered back in the lobby
    page.click("#table-lobby")
    page.wait_for_selector("#lobby-saved:not([hidden])")
    page.click("#lobby-continue")
    page.wait_for_function(
        "() => ['human', 'curtain', 'bot'].includes(window.__app.phase)")


def _click_first_region_until_taken(page, step: int) -> None:
    """Click the first hit region until the click is taken. Right after a resize the table
    may still be laid out anew (or the offline notice may push it down) when the click lands:
    under load the first click can miss; each retry reads the regions afresh."""
    for _ in range(5):
        click_region(page, page.evaluate("() => window.__app.hitRegions")[0])
        try:
            wait_step_after(page, step, timeout=5_000)
            return
        except PlaywrightTimeout:
            continue
    wait_step_after(page, step)


def test_narrow_hidpi_and_resize(browser, site_url):
    """800 px wide at devicePixelRatio 2, then resized to 1280x800: sharp canvas, clicks land."""
    context = browser.new_context(viewport={"width": 800, "height": 1000}, device_scale_factor=2)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        open_lobby(page, site_url + PAGE)
        fill_lobby(page, "pyramids", players=3, seats=["human", "bot:random", "bot:random"], seed=3)
        page.click("#lobby-start")
        for width, height in ((800, 1000), (1280, 800)):
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(200)
            assert wait_turn(page) == "human"
            size = canvas_size(page)
            assert size["w"] == 2 * size["cw"] and size["h"] == 2 * size["ch"]
            regions = page.evaluate("() => window.__app.hitRegions")
            assert regions
            for r in regions:
                assert 0 <= r["x"] and r["x"] + r["w"] <= size["cw"] + 4
                assert 0 <= r["y"] and r["y"] + r["h"] <= size["ch"] + 4
            step = page.evaluate("() => window.__app.view.step")
            _click_first_region_until_taken(page, step)
    finally:
        context.close()
    assert not errors


def test_a_saved_game_that_does_not_replay_goes_on_and_is_kept(page, site_url):
    """A save whose first move does not replay (issue 38: a record of older rules) goes on
    from the moves that replay, the notice saying in the page's words how many could not be
    kept; the record as it was stays in its old key and in the save (``earlier``)."""
    bad = {"record": {"format": "tablero-record/1", "game": "pyramids", "engine": "0.1.0",
                      "seed": 1, "players": 3, "options": {},
                      "seats": ["human", "bot:random", "bot:random"],
                      "actions": [[0, {"type": "nonsense"}]]}}
    page.add_init_script(f"localStorage.setItem('tablero.save.v1', {json.dumps(json.dumps(bad))})")
    open_lobby(page, site_url + PAGE)
    info = page.text_content("#lobby-saved-info")  # one line: when, game, players, turn
    assert "Pyramids" in info and info.count("Bot (random)") == 2
    page.click("#lobby-continue")
    page.wait_for_selector("#notice:not([hidden])")
    notice = page.text_content("#notice-text")
    assert "move 1: 1 of 1 moves could not be kept" in notice, notice
    assert wait_turn(page) == "human"
    assert json.loads(page.evaluate("() => localStorage.getItem('tablero.save.v1')")) == bad
    earlier = page.evaluate("""async () => {
      const db = await new Promise((ok) => { const r = indexedDB.open('tablero');
                                             r.onsuccess = () => ok(r.result); });
      const row = await new Promise((ok) => { const r = db.transaction('saves')
        .objectStore('saves').get('v1'); r.onsuccess = () => ok(r.result); });
      db.close();
      return row.earlier;
    }""")
    assert earlier[0]["record"] == bad["record"]


def test_taken_pairs_are_public_and_places_are_named(page, site_url):
    """Issue 28 (【ラウンドの流れ】3a, ピラミッドの建設): a pair another seat took still shows
    its two cards in the view, the log names them, and placements read "base, position n"."""
    open_lobby(page, site_url + PAGE)
    start_game(page, "pyramids", ["human", "bot:random", "bot:random"], seed=4)
    seen_taken, labels = False, []
    for _ in range(60):
        if wait_turn(page) != "human":
            break
        view = table_now(page)["view"]
        for pair in view["quarry"]:
            if pair["taken_by"] not in (None, 0):
                assert len(pair["taken_cards"]) == 2 and pair["cards"] == []
                seen_taken = True
        if view["actions"][0]["type"] == "pyramid":
            labels += page.locator("#actions button.action").all_text_contents()
        if seen_taken and labels:
            break
        page.locator("#actions button.action").first.click()
        page.wait_for_function("s => window.__app.view && window.__app.view.step > s",
                               arg=view["step"])
    assert seen_taken
    assert any(label.startswith("Pyramid: base") for label in labels), labels
    assert not any("slot" in label for label in labels)
    log = page.locator("#log li").all_text_contents()
    assert any(" takes pair " in line and "(P" in line for line in log)


def test_issue_26_pyramids_outlines_the_pair_just_taken_and_names_cards_by_stones(page, site_url):
    """Issue 26 (what just happened): the quarry pair the last step took is outlined; issue 25:
    the choices name a card by its stones, its id last."""
    prev, view = engine_views("pyramids", 3, 7, lambda seat, a: a["type"] == "pair")
    taken = next(p["pair"] for p in view["quarry"]
                 if p["taken_by"] is not None and p["taken_by"] != (
                     prev["quarry"][p["pair"]]["taken_by"]))
    open_lobby(page, site_url + PAGE)
    probe = probe_renderer(page, "pyramids", prev, view, 980, 800)
    assert f"pair{taken}" in probe["fresh"]
    keep, _ = engine_views("pyramids", 3, 7, lambda seat, a: seat == 0 and a["type"] == "keep")
    assert keep["labels"]
    for label in keep["labels"]:
        assert label.split(" ", 1)[1].split(",")[0].split(" ")[0] in COLORS, label
        assert re.search(r"\(P\d{3}\)$", label), label


TEXT_BOXES_JS = """async ([view, w, names]) => {
  const registry = await import('/js/games/registry.js');
  await registry.loadStrings('pyramids');
  const r = await registry.loadRenderer('pyramids');
  const h = r.preferredHeight(w, view.players);
  r.layout(w, h);
  const ctx = new OffscreenCanvas(w, h).getContext('2d');
  const texts = [];
  const fill = ctx.fillText.bind(ctx);
  ctx.fillText = (s, x, y, max) => {
    const m = ctx.measureText(s);
    const width = max ? Math.min(max, m.width) : m.width;
    const align = ctx.textAlign;
    const x0 = align === 'center' ? x - width / 2 : (align === 'right' ? x - width : x);
    texts.push({s: String(s), x0, x1: x0 + width, y0: y - m.actualBoundingBoxAscent,
                y1: y + m.actualBoundingBoxDescent});
    fill(s, x, y, max);
  };
  r.draw(ctx, view, {names, fresh: new Set(), hover: null});
  const cards = [];
  for (const card of view.quarry.flatMap((p) => p.cards.length ? p.cards : p.taken_cards)) {
    cards.push(card.id);
  }
  const boxes = {};
  for (let y = 0; y < h; y += 2) for (let x = 0; x < w; x += 2) {
    const title = r.infoAt(x, y)?.title;
    if (!title || !cards.some((id) => title.includes(id))) continue;
    const b = boxes[title] || (boxes[title] = {x0: x, y0: y, x1: x, y1: y});
    b.x0 = Math.min(b.x0, x); b.y0 = Math.min(b.y0, y);
    b.x1 = Math.max(b.x1, x); b.y1 = Math.max(b.y1, y);
  }
  return {texts, cards: Object.values(boxes)};
}"""


def _overlap(a: dict, b: dict, slack: float = 0.5) -> bool:
    return (a["x0"] < b["x1"] - slack and b["x0"] < a["x1"] - slack
            and a["y0"] < b["y1"] - slack and b["y0"] < a["y1"] - slack)


def _pyramids_views(players: int, seed: int):
    """Seat 0's view after each step of a game the random bot plays to its end (CPython)."""
    def call(request: dict) -> dict:
        return json.loads(bridge.handle(json.dumps(request)))
    res = call({"cmd": "new", "game": "pyramids", "players": players, "seed": seed})
    match, view = res["match"], res["view"]
    while view["active"]:
        seat = view["active"][0]
        action = call({"cmd": "bot", "match": match, "seat": seat, "level": "random"})["action"]
        call({"cmd": "act", "match": match, "seat": seat, "action": action})
        view = call({"cmd": "view", "match": match, "seat": 0})["view"]
        yield view


def test_issue_25_end_standings_and_taken_tags_do_not_overlap(page, site_url):
    """Issue 25: at 390 and 768 px wide, with 3 and 4 players and the app's long seat names,
    no two texts of the game-over standings overlap, and a taken pair's "taken by" tag lies
    over none of the quarry's cards (their glyphs and stones stay in sight)."""
    open_lobby(page, site_url + PAGE)
    names = ["Player 1 (you)", "Player 2 (bot)", "Player 3 (bot)", "Player 4 (bot)"]
    for players in (3, 4):
        taken = end = None
        for view in _pyramids_views(players, seed=4):
            if taken is None and any(p["taken_by"] is not None for p in view["quarry"]):
                taken = view
            end = view
        assert taken is not None and end["result"]
        for width in (390, 768):
            got = page.evaluate(TEXT_BOXES_JS, [end, width, names])
            texts = got["texts"]
            over = next(n for n, t in enumerate(texts) if t["s"] == "GAME OVER")
            standings = texts[over:]
            assert len(standings) == 1 + 2 * players, standings
            for i, a in enumerate(standings):
                for b in standings[i + 1:]:
                    assert not _overlap(a, b), (players, width, a, b)
            got = page.evaluate(TEXT_BOXES_JS, [taken, width, names])
            # "<n> · taken by <name>", or "<n> · <name>" on a tag squeezed to the frame
            tags = [t for t in got["texts"] if " · " in t["s"]
                    and any(name in t["s"] for name in names)]
            assert tags and got["cards"]
            for tag in tags:
                for card in got["cards"]:
                    assert not _overlap(tag, card), (players, width, tag, card)
