"""Helpers of the phone tests (issue 36): a touch page at a phone's size, taps only on what is on
screen (no script scrolling, no clicks by selector on hidden controls), the page that never
scrolls during a game, and the bottom bar's choices read against the view.

The acceptance tests of whole games on a phone use these: `tap_visible` for every control,
`tap_region` for a place of the board, `check_table` at every decision."""

from __future__ import annotations

import json
from contextlib import contextmanager

# Portrait and a phone on its side; 360x640 is the small phone of the issue.
PHONE_SIZES = [(390, 844), (844, 390)]
SMALL_PHONE = (360, 640)

# The element under a client point, and whether it is `el` or inside it (nothing covers it).
HIT = """([el, x, y]) => {
  const top = document.elementFromPoint(x, y);
  return !!top && (top === el || el.contains(top));
}"""


@contextmanager
def phone_page(browser, size: tuple[int, int], scale: int = 3, **options):
    """A fresh page with a phone's touch screen of `size` (CSS px) at `scale` device pixels per
    px; page errors fail the test when the page closes. `options` go to the context; by default
    no service worker (its "works offline" notice would come over the table at any moment)."""
    width, height = size
    options.setdefault("service_workers", "block")
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=True,
                                  is_mobile=True, device_scale_factor=scale, **options)
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        yield page
    finally:
        context.close()
    assert not errors, errors


def on_screen(page, locator) -> tuple[float, float]:
    """The client centre of `locator`'s element, asserted inside the viewport and not covered
    by another element (what a finger would touch there)."""
    box = locator.bounding_box()
    assert box, f"{locator} is not shown"
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    view = page.viewport_size
    assert 0 <= x <= view["width"] and 0 <= y <= view["height"], (str(locator), x, y, view)
    covered = page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y);"
                            " return e ? `${e.tagName}#${e.id}.${e.className}` : null; }", [x, y])
    assert locator.evaluate(f"(el) => ({HIT})([el, {x}, {y}])"), f"{locator} is under {covered}"
    return x, y


def tap_visible(page, locator) -> None:
    """Tap the middle of `locator`, which must be on screen (see on_screen); never scrolls."""
    x, y = on_screen(page, locator)
    page.touchscreen.tap(x, y)


def region_point(page, region: dict) -> tuple[float, float] | None:
    """The client centre of a hit region (relative to #board) when it lies on the board's
    visible part and inside the viewport, with the board on top there; else None."""
    board = page.locator("#board").bounding_box()
    x, y = board["x"] + region["x"] + region["w"] / 2, board["y"] + region["y"] + region["h"] / 2
    view = page.viewport_size
    inside = (board["x"] <= x <= board["x"] + board["width"]
              and board["y"] <= y <= board["y"] + board["height"]
              and 0 <= x <= view["width"] and 0 <= y <= view["height"])
    if not inside or not page.locator("#board").evaluate(f"(el) => ({HIT})([el, {x}, {y}])"):
        return None
    return x, y


def shown_regions(page) -> list[dict]:
    """The hit regions of the view for which region_point finds a point, in one round trip
    (a board offers up to a few hundred places)."""
    return page.evaluate(f"""() => {{
      const onTop = {HIT};
      const board = document.getElementById("board");
      const b = board.getBoundingClientRect();
      return window.__app.hitRegions.filter((r) => {{
        const x = b.x + r.x + r.w / 2, y = b.y + r.y + r.h / 2;
        return b.x <= x && x <= b.x + b.width && b.y <= y && y <= b.y + b.height
          && 0 <= x && x <= window.innerWidth && 0 <= y && y <= window.innerHeight
          && onTop([board, x, y]);
      }});
    }}""")


def tap_region(page, region: dict) -> None:
    """Tap the middle of a hit region of the board, which must be on screen."""
    point = region_point(page, region)
    assert point, f"region {region} is not on screen"
    page.touchscreen.tap(*point)


def close_notice(page) -> None:
    """Close the shell's notice (offline ready, install) by its close button, if it shows."""
    if page.is_visible("#notice"):
        tap_visible(page, page.locator("#notice-close"))


def assert_no_scroll(page, where: str = "") -> None:
    """The page is not scrolled and is no taller (nor wider) than the viewport."""
    got = page.evaluate("""() => ({y: window.scrollY, x: window.scrollX,
      h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth,
      vh: window.innerHeight, vw: window.innerWidth})""")
    assert got["y"] == 0 and got["x"] == 0, (where, got)
    assert got["h"] <= got["vh"] and got["w"] <= got["vw"], (where, got)


def bar_choices(page) -> list[tuple[int, dict]]:
    """The bar's choice buttons as (index in view.actions, action), in the bar's order."""
    return [(int(i), json.loads(a)) for i, a in page.eval_on_selector_all(
        "#bar-actions button.action", "els => els.map(e => [e.dataset.index, e.dataset.action])")]


def check_bar(page, where: str = "") -> list[tuple[int, dict]]:
    """At a human decision: the bar's buttons are view.actions in its order, every action that
    names no place (End turn, Confirm, Pass...) among them, and each button on screen; "More"
    shows exactly when some action has no button. The bar's choices."""
    view = page.evaluate("() => window.__app.view")
    choices = bar_choices(page)
    indices = [i for i, _ in choices]
    assert indices == sorted(set(indices)), (where, indices)
    for index, action in choices:
        assert view["actions"][index] == action, (where, index)
    bare = [i for i, a in enumerate(view["actions"]) if len(a) == 1]
    assert set(bare) <= set(indices), (where, "an action without a place has no button")
    hidden = page.eval_on_selector_all("#bar-actions button.action", f"""els => {{
      const onTop = {HIT};  // as on_screen, for every button at once
      return els.filter((el) => {{
        const r = el.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
        return !(r.width && 0 <= x && x <= window.innerWidth && 0 <= y && y <= window.innerHeight
                 && onTop([el, x, y]));
      }}).map((el) => el.outerHTML);
    }}""")
    assert not hidden, (where, "bar buttons not on screen", hidden)
    more = page.locator("#bar-more")
    assert (more.count() == 1) == (len(choices) < len(view["actions"])), where
    if more.count():
        on_screen(page, more)
    return choices


def check_table(page, where: str = "") -> None:
    """At any moment of a game: no page scroll, the status line and the bar's tools on screen."""
    assert_no_scroll(page, where)
    on_screen(page, page.locator("#status-toggle"))
    on_screen(page, page.locator("#bar-menu"))
