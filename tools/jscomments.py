"""The shipped copy of a JavaScript module without its whole-line comments and indentation.

About a sixth of web/js is comment lines and a twentieth is indentation: they serve readers of
the repository, and the app's size budget (DESIGN.md: dist/ without Pyodide at most 1 MB)
counts every byte a player downloads. Lines that are nothing but a comment are emptied
(``// ...`` and ``/* ... */`` blocks that start and end their lines) and every other line loses
its leading spaces; each line stays a line, so line numbers in the browser's errors are those of
web/. Lines inside a multi-line template literal are never touched (their spaces are text), nor
is a block comment with code after its end. The modules stay source a browser's pretty-printer
reads back: nothing is renamed, joined or reordered.
"""

from __future__ import annotations


def _opens_template(line: str) -> bool:
    """True when the line leaves a template literal open or closes one (an odd number of
    backticks outside escapes): the lines after it are inside the literal or out again."""
    return (line.count("`") - line.count("\\`")) % 2 == 1


def without_comments_and_indent(text: str) -> str:
    """``text`` with every whole-line comment emptied and the other lines unindented (see the
    module doc)."""
    lines = text.split("\n")
    out = list(lines)
    in_template = False
    i = 0
    while i < len(lines):
        line, stripped = lines[i], lines[i].strip()
        if in_template:
            in_template = not _opens_template(line)
        elif stripped.startswith("//"):
            out[i] = ""
        elif stripped.startswith("/*"):
            end, col = i, line.find("*/", line.index("/*") + 2)
            while col < 0 and end + 1 < len(lines):
                end += 1
                col = lines[end].find("*/")
            if col >= 0 and not lines[end][col + 2:].strip():
                out[i:end + 1] = [""] * (end + 1 - i)
            # else code follows the comment on its last line: the lines stay as they are
            i = end
        else:
            out[i] = line.lstrip(" ")
            in_template = _opens_template(line)
        i += 1
    return "\n".join(out)
