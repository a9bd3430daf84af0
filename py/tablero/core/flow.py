"""The state table every game runs on (Rally the Troops' prompt pattern, in Python).

A game registers, on its own ``Rules`` object:

- prompts: states that wait for a seat's decision and list its legal actions;
- handlers: what one verb does in one prompt state;
- autos: states that run with no input until the next prompt.

The stack of frames lives in ``state["stack"]``; each frame is
``{"state": name, "player": seat | [seats] | None, ...locals}``. An empty stack is game over.
See docs/engine-protocol.md for the contract.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass

from .api import IllegalAction
from .util import clone_state, same_json, short

SAME = object()
"""Default of ``goto``/``call``'s player: keep the current frame's player."""

MAX_AUTO_STEPS = 10_000


class ActionSet:
    """Collects the legal actions and the prompt of one seat in one prompt state."""

    def __init__(self, player: int):
        self.player = player
        self.actions: list[dict] = []
        self.prompt: dict | None = None

    def say(self, key: str, **args) -> None:
        """The prompt shown to the seat, as a text entry: a key of the game's prompt table
        and the arguments the rules computed (``acts.say("tax", left=2)``); the core words it
        in the viewer's language, like a log entry."""
        self.prompt = {"msg": key, **args}

    def add(self, verb: str, value=None, **args) -> None:
        """Offer ``{"type": verb, verb: value, **args}`` (the value key only when given)."""
        if value is None:
            self.actions.append({"type": verb, **args})
        else:
            self.actions.append({"type": verb, verb: value, **args})

    def add_each(self, verb: str, values) -> None:
        """Offer ``{"type": verb, verb: value}`` for each value in order, as ``add`` would one
        by one: a prompt listing dozens of cells or cards spends most of its time in ``add``."""
        self.actions.extend([{"type": verb, verb: value} for value in values])


def frame(g: dict) -> dict:
    """The top frame of the stack (the current state and its locals)."""
    return g["stack"][-1]


def goto(g: dict, name: str, player=SAME, **locals_) -> None:
    """Replace the top frame by a new state."""
    old = g["stack"].pop()
    who = old.get("player") if player is SAME else player
    g["stack"].append({"state": name, "player": who, **locals_})


def call(g: dict, name: str, player=SAME, **locals_) -> None:
    """Push a new frame; ``end`` returns to the frame below."""
    if player is SAME:
        player = g["stack"][-1].get("player") if g["stack"] else None
    g["stack"].append({"state": name, "player": player, **locals_})


def end(g: dict) -> None:
    """Pop the top frame. With the stack empty, the game is over."""
    g["stack"].pop()


def log(g: dict, msg: str, private: int | None = None, **args) -> None:
    """Append a log entry ``{"msg": msg, **args}``; ``private=seat`` shows it to that seat only."""
    entry = {"msg": msg, **args}
    if private is not None:
        entry["private"] = private
    g["log"].append(entry)


def seats_of(fr: dict) -> list[int]:
    """The seats a frame waits for."""
    who = fr.get("player")
    if who is None:
        return []
    if isinstance(who, list):
        return list(who)
    return [who]


@dataclass(frozen=True)
class Robot:
    """A seat the engine plays itself (Pax Pamir's Wakhan): ``seat(g)`` is its seat or None,
    ``answer(g, actions)`` its choice among the legal actions of the prompt on top, ``names``
    its name by language (the views name it so: "Waiting for Wakhan")."""

    seat: Callable[[dict], int | None]
    answer: Callable[[dict, list], dict]
    names: dict | None = None


@dataclass(frozen=True)
class Memo:
    """Remembered prompts: ``key(g, player)`` holds everything a prompt of the game reads,
    so that equal keys get equal answers, or is None for a prompt asked afresh each time (one
    too cheap to be worth a key); ``reading(g, key)`` (optional) is a context the prompt runs
    in when its answer is not remembered yet; at most ``size`` answers are kept."""

    key: Callable[[dict, int], Hashable]
    size: int = 2048
    reading: Callable[[dict, Hashable], AbstractContextManager] | None = None


