"""Every game the front end registers keeps the declared renderer interface (issue 35): its
folder's declaration loads a renderer built by defineRenderer with every member of the right
kind, its words in every language and its editor's edits; a renderer that lacks a required
member (or has one the interface does not know) fails when it is made. Run by node on the
modules themselves: they draw nothing until a page asks. The fixture games' folders
(tests/fixtures/games/) are held to it too: in a copy of web/js they are put where a shipped
game's folder is and added with the registry's registerGame, as the browser tests add them."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tablero.games import GAMES
from tests.fixtures.games import ALL_GAME_IDS, WEB_FOLDERS

JS = Path(__file__).resolve().parents[2] / "web" / "js"

CHECK = """
const registry = await import(%(registry)s);
const { MEMBERS, defineRenderer } = await import(%(renderer)s);
const out = { members: MEMBERS, games: {}, shipped: registry.gameIds() };
for (const id of %(fixtures)s) registry.registerGame(id, () => import(%(base)s + id + "/index.js"));
out.taken = (() => {
  try { registry.registerGame(out.shipped[0], () => null); return null; } catch (err) {
    return err.message;
  }
})();
for (const id of registry.gameIds()) {
  const r = await registry.loadRenderer(id);
  const strings = await (await import(%(base)s + id + "/index.js")).default.strings();
  out.games[id] = {
    kinds: Object.fromEntries(MEMBERS.map((m) => [m, typeof r[m]])),
    frozen: Object.isFrozen(r),
    langs: Object.keys(strings).sort(),
    edits: typeof await registry.loadEdits(id),
    regions: Array.isArray(r.regions()),
    changes: r.changes({ step: 0, game: id }, { step: 1, game: id }) instanceof Set,
  };
}
const refusal = (members) => {
  try { defineRenderer(members); return null; } catch (err) { return err.message; }
};
const f = () => null;
out.missing = refusal({ layout: f, draw: f, hitTest: f });
out.unknown = refusal({ layout: f, draw: f, hitTest: f, regions: f, hitTst: f });
out.kind = refusal({ layout: f, draw: f, hitTest: f, regions: f, wideFrom: "wide" });
out.minimal = Object.keys(defineRenderer({ layout: f, draw: f, hitTest: f, regions: f }));
console.log(JSON.stringify(out));
"""


@pytest.fixture(scope="module")
def checked(tmp_path_factory) -> dict:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is needed to import the front end's modules")
    js = tmp_path_factory.mktemp("web") / "js"
    shutil.copytree(JS, js)
    for game_id, folder in WEB_FOLDERS.items():
        shutil.copytree(folder, js / "games" / game_id)
    code = CHECK % {"registry": json.dumps((js / "games" / "registry.js").as_uri()),
                    "renderer": json.dumps((js / "games" / "renderer.js").as_uri()),
                    "base": json.dumps((js / "games").as_uri() + "/"),
                    "fixtures": json.dumps(sorted(WEB_FOLDERS))}
    done = subprocess.run([node, "--input-type=module", "-e", code], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def test_the_front_end_draws_every_game_of_the_engine(checked):
    assert sorted(checked["shipped"]) == sorted(GAMES)
    assert sorted(checked["games"]) == sorted(ALL_GAME_IDS)


def test_a_page_adds_a_game_under_a_new_id_only(checked):
    assert "already registered" in checked["taken"]


@pytest.mark.parametrize("game", ALL_GAME_IDS)
def test_each_renderer_keeps_the_interface(checked, game):
    got = checked["games"][game]
    numbers, tables = {"wideFrom"}, {"replayJumps"}
    for member, kind in got["kinds"].items():
        wanted = "number" if member in numbers else "object" if member in tables else "function"
        assert kind == wanted, (member, kind)
    assert got["frozen"] and got["regions"] and got["changes"]
    assert got["langs"] == ["en", "es", "ja"]
    assert got["edits"] == "function"


def test_a_renderer_missing_a_member_fails_when_made(checked):
    assert "regions" in checked["missing"]
    assert "hitTst" in checked["unknown"]
    assert "wideFrom" in checked["kind"]
    assert sorted(checked["minimal"]) == sorted(checked["members"])
