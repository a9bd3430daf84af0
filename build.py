#!/usr/bin/env python3
"""Tablero's one entry point: ``build``, ``serve [--port N]`` and ``test [pytest args]``.

``build`` assembles dist/ (DESIGN.md, "Layout"; STYLE.md, "build.py"; tools/dist.py lists what
goes where). Nothing is fetched from a CDN at run time: a built dist/ works from any static
host and offline. ``serve`` builds if needed and serves dist/ on 127.0.0.1. Both first run
``npm ci`` when node_modules does not hold the pinned Pyodide (a fresh clone), so the first
command of the README alone brings the app up. ``test`` installs what a fresh machine lacks
(dev dependencies, ``npm ci``, Debian's chromium when root), builds, runs pytest.

A thin command line over the package tools/ (one module per job). Standard library only.
"""

from __future__ import annotations

import argparse
import sys

from tools.common import BuildError
from tools.dist import build
from tools.installers import install_node_deps
from tools.server import serve
from tools.testrun import test


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run one subcommand."""
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("build", help="assemble dist/")
    serve_p = sub.add_parser("serve", help="build if needed and serve dist/ on 127.0.0.1")
    serve_p.add_argument("--port", type=int, default=8000)
    sub.add_parser("test", help="install what is missing, build, run pytest (extra args pass on)")
    args, extra = parser.parse_known_args(argv)
    if extra and args.cmd != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        if args.cmd == "build":
            install_node_deps()
            build()
            return 0
        if args.cmd == "serve":
            install_node_deps()
            return serve(args.port)
        return test(extra)
    except BuildError as exc:
        print(f"build.py {args.cmd}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
