"""The front end's shape (issue 35): a game is named only in its folder and the registry, imports
go one way (i18n <- ui <- games <- the shell), no import circles, no function over 80 lines.

Read with a small scanner of our own (jsscan.py): no JavaScript tooling is needed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tablero.games import GAMES

from . import jsscan

ROOT = Path(__file__).resolve().parents[2]
JS = ROOT / "web" / "js"
MAX_LINES = 80
# The layers of web/js, lowest first: a module imports its own layer or a lower one.
LAYERS = ["i18n", "ui", "games", "shell"]


def _modules() -> list[Path]:
    return sorted(JS.rglob("*.js"))


def _layer(path: Path) -> str:
    top = path.relative_to(JS).parts[0]
    return top if top in LAYERS else "shell"


def _game_folder(path: Path) -> str | None:
    """The game folder a module lives in (web/js/games/<game>/...), else None."""
    parts = path.relative_to(JS).parts
    return parts[1] if parts[0] == "games" and len(parts) > 2 else None


def _graph() -> dict[Path, set[Path]]:
    graph = {}
    for path in _modules():
        targets = (jsscan.resolve(path, spec) for spec in jsscan.imports(path.read_text()))
        graph[path] = {t for t in targets if t is not None}
    return graph


def test_the_scanner_reads_every_module_whole():
    """Brackets balance in every module: the scanner skipped strings, templates, comments and
    regular expressions where the language does (else every check below would be wrong)."""
    for path in _modules():
        toks = jsscan.tokens(path.read_text())
        for opening, closing in ("()", "[]", "{}"):
            count = sum((t.text == opening) - (t.text == closing) for t in toks
                        if t.kind == "punct")
            assert count == 0, f"{path.relative_to(ROOT)}: {opening}{closing} off by {count}"


def test_the_scanner_measures_functions():
    src = """
const f = (a) => {
  const s = `x ${ {a: 1}.a } }`; // }
  return /}/.test(s) ? { b: 2 } : null;
};
function g(x) {
  if (x) {
    return { h() { return 1; } };
  }
}
class C {
  get v() { return 1; }
  m(y) {
    for (const k of y) { k(); }
  }
}
"""
    found = {f.name: (f.start, f.end) for f in jsscan.functions(src)}
    assert found == {"f": (2, 5), "g": (6, 10), "h": (8, 8), "v": (12, 12), "m": (13, 15)}


def test_no_function_over_80_lines():
    long = [f"{path.relative_to(ROOT)}:{f.start} {f.name} ({f.lines} lines)"
            for path in _modules() for f in jsscan.functions(path.read_text())
            if f.lines > MAX_LINES]
    assert not long, long


def test_imports_go_down_the_layers_and_stay_in_their_game():
    wrong = []
    for path, targets in _graph().items():
        for target in targets:
            if not target.is_relative_to(JS):
                continue
            if LAYERS.index(_layer(target)) > LAYERS.index(_layer(path)):
                wrong.append(f"{path.relative_to(JS)} -> {target.relative_to(JS)} (upward)")
            own, other = _game_folder(path), _game_folder(target)
            if own and other and own != other:
                wrong.append(f"{path.relative_to(JS)} -> {target.relative_to(JS)} (another game)")
    assert not wrong, wrong


def test_every_import_names_a_file_and_none_is_built_at_run_time():
    for path, targets in _graph().items():
        missing = [str(t) for t in targets if not t.is_file()]
        assert not missing, f"{path.relative_to(ROOT)} imports {missing}"
        assert not jsscan.dynamic_templates(path.read_text()), path.relative_to(ROOT)


def test_no_import_circles():
    graph = _graph()
    done: set[Path] = set()

    def visit(node: Path, trail: list[Path]) -> None:
        if node in trail:
            cycle = trail[trail.index(node):] + [node]
            pytest.fail(" -> ".join(str(p.relative_to(JS)) for p in cycle))
        if node in done:
            return
        for target in sorted(graph.get(node, ())):
            visit(target, trail + [node])
        done.add(node)

    for module in graph:
        visit(module, [])


def test_games_are_named_only_in_their_folders_and_the_registry():
    """`git grep` of the game ids in web/js: the registry and each game's own folder only (a
    new game adds a folder and a line)."""
    ids = re.compile("|".join(sorted(GAMES)), re.IGNORECASE)
    registry = JS / "games" / "registry.js"
    found = []
    for path in _modules():
        if path == registry:
            continue
        text = path.read_text()
        for match in ids.finditer(text):
            if _game_folder(path) != match.group(0).lower():
                line = text.count("\n", 0, match.start()) + 1
                found.append(f"{path.relative_to(ROOT)}:{line} {match.group(0)}")
    assert not found, found


def test_the_registry_lists_each_game_on_one_line():
    lines = (JS / "games" / "registry.js").read_text().splitlines()
    for game in GAMES:
        assert [line for line in lines if game in line] == [
            f'  {game}: () => import("./{game}/index.js"),'], game
