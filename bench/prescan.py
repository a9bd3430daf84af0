"""How long the bridge takes to refuse raw non-JSON text, by size (issue 38).

    python3 bench/prescan.py [--sizes 16000,64000,1000000] [--repeats 3]

The bridge measures a request's nesting before it parses it (bridge._too_deep). Its string
pattern used to need the closing quote, so text such as ``{"a": "\\"\\"\\"...[[[`` made every
quote an attempt that read to the end and failed: quadratic (64 kB took seconds). The tests
check the scan's structure (tests/engine/test_bridge_scan.py); this prints the times.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from tablero import bridge  # noqa: E402


def hostile(n: int) -> str:
    """About n characters of quotes that never close a string, then brackets past the limit."""
    return '{"a": ' + '"\\' * (n // 2) + "[" * 60


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="16000,64000,1000000")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    for n in (int(s) for s in args.sizes.split(",")):
        text = hostile(n)
        times = []
        for _ in range(args.repeats):
            start = time.perf_counter()
            bridge.handle(text)
            times.append(time.perf_counter() - start)
        print(f"{len(text):>9} characters: {statistics.median(times) * 1000:8.1f} ms to refuse")
    return 0


if __name__ == "__main__":
    sys.exit(main())
