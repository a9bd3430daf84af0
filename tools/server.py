"""The static server of dist/ on 127.0.0.1: Pyodide's and the PWA's MIME types, test mounts."""

from __future__ import annotations

import functools
import http.server
import threading
import urllib.parse
from pathlib import Path

from tools import paths
from tools.common import BuildError
from tools.dist import ensure_built
from tools.headers import frame_headers

MIME_TYPES = {
    ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json", ".json": "application/json",
    ".whl": "application/zip", ".zip": "application/zip", ".svg": "image/svg+xml",
    ".css": "text/css", ".html": "text/html", ".txt": "text/plain",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide and the PWA need; quiet unless asked.

    ``mounts`` maps URL prefixes ("/__test__/") to other folders (test and bench pages);
    ``cors`` False plays a static host that sends no ``Access-Control-Allow-Origin`` (tests).
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    verbose = False
    cors = True
    mounts: dict[str, str] = {}

    def translate_path(self, path: str) -> str:
        """The file for a URL path: a mounted folder's, never outside it, else dist/'s."""
        for prefix, folder in self.mounts.items():
            if path.startswith(prefix):
                rest = urllib.parse.unquote(path[len(prefix):].split("?", 1)[0].split("#", 1)[0])
                target = (Path(folder) / rest).resolve()
                if target.is_relative_to(Path(folder).resolve()):
                    return str(target)
                return str(Path(folder) / "__outside__")
        return super().translate_path(path)

    def end_headers(self) -> None:
        """Add no-cache and open CORS headers to every response, and to a page the headers
        that say who may frame it (tools/headers.py)."""
        self.send_header("Cache-Control", "no-cache")
        for name, value in frame_headers(self.path).items():
            self.send_header(name, value)
        # Pages of another origin may embed the app (DESIGN.md, use 3): allow them to load it.
        if self.cors:
            self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 (stdlib signature)
        """Log a request only when the server is verbose (``build.py serve``)."""
        if self.verbose:
            super().log_message(format, *args)


def make_server(port: int = 0, directory: Path | None = None, verbose: bool = False,
                mounts: dict[str, Path] | None = None,
                cors: bool = True) -> http.server.ThreadingHTTPServer:
    """A threading HTTP server for directory (default dist/) on 127.0.0.1 (port 0: a free one)."""
    attrs = {"verbose": verbose, "cors": cors,
             "mounts": {k: str(v) for k, v in (mounts or {}).items()}}
    handler = type("DistHandler", (Handler,), attrs)
    factory = functools.partial(handler, directory=str(directory or paths.DIST))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), factory)


def serve_in_thread(port: int = 0, directory: Path | None = None,
                    mounts: dict[str, Path] | None = None, cors: bool = True):
    """Start make_server in a daemon thread; return (server, base_url). Stop: server.shutdown()."""
    server = make_server(port, directory, mounts=mounts, cors=cors)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def serve(port: int) -> int:
    """Build if needed, then serve dist/ until interrupted."""
    ensure_built()
    try:
        server = make_server(port, verbose=True)
    except OSError as exc:
        raise BuildError(f"cannot listen on 127.0.0.1:{port}: {exc.strerror or exc}") from exc
    print(f"serving dist/ at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0
