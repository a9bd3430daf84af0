"""Every game the front end registers keeps the declared renderer interface (issue 35): its
folder's declaration loads a renderer built by defineRenderer with every member of the right
kind, its words in every language and its editor's edits; a renderer that lacks a required
member (or has one the interface does not know) fails when it is made. Run by node on the
modules themselves: they draw nothing until a page asks."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tablero.games import GAMES

JS = Path(__file__).resolve().parents[2] / "web" / "js"

CHECK = """
const registry = await import(%(registry)s);
const { MEMBERS, defineRenderer } = await import(%(renderer)s);
const out = { members: MEMBERS, games: {} };
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
def checked() -> dict:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is needed to import the front end's modules")
    code = CHECK % {"registry": json.dumps((JS / "games" / "registry.js").as_uri()),
                    "renderer": json.dumps((JS / "games" / "renderer.js").as_uri()),
                    "base": json.dumps((JS / "games").as_uri() + "/")}
    done = subprocess.run([node, "--input-type=module", "-e", code], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def test_the_front_end_draws_every_game_of_the_engine(checked):
    assert sorted(checked["games"]) == sorted(GAMES)


@pytest.mark.parametrize("game", sorted(GAMES))
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
