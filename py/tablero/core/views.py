"""A match's views as the page gets them: the game's view (``Game.view``) with the keys
every view shares (actions, labels, prompt, log, result, step, undo), texts worded in the
request's language, as data or as JSON text (the bridge's fast path).

The JSON text is written once per state, seat and language and kept until the match
changes; its log entries are each worded and written once (entries never change) and joined,
and a part a game wrote as JSON already (``Prewritten``, from ``Game.shared_view``) is put in
as it is. ``view`` and ``view_json`` give the same view, byte for byte
(tests/engine/test_view_json.py). The match keeps the state, the undo history and the record;
this module only reads them.
"""

from __future__ import annotations

import json

from .texts import CORE_TEXTS, labels_and_groups, log_text, seat_text, table_in, word
from .util import clone

LOG_TAIL = 60
"""How many of the latest log entries a view carries (the page keeps its own longer log)."""

_LOG_MARK = "\x00log\x00"
"""Stands for the log (and, followed by its key, a Prewritten part) in a view being written
as JSON (no engine text holds a NUL)."""
_LOG_MARK_JSON = json.dumps(_LOG_MARK)


class Prewritten(dict):
    """A part of a view whose JSON text is already written (``json``, exactly what
    ``json.dumps(part, separators=(",", ":"))`` gives): the writer puts the text into the
    view's JSON instead of encoding the part again, and hands out a plain dict otherwise."""

    def __init__(self, data: dict, json: str):
        super().__init__(data)
        self.json = json


class ViewWriter:
    """The views of one match (``Match.views``), with what it keeps to write them fast."""

    def __init__(self, match):
        self.match = match
        self._texts: dict = {}  # (lang, log index) -> (entry, text): entries never change
        self._json: dict = {}  # (lang, log index) -> (entry, JSON text of its view entry)
        self._tails: dict = {}  # (seat, lang) -> (log length, last entry, tail, its JSON)
        self._view_text: tuple = (None, None, "")  # (state, key, JSON text) last written

    def view(self, seat: int | None, lang: str = "en") -> dict:
        """The game's view for a seat with the shared keys the page needs, texts in `lang`
        (a copy: the caller may keep and change it)."""
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
        match = self.match
        key = (match.revision, len(match.actions), seat, lang)
        state, kept, text = self._view_text
        if state is match.state and kept == key:
            return text
        view = self._view(seat, lang, shared=True)
        view["log"] = _LOG_MARK
        parts = {name: value.json for name, value in view.items()
                 if isinstance(value, Prewritten)}
        for name in parts:
            view[name] = _LOG_MARK + name
        text = json.dumps(view, separators=(",", ":"))
        text = text.replace(_LOG_MARK_JSON, self._log_json(seat, lang), 1)
        for name, part in parts.items():
            text = text.replace(json.dumps(_LOG_MARK + name), part, 1)
        self._view_text = (match.state, key, text)
        return text

    def _view(self, seat: int | None, lang: str, shared: bool = False) -> dict:
        """The view without its log (the key is there, in its place, holding None);
        ``shared``: parts of it may be the state's or the offer's (to be written as JSON at
        once, never kept or changed)."""
        game, state = self.match.game, self.match.state
        if shared and game.shared_view is not None:
            view = game.shared_view(state, seat)
        else:
            view = game.view(state, seat)
        active = game.active(state)
        acts = self.match.ask(seat) if seat in active else None
        if acts and not shared:
            actions = clone(acts.actions)  # the offer stays the match's
        else:
            actions = acts.actions if acts else []
        core = CORE_TEXTS.get(lang, CORE_TEXTS["en"])
        if acts is not None and acts.prompt is not None:
            prompt = word(game, table_in(game.texts.prompts, lang), acts.prompt, lang)
        elif active:
            names = core["sep"].join(_seat_name(game, state, s, lang) for s in active)
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
            step=len(self.match.actions),
            can_undo=self.match.can_undo(),
            last_step=self.last_step(seat),
        )
        return view

    def last_step(self, seat: int | None) -> list[int]:
        """The log indices of the last action's entries this seat may see (the page
        highlights them: what just happened)."""
        marks, entries = self.match.marks, self.match.state["log"]
        if not marks:
            return []
        return [n for n in range(marks[-1], len(entries))
                if entries[n].get("private", seat) == seat]

    def timeline(self, seat: int | None, lang: str = "en") -> list[dict]:
        """Every log entry this seat may see, worded, with the step it belongs to: the number
        of actions taken once it was written (0: the setup), for a replay to go there."""
        out, step, marks = [], 0, self.match.marks
        for n, entry in enumerate(self.match.state["log"]):
            while step < len(marks) and marks[step] <= n:
                step += 1
            if entry.get("private", seat) != seat:
                continue
            out.append({**entry, "n": n, "step": step, "text": self._log_text(n, entry, lang)})
        return out

    def visible_log(self, seat: int | None, lang: str = "en") -> list:
        """The latest log entries this seat may see, each with its text in `lang` (each
        entry worded once: a view used to reword its 60 entries every time)."""
        entries = self.match.state["log"]
        return [{**entries[n], "n": n, "text": self._log_text(n, entries[n], lang)}
                for n in self._visible(seat)]

    def _visible(self, seat: int | None) -> list[int]:
        """The indices of the latest LOG_TAIL log entries this seat may see, oldest first."""
        entries, out = self.match.state["log"], []
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
        log = self.match.state["log"]
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
        entries, cache, out = self.match.state["log"], self._json, []
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
            cached = (entry, log_text(self.match.game, entry, lang))
            self._texts[(lang, n)] = cached
        return cached[1]


def _seat_name(game, state: dict, seat: int, lang: str) -> str:
    """A seat's name in a prompt: the engine's own seat (a robot's) by its name."""
    robot = game.rules.robot_hook
    if robot is not None and robot.names and robot.seat(state) == seat:
        return robot.names.get(lang, robot.names.get("en", seat_text(seat, lang)))
    return seat_text(seat, lang)
