"""Matches: the state of each game being played, its undo history and its record (its views
are views.py's, its bot turns bots/turn.py's).

The bridge translates JSON to calls on a ``Session``; everything here raises ``TableroError``
subclasses on bad input and changes nothing when it does.
"""

from __future__ import annotations

from contextlib import nullcontext

from .. import __version__
from . import linkcodec, midway, rng
from . import record as records
from .api import BadRecord, BadRequest, BadSpec, IllegalAction
from .bots import turn as bot_turn
from .game import Game
from .util import short
from .views import ViewWriter

UNDO_DEPTH = 64
"""How many steps undo keeps (a whole Mexica turn is about 20; without a bound a game with
nothing hidden kept every state it passed through: thousands, 30-70 MB a match)."""

MAX_MATCHES = 12
"""How many matches a session keeps; past that the least recently used one is forgotten
(a page closes the matches it leaves; a blog post with many embeds shares one worker)."""


class Match:
    """One game in progress: its module, state, the actions so far and the undo history."""

    def __init__(self, game: Game, state: dict, header: dict):
        self.game = game
        self.state = state
        self.header = header  # the record without its actions
        self.actions: list[list] = []
        self.history: list[tuple[dict, int]] = []  # (state before, acting seat)
        self.marks: list[int] = []  # the log's length before each action (what each added)
        self.plans: dict[int, dict] = {}  # seat -> the bot's kept plan (bots/turn.py)
        self._offer: tuple = (None, None, None)  # (state, seat, ActionSet) last shown
        self._replayed: tuple = ([], [])  # describe_position's replay: (actions, last steps)
        self.revision = 0  # counts act, undo and restore: a view's text is kept until then
        self.continued: dict | None = None  # how a record that did not replay went on (load)
        self.views = ViewWriter(self)
        self.robot_frames: list | None = None  # a list: act keeps the robot's turn (flow.py)

    @property
    def players(self) -> int:
        return self.state["players"]

    def act(self, seat: int, action: dict) -> None:
        """Apply a seat's action (IllegalAction leaves the match unchanged). While
        ``robot_frames`` is a list, the states the robot's turn passed through are added to
        it (the page shows them: ``robot_views``)."""
        rules = self.game.rules
        keep = self.robot_frames is not None and rules.robot_hook is not None
        with rules.robot_frames(len(self.state["log"])) if keep else nullcontext([]) as frames:
            new_state = self.game.apply_offered(self.state, seat, action, self.ask(seat))
        if keep:
            self.robot_frames.extend(frames)
        if new_state.get("checkpoint") != self.state.get("checkpoint"):
            self.history.clear()
        else:
            self.history.append((self.state, seat))
            del self.history[:-UNDO_DEPTH]
        self.marks.append(len(self.state["log"]))
        self.state = new_state
        self.actions.append([seat, action])
        self.revision += 1

    def ask(self, seat: int):
        """The seat's offer now (legal actions and prompt), asked once per state and seat."""
        state, asked, acts = self._offer
        if state is not self.state or asked != seat:
            acts = self.game.ask(self.state, seat)
            self._offer = (self.state, seat, acts)
        return acts

    def snapshot(self) -> tuple:
        """What ``restore`` needs to put the match back exactly (states are never mutated)."""
        return self.state, list(self.actions), list(self.history), list(self.marks), \
            dict(self.plans)

    def restore(self, snapshot: tuple) -> None:
        """Put the match back as it was at ``snapshot``."""
        self.state, actions, history, marks, plans = snapshot
        self.actions, self.history = list(actions), list(history)
        self.marks, self.plans = list(marks), dict(plans)
        self.revision += 1

    def can_undo(self) -> bool:
        """Undo goes back one action of the seat still to act, never across a checkpoint."""
        if not self.history:
            return False
        before, seat = self.history[-1]
        return (
            before.get("checkpoint") == self.state.get("checkpoint")
            and seat in self.game.active(self.state)
        )

    def undo(self) -> None:
        if not self.can_undo():
            raise IllegalAction("nothing to undo here (undo never steps back past hidden "
                                "information, randomness or another seat's turn)")
        self.state, _ = self.history.pop()
        self.actions.pop()
        self.marks.pop()
        self.revision += 1

    def record(self) -> dict:
        return {**self.header, "actions": [[s, a] for s, a in self.actions]}

    def describe_position(self, keep_hidden: bool = True) -> dict:
        """The state as a position description: the game's own (``Game.export``) where a
        decision starts, else the latest start and the steps since (core/midway.py). The
        steps come from the undo history, or, where randomness cleared it, from replaying
        the record (only then: the usual case costs one export); a match started inside a
        decision (a position with ``then``) counts those steps too. A state no description
        reaches raises BadRequest "not_a_position" with the reason."""
        done = len(self.actions) - len(self.history)
        steps = [(before, seat, action) for (before, seat), (_, action)
                 in zip(self.history, self.actions[done:], strict=True)]
        try:
            try:
                return midway.describe(self.game, self.state, steps, keep_hidden)
            except BadSpec:
                if not done and not self._then():
                    raise
            # The replay so far is kept (the actions it covers, its last steps): exporting
            # every step of a game replays each action once, not once per export.
            done, steps = self._replayed
            if self.actions[:len(done)] != done or not steps:
                state, steps = self._start()
                done = []
            else:
                state = self.game.apply(steps[-1][0], steps[-1][1], steps[-1][2])
            for seat, action in self.actions[len(done):]:
                steps = [*steps[-midway.MAX_THEN:], (state, seat, action)]
                state = self.game.apply(state, seat, action)
            self._replayed = (list(self.actions), steps)
            return midway.describe(self.game, self.state, steps, keep_hidden)
        except BadSpec as err:
            raise BadRequest(f"no position starts here: {err.message}", "not_a_position") from None

    def _then(self) -> list:
        """The ``then`` steps of the position the match started from ([] if none)."""
        spec = self.header.get("position")
        return spec.get("then") or [] if isinstance(spec, dict) else []

    def _start(self) -> tuple[dict, list]:
        """The match's first state and, for a position started inside a decision, the steps
        of its ``then`` as (state before, seat, action), the state before reseeded where the
        step was (core/midway.py)."""
        if not self._then():
            return records.start({self.game.id: self.game}, self.header, __version__)[2], []
        spec = {key: value for key, value in self.header["position"].items() if key != "then"}
        state, steps = self.game.position(spec), []
        for step in self._then():
            before = {**state, "rng": rng.new_rng(step[2])} if len(step) == 3 else state
            steps.append((before, step[0], step[1]))
            state = self.game.apply(before, step[0], step[1])
        return state, steps

    def view(self, seat: int | None, lang: str = "en") -> dict:
        """The game's view for a seat, with the shared keys the page needs, texts in `lang`
        (views.py)."""
        return self.views.view(seat, lang)

    def view_json(self, seat: int | None, lang: str = "en") -> str:
        """``view`` as JSON text, kept until the match changes (views.py)."""
        return self.views.view_json(seat, lang)

    def robot_views(self, seat: int | None, lang: str = "en") -> dict | None:
        """The robot's turn kept by the last actions (``robot_frames``) as the seat sees it:
        {"seat": the robot's seat, "views": JSON texts of the views, oldest first}; None
        when the robot did not play."""
        if not self.robot_frames:
            return None
        frames = [_Frame(self, state) for state in self.robot_frames]
        return {"seat": self.game.rules.robot_hook.seat(self.state),
                "views": [ViewWriter(frame).view_json(seat, lang) for frame in frames]}

    def timeline(self, seat: int | None, lang: str = "en") -> list[dict]:
        """Every log entry this seat may see, worded, with its step (views.py)."""
        return self.views.timeline(seat, lang)


