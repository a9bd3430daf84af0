"""Errors of the engine protocol (see docs/engine-protocol.md)."""

from __future__ import annotations


class TableroError(Exception):
    """An error with a stable machine code, answered by the bridge as {"ok": false, ...}."""

    code = "error"

    def __init__(self, message: str, code: str | None = None):
        super().__init__(message)
        self.message = message
        if code:
            self.code = code


class IllegalAction(TableroError, ValueError):
    """The action is not among the seat's legal actions now; the state is unchanged."""

    code = "illegal_action"


class BadSpec(TableroError, ValueError):
    """A position description or option set that makes no sense (the message names the field)."""

    code = "bad_spec"


class BadRecord(TableroError, ValueError):
    """A match record that cannot be replayed (the message names the first bad part)."""

    code = "bad_record"


class BadRequest(TableroError, ValueError):
    """A bridge request that is malformed or refers to something unknown."""

    code = "bad_request"
