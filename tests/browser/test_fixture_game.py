"""The toy race, a fifth game that lives in the tests (tests/fixtures/games/toy/), in the app as
if it were shipped (issue 35): added through the two registries only (conftest.py
``add_fixture_games``: its front-end folder in the page's registry, its wheel in the engine's),
it is listed in the lobby, starts with two human seats sharing the screen, is played by clicks
on what its minimal renderer draws and on the choice list, keeps each seat's hidden card from
the other seat, and reaches its end screen, whose totals are the engine's result. The position
editor offers it too, with its edits. The ``page`` fixture fails a test on any console or page
error.
"""

from __future__ import annotations

import json

from .editor_helpers import apply_edit, open_editor, pick_place, preview_view, refused
from .ui_helpers import (
    click_region,
    end_cells,
    engine_result,
    open_lobby,
    start_game,
    wait_decision,
    wait_step_after,
)

PAGE = "index.html?test=1&speed=instant"
SEED = 4
MAX_DECISIONS = 80
"""A two-seat race to 10 ends in about 25 decisions."""
PEEK = """([match, seat]) => window.tablero.call({cmd: "view", match, seat})
  .then((res) => res.view.hand)"""
"""The test's own look at a seat's hand, asked of the engine (the page never asks this)."""


def other_hand(page, seat: int) -> list[str]:
    """The cards in the hand of the seat that is not `seat`."""
    return page.evaluate(PEEK, [page.evaluate("() => window.__app.match"), 1 - seat])


def check_hidden(page) -> None:
    """The view drawn for the seat to act names no card of the other seat's hand (its card is
    drawn face down from a count), and its log shows no other seat's private line."""
    drawn = page.evaluate("() => window.__app.drawnView")
    seat = drawn["seat"]
    hidden = other_hand(page, seat)
    text = json.dumps(drawn)
    assert not [card for card in hidden if f'"{card}"' in text], (seat, hidden)
    assert drawn["hand_counts"][1 - seat] == len(hidden)
    name = f"Player {seat + 1}"  # how the engine's English log names a seat
    drew = [line for line in page.inner_text("#log").splitlines() if " drew " in line]
    assert all(line.startswith(name) for line in drew), (name, drew)


def act(page, drew: set) -> str:
    """One decision of the seat to act, taken on what the page shows: its first turn draws a
    card (a click on the deck), then it plays its card (a click on it) or adds 2 (a click on
    the button drawn for it), and ends its turn from the choice list. The verb taken."""
    view = page.evaluate("() => window.__app.view")
    regions = page.evaluate("() => window.__app.hitRegions")
    offered = {action["type"] for action in view["actions"]}
    seat = view["seat"]
    if "draw" in offered and seat not in drew:
        drew.add(seat)
        pick = "draw"
    else:
        pick = next(verb for verb in ("play", "add", "done") if verb in offered)
    if pick == "done":
        page.locator("#actions button.action").first.click()
    else:
        region = next(r for r in regions if r["action"]["type"] == pick
                      and r["action"].get("add", 2) == 2)
        click_region(page, region)
    wait_step_after(page, view["step"])
    return pick


def test_the_toy_race_is_played_from_the_lobby_to_its_end(page, site_url, add_fixture_games):
    add_fixture_games(page)
    open_lobby(page, site_url + PAGE)
    installed = page.evaluate("() => window.__fixtureGames")
    assert [(answer["ok"], answer["game"]) for answer in installed] == [(True, "toy")]
    listed = page.eval_on_selector_all("#lobby-game option",
                                       "els => els.map((e) => [e.value, e.textContent])")
    assert ["toy", "Toy race"] in listed
    start_game(page, "toy", ["human", "human"], seed=SEED)
    drew: set = set()
    taken, curtains = [], 0
    for _ in range(MAX_DECISIONS):
        phase = wait_decision(page)
        if phase == "over":
            break
        if phase == "curtain":
            page.click("#curtain-ready")
            page.wait_for_function("() => window.__app.phase !== 'curtain'")
            curtains += 1
            continue
        check_hidden(page)
        taken.append(act(page, drew))
    assert page.evaluate("() => window.__app.phase") == "over", taken
    assert {"draw", "play", "add", "done"} <= set(taken) and curtains >= 4, (taken, curtains)
    result = engine_result(page)
    totals = {seat: int(text) for seat, key, text in end_cells(page) if key == "total"}
    assert [totals[seat] for seat in range(2)] == result["scores"]
    assert max(result["scores"]) >= 10 and result["winners"]


def test_the_toy_race_in_the_position_editor(page, site_url, add_fixture_games):
    """The editor draws the toy race's example with its renderer; its edits: a seat picked on
    the table gets 7 points by the form; 12 points, past the target with a turn still to
    play, are refused by the engine."""
    add_fixture_games(page)
    open_editor(page, site_url, "toy")
    pick_place(page, {"kind": "seat", "seat": 1})
    assert page.input_value("#toy-seat") == "1"
    page.fill("#toy-points", "7")
    spec = apply_edit(page, "#toy-set-points")
    assert spec["totals"][1] == 7 and preview_view(page)["totals"][1] == 7
    page.fill("#toy-points", "12")
    apply_edit(page, "#toy-set-points", ok=False)
    refused(page, "spec.turn")
