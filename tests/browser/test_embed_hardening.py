"""Embeds that keep working and keep secrets (issue 38).

- The engine keeps the 12 matches used last: on a page with 13 play-mode embeds the oldest's
  match is forgotten, and its next click used to leave it failing for good. Now the embed
  starts again from its attributes, says so, and plays on.
- A record attribute of a game still on that hides cards (an older snippet) holds the seed: the
  embed shows the spectator's form of its step instead, hidden cards dealt anew, not the
  game's.
"""

from __future__ import annotations

import json

from tablero import bridge

READY = "id => document.getElementById(id) && document.getElementById(id).state === 'ready'"
SHOWN = ("id => document.getElementById(id)"
         " && ['ready', 'error'].includes(document.getElementById(id).state)")
EMBEDS = 13
ADD_EMBEDS = """([count, attrs]) => {
  const script = document.createElement("script");
  script.type = "module";
  script.src = new URL("../js/embed.js", location.href).href;
  document.head.append(script);
  for (let n = 0; n < count; n += 1) {
    const el = document.createElement("tablero-game");
    el.id = `e${n}`;
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    document.body.append(el);
  }
}"""


FORGOTTEN = """async () => {
  const { tablero } = await import(new URL("../js/engine-client.js", location.href).href);
  const out = [];
  for (const el of document.querySelectorAll("tablero-game")) {
    const res = await tablero.call({cmd: "view", match: el.match});
    if (!res.ok && res.error.code === "unknown_match") out.push(el.id);
  }
  return out;
}"""


NONE_LOADING = ("() => customElements.get('tablero-game') && ![...document"
                ".querySelectorAll('tablero-game')].some((e) => e.state === 'loading')")


def start_embed(page, name: str) -> None:
    """Once no embed is loading (the page stands still), scroll this one into view, as a
    reader does (an embed starts when it comes into view); it must show its board."""
    page.wait_for_function(NONE_LOADING, timeout=120_000)
    page.locator(f"tablero-game#{name}").scroll_into_view_if_needed()
    page.wait_for_function(SHOWN, arg=name, timeout=120_000)
    assert page.evaluate("id => document.getElementById(id).error", name) is None


def step_of(page, name: str) -> int:
    return page.evaluate("id => document.getElementById(id).view.step", name)


def test_an_embed_whose_match_was_forgotten_starts_again_and_plays(page, site_url):
    page.goto(site_url + "__test__/engine.html")
    page.evaluate(ADD_EMBEDS, [EMBEDS, {"game": "pyramids", "mode": "play",
                                        "position": json.dumps({"players": 2})}])
    for n in range(EMBEDS):
        start_embed(page, f"e{n}")
    forgotten = page.evaluate(FORGOTTEN)
    assert len(forgotten) == 1  # the engine keeps 12
    name = forgotten[0]
    embed = page.locator(f"tablero-game#{name}")
    embed.scroll_into_view_if_needed()
    before = step_of(page, name)
    embed.locator("ul.actions button").first.click()
    page.wait_for_function("id => document.getElementById(id).shadowRoot"
                           ".querySelector('.status')?.textContent.includes('again')", arg=name)
    page.wait_for_function(READY, arg=name)
    assert step_of(page, name) == before  # from its attributes again
    embed.locator("ul.actions button").first.click()
    page.wait_for_function("([id, s]) => document.getElementById(id).view.step > s",
                           arg=[name, before])
    assert page.evaluate("id => document.getElementById(id).state", name) == "ready"


def engine(request: dict) -> dict:
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert answer["ok"], answer
    return answer


def unfinished_record() -> tuple[dict, dict]:
    """A 2-player Pyramids record 4 actions in, and the kept description of its last step."""
    match = engine({"cmd": "new", "game": "pyramids", "players": 2, "seed": 9})["match"]
    for _ in range(4):
        seat = engine({"cmd": "view", "match": match})["view"]["active"][0]
        view = engine({"cmd": "view", "match": match, "seat": seat})["view"]
        engine({"cmd": "act", "match": match, "seat": seat, "action": view["actions"][0]})
    record = engine({"cmd": "export", "match": match})["record"]
    kept = engine({"cmd": "describe_position", "match": match, "hidden": "keep"})["spec"]
    return record, kept


def hidden_parts(spec: dict) -> dict:
    return {"hands": [s["hand"] for s in spec["seats"]],
            "tombs": [s["tomb"] for s in spec["seats"]], "deck": spec["deck"]}


def test_a_record_of_a_game_still_on_shows_the_spectators_form(page, site_url):
    record, kept = unfinished_record()
    page.goto(site_url + "__test__/engine.html")
    page.evaluate(ADD_EMBEDS, [1, {"game": "pyramids", "mode": "replay", "seat": "1",
                                   "record": json.dumps(record)}])
    start_embed(page, "e0")
    spec = page.evaluate("""async () => {
      const { tablero } = await import(new URL("../js/engine-client.js", location.href).href);
      const el = document.getElementById("e0");
      return (await tablero.call({cmd: "describe_position", match: el.match,
        hidden: "keep"})).spec;
    }""")
    assert hidden_parts(spec) != hidden_parts(kept)
    assert spec["deck"] != kept["deck"]
    steps = page.evaluate("() => document.getElementById('e0').shadowRoot"
                          ".querySelectorAll('.controls button').length")
    assert steps == 0  # no step buttons: nothing of the record is replayed
