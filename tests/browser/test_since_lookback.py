""""Since your last turn" on a phone (issue 37): each move with its seat's colour, a tap on one
shows the board as it was after it, and "Back to the game" (or Escape) returns to the decision
under way, unchanged.

One page at 390x844 with a touch screen: Pax Pamir, a human against two random bots, played by
taps on the bottom bar until the list holds both bots' moves; every tap is on what is on screen
(phone_helpers.py). The look shows the human seat's own view of the earlier step (never a
spectator's), with nothing to choose; axe-core finds nothing serious in the opened list nor on
the look. Screenshots of the list and of the look under test-results/. The desktop's look (and
Wakhan's moves) is tested in test_paxpamir_wakhan.py.

Pass and play (Pyramids, two humans at one screen, a curtain between them): the second player's
list has the first player's moves, and the look shows the second player's own view of them.
"""

from __future__ import annotations

import re
from pathlib import Path

from .phone_helpers import bar_choices, close_notice, on_screen, phone_page, tap_visible
from .test_a11y import AXE, axe, blocking
from .ui_helpers import open_lobby, start_game, wait_turn

PAGE = "index.html?test=1&speed=instant"
ARTEFACTS = Path(__file__).resolve().parents[2] / "test-results"
# The decision as the page holds it: what must be the same after a look.
DECISION = """() => ({step: window.__app.view.step, log: window.__app.view.log_total,
  prompt: window.__app.view.prompt, actions: window.__app.view.actions,
  seat: window.__app.view.seat})"""
TURN_OR_CURTAIN = ("() => window.__app.settled"
                   " || ['curtain', 'over', 'error'].includes(window.__app.phase)")
# The entries of the phone's list: their log index, text and dot colour.
ENTRIES = """els => els.map((e) => ({n: Number(e.dataset.n), text: e.textContent,
  colour: getComputedStyle(e.querySelector('.since-dot')).backgroundColor}))"""


def play_until_both_bots_listed(page) -> list[dict]:
    """Decide by the bar's buttons (End turn whenever offered) until "since" lists moves of
    both bots (Player 2 and Player 3); its entries then."""
    for _ in range(12):
        assert wait_turn(page) == "human"
        entries = page.eval_on_selector_all("#status-since button.since-entry", ENTRIES)
        names = {e["text"].split(" ")[1] for e in entries if e["text"].startswith("Player ")}
        if {"2", "3"} <= names and len(entries) >= 4:
            return entries
        choices = bar_choices(page)
        index = next((i for i, a in choices if a == {"type": "pass"}), choices[0][0])
        step = page.evaluate("() => window.__app.view.step")
        tap_visible(page, page.locator(f"#bar-actions button.action[data-index='{index}']"))
        page.wait_for_function("s => window.__app.view.step > s || window.__app.phase !== 'human'",
                               arg=step)
    raise AssertionError("the bots' moves were never listed")


def look_at(page, entry: dict, live: dict, earlier: bool = True) -> None:
    """Open the status line and tap `entry`: the board shows the human's view of the step the
    entry was written at (`earlier`: before the live one; the last move's is the live board),
    said in the bar over the board, with nothing to choose."""
    tap_visible(page, page.locator("#status-toggle"))
    page.locator("#status-more").wait_for(state="visible")
    tap_visible(page, page.locator(f"#status-since button[data-n='{entry['n']}']"))
    page.wait_for_function("() => window.__app.phase === 'look'"
                           " && document.getElementById('look-text').textContent.includes(':')")
    shown = page.evaluate(DECISION)
    assert shown["seat"] == live["seat"] == 0  # the seat's own view, never a spectator's
    if earlier:
        assert shown["step"] <= live["step"] and shown["log"] < live["log"], (shown, live)
    assert shown["step"] <= live["step"] and shown["log"] > entry["n"], (shown, live)
    assert entry["text"] in page.inner_text("#look-text")
    assert page.locator("#status-more").is_hidden()
    assert not bar_choices(page)
    on_screen(page, page.locator("#look-back"))


def back_at_the_decision(page, live: dict, choices: list) -> None:
    """The table is at the decision it left: the same view, choices and list."""
    page.wait_for_function("() => window.__app.settled")
    assert page.evaluate(DECISION) == live
    assert bar_choices(page) == choices
    assert page.locator("#look").is_hidden()
    assert page.locator("#status-new").is_visible()


def test_a_tap_on_a_move_shows_the_board_as_it_was_and_back(browser, site_url):
    with phone_page(browser, (390, 844), bypass_csp=True) as page:  # axe-core is put in
        open_lobby(page, site_url + PAGE)
        start_game(page, "paxpamir", ["human", "bot:random", "bot:random"], seed=8)
        entries = play_until_both_bots_listed(page)
        close_notice(page)
        colours = {}
        for entry in entries:  # one colour a seat, a different one for each seat
            if entry["text"].startswith("Player "):
                colours.setdefault(entry["text"].split(" ")[1], set()).add(entry["colour"])
        assert all(len(c) == 1 for c in colours.values()), colours
        assert colours["2"] != colours["3"] and "rgba(0, 0, 0, 0)" not in colours["2"]
        live = page.evaluate(DECISION)
        choices = bar_choices(page)
        tap_visible(page, page.locator("#status-toggle"))
        page.locator("#status-more").wait_for(state="visible")
        ARTEFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTEFACTS / "since-list-390.png"))
        assert AXE.exists() and not blocking(axe(page)), axe(page)
        tap_visible(page, page.locator("#status-toggle"))  # closes it again
        look_at(page, entries[1], live)
        page.screenshot(path=str(ARTEFACTS / "since-look-390.png"))
        assert not blocking(axe(page))
        tap_visible(page, page.locator("#look-back"))
        back_at_the_decision(page, live, choices)
        look_at(page, entries[3], live, earlier=False)  # the other way back: Escape
        page.keyboard.press("Escape")
        back_at_the_decision(page, live, choices)


def test_pass_and_play_lists_the_other_players_moves_seen_by_the_one_at_the_screen(page,
                                                                                     site_url):
    """Player 1 decides by the first choice until the curtain calls Player 2, whose list has
    Player 1's moves; a click on one shows Player 2's view of that step, Escape comes back."""
    open_lobby(page, site_url + PAGE)
    start_game(page, "pyramids", ["human", "human"], seed=4)
    for _ in range(20):
        page.wait_for_function(TURN_OR_CURTAIN)
        if page.evaluate("() => window.__app.phase") == "curtain":
            page.click("#curtain-ready")
            continue
        live = page.evaluate(DECISION)
        mine = page.locator("#since-list button.since-entry", has_text=re.compile(r"^Player 1 "))
        if live["seat"] == 1 and mine.count():
            break
        page.locator("#actions button.action").first.click()
        page.wait_for_function("s => window.__app.view === null || window.__app.view.step > s"
                               " || window.__app.phase !== 'human'", arg=live["step"])
    assert live["seat"] == 1 and mine.count(), "Player 2's list never had Player 1's moves"
    mine.first.click()
    page.wait_for_function("() => window.__app.phase === 'look'"
                           " && document.getElementById('look-text').textContent.includes(':')")
    shown = page.evaluate(DECISION)
    assert shown["seat"] == 1 and not shown["actions"] and shown["step"] <= live["step"]
    page.keyboard.press("Escape")
    page.wait_for_function("() => window.__app.settled")
    assert page.evaluate(DECISION) == live
