"""The contract every game fills in: one ``Game`` object per package, the only thing the core
reads of a game (docs/engine-protocol.md).

A game package's ``__init__.py`` builds ``GAME = Game(...)`` from its modules; the session, the
bridge, the records, the bots and the tests reach the game through that object alone: no
attribute looked up with a default, no function named by a string.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .flow import ActionSet, Rules


@dataclass(frozen=True)
class Texts:
    """A game's words, each table ``{lang: {key: template}}`` with "en" the fallback of every
    key: log entries (``log``), prompts (``prompts``, keys given to ``acts.say``) and action
    labels (``labels``, keys of the entries ``Game.label`` returns). ``words(args, lang)`` puts
    an entry's raw arguments (ids, keys, lists; seats already named) into words of ``lang``.
    ``help`` holds the rules' own words the table shows beside the board (what an action, a
    card or a space does, costs and thresholds in words, card texts, notes on provisional
    data), sent once per language by the bridge's ``texts`` command: the one way rule words
    reach the page (no view carries words, no rule is written in JavaScript). A help text
    may keep ``{n}``-style slots that the page fills with numbers from the view."""

    log: dict
    prompts: dict
    labels: dict
    words: Callable[[dict, str], dict] | None = None
    help: dict = field(default_factory=dict)


@dataclass(frozen=True)
class BotSpec:
    """What search needs of a game to play it above the random level (core/bots/common.py).

    ``determinize(view, seed)`` rebuilds a full state from a seat's view, hidden parts drawn
    anew; ``evaluate(state)`` is each seat's expected final score; ``scale`` the lead that
    counts as clearly winning. The optional fields are explained in core/bots/common.py;
    ``search`` maps a level to settings that replace the level's own for this game, where
    ``estimate`` and ``prune`` are functions (the level's own evaluation and prune)."""

    determinize: Callable[[dict, int], dict]
    evaluate: Callable[[dict], list]
    scale: float = 10.0
    avoid: tuple = ()
    prune: Callable | None = None
    epoch: Callable[[dict], int] | None = None
    work_scale: float = 1.0
    policy_depth: int | None = None
    margin: float | None = None
    search: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Game:
    """One game as the core sees it.

    - ``setup(seed, players, options)``: a new state, its flow started (options already
      checked and defaulted by the core); ``position(spec)``: a state from a position
      description (BadSpec names a bad field).
    - ``rules``: the game's state table (core/flow.py), which answers who is active, what
      they may do, what they are asked and what an action does.
    - ``view(state, seat)``: what a seat may see (None: a spectator), public fields
      allow-listed, ids and numbers only (no words: those are the texts'); the core adds the
      shared keys (actions, labels, prompt, log, result), worded in the request's language.
    - ``result(state)``: scores, winners, reason and breakdown once over, else None.
    - ``label(state, action)``: an action's label as a text entry ``{"msg": key, **args}``.
    - ``resample_hidden(state, seat, seed)``: what ``seat`` cannot see dealt anew;
      ``check_invariants(state)``: AssertionError when a conservation law breaks.
    - ``export(state, keep_hidden, later=None)``: the position description that
      ``position`` turns back into this state for play, where a decision starts (BadSpec
      elsewhere: core/midway.py describes those as a start and the steps since).
      ``keep_hidden`` False writes only what a spectator sees, every hidden card left to the
      engine to deal; ``later`` is the state at the end of the decision in progress, whose
      steps may turn hidden cards of ``state`` up: those are written (they are public by
      then, and the steps need them).
    - ``example``: a small position description to start from (the position editor's first
      text), sent in the ``games`` answer.
    - ``shared_view(state, seat)`` (optional): ``view`` as it is before its copy, sharing
      the state's parts, for a reader that only reads it (the session writes it as JSON).
    - ``hidden``: whether a seat's view hides anything from the others at all (the
      pass-and-play curtain is needed only then).
    """

    id: str
    name: str
    min_players: int
    max_players: int
    rules: Rules
    setup: Callable[[int, int, dict], dict]
    position: Callable[[dict], dict]
    view: Callable[..., dict]
    result: Callable[[dict], dict | None]
    label: Callable[[dict, dict], dict]
    texts: Texts
    resample_hidden: Callable[[dict, int, int], dict]
    check_invariants: Callable[[dict], None]
    example: dict = field(default_factory=dict)
    options: dict = field(default_factory=dict)
    provisional: tuple = ()
    hidden: bool = True
    bot: BotSpec | None = None
    export: Callable[..., dict] | None = None
    shared_view: Callable[..., dict] | None = None

    def active(self, state: dict) -> list[int]:
        """The seats whose decision is awaited; [] once the game is over."""
        return self.rules.active_players(state)

    def actions(self, state: dict, seat: int) -> list[dict]:
        """Every legal action of ``seat`` now ([] when the seat is not asked)."""
        return self.rules.legal_actions(state, seat)

    def ask(self, state: dict, seat: int) -> ActionSet | None:
        """The seat's legal actions and prompt entry in one go (None when not asked)."""
        return self.rules.ask(state, seat)

    def apply(self, state: dict, seat: int, action: dict) -> dict:
        """The next state (pure); IllegalAction leaves ``state`` untouched."""
        return self.rules.apply(state, seat, action)

    def step(self, state: dict, seat: int, action: dict) -> None:
        """Apply an action in place, unchecked (bots and playouts on their own states)."""
        self.rules.step(state, seat, action)