class _Frame:
    """A state the robot's turn passed through, read as a match by ViewWriter: the match's
    actions and marks, no undo."""

    def __init__(self, match: Match, state: dict):
        self.game, self.state = match.game, state
        self.actions, self.marks, self.revision = match.actions, match.marks, match.revision

    def ask(self, seat: int):
        return self.game.ask(self.state, seat)

    def can_undo(self) -> bool:
        return False


class Session:
    """Every match of one page (one worker), by id."""

    def __init__(self, games: dict):
        self.games = games
        self.matches: dict[str, Match] = {}
        self._next_id = 1

    def game(self, game_id) -> Game:
        if not isinstance(game_id, str) or game_id not in self.games:
            known = ", ".join(sorted(self.games))
            raise BadRequest(f"unknown game {short(game_id)} (known: {known})", "unknown_game")
        return self.games[game_id]

    def match(self, match_id) -> Match:
        if not isinstance(match_id, str):
            raise BadRequest(f"request.match: must be a string, got {short(match_id)}")
        if match_id not in self.matches:
            raise BadRequest(f"no match {short(match_id)} (closed, or forgotten after "
                             f"{MAX_MATCHES} newer ones)", "unknown_match")
        self.matches[match_id] = self.matches.pop(match_id)  # the most recently used last
        return self.matches[match_id]

    def close(self, match_id) -> None:
        """Forget a match (the page has left it)."""
        self.match(match_id)
        del self.matches[match_id]

    def _add(self, match: Match) -> str:
        match_id = f"m{self._next_id}"
        self._next_id += 1
        self.matches[match_id] = match
        while len(self.matches) > MAX_MATCHES:
            del self.matches[next(iter(self.matches))]
        return match_id

    def new(self, game_id, players, seed, options=None, seats=None) -> str:
        game = self.game(game_id)
        header = records.header(game, __version__, seed, players, options or {}, seats)
        state = game.setup(header["seed"], header["players"], header["options"])
        return self._add(Match(game, state, header))

    def position(self, game_id, spec) -> str:
        game = self.game(game_id)
        state = records.position_state(game, spec)
        header = records.position_header(game, __version__, spec, state["players"])
        return self._add(Match(game, state, header))

    def load(self, record, position=None, partial: bool = False) -> str:
        """A match replayed from a record. One that does not replay under this build's rules
        (a record of older rules, or a broken one) is refused, unless the caller offers a way
        on: ``position``, the description of the record's latest step kept beside it by the
        save, goes on from there with every move kept; ``partial`` goes on from the last move
        that replays. The match's ``continued`` then says which, and what the record was."""
        try:
            return self._add(self._replayed(record))
        except BadRecord as err:
            if position is None and not partial:
                raise
            failure = err
        game = records.game_of(self.games, record)
        how = "position"
        match = self._from_position(game, record, position) if position is not None else None
        if match is None and partial and failure.field == "move":
            match, how = self._replayed(record, upto=failure.step), "move"
        if match is None:
            raise failure
        moves = len(record["actions"])
        match.continued = {
            "from": how, "moves": moves, "kept": moves if how == "position" else failure.step,
            "made_by": records.made_by(record), "rules": game.rules_version,
            "reason": {"message": failure.message, **failure.details()},
        }
        return self._add(match)

    def _replayed(self, record, upto: int | None = None) -> Match:
        """The match of a record's first ``upto`` actions (all of them: None), replayed."""
        game, header, state = records.start(self.games, record, __version__)
        match = Match(game, state, header)
        actions = records.actions_of(record, header["players"]) if upto is None \
            else records.actions_of({"actions": record["actions"][:upto]}, header["players"])
        for index, (seat, action) in enumerate(actions):
            try:
                match.act(seat, action)
            except IllegalAction as err:
                raise records.bad_action(index, seat, action, err) from None
        return match

    def _from_position(self, game: Game, record: dict, position) -> Match | None:
        """A match from the saved position of a record's latest step, with the record's seat
        kinds where they fit (None: it is no position of this game under these rules)."""
        try:
            state = records.position_state(game, position)
        except BadSpec:
            return None
        players = state["players"]
        header = records.position_header(game, __version__, position, players)
        seats = record.get("seats")
        if isinstance(seats, list) and len(seats) == players \
                and all(kind in records.SEAT_KINDS for kind in seats):
            header["seats"] = list(seats)
        return Match(game, state, header)

    def link(self, match_id, fields: dict) -> str:
        """The match's record as link data, its actions as indices among the offered ones,
        with the page's ``fields`` (core/linkcodec.py)."""
        return linkcodec.encode(self.games, self.match(match_id).record(), fields, Match)

    def open_link(self, data) -> tuple[str, dict]:
        """A match replayed from link data, every step checked: (its id, the link's page
        fields)."""
        match, fields = linkcodec.decode(self.games, data, Match)
        return self._add(match), fields

    def bot(self, match_id, seat, level, timed: bool = True) -> dict:
        """A bot's action for the seat, chosen from that seat's view alone (bots/turn.py)."""
        return bot_turn.choice(self.match(match_id), seat, level, timed)

    def bot_play(self, match_id, seat, level, until: str = "turn", timed: bool = True) -> dict:
        """A bot plays its next step or the rest of its turn inside the session, on its kept
        plan (bots/turn.py); all or nothing, ``before`` the snapshot to restore."""
        return bot_turn.play(self.match(match_id), seat, level, until, timed)

