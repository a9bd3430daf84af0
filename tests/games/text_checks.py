"""What the per-game text tests share: placeholders of a template, and a game's UI strings.

The page fills `{name}` with t() (web/js/i18n/lang.js); the engine with str.format, so a
translation must keep the same placeholders on both sides.
"""

from __future__ import annotations

import json
import re
import shutil
import string
import subprocess
from pathlib import Path

import pytest

WEB_GAMES = Path(__file__).parents[2] / "web" / "js" / "games"
WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ]{2,}")
"""A word in Latin letters, accented ones included (Spanish "actúan" is one word, not "act";
"François" one name): how tests/engine/test_no_english.py and the kept words split texts."""


def fields(text: str) -> list[str]:
    """The {placeholders} of an engine template, sorted (Python's own format parser)."""
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name)


def js_fields(text: str) -> list[str]:
    """The {placeholders} the page's t() fills (i18n/lang.js: /\\{(\\w+)\\}/g), sorted."""
    return sorted(re.findall(r"\{(\w+)\}", text))


def strings_js(game: str) -> dict:
    """STRINGS of web/js/games/<game>/strings.js, as node imports it."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is needed to read strings.js")
    url = (WEB_GAMES / game / "strings.js").as_uri()
    code = f"import({json.dumps(url)}).then((m) => console.log(JSON.stringify(m.STRINGS)));"
    out = subprocess.run([node, "--input-type=module", "-e", code], capture_output=True,
                         text=True, check=True, timeout=60)
    return json.loads(out.stdout)
