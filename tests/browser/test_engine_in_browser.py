"""The engine in the browser: worker start-up, the bridge through window.tablero, offline wheels.

DESIGN.md, "Bridge (JSON)": the page exposes ``window.tablero.call(request)`` and
``window.tablero.ready``. These tests use the bare harness page /__test__/engine.html so that
they test the engine client and worker alone; the UI tests live beside them.
"""

from __future__ import annotations

import json

import pytest

from tablero import bridge
from tablero.games import GAMES

HARNESS = "__test__/engine.html"
PLAYED = sorted(set(GAMES) | {"pyramids"})


def _open(page, site_url, wait_engine, path: str = HARNESS) -> dict:
    page.goto(site_url + path)
    return wait_engine(page)


def play_in_cpython(game: str, players: int, seed: int, max_steps: int = 5000) -> dict:
    """The loop of conftest.PLAY_JS, through the same bridge in this interpreter."""

    def call(request: dict) -> dict:
        return json.loads(bridge.handle(json.dumps(request)))

    res = call({"cmd": "new", "game": game, "players": players, "seed": seed, "options": {}})
    assert res["ok"], res
    match, view, steps = res["match"], res["view"], 0
    while not view["result"] and steps < max_steps:
        seat = view["active"][0]
        bot = call({"cmd": "bot", "match": match, "seat": seat, "level": "random"})
        res = call({"cmd": "act", "match": match, "seat": seat, "action": bot["action"]})
        view, steps = res["view"], steps + 1
    return {"steps": steps, "result": view["result"],
            "record": call({"cmd": "export", "match": match})["record"]}


def test_engine_starts_and_reports_progress(page, site_url, wait_engine):
    """ready resolves with timings; progress rises to stage "ready" at fraction 1."""
    timings = _open(page, site_url, wait_engine)
    assert timings["install_method"] == "unpack"
    for key in ("pyodide_ms", "install_ms", "import_ms", "engine_ms", "total_ms"):
        assert isinstance(timings[key], int) and timings[key] >= 0, key
    progress = page.evaluate("() => window.__progress")
    fractions = [p["fraction"] for p in progress]
    assert fractions == sorted(fractions) and all(0 <= f <= 1 for f in fractions)
    assert progress[-1] == {"stage": "ready", "fraction": 1, "estimated": False}
    assert page.evaluate("() => window.tablero.status") == "ready"


def test_engine_installs_with_load_package_too(page, site_url, wait_engine):
    """The measured alternative install path (pyodide.loadPackage of the wheel URL) works."""
    timings = _open(page, site_url, wait_engine, path=HARNESS + "?engine_install=loadPackage")
    assert timings["install_method"] == "loadPackage"
    assert page.evaluate("() => window.tablero.call({cmd: 'games'})")["ok"]


def test_games_lists_pyramids_and_every_registered_game(page, site_url, wait_engine):
    """The games command answers from Pyodide with the same list as in CPython."""
    _open(page, site_url, wait_engine)
    res = page.evaluate("() => window.tablero.call({cmd: 'games'})")
    assert res == json.loads(bridge.handle('{"cmd": "games"}'))
    ids = {g["id"] for g in res["games"]}
    assert "pyramids" in ids
    assert ids == set(GAMES)


@pytest.mark.parametrize("game", PLAYED)
def test_random_game_plays_to_a_result(page, site_url, wait_engine, play_random_game, game):
    """new / bot random / act until the result, identical to the same calls in CPython."""
    _open(page, site_url, wait_engine)
    players = GAMES[game].min_players if game in GAMES else 2
    got = play_random_game(page, game, players, 7)
    assert "error" not in got, got.get("error")
    assert got["result"] and len(got["result"]["scores"]) >= players  # + Wakhan's seat
    assert got == play_in_cpython(game, players, 7)


def test_refusals_resolve_never_reject(page, site_url, wait_engine):
    """Bad requests come back as {ok: false, error} from Python or from the client itself."""
    _open(page, site_url, wait_engine)
    answers = page.evaluate("""async () => [
        await window.tablero.call({cmd: "no_such_command"}),
        await window.tablero.call({cmd: "view", match: "nope", seat: 0}),
        await window.tablero.call("not an object"),
        await window.tablero.call({cmd: "new", game: "pyramids", players: 99}),
    ]""")
    for res in answers:
        assert res["ok"] is False and res["error"]["code"] and res["error"]["message"]
    assert answers[0]["error"]["code"] == "bad_request"
    assert answers[2]["error"]["code"] == "bad_request"


def test_worker_crash_rejects_with_a_clear_message(page, site_url, wait_engine, page_errors):
    """A worker that cannot run rejects ready and every pending call, naming the crash."""
    _open(page, site_url, wait_engine)
    out = page.evaluate("""async () => {
        const { createEngine } = await import("/js/engine-client.js");
        const broken = createEngine(new URL("/no-such-worker.js", location.href));
        const call = broken.call({cmd: "games"}).then(() => "resolved", (e) => e.message);
        const ready = await broken.ready.then(() => "resolved", (e) => e.message);
        return {ready, call: await call, status: broken.status};
    }""")
    assert "crashed" in out["ready"] and out["call"] == out["ready"]
    assert out["status"] == "failed"
    expected = [e for e in page_errors if "crashed" in e or "no-such-worker" in e]
    assert expected, page_errors
    page_errors[:] = [e for e in page_errors if e not in expected]


def test_everything_loads_from_the_site_and_micropip_works_offline(
        page, site_url, wait_engine):
    """No request leaves 127.0.0.1, and micropip installs a wheel from dist/ by URL."""
    outside = []

    def guard(route):
        if route.request.url.startswith(site_url):
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    page.route("**/*", guard)
    _open(page, site_url, wait_engine)
    files = page.evaluate("async () => (await (await fetch('/precache.json')).json()).files")
    wheel = next(p for p in files if p.startswith("wheels/tablero-"))
    res = page.evaluate("(url) => window.tablero.install(url)", site_url + wheel)
    assert res["ok"], res
    assert page.evaluate("() => window.tablero.call({cmd: 'games'})")["ok"]
    assert outside == []


def test_app_page_exposes_the_engine(page, site_url, wait_engine):
    """The real page (index.html) starts the same client: window.tablero works there too."""
    _open(page, site_url, wait_engine, path="")
    res = page.evaluate("() => window.tablero.call({cmd: 'games'})")
    assert res["ok"] and "pyramids" in {g["id"] for g in res["games"]}


def test_engine_runs_for_a_page_of_another_origin(page, site_url):
    """A page on another origin (a blog post) imports the client; the worker still starts."""
    other = site_url.replace("127.0.0.1", "localhost")
    page.goto(f"{other}__test__/cross-origin.html?site={site_url}")
    page.wait_for_function("() => window.crossTablero !== undefined", timeout=90_000)
    page.evaluate("() => window.crossTablero.ready")
    res = page.evaluate("() => window.crossTablero.call({cmd: 'games'})")
    assert res["ok"] and "pyramids" in {g["id"] for g in res["games"]}
