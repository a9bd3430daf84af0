"""The only door from JavaScript: ``handle(request_json) -> response_json``.

It never raises. Every refusal is ``{"ok": false, "error": {"code", "message"}}`` and leaves
every match as it was. Strings cross the boundary (no Pyodide proxies). Commands: DESIGN.md.
A request is measured before it is parsed: a link nested thousands deep would overflow
Pyodide's stack inside the JSON parser, and that kills the engine for the whole tab.
"""

from __future__ import annotations

import json
import re

from .core.api import BadRequest, TableroError
from .core.bots import levels_for
from .core.session import Session
from .core.texts import LANGS, game_names, table_in
from .core.util import short
from .games import GAMES

_session = Session(GAMES)

MAX_REQUEST_CHARS = 4_000_000
"""The longest request accepted (a long Troyes record is about 60 kB)."""
MAX_NESTING = 48
"""The deepest nesting of arrays and objects accepted (a record needs 5)."""

_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)
"""A string (closed or not: an open one runs to the end) or a bracket. Every match attempt at
a quote succeeds in one greedy pass, so the scan reads each character once: a pattern that
needs the closing quote fails at every quote of ``"\\"\\"\\"...``, each time after reading to
the end (64 kB of such text took seconds)."""


def reset(games: dict | None = None) -> None:
    """Forget every match; tests may serve other games than the registered ones."""
    global _session
    _session = Session(GAMES if games is None else games)


_KINDS = {str: "a string", dict: "an object", list: "a list", bool: "true or false"}


def _field(req: dict, name: str, kind, required: bool = True, default=None):
    if name not in req:
        if required:
            raise BadRequest(f"request.{name}: missing")
        return default
    value = req[name]
    if kind is int and (not isinstance(value, int) or isinstance(value, bool)):
        raise BadRequest(f"request.{name}: must be an integer, got {short(value)}")
    if kind is not int and not isinstance(value, kind):
        raise BadRequest(f"request.{name}: must be {_KINDS[kind]}, got {short(value)}")
    return value


def _seat(req: dict, players: int, allow_none: bool = False, key: str = "seat"):
    """The request's seat, checked against the number of players (None: a spectator)."""
    if req.get(key) is None and allow_none:
        return None
    seat = _field(req, key, int)
    if not 0 <= seat < players:
        raise BadRequest(f"request.{key}: must be 0..{players - 1}, got {seat}")
    return seat


def _lang(req: dict) -> str:
    """The request's language for texts in the view ("en" when absent)."""
    lang = req.get("lang", "en")
    if lang is None:
        return "en"
    if lang not in LANGS:
        raise BadRequest(f"request.lang: must be one of {', '.join(LANGS)}, got {short(lang)}")
    return lang


class _Json(str):
    """A value already written as JSON text (a view: ``Match.view_json``); ``handle`` puts it
    into the answer as it is, ``handle_object`` reads it back."""


def _match_view(match_id: str, seat, lang: str = "en") -> dict:
    view = _Json(_session.match(match_id).view_json(seat, lang))
    return {"ok": True, "match": match_id, "view": view}


def _cmd_games(req):
    games = [
        {
            "id": g.id,
            "name": g.name,
            "names": game_names(g),  # the page shows the one of its language
            "players": [g.min_players, g.max_players],
            "options": g.options,
            "provisional": list(g.provisional),
            "hidden": g.curtain,  # the page's name: a curtain between seats
            "bots": levels_for(g),
            "example": g.example,
        }
        for g in _session.games.values()
    ]
    return {"ok": True, "games": games}


def _cmd_texts(req):
    """The game's help table in the request's language (English fills missing keys)."""
    game = _session.game(_field(req, "game", str))
    return {"ok": True, "game": game.id, "help": table_in(game.texts.help, _lang(req))}


def _cmd_new(req):
    lang = _lang(req)
    players = _field(req, "players", int)
    seat = _seat(req, players, allow_none=True)
    match_id = _session.new(
        _field(req, "game", str),
        players,
        _field(req, "seed", int, required=False, default=1),
        _field(req, "options", dict, required=False, default={}),
        _field(req, "seats", list, required=False),
    )
    return _match_view(match_id, seat, lang)


def _cmd_view(req):
    match = _session.match(req.get("match"))
    seat = _seat(req, match.players, allow_none=True)
    return _match_view(req["match"], seat, _lang(req))


def _cmd_act(req):
    match = _session.match(req.get("match"))
    seat = _seat(req, match.players)
    # "view": whose view comes back (default the actor). A page showing a bot's move asks for
    # its own seat's view, so the bot's hand never reaches it.
    shown = _seat(req, match.players, allow_none=True, key="view") if "view" in req else seat
    lang = _lang(req)
    action = _field(req, "action", dict)
    before = match.snapshot()
    match.robot_frames = []
    try:
        match.act(seat, action)
        try:
            return _with_robot(match, _match_view(req["match"], shown, lang), shown, lang)
        except Exception as err:  # atomic: no half-taken action stays behind a refusal
            match.restore(before)
            raise Unchanged(err) from err
    finally:
        match.robot_frames = None


