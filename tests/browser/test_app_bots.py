"""Bot turns played inside the worker, the player's pace, what just happened (issue 26).

The page never receives a bot's action: every message between the page and the engine
worker is recorded (the Worker class is wrapped before the page loads) and checked: no
``bot`` command, no ``act`` or ``view`` of a bot's seat, no answer naming an action, and
every ``bot_play`` asks back the human's view. A whole round of bot turns ends.
"""

from __future__ import annotations

import json

import pytest

from tablero import bridge
from tablero.core.playout import random_playout
from tablero.games import GAMES

from .ui_helpers import open_lobby, start_game

SETTLED = "() => window.__app && window.__app.settled"

HOOK = """
(() => {
  const Real = window.Worker;
  window.__toWorker = [];
  window.__fromWorker = [];
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => window.__fromWorker.push(e.data));
    }
    postMessage(msg, ...rest) {
      window.__toWorker.push(msg);
      return super.postMessage(msg, ...rest);
    }
  };
  window.__calls = [];
  const wrap = () => {
    if (!window.tablero || window.tablero.__wrapped) return;
    const real = window.tablero.call.bind(window.tablero);
    window.tablero.call = async (request) => {
      const response = await real(request);
      window.__calls.push({ request, response });
      return response;
    };
    window.tablero.__wrapped = true;
  };
  const timer = setInterval(() => { wrap(); if (window.tablero) clearInterval(timer); }, 1);
})();
"""


def traffic(page) -> tuple[list, list]:
    """(requests sent to the worker, answers received from it), parsed."""
    sent = page.evaluate("() => window.__toWorker.filter((m) => m.request).map((m) => m.request)")
    got = page.evaluate("() => window.__fromWorker.filter((m) => m.response)"
                        ".map((m) => m.response)")
    return [json.loads(r) for r in sent], [json.loads(r) for r in got]


def assert_no_bot_action_reached_the_page(page, human: int, bots: set) -> list:
    requests, answers = traffic(page)
    assert requests and answers
    for req in requests:
        cmd = req.get("cmd")
        assert cmd != "bot", req
        if cmd in ("act", "view", "undo"):
            assert req.get("seat") not in bots, req
        if cmd == "act":
            assert req.get("view", req.get("seat")) in (human, None), req
        if cmd == "bot_play":
            assert req["seat"] in bots and req.get("view") == human, req
    for ans in answers:
        assert "action" not in ans, ans
        view = ans.get("view")
        if view is not None:
            assert view.get("seat") in (human, None), view.get("seat")
    # the page's own hook on window.tablero.call saw the same
    calls = page.evaluate("() => window.__calls.map((c) => c.request.cmd)")
    assert "bot" not in calls
    return requests


def play_human_step(page) -> None:
    """The human takes the first offered choice."""
    page.click("#actions button.action:not([disabled])")


@pytest.mark.parametrize("game", list(GAMES))
def test_bots_play_in_the_worker_and_a_round_of_bot_turns_ends(page, site_url, game):
    """Two normal bots and one human: no bot action reaches the page, and a whole round of
    the bots' turns ends with the human to play again."""
    page.add_init_script(HOOK)
    open_lobby(page, site_url + "index.html?test=1&speed=fast")
    start_game(page, game, ["human", "bot:normal", "bot:normal"], seed=21)
    seen: set = set()
    for _ in range(400):
        page.wait_for_function(
            "() => window.__app.settled || ['over', 'error'].includes(window.__app.phase)",
            timeout=120_000)
        assert page.evaluate("() => window.__app.phase") != "error", \
            page.evaluate("() => window.__app.error")
        played = {r["seat"] for r in traffic(page)[0] if r.get("cmd") == "bot_play"}
        if played >= {1, 2} and seen:
            break
        seen |= played
        play_human_step(page)
    else:
        pytest.fail("no whole round of bot turns ended")
    requests = assert_no_bot_action_reached_the_page(page, 0, {1, 2})
    assert sum(r.get("cmd") == "bot_play" for r in requests) >= 2
    assert page.evaluate("() => window.__app.botSteps") >= 2
    # the last step's entries are highlighted in the log
    assert page.evaluate("() => document.querySelectorAll('#log li.last').length") >= 1


def test_lobby_defaults_to_normal_bots_and_describes_each_level(page, site_url):
    open_lobby(page, site_url + "index.html?test=1")
    page.select_option("#lobby-game", "pyramids")
    page.select_option("#lobby-players", "3")
    kinds = page.evaluate("() => [...document.querySelectorAll('#lobby-seats select')]"
                          ".map((s) => s.value)")
    assert kinds == ["human", "bot:normal", "bot:normal"]
    about = page.inner_text("#lobby-seat-about-1")
    assert "1 s" in about and page.is_hidden("#lobby-seat-about-0")
    page.select_option("#lobby-seats select[data-seat='1']", "bot:hard")
    assert page.inner_text("#lobby-seat-about-1") != about
    assert page.is_hidden("#lobby-loading") and page.is_enabled("#lobby-start")


