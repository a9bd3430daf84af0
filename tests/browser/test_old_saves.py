"""Saves of earlier builds after an update (issue 38): each storage form a build ever wrote
(tests/fixtures/oldbuilds, as written) is put in the browser, the app opened, the game
continued from the lobby: the notice says how it goes on, and a person plays on by tapping
what is on screen. The record as it was stays in the save (``earlier``) and in its old key."""

from __future__ import annotations

import json

from tablero.core.session import Session
from tablero.games import GAMES
from tests.browser.ui_helpers import (
    click_region,
    open_lobby,
    table_now,
    wait_step_after,
    wait_turn,
)
from tests.fixtures.oldbuilds import FILES, stored

PAGE = "index.html?test=1&speed=instant"

ROWS_JS = """async () => {
  const db = await new Promise((resolve, reject) => {
    const req = indexedDB.open('tablero');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const all = await new Promise((resolve) => {
    const req = db.transaction('saves').objectStore('saves').getAll();
    req.onsuccess = () => resolve(req.result);
  });
  db.close();
  return all;
}"""

PUT_JS = """async (rows) => {
  const db = await new Promise((resolve, reject) => {
    const req = indexedDB.open('tablero', 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore('saves', { keyPath: 'id' });
      req.result.createObjectStore('meta', { keyPath: 'key' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  await new Promise((resolve, reject) => {
    const tx = db.transaction('saves', 'readwrite');
    for (const row of rows) tx.objectStore('saves').put(row);
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}"""


def build(name: str) -> dict:
    return stored(next(path for path in FILES if path.stem == name))


def play_on(page, moves: int) -> int:
    """Seat 0 makes ``moves`` moves by tapping what the table shows (a place on the board,
    else the first choice in the list); the step reached."""
    for _ in range(moves):
        assert wait_turn(page) == "human"
        now = table_now(page)
        action = now["view"]["actions"][0]
        region = next((r for r in now["regions"] if r["action"] == action), None)
        if region is None:
            page.locator("#actions button.action").first.click()
        else:
            click_region(page, region)
        wait_step_after(page, now["view"]["step"])
    return page.evaluate("() => window.__app.view.step")


def continue_saved(page, site_url: str) -> None:
    open_lobby(page, site_url + PAGE)
    assert "Troyes" in page.text_content("#lobby-saved-info")
    page.click("#lobby-continue")
    page.wait_for_selector("#notice:not([hidden])")


def test_first_builds_localstorage_save_goes_on_from_its_last_good_move(page, site_url):
    """The one save of the first builds of 2026-11-21 ("tablero.save.v1"), a Troyes game
    whose 25th move no longer replays: it goes on after move 24, and says so."""
    entries = build("2026-11-21-v1")["localStorage"]
    for key, text in entries.items():
        page.add_init_script(f"localStorage.setItem({json.dumps(key)}, {json.dumps(text)})")
    original = json.loads(entries["tablero.save.v1"])["record"]
    continue_saved(page, site_url)
    notice = page.text_content("#notice-text")
    assert "Tablero 0.1.0" in notice and "30 of 54 moves could not be kept" in notice, notice
    assert page.text_content("#notice-action") == "Save the original to a file"
    with page.expect_download() as download:
        page.click("#notice-action")
    assert json.loads(open(download.value.path(), encoding="utf-8").read()) == original
    play_on(page, 3)
    (row,) = page.evaluate(ROWS_JS)
    assert row["earlier"][0]["record"] == original and row["position"]["players"] == 2
    assert len(row["record"]["actions"]) > 24 and row["record"]["rules"] == 1
    assert page.evaluate("() => localStorage.getItem('tablero.save.v1')") == entries[
        "tablero.save.v1"]


def test_indexeddb_save_whose_rules_changed_goes_on_from_its_position(page, site_url):
    """A save as the IndexedDB builds write it, with today's position of its latest step,
    whose record no longer replays (its deal changed, as a rules correction would change
    it): the game goes on from where it was, in the notice's words."""
    data = build("2026-11-26")
    row = next(r for r in data["saves"] if r["record"]["game"] == "troyes")
    session = Session(GAMES)
    match = session.match(session.load(row["record"]))
    position = match.describe_position()
    changed = {**row["record"], "seed": row["record"]["seed"] + 1}
    page.goto(site_url + "__test__/engine.html")
    page.evaluate(PUT_JS, [{**row, "record": changed, "position": position}])
    continue_saved(page, site_url)
    assert page.text_content("#notice-text") == (
        "The rules of Troyes were corrected in this version; your game goes on from where it "
        "was; its replay before this point is kept as it was.")
    assert wait_turn(page) == "human"
    assert page.evaluate("() => window.__app.view.round") >= match.view(None)["round"]
    play_on(page, 2)
    (saved,) = page.evaluate(ROWS_JS)
    assert saved["earlier"][0]["record"] == changed
    assert saved["record"]["position"] == position and saved["record"]["actions"]


def test_old_build_save_file_opens_up_to_its_last_good_move(page, site_url):
    """A save file of the build of 2026-11-25 (its record, as Save to file wrote it), a Troyes
    game that stops replaying at its 25th move, opens in replay up to move 24; the notice
    says which build made it and how many moves could not be kept, in Spanish too."""
    entries = build("2026-11-25")["localStorage"]
    record = next(r for r in (json.loads(t)["record"] for t in entries.values())
                  if r["game"] == "troyes" and r["players"] == 2)
    open_lobby(page, site_url + PAGE)
    page.select_option("#lobby-lang", "es")
    page.set_input_files("#lobby-import", files=[{
        "name": "troyes.json", "mimeType": "application/json",
        "buffer": json.dumps(record, indent=1).encode()}])
    page.wait_for_function("() => window.__app.phase === 'replay'")
    notice = page.text_content("#notice-text")
    assert "Tablero 0.1.0" in notice and "no se pudieron conservar 30 de 54 jugadas" in notice
    assert page.evaluate("() => window.__app.replay.total") == 24
    with page.expect_download() as download:
        page.click("#notice-action")
    assert json.loads(open(download.value.path(), encoding="utf-8").read()) == record


def test_old_build_share_link_opens_up_to_its_last_good_move(page, site_url):
    """A share link of a Troyes game of the build of 2026-11-26 09:01 (the link made by the
    page's own sharing code from that build's record): replay up to move 24, the notice."""
    entries = build("2026-11-26-0901")["localStorage"]
    record = next(r for r in (json.loads(t)["record"] for t in entries.values())
                  if r["game"] == "troyes" and r["players"] == 2)
    open_lobby(page, site_url + PAGE)
    link = page.evaluate("""async ([record, base]) => {
      const { shareLink } = await import('./js/ui/share.js');
      return shareLink(record, null, base);
    }""", [record, site_url + PAGE])
    page.goto(link.replace("index.html#", PAGE + "#"))  # the link drops the test's query
    page.wait_for_function("() => window.__app && window.__app.phase === 'replay'",
                           timeout=120_000)
    notice = page.text_content("#notice-text")
    assert "30 of 54 moves could not be kept; it is shown up to move 24" in notice, notice
    assert page.evaluate("() => window.__app.replay.total") == 24
