"""The shipped JavaScript without its whole-line comments and indentation (tools/jscomments.py):
comment lines are emptied and code lines unindented, line numbers stay, template literals are
never touched."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from tools import paths
from tools.jscomments import without_comments_and_indent


def test_whole_line_comments_are_emptied_and_lines_kept():
    src = ("// header\nconst a = 1; // kept: code before it\n/** doc\n * more\n */\n"
           "function f() {\n  /* one line */\n  return a;\n}\n")
    out = without_comments_and_indent(src)
    assert out.split("\n") == ["", "const a = 1; // kept: code before it", "", "", "",
                               "function f() {", "", "return a;", "}", ""]


def test_a_block_comment_with_code_after_it_stays():
    src = "/* size */ const n = 3;\n/* a\n b */ let m = n;\n"
    assert without_comments_and_indent(src) == src


def test_lines_inside_a_template_literal_stay():
    src = "const t = `\n// not a comment: text\n/* text too */\n`;\n// a comment\n"
    assert without_comments_and_indent(src) == ("const t = `\n// not a comment: text\n"
                                          "/* text too */\n`;\n\n")


def test_a_template_literal_keeps_its_spaces_and_code_after_it_loses_its_indent():
    src = "  const t = `a\n    b\n  c`;\n    f(t);\n"
    assert without_comments_and_indent(src) == "const t = `a\n    b\n  c`;\nf(t);\n"


def test_a_url_or_a_regex_in_code_stays():
    src = 'const u = "https://example.org"; const r = /\\/\\//;\n'
    assert without_comments_and_indent(src) == src


@pytest.mark.skipif(shutil.which("node") is None, reason="node is needed to parse modules")
def test_every_module_of_the_app_still_parses(tmp_path):
    """Each web/js module, stripped, is still valid JavaScript with as many lines."""
    for path in sorted((paths.WEB_DIR / "js").rglob("*.js")):
        text = path.read_text(encoding="utf-8")
        out = without_comments_and_indent(text)
        assert out.count("\n") == text.count("\n"), path
        copy = tmp_path / path.relative_to(paths.WEB_DIR).with_suffix(".mjs")
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(out, encoding="utf-8")
    files = sorted(str(p) for p in tmp_path.rglob("*.mjs"))
    for name in files:
        done = subprocess.run(["node", "--check", name], capture_output=True, text=True,
                              check=False)
        assert done.returncode == 0, done.stderr[-400:]
