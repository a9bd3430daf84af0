"""The contract every game fills in: one ``Game`` object per package, the only thing the core
reads of a game (docs/engine-protocol.md).

A game package's ``__init__.py`` builds ``GAME = Game(...)`` from its modules; the session, the
bridge, the records, the bots and the tests reach the game through that object alone: no
attribute looked up with a default, no function named by a string.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType

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
      they may do, what they are asked and what an action does; ``chapters``: the modules
      that register its states (the rules by rulebook chapter), each of them and nothing
      else (checked when the Game is built, ``contract_problems``).
    - ``view(state, seat)``: what a seat may see (None: a spectator), public fields
      allow-listed, ids and numbers only (no words: those are the texts'); the core adds the
      shared keys (actions, labels, prompt, log, result), worded in the request's language.
    - ``result(state)``: scores, winners, reason and breakdown once over, else None.
    - ``label(state, action)``: an action's label as a text entry ``{"msg": key, **args}``.
    - ``resample_hidden(state, seat, seed)``: what ``seat`` cannot see dealt anew;
      ``check_invariants(state)``: AssertionError when a conservation law breaks.
    - ``export(state, keep_hidden, later=None)`` (required): the position description that
      ``position`` turns back into this state for play, where a decision starts (BadSpec
      elsewhere: core/midway.py describes those as a start and the steps since).
      ``keep_hidden`` False writes only what a spectator sees, every hidden card left to the
      engine to deal; ``later`` is the state at the end of the decision in progress, whose
      steps may turn hidden cards of ``state`` up: those are written (they are public by
      then, and the steps need them).
    - ``example``: a small position description to start from (the position editor's first
      text), sent in the ``games`` answer.
    - ``shared_view(state, seat)`` (optional): ``view`` as it is before its copy, sharing
      the state's parts, for a reader that only reads it (the view writer writes it as JSON).
    - ``hidden(state, seat)``: what ``seat`` (None: a spectator) must never see, as marks
      to look for in its view: a string (a string id, or an id as a table of the view keys
      it) may stand nowhere in the view, as a key or a string value; a pair ``(key, value)``
      may not stand under ``key`` (as its value or in a list there), for ids that are
      numbers. The tests' one leak check reads it (tests/properties/game_checks.py); it is
      the game's own account, kept apart from ``view`` and ``resample_hidden``, so that
      each checks the others.
    - ``rules_version``: raised whenever a change could alter a replay; records carry it
      (``rules``), and a saved game whose record no longer replays goes on from its saved
      position (core/session.py ``Session.load``).
    - ``curtain``: whether a seat's view hides anything from the others at all (the
      pass-and-play curtain is needed only then; without it ``hidden`` is always empty).
    """

    id: str
    name: str
    min_players: int
    max_players: int
    rules: Rules
    chapters: tuple
    setup: Callable[[int, int, dict], dict]
    position: Callable[[dict], dict]
    export: Callable[..., dict]
    view: Callable[..., dict]
    result: Callable[[dict], dict | None]
    label: Callable[[dict, dict], dict]
    texts: Texts
    resample_hidden: Callable[[dict, int, int], dict]
    hidden: Callable[[dict, int | None], set]
    check_invariants: Callable[[dict], None]
    example: dict = field(default_factory=dict)
    options: dict = field(default_factory=dict)
    provisional: tuple = ()
    curtain: bool = True
    bot: BotSpec | None = None
    shared_view: Callable[..., dict] | None = None
    rules_version: int = 1

    def __post_init__(self) -> None:
        problems = contract_problems(self)
        if problems:
            raise ContractError(f"game {self.id!r} breaks the Game contract: "
                                + "; ".join(problems))

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

    def apply_offered(self, state: dict, seat: int, action: dict,
                      offer: ActionSet | None) -> dict:
        """``apply`` with the seat's offer (``ask``) already made for this very state: a
        caller that showed the offer checks the action against it instead of asking again."""
        return self.rules.apply_offered(state, seat, action, offer)

    def step(self, state: dict, seat: int, action: dict) -> None:
        """Apply an action in place, unchecked (bots and playouts on their own states)."""
        self.rules.step(state, seat, action)


class ContractError(ValueError):
    """A game package that breaks the contract: raised when it is imported, naming what."""


def contract_problems(game: Game) -> list[str]:
    """What is wrong with a game's declaration (empty when nothing): its players, its
    options, its chapters and its state table (``Rules.problems``)."""
    out = []
    if game.rules.game_id != game.id:
        out.append(f"rules are those of {game.rules.game_id!r}")
    if not 1 <= game.min_players <= game.max_players:
        out.append(f"players {game.min_players}..{game.max_players}")
    out += [f"options.{name}: {why}" for name, spec in game.options.items()
            if (why := _option_problem(spec, game.max_players))]
    chapters = game.chapters
    if not isinstance(chapters, tuple) or not chapters \
            or not all(isinstance(m, ModuleType) for m in chapters):
        return [*out, "chapters must be a tuple of the modules that register the states"]
    return out + game.rules.problems({m.__name__ for m in chapters})


def _option_problem(spec, max_players: int) -> str | None:
    """Why an option's declaration is malformed, or None."""
    if not isinstance(spec, dict) or not isinstance(spec.get("values"), list) \
            or not spec["values"]:
        return "must be {\"values\": [...], \"default\": v, \"label\": text}"
    if spec.get("default") not in spec["values"]:
        return f"default {spec.get('default')!r} is not one of its values"
    if not isinstance(spec.get("label"), str):
        return "has no label"
    if not set(spec.get("players", [])) <= set(range(1, max_players + 1)):
        return "players lists counts the game does not take"
    return None