def _with_robot(match, answer: dict, seat, lang: str) -> dict:
    """The answer with "robot" when the action made the engine's own seat play (Pax Pamir's
    Wakhan): {"seat", "views"}, the views the seat had of her turn, step by step (the page
    shows them like a bot's steps; issue 37)."""
    robot = match.robot_views(seat, lang)
    if robot:
        answer["robot"] = _Json(f'{{"seat":{robot["seat"]},"views":[{",".join(robot["views"])}]}}')
    return answer


def _cmd_undo(req):
    match = _session.match(req.get("match"))
    seat = _seat(req, match.players, allow_none=True)
    lang = _lang(req)
    match.undo()
    return _match_view(req["match"], seat, lang)


def _cmd_bot(req):
    match = _session.match(req.get("match"))
    seat = _seat(req, match.players)
    level = _field(req, "level", str, required=False, default="random")
    action = _session.bot(req["match"], seat, level)
    return {"ok": True, "action": action}


def _cmd_bot_play(req):
    """A bot plays its step or whole turn inside the worker; only the viewer's view comes
    back ("view": a seat or null, default a spectator), never the bot's actions or hand."""
    match = _session.match(req.get("match"))
    seat = _seat(req, match.players)
    viewer = _seat(req, match.players, allow_none=True, key="view")
    lang = _lang(req)
    level = _field(req, "level", str, required=False, default="normal")
    until = _field(req, "until", str, required=False, default="turn")
    match.robot_frames = []
    try:
        played = _session.bot_play(req["match"], seat, level, until)
        try:
            answer = _with_robot(match, _match_view(req["match"], viewer, lang), viewer, lang)
        except Exception as err:  # atomic, as for "act"
            match.restore(played.pop("before"))
            raise Unchanged(err) from err
    finally:
        match.robot_frames = None
    played.pop("before")
    return {**answer, **played}


def _cmd_timeline(req):
    """Every log entry the seat may see, worded, with its step (replay: go to an entry), and
    the log's length before each action ("marks": entry n belongs to the step after the
    last mark <= n)."""
    match = _session.match(req.get("match"))
    seat = _seat(req, match.players, allow_none=True)
    return {"ok": True, "match": req["match"], "entries": match.timeline(seat, _lang(req)),
            "marks": list(match.marks)}


def _cmd_close(req):
    _session.close(req.get("match"))
    return {"ok": True}


def _cmd_export(req):
    return {"ok": True, "record": _session.match(req.get("match")).record()}


def _cmd_load(req):
    """A match from a record. A record that does not replay under this build's rules goes on
    from "position" (the save's description of its latest step) or, with "partial": true,
    from its last move that replays; the answer's "continued" then says how (core/session.py)."""
    _lang(req)
    match_id = _session.load(_field(req, "record", dict),
                             _field(req, "position", dict, required=False),
                             _field(req, "partial", bool, required=False, default=False))
    answer = _viewed_new_match(req, match_id)
    continued = _session.match(match_id).continued
    return {**answer, "continued": continued} if continued else answer


def _cmd_link(req):
    """The match's record as link data (a game with friends, issue 41): its actions as their
    indices among the offered ones, deflated, base64url; "link" the page's fields it carries
    ({"to": seat, "prev": hash, "id": game id}, core/linkcodec.py)."""
    match_id = req.get("match")
    data = _session.link(match_id, _field(req, "link", dict, required=False, default={}))
    return {"ok": True, "match": match_id, "data": data,
            "moves": len(_session.match(match_id).actions)}


def _cmd_open_link(req):
    """A match from link data, replayed with every step checked (a step that does not
    replay is refused as a record's: field "move", step; moves that are not the sender's:
    field "check"); the answer is "load"'s with the record and the link's page fields."""
    _lang(req)
    match_id, fields = _session.open_link(_field(req, "data", str))
    answer = _viewed_new_match(req, match_id)
    return {**answer, "record": _session.match(match_id).record(), "link": fields}


def _cmd_position(req):
    _lang(req)
    match_id = _session.position(_field(req, "game", str), _field(req, "spec", dict))
    return _viewed_new_match(req, match_id)


def _cmd_describe_position(req):
    """The match's current state as a position description (the inverse of "position"):
    "hidden": "keep" (default) keeps the draw piles' order, "deal" writes only what a
    spectator sees, for the engine to deal the rest. Every state has one (a decision in
    progress as its start and "then" steps); one no description reaches is refused (code
    not_a_position)."""
    match = _session.match(req.get("match"))
    hidden = _field(req, "hidden", str, required=False, default="keep")
    if hidden not in ("keep", "deal"):
        raise BadRequest(f"request.hidden: must be \"keep\" or \"deal\", got {short(hidden)}")
    return {"ok": True, "match": req["match"], "game": match.game.id,
            "spec": match.describe_position(hidden == "keep")}


