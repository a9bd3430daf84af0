"""A small reader of the front end's JavaScript for the structure tests: where each function
starts and ends, and what each module imports.

Not a parser: a scanner that knows enough of the language to find braces that are code. It
skips comments, strings, template literals (with their ``${...}`` parts read as code) and
regular-expression literals (a ``/`` where a value may start), then pairs the braces. A brace
opens a function body when it follows ``=>``, or a ``)`` whose ``(`` is not that of ``if``,
``for``, ``while``, ``switch``, ``catch`` or ``with`` (``function f(...)``, methods, getters).
A function's length runs from the line of its parameters to the line of its closing brace,
nested functions included.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

BLOCK_KEYWORDS = {"if", "for", "while", "switch", "catch", "with"}
# After these words a "/" starts a regular expression, not a division.
VALUE_KEYWORDS = {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void",
                  "throw", "instanceof", "yield", "await"}
SPACE = re.compile(r"\s+")
WORD = re.compile(r"[A-Za-z_$][\w$]*")
NUMBER = re.compile(r"\d[\w.]*")
PUNCT = ("=>", "...", "?.", "??", "==", "!=", "<=", ">=", "&&", "||")


@dataclass
class Token:
    kind: str  # "word", "num", "str" (string, template or regex), "punct"
    text: str
    line: int


@dataclass
class Function:
    name: str
    start: int  # line of its parameters
    end: int  # line of its closing brace

    @property
    def lines(self) -> int:
        return self.end - self.start + 1


def _skip_string(src: str, i: int, quote: str) -> int:
    """Index after the string literal opened at src[i]."""
    i += 1
    while i < len(src) and src[i] != quote:
        i += 2 if src[i] == "\\" else 1
    return i + 1


def _skip_regex(src: str, i: int) -> int:
    """Index after the regular-expression literal opened at src[i] (flags included)."""
    i += 1
    in_class = False
    while i < len(src) and (in_class or src[i] != "/"):
        if src[i] == "\\":
            i += 1
        elif src[i] == "[":
            in_class = True
        elif src[i] == "]":
            in_class = False
        i += 1
    i += 1
    while i < len(src) and (src[i].isalnum() or src[i] == "_"):
        i += 1
    return i


def _regex_may_start(prev: Token | None) -> bool:
    if prev is None:
        return True
    if prev.kind == "punct":
        return prev.text not in (")", "]", "}")
    return prev.kind == "word" and prev.text in VALUE_KEYWORDS


@cache
def tokens(src: str) -> tuple[Token, ...]:
    """The code tokens of a module (comments dropped; strings, templates and regexes as one
    "str" token each, except a template's ``${...}`` parts, which are code)."""
    out: list[Token] = []
    line = 1
    i = 0
    templates: list[int] = []  # brace depth at each open ${ of a template literal
    depth = 0

    def template_from(i: int) -> int:
        """Read template text from src[i] (after ` or }); index after the closing ` or ${."""
        while i < len(src):
            ch = src[i]
            if ch == "\\":
                i += 2
                continue
            if ch == "`":
                return i + 1
            if ch == "$" and src.startswith("${", i):
                templates.append(depth)
                return i + 2
            i += 1
        return i

    while i < len(src):
        ch = src[i]
        start = i
        if ch.isspace():
            i = SPACE.match(src, i).end()
        elif src.startswith("//", i):
            i = src.find("\n", i) if "\n" in src[i:] else len(src)
        elif src.startswith("/*", i):
            end = src.find("*/", i + 2)
            i = len(src) if end < 0 else end + 2
        elif ch in "'\"":
            i = _skip_string(src, i, ch)
            out.append(Token("str", src[start:i], line))
        elif ch == "`":
            i = template_from(i + 1)
            out.append(Token("str", "`", line))
        elif ch == "}" and templates and templates[-1] == depth:
            templates.pop()
            i = template_from(i + 1)
        elif ch == "/" and _regex_may_start(out[-1] if out else None):
            i = _skip_regex(src, i)
            out.append(Token("str", src[start:i], line))
        elif (word := WORD.match(src, i)) is not None:
            i = word.end()
            out.append(Token("word", src[start:i], line))
        elif (number := NUMBER.match(src, i)) is not None:
            i = number.end()
            out.append(Token("num", src[start:i], line))
        else:
            text = next((p for p in PUNCT if src.startswith(p, i)), ch)
            i += len(text)
            depth += {"{": 1, "}": -1}.get(text, 0)
            out.append(Token("punct", text, line))
        line += src.count("\n", start, i)
    return tuple(out)


def _partners(toks: tuple[Token, ...]) -> dict[int, int]:
    """Index of each closing bracket -> index of the bracket that opens it."""
    pairs, open_at = {}, []
    for k, tok in enumerate(toks):
        if tok.kind != "punct":
            continue
        if tok.text in "([{":
            open_at.append(k)
        elif tok.text in ")]}" and open_at:
            pairs[k] = open_at.pop()
    return pairs


def _function_head(toks: tuple[Token, ...], brace: int, partner: dict[int, int]
                   ) -> tuple[str, int] | None:
    """(name, start line) when toks[brace] ("{") opens a function body, else None."""
    before = toks[brace - 1] if brace else None
    if before is None or before.kind != "punct":
        return None
    if before.text == "=>":
        head = brace - 2
        if toks[head].text == ")":
            head = partner[head]
        name = toks[head - 2].text if head >= 2 and toks[head - 1].text in ("=", ":") else "(arrow)"
        return name, toks[head].line
    if before.text != ")":
        return None
    opening = partner[brace - 1]
    word = toks[opening - 1] if opening else None
    if word is not None and word.kind == "word" and word.text in BLOCK_KEYWORDS:
        return None
    name = word.text if word is not None and word.kind == "word" else "(function)"
    return name, toks[opening].line


def functions(src: str) -> list[Function]:
    """Every function body of a module, outermost first where they nest."""
    toks = tokens(src)
    partner = _partners(toks)
    found: list[Function] = []
    stack: list[tuple[int, tuple[str, int] | None]] = []
    for k, tok in enumerate(toks):
        if tok.kind != "punct":
            continue
        if tok.text == "{":
            stack.append((k, _function_head(toks, k, partner)))
        elif tok.text == "}" and stack:
            _, head = stack.pop()
            if head is not None:
                found.append(Function(head[0], head[1], tok.line))
    return sorted(found, key=lambda f: (f.start, -f.end))


def imports(src: str) -> list[str]:
    """The module paths a module imports: import/export ... from "x", import "x" and import("x")
    with a plain string."""
    toks = tokens(src)
    out = []
    for k, tok in enumerate(toks):
        if tok.kind != "str" or tok.text[0] not in "'\"":
            continue
        prev = toks[k - 1] if k else None
        dynamic = prev is not None and prev.text == "(" and k >= 2 and toks[k - 2].text == "import"
        static = prev is not None and prev.kind == "word" and prev.text in ("from", "import")
        if dynamic or static:
            out.append(tok.text[1:-1])
    return out


def dynamic_templates(src: str) -> int:
    """How many import() calls take a template literal (a path the tests cannot follow)."""
    toks = tokens(src)
    return sum(1 for k in range(2, len(toks)) if toks[k].text == "`"
               and toks[k - 1].text == "(" and toks[k - 2].text == "import")


def resolve(module: Path, spec: str) -> Path | None:
    """The file a relative import names (None for a URL or a bare name)."""
    if not spec.startswith("."):
        return None
    return (module.parent / spec).resolve()
