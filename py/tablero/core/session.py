"""Matches: the state of each game being played, its undo history and its record.

The bridge translates JSON to calls on a ``Session``; everything here raises ``TableroError``
subclasses on bad input and changes nothing when it does.
"""

from __future__ import annotations

import json
import time

from .. import __version__
from . import bots, midway
from . import record as records
from .api import BadRequest, BadSpec, IllegalAction
from .game import Game
from .texts import CORE_TEXTS, labels_and_groups, log_text, seat_text, table_in, word
from .util import Prewritten, clone, seat_name, short

LOG_TAIL = 60
"""How many of the latest log entries a view carries (the page keeps its own longer log)."""

UNDO_DEPTH = 64
"""How many steps undo keeps (a whole Mexica turn is about 20; without a bound a game with
nothing hidden kept every state it passed through: thousands, 30-70 MB a match)."""

_LOG_MARK = "\x00log\x00"
"""Stands for the log (and, followed by its key, a Prewritten part) in a view being written
as JSON (no engine text holds a NUL)."""
_LOG_MARK_JSON = json.dumps(_LOG_MARK)

MAX_TURN_STEPS = 400
"""The most steps one ``bot_play`` of a whole turn takes (a safety cap: a Mexica turn is
about 20 steps, the longest turns a few dozen)."""

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
        self.plans: dict[int, dict] = {}  # seat -> the bot's kept plan (see bot_step)
        self._offer: tuple = (None, None, None)  # (state, seat, ActionSet) last shown
        self._texts: dict = {}  # (lang, log index) -> (entry, text): entries never change
        self._replayed: tuple = ([], [])  # describe_position's replay: (actions, last steps)
        self._json: dict = {}  # (lang, log index) -> (entry, JSON text of its view entry)
        self._tails: dict = {}  # (seat, lang) -> (log length, last entry, tail, its JSON)
        self._changes = 0  # counts act, undo and restore: a view's text is kept until then
        self._view_text: tuple = (None, None, "")  # (state, key, JSON text) last built

    @property
    def players(self) -> int:
        return self.state["players"]

    def act(self, seat: int, action: dict) -> None:
        """Apply a seat's action (IllegalAction leaves the match unchanged)."""
        new_state = self.game.rules.apply_offered(self.state, seat, action, self.ask(seat))
        if new_state.get("checkpoint") != self.state.get("checkpoint"):
            self.history.clear()
        else:
            self.history.append((self.state, seat))
            del self.history[:-UNDO_DEPTH]
        self.marks.append(len(self.state["log"]))
        self.state = new_state
        self.actions.append([seat, action])
        self._changes += 1

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
        self._changes += 1

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
        self._changes += 1

    def record(self) -> dict:
        return {**self.header, "actions": [[s, a] for s, a in self.actions]}

    def describe_position(self, keep_hidden: bool = True) -> dict:
        """The state as a position description: the game's own (``Game.export``) where a
        decision starts, else the latest start and the steps since (core/midway.py). The
        steps come from the undo history, or, where randomness cleared it, from replaying
        the record (only then: the usual case costs one export). A state no description
        reaches raises BadRequest "not_a_position" with the reason."""
        if self.game.export is None:
            raise BadRequest(f"{self.game.id} cannot describe its positions", "not_a_position")
        done = len(self.actions) - len(self.history)
        steps = [(before, seat, action) for (before, seat), (_, action)
                 in zip(self.history, self.actions[done:], strict=True)]
        try:
            try:
                return midway.describe(self.game, self.state, steps, keep_hidden)
            except BadSpec:
                if not done:
                    raise
            # The replay so far is kept (the actions it covers, its last steps): exporting
            # every step of a game replays each action once, not once per export.
            done, steps = self._replayed
            if self.actions[:len(done)] != done or not steps:
                state = records.start({self.game.id: self.game}, self.header, __version__)[2]
                done, steps = [], []
            else:
                state = self.game.apply(steps[-1][0], steps[-1][1], steps[-1][2])
            for seat, action in self.actions[len(done):]:
                steps = [*steps[-midway.MAX_THEN:], (state, seat, action)]
                state = self.game.apply(state, seat, action)
            self._replayed = (list(self.actions), steps)
            return midway.describe(self.game, self.state, steps, keep_hidden)
        except BadSpec as err:
            raise BadRequest(f"no position starts here: {err.message}", "not_a_position") from None

    def view(self, seat: int | None, lang: str = "en") -> dict:
        """The game's view for a seat, with the shared keys the page needs, texts in `lang`."""
        view = self._view(seat, lang)
        view["log"] = self.visible_log(seat, lang)
        for key, value in view.items():
            if isinstance(value, Prewritten):
                view[key] = dict(value)
        return view

    def view_json(self, seat: int | None, lang: str = "en") -> str:
        """``view`` as JSON text (compact, as the bridge writes it), kept until the match
        changes: the page and the bench ask again for the view an ``act`` answered with.
        The log's entries are written once each and joined, never copied or encoded again."""
        state, key, text = self._view_text
        if state is self.state and key == (self._changes, len(self.actions), seat, lang):
            return text
        view = self._view(seat, lang, shared=True)
        view["log"] = _LOG_MARK
        parts = {key: value.json for key, value in view.items() if isinstance(value, Prewritten)}
        for key in parts:
            view[key] = _LOG_MARK + key
        text = json.dumps(view, separators=(",", ":"))
        text = text.replace(_LOG_MARK_JSON, self._log_json(seat, lang), 1)
        for key, part in parts.items():
            text = text.replace(json.dumps(_LOG_MARK + key), part, 1)
        self._view_text = (self.state, (self._changes, len(self.actions), seat, lang), text)
        return text

    def _view(self, seat: int | None, lang: str, shared: bool = False) -> dict:
        """The view without its log (the key is there, in its place, holding None);
        ``shared``: parts of it may be the state's or the offer's (to be written as JSON at
        once, never kept or changed)."""
        game, state = self.game, self.state
        if shared and game.shared_view is not None:
            view = game.shared_view(state, seat)
        else:
            view = game.view(state, seat)
        active = game.active(state)
        acts = self.ask(seat) if seat in active else None
        if acts and not shared:
            actions = clone(acts.actions)  # the offer stays the session's
        else:
            actions = acts.actions if acts else []
        core = CORE_TEXTS.get(lang, CORE_TEXTS["en"])
        if acts is not None and acts.prompt is not None:
            prompt = word(game, table_in(game.texts.prompts, lang), acts.prompt, lang)
        elif active:
            names = core["sep"].join(seat_text(s, lang) for s in active)
            prompt = core["waiting"].format(names=names)
        else:
            prompt = core["over"]
        texts, groups = labels_and_groups(game, state, actions, lang)
        if groups:  # only a game whose labels carry groups has the key
            view["groups"] = groups
        view.update(
            lang=lang,
            active=active,
            actions=actions,
            labels=texts,
            prompt=prompt,
            log=None,
            log_total=len(state["log"]),
            result=game.result(state),
            step=len(self.actions),
            can_undo=self.can_undo(),
            last_step=self.last_step(seat),
        )
        return view

    def last_step(self, seat: int | None) -> list[int]:
        """The log indices of the last action's entries this seat may see (the page
        highlights them: what just happened)."""
        if not self.marks:
            return []
        entries = self.state["log"]
        return [n for n in range(self.marks[-1], len(entries))
                if entries[n].get("private", seat) == seat]

    def timeline(self, seat: int | None, lang: str = "en") -> list[dict]:
        """Every log entry this seat may see, worded, with the step it belongs to: the number
        of actions taken once it was written (0: the setup), for a replay to go there."""
        out, step = [], 0
        for n, entry in enumerate(self.state["log"]):
            while step < len(self.marks) and self.marks[step] <= n:
                step += 1
            if entry.get("private", seat) != seat:
                continue
            out.append({**entry, "n": n, "step": step, "text": self._log_text(n, entry, lang)})
        return out

    def bot_step(self, seat: int, level: str, timed: bool = True) -> dict:
        """Play one step of a bot's turn and return it. A player waits for a turn, not a
        decision, so the turn's thinking time is shared (bots.time_cap): every step is
        searched afresh while the level's turn time lasts (a fresh search is stronger than
        the last search's plan: BENCHMARKS.md, "Plan keeping against re-planning"), each
        search getting what is left of it. Once it is spent, the last search's plan
        (bots.plan) is played on, unless something unforeseen happened since it was made:
        another action was taken (or undone), hidden information was revealed or randomness
        drawn (the state's checkpoint moved), or the planned step is no longer legal; then a
        short search (bots.MIN_SECONDS). A forced step keeps the plan. Untimed (strength
        measurements), every step is a full search: exactly the ``bot`` command's choice."""
        kept = self.plans.pop(seat, None)
        checkpoint = self.state.get("checkpoint")
        same_turn = kept is not None and kept["at"][0] == len(self.actions)
        spent = kept["spent"] if same_turn else 0.0
        legal = self.ask(seat).actions
        if not legal:
            raise IllegalAction(f"{seat_name(seat)} has nothing to decide now")
        planned = (same_turn and kept["steps"] and kept["at"] == (len(self.actions), checkpoint,
                                                                   level)
                   and kept["steps"][0] in legal)
        if planned and (len(legal) == 1
                        or timed and not bots.turn_time_left(self.game, level, spent)):
            line = kept["steps"]
        else:
            salt = [self.header.get("seed"), len(self.actions), seat]
            start = time.perf_counter()
            line = bots.plan(self.game, self.view(seat), level, salt, timed, spent)
            spent += time.perf_counter() - start
        self.act(seat, line[0])
        # Kept only while the checkpoint is the one the plan was made under: a step of its
        # own that rolled a die or turned a card up makes the rest of it a guess.
        self.plans[seat] = {"at": (len(self.actions), checkpoint, level), "steps": line[1:],
                            "spent": spent}
        return line[0]

    def visible_log(self, seat: int | None, lang: str = "en") -> list:
        """The latest log entries this seat may see, each with its text in `lang` (each
        entry worded once: a view used to reword its 60 entries every time)."""
        entries = self.state["log"]
        return [{**entries[n], "n": n, "text": self._log_text(n, entries[n], lang)}
                for n in self._visible(seat)]

    def _visible(self, seat: int | None) -> list[int]:
        """The indices of the latest LOG_TAIL log entries this seat may see, oldest first."""
        entries, out = self.state["log"], []
        for n in range(len(entries) - 1, -1, -1):
            entry = entries[n]
            if "private" in entry and entry["private"] != seat:
                continue
            out.append(n)
            if len(out) >= LOG_TAIL:
                break
        out.reverse()
        return out

    def _log_json(self, seat: int | None, lang: str) -> str:
        """``visible_log`` as JSON text, kept per seat and language and brought up to date by
        the entries added since. A log is known by its length and last entry: entries are
        only ever appended, each a new object, so an entry at its place fixes every one
        before it (an undo or another line of play is a log the kept tail is not part of)."""
        log = self.state["log"]
        kept = self._tails.get((seat, lang))
        if kept is not None and kept[0] <= len(log) and (
                kept[0] == 0 or log[kept[0] - 1] is kept[1]):
            if kept[0] == len(log):
                return kept[3]
            tail = kept[2] + [(n, text) for n, text in self._entries_json(
                [n for n in range(kept[0], len(log))
                 if "private" not in log[n] or log[n]["private"] == seat], lang)]
            tail = tail[-LOG_TAIL:]
        else:
            tail = self._entries_json(self._visible(seat), lang)
        text = "[" + ",".join(text for _, text in tail) + "]"
        self._tails[(seat, lang)] = (len(log), log[-1] if log else None, tail, text)
        return text

    def _entries_json(self, indices: list[int], lang: str) -> list[tuple[int, str]]:
        """(n, JSON text of ``visible_log``'s entry n) for each index, each written once
        (entries never change)."""
        entries, cache, out = self.state["log"], self._json, []
        for n in indices:
            entry = entries[n]
            cached = cache.get((lang, n))
            if cached is None or cached[0] is not entry:  # undo may put another entry at n
                text = self._log_text(n, entry, lang)
                cached = (entry, json.dumps({**entry, "n": n, "text": text},
                                            separators=(",", ":")))
                cache[(lang, n)] = cached
            out.append((n, cached[1]))
        return out

    def _log_text(self, n: int, entry: dict, lang: str) -> str:
        cached = self._texts.get((lang, n))
        if cached is None or cached[0] is not entry:  # undo may put another entry at n
            cached = (entry, log_text(self.game, entry, lang))
            self._texts[(lang, n)] = cached
        return cached[1]


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

    def load(self, record) -> str:
        game, header, state = records.start(self.games, record, __version__)
        match = Match(game, state, header)
        for index, (seat, action) in enumerate(records.actions_of(record, header["players"])):
            try:
                match.act(seat, action)
            except IllegalAction as err:
                raise records.bad_action(index, seat, action, err) from None
        return self._add(match)

    def bot(self, match_id, seat, level, timed: bool = True) -> dict:
        """A bot's action for the seat, chosen from that seat's view alone (no cheating);
        ``timed=False``: work budget only, for reproducible strength runs."""
        match = self.match(match_id)
        if not isinstance(level, str) or level not in bots.LEVELS:
            raise BadRequest(f"unknown bot level {short(level)} "
                             f"(available: {', '.join(bots.LEVELS)})")
        view = match.view(seat)
        if not view["actions"]:
            raise IllegalAction(f"{seat_name(seat)} has nothing to decide now")
        salt = [match.header.get("seed"), len(match.actions), seat]
        return bots.choose(match.game, view, level, salt, timed)

    def bot_play(self, match_id, seat, level, until: str = "turn", timed: bool = True) -> dict:
        """A bot plays its next step (``until="step"``) or the rest of its turn (``"turn"``:
        until the seat is no longer to act) inside the session, on its kept plan
        (``Match.bot_step``); no action leaves the worker. Returns what the page needs to
        pace and highlight: ``played`` (steps), ``log`` ([first, end) indices written) and
        ``turn_over``, and ``before``: the match's snapshot to restore should the answer
        fail. All or nothing: a failure puts the match back as it was."""
        match = self.match(match_id)
        if not isinstance(level, str) or level not in bots.LEVELS:
            raise BadRequest(f"unknown bot level {short(level)} "
                             f"(available: {', '.join(bots.LEVELS)})")
        if until not in ("step", "turn"):
            raise BadRequest(f"request.until: must be \"step\" or \"turn\", got {short(until)}")
        if seat not in match.game.active(match.state):
            raise IllegalAction(f"{seat_name(seat)} has nothing to decide now")
        before = match.snapshot()
        start = len(match.state["log"])
        played = 0
        try:
            while played < MAX_TURN_STEPS and seat in match.game.active(match.state):
                match.bot_step(seat, level, timed)
                played += 1
                if until == "step":
                    break
        except Exception:
            match.restore(before)
            raise
        return {"played": played, "log": [start, len(match.state["log"])],
                "turn_over": seat not in match.game.active(match.state), "before": before}
