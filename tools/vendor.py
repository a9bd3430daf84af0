"""dist/vendor/: the small browser libraries the page loads, copied from their pinned npm
packages (package.json, package-lock.json; no CDN): uqr, the QR code of a link to send to a
friend (web/js/friends/qr.js), with its licence."""

from __future__ import annotations

import shutil
from pathlib import Path

from tools import paths
from tools.common import BuildError

VENDOR = {"uqr.mjs": Path("uqr") / "dist" / "index.mjs", "uqr.LICENSE": Path("uqr") / "LICENSE"}
"""dist/vendor/<name>: node_modules/<path>."""


def vendor_sources() -> list[Path]:
    """The files copied (the build's freshness check reads them)."""
    return [paths.ROOT / "node_modules" / rel for rel in VENDOR.values()]


def copy_vendor(dest: Path) -> None:
    """Copy each vendored file into dest; a missing one names the package to install."""
    dest.mkdir(parents=True, exist_ok=True)
    for name, rel in VENDOR.items():
        src = paths.ROOT / "node_modules" / rel
        if not src.is_file():
            raise BuildError(f"node_modules/{rel} is missing: run `npm ci`")
        shutil.copyfile(src, dest / name)
