"""A link bomb is refused while it inflates, not after (issue 38).

A share link's data is deflated; one that inflates past the cap (ui/share.js, 5 MB) is refused.
The inflater was handed the whole link at once and unpacked all of it before the first chunk
could be counted: a 1.94 M-character link raised the tab's peak memory by 1.5 GB. Now it is
fed small slices as its output is read, so it stops a few slices past the cap. The test counts
the compressed bytes that reach the browser's DecompressionStream (a counting stream is put in
front of it) for a link of 300 MB of zeros: far fewer than the link holds.
"""

from __future__ import annotations

import base64
import zlib

COUNTING = """() => {
  const Real = window.DecompressionStream;
  window.__fed = 0;
  window.DecompressionStream = function (format) {
    const inner = new Real(format);
    const count = new TransformStream({ transform(chunk, c) {
      window.__fed += chunk.byteLength; c.enqueue(chunk); } });
    count.readable.pipeTo(inner.writable).catch(() => {});
    return { writable: count.writable, readable: inner.readable };
  };
}"""

DECODE = """async (data) => {
  const share = await import(new URL("../js/ui/share.js", location.href).href);
  try {
    await share.decodeRecord(data);
    return { code: null, fed: window.__fed };
  } catch (err) {
    return { code: err.code, fed: window.__fed };
  }
}"""


def bomb(megabytes: int) -> str:
    """Fragment data (deflate-raw, base64url) that inflates to `megabytes` MB of zeros."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    block = bytes(1 << 20)
    data = b"".join(packer.compress(block) for _ in range(megabytes)) + packer.flush()
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def test_a_link_bomb_stops_inflating_at_the_cap(page, site_url):
    data = bomb(300)
    packed = len(data) * 3 // 4
    assert packed > 250_000
    page.goto(site_url + "__test__/engine.html")
    page.evaluate(COUNTING)
    answer = page.evaluate(DECODE, data)
    assert answer["code"] == "too_big"
    # 5 MB of output needs ~5 kB of input; a few 1 kB slices more may be in flight
    assert answer["fed"] < 32_000, f"{answer['fed']} of {packed} bytes fed to the inflater"


def test_a_link_under_the_cap_still_opens(page, site_url):
    record = (b'{"format": "tablero-record/1", "game": "pyramids", "seed": 1, "players": 2, '
              b'"actions": [], "pad": "' + b"x" * 3_000_000 + b'"}')
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = base64.urlsafe_b64encode(packer.compress(record) + packer.flush()).decode()
    page.goto(site_url + "__test__/engine.html")
    page.evaluate(COUNTING)
    answer = page.evaluate(DECODE, data.rstrip("="))
    assert answer["code"] is None
    assert answer["fed"] == len(data.rstrip("=")) * 3 // 4