def test_step_by_step_pace_next_and_skip_to_my_turn(page, site_url):
    """Step by step: each bot step waits for "Next"; "Skip to my turn" plays on at once;
    the speed is remembered."""
    page.add_init_script(HOOK)
    open_lobby(page, site_url + "index.html?test=1")
    page.evaluate("() => localStorage.setItem('tablero.speed', 'step')")
    page.reload()
    page.wait_for_function("() => window.__app && window.__app.phase === 'lobby'",
                           timeout=120_000)
    assert page.input_value("#table-speed") == "step"
    start_game(page, "pyramids", ["human", "bot:easy", "bot:easy"], seed=3)  # seat 1 starts
    page.wait_for_selector("#table-next:not([hidden])")
    steps = page.evaluate("() => window.__app.botSteps")
    assert steps == 1
    page.click("#table-next")
    page.wait_for_function("n => window.__app.botSteps > n", arg=steps)
    page.wait_for_selector("#table-skip:not([hidden])")
    page.click("#table-skip")
    page.wait_for_function(SETTLED, timeout=120_000)
    assert page.is_hidden("#table-skip") and page.is_hidden("#table-next")
    assert page.evaluate("() => window.__app.view.active") == [0]
    # what the bot did since: the summary lists its moves in the page's language
    assert page.is_visible("#since") and page.inner_text("#since-list").strip()
    page.select_option("#table-speed", "fast")
    assert page.evaluate("() => localStorage.getItem('tablero.speed')") == "fast"
    assert_no_bot_action_reached_the_page(page, 0, {1, 2})


def test_no_curtain_in_a_game_without_hidden_information(page, site_url):
    open_lobby(page, site_url + "index.html?test=1&delay=0")
    games = page.evaluate("() => Object.fromEntries(window.__app.games"
                          ".map((g) => [g.id, g.hidden]))")
    assert games["mexica"] is False and games["pyramids"] is True
    start_game(page, "mexica", ["human", "human"], seed=2, players=2)
    page.wait_for_function(SETTLED)
    assert page.evaluate("() => window.__app.hidden") is False


def finished_record(game: str, seed: int, players: int) -> dict:
    """A whole random game's record (every seat human), made in CPython."""
    final, actions = random_playout(GAMES[game], seed, players)
    assert not GAMES[game].active(final)
    new = json.loads(bridge.handle(json.dumps({"cmd": "new", "game": game, "players": players,
                                               "seed": seed})))
    record = json.loads(bridge.handle(json.dumps({"cmd": "export", "match": new["match"]})))
    return {**record["record"], "actions": actions}


def replay_step(page) -> int:
    page.wait_for_function("() => window.__app.phase === 'replay'")
    return page.evaluate("() => window.__app.replay.step")


def test_replay_jumps_by_round_and_turn_log_entries_and_the_replay_button(page, site_url,
                                                                          tmp_path):
    """Replay jumps by round (the log's round entries) and by turn (a change of acting seat
    where the game logs no turn), a log entry goes to its step, and after the game the
    table offers its replay."""
    record = finished_record("mexica", 5, 2)
    path = tmp_path / "mexica.json"
    path.write_text(json.dumps(record))
    open_lobby(page, site_url + "index.html?test=1&delay=0")
    page.set_input_files("#lobby-import", str(path))
    total = len(record["actions"])
    assert replay_step(page) == total
    page.click("#replay-prev-round")
    round_start = replay_step(page)
    assert 0 < round_start < total
    page.click("#replay-prev-turn")
    turn_start = replay_step(page)
    actions = record["actions"]
    assert turn_start < round_start and actions[turn_start][0] != actions[turn_start - 1][0]
    page.click("#replay-next-turn")
    assert replay_step(page) > turn_start
    # a log entry goes to the step that wrote it
    n = page.evaluate("() => Number(document.querySelector('#log li[data-n]').dataset.n)")
    page.click(f"#log li[data-n='{n}']")
    page.wait_for_function("() => window.__app.phase === 'replay'")
    step = replay_step(page)
    shown = page.evaluate("() => window.__app.view.log.map((e) => e.n)")
    assert n in shown and step <= turn_start + 1
    # play the last step from here: the game ends, the table keeps a replay button
    page.click("#replay-last")
    assert replay_step(page) == total
    page.click("#replay-prev")
    page.wait_for_function("n => window.__app.replay.step === n", arg=total - 1)
    page.click("#replay-play")
    page.wait_for_function(SETTLED)
    last = json.dumps(actions[-1][1], separators=(",", ":"))
    page.evaluate("a => [...document.querySelectorAll('#actions button.action')]"
                  ".find((b) => JSON.stringify(JSON.parse(b.dataset.action)) === a).click()",
                  last)
    page.wait_for_selector("#end:not([hidden])")
    page.click("#end-view")
    page.click("#table-replay")
    assert replay_step(page) == total
