"""Tablero: rules engines for four board games, played in the browser through Pyodide."""

__version__ = "0.1.0"
