"""What ``build.py`` runs, one module per job (standard library only).

    paths.py        where things are: ROOT, PY_DIR, WEB_DIR, DIST, CACHE, PYODIDE_NPM, CHROMIUM
    common.py       BuildError, sha256 helpers, pyproject.toml's [project] table
    wheel.py        the engine wheel (Pyodide bytecode, reproducible) and the stdlib-only check
    pyc_compile.py  the program that compiles the engine inside Pyodide (run under node)
    pyodide.py      dist/pyodide/: Pyodide's core files, pinned micropip/packaging, the lock
    vendor.py       dist/vendor/: the pinned npm browser libraries (uqr, the QR code)
    dist.py         dist/: web/, precache.json, the freshness stamp, the size report
    server.py       the static server of dist/ (MIME types, test mounts)
    installers.py   pip pins, npm ci, Debian's chromium
    testrun.py      the pytest run of ``build.py test`` and its CI skipped-test guard
"""
