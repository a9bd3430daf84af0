"""The desktop side panel never prints one part over another (issue 36): with "Since your last
turn" open, the prompt, what happened and the choices share the panel's height in every
language (the prompt box once shrank to 23 px for 66 px of Spanish text and was printed under
"Choices"). Only the lists give way, each scrolling inside."""

from __future__ import annotations

import pytest

from .ui_helpers import open_lobby, start_game, wait_turn

# The side panel's shown parts, in order: any two that overlap, and any text cut short (a box
# smaller than its text that does not scroll it).
SIDE = """() => {
  const side = document.querySelector('.side');
  const picks = '.side-head, .side-tools, .pace, #table-provisional, #since, #since-title, '
    + '#since-list, #since-close, #prompt, #status, .actions-title, #actions, '
    + '.part-log .side-title, #log';
  const els = [...side.querySelectorAll(picks)].filter(e => e.getClientRects().length);
  const rects = els.map(e => e.getBoundingClientRect());
  const name = e => e.id || e.className;
  const overlaps = [];
  for (let i = 0; i < els.length; i++) for (let j = i + 1; j < els.length; j++) {
    if (els[i].contains(els[j]) || els[j].contains(els[i])) continue;
    const a = rects[i], b = rects[j];
    const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    if (h > 1 && w > 1) overlaps.push([name(els[i]), name(els[j]), Math.round(h)]);
  }
  const cut = els.filter(e => getComputedStyle(e).overflowY === 'visible'
    && e.scrollHeight > e.clientHeight + 1 && e.clientHeight > 0)
    .map(e => [name(e), e.clientHeight, e.scrollHeight]);
  const prompt = document.getElementById('prompt').getBoundingClientRect();
  return {overlaps, cut, prompt: Math.round(prompt.height)};
}"""


@pytest.mark.parametrize("size", [(1280, 800), (1280, 600)], ids=str)
@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_prompt_since_and_choices_share_the_panel(browser, site_url, lang, size):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height},
                                  service_workers="block")
    page = context.new_page()
    try:
        open_lobby(page, site_url + f"index.html?test=1&speed=instant&lang={lang}")
        start_game(page, "troyes", ["human", "bot:random"], seed=3)  # the bot starts
        assert wait_turn(page) == "human"
        assert page.is_visible("#since")
        found = page.evaluate(SIDE)
        page.screenshot(path=f"/tmp/side-{lang}-{height}.png")
        assert found["overlaps"] == [] and found["cut"] == [], found
    finally:
        context.close()


# The notice's box and the table's parts it must leave free: the board's canvas and the panel.
NOTICE_OVER = """() => {
  const box = (sel) => document.querySelector(sel).getBoundingClientRect();
  const n = box('#notice');
  const over = (r) => Math.min(n.right, r.right) - Math.max(n.left, r.left) > 0
    && Math.min(n.bottom, r.bottom) - Math.max(n.top, r.top) > 0;
  return {board: over(box('#board')), side: over(box('.side')),
    notice: [n.left, n.top, n.right, n.bottom]};
}"""


@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)], ids=str)
def test_a_notice_covers_nothing_of_the_table(browser, site_url, size):
    """Issue 42: on a desktop the notice ("Tablero works offline now", "Link copied") sat at the
    foot of the board, over the hand and the courts, until closed. It sits in the toolbar row
    above the board, beside the zoom buttons: over no part of the canvas or the panel."""
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height},
                                  service_workers="block",
                                  permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    try:
        open_lobby(page, site_url + "index.html?test=1&speed=instant&lang=es")
        start_game(page, "paxpamir", ["human", "bot:random", "bot:random"], seed=5)
        assert wait_turn(page) == "human"
        page.click("#table-share")  # "Enlace copiado": a notice
        page.wait_for_selector("#notice:not([hidden])")
        page.screenshot(path=f"/tmp/notice-{width}.png")
        got = page.evaluate(NOTICE_OVER)
        assert not got["board"] and not got["side"], got
    finally:
        context.close()
