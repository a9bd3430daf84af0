"""Who may frame the app's pages: headers for ``build.py serve`` and dist/_headers.

A page's Content-Security-Policy is a meta tag (every page has one), but a meta tag cannot set
``frame-ancestors``: only a header can. Every page but the embed page is framed by its own site
only (``frame-ancestors 'self'``, and ``X-Frame-Options: SAMEORIGIN`` for older browsers);
embed.html is the iframe form of a post's embed (docs/embedding.md), framed by any site, so it
gets neither.

Static hosts that read a ``_headers`` file (Netlify, Cloudflare Pages and others) merge the
rules of ``/*`` and a page differently, so dist/_headers names every framed page itself, under
each address it may be served at (``/rules/`` and ``/rules/index.html``, ``/editor`` and
``/editor.html``), and leaves the embed page out. The file is no page of the app: the hosts
keep it to themselves, so the service worker does not precache it (dist.precache).
"""

from __future__ import annotations

from pathlib import Path

FRAME_HEADERS = {"Content-Security-Policy": "frame-ancestors 'self'",
                 "X-Frame-Options": "SAMEORIGIN"}
FRAMEABLE = {"embed.html"}
"""The pages any site may frame (paths relative to dist/)."""
HEADERS_FILE = "_headers"


def is_page(url_path: str) -> bool:
    """True for an address that serves an HTML page (a folder's index included)."""
    path = url_path.split("?", 1)[0].split("#", 1)[0]
    return path.endswith("/") or path.endswith(".html")


def frame_headers(url_path: str) -> dict[str, str]:
    """The framing headers of the response to `url_path` (none for files that are no page
    and for the embed page)."""
    path = url_path.split("?", 1)[0].split("#", 1)[0]
    if not is_page(path) or path.lstrip("/") in FRAMEABLE:
        return {}
    return dict(FRAME_HEADERS)


def page_addresses(rel: str) -> list[str]:
    """Every address a static host may serve the page `rel` (relative to dist/) at."""
    stem = "/" + rel[: -len(".html")]
    if rel == "index.html" or rel.endswith("/index.html"):
        return [stem[: -len("index")], "/" + rel]
    return ["/" + rel, stem]


def headers_file(dist: Path) -> str:
    """The text of dist/_headers: the framing headers for each page but the frameable ones."""
    pages = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*.html"))
    lines = ["# Who may frame each page (tools/headers.py): the embed page is left out, so any",
             "# site may frame it."]
    for rel in pages:
        if rel in FRAMEABLE:
            continue
        for address in page_addresses(rel):
            lines.append(address)
            lines.extend(f"  {name}: {value}" for name, value in FRAME_HEADERS.items())
    return "\n".join(lines) + "\n"


def write_headers_file(dist: Path) -> None:
    """Write dist/_headers (see headers_file)."""
    (dist / HEADERS_FILE).write_text(headers_file(dist), encoding="utf-8")
