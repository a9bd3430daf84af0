"""A phone's first screen on the whole board, where a match starts (issue 25, the shell): at
390x844 with a touch screen and nothing remembered, what the canvas draws whole on the first
screen (every ``fillText`` is recorded with its size and place, the zoom included).
Screenshots go to test-results/ as in test_touch.py.
"""

from __future__ import annotations

from collections import Counter

import pytest

from .phone_helpers import phone_page
from .test_touch import PAGE, close_notice, shot, to_lobby
from .ui_helpers import open_lobby, start_game, table_seats, wait_turn

# Every fillText of the page's canvases as [text, CSS px size, left, top-ish y, right] in CSS
# px of the canvas, the zoom included (the renderer's size times the view transform).
SPY_TEXT = """() => {
  const out = [];
  const P = CanvasRenderingContext2D.prototype;
  const fillText = P.fillText;
  P.fillText = function (s, x, y, max) {
    const m = this.getTransform();
    const px = parseFloat((this.font.match(/([\\d.]+)px/) || [0, 0])[1]);
    const width = Math.min(this.measureText(String(s)).width, max ?? Infinity);
    const left = this.textAlign === "center" ? x - width / 2
      : this.textAlign === "right" || this.textAlign === "end" ? x - width : x;
    const a = m.transformPoint(new DOMPoint(left, y));
    const b = m.transformPoint(new DOMPoint(left + width, y));
    const d = devicePixelRatio;
    out.push([String(s), px * m.a / d, a.x / d, a.y / d, b.x / d]);
    return fillText.call(this, s, x, y, max);
  };
  window.__texts = out;
}"""


def phone_texts(page, game: str, seats: list | None = None, name: str = "start",
                keys: tuple = ("0",)) -> list:
    """The texts of one drawing of `game`'s first human view, after `keys` on the focused
    board (default 0: the whole board, where a match starts)."""
    if page.evaluate("() => window.__app.phase") != "lobby":
        to_lobby(page, site_url_of(page))
    start_game(page, game, seats or table_seats(game), seed=5)
    assert wait_turn(page) == "human"
    close_notice(page)
    page.focus("#board")
    for key in keys:
        page.keyboard.press(key)
    page.wait_for_function("() => window.__app.settled")
    page.evaluate("() => window.scrollTo(0, 0)")
    page.evaluate("() => { window.__texts.length = 0; window.dispatchEvent(new Event('resize')); }")
    page.wait_for_timeout(300)
    shot(page, f"{game}-390-{name}", full=False)
    return page.evaluate("() => window.__texts")


def first_screen(page, texts: list, start: str = "") -> list:
    """Texts beginning with `start` drawn whole inside the board's first screen."""
    return [t[0] for t in drawn_on_first_screen(page, texts) if t[0].startswith(start)]


def drawn_on_first_screen(page, texts: list) -> list:
    """The drawn texts (SPY_TEXT's entries) whole inside the board's first screen."""
    box = page.locator("#board").bounding_box()
    bottom = page.viewport_size["height"] - box["y"]
    return [t for t in texts if 0 <= t[2] and t[4] <= box["width"] and 0 <= t[3] <= bottom]


def site_url_of(page) -> str:
    return page.url.split("index.html")[0]


def test_phone_whole_board_shows_the_header_and_pyramids_text_reads_zoomed(browser, site_url):
    """390x844 with touch: on the whole board (fit, where a match starts) Pax Pamir's and
    Mexica's canvas headers (whose turn, Mexica's period and a score) are whole on the first
    screen; Pyramids zoomed in 1.5 times or more (0, +, +: 1.56) draws every canvas text
    (cards, gods, scores) at least 11 CSS px (theme.js MIN_TEXT)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = context.new_page()
    try:
        page.add_init_script(f"({SPY_TEXT})()")
        open_lobby(page, site_url + PAGE)
        board = {}

        def whole(texts, start: str) -> list:
            return first_screen(page, texts, start)

        texts = phone_texts(page, "paxpamir")
        board["paxpamir"] = page.evaluate("() => window.__app.zoom()")
        assert whole(texts, "Player 1 chooses"), "whose turn"
        texts = phone_texts(page, "mexica")
        board["mexica"] = page.evaluate("() => window.__app.zoom()")
        assert whole(texts, "Period 1"), "the header"
        assert whole(texts, "0 pts"), "a score"
        for game in ("paxpamir", "mexica"):
            assert board[game] == {"scale": 1, "x": 0, "y": 0}
        texts = phone_texts(page, "pyramids", keys=("0", "+", "+"))
        assert page.evaluate("() => window.__app.zoom().scale") >= 1.5
        assert len(texts) > 20
        small = sorted({(s, round(px, 1)) for s, px, *_ in texts if px < 11})
        assert small == [], small
    finally:
        context.close()


def test_mexica_phone_first_screen_shows_every_seat_score(browser, site_url):
    """390x844 with touch, four seats, the whole board: every seat's score is drawn whole on
    the first screen (the header's score line)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = context.new_page()
    try:
        page.add_init_script(f"({SPY_TEXT})()")
        open_lobby(page, site_url + PAGE)
        seats = ["human", "bot:random", "bot:random", "bot:random"]
        texts = phone_texts(page, "mexica", seats, "4p-scores")
        scores = page.evaluate("() => window.__app.view.score")
        assert len(scores) == 4
        wanted = Counter(f"{n} pts" for n in scores)
        # One text per place (the page may have drawn the table more than once).
        whole = {(s, round(left), round(y))
                 for s, _px, left, y, _right in drawn_on_first_screen(page, texts)}
        shown = Counter(s for s, _x, _y in whole)
        assert all(shown[text] >= k for text, k in wanted.items()), (wanted, shown)
    finally:
        context.close()


# The game choice's room for its text (its box less the padding and the arrow) against the
# width of the chosen name in the choice's own font; a saved game's line against its box.
LOBBY_FIT = """() => {
  const sel = document.getElementById('lobby-game');
  const style = getComputedStyle(sel);
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = sel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    - 20;
  const names = [...sel.options].map((o) => [o.text, Math.ceil(ctx.measureText(o.text).width)]);
  const info = document.getElementById('lobby-saved-info');
  const cut = info && info.getClientRects().length ? info.scrollWidth > info.clientWidth : false;
  return {room, wide: names.filter(([, w]) => w > room), cut};
}"""


@pytest.mark.parametrize("size", [(360, 640), (390, 844)], ids=str)
def test_the_lobby_shows_whole_game_names_on_a_phone(browser, site_url, size):
    """Issue 42: the phone lobby cut "Pax Pamir (2nd editio". The game choice takes a line of
    its own under its label on a phone, and a saved game's line wraps: every game's name, in
    every language, fits whole."""
    with phone_page(browser, size) as page:
        open_lobby(page, site_url + PAGE)
        start_game(page, "paxpamir", table_seats("paxpamir"), seed=5)
        wait_turn(page)
        to_lobby(page, site_url)
        for lang in ("en", "ja", "es"):
            page.select_option("#lobby-lang", lang)
            page.select_option("#lobby-game", "paxpamir")
            shot(page, f"lobby-{lang}-{size[0]}", full=False)
            got = page.evaluate(LOBBY_FIT)
            assert not got["wide"] and not got["cut"], (lang, got)
