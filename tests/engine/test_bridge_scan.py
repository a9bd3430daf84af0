"""The bridge's nesting scan before a request is parsed (issue 38): linear in the text's size.

The scan used to strip strings with a pattern that needs the closing quote: on raw text such
as ``"\\"\\"\\"...`` (no quote ever closes a string) every quote started an attempt that read to
the end and failed, so 64 kB took seconds. Time is not asserted here (speed belongs in bench/):
the scan's structure is. Every quote the scan meets outside a string must start a string token
that it consumes (one greedy pass, never a failed attempt), so the tokens it reads tile the
text: each character is read once. The scan must also still measure the depth exactly.
"""

from __future__ import annotations

import json
import random

import pytest

from tablero import bridge

SIZES = (1_000, 8_000, 64_000)


def hostile_texts(n: int) -> dict[str, str]:
    """Raw non-JSON texts of about n characters, deep enough to be scanned (> 48 brackets)."""
    return {
        "escaped quotes": '{"a": ' + '"\\' * (n // 2) + "[" * 60,
        "quotes and brackets": "[" * 60 + '"\\[' * (n // 3),
        "open string": "[" * 60 + '"' + "x\\" * (n // 2),
        "quote after quote": "{" * 60 + '\\"' * (n // 2),
    }


def failed_attempts(text: str) -> int:
    """Quotes outside every token the scan read: each is a string attempt that failed (and read
    on to wherever it gave up)."""
    covered = bytearray(len(text))
    for token in bridge._TOKENS.finditer(text):
        covered[token.start():token.end()] = b"\1" * (token.end() - token.start())
    return sum(1 for i, c in enumerate(text) if c == '"' and not covered[i])


@pytest.mark.parametrize("n", SIZES)
def test_every_quote_starts_a_string_the_scan_consumes(n):
    for name, text in hostile_texts(n).items():
        assert failed_attempts(text) == 0, name
        read = sum(t.end() - t.start() for t in bridge._TOKENS.finditer(text))
        assert read <= len(text), name


@pytest.mark.parametrize("n", SIZES)
def test_hostile_raw_text_is_refused_without_a_crash(n):
    for name, text in hostile_texts(n).items():
        answer = json.loads(bridge.handle(text))
        assert not answer["ok"] and answer["error"]["code"] in ("bad_json", "bad_request"), name


def reference_depth(value) -> int:
    if isinstance(value, dict):
        return 1 + max((reference_depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((reference_depth(v) for v in value), default=0)
    return 0


def random_value(rnd: random.Random, depth: int):
    """JSON data `depth` deep (one branch goes down) with strings full of brackets, quotes and
    backslashes."""
    leaf = "".join(rnd.choice('[]{}"\\ab\n') for _ in range(rnd.randrange(6)))
    if depth == 0:
        return leaf
    inner = random_value(rnd, depth - 1)
    if rnd.random() < 0.5:
        return [leaf, inner] if rnd.random() < 0.5 else [inner]
    return {"k[": leaf, "k{": inner}


def test_the_scan_measures_nesting_exactly():
    rnd = random.Random(38)
    for _ in range(300):
        value = random_value(rnd, rnd.randrange(1, 70))
        text = json.dumps(value)
        assert bridge._too_deep(text) == (reference_depth(value) > bridge.MAX_NESTING), text[:80]
