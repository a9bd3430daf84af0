"""Errors of the engine protocol (see docs/engine-protocol.md)."""

from __future__ import annotations


class TableroError(Exception):
    """An error with a stable machine code, answered by the bridge as {"ok": false, ...}.

    ``message`` is the engine's account, in English, for developers and logs. ``field`` names
    the part of a record that is wrong (``format``, ``game``, ``engine``, ``seed``,
    ``players``, ``options``, ``seats``, ``position``, ``actions``, or ``move`` with ``step``
    its index among the actions), so that the page can say it in the player's language."""

    code = "error"

    def __init__(self, message: str, code: str | None = None, *, field: str | None = None,
                 step: int | None = None):
        super().__init__(message)
        self.message = message
        self.field = field
        self.step = step
        if code:
            self.code = code

    def details(self) -> dict:
        """What the bridge's error answer carries beside the code and message."""
        out = {"field": self.field, "step": self.step}
        return {key: value for key, value in out.items() if value is not None}


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
