"""The Mexica table in the browser: turns played by clicks on the canvas, and a game to the end.

Issue 5 (Table): the grid with every piece, legal targets highlighted for every action, the
action list, period scoring with each district's ranking, pass-and-play and bots. A random
Mexica game is long (1,000-3,000 steps), so the human seat here plays short sensible turns
(a couple of actions, then "End turn") and the end-screen test starts from a record cut near
the end of period 2 (made by the CPython engine, resumed from the save like a reload). Every
human choice is a click on a hit region of the canvas (``window.__app.hitRegions``).
"""

from __future__ import annotations

import json
import random

import pytest

from tablero import bridge
from tablero.games.mexica import GAME as mexica

from .ui_helpers import (
    canvas_size,
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

PAGE = "index.html?test=1&delay=0"
TURN_VERBS = ("canal", "temple", "move", "take_marker", "bridge", "found")


def click_action(page, action: dict, regions: list[dict], step: int) -> None:
    """Click the canvas on the hit region of `action` and wait until the engine took it."""
    region = next((r for r in regions if r["action"] == action), None)
    assert region is not None, f"no click target for {action}"
    click_region(page, region)
    wait_step_after(page, step)


def sensible(view: dict, rnd: random.Random, verbs_left: int) -> dict:
    """A short, sensible turn: found when possible, else a few actions, then end the turn."""
    acts = view["actions"]
    if view["stage"] == "turn":
        if {"type": "found"} in acts:
            return {"type": "found"}
        options = [a for a in acts if a["type"] in TURN_VERBS]
        return rnd.choice(options) if verbs_left > 0 and options else {"type": "end_turn"}
    targets = [a for a in acts if a["type"] != "back"]
    if view["stage"] == "move":
        targets = [a for a in targets if a["cost"] <= view["ap"] - 1] or targets
    return rnd.choice(targets) if targets else {"type": "back"}


def play_human_turns(page, rnd: random.Random, turns: int, verbs: int = 2) -> dict:
    """Play `turns` human turns (or until the game ends) by clicks; counts of what was done."""
    done = {"clicks": 0, "turns": 0, "stages": set()}
    verbs_left = verbs
    while done["turns"] < turns and wait_turn(page) == "human":
        state = table_now(page)
        view = state["view"]
        assert view["seat"] in view["active"]
        done["stages"].add(view["stage"])
        action = sensible(view, rnd, verbs_left)
        if view["stage"] == "turn" and action["type"] in TURN_VERBS:
            verbs_left -= 1
        if action["type"] == "end_turn":
            done["turns"] += 1
            verbs_left = verbs
        click_action(page, action, state["regions"], view["step"])
        done["clicks"] += 1
    return done


def test_new_game_a_few_turns_by_canvas_clicks(page, site_url):
    """3 players (one human, two random bots): place the Pilli and play 3 turns by clicks."""
    open_lobby(page, site_url + PAGE)
    start_game(page, "mexica", players=3, seats=["human", "bot:random", "bot:random"], seed=9)
    assert wait_turn(page) == "human"
    state = table_now(page)
    view = state["view"]
    assert view["game"] == "mexica" and view["stage"] == "place_pilli"
    assert {a["cell"] for a in view["actions"]} <= set(view["start_spaces"])
    click_action(page, view["actions"][0], state["regions"], view["step"])
    assert wait_turn(page) == "human"
    view = table_now(page)["view"]
    assert view["stage"] == "turn" and view["ap"] == 6 and view["turn"] == 0
    assert len(view["display"]) == 8 and view["reserve_count"] == 7
    done = play_human_turns(page, random.Random(3), turns=3)
    assert done["turns"] == 3 and done["clicks"] >= 9
    assert "turn" in done["stages"] and len(done["stages"]) >= 3
    log = page.locator("#log li").all_text_contents()
    assert any("ends their turn" in line for line in log)
    # every legal action of a target prompt has a click target on the canvas (read once the
    # bots have played and the canvas shows the human's view: the regions belong to it)
    assert wait_turn(page) == "human"
    state = table_now(page)
    for action in state["view"]["actions"]:
        assert any(r["action"] == action for r in state["regions"]), action


def near_end_record(players: int) -> tuple[dict, int]:
    """A record of a random game cut where seat 0 starts a turn in the last round of period 2."""
    for seed in range(1, 40):
        g = mexica.setup(seed, players, {})
        rnd = random.Random(seed)
        actions = []
        while mexica.active(g):
            seat = mexica.active(g)[0]
            top = g["stack"][-1]
            if (g["period"] == 2 and g["last_round"] and top["state"] == "turn" and seat == 0
                    and g["ap"] == 6 and g["taken"] == 0):
                res = json.loads(bridge.handle(json.dumps(
                    {"cmd": "new", "game": "mexica", "players": players, "seed": seed})))
                record = json.loads(bridge.handle(json.dumps(
                    {"cmd": "export", "match": res["match"]})))["record"]
                record["seats"] = ["human"] + ["bot:random"] * (players - 1)
                record["actions"] = actions
                return record, seed
            action = rnd.choice(mexica.actions(g, seat))
            g = mexica.step(g, seat, action) or g
            actions.append([seat, action])
    raise AssertionError("no seed gives a last round with seat 0 to play")


@pytest.mark.service_worker
def test_last_round_to_the_end_screen(page, site_url):
    """Resume a 3-player game in the last round of period 2; the human plays its final turn
    by clicks, the bots finish; the end screen shows the engine's result, every period and
    every district's ranking."""
    record, _seed = near_end_record(3)
    saved = json.dumps({"record": record, "saved_at": "2026-01-01T00:00:00Z"})
    page.add_init_script(
        f"localStorage.setItem('tablero.save.mex-test', {json.dumps(saved)});"
        "localStorage.setItem('tablero.current', 'mex-test');")
    page.goto(site_url + PAGE)
    assert wait_turn(page) == "human"
    view = table_now(page)["view"]
    assert view["period"] == 2 and view["last_round"] and len(view["scorings"]) == 1
    play_human_turns(page, random.Random(1), turns=5, verbs=3)
    assert wait_turn(page) == "over"
    page.wait_for_selector("#end:not([hidden])")
    result = engine_result(page)
    assert [s["period"] for s in result["scorings"]] == [1, 2]
    record = page_record(page)
    replayed = json.loads(bridge.handle(json.dumps({"cmd": "load", "record": record})))
    assert replayed["view"]["result"] == result
    cells = end_cells(page)
    shown = {(seat, key): text for seat, key, text in cells}
    for seat, row in enumerate(result["breakdown"]):
        assert shown[(seat, "total")] == str(row["total"])
        assert shown[(seat, "markers")] == str(row["markers"])
        for period in ("period1", "period2"):
            assert shown[(seat, f"{period}.points")] == str(row[period]["points"])
            assert shown[(seat, f"{period}.palace")] == str(row[period]["palace"])
    for scoring in result["scorings"]:
        for i, area in enumerate(scoring["areas"]):
            for rank in area["ranks"]:
                if rank["seat"] >= 0:
                    text = shown[(rank["seat"], f"scorings.{scoring['period']}.{i}")]
                    assert text.endswith(f"· {rank['points']}"), (area, text)
    heads = page.eval_on_selector_all("#end-table thead th", "els => els.map(e => e.textContent)")
    for seat in result["winners"]:
        assert heads[seat + 1] in page.text_content("#end-winners")


def test_two_players_narrow_hidpi(browser, site_url):
    """2 players at 800 px wide, devicePixelRatio 2: neutral temples drawn, sharp canvas,
    every region inside the canvas, clicks land; then 1280x800."""
    context = browser.new_context(viewport={"width": 800, "height": 1000}, device_scale_factor=2)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        open_lobby(page, site_url + PAGE)
        start_game(page, "mexica", players=2, seats=["human", "bot:random"], seed=4)
        for width, height in ((800, 1000), (1280, 800)):
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(200)
            assert wait_turn(page) == "human"
            size = canvas_size(page)
            assert size["w"] == 2 * size["cw"] and size["h"] == 2 * size["ch"]
            state = table_now(page)
            assert len(state["view"]["neutral"]) == 10
            assert state["regions"]
            for r in state["regions"]:
                assert 0 <= r["x"] and r["x"] + r["w"] <= size["cw"] + 4
                assert 0 <= r["y"] and r["y"] + r["h"] <= size["ch"] + 4
            play_human_turns(page, random.Random(width), turns=1)
    finally:
        context.close()
    assert not errors


def texts_now(page) -> dict:
    """The engine's texts on the page: prompt, action buttons, log lines, and the tooltip of
    the first action button (a DOM text the renderer words itself)."""
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.focus("#actions button.action >> nth=0")
    page.wait_for_selector(".tooltip:not([hidden])")
    return {
        "prompt": page.text_content("#prompt"),
        "buttons": page.locator("#actions button.action").all_text_contents(),
        "log": page.locator("#log li").all_text_contents(),
        "tooltip": page.text_content(".tooltip .tooltip-title"),
        "board": page.get_attribute("#board", "aria-label"),
    }


def switch_lang(page, lang: str) -> dict:
    page.select_option("#table-lang", lang)
    page.wait_for_function(
        "l => window.__app.view && window.__app.view.lang === l && window.__app.settled", arg=lang)
    return texts_now(page)


def test_language_switch_mid_game(page, site_url):
    """Issue 7: switch to Japanese and Spanish mid-game, in the canal prompt (prompt, action
    labels, log, a cell's tooltip and the canvas label follow), play on in Spanish, and back
    to English."""
    open_lobby(page, site_url + PAGE + "&lang=en")
    start_game(page, "mexica", players=2, seats=["human", "bot:random"], seed=11)
    assert wait_turn(page) == "human"
    state = table_now(page)
    click_action(page, state["view"]["actions"][0], state["regions"], state["view"]["step"])
    assert wait_turn(page) == "human"
    state = table_now(page)
    click_action(page, {"type": "canal"}, state["regions"], state["view"]["step"])
    assert wait_turn(page) == "human"
    english = texts_now(page)
    assert english["prompt"] == "Canal: choose a cell." and "Back" in english["buttons"]
    assert english["tooltip"].startswith("Space r") and english["board"] == "Game table"
    assert any("places their Pilli" in line for line in english["log"])
    ja = switch_lang(page, "ja")
    assert ja["prompt"] == "運河:スペースを選んでください。" and "戻る" in ja["buttons"]
    assert ja["buttons"][0].startswith("運河:r")
    assert any("ピリ・メシカ駒を" in line for line in ja["log"])
    assert ja["tooltip"].startswith("スペース r") and ja["board"] != english["board"]
    es = switch_lang(page, "es")
    assert es["prompt"] == "Canal: elige una casilla." and "Volver" in es["buttons"]
    assert es["tooltip"].startswith("Casilla r")
    assert any("coloca su Pilli" in line for line in es["log"])
    state = table_now(page)
    click_action(page, {"type": "back"}, state["regions"], state["view"]["step"])
    assert page.text_content("#prompt").endswith("PA restantes: elige una acción.")
    done = play_human_turns(page, random.Random(5), turns=1)  # play on in Spanish
    assert done["turns"] == 1 and wait_turn(page) == "human"
    log = page.locator("#log li").all_text_contents()
    assert any("termina su turno" in line for line in log)
    assert not any("ends their turn" in line for line in log)
    page.select_option("#table-lang", "en")
    page.wait_for_function("() => window.__app.view.lang === 'en' && window.__app.settled")
    assert page.text_content("#prompt").endswith("AP left: choose an action.")
    assert "End turn" in page.locator("#actions button.action").all_text_contents()
    assert any("ends their turn" in line for line in page.locator("#log li").all_text_contents())


def test_two_players_box_colours_and_found_label(page, site_url):
    """Issue 28 (2人プレイルール, 区画の設立): the neutral temples take a third colour of the box
    (tan) and a found label says the district's size and who scores what."""
    open_lobby(page, site_url + PAGE)
    start_game(page, "mexica", players=2, seats=["human", "bot:random"], seed=3)
    assert wait_turn(page) == "human"
    view = table_now(page)["view"]
    assert view["colours"] == ["black", "grey"] and view["neutral_colour"] == "tan"
    assert len(view["neutral"]) == 10
    spec = {"players": 3, "canals": [[[1, 9], [1, 10]], [[2, 6], [2, 7]], [[2, 8]]],
            "pilli": [[1, 6], [1, 7], [7, 9]], "display": [3, 5, 8]}
    res = page.evaluate("spec => window.tablero.call({cmd: 'position', game: 'mexica', spec,"
                        " seat: 0, lang: 'es'})", spec)
    assert res["ok"], res
    assert "Fundar este distrito de 3 casillas (0 PA): Jugador 1 +2, Jugador 2 +1" in (
        res["view"]["labels"]), res["view"]["labels"]


def test_issue_25_mexica_display_and_supplies_fit_a_phone_and_moves_are_outlined(page, site_url):
    """Issue 25: at 390 px the Emperor's display and the Supplies box lie inside the canvas the
    renderer asks for, and row/column numbers leave the cells at least 15 px; issue 26: the
    cell a Pilli just moved to is outlined as touched."""
    prev, view = engine_views("mexica", 3, 7, lambda seat, a: a["type"] == "cell"
                              and "cost" in a, limit=800)
    open_lobby(page, site_url + PAGE)
    h = probe_renderer(page, "mexica", prev, view, 390, 400)["preferred"]
    probe = probe_renderer(page, "mexica", prev, view, 390, h, step=4)
    supplies = probe["infos"]["Supplies"]
    assert supplies["y1"] < h - 4, (supplies, h)
    assert any(title.startswith("Space r") for title in probe["infos"])
    moved = [c for c, was in zip(view["pilli"], prev["pilli"], strict=True) if c != was]
    assert moved and all(str(c) in probe["fresh"] for c in moved)
    wide = probe_renderer(page, "mexica", prev, view, 980, 800)
    assert "Supplies" in wide["infos"]


def test_issue_25_move_choices_grouped_under_headings(page, site_url):
    """Issue 25 (rule 移動 / 小舟での移動): the move choices are listed under a heading per
    kind, in the engine's order (walks, then boat moves, then teleports), "Back" outside the
    groups; the view's actions keep their order, and a grouped button still acts."""
    open_lobby(page, site_url + PAGE)
    start_game(page, "mexica", players=2, seats=["human", "bot:random"], seed=5)
    assert wait_turn(page) == "human"
    state = table_now(page)
    click_action(page, state["view"]["actions"][0], state["regions"], state["view"]["step"])
    assert wait_turn(page) == "human"
    step = table_now(page)["view"]["step"]
    page.click("#actions button.action:text-is('Move your Pilli')")
    wait_step_after(page, step)
    assert wait_turn(page) == "human"
    view = table_now(page)["view"]
    assert view["stage"] == "move"
    keys = [g["key"] for g in view["groups"]]
    assert keys[0] == "walk" and keys[-1] == "teleport"
    titles = page.locator("#actions .action-group-title").all_text_contents()
    assert titles == [g["title"] for g in view["groups"]]
    word = {"walk": "Walk,", "boat": "Boat,", "teleport": "Teleport,"}
    for key in keys:
        texts = page.locator(f"#actions .action-group[data-group='{key}'] button.action")
        assert all(t.startswith(word[key]) for t in texts.all_text_contents())
    buttons = page.locator("#actions button.action")
    assert buttons.count() == len(view["actions"])
    outside = page.locator("#actions > li > button.action").all_text_contents()
    assert outside == ["Back"]
    shown = [json.loads(b) for b in page.eval_on_selector_all(
        "#actions button.action", "els => els.map(e => e.dataset.action)")]
    assert sorted(map(json.dumps, shown)) == sorted(map(json.dumps, view["actions"]))
    walk = page.locator("#actions .action-group[data-group='walk'] button.action").first
    walk.click()
    wait_step_after(page, view["step"])
    assert any("moves their Pilli" in line for line in page.locator("#log li").all_text_contents())