def _viewed_new_match(req, match_id: str) -> dict:
    """The view of a match just made; a bad seat forgets the match again (nothing changes)."""
    try:
        seat = _seat(req, _session.match(match_id).players, allow_none=True)
    except BadRequest:
        _session.matches.pop(match_id)
        raise
    return _match_view(match_id, seat, _lang(req))


COMMANDS = {
    "games": _cmd_games,
    "texts": _cmd_texts,
    "new": _cmd_new,
    "view": _cmd_view,
    "act": _cmd_act,
    "undo": _cmd_undo,
    "bot": _cmd_bot,
    "bot_play": _cmd_bot_play,
    "timeline": _cmd_timeline,
    "close": _cmd_close,
    "export": _cmd_export,
    "load": _cmd_load,
    "link": _cmd_link,
    "open_link": _cmd_open_link,
    "position": _cmd_position,
    "describe_position": _cmd_describe_position,
}


def _error(code: str, message: str, **details) -> dict:
    """A refusal: the code, the engine's message and, for a record, the part that is wrong
    (``field``, ``step``: TableroError.details)."""
    return {"ok": False, "error": {"code": code, "message": message, **details}}


class Unchanged(Exception):
    """Something failed after the rules took an action; the match was put back as before."""


def handle_object(req) -> dict:
    """Answer one request already parsed from JSON (never raises)."""
    answer = _answer(req)
    return {key: json.loads(value) if isinstance(value, _Json) else value
            for key, value in answer.items()}


def _answer(req) -> dict:
    """``handle_object``'s answer, a view in it still JSON text (_Json)."""
    if not isinstance(req, dict):
        return _error("bad_request", "request: must be a JSON object")
    cmd = req.get("cmd")
    command = COMMANDS.get(cmd) if isinstance(cmd, str) else None
    if command is None:
        return _error("bad_request", f"request.cmd: unknown command {short(cmd)} "
                                     f"(known: {', '.join(COMMANDS)})")
    try:
        return command(req)
    except TableroError as err:
        return _error(err.code, err.message, **err.details())
    except Unchanged as err:
        cause = err.__cause__
        return _error("internal", f"{type(cause).__name__}: {short(str(cause), 200)} "
                                  "(the action was not taken: the match is as before)")
    except Exception as err:  # a bug must not take the page down; report it instead
        return _error("internal", f"{type(err).__name__}: {short(str(err), 200)}")


def _too_deep(text: str) -> bool:
    """True when arrays and objects nest deeper than MAX_NESTING (strings skipped)."""
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return False
    depth = 0
    for token in _TOKENS.finditer(text):
        mark = token.group()
        if mark == "[" or mark == "{":
            depth += 1
            if depth > MAX_NESTING:
                return True
        elif mark == "]" or mark == "}":
            depth -= 1
    return False


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def parse(request: str):
    """The request's JSON value; BadRequest (too long, too deep, not JSON) names why."""
    if not isinstance(request, str):
        raise BadRequest("request: must be JSON text", "bad_json")
    if len(request) > MAX_REQUEST_CHARS:
        raise BadRequest(f"request: longer than {MAX_REQUEST_CHARS} characters", "bad_request")
    if _too_deep(request):
        raise BadRequest(f"request: arrays and objects nested deeper than {MAX_NESTING}",
                         "bad_request")
    try:
        return json.loads(request, parse_constant=_no_constant)
    except (ValueError, RecursionError) as err:
        raise BadRequest(f"request is not valid JSON: {short(str(err), 120)}",
                         "bad_json") from None


def _encode(answer: dict) -> str:
    """``json.dumps(answer, separators=(",", ":"))``, byte for byte, with a view that is
    already text (_Json) put in as it is (the answer's keys are the bridge's own plain
    names: nothing in them to escape)."""
    if not any(isinstance(value, _Json) for value in answer.values()):
        return json.dumps(answer, separators=(",", ":"))
    return "{" + ",".join(f'"{key}":' + (value if isinstance(value, _Json) else
                                         json.dumps(value, separators=(",", ":")))
                          for key, value in answer.items()) + "}"


def handle(request: str) -> str:
    """Answer one JSON request with one JSON response (never raises)."""
    try:
        answer = _answer(parse(request))
    except BadRequest as err:
        answer = _error(err.code, err.message)
    try:
        return _encode(answer)
    except Exception as err:  # an answer that cannot be written is a bug, not a crash
        return json.dumps(_error("internal", f"{type(err).__name__}: {short(str(err), 200)}"))
