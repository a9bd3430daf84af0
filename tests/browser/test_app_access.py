"""Languages and keyboard play: the switch changes every text, a whole game by keyboard only.

Issue 7 tests: "language switch; a whole game played with the keyboard only".
"""

from __future__ import annotations

PAGE = "index.html?test=1&delay=0"
SETTLED = "() => window.__app && window.__app.settled"
LOBBY = "() => window.__app && window.__app.phase === 'lobby'"


def test_language_switch_changes_ui_engine_texts_and_is_remembered(page, site_url):
    page.goto(site_url + PAGE + "&lang=en")
    page.wait_for_function(LOBBY, timeout=120_000)
    assert page.text_content("#lobby-title") == "New game"
    page.select_option("#lobby-lang", "es")
    assert page.text_content("#lobby-title") == "Partida nueva"
    assert page.text_content("#lobby-start") == "Empezar"
    assert page.evaluate("() => document.documentElement.lang") == "es"
    page.select_option("#lobby-game", "pyramids")
    page.select_option("#lobby-players", "3")
    page.select_option("#lobby-seats select[data-seat='1']", "bot:random")
    page.select_option("#lobby-seats select[data-seat='2']", "bot:random")
    page.click("#lobby-start")
    page.wait_for_function(SETTLED)
    view = page.evaluate("() => window.__app.view")
    assert view["lang"] == "es" and view["prompt"] == "Elige una loseta de dios."
    assert page.text_content("#table-lobby") == "Inicio"
    page.select_option("#table-lang", "ja")
    page.wait_for_function("() => window.__app.view.lang === 'ja' && window.__app.settled")
    assert page.text_content("#prompt") == "神タイルを1枚選んでください。"
    assert all(label.endswith("を選ぶ") for label in
               page.locator("#actions button.action").all_text_contents())
    assert page.locator("#log li").first.text_content().startswith("第1ラウンド")
    # no language given: the saved choice wins over the browser's
    page.goto(site_url + "index.html?test=1&delay=0")
    page.wait_for_function(SETTLED, timeout=120_000)  # the game on the table resumes
    assert page.text_content("#table-lobby") == "ロビー"
    assert page.evaluate("() => window.__app.view.lang") == "ja"


def test_browser_language_is_the_default(browser, site_url):
    context = browser.new_context(locale="es-ES")
    page = context.new_page()
    try:
        page.goto(site_url + PAGE)
        page.wait_for_function(LOBBY, timeout=120_000)
        assert page.text_content("#lobby-title") == "Partida nueva"
    finally:
        context.close()


def test_a_whole_game_by_keyboard_only(page, site_url):
    """Lobby, every choice and the end screen with Tab and Enter only (2 players vs a bot)."""
    page.goto(site_url + PAGE)
    page.wait_for_function(LOBBY, timeout=120_000)
    page.focus("#lobby-game")
    page.keyboard.press("Home")  # first game in the list; choose Pyramids by typing
    page.keyboard.type("Pyr")
    page.select_option("#lobby-players", "2")  # the seats below start as human + first bot
    page.focus("#lobby-start")
    page.keyboard.press("Enter")
    steps = 0
    while steps < 400:
        page.wait_for_function(SETTLED + " || ['over', 'error'].includes(window.__app.phase)")
        phase = page.evaluate("() => window.__app.phase")
        assert phase != "error", page.evaluate("() => window.__app.error")
        if phase == "over":
            break
        focused = page.evaluate("() => document.activeElement && document.activeElement"
                                ".matches('#actions button.action')")
        if not focused:
            for _ in range(15):
                page.keyboard.press("Tab")
                if page.evaluate("() => document.activeElement.matches('#actions button.action')"):
                    break
        step = page.evaluate("() => window.__app.view.step")
        page.keyboard.press("Enter")
        page.wait_for_function("s => window.__app.phase === 'over' || (window.__app.view"
                               " && window.__app.view.step > s)", arg=step)
        steps += 1
    assert page.evaluate("() => window.__app.phase") == "over"
    assert page.evaluate("() => document.activeElement.id") == "end-again"
    assert page.evaluate("() => window.__app.game.id") == "pyramids"
    page.keyboard.press("Enter")
    page.wait_for_function(LOBBY)
