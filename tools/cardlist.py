"""dist/rules/[<lang>/]<game>-cards.html: each game's card list, from the engine's own tables.

Every registered game with cards (a ``cardlist`` module in its package, core/cardlist.py; Mexica
has none, so no page) gives its list in every language, asked in a child process with py/ on
the path (the build never imports the engine, as for games.json); tools/cardpage.py writes each
list as a page beside the game's rules page, whose heading names the game in that language. The
same sources give the same bytes. The rules pages link their list (one line each, web/rules/).
"""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from tools import paths
from tools.cardpage import LANG_FOLDERS, card_page, page_name
from tools.common import BuildError

ASK = """import json
from tablero.core.cardlist import game_lists
from tablero.games import GAMES
print(json.dumps(game_lists(GAMES)))"""
"""What the child process runs: {game id: {lang: card list}}."""

H1 = re.compile(r"<h1[^>]*>(.*?)</h1>", re.S)
TAG = re.compile(r"<[^>]+>")


def engine_card_lists() -> dict:
    """{game id: {lang: card list}} as the engine gives them (core/cardlist.py's shape)."""
    env = {**os.environ, "PYTHONPATH": str(paths.PY_DIR)}
    done = subprocess.run([sys.executable, "-c", ASK], env=env, capture_output=True,
                          text=True, check=False)
    if done.returncode != 0:
        raise BuildError(f"the engine did not list its cards: {done.stderr[-400:]}")
    return json.loads(done.stdout)


def game_heading(rules_dir: Path, game: str, lang: str) -> str:
    """The level-one heading of the game's rules page in `lang`, as plain text."""
    page = rules_dir / LANG_FOLDERS[lang] / f"{game}.html"
    try:
        found = H1.search(page.read_text(encoding="utf-8"))
    except OSError:
        found = None
    if found is None:
        raise BuildError(f"{page}: no rules page with a heading to hang the card list on")
    return html.unescape(TAG.sub("", found.group(1))).strip()


def write_card_lists(dest: Path) -> list[str]:
    """Write every game's card list in every language under dest/rules/; the paths written."""
    rules = dest / "rules"
    written = []
    for game, by_lang in engine_card_lists().items():
        for lang, cards in by_lang.items():
            text = card_page(game, lang, game_heading(rules, game, lang), cards)
            path = rules / LANG_FOLDERS[lang] / page_name(game)
            path.write_text(text, encoding="utf-8", newline="\n")
            written.append(path.relative_to(dest).as_posix())
    return written
