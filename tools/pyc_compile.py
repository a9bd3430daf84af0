"""Compile the engine's sources to sourceless bytecode inside Pyodide (its Python, its magic).

``tools/wheel.py`` runs this file's text in Pyodide under node and calls ``compile_sources``
with ``{path: base64 source}``; it returns ``{path of .pyc: base64}``. Each module becomes a
sourceless "<module>.pyc" beside where its .py would be (Python imports those when no source
exists), with docstrings and source positions dropped (they serve readers of the repository and
tracebacks, not the browser).
Unchecked-hash pycs carry no timestamps, so the output is reproducible.
"""

from __future__ import annotations

import ast
import base64
import importlib.util
import json
from importlib._bootstrap_external import _code_to_hash_pyc

DOC_OWNERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def without_docstrings(tree: ast.AST) -> ast.AST:
    """The same tree with every module, class and function docstring removed."""
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(node, DOC_OWNERS) and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)):
            node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
    return tree


def without_positions(tree: ast.AST) -> ast.AST:
    """The same tree with no source positions: every node on line 1, no columns. The browser
    never shows a traceback (the bridge reports an error's message, never its lines; CPython,
    where the tests run, reads the sources), and the position tables were a third of the
    wheel (columns a quarter, the line numbers 29 kB more: the app's 1 MB budget)."""
    for node in ast.walk(tree):
        if hasattr(node, "lineno"):
            node.lineno = node.end_lineno = 1
        if hasattr(node, "col_offset"):
            node.col_offset = node.end_col_offset = -1
    return tree


def compile_sources(sources_json: str) -> str:
    """{path: base64 source} as JSON in, {path of .pyc: base64 bytecode} as JSON out."""
    pycs = {}
    # marshal flags an object for back-references only while something else holds it too.
    # Holding each module's code object here sets that flag whatever the interpreter's way of
    # counting references to a local, so the .pyc bytes stay those of earlier builds.
    codes = {}
    for path, data in json.loads(sources_json).items():
        source = base64.b64decode(data)
        tree = without_positions(without_docstrings(ast.parse(source, filename=path)))
        codes[path] = compile(tree, path, "exec", dont_inherit=True)
        pyc = _code_to_hash_pyc(codes[path], importlib.util.source_hash(source), checked=False)
        pycs[path[:-3] + ".pyc"] = base64.b64encode(bytes(pyc)).decode()
    return json.dumps(pycs)