class Rules:
    """One game's table of prompts, handlers and automatic states, and its declared hooks:
    a robot seat, a note added to every new entry, remembered prompts (see ``robot``,
    ``annotate`` and ``memo``)."""

    def __init__(self, game_id: str):
        self.game_id = game_id
        self.prompts: dict[str, Callable] = {}
        self.handlers: dict[tuple[str, str], Callable] = {}
        self.autos: dict[str, Callable] = {}
        self.robot_hook: Robot | None = None
        self.annotator: Callable[[dict, dict], None] | None = None
        self.memo_hook: Memo | None = None
        self._frames: tuple[list, int] | None = None  # see robot_frames
        self._memo: dict = {}  # memo key -> (prompt, actions): answers, never game state

    # registration -------------------------------------------------------------------------
    def prompt(self, name: str):
        """Register ``fn(g, acts)`` as the prompt of state ``name``."""

        def register(fn):
            self.prompts[name] = fn
            return fn

        return register

    def on(self, name: str, verb: str):
        """Register ``fn(g, player, action)`` as the handler of ``verb`` in state ``name``."""

        def register(fn):
            self.handlers[(name, verb)] = fn
            return fn

        return register

    def auto(self, name: str):
        """Register ``fn(g)`` as an automatic state (it must goto, call or end)."""

        def register(fn):
            self.autos[name] = fn
            return fn

        return register

    def robot(self, seat: Callable[[dict], int | None], names: dict | None = None):
        """Register ``answer(g, actions) -> action`` for the seat ``seat(g)`` names (None: no
        robot in this game): a prompt of that seat is answered at once inside ``run``, so no
        prompt of it ever reaches the session, a player or a bot."""

        def register(fn):
            self._once("robot", self.robot_hook)
            self.robot_hook = Robot(seat, fn, names)
            return fn

        return register

    def annotate(self, fn: Callable[[dict, dict], None]):
        """Register ``fn(g, entry)``, called on each log entry the automatic states and the
        robot add and on each prompt entry asked: it may add what the words need (Pax Pamir
        names Wakhan in the entries about her seat)."""
        self._once("annotate", self.annotator)
        self.annotator = fn
        return fn

    def memo(self, size: int = 2048, reading=None):
        """Register ``key(g, player)`` as the key of the remembered prompts (``Memo``)."""

        def register(fn):
            self._once("memo", self.memo_hook)
            self.memo_hook = Memo(fn, size, reading)
            return fn

        return register

    def _once(self, hook: str, current) -> None:
        if current is not None:
            raise ValueError(f"{self.game_id}: the {hook} hook is registered twice")

    def problems(self, chapters: set[str]) -> list[str]:
        """What is wrong with the table, given the names of the modules that are its
        chapters: a state with no way on, a handler that can never run, a registration made
        outside the chapters, a chapter that registers nothing."""
        out = [f"state {name!r} is both a prompt and an auto"
               for name in self.prompts.keys() & self.autos.keys()]
        out += [f"handler {name!r}/{verb!r} has no prompt" for name, verb in self.handlers
                if name not in self.prompts]
        answered = {name for name, _ in self.handlers}
        out += [f"prompt {name!r} has no handler" for name in self.prompts
                if name not in answered]
        registered = [*self.prompts.values(), *self.handlers.values(), *self.autos.values()]
        if self.robot_hook is not None:
            registered.append(self.robot_hook.answer)
        modules = {fn.__module__ for fn in registered}
        out += [f"{m} registers states but is not a chapter" for m in sorted(modules - chapters)]
        out += [f"chapter {m} registers nothing" for m in sorted(chapters - modules)]
        if not self.prompts:
            out.append("no prompt: nobody is ever asked anything")
        return out

    # running ------------------------------------------------------------------------------
    def start(self, g: dict, name: str, player=None, **locals_) -> None:
        """Push the first frame and run automatic states until a prompt."""
        g.setdefault("stack", [])
        g.setdefault("log", [])
        g.setdefault("checkpoint", 0)
        g["stack"].append({"state": name, "player": player, **locals_})
        self.run(g)

    def run(self, g: dict) -> None:
        """Run automatic states (and the robot's answers) until a prompt waits for a seat
        that is not the robot's, or the game is over; then annotate the new entries."""
        start = len(g["log"]) if self.annotator is not None else 0
        for _ in range(MAX_AUTO_STEPS):
            self._run_autos(g)
            if not self._robot_answers(g):
                break
        else:
            raise RuntimeError(f"{self.game_id}: more than {MAX_AUTO_STEPS} robot answers")
        if self.annotator is not None:
            for entry in g["log"][start:]:
                self.annotator(g, entry)

    def _run_autos(self, g: dict) -> None:
        """Run automatic states until a prompt is on top or the game is over."""
        for _ in range(MAX_AUTO_STEPS):
            if not g["stack"]:
                return
            name = g["stack"][-1]["state"]
            if name in self.prompts:
                return
            fn = self.autos.get(name)
            if fn is None:
                raise RuntimeError(f"{self.game_id}: state {name!r} has no prompt and no auto")
            top = g["stack"][-1]
            if self._frames is not None:
                self._keep_frame(g)
            fn(g)
            if g["stack"] and g["stack"][-1] is top:
                raise RuntimeError(f"{self.game_id}: auto state {name!r} did not move on")
        raise RuntimeError(f"{self.game_id}: more than {MAX_AUTO_STEPS} automatic steps")

    @contextmanager
    def robot_frames(self, since: int):
        """Keep, while inside, the state before each step of the robot's (an automatic state
        of its frame or an answer) that follows new log entries, the first always: the page
        shows the robot's turn step by step like a bot's (issue 37). ``since``: the log
        length before the action (the entries from there on are annotated in each kept
        state, as ``run`` does at its end). Yields the list."""
        frames: list = []
        self._frames = (frames, since)
        try:
            yield frames
        finally:
            self._frames = None

    def _keep_frame(self, g: dict) -> None:
        """Keep ``g`` (robot_frames) when its top frame is the robot's and the log grew since
        the state kept last."""
        frames, since = self._frames
        seat = self.robot_hook.seat(g) if self.robot_hook is not None else None
        if seat is None or seat not in seats_of(g["stack"][-1]):
            return
        if frames and len(frames[-1]["log"]) == len(g["log"]):
            return
        frame = clone_state(g)
        if self.annotator is not None:
            for entry in frame["log"][since:]:
                self.annotator(frame, entry)
        frames.append(frame)

    def _robot_answers(self, g: dict) -> bool:
        """The robot answers the prompt on top when it waits for the robot's seat; True then."""
        robot = self.robot_hook
        if robot is None or not g["stack"]:
            return False
        seat = robot.seat(g)
        if seat is None or seat not in seats_of(g["stack"][-1]):
            return False
        if self._frames is not None:
            self._keep_frame(g)
        action = robot.answer(g, self.legal_actions(g, seat))
        self.handlers[(g["stack"][-1]["state"], action["type"])](g, seat, action)
        return True

    def ask(self, state: dict, player: int) -> ActionSet | None:
        """The seat's legal actions and prompt now, or None when the seat is not asked."""
        if not state.get("stack"):
            return None
        fr = state["stack"][-1]
        if player not in seats_of(fr):
            return None
        if self.memo_hook is None:
            acts = ActionSet(player)
            self.prompts[fr["state"]](state, acts)
        else:
            acts = self._remembered(state, player)
        if self.annotator is not None and acts.prompt is not None:
            self.annotator(state, acts.prompt)
        return acts

    def _remembered(self, state: dict, player: int) -> ActionSet:
        """The prompt's answer from the memo, asked (and kept) when this key is new. The
        offered actions are shared between equal asks (a new list each time): like every
        offer, they are read, compared and copied, never changed in place."""
        memo = self.memo_hook
        key = memo.key(state, player)
        if key is None:
            acts = ActionSet(player)
            self.prompts[state["stack"][-1]["state"]](state, acts)
            return acts
        hit = self._memo.get(key)
        if hit is None:
            acts = ActionSet(player)
            with memo.reading(state, key) if memo.reading else nullcontext():
                self.prompts[state["stack"][-1]["state"]](state, acts)
            if len(self._memo) >= memo.size:
                self._memo.clear()
            self._memo[key] = hit = (acts.prompt, acts.actions)
        acts = ActionSet(player)
        acts.prompt = None if hit[0] is None else dict(hit[0])
        acts.actions = list(hit[1])
        return acts

    # the protocol functions ---------------------------------------------------------------
    def active_players(self, state: dict) -> list[int]:
        """The seats whose decision is awaited; [] once the game is over."""
        if not state.get("stack"):
            return []
        return seats_of(state["stack"][-1])

    def legal_actions(self, state: dict, player: int) -> list[dict]:
        """Every legal action of ``player`` now (empty when the seat is not asked)."""
        acts = self.ask(state, player)
        return acts.actions if acts else []

    def step(self, g: dict, player: int, action: dict) -> None:
        """Apply an action to ``g`` in place, unchecked (bots and playouts on their own clones)."""
        name = g["stack"][-1]["state"]
        handler = self.handlers.get((name, action.get("type")))
        if handler is None:
            raise IllegalAction(f"no handler for {action.get('type')!r} in state {name!r}")
        handler(g, player, action)
        self.run(g)

    def apply(self, state: dict, player: int, action: dict) -> dict:
        """The state after ``player`` takes ``action``; IllegalAction leaves ``state`` untouched."""
        if not state.get("stack"):
            raise IllegalAction("the game is over")
        return self.apply_offered(state, player, action, self.ask(state, player))

    def apply_offered(self, state: dict, player: int, action: dict,
                      acts: ActionSet | None) -> dict:
        """``apply`` with the seat's offer already asked for this very state (the session
        keeps the offer it showed, so a step lists the legal actions once, not twice)."""
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction(f"an action is an object with a string 'type', got {short(action)}")
        if acts is None:
            waiting = ", ".join(f"Player {s + 1}" for s in self.active_players(state))
            raise IllegalAction(f"Player {player + 1} is not to act now (waiting for {waiting})")
        if not _offered(acts.actions, action):
            name = state["stack"][-1]["state"]
            raise IllegalAction(
                f"{short(action)} is not legal for Player {player + 1} in {name!r}"
                f" ({len(acts.actions)} legal actions)"
            )
        g = clone_state(state)
        self.step(g, player, action)
        return g


def _offered(actions: list[dict], action: dict) -> bool:
    """True when ``action`` is one of the offered actions, with the same JSON types."""
    try:
        return same_json(action, actions[actions.index(action)])
    except ValueError:
        return False
