"""Mexica turn flow: Pilli placement, the action-point turn, period changes (rules:
ゲームの準備 last step, プレイヤーの手番, ゲームの進行, ラウンド終了時の名声点の獲得).

States: ``place_pilli`` (prompt, seat order from the start player) -> ``start_turn`` (auto: 6 AP)
-> ``turn`` (prompt: choose an action kind) -> sub-prompts called on top of ``turn`` for the
targets (``canal``, ``canal_end``, ``bridge``, ``bridge_axis``, ``move_bridge``, ``temple``,
``temple_cell``, ``move``, ``found``); each sub-prompt has ``back``. ``end_turn`` ->
``next_turn`` (auto) -> ``period_end`` (auto) after the last round of a period.
"""

from __future__ import annotations

from tablero.core.flow import call, end, frame, goto, log

from . import data, targets
from .board import board_of
from .rules import RULES
from .scoring import period_end_reason, remove_unusable, score_period


def _seat(g: dict) -> int:
    return frame(g)["player"]


def _where(cell: int) -> str:
    return data.cell_name(cell)


def after_action(g: dict) -> None:
    """Checks after every action: unusable tokens go (period 2), and the period's last round
    starts."""
    remove_unusable(g)
    reason = None if g["last_round"] else period_end_reason(g)
    if reason:
        g["last_round"] = True
        log(g, reason, period=g["period"])


# setup: Pilli on start spaces ------------------------------------------------------------------
@RULES.prompt("place_pilli")
def place_pilli_prompt(g, acts):
    """Setup: in turn order each seat puts its Pilli on a free start space."""
    acts.say("place_pilli")
    taken = set(g["pilli"])
    for cell in data.START_SPACES:
        if cell not in taken:
            acts.add("cell", cell)


@RULES.on("place_pilli", "cell")
def place_pilli_cell(g, player, action):
    g["pilli"][player] = action["cell"]
    log(g, "place_pilli", seat=player, where=_where(action["cell"]))
    nxt = (player + 1) % g["players"]
    if nxt == g["first"]:
        goto(g, "start_turn", nxt)
    else:
        goto(g, "place_pilli", nxt)


# the turn -------------------------------------------------------------------------------------
@RULES.auto("start_turn")
def start_turn(g):
    """Each turn: 6 AP (unused points are lost at the end)."""
    g["ap"] = data.AP_PER_TURN
    g["taken"] = 0
    goto(g, "turn")


@RULES.prompt("turn")
def turn_prompt(g, acts):
    """The action kinds the seat can take now, each with at least one legal target."""
    seat, board = acts.player, board_of(g)
    acts.say("turn", ap=g["ap"])
    if g["ap"] >= 1:
        if targets.has_canal_tile(g, board, seat):
            acts.add("canal")
        if len(g["bridges"]) < data.BRIDGES and targets.has_bridge_spot(board):
            acts.add("bridge")
        if targets.movable_bridges(g, board, seat):
            acts.add("move_bridge")
        if targets.can_move(g, board, seat):
            acts.add("move")
    if targets.temple_levels(g, board, seat):
        acts.add("temple")
    if targets.found_cells(g, board, seat):
        acts.add("found")
    supply = data.ACTION_MARKERS - sum(g["markers"])
    if g["ap"] >= 1 and g["taken"] < data.MARKERS_PER_TURN and supply > 0:
        acts.add("take_marker")
    if g["markers"][seat] > 0:
        acts.add("spend_marker")
    acts.add("end_turn")


for _verb in ("canal", "bridge", "move_bridge", "temple", "move", "found"):
    def _open(g, player, action, _name=_verb):
        call(g, _name)
    RULES.on("turn", _verb)(_open)


@RULES.on("turn", "take_marker")
def turn_take_marker(g, player, action):
    """Rule アクショントークンの獲得: 1 AP, at most 2 a turn, while the supply lasts."""
    g["ap"] -= data.ACTION_AP["take_marker"]
    g["taken"] += 1
    g["markers"][player] += 1
    log(g, "take_marker", seat=player)
    after_action(g)
    goto(g, "turn")


@RULES.on("turn", "spend_marker")
def turn_spend_marker(g, player, action):
    """Rule アクショントークンの支払い: 0 AP, +1 AP this turn, back to the supply."""
    g["ap"] += data.MARKER_AP
    g["markers"][player] -= 1
    log(g, "spend_marker", seat=player)
    goto(g, "turn")


@RULES.on("turn", "end_turn")
def turn_end_turn(g, player, action):
    log(g, "end_turn", seat=player)
    goto(g, "next_turn")


@RULES.auto("next_turn")
def next_turn(g):
    """Next seat; after the seat before the start player, a round ends (maybe the period)."""
    nxt = (_seat(g) + 1) % g["players"]
    if nxt == g["first"]:
        g["round"] += 1
        if g["last_round"]:
            goto(g, "period_end", None)
            return
    goto(g, "start_turn", nxt)


@RULES.auto("period_end")
def period_end(g):
    """Score the period; after period 1 the reserve tokens and temples come in."""
    score_period(g)
    if g["period"] == 2:
        log(g, "game_over")
        end(g)
        return
    g["period"] = 2
    g["last_round"] = False
    g["tokens"] = ["display" if loc == "reserve" else loc for loc in g["tokens"]]
    log(g, "period_start", period=2)
    remove_unusable(g)
    goto(g, "start_turn", g["first"])


def _back(g, player, action):
    end(g)


for _state in ("canal", "canal_end", "bridge", "bridge_axis", "move_bridge", "temple",
               "temple_cell", "move", "found"):
    RULES.on(_state, "back")(_back)
