"""Issue 42, "A card reference": the card lists (rules/[<lang>/]<game>-cards.html) as a player
uses them, on a phone (390x844, touch) and a desktop (1280x800, mouse).

From a rules page the player follows its card-list link, types part of a name into the filter
and taps a suit or colour: only the matching rows stay, with the count of them; "All" and an
empty field bring every card back. Every list loads with no console error (a breach of the
rules pages' Content-Security-Policy is one), has its landmarks and working links and fits a
phone without sideways scrolling; each suit or colour button shows exactly its cards; without
JavaScript a list is the plain full list. Taps and clicks go only to what is on screen.
"""

from __future__ import annotations

from contextlib import contextmanager
from functools import cache

import pytest

from tablero.core.cardlist import game_lists
from tablero.games import GAMES
from tablero.games.paxpamir.data import COURT
from tools.cardpage import LANG_FOLDERS, PAGE_WORDS, page_name

from .phone_helpers import on_screen, tap_visible
from .test_rules_pages import check_landmarks, check_links

SIZES = {"phone": (390, 844), "desktop": (1280, 800)}

SHOWN_JS = """() => [...document.querySelectorAll('li.card')]
  .filter((el) => el.getClientRects().length > 0).map((el) => el.id)"""
"""The ids of the rows on the page that are shown (not hidden by the filter)."""


@cache
def lists() -> dict:
    return game_lists(GAMES)


def _url(site_url: str, lang: str, name: str) -> str:
    folder = LANG_FOLDERS[lang]
    return site_url + "rules/" + (f"{folder}/" if folder else "") + name


@contextmanager
def sized_page(browser, size: str, **options):
    """A fresh page: a touch phone of 390x844 or a desktop of 1280x800 with a mouse; any page
    or console error fails the test."""
    width, height = SIZES[size]
    phone = size == "phone"
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=phone,
                                  is_mobile=phone, **options)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    try:
        yield page
    finally:
        context.close()
    assert not errors, errors


FIRST_LINE_JS = """(el) => { const r = el.getClientRects()[0];
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const top = document.elementFromPoint(x, y);
  return top && (top === el || el.contains(top)) ? [x, y] : null; }"""
"""The middle of a link's first line when nothing covers it there (a link may wrap)."""


def _press(page, size: str, locator) -> None:
    """A tap on a phone, a click on a desktop, on what is on screen."""
    if size == "phone":
        tap_visible(page, locator)
    else:
        on_screen(page, locator)
        locator.click()


def _follow(page, size: str, link) -> None:
    """Tap or click a link where its first line shows on screen."""
    point = link.evaluate(FIRST_LINE_JS)
    view = page.viewport_size
    assert point and 0 <= point[1] <= view["height"], f"{link} is not on screen"
    if size == "phone":
        page.touchscreen.tap(*point)
    else:
        page.mouse.click(*point)


def _rows(game: str, lang: str, keep) -> set[str]:
    """The row ids of the cards of the engine's list that `keep(card)` accepts."""
    return {f"{s['key']}-{c['id']}" for s in lists()[game][lang]["sections"]
            for c in s["cards"] if keep(c)}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", list(SIZES))
def test_a_player_filters_pax_pamir_cards_by_name_and_suit(bare_browser, site_url, size, lang):
    words, listed = PAGE_WORDS[lang], lists()["paxpamir"][lang]
    political = dict(listed["groups"])["political"]
    with sized_page(bare_browser, size) as page:  # a static page: no engine starts
        page.goto(_url(site_url, lang, "paxpamir.html"))
        _follow(page, size, page.locator("#card-list a"))
        page.wait_for_url("**/" + page_name("paxpamir"))
        total = sum(len(s["cards"]) for s in listed["sections"])
        assert len(page.evaluate(SHOWN_JS)) == total == 140
        field = page.get_by_label(words["name"])
        _press(page, size, field)
        page.keyboard.type("khan")
        khans = _rows("paxpamir", lang, lambda c: "khan" in c["name"].lower())
        assert set(page.evaluate(SHOWN_JS)) == khans and len(khans) > 1
        _press(page, size, page.get_by_role("button", name=political, exact=True))
        court = {f"court-{cid}" for cid, row in COURT.items()
                 if row["suit"] == "political" and "khan" in row["name"].lower()}
        assert set(page.evaluate(SHOWN_JS)) == court and 0 < len(court) < len(khans)
        count = words["count"].format(n=len(court), total=total)
        assert page.locator("#card-count").inner_text() == count
        assert page.locator("#court").is_visible() and not page.locator("#ai").is_visible()
        _press(page, size, page.get_by_role("button", name=words["all"], exact=True))
        assert set(page.evaluate(SHOWN_JS)) == khans
        field.fill("")
        assert len(page.evaluate(SHOWN_JS)) == total


@pytest.mark.parametrize("lang", list(LANG_FOLDERS))
@pytest.mark.parametrize("game", sorted(game_lists(GAMES)))
def test_each_list_loads_whole_and_each_colour_shows_its_cards(static_page, site_url, game,
                                                               lang):
    page = static_page  # a static page: no engine starts
    listed = lists()[game][lang]
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(_url(site_url, lang, page_name(game)))
    check_landmarks(page, lang)
    check_links(page)
    everything = _rows(game, lang, lambda c: True)
    assert set(page.evaluate(SHOWN_JS)) == everything
    for key, label in listed["groups"]:
        page.get_by_role("button", name=label, exact=True).click()
        assert set(page.evaluate(SHOWN_JS)) == _rows(game, lang, lambda c, k=key: k in c["groups"])
    page.get_by_role("button", name=PAGE_WORDS[lang]["all"], exact=True).click()
    page.get_by_label(PAGE_WORDS[lang]["name"]).fill("zzzz")
    assert page.evaluate(SHOWN_JS) == [] and page.locator("#card-none").is_visible()
    page.set_viewport_size({"width": 360, "height": 740})
    overflow = page.evaluate("document.documentElement.scrollWidth"
                             " - document.documentElement.clientWidth")
    assert overflow <= 0, f"{game} {lang}: {overflow} px sideways scroll at 360 px"


@pytest.mark.parametrize("game", sorted(game_lists(GAMES)))
def test_without_javascript_a_list_is_the_plain_full_list(browser, site_url, game):
    with sized_page(browser, "phone", java_script_enabled=False) as page:
        page.goto(_url(site_url, "es", page_name(game)))
        assert set(page.evaluate(SHOWN_JS)) == _rows(game, "es", lambda c: True)
        assert not page.locator("#card-filter").is_visible()
