"""Match records (``tablero-record/1``): the save format, validated field by field.

A record is a replay: the seed (or a position spec), the options and every action in order.
Replaying it under the current rules gives the match back. ``engine`` names the build that
wrote it and ``rules`` the game's rules version then (``Game.rules_version``; records written
before versions were kept have none): a record of older rules may no longer replay, and
core/session.py then goes on from the save's position or the last move that replays.
"""

from __future__ import annotations

from .api import BadRecord, BadSpec, TableroError
from .strict import is_int, playable
from .util import same_json, short

FORMAT = "tablero-record/1"
SEAT_KINDS = ("human", "friend", "bot:random", "bot:easy", "bot:normal", "bot:hard")


def _version_tuple(text) -> tuple:
    try:
        return tuple(int(part) for part in str(text).split("."))
    except ValueError:
        raise BadRecord(f"record.engine: not a version number: {short(text)}",
                        field="engine") from None


def _rules_of(record: dict, game) -> int | None:
    """The record's rules version (None: written before rules versions were kept); a version
    newer than this build's rules is refused, as a newer engine is."""
    if "rules" not in record:
        return None
    rules = record["rules"]
    if not isinstance(rules, int) or isinstance(rules, bool) or rules < 0:
        raise BadRecord(f"record.rules: not a rules version: {short(rules)}", field="rules")
    if rules > game.rules_version:
        raise BadRecord(f"record.rules: made under rules {rules} of {game.id}, newer than "
                        f"this build's ({game.rules_version}); update the app to open it",
                        field="engine")
    return rules


def _check_seats(seats, players: int, where: str) -> list[str]:
    if seats is None:
        return ["human"] * players
    if not isinstance(seats, list) or len(seats) != players:
        raise BadSpec(f"{where}.seats: must be a list of {players} seat kinds", field="seats")
    for n, kind in enumerate(seats):
        if kind not in SEAT_KINDS:
            raise BadSpec(f"{where}.seats[{n}]: unknown seat kind {short(kind)}", field="seats")
    return list(seats)


def check_options(game, options) -> dict:
    """The game's options with defaults filled in; BadSpec names an unknown or bad one."""
    if not isinstance(options, dict):
        raise BadSpec("options: must be an object", field="options")
    known = game.options
    out = {}
    for name, value in options.items():
        if name not in known:
            raise BadSpec(f"options.{name[:40]}: unknown option of {game.id}", field="options")
        if not any(same_json(value, v) for v in known[name]["values"]):
            raise BadSpec(f"options.{name}: must be one of {known[name]['values']}, "
                          f"got {short(value)}", field="options")
        out[name] = value
    for name, spec in known.items():
        out.setdefault(name, spec["default"])
    return out


def header(game, engine: str, seed, players, options, seats) -> dict:
    """The record of a new match, before any action (validates every field)."""
    if not is_int(seed):
        raise BadSpec(f"seed: must be an integer, got {short(seed)}", field="seed")
    if not is_int(players) or not game.min_players <= players <= game.max_players:
        raise BadSpec(
            f"players: {game.id} takes {game.min_players}..{game.max_players}, "
            f"got {short(players)}", field="players"
        )
    return {
        "format": FORMAT,
        "game": game.id,
        "engine": engine,
        "rules": game.rules_version,
        "seed": seed,
        "players": players,
        "options": check_options(game, options),
        "seats": _check_seats(seats, players, "record"),
    }


def position_header(game, engine: str, spec: dict, players: int) -> dict:
    """The record of a match started from a position description."""
    return {
        "format": FORMAT,
        "game": game.id,
        "engine": engine,
        "rules": game.rules_version,
        "position": spec,
        "players": players,
        "seats": ["human"] * players,
    }


def position_state(game, spec) -> dict:
    """The state a position description gives; a description of the wrong shape that the
    game's checks let through is still refused as a bad spec, never a crash, and so is one
    whose state breaks the game's conservation laws (core/strict.py)."""
    if not isinstance(spec, dict):
        raise BadSpec("spec: must be an object", field="position")
    try:
        return playable(game.position(spec), game.check_invariants)
    except BadSpec:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as err:
        raise BadSpec(f"spec: malformed ({type(err).__name__}: {short(str(err))})",
                      field="position") from None


def game_of(games: dict, record):
    """The game a record is of, its format and game checked (BadRecord names which)."""
    if not isinstance(record, dict):
        raise BadRecord("record: must be a JSON object")
    if record.get("format") != FORMAT:
        raise BadRecord(f"record.format: expected {FORMAT!r}, got {short(record.get('format'))}",
                        field="format")
    game_id = record.get("game")
    game = games.get(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise BadRecord(f"record.game: unknown game {short(game_id)}", field="game")
    return game


def made_by(record: dict) -> dict:
    """Which build wrote a record, as it says: its engine and rules versions (None where it
    names none or something that is not one), for a page to tell the player."""
    engine, rules = record.get("engine"), record.get("rules")
    return {"engine": engine if isinstance(engine, str) else None,
            "rules": rules if isinstance(rules, int) and not isinstance(rules, bool) else None}


def start(games: dict, record, engine: str):
    """Check a record's header and build its first state: (game, header, state)."""
    game = game_of(games, record)
    _rules_of(record, game)
    if _version_tuple(record.get("engine", "0")) > _version_tuple(engine):
        raise BadRecord(
            f"record.engine: made by engine {record['engine']}, newer than this one ({engine});"
            " update the app to open it", field="engine"
        )
    try:
        if "position" in record:
            state = position_state(game, record["position"])
            head = position_header(game, engine, record["position"], state["players"])
            head["seats"] = _check_seats(record.get("seats"), state["players"], "record")
        else:
            head = header(game, engine, record.get("seed"), record.get("players"),
                          record.get("options", {}), record.get("seats"))
            state = game.setup(head["seed"], head["players"], head["options"])
    except BadSpec as err:
        where = err.field or ("position" if "position" in record else None)
        raise BadRecord(f"record: {err.message}", field=where) from None
    return game, head, state


def actions_of(record: dict, players: int) -> list:
    """The record's actions as (seat, action) pairs, checked for shape."""
    actions = record.get("actions", [])
    if not isinstance(actions, list):
        raise BadRecord("record.actions: must be a list", field="actions")
    out = []
    for n, item in enumerate(actions):
        ok = (
            isinstance(item, list) and len(item) == 2
            and is_int(item[0])
            and 0 <= item[0] < players and isinstance(item[1], dict)
        )
        if not ok:
            raise BadRecord(f"record.actions[{n}]: must be [seat 0..{players - 1}, action object]",
                            field="move", step=n)
        out.append((item[0], item[1]))
    return out


def bad_action(index: int, seat: int, action: dict, err: TableroError) -> BadRecord:
    """The error for the first action of a record that does not replay."""
    return BadRecord(f"record.actions[{index}]: Player {seat + 1} {short(action)} does not "
                     f"replay: {err.message}", field="move", step=index)
