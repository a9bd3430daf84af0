"""A game with friends in a link (issue 41): a record's actions as their indices among the
actions offered at each step, in a few bytes a move.

The link's data is ``base64url(deflate-raw(header JSON, NUL, indices))``. The header holds the
game, its rules and engine versions, the seed, the players, the options that differ from the
defaults, the seat kinds, the move count, a CRC-32 of the actions (``check``) and the page's
own fields (``link``: the seat the link is for, the hash of the link it follows, the game's
id). Each index is an unsigned LEB128 number: the place of the step's action in the list of
every active seat's offered actions, in the order of ``Game.active`` (one seat is active at
almost every step, so an index is almost always its own action's place).

Decoding replays the game, the engine checking every step: an index past the actions offered
is refused naming the move (``BadRecord`` field ``move``, ``step`` its index); moves that all
replay but are not the ones the sender made (a changed index, other rules) fail the check
(field ``check``). The codec takes the match class from its caller (``Session``), so that a
decoded link is a match replayed once, with its log marks, as ``load`` makes it.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib

from .. import __version__
from . import record as records
from .api import BadRecord, IllegalAction, TableroError
from .strict import is_int
from .util import short

MAX_MOVES = 20_000
"""The most moves a link may hold (core/playout.py's longest game)."""
MAX_INFLATED = 200_000
"""What a link's data may unpack to (a whole game is a few kB): past it, refused unread."""
MAX_DATA_CHARS = 100_000
"""The longest link data read."""
LINK_FIELDS = {"to", "prev", "id"}
"""The page's own fields a link carries: the seat it is for, the SHA-256 (hex) of the data of
the link it follows, the game's id (the same on every device)."""
_TOKEN = re.compile(r"[A-Za-z0-9_-]{1,64}")


def _check_value(actions: list) -> int:
    """CRC-32 of the actions as canonical JSON: the moves the sender made."""
    text = json.dumps(actions, separators=(",", ":"), sort_keys=True)
    return zlib.crc32(text.encode("utf-8"))


def _varints(numbers: list[int]) -> bytes:
    out = bytearray()
    for number in numbers:
        while number >= 0x80:
            out.append(0x80 | (number & 0x7F))
            number >>= 7
        out.append(number)
    return bytes(out)


def _numbers(data: bytes) -> list[int]:
    """The LEB128 numbers of ``data``; a cut one is refused."""
    numbers, value, shift = [], 0, 0
    for byte in data:
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            numbers.append(value)
            value, shift = 0, 0
        elif shift > 28:
            raise BadRecord("link.actions: an index past 2**28", field="actions")
    if shift:
        raise BadRecord("link.actions: the last index is cut off", field="actions")
    if len(numbers) > MAX_MOVES:
        raise BadRecord(f"link.actions: more than {MAX_MOVES} moves", field="actions")
    return numbers


def _offered(match) -> list[tuple[int, dict]]:
    """Every active seat's offered actions as (seat, action), in ``Game.active`` order."""
    return [(seat, action) for seat in match.game.active(match.state)
            for action in match.ask(seat).actions]


def check_link_fields(fields) -> dict:
    """The page's fields of a link, checked (BadRecord field ``link`` names a bad one)."""
    if not isinstance(fields, dict) or not set(fields) <= LINK_FIELDS:
        raise BadRecord(f"link: must be an object of {sorted(LINK_FIELDS)}", field="link")
    to = fields.get("to")
    if to is not None and not (is_int(to) and 0 <= to < 16):
        raise BadRecord(f"link.to: not a seat: {short(to)}", field="link")
    for key in ("prev", "id"):
        value = fields.get(key)
        if value is not None and not (isinstance(value, str) and _TOKEN.fullmatch(value)):
            raise BadRecord(f"link.{key}: must be 1 to 64 letters, digits, - or _",
                            field="link")
    return dict(fields)


def encode(games: dict, record: dict, fields: dict, new_match) -> str:
    """The link data of a record (a new game's, no position) with the page's ``fields``.
    ``new_match(game, state, header)`` makes the match the record is replayed on."""
    if "position" in record:
        raise BadRecord("link: a game with friends starts from a new game", field="position")
    game, head, state = records.start(games, record, __version__)
    actions = records.actions_of(record, head["players"])
    match = new_match(game, state, head)
    indices = []
    for index, (seat, action) in enumerate(actions):
        offered = _offered(match)
        try:
            indices.append(offered.index((seat, action)))
            match.act(seat, action)
        except (ValueError, IllegalAction) as err:
            cause = err if isinstance(err, TableroError) else IllegalAction("not offered")
            raise records.bad_action(index, seat, action, cause) from None
    header = _header(game, head, check_link_fields(fields), len(indices),
                     _check_value([list(pair) for pair in actions]))
    return _pack(header, indices)


def _header(game, head: dict, fields: dict, moves: int, check: int) -> dict:
    options = {name: value for name, value in head["options"].items()
               if value != game.options[name]["default"]}
    return {"g": game.id, "r": game.rules_version, "e": head["engine"], "s": head["seed"],
            "p": head["players"], "o": options, "k": head["seats"], "n": moves, "c": check,
            "l": fields}


def _pack(header: dict, indices: list[int]) -> str:
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(text + b"\0" + _varints(indices)) + packer.flush()
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def _unpack(data) -> tuple[dict, list[int]]:
    """The header and indices of link data; BadRecord (field ``format``) if it is none."""
    if not isinstance(data, str) or len(data) > MAX_DATA_CHARS:
        raise BadRecord(f"link: must be text of at most {MAX_DATA_CHARS} characters",
                        field="format")
    try:
        raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        unpacker = zlib.decompressobj(-15)
        text = unpacker.decompress(raw, MAX_INFLATED)
    except (binascii.Error, ValueError, zlib.error):
        raise BadRecord("link: damaged (not the data of a link)", field="format") from None
    if unpacker.unconsumed_tail:
        raise BadRecord(f"link: unpacks to more than {MAX_INFLATED} bytes", field="format")
    if not unpacker.eof or unpacker.unused_data:
        raise BadRecord("link: damaged (cut short or lengthened)", field="format")
    head, _, moves = text.partition(b"\0")
    try:
        header = json.loads(head.decode("utf-8"))
    except ValueError:
        raise BadRecord("link: damaged (no header)", field="format") from None
    if not isinstance(header, dict):
        raise BadRecord("link: damaged (no header)", field="format")
    return header, _numbers(moves)


def _record_of(header: dict) -> dict:
    """The record a link's header starts (its actions still to replay)."""
    return {"format": records.FORMAT, "game": header.get("g"), "engine": header.get("e"),
            "rules": header.get("r"), "seed": header.get("s"), "players": header.get("p"),
            "options": header.get("o", {}), "seats": header.get("k")}


def decode(games: dict, data, new_match):
    """The match a link's data replays to and its page fields: ``(match, fields)``. Every
    step is checked by the engine (BadRecord names the move that does not replay), the move
    count and the check must agree, and the link's rules must be this build's."""
    header, indices = _unpack(data)
    game = records.game_of(games, _record_of(header))
    if header.get("r") != game.rules_version:
        raise BadRecord(f"link.rules: made under rules {short(header.get('r'))} of {game.id}, "
                        f"this build has {game.rules_version}: both need the same version",
                        field="engine")
    fields = check_link_fields(header.get("l", {}))
    if header.get("n") != len(indices):
        raise BadRecord(f"link: says {short(header.get('n'))} moves, holds {len(indices)}",
                        field="check")
    game, head, state = records.start(games, _record_of(header), __version__)
    match = new_match(game, state, head)
    for step, index in enumerate(indices):
        offered = _offered(match)
        if index >= len(offered):
            seats = ", ".join(f"Player {seat + 1}" for seat in match.game.active(match.state))
            raise BadRecord(f"link.actions[{step}]: {seats}: choice {index} of the "
                            f"{len(offered)} offered does not replay", field="move", step=step)
        match.act(*offered[index])
    if header.get("c") != _check_value(match.actions):
        raise BadRecord("link: its moves do not match its check (changed or damaged)",
                        field="check")
    return match, fields
