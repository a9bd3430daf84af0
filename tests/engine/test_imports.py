"""The engine's modules import at the top and in no circle (a circle held open by an import
inside a function hides an order that only works by accident)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "py" / "tablero"


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> tuple[set[str], list[int]]:
    """The tablero modules a file imports at its top level, and the lines of indented imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found, nested = set(), []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Import | ast.ImportFrom):
            continue
        if node.col_offset:
            nested.append(node.lineno)
        if node not in tree.body:
            continue
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("tablero"))
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
            base = ".".join(anchor + ([base] if base else []))
        if base.startswith("tablero"):
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
    return found, nested


def _graph() -> dict[str, set[str]]:
    files = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph = {}
    for name, path in files.items():
        found, _ = _imports(path)
        graph[name] = {m for m in found if m in files and m != name}
    return graph


def test_no_import_inside_a_function_or_block():
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        _, nested = _imports(path)
        offenders += [f"{path.relative_to(PACKAGE)}:{line}" for line in nested]
    assert not offenders, offenders


def test_no_import_circles():
    """A package's ``__init__`` importing its own modules is no circle: only the imports
    between modules count (``from . import x`` in ``__init__`` is how a package is built)."""
    graph = _graph()
    for name in graph:
        if name in graph and "__init__" not in name:
            graph[name] = {m for m in graph[name] if not name.startswith(m + ".")}
    done, stack, circles = set(), [], []

    def visit(node: str) -> None:
        if node in stack:
            circles.append(stack[stack.index(node):] + [node])
            return
        if node in done:
            return
        stack.append(node)
        for nxt in sorted(graph[node]):
            visit(nxt)
        stack.pop()
        done.add(node)

    for node in sorted(graph):
        visit(node)
    assert not circles, circles[:5]
