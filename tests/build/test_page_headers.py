"""Every page's Content-Security-Policy, and who may frame it (issue 38).

Every HTML page of dist/ carries the app's Content-Security-Policy as a meta tag (the sample
post had none). A meta tag cannot say who may frame a page: ``build.py serve`` sends
``frame-ancestors`` and ``X-Frame-Options`` with every page but the embed page (the iframe form
of a post's embed, framed by any site), and dist/_headers says the same to static hosts that
read it.
"""

from __future__ import annotations

import re
import urllib.request

import pytest

from tools import paths
from tools.dist import ensure_built
from tools.headers import FRAME_HEADERS
from tools.server import serve_in_thread

META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">')


@pytest.fixture(scope="module")
def dist():
    ensure_built(quiet=True)
    return paths.DIST


def pages(dist) -> list[str]:
    return sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*.html"))


def test_every_page_has_the_apps_csp(dist):
    app = META.findall((dist / "index.html").read_text(encoding="utf-8"))
    assert len(app) == 1 and "'unsafe-inline'" not in app[0] and "default-src 'self'" in app[0]
    found = pages(dist)
    assert "examples/index.html" in found and "embed.html" in found
    for rel in found:
        text = (dist / rel).read_text(encoding="utf-8")
        assert META.findall(text) == app, rel
        assert "<style" not in text, f"{rel}: an inline style the policy blocks"
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", text), f"{rel}: an inline script"


def headers_of(url: str) -> dict:
    with urllib.request.urlopen(url) as res:
        return dict(res.headers)


def test_serve_says_who_may_frame_each_page(dist):
    server, url = serve_in_thread(0, dist)
    try:
        framed = {rel: headers_of(url + rel) for rel in pages(dist)}
        root = headers_of(url)
        rules = headers_of(url + "rules/")
        embed_at_fragment = headers_of(url + "embed.html?x=1")
        script = headers_of(url + "js/embed.js")
    finally:
        server.shutdown()
        server.server_close()
    for rel, headers in framed.items():
        for name, value in FRAME_HEADERS.items():
            want = None if rel == "embed.html" else value
            assert headers.get(name) == want, (rel, name)
    for headers in (root, rules):
        assert headers.get("X-Frame-Options") == "SAMEORIGIN"
        assert headers.get("Content-Security-Policy") == "frame-ancestors 'self'"
    assert "X-Frame-Options" not in embed_at_fragment
    assert "X-Frame-Options" not in script


def header_rules(text: str) -> dict[str, dict[str, str]]:
    """A _headers file as {address: {name: value}}."""
    rules: dict[str, dict[str, str]] = {}
    address = None
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if not line.startswith(" "):
            address = line.strip()
            rules[address] = {}
        else:
            name, value = line.strip().split(": ", 1)
            rules[address][name] = value
    return rules


def test_headers_file_frames_every_page_but_the_embed_page(dist):
    rules = header_rules((dist / "_headers").read_text(encoding="utf-8"))
    assert not any("embed" in address for address in rules)
    assert "/*" not in rules  # hosts merge a catch-all with a page's rule differently
    for rel in pages(dist):
        if rel == "embed.html":
            continue
        assert rules["/" + rel] == FRAME_HEADERS, rel
    assert rules["/"] == rules["/rules/"] == rules["/editor"] == FRAME_HEADERS
